"""What ending a tournament now would cut short: the planned rounds and stages not played.

The end is the one step nothing takes back (the review window corrects results, it does not
bring rounds back), so an end before the plan (FMT-1 stages, FMT-4 rounds) waits for the
judge's tap on a question that names what stays unplayed.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain import groups
from bot.domain.stage_specs import StageSpec
from bot.domain.stage_state import StageState


@dataclass(frozen=True, slots=True)
class CutShort:
    """What an end now leaves unplayed: rounds of the running stage, its bracket, later stages."""

    played: int  # rounds of the running stage played
    planned: int  # its planned rounds; 0 for a bracket, whose rounds follow its results
    first: int  # the tournament's number of the first round not played
    last: int  # … and of the last one
    bracket: bool  # an elimination stage without its champion
    stages: tuple[StageSpec, ...]  # the stages after it, none of them started

    @property
    def rounds_left(self) -> int:
        """Planned rounds of the running stage not played."""
        return self.planned - self.played


def cut_short(stage: StageState) -> CutShort | None:
    """What ending at the stage's current round cuts short; None when the plan is complete."""
    run = stage.run
    played = max(0, stage.current_round - run.first_round + 1)
    planned = 0
    bracket = False
    if stage.kind in ("swiss", "draft"):
        planned = run.spec.rounds or 0
    elif stage.kind == "groups":
        planned = max((len(groups.round_robin(pool)) for pool in run.pools), default=0)
    else:
        bracket = not stage.bracket.finished
    planned = max(planned, played)
    later = stage.specs[run.index + 1 :]
    if planned == played and not bracket and not later:
        return None
    first = stage.current_round + 1
    return CutShort(played, planned, first, first + planned - played - 1, bracket, later)


def stages_dropped(stage: StageState, plan: tuple[StageSpec, ...]) -> tuple[StageSpec, ...]:
    """The stages after the running one that a new plan (`/set stages=`) no longer has.

    A shorter plan cuts the tournament as an early end would (FMT-1): the running stage
    keeps its stored spec, so only the stages after it can go.
    """
    later = list(stage.specs[stage.run.index + 1 :])
    kept = plan[stage.run.index + 1 :]
    if len(kept) >= len(later):
        return ()
    for spec in kept:  # what stays as planned is no loss; the rest will not be played
        if spec in later:
            later.remove(spec)
    return tuple(later)


def moment(stage: StageState) -> tuple[int, int]:
    """(stage, round) the tournament stands at: what a question about its end was asked at."""
    return stage.run.index, stage.current_round


def answers(asked_at: tuple[int, int], stage: StageState) -> bool:
    """Whether a tap answers the question as it stands: a stale one, asked earlier, does not."""
    return tuple(asked_at) == moment(stage)
