"""Swiss pairing of one round: an exact lexicographic matching, score group by group when large."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import networkx as nx

from bot.domain.model import Pairing

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
#
# That matching is O(n³) in pure Python (64 players ≈ 0.2 s, 128 ≈ 1.3 s, 256 ≈ 16 s), so a
# field above EXACT_LIMIT is paired score group by score group, top down, as the Dutch system
# does (see _pair_by_groups), keeping the same priorities:
#   1-3. the bye is set aside first for the lowest-ranked player without one; if the others
#      then cannot all be paired without a rematch, the exact matching pairs the whole field,
#      so rematches and the bye are always exactly what it would choose;
#   4. a group plus the players floated into it is paired inside (a drawn greedy with
#      repairs, the lowest-ranked floating on if the count is odd); this is optimal whenever
#      nothing gets in the way: a pairing must send at least (players above a cut) mod 2
#      players across each cut between two adjacent groups, and since (x + y)² ≥ x² + y²,
#      one floater per odd cut, paired in the next group, is the cheapest possible. Where
#      rematches get in the way (the top and the bottom of late rounds), a group that floats
#      down more than its parity forces, or floats a floater on again, is re-paired together
#      with the groups above it by one weighted matching, merging upward while that saves
#      pair-downs; the bottom merges as far as it must to pair everyone;
#   5. the lot draws the greedy's order and breaks ties in the merged matchings.

# Range of the seeded random lot added to each edge (priority 5); wide so that two different
# pairings rarely tie on it, small enough to keep the integer weights short.
LOT_RANGE = 1 << 20

# Largest field paired by the exact matching. Measured (bench/pairing.py, CPU time on 2
# cores): one late round takes the exact matching ≈ 0.2 s at 64 players, ≈ 0.65 s at 96 and
# ≈ 1.3 s at 128, the group path under 50 ms at any of them, with the same rematches, byes
# and pair-downs in every simulated round compared. The bot pairs inside its event loop
# (usecases/rounds.py), so every chat waits meanwhile: 64, the FMT-4 size class of 6 rounds,
# keeps that wait near 0.2 s, and the reference method for every field up to it.
EXACT_LIMIT = 64

# Largest block of score groups merged only to save pair-downs (the bottom merges as far as
# it must to pair everyone): a block is an O(n³) matching too, ≈ 25 ms at 32 players. With
# 24 the group path already matched the exact pair-downs in every simulated round compared;
# 32 leaves a margin and keeps 1024 players well under a second.
MERGE_LIMIT = 32


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


def _met(first: Entrant, second: Entrant) -> bool:
    """Whether the two already played each other (either side's record is enough)."""
    return second.id in first.opponents or first.id in second.opponents


# A pairing as positions in the list it was made from: pairs (higher, lower) and the bye.
_Tables = tuple[list[tuple[int, int]], int | None]


def pair_round(
    entrants: Sequence[Entrant], seed: str, round_no: int, *, exact_limit: int | None = None
) -> Pairing:
    """Pair one Swiss round of `entrants`, best first, per FMT-3 (`exact_limit`: EXACT_LIMIT)."""
    ids = [entrant.id for entrant in entrants]
    if len(set(ids)) != len(ids):
        raise ValueError("an entrant is listed twice")
    count = len(entrants)
    if count == 0:
        return Pairing(pairs=[])
    if count == 1:
        return Pairing(pairs=[], bye=entrants[0].id)

    # FMT-3: the head judge's lot, reproducible from the tournament's seed and the round.
    lot_key = f"{seed}:{round_no}"
    limit = EXACT_LIMIT if exact_limit is None else exact_limit
    if count <= limit:
        table_pairs, bye = _pair_exact(entrants, random.Random(lot_key))
    else:
        table_pairs, bye = _pair_by_groups(entrants, lot_key)

    table_pairs.sort()  # table 1 = the pair with the best-ranked player
    if len(table_pairs) * 2 + (bye is not None) != count:
        raise AssertionError("the matching left a player out")  # cannot happen: see above
    result = [(entrants[i].id, entrants[j].id) for i, j in table_pairs]
    rematches = [
        (entrants[i].id, entrants[j].id) for i, j in table_pairs if _met(entrants[i], entrants[j])
    ]
    return Pairing(
        pairs=result, bye=None if bye is None else entrants[bye].id, rematches=rematches
    )


def _pair_exact(entrants: Sequence[Entrant], lot: random.Random) -> _Tables:
    """The lexicographically best pairing of `entrants` by one maximum-weight matching."""
    count = len(entrants)
    if count == 1:
        return [], 0
    bye_node = count if count % 2 else None
    pairs = (count + 1) // 2
    spread = max(e.points for e in entrants) - min(e.points for e in entrants)
    bases = _bases(count, pairs, spread)

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
            if _met(first, second):
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


# --- the score-group path for large fields ---------------------------------------------------


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


def _pair_by_groups(entrants: Sequence[Entrant], lot_key: str) -> _Tables:
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
        return _pair_exact(entrants, random.Random(lot_key))
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
            (r for r in reversed(free) if any(not _met(entrants[r], entrants[b]) for b in below)),
            free[-1],
        )
        free.remove(down)
        floating.append(down)
    pairs: list[tuple[int, int]] = []
    for f in floaters:
        # FMT-3: a floater meets someone of this group (the nearest points) he has not met;
        # who is drawn by lot.
        options = [k for k, r in enumerate(free) if not _met(entrants[f], entrants[r])]
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
            if not _met(entrants[u], entrants[order[k]]):
                pairs.append((u, order.pop(k)))
                break
        else:
            stranded.append(u)
    while stranded:
        u = stranded.pop()
        v = stranded.pop()  # an even number is stranded: the nodes are even, pairs take two
        for k, (x, y) in enumerate(pairs):
            if not _met(entrants[u], entrants[x]) and not _met(entrants[v], entrants[y]):
                pairs[k] = (u, x)
                pairs.append((v, y))
                break
            if not _met(entrants[u], entrants[y]) and not _met(entrants[v], entrants[x]):
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
    graph = nx.Graph()
    graph.add_nodes_from(pool)
    for k, u in enumerate(pool):
        for v in pool[k + 1 :]:
            if _met(entrants[u], entrants[v]):
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
