"""The season's page `/s/<id>` (issue 26): its table with the qualification line and its
tournaments linked to their pages; the table is computed by the use case, never here."""

from __future__ import annotations

from aiohttp import web

from bot.context import Context
from bot.usecases.seasons import SeasonPage, season_page
from handlers.web.data import reader_for
from handlers.web.site import Translator, Web, choose_lang, render

SEASON_ID = r"{sid:\d{1,9}}"  # as a tournament's: at most 9 digits, else no season (404)


def register(app: web.Application, site: Web) -> None:
    """/s/<id>: a season's table."""
    reader = reader_for(site)  # the pages' own connection, opened once, closed with the server
    if reader is not None and site.server is not None:
        site.server.on_stop.append(reader.close)

    async def show(request: web.Request) -> web.Response:
        sid = int(request.match_info["sid"])

        async def query(ctx: Context) -> SeasonPage | None:
            return await season_page(ctx, sid)

        found = await site.service.read(query, reader)
        lang = choose_lang(request)
        tr = Translator(site.texts, lang, site.clock.now())
        if found is None:
            body = render("missing.html", lang=lang, tr=tr, static="/static")
            return web.Response(text=body, status=404, content_type="text/html", charset="utf-8")
        cut = max((i for i, line in enumerate(found.table.lines) if line.qualified), default=-1)
        body = render(
            "season.html", lang=lang, tr=tr, static="/static", s=found.table,
            rules=found.rules, public=found.public, cut=cut, meta=found.meta,
        )  # fmt: skip
        headers = {"Cache-Control": "no-cache", "Content-Language": lang,
                   "Vary": "Accept-Language"}  # fmt: skip
        return web.Response(text=body, content_type="text/html", charset="utf-8", headers=headers)

    app.router.add_get(f"/s/{SEASON_ID}", show)
