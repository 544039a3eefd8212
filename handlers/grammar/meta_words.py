"""The metagame's form (issue 26): `/meta`, `/meta #12`, `/meta season 3` (`/meta сезон 3`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot import commands as c
from handlers.grammar.basics import Usage

_SEASON = re.compile(r"(?:season|сезон)\s+(\d{1,9})", re.I)  # bounded before int()


def _meta(rest: str) -> c.Command:
    if not rest:
        return c.ShowMeta()
    found = _SEASON.fullmatch(rest)
    if found is None:
        raise Usage
    return c.ShowMeta(season=int(found[1]))


META_PARSERS: dict[str, Callable[[str], c.Command]] = {"meta": _meta}
