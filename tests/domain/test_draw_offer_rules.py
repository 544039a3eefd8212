"""Agreed draws (RES-4): an offer accepted while it stands and still counts every game."""

from __future__ import annotations

import dataclasses

import pytest
from match_helpers import final, match

from bot.domain.errors import Refusal
from bot.domain.match_endings import accepted_draw, refuse_no_offer
from bot.domain.model import MatchStatus


def test_the_standing_offer_is_the_agreed_draw() -> None:
    # RES-4: the opponent's acceptance makes the offered score final.
    assert accepted_draw(match(), (1, 1, 1)) == (1, 1, 1)


def test_a_lapsed_offer_is_gone() -> None:
    # RES-4: an unanswered offer lapses; accepting or declining it is refused.
    for refuse in (accepted_draw, refuse_no_offer):
        with pytest.raises(Refusal) as refused:
            refuse(match(), None)
        assert (refused.value.key, refused.value.params) == ("draw-offer-gone", {"number": 7})
    refuse_no_offer(match(), (0, 0, 1))


def test_an_offer_that_misses_a_game_awarded_since_is_gone() -> None:
    # RES-4, MOD-1: a game lost by sanction after the offer makes the offer stale.
    awarded = match(score_a=1, score_b=0)
    with pytest.raises(Refusal) as refused:
        accepted_draw(awarded, (0, 0, 1))
    assert refused.value.key == "draw-offer-gone"
    assert accepted_draw(awarded, (1, 1, 0)) == (1, 1, 0)


def test_a_closed_match_takes_no_draw() -> None:
    # RES-4: a draw is agreed until the match ends; the match's own state is said first.
    with pytest.raises(Refusal) as refused:
        accepted_draw(final(2, 0), None)
    assert refused.value.key == "result-already-final"
    with pytest.raises(Refusal) as refused:
        accepted_draw(dataclasses.replace(match(), status=MatchStatus.DISPUTED), (1, 1, 1))
    assert refused.value.key == "match-disputed"
