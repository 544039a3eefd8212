"""A tournament's head: its settings and where it stands."""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain.errors import Refusal
from bot.domain.model import TournamentStatus
from bot.domain.settings import TournamentSettings


@dataclass(frozen=True, slots=True)
class Tournament:
    """One tournament, without its players and matches."""

    id: int
    title: str
    status: TournamentStatus
    settings: TournamentSettings
    current_round: int
    created_by: int
    created_at: float
    opened_at: float | None = None
    started_at: float | None = None
    finished_at: float | None = None
    round_ends_at: float | None = None  # RES-5: the current round's time, UTC
    paused_at: float | None = None  # RES-6: the tournament is paused since then
    stage: int = 0  # index into the stages (FMT-1)

    @property
    def active(self) -> bool:
        """Not finished yet."""
        return self.status not in (TournamentStatus.FINISHED, TournamentStatus.ARCHIVED)


def refuse_unless_running(t: Tournament) -> None:
    """Most judge and player actions need the tournament to be under way."""
    if t.status is not TournamentStatus.RUNNING:
        raise Refusal("not-running", title=t.title)


def opening(t: Tournament) -> bool:
    """REG-1: whether `/open` opens the registration (False: it is open already); a
    tournament under way or over is not opened again."""
    if t.status is TournamentStatus.REGISTRATION:
        return False
    if t.status not in (TournamentStatus.DRAFT, TournamentStatus.CLOSED):
        raise Refusal(f"cannot-open-{t.status}", title=t.title)
    return True


def refuse_unless_open(t: Tournament) -> None:
    """Only an open registration is closed (REG-1)."""
    if t.status is not TournamentStatus.REGISTRATION:
        raise Refusal("registration-not-open", title=t.title)


def refuse_locked_setting(t: Tournament, key: str) -> None:
    """FMT-3: the lot is drawn once; the seed stays while the tournament runs."""
    if key == "seed" and t.status is TournamentStatus.RUNNING:
        raise Refusal("seed-locked")


def refuse_rounds_below_current(t: Tournament, settings: TournamentSettings) -> None:
    """FMT-4: the organizer's round count is never below the round already played."""
    if settings.rounds is not None and settings.rounds < t.current_round:
        raise Refusal("rounds-below-current", round=t.current_round)
