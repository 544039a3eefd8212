"""The season's page `/s/<id>` (issue 26): its table with the qualification line and its
tournaments linked to their pages; the table is computed by the use case, never here. The page
is live: `/s/<id>/events` pushes its live part whenever the season's table changes."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib

from aiohttp import web

from bot.context import Context
from bot.ports.store import StoreReader
from bot.usecases.seasons import SeasonPage, season_page
from handlers.web.data import reader_for
from handlers.web.live import KEEPALIVE, sse
from handlers.web.pages import LIVE_END, LIVE_START
from handlers.web.site import Translator, Web, choose_lang, render

SEASON_ID = r"{sid:\d{1,9}}"  # as a tournament's: at most 9 digits, else no season (404)
# How often an open season page asks again. The table changes when a tournament of the season
# ends or is corrected, on any worker: the question is the database's cheap fingerprint and
# the table cached for it (bot/usecases/history.py), so asking is cheap and needs no signal.
POLL = 2.0


def version_of(found: SeasonPage) -> str:
    """A short mark of what the page shows: it changes with the table, the rules, the links."""
    shown = repr((found.table, found.rules, sorted(found.public), found.meta))
    return hashlib.sha1(shown.encode(), usedforsecurity=False).hexdigest()[:12]


def season_html(site: Web, found: SeasonPage, lang: str) -> str:
    """The whole season page."""
    cut = max((i for i, line in enumerate(found.table.lines) if line.qualified), default=-1)
    return render(
        "season.html", lang=lang, tr=Translator(site.texts, lang, site.clock.now()),
        static="/static", s=found.table, rules=found.rules, public=found.public, cut=cut,
        meta=found.meta, version=version_of(found),
    )  # fmt: skip


def register(app: web.Application, site: Web) -> None:
    """/s/<id>: a season's table; /s/<id>/events: its live part as Server-Sent Events."""
    reader = reader_for(site)  # the pages' own connection, opened once, closed with the server
    if reader is not None and site.server is not None:
        site.server.on_stop.append(reader.close)

    async def show(request: web.Request) -> web.Response:
        found = await _read(site, reader, int(request.match_info["sid"]))
        lang = choose_lang(request)
        if found is None:
            tr = Translator(site.texts, lang, site.clock.now())
            body = render("missing.html", lang=lang, tr=tr, static="/static")
            return web.Response(text=body, status=404, content_type="text/html", charset="utf-8")
        headers = {"Cache-Control": "no-cache", "Content-Language": lang,
                   "Vary": "Accept-Language"}  # fmt: skip
        body = season_html(site, found, lang)
        return web.Response(text=body, content_type="text/html", charset="utf-8", headers=headers)

    async def events(request: web.Request) -> web.StreamResponse:
        sid = int(request.match_info["sid"])
        lang = choose_lang(request)
        headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache",
                   "X-Accel-Buffering": "no"}  # fmt: skip
        response = web.StreamResponse(headers=headers)
        seen = request.query.get("v", "")
        quiet = 0.0
        with contextlib.suppress(ConnectionResetError, asyncio.CancelledError, RuntimeError):
            # RuntimeError: the pages' reader closed, the server stops; the browser reconnects.
            await response.prepare(request)
            await response.write(b"retry: 2000\n\n")
            while True:
                found = await _read(site, reader, sid)
                if found is None:  # the season is gone: the browser reloads into the 404
                    await response.write(b"event: gone\ndata: \n\n")
                    break
                version = version_of(found)
                if version != seen:
                    html = season_html(site, found, lang)
                    part = html.split(LIVE_START, 1)[1].split(LIVE_END, 1)[0].strip()
                    await response.write(sse("page", part, version))
                    seen, quiet = version, 0.0
                elif quiet >= KEEPALIVE:
                    await response.write(b": keep-alive\n\n")
                    quiet = 0.0
                await asyncio.sleep(POLL)
                quiet += POLL
        return response

    app.router.add_get(f"/s/{SEASON_ID}", show)
    app.router.add_get(f"/s/{SEASON_ID}/events", events)


async def _read(site: Web, reader: StoreReader | None, sid: int) -> SeasonPage | None:
    """The season as its page shows it, on one committed state."""

    async def query(ctx: Context) -> SeasonPage | None:
        return await season_page(ctx, sid)

    return await site.service.read(query, reader)
