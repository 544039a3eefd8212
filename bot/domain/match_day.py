"""When a round's matches officially start and who is to be in the channel before (COM-2)."""

from __future__ import annotations

from collections.abc import Iterable
from zoneinfo import ZoneInfo

from bot.domain.settings import TournamentSettings, schedule_moments
from bot.domain.stage_state import StageState

PRESENCE_BEFORE = 30 * 60  # COM-2: players are in the channel 30 minutes before the start


def planned_start(settings: TournamentSettings, round_no: int, tz: ZoneInfo) -> float | None:
    """The start announced for a round (its schedule time, or round 1's tournament start)."""
    moments = schedule_moments(settings, tz)
    if moments:
        return moments[round_no - 1] if round_no <= len(moments) else None
    return settings.start if round_no == 1 else None


def official_start(
    settings: TournamentSettings, round_no: int, earliest: float, tz: ZoneInfo
) -> float:
    """The official start of a round's matches: `earliest`, but never before the announced one."""
    # A round paired ahead of its announced start keeps that start, so that COM-2's reminder
    # can go 30 minutes before it.
    planned = planned_start(settings, round_no, tz)
    return earliest if planned is None else max(earliest, planned)


def presence_reminders(
    settings: TournamentSettings, now: float, current_round: int, tz: ZoneInfo
) -> list[tuple[int, float]]:
    """(round, due) of COM-2's reminders 30 minutes before announced starts still ahead."""
    # A round already paired is reminded with its matches instead (plan_match_day).
    moments = schedule_moments(settings, tz)
    if not moments and settings.start is not None:
        moments = [settings.start]
    return [
        (k, moment - PRESENCE_BEFORE)
        for k, moment in enumerate(moments, start=1)
        if k > current_round and moment - PRESENCE_BEFORE > now
    ]


def expected_players(registered: Iterable[int], state: StageState | None) -> list[int]:
    """The registered players, less those a running bracket has already sent out (FMT-5)."""
    out: set[int] = set()
    if state is not None and state.knockout:
        out = {player for player in state.bracket.places if player != state.bracket.champion}
    return [player for player in registered if player not in out]
