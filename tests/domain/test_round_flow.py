"""A tournament's course: the start, the end of a round, what follows it (REG-4, REG-7, FMT-1,
FMT-3, COM-4)."""

from __future__ import annotations

import dataclasses

import pytest
from match_helpers import NOW, A, final, match, reported

from bot.domain.errors import Refusal
from bot.domain.model import Match, TournamentStatus
from bot.domain.round_flow import (
    MIN_PLAYERS,
    NextStep,
    next_step,
    refuse_begun,
    refuse_no_pairs,
    refuse_not_ready,
    refuse_open_results,
    refuse_too_few,
    round_over,
)
from bot.domain.settings import TournamentSettings
from bot.domain.stage_specs import StageRun, StageSpec
from bot.domain.stage_state import StageState
from bot.domain.tournament import Tournament

SWISS = StageSpec("swiss", rounds=2)
TOP = StageSpec("single", size=4)


def tournament(status: TournamentStatus, **changes: object) -> Tournament:
    """«Кубок» in the given status at round 1."""
    base = Tournament(1, "Кубок", status, TournamentSettings(seed="лот"), 1, 1, 0.0)
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def stage(current_round: int, specs: tuple[StageSpec, ...] = (SWISS,)) -> StageState:
    """The first stage of `specs`, four players, no results: over after its rounds."""
    seeds = (1, 2, 3, 4)
    run = StageRun(0, specs[0], seeds)
    everyone = frozenset(seeds)
    return StageState(
        TournamentSettings(seed="лот"), current_round, run, specs, (), frozenset(), everyone
    )


def refusal(call: object, *args: object, **kwargs: object) -> tuple[str, dict]:
    """The key and parameters `call` refuses with."""
    with pytest.raises(Refusal) as refused:
        call(*args, **kwargs)  # type: ignore[operator]
    return refused.value.key, refused.value.params


# The start (REG-4, REG-7) ---------------------------------------------------------------------


@pytest.mark.parametrize("status", [TournamentStatus.RUNNING, TournamentStatus.FINISHED])
def test_a_tournament_starts_once(status: TournamentStatus) -> None:
    assert refusal(refuse_begun, tournament(status)) == ("already-started", {"title": "Кубок"})
    refuse_begun(tournament(TournamentStatus.CLOSED))


def test_a_draft_is_announced_before_it_starts() -> None:
    t = tournament(TournamentStatus.DRAFT)
    assert refusal(refuse_not_ready, t, NOW) == ("begin-before-open", {"title": "Кубок"})


def test_the_start_waits_for_the_check_in_to_close() -> None:
    # REG-4: every applicant confirms within the window; the start comes after it.
    settings = TournamentSettings(seed="лот", checkin_to=NOW + 60)
    t = tournament(TournamentStatus.CLOSED, settings=settings)
    assert refusal(refuse_not_ready, t, NOW) == (
        "checkin-still-open",
        {"closes": {"$datetime": NOW + 60}},
    )
    refuse_not_ready(t, NOW + 60)


def test_every_format_needs_four_players() -> None:
    # REG-7
    assert MIN_PLAYERS == 4
    assert refusal(refuse_too_few, 3) == ("too-few-players", {"count": 3, "need": 4})
    refuse_too_few(4)


# The end of a round (FMT-3, COM-4) ----------------------------------------------------------


def describe(matches: list[Match]) -> list[int]:
    """The waiting matches by number, as a stand-in for their words."""
    return [m.number for m in matches]


def test_the_next_round_waits_for_every_result() -> None:
    # FMT-3, COM-4: the refusal names the matches without a final result.
    matches = [final(2, 0), dataclasses.replace(match(), id=2, number=8), reported(A, 2, 1)]
    key, params = refusal(refuse_open_results, "round-not-complete", 3, matches, describe)
    assert (key, params) == ("round-not-complete", {"round": 3, "matches": [8, 7]})


def test_allowed_matches_do_not_hold_the_round() -> None:
    # RES-3: /finish lets a reported score stand as its deadline would make it.
    waiting = reported(A, 2, 1)
    refuse_open_results("finish-not-complete", 3, [final(2, 0), waiting], describe, [waiting])


@pytest.mark.parametrize(
    ("t", "round_no", "unfinished", "over"),
    [
        (tournament(TournamentStatus.RUNNING), 1, 0, True),
        (tournament(TournamentStatus.RUNNING), 1, 2, False),
        (tournament(TournamentStatus.RUNNING, current_round=2), 1, 0, False),  # an earlier one
        (tournament(TournamentStatus.FINISHED), 1, 0, False),  # a correction after the end
    ],
)
def test_the_last_result_of_the_current_round_closes_it(
    t: Tournament, round_no: int, unfinished: int, over: bool
) -> None:
    # COM-4: the standings go out when the running tournament's round is complete.
    assert round_over(t, round_no, unfinished) is over


# What follows a complete round (FMT-1) ------------------------------------------------------


def test_a_stage_with_rounds_left_pairs_the_next() -> None:
    assert next_step(stage(1), 1, automatic=False) is NextStep.ROUND


def test_after_a_stage_the_next_one_starts() -> None:
    # FMT-1: a Swiss stage, then the top.
    assert next_step(stage(2, (SWISS, TOP)), 2, automatic=False) is NextStep.STAGE


def test_after_the_last_stage_the_clock_finishes_and_a_judge_is_told() -> None:
    assert next_step(stage(2), 2, automatic=True) is NextStep.FINISH
    assert refusal(next_step, stage(2), 2, automatic=False) == (
        "all-rounds-played",
        {"rounds": 2},
    )


def test_a_round_needs_a_pair() -> None:
    # FMT-3
    assert refusal(refuse_no_pairs, []) == ("too-few-to-pair", {})
    assert refusal(refuse_no_pairs, None) == ("too-few-to-pair", {})
