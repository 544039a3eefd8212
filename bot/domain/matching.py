"""Swiss pairing of a whole field by one exact maximum-weight matching (FMT-3)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

# FMT-3 as one maximum-weight perfect matching over the entrants plus, with an odd count, a
# virtual bye node. Each edge costs, from the most to the least important:
#   1. a rematch;
#   2. a second bye while someone without one could take it;
#   3. the bye's distance from the bottom of the standings, so the lowest-ranked eligible
#      player gets it, even when that costs a pair-down elsewhere (unlike melee 169306 round
#      3, where the organizer moved the bye up to save two pair-downs);
#   4. the pair-down, as the squared difference in match points: points rather than the
#      score-group index because draws make groups unevenly spaced (7 is nearer to 6 than 9
#      is to 7), and squared (convex) so that two equals never both float down when they
#      could meet: d(A,a)² + d(B,b)² > 0 + d(a,b)² for any two lower opponents a and b;
#   5. a seeded random lot, so who meets whom inside a score group is drawn.
# The weight is a ceiling minus the components times bases that make each one dominate all
# the lower ones together; integers keep networkx's blossom algorithm exact.

# Range of the seeded random lot added to each edge (priority 5); wide so that two different
# pairings rarely tie on it, small enough to keep the integer weights short.
LOT_RANGE = 1 << 20


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player to pair this round as the pairing sees him."""

    id: int
    points: int
    opponents: frozenset[int]  # ids already met
    had_bye: bool


@dataclass(frozen=True, slots=True)
class _Bases:
    """Multipliers making each cost component strictly dominate all the lower ones."""

    rematch: int
    repeat_bye: int
    bye_height: int
    pair_down: int
    ceiling: int  # above any single edge's cost, so every edge weight is positive


def _bases(field_size: int, pairs: int, spread: int) -> _Bases:
    """Bases for `pairs` edges, a bye among `field_size` players and a points `spread`."""
    # Each base exceeds the largest total the lower components can reach over a whole
    # matching, so one unit of a higher component outweighs any amount of the lower ones.
    lower = pairs * (LOT_RANGE - 1)
    pair_down = lower + 1
    lower += pair_down * pairs * spread * spread
    bye_height = lower + 1
    lower += bye_height * max(field_size - 1, 0)
    repeat_bye = lower + 1
    lower += repeat_bye
    rematch = lower + 1
    ceiling = rematch + repeat_bye + bye_height * field_size + pair_down * spread * spread + 1
    return _Bases(rematch, repeat_bye, bye_height, pair_down, ceiling)


def met(first: Entrant, second: Entrant) -> bool:
    """Whether the two already played each other (either side's record is enough)."""
    return second.id in first.opponents or first.id in second.opponents


# A pairing as positions in the list it was made from: pairs (higher, lower) and the bye.
Tables = tuple[list[tuple[int, int]], int | None]


def pair_exact(entrants: Sequence[Entrant], lot: random.Random) -> Tables:
    """The lexicographically best pairing of `entrants` by one maximum-weight matching."""
    count = len(entrants)
    if count == 1:
        return [], 0
    bye_node = count if count % 2 else None
    pairs = (count + 1) // 2
    spread = max(e.points for e in entrants) - min(e.points for e in entrants)
    bases = _bases(count, pairs, spread)

    import networkx as nx  # about 20 MiB: loaded with the first pairing, not at start

    graph = nx.Graph()
    graph.add_nodes_from(range(count + (bye_node is not None)))
    for i in range(count):
        first = entrants[i]
        for j in range(i + 1, count):
            second = entrants[j]
            # FMT-3: no rematch unless nothing else pairs everyone (priority 1); then the
            # smallest pair-down, measured as the squared difference in match points
            # (priority 4); then the lot decides (priority 5).
            cost = bases.pair_down * (first.points - second.points) ** 2
            if met(first, second):
                cost += bases.rematch
            graph.add_edge(i, j, weight=bases.ceiling - cost + lot.randrange(LOT_RANGE))
    if bye_node is not None:
        for i, entrant in enumerate(entrants):
            # FMT-3: the bye goes to someone without one (priority 2), the lowest-ranked
            # such player (priority 3): cost grows with the distance from the bottom.
            cost = bases.bye_height * (count - 1 - i)
            if entrant.had_bye:
                cost += bases.repeat_bye
            graph.add_edge(i, bye_node, weight=bases.ceiling - cost)

    matching = nx.max_weight_matching(graph, maxcardinality=True)
    bye: int | None = None
    table_pairs: list[tuple[int, int]] = []
    for u, v in matching:
        low, high = min(u, v), max(u, v)
        if high == bye_node:
            bye = low
        else:
            table_pairs.append((low, high))
    return table_pairs, bye
