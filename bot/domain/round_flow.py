"""A tournament's course: when it may start, when a round is over, what comes after it.

Pure rules (REG-7, REG-4, FMT-1, FMT-3, COM-4); the use cases load the tournament, its
stage and its matches, ask these and then pair, announce or finish.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus, NewMatch, TournamentStatus
from bot.domain.stage_state import StageState
from bot.domain.tournament import Tournament

MIN_PLAYERS = 4  # REG-7


def refuse_begun(t: Tournament) -> None:
    """A tournament starts once."""
    if t.status in (TournamentStatus.RUNNING, TournamentStatus.FINISHED):
        raise Refusal("already-started", title=t.title)


def refuse_not_ready(t: Tournament, now: float) -> None:
    """A tournament starts after it was announced and its check-in closed (REG-4)."""
    if t.status is TournamentStatus.DRAFT:
        raise Refusal("begin-before-open", title=t.title)
    closes = t.settings.checkin_to
    if closes is not None and now < closes:
        # {"$datetime": …} is the texts' date-and-time parameter, as message_params builds it.
        raise Refusal("checkin-still-open", closes={"$datetime": closes})


def refuse_too_few(count: int) -> None:
    """Every format needs at least four players (REG-7)."""
    if count < MIN_PLAYERS:
        raise Refusal("too-few-players", count=count, need=MIN_PLAYERS)


def refuse_open_results(
    key: str,
    round_no: int,
    matches: Sequence[Match],
    describe: Callable[[list[Match]], Any],
    allow: Sequence[Match] = (),
) -> None:
    """The next round, or the end, waits for every result of this one (FMT-3, COM-4); the
    refusal names the matches still waiting, as `describe` puts them, besides `allow`."""
    allowed = {m.id for m in allow}
    waiting = [m for m in matches if m.status is not MatchStatus.FINAL and m.id not in allowed]
    if waiting:
        raise Refusal(key, round=round_no, matches=describe(waiting))


def round_over(t: Tournament, round_no: int, unfinished: int) -> bool:
    """A result made the running tournament's current round complete: its standings go out
    (COM-4); a correction after the end, or of an earlier round, closes no round."""
    if t.status is not TournamentStatus.RUNNING or round_no != t.current_round:
        return False
    return unfinished == 0


class NextStep(StrEnum):
    """What follows a complete round."""

    ROUND = "round"  # the stage's next round
    STAGE = "stage"  # the next stage's first round
    FINISH = "finish"  # the end of the tournament


def next_step(stage: StageState, rounds: int, *, automatic: bool) -> NextStep:
    """After a complete round: the stage goes on, the next stage starts, or, after the last
    one, the clock finishes the tournament while a judge's /next is told it is done (FMT-1)."""
    if not stage.over:
        return NextStep.ROUND
    if not stage.last:
        return NextStep.STAGE
    if automatic:
        return NextStep.FINISH
    raise Refusal("all-rounds-played", rounds=rounds)


def refuse_no_pairs(pairs: Sequence[NewMatch] | None) -> None:
    """A round needs at least one pair to play (FMT-3)."""
    if not pairs:
        raise Refusal("too-few-to-pair")
