"""Commands the bot gives itself: deadlines firing and messages it could not deliver."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Access, Command


@dataclass(frozen=True, slots=True)
class Timed(Command):
    """A command the clock runs: its deadline's kind and reference come from it."""

    def deadline_key(self) -> tuple[str, int]:
        """(kind, ref): at most one pending deadline per key."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class AutoConfirm(Timed):
    """RES-3: the deadline of a report passed with neither confirmation nor dispute."""

    match_id: int = 0
    reported_at: float = 0.0
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "auto-confirm"

    def deadline_key(self) -> tuple[str, int]:
        """One auto-confirmation per match."""
        return self.name, self.match_id


@dataclass(frozen=True, slots=True)
class RoundClock(Timed):
    """RES-5: the round's warnings and its end, per round or per extended match."""

    round: int = 0
    moment: str = "time"  # warn10 | warn5 | time
    match: int | None = None  # an extended match has its own end (RES-6)
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "round-clock"

    def deadline_key(self) -> tuple[str, int]:
        """Each moment once per round, or per extended match."""
        if self.match is not None:
            return f"match-clock-{self.moment}", self.match
        return f"{self.name}-{self.moment}", self.tournament or 0


@dataclass(frozen=True, slots=True)
class EntryClock(Timed):
    """RES-1 after a round's (or an extended match's) time: remind, then tell the judges."""

    round: int = 0
    moment: str = "remind"  # remind | late
    match: int | None = None  # an extended match has its own time (RES-6)
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "entry-clock"

    def deadline_key(self) -> tuple[str, int]:
        """Each moment once per round, or per extended match."""
        if self.match is not None:
            return f"match-entry-{self.moment}", self.match
        return f"{self.name}-{self.moment}", self.tournament or 0


@dataclass(frozen=True, slots=True)
class DrawOfferLapse(Timed):
    """RES-4: a draw offer the opponent left unanswered lapses; while pending it stands."""

    match_id: int = 0
    side: str = "a"  # the side of the match that offered
    score: tuple[int, int, int] = (0, 0, 1)  # the drawn score offered, as the match's (a, b)
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "draw-offer"

    def deadline_key(self) -> tuple[str, int]:
        """One standing offer per side of a match."""
        return f"{self.name}-{self.side}", self.match_id


@dataclass(frozen=True, slots=True)
class AutoNext(Timed):
    """After the break, or at the scheduled time, the next round starts by itself."""

    round: int = 0  # the round to start
    moment: str = "start"  # start | remind
    scheduled: bool = False  # by the schedule's time (one per round), not after a break
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "auto-next"

    def deadline_key(self) -> tuple[str, int]:
        """The break's one start, or each scheduled round's start and reminder."""
        if not self.scheduled:
            return self.name, self.tournament or 0
        moment = "-remind" if self.moment == "remind" else ""
        return f"{self.name}{moment}-{self.round}", self.tournament or 0


@dataclass(frozen=True, slots=True)
class DraftClock(Timed):
    """FMT-10: the draft timer's next step (a pick or the review after a booster)."""

    step: int = 0
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "draft-clock"

    def deadline_key(self) -> tuple[str, int]:
        """One draft timer per tournament."""
        return self.name, self.tournament or 0


@dataclass(frozen=True, slots=True)
class MatchDay(Timed):
    """Moments of a round's matches: bans close, be in the channel, play starts (COM-2, 3, 5)."""

    round: int = 0
    moment: str = "start"  # bans | remind | start
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "match-day"

    def deadline_key(self) -> tuple[str, int]:
        """Each moment once per tournament."""
        return f"{self.name}-{self.moment}", self.tournament or 0


@dataclass(frozen=True, slots=True)
class CheckinWindow(Timed):
    """REG-4: the confirmation window opens, is about to close, or closes."""

    moment: str = "open"  # open | remind | close
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "checkin-window"

    def deadline_key(self) -> tuple[str, int]:
        """Each moment once per tournament."""
        return f"{self.name}-{self.moment}", self.tournament or 0


@dataclass(frozen=True, slots=True)
class EvidenceDeadline(Timed):
    """PRO-6: the time given for evidence is over."""

    protest: int = 0
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "evidence-deadline"

    def deadline_key(self) -> tuple[str, int]:
        """One evidence deadline per protest."""
        return "evidence", self.protest


@dataclass(frozen=True, slots=True)
class Undelivered(Command):
    """The courier could not reach a person: the judges are told who."""

    account_id: int = 0
    reason: str = ""
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "undelivered"


@dataclass(frozen=True, slots=True)
class MoveChat(Command):
    """A Telegram group became a supergroup: its bindings and queued messages follow."""

    platform: str = ""
    old_chat: int = 0
    new_chat: int = 0
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "move-chat"


@dataclass(frozen=True, slots=True)
class LoseChat(Command):
    """The bot is out of a group (kicked, VK 917): its bindings are marked lost."""

    platform: str = ""
    chat: int = 0
    reason: str = ""
    access: ClassVar[Access] = Access.SYSTEM
    name: ClassVar[str] = "lose-chat"
