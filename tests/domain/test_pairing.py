"""Swiss pairing (FMT-3): hand cases and whole simulated events checked against oracles."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence

import networkx as nx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.domain.model import MatchResult, Pairing, ResultKind
from bot.domain.pairing import EXACT_LIMIT, Entrant, pair_round
from bot.domain.standings import compute_standings

BYE = -1  # the virtual opponent of the bye in the oracles below

# Both ways pair_round works: None keeps the default (one exact matching up to EXACT_LIMIT
# entrants), 0 forces the score-group path whatever the size.
PATHS = [pytest.param(None, id="exact"), pytest.param(0, id="groups")]
GROUPS = 0


def entrant(id_: int, points: int = 0, met: Sequence[int] = (), had_bye: bool = False) -> Entrant:
    """An entrant in a hand-written case."""
    return Entrant(id_, points, frozenset(met), had_bye)


def met(first: Entrant, second: Entrant) -> bool:
    """Whether two entrants already played."""
    return second.id in first.opponents or first.id in second.opponents


# --- oracles -----------------------------------------------------------------------------------


def min_rematches(entrants: Sequence[Entrant], bye_to: Sequence[int] | None = None) -> int:
    """The fewest rematches of any complete pairing whose bye goes to one of `bye_to`."""
    graph = nx.Graph()
    graph.add_nodes_from(range(len(entrants)))
    for i, first in enumerate(entrants):
        for j in range(i + 1, len(entrants)):
            graph.add_edge(i, j, weight=1 if met(first, entrants[j]) else 2)
    if len(entrants) % 2:
        allowed = {e.id for e in entrants} if bye_to is None else set(bye_to)
        for i, first in enumerate(entrants):
            if first.id in allowed:
                graph.add_edge(i, BYE, weight=2)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    assert len(matching) * 2 == graph.number_of_nodes()
    return sum(graph.edges[u, v]["weight"] == 1 for u, v in matching)


def perfect_matchings(nodes: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Every way to split `nodes` into pairs."""
    if not nodes:
        yield []
        return
    first, rest = nodes[0], nodes[1:]
    for k, other in enumerate(rest):
        for tail in perfect_matchings(rest[:k] + rest[k + 1 :]):
            yield [(first, other), *tail]


def lexicographic_cost(
    entrants: Sequence[Entrant], pairs: list[tuple[int, int]]
) -> tuple[int, int, int, int]:
    """(rematches, repeated bye, bye's distance from the bottom, sum of squared pair-downs)."""
    index = {e.id: i for i, e in enumerate(entrants)}
    by_id = {e.id: e for e in entrants}
    rematches = repeat_bye = height = pair_down = 0
    for a, b in pairs:
        if BYE in (a, b):
            player = by_id[a if b == BYE else b]
            repeat_bye += player.had_bye
            height += len(entrants) - 1 - index[player.id]
        else:
            rematches += met(by_id[a], by_id[b])
            pair_down += (by_id[a].points - by_id[b].points) ** 2
    return rematches, repeat_bye, height, pair_down


def best_cost(entrants: Sequence[Entrant]) -> tuple[int, int, int, int]:
    """The lexicographically smallest cost of all pairings, by brute force."""
    nodes = [e.id for e in entrants] + ([BYE] if len(entrants) % 2 else [])
    return min(lexicographic_cost(entrants, pairs) for pairs in perfect_matchings(nodes))


def pairing_edges(pairing: Pairing) -> list[tuple[int, int]]:
    """The pairs plus the bye as a pair with the virtual opponent."""
    return pairing.pairs + ([(pairing.bye, BYE)] if pairing.bye is not None else [])


# --- the checks run on every simulated round ------------------------------------------------


