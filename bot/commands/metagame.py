"""Commands about the metagame: heroes and elements of a tournament or a season (issue 26)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Command

__all__ = ["ShowMeta"]


@dataclass(frozen=True, slots=True)
class ShowMeta(Command):
    """`/meta` (a tournament: judges while it runs, everyone after) or `/meta season <id>`."""

    season: int | None = None
    name: ClassVar[str] = "meta"
