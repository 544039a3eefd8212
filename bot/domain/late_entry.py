"""Late entry: when a player may still enter a running tournament, and his application.

A late entrant joins a running Swiss stage after the current round and is paired from the
next (FMT-3); the rounds he missed count as `late_entry` says (losses or nothing), and
`late_entry=off` takes no late entrants at all. A player who writes to the bot after the
registration closed applies once per tournament (REG-3: one application); a judge admits him
with one tap, as `/add` would.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.domain.model import TournamentStatus


class LateClosed(StrEnum):
    """Why nobody can enter the tournament late now."""

    NOT_STARTED = "not-started"  # before the start: registration (or a judge's /add) it is
    FINISHED = "finished"  # the final standings are out
    OFF = "off"  # the organizer takes no late entrants (late_entry=off)
    STAGE = "stage"  # a knockout, group or draft-table stage: pairs come from its shape
    NO_ROUND = "no-round"  # the stage's last round is the current one


def late_entry_closed(
    status: TournamentStatus,
    late_entry: str,
    stage_kind: str | None,
    pooled: bool,
    rounds_played: int,
    rounds: int,
) -> LateClosed | None:
    """Why a late entry is not possible, or None when a player may join after this round.

    `rounds_played` counts the stage's rounds up to the current one; the entrant plays from
    the next, so at least one must be left.
    """
    if status in (TournamentStatus.FINISHED, TournamentStatus.ARCHIVED):
        return LateClosed.FINISHED
    if status is not TournamentStatus.RUNNING:
        return LateClosed.NOT_STARTED
    if late_entry == "off":
        return LateClosed.OFF
    if stage_kind != "swiss" or pooled:
        return LateClosed.STAGE
    if rounds_played >= rounds:
        return LateClosed.NO_ROUND
    return None


class LateStatus(StrEnum):
    """Where a late application stands."""

    OPEN = "open"  # waiting for a judge's tap; one per player and tournament
    ADMITTED = "admitted"  # a judge let him in


@dataclass(frozen=True, slots=True)
class LateApplication:
    """A player's request to enter a running tournament, sent to the judges."""

    id: int
    tournament_id: int
    account_id: int
    nickname: str
    game_id: str | None
    status: LateStatus
    asked_at: float
    decided_at: float | None = None
    decided_by: int | None = None


def can_admit(application: LateApplication) -> bool:
    """Only an open application is admitted: a second tap finds it done and changes nothing."""
    return application.status is LateStatus.OPEN
