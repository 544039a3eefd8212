"""A judge's corrections of a tournament that goes wrong (RES-7, RES-8, REG-8, FMT-3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Access, Command
from bot.commands.system import Timed


@dataclass(frozen=True, slots=True)
class DoubleLoss(Command):
    """`/techloss <match> both`: neither player came; both lose the match (RES-7)."""

    match: int = 0
    reason: str = ""
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "double-loss"


@dataclass(frozen=True, slots=True)
class Repair(Command):
    """`/repair`: pair the current round anew while none of its results is in (FMT-3)."""

    confirm: bool = False  # the judge's tap after the warnings
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "repair"


@dataclass(frozen=True, slots=True)
class Swap(Command):
    """`/swap <nick> <nick>`: two players exchange their opponents in the current round."""

    first: str = ""
    second: str = ""
    confirm: bool = False
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "swap"


@dataclass(frozen=True, slots=True)
class AddLate(Command):
    """`/add <nick> [game_id]` as a reply: a late entry, playing from the next round."""

    nickname: str = ""
    game_id: str | None = None
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "add"


@dataclass(frozen=True, slots=True)
class AdmitLate(Command):
    """The «Допустить» button under a late application: `/add` with the applicant's account."""

    application: int = 0
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "admitlate"


@dataclass(frozen=True, slots=True)
class JudgeDrop(Command):
    """`/drop <nick> [reason]` by a judge: the player leaves the tournament (REG-8)."""

    nickname: str = ""
    reason: str = ""
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "judge-drop"
    others: ClassVar[str] = "usage-drop"  # a player typing `/drop me` learns the right form


@dataclass(frozen=True, slots=True)
class Undrop(Command):
    """`/undrop <nick>`: a dropped player comes back from the next pairing (REG-8)."""

    nickname: str = ""
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "undrop"


@dataclass(frozen=True, slots=True)
class Undo(Command):
    """`/undo`: take back the judge's last correction, within minutes, if nothing built on it."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "undo"


@dataclass(frozen=True, slots=True)
class CloseReview(Timed):
    """The review window after the end is over: the tournament is closed (RES-8)."""

    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "close-review"

    def deadline_key(self) -> tuple[str, int]:
        """One per tournament."""
        return self.name, self.tournament or 0
