"""A judge's corrections and the confirmation deadline: the pure rules (RES-3, RES-7, RES-8,
REG-8, FMT-6, PRO-1)."""

from __future__ import annotations

import dataclasses

import pytest
from match_helpers import NODE, NOW, A, B, final, match, reported

from bot.domain.corrections import (
    changed_bracket_winner,
    refuse_bracket_played,
    refuse_double_loss_again,
    refuse_not_dropped,
    refuse_not_playing,
    refuse_techloss_decided,
    refuse_without_reason,
    report_stands,
)
from bot.domain.errors import Refusal
from bot.domain.model import MatchStatus, Player, PlayerStatus, ResultKind


def player(status: PlayerStatus) -> Player:
    """Player A as «Вася» in the given status."""
    return Player(A, 1, A, "Вася", None, status)


# RES-8: a decided result changes only with a reason ----------------------------------------


def test_a_decided_result_needs_the_judges_reason() -> None:
    # RES-8
    with pytest.raises(Refusal) as refused:
        refuse_without_reason(final(2, 0), "")
    assert (refused.value.key, refused.value.params) == ("correction-needs-reason", {"number": 7})


@pytest.mark.parametrize(
    ("m", "reason"),
    [(final(2, 0), "ошибка ввода"), (match(), ""), (reported(A, 2, 1), "")],
)
def test_an_open_result_or_a_reasoned_correction_passes(m: object, reason: str) -> None:
    # RES-8: an open match is set without a reason; a decided one with it.
    refuse_without_reason(m, reason)  # type: ignore[arg-type]


# FMT-6: a knockout's winner stays once he played on -----------------------------------------


def test_the_winner_a_new_score_unseats_is_named_in_a_knockout() -> None:
    # FMT-6: a 2:0 for A turned into 0:2 unseats A.
    assert changed_bracket_winner(final(2, 0, node=NODE), (0, 2, 0)) == A


@pytest.mark.parametrize(
    ("m", "score"),
    [
        (final(2, 0, node=NODE), (2, 1, 0)),  # the same winner with another score
        (final(2, 0), (0, 2, 0)),  # a Swiss match: nothing downstream
        (match(node=NODE), (0, 2, 0)),  # not decided yet
    ],
)
def test_no_winner_is_unseated_otherwise(m: object, score: tuple[int, int, int]) -> None:
    # FMT-6
    assert changed_bracket_winner(m, score) is None  # type: ignore[arg-type]


def test_a_winner_who_played_on_in_the_bracket_keeps_the_win() -> None:
    # FMT-6: his next bracket match in the same stage refuses the correction.
    corrected = final(2, 0, node=NODE, round=1)
    later = dataclasses.replace(match(), id=9, number=12, round=2, node="U2.1")
    with pytest.raises(Refusal) as refused:
        refuse_bracket_played(corrected, [corrected, later])
    assert refused.value.key == "correction-bracket-played"
    assert refused.value.params == {"number": 7, "later": 12}


def test_matches_outside_the_bracket_after_it_do_not_count() -> None:
    # FMT-6: another stage, an earlier round or a Swiss match leaves the correction free.
    corrected = final(2, 0, node=NODE, round=2)
    others = [
        dataclasses.replace(match(), number=3, round=1, node="U1.2"),
        dataclasses.replace(match(), number=12, round=3, node="U3.1", stage=1),
        dataclasses.replace(match(), number=13, round=3),
    ]
    refuse_bracket_played(corrected, others)


# RES-7: technical losses and double no-shows ----------------------------------------------


@pytest.mark.parametrize(
    ("source", "key"), [("techloss", "techloss-already"), ("confirmed", "techloss-decided")]
)
def test_a_decided_match_takes_no_technical_loss(source: str, key: str) -> None:
    # RES-7, RES-8: a decided result changes by /result with a reason, not by /techloss.
    with pytest.raises(Refusal) as refused:
        refuse_techloss_decided(final(2, 0, final_source=source), "Вася")
    assert (refused.value.key, refused.value.params) == (key, {"number": 7, "nickname": "Вася"})


def test_an_open_match_takes_a_technical_loss() -> None:
    # RES-7
    refuse_techloss_decided(reported(B, 2, 0), "Вася")


def test_a_double_no_show_is_recorded_once() -> None:
    # RES-7
    twice = final(0, 0, kind=ResultKind.DOUBLE_LOSS)
    with pytest.raises(Refusal) as refused:
        refuse_double_loss_again(twice)
    assert (refused.value.key, refused.value.params) == ("double-loss-already", {"number": 7})
    refuse_double_loss_again(final(2, 0))  # a decided result may become one, with a reason
    refuse_double_loss_again(match())


# REG-8: who a judge may drop, swap or bring back ---------------------------------------------


@pytest.mark.parametrize("status", [PlayerStatus.DROPPED, PlayerStatus.WITHDRAWN])
def test_a_judge_acts_only_on_a_player_still_playing(status: PlayerStatus) -> None:
    # REG-8
    with pytest.raises(Refusal) as refused:
        refuse_not_playing(player(status))
    assert (refused.value.key, refused.value.params) == (
        "player-not-playing",
        {"nickname": "Вася"},
    )
    refuse_not_playing(player(PlayerStatus.REGISTERED))


def test_only_a_dropped_player_comes_back() -> None:
    # REG-8
    with pytest.raises(Refusal) as refused:
        refuse_not_dropped(player(PlayerStatus.REGISTERED))
    assert (refused.value.key, refused.value.params) == (
        "undrop-not-dropped",
        {"nickname": "Вася"},
    )
    refuse_not_dropped(player(PlayerStatus.DROPPED))


# RES-3, PRO-1: the confirmation deadline -----------------------------------------------------


def test_the_pending_report_stands_at_its_deadline() -> None:
    # RES-3: neither confirmed nor disputed in time: the report becomes final.
    m = reported(A, 2, 1)
    assert m.report is not None
    assert report_stands(m, m.report.at, protested=False)


def test_a_protest_holds_the_report() -> None:
    # RES-3, PRO-1: a protest waits for the judge; silence does not settle it.
    m = reported(A, 2, 1)
    assert m.report is not None
    assert not report_stands(m, m.report.at, protested=True)


def test_a_newer_report_or_a_settled_match_ignores_the_old_deadline() -> None:
    # RES-3: a newer report has its own deadline; a final or disputed match is settled.
    m = reported(A, 2, 1)
    assert not report_stands(m, NOW - 3600, protested=False)
    assert not report_stands(final(2, 1), NOW - 60, protested=False)
    disputed = dataclasses.replace(m, status=MatchStatus.DISPUTED)
    assert not report_stands(disputed, NOW - 60, protested=False)