def check_pairing(entrants: Sequence[Entrant], pairing: Pairing) -> None:
    """Assert every FMT-3 property a pairing of `entrants` must have."""
    position = {e.id: i for i, e in enumerate(entrants)}
    by_id = {e.id: e for e in entrants}

    # Every entrant exactly once; a bye only with an odd count (FMT-3).
    seated = [p for pair in pairing.pairs for p in pair]
    if pairing.bye is not None:
        seated.append(pairing.bye)
    assert sorted(seated) == sorted(position)
    assert (pairing.bye is not None) == (len(entrants) % 2 == 1)

    # Higher-ranked player first, tables ordered from the top.
    assert all(position[a] < position[b] for a, b in pairing.pairs)
    assert [position[a] for a, _ in pairing.pairs] == sorted(position[a] for a, _ in pairing.pairs)

    # FMT-3 no two players meet twice: rematches are reported and as few as possible (none
    # needs no oracle, which keeps large fields quick to check).
    assert pairing.rematches == [(a, b) for a, b in pairing.pairs if met(by_id[a], by_id[b])]
    if pairing.rematches:
        assert len(pairing.rematches) == min_rematches(entrants)

    if pairing.bye is not None:
        without_bye = [e.id for e in entrants if not e.had_bye]
        # FMT-3: never a second bye while someone without one could take it (at no rematch).
        if by_id[pairing.bye].had_bye and without_bye:
            assert min_rematches(entrants, without_bye) > len(pairing.rematches)
        # FMT-3: the lowest-ranked player without a bye gets it, unless that forces a rematch.
        lowest = without_bye[-1] if without_bye else entrants[-1].id
        if pairing.bye != lowest:
            assert min_rematches(entrants, [lowest]) > len(pairing.rematches)

    # FMT-3 score groups: two equals are never both paired down when they could meet (2-opt).
    downs = [(a, b) for a, b in pairing.pairs if by_id[a].points > by_id[b].points]
    for k, (big_a, small_a) in enumerate(downs):
        for big_b, small_b in downs[k + 1 :]:
            if by_id[big_a].points == by_id[big_b].points:
                assert met(by_id[big_a], by_id[big_b]) or met(by_id[small_a], by_id[small_b])

    # For small fields the whole lexicographic optimum is checked by brute force.
    if len(entrants) <= 9:
        assert lexicographic_cost(entrants, pairing_edges(pairing)) == best_cost(entrants)


# --- simulated events ------------------------------------------------------------------------

SCORES = [(2, 0, 0), (0, 2, 0), (2, 1, 0), (1, 2, 0), (1, 1, 0), (0, 0, 1), (1, 0, 2), (1, 0, 0)]


def entrants_from(
    players: Sequence[int], active: set[int], results: list[MatchResult]
) -> list[Entrant]:
    """The active players in standings order, as the caller of pair_round builds them."""
    opponents: dict[int, set[int]] = {p: set() for p in players}
    had_bye: set[int] = set()
    for result in results:
        if result.kind is ResultKind.BYE:
            had_bye.add(result.a)
        elif result.b is not None:
            opponents[result.a].add(result.b)
            opponents[result.b].add(result.a)
    return [
        Entrant(row.player, row.points, frozenset(opponents[row.player]), row.player in had_bye)
        for row in compute_standings(players, results)
        if row.player in active
    ]


def simulate(
    size: int,
    seed: str,
    rng: random.Random,
    drop_rate: float,
    exact_limit: int | None = None,
    rounds: int | None = None,
) -> int:
    """Play a whole Swiss event with random results and drops, checking each round."""
    players = list(range(101, 101 + size))
    active = set(players)
    results: list[MatchResult] = []
    rounds = rounds or math.ceil(math.log2(size)) + 1
    played = 0
    for round_no in range(1, rounds + 1):
        entrants = entrants_from(players, active, results)
        if len(entrants) < 2:
            break
        pairing = pair_round(entrants, seed, round_no, exact_limit=exact_limit)
        check_pairing(entrants, pairing)
        if round_no in (1, rounds):  # FMT-3: same seed, same lot (checked twice per event)
            assert pair_round(list(entrants), seed, round_no, exact_limit=exact_limit) == pairing
        played += 1
        for a, b in pairing.pairs:
            results.append(MatchResult(round_no, a, b, *rng.choice(SCORES)))
        if pairing.bye is not None:
            results.append(MatchResult(round_no, pairing.bye, None, 2, 0, 0, ResultKind.BYE))
        # REG-8: a dropped player is simply not paired any more.
        active -= {p for p in active if rng.random() < drop_rate}
    return played


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
