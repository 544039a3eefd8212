"""A match's reports, confirmations, disputes and concessions (RES-1…RES-4)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from match_helpers import NODE, NOW, A, B, bye, final, match, report, reported, valid_scores

from bot.domain.errors import Refusal
from bot.domain.match_rules import (
    AskLife,
    Confirms,
    Conflict,
    Saved,
    decide_concession,
    decide_confirm,
    decide_dispute,
    decide_report,
    winner_of,
)
from bot.domain.model import Match, MatchStatus, Report

# decide_report -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("player", "mine", "theirs", "stored"),
    [(A, 2, 1, (2, 1)), (B, 2, 1, (1, 2)), (B, 0, 2, (2, 0))],
)
def test_a_report_waits_for_the_opponent_until_the_confirmation_deadline(
    player: int, mine: int, theirs: int, stored: tuple[int, int]
) -> None:
    # RES-2, RES-3: the score is kept in the match's a/b orientation, due in 10 minutes.
    decision = report(match(), player, mine, theirs)
    assert isinstance(decision, Saved)
    assert decision.due == NOW + 10 * 60
    assert decision.match.status is MatchStatus.REPORTED
    assert decision.match.report == Report(player, *stored, 0, NOW)


@given(
    now=st.floats(min_value=0, max_value=4e9, allow_nan=False),
    minutes=st.integers(min_value=1, max_value=240),
)
def test_the_confirmation_deadline_is_the_configured_minutes_after_the_report(
    now: float, minutes: int
) -> None:
    decision = decide_report(
        match(), bo=3, player=A, mine=2, theirs=0, draws=0, now=now, confirm_minutes=minutes
    )
    assert isinstance(decision, Saved)
    assert decision.due == pytest.approx(now + minutes * 60)


def test_the_opponents_identical_score_confirms_it() -> None:
    assert report(reported(A, 2, 1), B, 1, 2) == Confirms((2, 1, 0))


def test_the_opponents_other_score_is_a_conflict_for_the_judges() -> None:
    assert report(reported(A, 2, 1), B, 2, 1) == Conflict((1, 2, 0))


def test_a_player_reporting_again_replaces_his_own_report() -> None:
    decision = report(reported(A, 2, 0), A, 2, 1)
    assert isinstance(decision, Saved)
    assert decision.match.report == Report(A, 2, 1, 0, NOW)


@given(data=st.data(), bo=st.sampled_from([1, 3, 5]), first=st.sampled_from([A, B]))
def test_a_score_mirrored_by_the_opponent_confirms_whoever_reported_first(
    data: st.DataObject, bo: int, first: int
) -> None:
    mine, theirs, draws = data.draw(st.sampled_from(valid_scores(bo)))
    second = B if first == A else A
    saved = report(match(), first, mine, theirs, draws, bo=bo)
    assert isinstance(saved, Saved)
    expected = (mine, theirs, draws) if first == A else (theirs, mine, draws)
    assert report(saved.match, second, theirs, mine, draws, bo=bo) == Confirms(expected)


@given(data=st.data(), bo=st.sampled_from([1, 3, 5]))
def test_any_other_score_from_the_opponent_is_a_conflict(data: st.DataObject, bo: int) -> None:
    scores = valid_scores(bo)
    mine, theirs, draws = data.draw(st.sampled_from(scores))
    other = data.draw(st.sampled_from([s for s in scores if s != (theirs, mine, draws)]))
    saved = report(match(), A, mine, theirs, draws, bo=bo)
    assert isinstance(saved, Saved)
    decision = report(saved.match, B, *other, bo=bo)
    assert decision == Conflict((other[1], other[0], other[2]))


@pytest.mark.parametrize(("mine", "theirs", "draws"), [(1, 1, 0), (1, 1, 1), (0, 0, 1)])
def test_a_drawn_score_in_a_knockout_asks_for_life_totals(
    mine: int, theirs: int, draws: int
) -> None:
    # FMT-6: the loser is out, so a draw is settled by the heroes' life.
    assert report(match(node=NODE), A, mine, theirs, draws) == AskLife()
    assert report(reported(A, 2, 1, node=NODE), B, mine, theirs, draws) == AskLife()


@pytest.mark.parametrize(("mine", "theirs", "draws"), [(1, 1, 0), (1, 1, 1), (0, 0, 3)])
def test_a_drawn_score_in_swiss_is_saved_like_any_other(
    mine: int, theirs: int, draws: int
) -> None:
    decision = report(match(), A, mine, theirs, draws)
    assert isinstance(decision, Saved)
    assert decision.match.report == Report(A, mine, theirs, draws, NOW)


@pytest.mark.parametrize(
    ("bo", "mine", "theirs", "draws", "key"),
    [
        (3, 3, 0, 0, "score-too-many-wins"),
        (1, 2, 0, 0, "score-too-many-wins"),
        (5, 4, 1, 0, "score-too-many-wins"),
        (3, 2, 2, 0, "score-both-won"),
        (5, 3, 3, 0, "score-both-won"),
        (3, 2, 1, 1, "score-too-many-games"),
        (1, 1, 0, 1, "score-too-many-games"),
        (3, 0, 0, 0, "score-no-games"),
    ],
)
def test_an_impossible_score_is_refused_and_nothing_is_saved(
    bo: int, mine: int, theirs: int, draws: int, key: str
) -> None:
    # FMT-2: the score must fit the match length.
    with pytest.raises(Refusal) as refused:
        report(match(), A, mine, theirs, draws, bo=bo)
    assert refused.value.key == key


@pytest.mark.parametrize(
    ("awarded", "player", "mine", "theirs", "shown"),
    [
        ((1, 0), B, 2, 0, "0:1"),  # B lost a game by sanction to A, then claims 2:0
        ((0, 1), A, 2, 0, "0:1"),
        ((1, 0), A, 0, 2, "1:0"),  # A's own awarded game is missing from his report
    ],
)
def test_a_report_leaving_out_a_game_lost_by_sanction_is_refused(
    awarded: tuple[int, int], player: int, mine: int, theirs: int, shown: str
) -> None:
    # MOD-1: a game loss counts; the refusal shows the awarded games from the reporter's side.
    with_gameloss = match(score_a=awarded[0], score_b=awarded[1])
    with pytest.raises(Refusal) as refused:
        report(with_gameloss, player, mine, theirs)
    assert refused.value.key == "report-misses-gameloss"
    assert refused.value.params == {"number": 7, "score": shown}


def test_a_report_that_includes_the_game_lost_by_sanction_is_saved() -> None:
    decision = report(match(score_a=1, score_b=0), B, 2, 1)  # A has his awarded game
    assert isinstance(decision, Saved)
    assert decision.match.report == Report(B, 1, 2, 0, NOW)


@pytest.mark.parametrize(
    ("closed", "key", "params"),
    [
        (final(2, 1), "result-already-final", {"number": 7, "score": "2:1"}),
        (final(1, 1, 1), "result-already-final", {"number": 7, "score": "1:1:1"}),
        (match(status=MatchStatus.DISPUTED), "match-disputed", {"number": 7}),
        (bye(), "match-is-bye", {"number": 7}),
    ],
)
def test_closed_disputed_and_bye_matches_take_no_report_confirm_or_dispute(
    closed: Match, key: str, params: dict[str, Any]
) -> None:
    for attempt in (
        lambda: report(closed, A, 2, 0),
        lambda: decide_confirm(closed, B),
        lambda: decide_dispute(closed, B),
    ):
        with pytest.raises(Refusal) as refused:
            attempt()
        assert (refused.value.key, refused.value.params) == (key, params)


# decide_confirm, decide_dispute ------------------------------------------------------------


def test_the_opponent_confirms_the_reported_score() -> None:
    assert decide_confirm(reported(B, 0, 2, 1), A) == (0, 2, 1)


def test_the_opponent_disputes_the_reported_score_and_the_judges_decide() -> None:
    disputed = decide_dispute(reported(B, 0, 2), A)
    assert disputed.status is MatchStatus.DISPUTED
    assert disputed.report == Report(B, 0, 2, 0, NOW - 60)  # the judges see what was said


@pytest.mark.parametrize(
    ("decide", "key"),
    [(decide_confirm, "cannot-confirm-own"), (decide_dispute, "cannot-dispute-own")],
)
def test_a_player_cannot_confirm_or_dispute_his_own_report(decide: Any, key: str) -> None:
    with pytest.raises(Refusal) as refused:
        decide(reported(A, 2, 0), A)
    assert refused.value.key == key


@pytest.mark.parametrize(
    ("decide", "key"),
    [(decide_confirm, "nothing-to-confirm"), (decide_dispute, "nothing-to-dispute")],
)
def test_nothing_to_confirm_or_dispute_before_a_report(decide: Any, key: str) -> None:
    with pytest.raises(Refusal) as refused:
        decide(match(), B)
    assert (refused.value.key, refused.value.params) == (key, {"number": 7})


# decide_concession, winner_of --------------------------------------------------------------


@pytest.mark.parametrize(
    ("bo", "loser", "score"),
    [(1, A, (0, 1, 0)), (3, A, (0, 2, 0)), (3, B, (2, 0, 0)), (5, B, (3, 0, 0))],
)
def test_a_concession_gives_the_opponent_the_games_he_needs(
    bo: int, loser: int, score: tuple[int, int, int]
) -> None:
    # RES-4: at any time until the match ends, also while a report waits.
    assert decide_concession(match(), bo, loser) == score
    assert decide_concession(reported(A, 2, 0), bo, loser) == score


@pytest.mark.parametrize(
    ("closed", "key"), [(final(2, 0), "result-already-final"), (bye(), "match-is-bye")]
)
def test_a_finished_match_or_a_bye_cannot_be_conceded(closed: Match, key: str) -> None:
    with pytest.raises(Refusal) as refused:
        decide_concession(closed, 3, A)
    assert refused.value.key == key


@pytest.mark.parametrize(
    ("decided", "winner"),
    [
        (final(2, 1), A),
        (final(0, 2), B),
        (final(1, 0, 2), A),
        (final(1, 1, 1), None),
        (bye(), A),
        (match(), None),
        (reported(A, 2, 0), None),
        (match(status=MatchStatus.DISPUTED), None),
    ],
)
def test_the_winner_of_a_match(decided: Match, winner: int | None) -> None:
    assert winner_of(decided) == winner
