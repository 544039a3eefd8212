"""The player's profile page `/p/<id>`: his tournaments, seasons, rating chart and head-to-head.

Any account id of the person opens it; another id than his canonical one (the person's id)
redirects there, so a page has one address. What it shows is the use case's (`profile`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import tzinfo
from typing import Any

from aiohttp import web

from bot.context import Context
from bot.delivery.texts import LOCALES
from bot.usecases.profile import Profile, RatingView, day, profile
from handlers.web.data import reader_for
from handlers.web.site import Web, choose_lang

PERSON_ID = r"{pid:\d{1,9}}"  # as a tournament's: at most 9 digits, else no such page (404)
# The chart's drawing units (it scales to the column): the values' labels left of the plot,
# the first and the last day under its axis.
WIDTH, HEIGHT, LEFT, PAD, AXIS = 320, 120, 34, 8, 108


@dataclass(frozen=True, slots=True)
class Chart:
    """The rating's history as an inline SVG polyline: no script, no library."""

    line: str  # the polyline's points
    dots: list[tuple[float, float, int]]  # (x, y, value) after each tournament
    low: int
    high: int
    start: str  # the day of the first tournament, under the chart's left end
    end: str  # the day of the last one, under its right end
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    axis: int = AXIS


def chart(rating: RatingView | None, tz: tzinfo) -> Chart | None:
    """The rating after each tournament, oldest left, scaled between its lowest and highest."""
    if rating is None or not rating.points:
        return None
    values = [value for _, _, value in rating.points]
    low, high = min(values), max(values)
    span = (high - low) or 1
    steps = max(len(values) - 1, 1)
    dots = []
    for i, value in enumerate(values):
        x = LEFT + (WIDTH - LEFT - PAD) * (i / steps if len(values) > 1 else 0.5)
        y = AXIS - PAD - (AXIS - 2 * PAD) * ((value - low) / span if high > low else 0.5)
        dots.append((round(x, 1), round(y, 1), value))
    start, end = (day(rating.points[i][1], tz) for i in (0, -1))
    return Chart(" ".join(f"{x},{y}" for x, y, _ in dots), dots, low, high, start, end)


def asked_id(text: str) -> int | None:
    """An id from the address (`?vs=`): digits, at most 9 of them; else none."""
    return int(text) if text.isdecimal() and len(text) <= 9 else None


def register(app: web.Application, site: Web) -> None:
    """/p/<id>: the profile of the person one of whose accounts has this id."""
    reader = reader_for(site)  # the pages' own connection: a profile never waits on commands
    if reader is not None and site.server is not None:
        site.server.on_stop.append(reader.close)

    async def show(request: web.Request) -> web.Response:
        pid = int(request.match_info["pid"])
        vs = asked_id(request.query.get("vs", ""))

        async def query(ctx: Context) -> Profile | None:
            return await profile(ctx, pid, vs)

        found = await site.service.read(query, reader)
        if found is None:
            return site.html("profile.html", request, status=404, p=None)
        if found.person != pid:
            tail = f"?{request.query_string}" if request.query_string else ""
            raise web.HTTPFound(f"/p/{found.person}{tail}")
        asked = request.query.get("lang", "")
        asked = asked if asked in LOCALES else ""
        response = site.html("profile.html", request, **profile_context(site, found, asked, vs))
        response.headers.update(
            {
                "Cache-Control": "no-cache",  # a correction or a new tournament changes it
                "Content-Language": choose_lang(request),
                "Vary": "Accept-Language",  # the language follows the browser's
            }
        )
        return response

    app.router.add_get(f"/p/{PERSON_ID}", show)


def profile_context(
    site: Web, found: Profile, asked_lang: str = "", asked_vs: int | None = None
) -> dict[str, Any]:
    """The profile template's own variables; `asked_lang`, `asked_vs`: what the address had."""
    tz = site.texts.tz
    return {
        "p": found,
        "chart": chart(found.rating, tz),
        "q": f"?lang={asked_lang}" if asked_lang else "",
        "vs": found.h2h.opponent if found.h2h else None,
        "asked_vs": asked_vs,
        "date": lambda ts: day(ts, tz),
    }
