"""Swiss pairing (FMT-3) over whole simulated events and histories, checked against oracles."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pairing_helpers import GROUPS, PATHS, check_pairing, simulate

from bot.domain.pairing import Entrant, pair_round


@pytest.mark.parametrize("exact_limit", PATHS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    size=st.integers(min_value=4, max_value=40),
    seed=st.text(min_size=1, max_size=8),
    rng=st.randoms(use_true_random=False),
    drop_rate=st.sampled_from([0.0, 0.05, 0.15, 0.3]),
)
def test_simulated_events_keep_every_pairing_rule(
    exact_limit: int | None, size: int, seed: str, rng: random.Random, drop_rate: float
) -> None:
    """FMT-3 over whole events of 4..40 players, with draws and drops."""
    assert simulate(size, seed, rng, drop_rate, exact_limit) >= 1


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    size=st.integers(min_value=30, max_value=200),
    seed=st.text(min_size=1, max_size=8),
    rng=st.randoms(use_true_random=False),
    drop_rate=st.sampled_from([0.0, 0.02, 0.1]),
)
def test_large_events_keep_every_pairing_rule_by_groups(
    size: int, seed: str, rng: random.Random, drop_rate: float
) -> None:
    """FMT-3 over whole events of 30..200 players paired score group by score group."""
    assert simulate(size, seed, rng, drop_rate, GROUPS) >= 1


@pytest.mark.parametrize("exact_limit", PATHS)
@settings(max_examples=60, deadline=None)
@given(
    size=st.integers(min_value=4, max_value=9),
    seed=st.text(min_size=1, max_size=4),
    rng=st.randoms(use_true_random=False),
    drop_rate=st.sampled_from([0.0, 0.1, 0.3]),
)
def test_small_events_are_optimal_by_brute_force(
    exact_limit: int | None, size: int, seed: str, rng: random.Random, drop_rate: float
) -> None:
    """FMT-3 on small fields, where check_pairing compares with every possible pairing."""
    assert simulate(size, seed, rng, drop_rate, exact_limit) >= 1


@pytest.mark.parametrize("exact_limit", PATHS)
@settings(max_examples=40, deadline=None)
@given(
    points=st.lists(st.integers(min_value=0, max_value=12), min_size=2, max_size=9),
    data=st.data(),
)
def test_arbitrary_histories_are_optimal(
    exact_limit: int | None, points: list[int], data: st.DataObject
) -> None:
    """FMT-3 on random fields whose history need not come from a real event (many rematches)."""
    size = len(points)
    ids = list(range(1, size + 1))
    pairs = [(a, b) for a in ids for b in ids if a < b]
    played = data.draw(st.sets(st.sampled_from(pairs), max_size=len(pairs)))
    byes = data.draw(st.sets(st.sampled_from(ids)))
    entrants = [
        Entrant(
            p,
            score,
            frozenset({b for a, b in played if a == p} | {a for a, b in played if b == p}),
            p in byes,
        )
        for p, score in zip(ids, sorted(points, reverse=True), strict=True)
    ]
    check_pairing(entrants, pair_round(entrants, "lot", 1, exact_limit=exact_limit))
