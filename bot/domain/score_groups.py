"""Swiss pairing of a large field score group by score group, top down (FMT-3).

The exact matching (bot.domain.matching) is O(n³) in pure Python (64 players ≈ 0.2 s, 128 ≈
1.3 s, 256 ≈ 16 s), so a large field is paired score group by score group, as the Dutch
system does, keeping the same priorities:

1-3. the bye is set aside first for the lowest-ranked player without one; if the others then
   cannot all be paired without a rematch, the exact matching pairs the whole field, so
   rematches and the bye are always exactly what it would choose;
4. a group plus the players floated into it is paired inside (a drawn greedy with repairs,
   the lowest-ranked floating on if the count is odd); this is optimal whenever nothing gets
   in the way: a pairing must send at least (players above a cut) mod 2 players across each
   cut between two adjacent groups, and since (x + y)² ≥ x² + y², one floater per odd cut,
   paired in the next group, is the cheapest possible. Where rematches get in the way (the
   top and the bottom of late rounds), a group that floats down more than its parity forces,
   or floats a floater on again, is re-paired together with the groups above it by one
   weighted matching, merging upward while that saves pair-downs; the bottom merges as far
   as it must to pair everyone;
5. the lot draws the greedy's order and breaks ties in the merged matchings.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.domain.matching import LOT_RANGE, Entrant, Tables, met, pair_exact

# Largest block of score groups merged only to save pair-downs (the bottom merges as far as
# it must to pair everyone): a block is an O(n³) matching too, ≈ 25 ms at 32 players. With
# 24 the group path already matched the exact pair-downs in every simulated round compared;
# 32 leaves a margin and keeps 1024 players well under a second.
MERGE_LIMIT = 32


@dataclass(frozen=True, slots=True)
class _Segment:
    """Consecutive score groups paired together with the players floated into them."""

    first: int  # index of its first score group
    floaters: list[int]  # positions floated in from above, best first
    pairs: list[tuple[int, int]]
    left: list[int]  # positions floating on to the groups below, best first
    excess: int  # how many more float on than the parity forces (any at the bottom)
    paired_cost: int  # sum of the squared point differences of its pairs (priority 4)
    left_cost: float  # the least the floaters on can cost: each paired in the next group
    least: int  # the least cost of these players, rematches aside (see _least_cost)

    @property
    def cost(self) -> float:
        """Its pair-downs plus the least its floaters will add (infinite if the bottom fails)."""
        return self.paired_cost + self.left_cost


def pair_by_groups(entrants: Sequence[Entrant], lot_key: str) -> Tables:
    """FMT-3 score group by score group, top down, merging groups where a pairing strains."""
    lot = random.Random(lot_key)
    count = len(entrants)
    # FMT-3: the bye to the lowest-ranked player without one; it is set aside first since it
    # outranks every pair-down (priorities 2 and 3). If the others then cannot all be paired
    # without a rematch, the exact method decides, moving the bye as it would.
    bye: int | None = None
    if count % 2:
        without = [i for i in range(count) if not entrants[i].had_bye]
        bye = without[-1] if without else count - 1

    by_points: dict[int, list[int]] = {}
    for i, entrant in enumerate(entrants):
        if i != bye:
            by_points.setdefault(entrant.points, []).append(i)
    groups = [by_points[points] for points in sorted(by_points, reverse=True)]

    segments: list[_Segment] = []
    for g in range(len(groups)):
        floaters = segments[-1].left if segments else []
        best = _pair_segment(entrants, groups, g, g, floaters, lot)
        if best.excess or set(best.left) & set(floaters):
            # The group sends down more players than its parity forces (any, at the bottom)
            # or floats a floater on again, usually because the groups above took the
            # partners it needed (rematches, FMT-3): try pairing it together with them, one
            # more group up each time, and keep the cheapest, until a block reaches its least
            # cost. Only the bottom must succeed; elsewhere this just saves pair-downs and
            # stops at MERGE_LIMIT players, as each try is an O(n³) matching.
            merged = 0
            upper_cost = 0  # of the segments above that `best` does not cover
            for k in range(1, len(segments) + 1):
                top = segments[-k]
                size = len(top.floaters) + sum(len(groups[j]) for j in range(top.first, g + 1))
                if size > MERGE_LIMIT and best.cost < math.inf:
                    break
                upper_cost += top.paired_cost
                trial = _pair_segment(entrants, groups, top.first, g, top.floaters, lot)
                if trial.cost < best.cost + upper_cost:
                    best, merged, upper_cost = trial, k, 0
                if best.cost + upper_cost <= trial.least:
                    break
            del segments[len(segments) - merged :]
        segments.append(best)
    if segments[-1].left:
        # FMT-3: nobody may be left unpaired; no rematch-free pairing leaves the bye with the
        # lowest-ranked player without one, so only the exact method can rank the options.
        # A fresh lot makes this the very pairing the exact path would have drawn.
        return pair_exact(entrants, random.Random(lot_key))
    return [pair for segment in segments for pair in segment.pairs], bye


def _pair_segment(
    entrants: Sequence[Entrant],
    groups: list[list[int]],
    first: int,
    last: int,
    floaters: list[int],
    lot: random.Random,
) -> _Segment:
    """Pair groups `first`..`last` with `floaters`: one group fast, a merged block exactly."""
    residents = [i for k in range(first, last + 1) for i in groups[k]]
    below = groups[last + 1] if last + 1 < len(groups) else []
    made = None
    if first == last:
        made = _pair_pool_fast(entrants, floaters, residents, below, lot)
    if made is None:
        made = _pair_pool_exact(entrants, floaters, residents, below, lot)
    pairs, left = made
    forced = (len(floaters) + len(residents)) % 2 if below else 0
    paired_cost = sum((entrants[u].points - entrants[v].points) ** 2 for u, v in pairs)
    floor = entrants[below[0]].points if below else None
    if floor is not None:
        left_cost: float = sum((entrants[p].points - floor) ** 2 for p in left)
    else:
        left_cost = math.inf if left else 0
    least = _least_cost([entrants[p].points for p in floaters + residents], floor)
    return _Segment(
        first, floaters, pairs, left, len(left) - forced, paired_cost, left_cost, least
    )


def _least_cost(points: list[int], floor: int | None) -> int:
    """The least sum of squared pair-downs pairing players of these `points` could cost."""
    # Players above a cut between two adjacent levels pair among themselves in twos, so an
    # odd number above it sends at least one pair across it, or one player down to the next
    # group (`floor`), and by convexity a crossing costs at least the squared gap it spans.
    levels = sorted(set(points), reverse=True)
    if floor is not None:
        levels.append(floor)
    counts = {level: 0 for level in levels}
    for p in points:
        counts[p] += 1
    least = above = 0
    for high, low in itertools.pairwise(levels):
        above += counts[high]
        least += (above % 2) * (high - low) ** 2
    return least


def _pair_pool_fast(
    entrants: Sequence[Entrant],
    floaters: list[int],
    residents: list[int],
    below: list[int],
    lot: random.Random,
) -> tuple[list[tuple[int, int]], list[int]] | None:
    """The pool's pairing when every floater meets a resident and the rest pair up, else None."""
    if len(floaters) >= len(residents):
        return None
    floating: list[int] = []
    free = list(residents)
    if (len(floaters) + len(residents)) % 2:
        if not below:
            return None
        # Dutch system: the lowest-ranked resident floats, if he has someone new to meet in
        # the next group (else the next one up), so the float does not dead-end there.
        down = next(
            (r for r in reversed(free) if any(not met(entrants[r], entrants[b]) for b in below)),
            free[-1],
        )
        free.remove(down)
        floating.append(down)
    pairs: list[tuple[int, int]] = []
    for f in floaters:
        # FMT-3: a floater meets someone of this group (the nearest points) he has not met;
        # who is drawn by lot.
        options = [k for k, r in enumerate(free) if not met(entrants[f], entrants[r])]
        if not options:
            return None
        pairs.append((f, free.pop(lot.choice(options))))
    rest = _perfect_matching(entrants, free, lot)
    if rest is None:
        return None
    return pairs + rest, floating


