"""Commands about prizes, claims, the head judge and eligibility (PRZ-1…PRZ-3, REG-3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Access, Command
from bot.commands.system import Timed


@dataclass(frozen=True, slots=True)
class ShowPrizes(Command):
    """`/prizes [csv]`: the prize table for anyone; for judges each prize's winner and state."""

    csv: bool = False
    name: ClassVar[str] = "prizes"


@dataclass(frozen=True, slots=True)
class MarkPaid(Command):
    """`/paid <place> [kind]`: the head judge marks a prize paid (audited)."""

    place: int = 0
    kind: str = ""
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "paid"


@dataclass(frozen=True, slots=True)
class HeadJudge(Command):
    """`/judge head` as a reply: that judge becomes the head judge (S0 9.2, S4 8.2)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "headjudge"


@dataclass(frozen=True, slots=True)
class ClaimPrize(Command):
    """`/claim <game nickname>; <game id>; <platform nickname>`: a winner's answer (PRZ-1)."""

    fields: tuple[str, ...] = ()
    name: ClassVar[str] = "claim"


@dataclass(frozen=True, slots=True)
class DocumentsSent(Command):
    """The button under a money claim: the winner sent his documents (PRZ-2)."""

    claim: int = 0
    name: ClassVar[str] = "docsent"


@dataclass(frozen=True, slots=True)
class PersonalData(Command):
    """Private text that looks like documents: never stored, deleted where possible (PRZ-2)."""

    message_id: int = 0
    name: ClassVar[str] = "personal-data"


@dataclass(frozen=True, slots=True)
class ConfirmEligibility(Command):
    """A registration button: the applicant confirms his age or territory (S4 8.11)."""

    application: int = 0
    what: str = "age"  # age | territory
    name: ClassVar[str] = "eligible"


@dataclass(frozen=True, slots=True)
class BanRemoval(Command):
    """A judge's tap: a banned player leaves every tournament he is in (S4 1.1, MOD-9)."""

    sanction: int = 0
    yes: bool = True
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "banremove"


@dataclass(frozen=True, slots=True)
class ClaimClock(Timed):
    """PRZ-1: a claim's reminder at half-time, one a day before, and its deadline."""

    claim: int = 0
    moment: str = "due"  # half | day | due
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "claim-clock"

    def deadline_key(self) -> tuple[str, int]:
        """Each moment once per claim."""
        return f"{self.name}-{self.moment}", self.claim
