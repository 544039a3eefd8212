"""Commands about a player across tournaments: his profile (issue 26)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Command


@dataclass(frozen=True, slots=True)
class ShowProfile(Command):
    """`/profile [<nick>]`: a player's tournaments, places and rating, and his page's link."""

    nickname: str = ""  # empty: the sender himself
    name: ClassVar[str] = "profile"
