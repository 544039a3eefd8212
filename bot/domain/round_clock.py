"""The round's time: warnings before it, extra time for one match, pauses (RES-5, RES-6).

Pure rules, `now` passed in; the use cases plan the deadlines these allow.
"""

from __future__ import annotations

import dataclasses

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus, ResultKind, TournamentStatus
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament

WARNINGS = (("warn10", 10 * 60), ("warn5", 5 * 60))  # RES-5: warnings before time


def refuse_untimed(t: Tournament) -> None:
    """Extra time is given in a running round that has a time to extend (RES-6)."""
    if t.status is not TournamentStatus.RUNNING or t.round_ends_at is None:
        raise Refusal("not-running", title=t.title)


def extended(match: Match, minutes: float, cycles: int) -> Match:
    """The open match with more time or more cycles after time (RES-6); a decided match or
    a bye has nothing left to extend."""
    if match.status is MatchStatus.FINAL or match.kind is ResultKind.BYE:
        raise Refusal("result-already-final", number=match.number, score="")
    return dataclasses.replace(
        match,
        extra_minutes=match.extra_minutes + minutes,
        extra_cycles=match.extra_cycles + cycles,
    )


def paused(t: Tournament, now: float) -> Tournament:
    """The tournament held from `now`: no deadline fires until it resumes (RES-6)."""
    if t.status is TournamentStatus.FINISHED:
        raise Refusal("tournament-finished", title=t.title)
    if t.paused_at is not None:
        raise Refusal("already-paused", title=t.title)
    return dataclasses.replace(t, paused_at=now)


def pause_length(t: Tournament, now: float) -> float:
    """How long the paused tournament was held, by which every deadline moves (RES-6)."""
    if t.paused_at is None:
        raise Refusal("not-paused", title=t.title)
    return now - t.paused_at


def refuse_schedule_without_start(settings: TournamentSettings) -> None:
    """Scheduled rounds count from the tournament's start time (COM-2)."""
    if settings.schedule and settings.start is None:
        raise Refusal("schedule-needs-start")
