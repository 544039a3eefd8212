"""The arguments of `/profile`: nothing (the sender's own) or a nickname (another player's)."""

from __future__ import annotations

from collections.abc import Callable

from bot import commands as c
from handlers.grammar.basics import tokens


def _profile(rest: str) -> c.Command:
    # A nickname of several words may come unquoted: the whole rest names one player.
    return c.ShowProfile(nickname=" ".join(tokens(rest)))


PROFILE_PARSERS: dict[str, Callable[[str], c.Command]] = {"profile": _profile}
