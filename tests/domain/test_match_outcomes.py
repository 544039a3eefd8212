"""Life totals, game losses, players leaving, byes, rematches (FMT-3/6/7, MOD-1/3/5/8, REG-8)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from match_helpers import NODE, NOW, A, B, bye, final, match, reported

from bot.domain.errors import Refusal
from bot.domain.match_rules import (
    LifeDecided,
    LifeEqual,
    LifeMismatch,
    LifeNoted,
    annulled_score,
    award_game,
    bye_result,
    decide_life,
    disqualified_score,
    dropped_score,
    rematches,
    techloss_score,
    winner_of,
)
from bot.domain.model import Match, MatchStatus, Report, ResultKind

# decide_life (FMT-6) ---------------------------------------------------------------------------


def knockout() -> Match:
    """An open bracket match."""
    return match(node=NODE)


def test_the_first_life_totals_are_noted_and_the_opponent_is_asked() -> None:
    decision = decide_life(knockout(), A, 5, 3)
    assert isinstance(decision, LifeNoted)
    assert decision.waiting_for == B
    assert decision.match.life_claims == ((A, 5, 3),)


def test_a_player_giving_his_totals_again_replaces_them() -> None:
    first = decide_life(knockout(), B, 5, 3)
    assert isinstance(first, LifeNoted)
    again = decide_life(first.match, B, 6, 3)
    assert isinstance(again, LifeNoted)
    assert again.waiting_for == A
    assert again.match.life_claims == ((B, 6, 3),)


@pytest.mark.parametrize("first", [A, B])
@pytest.mark.parametrize(
    ("a_life", "b_life", "winner"), [(5, 3, A), (3, 5, B), (1, 12, B), (30, 29, A)]
)
def test_agreed_totals_give_the_game_to_more_life(
    first: int, a_life: int, b_life: int, winner: int
) -> None:
    life = {A: (a_life, b_life), B: (b_life, a_life)}  # each player's own life first
    second = B if first == A else A
    noted = decide_life(knockout(), first, *life[first])
    assert isinstance(noted, LifeNoted)
    decided = decide_life(noted.match, second, *life[second])
    assert isinstance(decided, LifeDecided)
    assert decided.winner == winner
    assert decided.match.life_claims == ()


def test_equal_agreed_totals_mean_the_game_goes_on() -> None:
    noted = decide_life(knockout(), A, 4, 4)
    assert isinstance(noted, LifeNoted)
    assert decide_life(noted.match, B, 4, 4) == LifeEqual(knockout(), 4)


@pytest.mark.parametrize(("b_own", "b_other"), [(4, 5), (5, 3), (3, 4), (0, 0)])
def test_totals_that_disagree_go_to_the_judges(b_own: int, b_other: int) -> None:
    noted = decide_life(knockout(), A, 5, 3)  # A: I have 5, B has 3
    assert isinstance(noted, LifeNoted)
    decision = decide_life(noted.match, B, b_own, b_other)
    assert decision == LifeMismatch(knockout())  # the claims are cleared for a fresh start


def test_life_totals_are_only_for_knockout_matches() -> None:
    with pytest.raises(Refusal) as refused:
        decide_life(match(), A, 5, 3)
    assert refused.value.key == "life-only-knockout"


def test_life_totals_for_a_final_match_are_refused() -> None:
    with pytest.raises(Refusal) as refused:
        decide_life(final(2, 0, node=NODE), A, 5, 3)
    assert refused.value.key == "result-already-final"


# award_game (MOD-1, MOD-5) ---------------------------------------------------------------------


def test_a_game_loss_gives_the_opponent_one_game_and_the_match_stays_open() -> None:
    awarded = award_game(match(), 3, A)
    assert (awarded.score, awarded.final, awarded.stale) == ((0, 1, 0), False, False)
    assert awarded.match.status is MatchStatus.PENDING
    assert awarded.match.games_awarded() == (0, 1)


def test_game_losses_add_up() -> None:
    once = award_game(match(), 5, B).match
    twice = award_game(once, 5, B)
    assert twice.score == (2, 0, 0)
    assert not twice.final
    assert twice.match.games_awarded() == (2, 0)


@pytest.mark.parametrize(
    ("bo", "before", "loser", "score"),
    [(1, (0, 0), A, (0, 1, 0)), (3, (0, 1), A, (0, 2, 0)), (5, (2, 1), B, (3, 1, 0))],
)
def test_the_game_that_takes_the_match_makes_its_result_final(
    bo: int, before: tuple[int, int], loser: int, score: tuple[int, int, int]
) -> None:
    awarded = award_game(match(score_a=before[0], score_b=before[1]), bo, loser)
    assert awarded.final
    assert awarded.score == score


def test_a_pending_report_that_leaves_out_the_awarded_game_is_cleared() -> None:
    awarded = award_game(reported(A, 2, 0), 3, A)  # A claimed 2:0, then lost a game
    assert awarded.stale
    assert awarded.match.status is MatchStatus.PENDING
    assert awarded.match.report is None
    assert awarded.match.games_awarded() == (0, 1)


def test_a_pending_report_that_already_counts_the_game_stands() -> None:
    awarded = award_game(reported(A, 1, 2), 3, A)
    assert not awarded.stale
    assert awarded.match.status is MatchStatus.REPORTED
    assert awarded.match.report == Report(A, 1, 2, 0, NOW - 60)


# Players leaving: drop (REG-8), disqualification (MOD-8), annulment (MOD-3) ----------------------


@pytest.mark.parametrize(("player", "score"), [(A, (0, 2, 0)), (B, (2, 0, 0))])
def test_dropping_concedes_the_match_still_being_played(
    player: int, score: tuple[int, int, int]
) -> None:
    assert dropped_score(match(), 3, player) == score


@pytest.mark.parametrize(
    "standing",
    [reported(A, 2, 1), reported(B, 0, 2), match(status=MatchStatus.DISPUTED), final(2, 1), bye()],
    ids=["reported-by-him", "reported-by-opponent", "disputed", "final", "bye"],
)
def test_dropping_leaves_a_reported_disputed_or_decided_score_as_it_stands(
    standing: Match,
) -> None:
    # REG-8: a reported score waits for its confirmation, a disputed one for the judges.
    assert dropped_score(standing, 3, A) is None


@pytest.mark.parametrize(
    "unfinished",
    [match(), reported(A, 2, 1), match(status=MatchStatus.DISPUTED)],
    ids=["pending", "reported", "disputed"],
)
def test_a_disqualified_player_loses_his_unfinished_match(unfinished: Match) -> None:
    assert disqualified_score(unfinished, 3, A) == (0, 2, 0)
    assert disqualified_score(unfinished, 5, B) == (3, 0, 0)


@pytest.mark.parametrize("decided", [final(2, 1), final(0, 2), bye()])
def test_a_disqualification_leaves_decided_matches_as_they_are(decided: Match) -> None:
    # MOD-8: earlier results stand unless annulled.
    assert disqualified_score(decided, 3, A) is None


@pytest.mark.parametrize(
    ("decided", "player", "score"),
    [(final(2, 1), A, (0, 2, 0)), (final(1, 1, 1), A, (0, 2, 0)), (final(0, 2), B, (2, 0, 0))],
)
def test_annulment_turns_a_won_or_drawn_match_into_a_loss(
    decided: Match, player: int, score: tuple[int, int, int]
) -> None:
    assert annulled_score(decided, 3, player) == score


@pytest.mark.parametrize(
    ("m", "player"),
    [(final(0, 2), A), (final(2, 0), B), (match(), A), (reported(A, 2, 0), A), (bye(), A)],
    ids=["lost-as-conceded-a", "lost-as-conceded-b", "pending", "reported", "bye"],
)
def test_annulment_changes_nothing_already_conceded_open_or_a_bye(m: Match, player: int) -> None:
    assert annulled_score(m, 3, player) is None


# bye_result (FMT-7), rematches (FMT-3) ---------------------------------------------------------


@pytest.mark.parametrize("score", [(2, 0), (1, 0), (3, 0)])
def test_a_bye_is_a_final_match_win_with_the_byes_game_score(score: tuple[int, int]) -> None:
    result = bye_result(match(b=None), score, NOW)
    assert result.status is MatchStatus.FINAL
    assert result.kind is ResultKind.BYE
    assert (result.score_a, result.score_b, result.finalized_at) == (*score, NOW)
    assert winner_of(result) == A
    assert result.as_result().kind is ResultKind.BYE


def test_rematches_are_new_pairs_that_already_met_in_this_stage() -> None:
    earlier = [
        final(2, 0, a=1, b=2, stage=0),
        final(2, 0, a=3, b=4, stage=1),  # another stage: meeting again is no rematch
        final(2, 0, a=5, b=None, kind=ResultKind.BYE, stage=1),
    ]
    created = [
        match(a=2, b=1, stage=1, round=4),  # met, but in stage 0
        match(a=4, b=3, stage=1, round=4),  # met in stage 1, sides swapped
        match(a=1, b=3, stage=1, round=4),
        match(a=5, b=None, stage=1, round=4),  # a second bye is not a rematch
    ]
    assert rematches(created, earlier, 1) == [created[1]]
    assert rematches(created, earlier, 0) == [created[0]]
    assert rematches(created, [], 1) == []


@settings(max_examples=50)
@given(
    pairs=st.lists(
        st.tuples(st.integers(1, 8), st.integers(1, 8)).filter(lambda p: p[0] != p[1]),
        max_size=12,
    ),
    new=st.tuples(st.integers(1, 8), st.integers(1, 8)).filter(lambda p: p[0] != p[1]),
)
def test_a_new_pair_is_a_rematch_exactly_when_it_met_before_in_either_order(
    pairs: list[tuple[int, int]], new: tuple[int, int]
) -> None:
    earlier = [final(2, 0, a=a, b=b) for a, b in pairs]
    created = [match(a=new[0], b=new[1], round=2)]
    met = {frozenset(p) for p in pairs}
    assert bool(rematches(created, earlier, 0)) == (frozenset(new) in met)


@pytest.mark.parametrize(("bo", "default"), [(1, (0, 1, 0)), (3, (0, 2, 0)), (5, (0, 3, 0))])
def test_a_technical_loss_takes_the_games_the_match_needs_by_default(
    bo: int, default: tuple[int, int, int]
) -> None:
    # RES-7 default: 0:1 BO1, 0:2 BO3, 0:3 BO5 for the player who loses (here A).
    open_match = match()
    assert techloss_score(open_match, bo, A, None) == default
    assert techloss_score(open_match, bo, B, None) == (default[1], default[0], 0)


def test_a_technical_loss_takes_the_organizers_score_or_the_judges() -> None:
    # RES-7 (S4 9.2): the judge's score, unless the special rules set one: the setting.
    open_match = match()
    assert techloss_score(open_match, 3, A, (1, 0)) == (0, 1, 0)  # counts one game only
    assert techloss_score(open_match, 3, B, (2, 1)) == (2, 1, 0)
    assert techloss_score(open_match, 3, A, (1, 0), given=(2, 0)) == (0, 2, 0)  # the judge's word


def test_a_technical_loss_score_the_match_cannot_have_is_refused() -> None:
    # RES-7: 2:0 from the settings does not fit a BO1 match; a "win" for the loser is none.
    open_match = match()
    with pytest.raises(Refusal) as unfit:
        techloss_score(open_match, 1, A, (2, 0))
    assert (unfit.value.key, unfit.value.params) == (
        "techloss-score-unfit",
        {"score": "2:0", "bo": 1},
    )
    with pytest.raises(Refusal) as backwards:
        techloss_score(open_match, 3, A, None, given=(1, 2))
    assert backwards.value.key == "techloss-score-bad"
    with pytest.raises(Refusal) as too_many:
        techloss_score(open_match, 1, A, None, given=(2, 0))
    assert too_many.value.key == "score-too-many-wins"
