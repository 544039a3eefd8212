"""The public pages of a tournament: overview, standings, pairings, bracket, decklists.

Each page is a template whose `live` block is also what the live stream pushes, so a page
updated in place is exactly the page a reload would give.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from bot.usecases.page_snapshot import Snapshot
from handlers.web.site import Translator, Web, choose_lang, render

Handler = Callable[[web.Request], Awaitable[web.Response]]
# A tournament's id in a path: at most 9 digits, as every id people type (bot.domain.numbers);
# a longer run is no tournament (404), never a number the database cannot hold.
TOURNAMENT_ID = r"{tid:\d{1,9}}"
PAGES = ("overview", "standings", "pairings", "bracket", "decks", "meta")
PATHS = {"overview": ""} | {page: page for page in PAGES[1:]}
LIVE_START, LIVE_END = "<!--live-->", "<!--/live-->"  # around base.html's `live` block


def visible(snap: Snapshot | None) -> bool:
    """Whether the tournament is on the web: it exists, is announced and `public_page=on`."""
    return snap is not None and snap.public


def page_context(site: Web, snap: Snapshot, page: str, lang: str) -> dict[str, Any]:
    """The variables of a page's template."""
    return {
        "lang": lang,
        "tr": Translator(site.texts, lang, site.clock.now()),
        "t": snap,
        "page": page,
        "pages": PAGES,
        "paths": PATHS,
        "version": site.live.versions[snap.id] if site.live is not None else 0,
        "now": site.clock.now(),  # the countdown learns the browser's clock offset from it
        "static": "/static",
    }


def fragment(site: Web, snap: Snapshot, page: str, lang: str) -> str:
    """The live part of a page (between base.html's markers), as the stream pushes it."""
    html = render(f"{page}.html", **page_context(site, snap, page, lang))
    return html.split(LIVE_START, 1)[1].split(LIVE_END, 1)[0].strip()


def register(app: web.Application, site: Web) -> None:
    """/t/<id> and /t/<id>/<page> for every page."""

    def handler(page: str) -> Handler:
        async def show(request: web.Request) -> web.Response:
            tid = int(request.match_info["tid"])
            assert site.live is not None
            snap = await site.live.snapshot(tid)
            lang = choose_lang(request)
            if snap is None or not visible(snap):
                tr = Translator(site.texts, lang)
                body = render("missing.html", lang=lang, tr=tr, static="/static")
                return web.Response(
                    text=body, status=404, content_type="text/html", charset="utf-8"
                )
            body = render(f"{page}.html", **page_context(site, snap, page, lang))
            return web.Response(
                text=body,
                content_type="text/html",
                charset="utf-8",
                headers={
                    "Cache-Control": "no-cache",
                    "Content-Language": lang,
                    "Vary": "Accept-Language",  # the language follows the browser's
                },
            )

        return show

    for page in PAGES:
        tail = f"/{PATHS[page]}" if PATHS[page] else ""
        app.router.add_get(f"/t/{TOURNAMENT_ID}{tail}", handler(page))
