"""The forms of `/season` (issue 26): the table, a player's line, the file, a new season and
its settings; VK users type «сезон» for it."""

from __future__ import annotations

from collections.abc import Callable

from bot import commands as c
from bot.domain.numbers import ID_MAX
from handlers.grammar.basics import Usage, number, tokens

SEASON_ALIASES = {"сезон": "season"}
_ME = {"me", "я", "мой", "моё", "мое"}
_CSV = {"csv", "цсв", "файл"}
_NEW = {"new", "новый", "создать"}
_SET = {"set", "настроить", "изменить"}


def _pairs(words: list[str]) -> tuple[tuple[str, str], ...]:
    items = []
    for word in words:
        key, sep, value = word.partition("=")
        if not sep or not key or not value:
            raise Usage
        items.append((key, value))
    return tuple(items)


def _season(rest: str) -> c.Command:
    words = tokens(rest)
    if not words:
        return c.ShowSeason()
    head, tail = words[0].casefold(), words[1:]
    if head.isdecimal() and not tail:
        return c.ShowSeason(season=number(head, "id", 1, ID_MAX))
    if head in _ME:
        if len(tail) == 1 and tail[0].isdecimal():
            return c.SeasonMe(season=number(tail[0], "id", 1, ID_MAX))
        return c.SeasonMe(nickname=" ".join(tail))
    if head in _CSV and len(tail) <= 1:
        return c.SeasonFile(season=number(tail[0], "id", 1, ID_MAX) if tail else None)
    if head in _NEW:
        named = [w for w in tail if "=" not in w]
        if not named or tail[: len(named)] != named:
            raise Usage  # the name first, then the settings
        return c.NewSeason(title=" ".join(named), items=_pairs(tail[len(named) :]))
    if head in _SET and len(tail) >= 2:
        season = number(tail[0], "id", 1, ID_MAX)
        return c.SetSeason(season=season, items=_pairs(tail[1:]))
    raise Usage


SEASON_PARSERS: dict[str, Callable[[str], c.Command]] = {"season": _season}
