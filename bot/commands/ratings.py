"""Commands about the ratings across tournaments (issue 26)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Command


@dataclass(frozen=True, slots=True)
class ShowRating(Command):
    """`/rating`: the top of the rating; `/rating <nick>`: one player's rating."""

    nickname: str = ""  # empty: the table with the sender's own line
    name: ClassVar[str] = "rating"
