"""`/need`: what a player needs for the top of a Swiss with a top (issue 26)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Command

__all__ = ["Need"]


@dataclass(frozen=True, slots=True)
class Need(Command):
    """`/need`: each record of my rounds left and the top; `/need <nickname>` for judges."""

    nickname: str = ""
    name: ClassVar[str] = "need"
