"""Commands of who is who across tournaments: the tap «Это вы?», /merge, /unmerge (issue 26)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Command


@dataclass(frozen=True, slots=True)
class AnswerLink(Command):
    """The buttons «Да, это я» / «Нет, не я» under the question about a newcomer (REG-3)."""

    offer: int = 0
    yes: bool = True
    name: ClassVar[str] = "linkanswer"


@dataclass(frozen=True, slots=True)
class Merge(Command):
    """`/merge <nick> <nick> [reason]`: a judge makes two entries one person (audited)."""

    first: str = ""
    second: str = ""
    reason: str = ""
    # Judges of a tournament either played in, or global admins: the use case checks it,
    # since the command belongs to no one tournament.
    name: ClassVar[str] = "merge"


@dataclass(frozen=True, slots=True)
class Unmerge(Command):
    """`/unmerge <nick> <nick>`: a judge splits a wrong merge or a mistaken confirmation."""

    first: str = ""
    second: str = ""
    name: ClassVar[str] = "unmerge"
