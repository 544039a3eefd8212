"""The arguments of `/rating`: nothing (the table) or a nickname (one player's line)."""

from __future__ import annotations

from collections.abc import Callable

from bot import commands as c
from handlers.grammar.basics import tokens


def _rating(rest: str) -> c.Command:
    # A nickname of several words may come unquoted: the whole rest names one player.
    return c.ShowRating(nickname=" ".join(tokens(rest)))


RATING_PARSERS: dict[str, Callable[[str], c.Command]] = {"rating": _rating}
