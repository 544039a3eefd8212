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