def _perfect_matching(
    entrants: Sequence[Entrant], nodes: list[int], lot: random.Random
) -> list[tuple[int, int]] | None:
    """A rematch-free perfect matching of equals by a drawn greedy plus 3-edge repairs."""
    # In a score group each player has met at most one per round played, so the group is
    # nearly complete and a greedy in drawn order almost always pairs everyone; a player
    # it strands is paired by breaking one drawn pair whose two ends take the stranded two.
    order = list(nodes)
    lot.shuffle(order)
    pairs: list[tuple[int, int]] = []
    stranded: list[int] = []
    while order:
        u = order.pop()
        for k in range(len(order) - 1, -1, -1):
            if not met(entrants[u], entrants[order[k]]):
                pairs.append((u, order.pop(k)))
                break
        else:
            stranded.append(u)
    while stranded:
        u = stranded.pop()
        v = stranded.pop()  # an even number is stranded: the nodes are even, pairs take two
        for k, (x, y) in enumerate(pairs):
            if not met(entrants[u], entrants[x]) and not met(entrants[v], entrants[y]):
                pairs[k] = (u, x)
                pairs.append((v, y))
                break
            if not met(entrants[u], entrants[y]) and not met(entrants[v], entrants[x]):
                pairs[k] = (u, y)
                pairs.append((v, x))
                break
        else:
            return None
    return [(min(u, v), max(u, v)) for u, v in pairs]


