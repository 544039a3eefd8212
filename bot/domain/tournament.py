"""A tournament's head: its settings and where it stands."""

from __future__ import annotations

from dataclasses import dataclass

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

    @property
    def active(self) -> bool:
        """Not finished yet."""
        return self.status is not TournamentStatus.FINISHED
