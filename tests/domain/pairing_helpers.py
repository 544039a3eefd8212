"""Entrants, the oracles, the per-round checks and simulated events of the Swiss pairing tests."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence

import networkx as nx
import pytest

from bot.domain.model import MatchResult, Pairing, ResultKind
from bot.domain.pairing import Entrant, pair_round
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
