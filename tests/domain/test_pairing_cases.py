"""Swiss pairing (FMT-3): hand-written cases on both paths."""

from __future__ import annotations

import pytest
from pairing_helpers import PATHS, entrant

from bot.domain.model import Pairing
from bot.domain.pairing import pair_round

# --- hand-written cases ----------------------------------------------------------------------


def test_empty_and_single_fields() -> None:
    """Nobody to pair gives nothing; one entrant just gets the bye (FMT-3)."""
    assert pair_round([], "s", 1) == Pairing(pairs=[])
    assert pair_round([entrant(7)], "s", 1) == Pairing(pairs=[], bye=7)


def test_duplicate_entrants_are_refused() -> None:
    """An id twice would seat a player at two tables."""
    with pytest.raises(ValueError):
        pair_round([entrant(1), entrant(1)], "s", 1)


@pytest.mark.parametrize("exact_limit", PATHS)
def test_forced_rematch_is_reported(exact_limit: int | None) -> None:
    """FMT-3: two players who met can only meet again, and the pairing says so."""
    pairing = pair_round([entrant(1, 3, [2]), entrant(2, 0, [1])], "s", 2, exact_limit=exact_limit)
    assert pairing == Pairing(pairs=[(1, 2)], bye=None, rematches=[(1, 2)])


@pytest.mark.parametrize("exact_limit", PATHS)
def test_bye_moves_up_to_avoid_a_rematch(exact_limit: int | None) -> None:
    """FMT-3: the lowest player keeps the bye unless it forces a rematch; then the next one."""
    entrants = [entrant(1, 3, [2]), entrant(2, 3, [1]), entrant(3, 0)]
    pairing = pair_round(entrants, "s", 2, exact_limit=exact_limit)
    assert (pairing.pairs, pairing.bye, pairing.rematches) == ([(1, 3)], 2, [])


@pytest.mark.parametrize("exact_limit", PATHS)
def test_no_second_bye_while_someone_has_none(exact_limit: int | None) -> None:
    """FMT-3: the bye skips a low player who already had one."""
    entrants = [entrant(1, 3), entrant(2, 3), entrant(3, 3, had_bye=True)]
    pairing = pair_round(entrants, "s", 2, exact_limit=exact_limit)
    assert pairing.bye == 2 and pairing.pairs == [(1, 3)]


@pytest.mark.parametrize("exact_limit", PATHS)
def test_bye_stays_lowest_even_if_it_costs_a_pair_down(exact_limit: int | None) -> None:
    """FMT-3 bye rule first: unlike melee 169306 round 3, the 0-point player gets the bye."""
    entrants = [entrant(1, 6), entrant(2, 6), entrant(3, 3), entrant(4, 0), entrant(5, 0)]
    pairing = pair_round(entrants, "s", 3, exact_limit=exact_limit)
    assert pairing.bye == 5
    assert pairing.pairs == [(1, 2), (3, 4)]


@pytest.mark.parametrize("exact_limit", PATHS)
def test_pair_down_goes_to_the_nearest_group(exact_limit: int | None) -> None:
    """FMT-3: a lone leader meets a player of the next group, who floats the other one down."""
    entrants = [entrant(1, 6), entrant(2, 3), entrant(3, 3), entrant(4, 0)]
    for seed in ("a", "b", "c", "d", "e", "f"):
        pairing = pair_round(entrants, seed, 3, exact_limit=exact_limit)
        (top, first), (second, last) = pairing.pairs
        assert top == 1 and first in (2, 3)
        assert {second, last} == {2, 3, 4} - {first}


@pytest.mark.parametrize("exact_limit", PATHS)
def test_rematches_are_avoided_across_groups(exact_limit: int | None) -> None:
    """FMT-3: no rematch beats any pair-down, however far."""
    entrants = [entrant(1, 9, [2]), entrant(2, 9, [1]), entrant(3, 0), entrant(4, 0)]
    pairing = pair_round(entrants, "s", 4, exact_limit=exact_limit)
    assert pairing.rematches == []
    assert all({a, b} not in ({1, 2}, {3, 4}) for a, b in pairing.pairs)


@pytest.mark.parametrize("exact_limit", PATHS)
def test_same_seed_same_pairing_and_seeds_vary_round_one(exact_limit: int | None) -> None:
    """FMT-3: the lot is reproducible from the seed, and different seeds draw differently."""
    field = [entrant(p) for p in range(1, 17)]
    assert pair_round(field, "abc", 1, exact_limit=exact_limit) == pair_round(
        list(field), "abc", 1, exact_limit=exact_limit
    )
    draws = {
        tuple(pair_round(field, f"seed-{k}", 1, exact_limit=exact_limit).pairs) for k in range(20)
    }
    assert len(draws) > 10
    assert pair_round(field, "abc", 1, exact_limit=exact_limit) != pair_round(
        field, "abc", 2, exact_limit=exact_limit
    )
