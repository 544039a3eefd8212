"""Swiss pairing (FMT-3): the score-group path against the exact matching."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pairing_helpers import (
    GROUPS,
    SCORES,
    check_pairing,
    entrant,
    entrants_from,
    lexicographic_cost,
    pairing_edges,
    simulate,
)

from bot.domain.model import MatchResult, Pairing, ResultKind
from bot.domain.pairing import EXACT_LIMIT, Entrant, pair_round

# --- the score-group path against the exact matching -----------------------------------------


def play_both(
    size: int, seed: str, rng: random.Random, rounds: int, drop_rate: float
) -> Iterator[tuple[list[Entrant], Pairing, Pairing]]:
    """Each round of an event as (field, exact pairing, group pairing); the latter is played."""
    players = list(range(1, size + 1))
    active = set(players)
    results: list[MatchResult] = []
    for round_no in range(1, rounds + 1):
        entrants = entrants_from(players, active, results)
        if len(entrants) < 2:
            return
        exact = pair_round(entrants, seed, round_no, exact_limit=len(entrants))
        groups = pair_round(entrants, seed, round_no, exact_limit=GROUPS)
        yield entrants, exact, groups
        for a, b in groups.pairs:
            results.append(MatchResult(round_no, a, b, *rng.choice(SCORES)))
        if groups.bye is not None:
            results.append(MatchResult(round_no, groups.bye, None, 2, 0, 0, ResultKind.BYE))
        active -= {p for p in sorted(active) if rng.random() < drop_rate}


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    size=st.integers(min_value=10, max_value=28),
    extra_rounds=st.integers(min_value=0, max_value=3),
    seed=st.text(min_size=1, max_size=8),
    rng=st.randoms(use_true_random=False),
    drop_rate=st.sampled_from([0.0, 0.05, 0.15]),
)
def test_groups_match_the_exact_rematches_bye_and_pair_downs(
    size: int, extra_rounds: int, seed: str, rng: random.Random, drop_rate: float
) -> None:
    """The group path costs what the exact one does in every FMT-3 priority but the lot."""
    rounds = math.ceil(math.log2(size)) + extra_rounds
    for entrants, exact, groups in play_both(size, seed, rng, rounds, drop_rate):
        if exact.rematches:  # forced: the group path falls back to the exact one
            assert groups == exact
        else:
            assert groups.rematches == []
        assert groups.bye == exact.bye  # FMT-3: the same player, not just as low a one
        assert lexicographic_cost(entrants, pairing_edges(groups)) == lexicographic_cost(
            entrants, pairing_edges(exact)
        )


@settings(max_examples=40, deadline=None)
@given(
    size=st.integers(min_value=4, max_value=16),
    seed=st.text(min_size=1, max_size=4),
    rng=st.randoms(use_true_random=False),
    drop_rate=st.sampled_from([0.0, 0.1]),
)
def test_groups_never_dead_end_late_in_small_events(
    size: int, seed: str, rng: random.Random, drop_rate: float
) -> None:
    """FMT-3 by groups when bottom and top groups have met nearly everyone, rematches forced."""
    # As many rounds as a round robin and two more: the last rounds cannot avoid rematches,
    # so every fallback, up to the exact matching of the whole field, is exercised.
    assert simulate(size, seed, rng, drop_rate, GROUPS, rounds=size + 1) >= 1


def test_groups_merge_a_bottom_that_met_itself() -> None:
    """FMT-3: two bottom players who met take partners from the group above instead."""
    entrants = [
        entrant(1, 6),
        entrant(2, 6),
        entrant(3, 3),
        entrant(4, 3),
        entrant(5, 0, [6]),
        entrant(6, 0, [5]),
    ]
    for seed in ("a", "b", "c", "d"):
        pairing = pair_round(entrants, seed, 3, exact_limit=GROUPS)
        check_pairing(entrants, pairing)  # brute force: the optimum, rematch-free
        (top, other), *bottom = pairing.pairs
        assert (top, other) == (1, 2)
        assert sorted(b for _, b in bottom) == [5, 6] and pairing.rematches == []


def test_groups_float_a_leader_past_a_group_he_met() -> None:
    """FMT-3: a leader who met the whole next group meets the group after it."""
    entrants = [
        entrant(1, 9, [2, 3]),
        entrant(2, 6, [1]),
        entrant(3, 6, [1]),
        *(entrant(p, 3) for p in range(4, 8)),
        entrant(8, 0),
    ]
    pairing = pair_round(entrants, "s", 4, exact_limit=GROUPS)
    check_pairing(entrants, pairing)
    assert pairing.rematches == [] and pairing.pairs[0][0] == 1
    assert pairing.pairs[0][1] in (4, 5, 6, 7)
    exact = pair_round(entrants, "s", 4)
    assert lexicographic_cost(entrants, pairing_edges(pairing)) == lexicographic_cost(
        entrants, pairing_edges(exact)
    )


def test_groups_are_deterministic_and_drawn_by_the_seed() -> None:
    """FMT-3 on a field above EXACT_LIMIT: same seed and round, same pairing; else another."""
    rng = random.Random(7)
    size = EXACT_LIMIT * 2 + 1  # odd: a bye too
    field = [
        entrant(
            p, 6 - 3 * (3 * p // (size + 1)), rng.sample(sorted(set(range(1, size + 1)) - {p}), 3)
        )
        for p in range(1, size + 1)
    ]
    assert sorted({e.points for e in field}) == [0, 3, 6]
    pairing = pair_round(field, "abc", 4)
    check_pairing(field, pairing)
    assert pair_round(list(field), "abc", 4) == pairing
    assert pair_round(field, "abc", 4, exact_limit=GROUPS) == pairing  # above the limit
    assert pair_round(field, "abd", 4) != pairing
    assert pair_round(field, "abc", 5) != pairing


def test_threshold_picks_the_exact_matching_up_to_the_limit() -> None:
    """Fields up to EXACT_LIMIT keep the exact pairing bit for bit; larger ones use groups."""
    field = [entrant(p) for p in range(1, 13)]
    exact = pair_round(field, "abc", 1, exact_limit=12)
    assert pair_round(field, "abc", 1) == exact  # 12 <= EXACT_LIMIT
    assert pair_round(field, "abc", 1, exact_limit=11) == pair_round(
        field, "abc", 1, exact_limit=GROUPS
    )
