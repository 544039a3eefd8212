"""What an early end cuts short, and a dropped player's return after missed rounds (REG-8)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.domain.early_end import answers, cut_short, moment, stages_dropped
from bot.domain.errors import Refusal
from bot.domain.model import Player, PlayerStatus, ResultKind
from bot.domain.pairing_changes import missed_of, rounds_missed_on_return
from bot.domain.settings import TournamentSettings
from bot.domain.stage_specs import StageRun, StageSpec
from bot.domain.stage_state import StageState

SETTINGS = TournamentSettings(seed="лот")
SWISS = StageSpec("swiss", rounds=3)
TOP = StageSpec("top", size=4)
SEEDS = (1, 2, 3, 4, 5)


def stage(current: int, specs: tuple[StageSpec, ...] = (SWISS,), index: int = 0) -> StageState:
    """The running stage `index` of `specs` at the tournament's round `current`."""
    run = StageRun(index, specs[index], SEEDS, (), first_round=1)
    everyone = frozenset(SEEDS)
    return StageState(SETTINGS, current, run, specs, (), frozenset(), everyone)


def dropped(after: int, pid: int = 1, missed: tuple[int, ...] = ()) -> Player:
    """A player who left after round `after`."""
    return Player(pid, 1, pid, f"p{pid}", None, PlayerStatus.DROPPED, after, missed_rounds=missed)


def test_an_end_before_the_planned_rounds_names_them() -> None:
    # FMT-4: round 1 of 3 played: rounds 2–3 would not be.
    short = cut_short(stage(1))
    assert short is not None
    assert (short.played, short.planned, short.first, short.last) == (1, 3, 2, 3)
    assert cut_short(stage(3)) is None  # every planned round played: nothing to ask


def test_an_end_before_the_top_names_the_stage() -> None:
    # FMT-1: the Swiss is over but the top after it has not been played.
    short = cut_short(stage(3, (SWISS, TOP)))
    assert short is not None and short.rounds_left == 0 and short.stages == (TOP,)


def test_a_plan_without_the_top_drops_it() -> None:
    # FMT-1: `/set stages=swiss:3` mid-run drops the top; the same plan drops nothing.
    assert stages_dropped(stage(1, (SWISS, TOP)), (SWISS,)) == (TOP,)
    assert stages_dropped(stage(1, (SWISS, TOP)), (SWISS, TOP)) == ()


def test_a_tap_answers_only_the_moment_it_was_asked_at() -> None:
    asked = moment(stage(1))
    assert answers(asked, stage(1)) and not answers(asked, stage(2))


def test_a_return_before_the_next_pairing_missed_nothing() -> None:
    # REG-8: dropped in the current round: back as before, nothing to count.
    assert rounds_missed_on_return(dropped(2), stage(2)) == ()


def test_a_return_after_missed_rounds_counts_them_per_late_entry() -> None:
    # REG-8, FMT-3: out after round 1, back in round 3: rounds 2 and 3 were missed.
    assert rounds_missed_on_return(dropped(1), stage(3, (StageSpec("swiss", rounds=5),))) == (2, 3)
    back = dataclasses.replace(dropped(1, missed=(2, 3)), status=PlayerStatus.REGISTERED)
    losses = missed_of([back], "loss")
    assert [(r.round, r.a, r.kind) for r in losses] == [
        (2, 1, ResultKind.MISSED),
        (3, 1, ResultKind.MISSED),
    ]
    assert missed_of([back], "none") == []


@pytest.mark.parametrize(
    ("player", "state", "key"),
    [
        (dropped(1), stage(3), "undrop-no-round-left"),  # round 3 of 3 is paired
        (dropped(1, pid=9), stage(2), "undrop-other-stage"),  # not a seed of this stage
        (dropped(1), stage(2, (SWISS, TOP), 1), "undrop-not-swiss"),  # a bracket has no seat
    ],
)
def test_a_return_without_a_round_or_a_seat_is_refused(
    player: Player, state: StageState, key: str
) -> None:
    with pytest.raises(Refusal) as refused:
        rounds_missed_on_return(player, state)
    assert refused.value.key == key
