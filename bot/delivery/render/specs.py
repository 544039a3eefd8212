"""Pictures described in the outbox (plain JSON) drawn as PNG in the recipient's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.delivery.render.bracket_picture import BracketMatch, BracketPicture, bracket_png
from bot.delivery.render.table_picture import StandingsPicture, standings_pngs

Resolve = Callable[[Any], str]  # a text parameter ({"$text": …} or plain) → words


def draw(spec: dict[str, Any], resolve: Resolve) -> list[bytes]:
    """The PNG pages a picture description makes."""
    if spec["kind"] == "standings":
        picture = StandingsPicture(
            title=resolve(spec["title"]),
            subtitle=resolve(spec["subtitle"]),
            headers=[resolve(h) for h in spec["headers"]],
            rows=spec["rows"],
            highlight=frozenset(spec["highlight"]),
        )
        return standings_pngs(picture)
    if spec["kind"] == "bracket":
        return [bracket_png(_bracket(spec, resolve))]
    raise ValueError(f"unknown picture {spec['kind']!r}")


def _match(data: dict[str, Any]) -> BracketMatch:
    return BracketMatch(
        key=data["key"],
        round=data["round"],
        side=data["side"],
        a=data.get("a"),
        b=data.get("b"),
        score=data.get("score"),
        winner=data.get("winner"),
        label=data.get("label"),
    )


def _columns(columns: list[Any], resolve: Resolve) -> list[tuple[str, list[BracketMatch]]]:
    return [(resolve(title), [_match(m) for m in matches]) for title, matches in columns]


def _bracket(spec: dict[str, Any], resolve: Resolve) -> BracketPicture:
    return BracketPicture(
        title=resolve(spec["title"]),
        rounds=_columns(spec["rounds"], resolve),
        lower=_columns(spec.get("lower", []), resolve),
        finals=[_match(m) for m in spec.get("finals", [])],
        finals_title=resolve(spec.get("finals_title", "")),
    )
