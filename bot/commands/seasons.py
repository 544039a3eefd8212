"""Seasons (issue 26): a global admin creates and sets them; everyone reads the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Access, Command

__all__ = ["NewSeason", "SeasonFile", "SeasonMe", "SetSeason", "ShowSeason"]


@dataclass(frozen=True, slots=True)
class NewSeason(Command):
    """`/season new <name> [points=… best=… qualify=…|qualify_points=…]`."""

    title: str = ""
    items: tuple[tuple[str, str], ...] = ()
    access: ClassVar[Access] = Access.ADMIN
    name: ClassVar[str] = "season_new"


@dataclass(frozen=True, slots=True)
class SetSeason(Command):
    """`/season set <id> key=value…`: a season's points, best N, qualification or name."""

    season: int = 0
    items: tuple[tuple[str, str], ...] = ()
    access: ClassVar[Access] = Access.ADMIN
    name: ClassVar[str] = "season_set"


@dataclass(frozen=True, slots=True)
class ShowSeason(Command):
    """`/season [<id>]`: the table as text and a picture; the current season without an id."""

    season: int | None = None
    name: ClassVar[str] = "season"


@dataclass(frozen=True, slots=True)
class SeasonMe(Command):
    """`/season me [<nickname>]`: a player's line, what counts and what does not, and why."""

    season: int | None = None
    nickname: str = ""
    name: ClassVar[str] = "season_me"


@dataclass(frozen=True, slots=True)
class SeasonFile(Command):
    """`/season csv [<id>]`: the table as a file, for the admins and the season's judges."""

    season: int | None = None
    name: ClassVar[str] = "season_csv"