def _pair_pool_exact(
    entrants: Sequence[Entrant],
    floaters: list[int],
    residents: list[int],
    below: list[int],
    lot: random.Random,
) -> tuple[list[tuple[int, int]], list[int]]:
    """The pool's pairing by a maximum-weight matching of its rematch-free pairs."""
    pool = floaters + residents
    # A player left unpaired will meet, at best, someone of the next group: pairing u with
    # v saves a² + b² − (a − b)² = 2ab against that, a and b being their points above the
    # next group (on the bottom group, above a virtual group one point lower, where nobody
    # may be left). So the most saved first (priority 4), then leave the lowest-ranked to
    # float (Dutch system), then the lot (priority 5). Every weight is positive, so two
    # players left unpaired have met: equals never both float when they could meet (FMT-3).
    floor = entrants[below[0]].points if below else min(entrants[i].points for i in pool) - 1
    size = len(pool)
    height = {p: size - k for k, p in enumerate(sorted(pool))}  # 1 for the lowest-ranked
    rank_base = LOT_RANGE * (size // 2 + 1)  # above any total of lots over a matching
    saved_base = size * (size + 1) // 2 + 1  # above any total of heights over a matching
    import networkx as nx  # about 20 MiB: loaded with the first pairing, not at start

    graph = nx.Graph()
    graph.add_nodes_from(pool)
    for k, u in enumerate(pool):
        for v in pool[k + 1 :]:
            if met(entrants[u], entrants[v]):
                continue  # FMT-3: no rematch; a pool that needs one fails at the bottom
            saved = 2 * (entrants[u].points - floor) * (entrants[v].points - floor)
            weight = (saved * saved_base + height[u] + height[v]) * rank_base
            graph.add_edge(u, v, weight=weight + lot.randrange(LOT_RANGE))
    # Nobody may be left on the bottom group; above it, a pair is worth its saving only.
    matching = nx.max_weight_matching(graph, maxcardinality=not below)
    pairs = [(min(u, v), max(u, v)) for u, v in matching]
    paired = {p for pair in pairs for p in pair}
    floating = sorted((p for p in pool if p not in paired), key=lambda p: (-entrants[p].points, p))
    return pairs, floating
