"""When a round's matches officially start and who is to be in the channel before (COM-2)."""

from __future__ import annotations

from collections.abc import Iterable
from zoneinfo import ZoneInfo

from bot.domain.settings import TournamentSettings, schedule_moments
from bot.domain.stage_state import StageState

PRESENCE_BEFORE = 30 * 60  # COM-2: players are in the channel 30 minutes before the start


def planned_start(settings: TournamentSettings, round_no: int, tz: ZoneInfo) -> float | None:
    """The start the tournament announced for a round: its time in the schedule, or for
    round 1 the tournament's start; None when nothing was announced for it."""
    moments = schedule_moments(settings, tz)
    if moments:
        return moments[round_no - 1] if round_no <= len(moments) else None
    return settings.start if round_no == 1 else None


def official_start(
    settings: TournamentSettings, round_no: int, earliest: float, tz: ZoneInfo
) -> float:
    """The official start of a round's matches: never before the announced one (COM-2).

    `earliest` is the pairing plus the preparation time; a round paired ahead of its
    announced start keeps that start, so its reminder can go 30 minutes before it.
    """
    planned = planned_start(settings, round_no, tz)
    return earliest if planned is None else max(earliest, planned)


def presence_reminders(
    settings: TournamentSettings, now: float, current_round: int, tz: ZoneInfo
) -> list[tuple[int, float]]:
    """(round, due) of the COM-2 reminders still ahead for announced starts not yet paired.

    Each goes 30 minutes before its start; a round already paired is reminded with its
    matches instead (see `official_start`).
    """
    moments = schedule_moments(settings, tz)
    if not moments and settings.start is not None:
        moments = [settings.start]
    return [
        (k, moment - PRESENCE_BEFORE)
        for k, moment in enumerate(moments, start=1)
        if k > current_round and moment - PRESENCE_BEFORE > now
    ]


def expected_players(registered: Iterable[int], state: StageState | None) -> list[int]:
    """Who is to play the coming round: the registered players, less those a running
    bracket has already sent out (FMT-5); before the start, every registered player."""
    out: set[int] = set()
    if state is not None and state.knockout:
        out = {player for player in state.bracket.places if player != state.bracket.champion}
    return [player for player in registered if player not in out]
