"""The field a top's chances are computed from, the sound bounds, and the simulation (issue 26).

The simulation plays the rest of a large Swiss as score groups rather than as players: each
future round pairs every group inside itself top down, one player floating to the group below
when it is odd (FMT-3's order without its rematch and lot details), and with every match won
50/50 or drawn at the event's share so far only the counts per points value matter. So a run
costs some dozens of steps however large the field; his own results follow the record in a
random order, his opponent coming from his own group. The real pairing of 512 players costs
≈ 0.1 s a round (bench/need.py), which thousands of runs could not afford.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass

from bot.domain.standings import ScoringRules

Record = tuple[int, int, int]  # wins, draws, losses of his remaining matches
COMPLEMENT = {"W": "L", "L": "W", "D": "D"}
Z95 = 1.96


@dataclass(frozen=True, slots=True)
class Field:
    """The stage as the question sees it: points now, what is left to play, the top's size."""

    me: int
    top: int
    points: dict[int, int]  # every player still in the stage (gone players out, REG-8)
    open_pairs: tuple[tuple[int, int], ...]  # the current round's undecided matches
    future: int  # rounds of the stage still to pair
    scoring: ScoringRules
    draw_share: float
    active: frozenset[int]  # who the future rounds pair

    @property
    def remaining(self) -> int:
        """His matches left: an open one in the current round and every future round."""
        mine = any(self.me in pair for pair in self.open_pairs)
        return mine + self.future * (self.me in self.active)

    def value(self, result: str) -> int:
        """Match points of a result W, D or L (FMT-7)."""
        rules = self.scoring
        return {"W": rules.win, "D": rules.draw, "L": rules.loss}[result]

    def final_points(self, record: Record) -> int:
        """His points at the stage's end with this record."""
        w, d, l = record  # noqa: E741
        gained = w * self.value("W") + d * self.value("D") + l * self.value("L")
        return self.points[self.me] + gained


def results_of(record: Record) -> list[str]:
    """The record as a list of results."""
    w, d, l = record  # noqa: E741
    return ["W"] * w + ["D"] * d + ["L"] * l


def bounds(f: Field, record: Record) -> str | None:
    """What holds whatever the pairings: guaranteed, cannot, or None when they decide.

    Anyone may still win or lose every future match (a bye is a win); the current round's
    open matches are known, so two players meeting now cannot both win.
    """
    target = f.final_points(record)
    values = (f.value("W"), f.value("D"), f.value("L"))
    best, worst = max(values), min(values)

    def reaches(player: int, now: int) -> bool:
        future = f.future if player in f.active else 0
        return f.points[player] + now + future * best >= target

    def above(player: int, now: int) -> bool:
        future = f.future if player in f.active else 0
        return f.points[player] + now + future * worst > target

    reach = sure = 0  # the most others that may reach his points; the fewest surely above
    playing: set[int] = set()
    for a, b in f.open_pairs:
        playing |= {a, b}
        if f.me in (a, b):
            other = b if a == f.me else a
            options = [f.value(COMPLEMENT[r]) for r in set(results_of(record))]
            reach += any(reaches(other, v) for v in options)
            sure += all(above(other, v) for v in options)
            continue
        combos = [(values[0], values[2]), (values[2], values[0]), (values[1], values[1])]
        reach += max(reaches(a, x) + reaches(b, y) for x, y in combos)
        sure += min(above(a, x) + above(b, y) for x, y in combos)
    for player in f.points:
        if player != f.me and player not in playing:
            reach += reaches(player, 0)
            sure += above(player, 0)
    if reach < f.top:
        return "guaranteed"
    if sure >= f.top:
        return "cannot"
    return None


def wilson(successes: float, runs: int) -> tuple[float, float]:
    """The Wilson 95 % interval of a share from `runs` runs."""
    if runs <= 0:
        return 0.0, 1.0
    p = successes / runs
    z2 = Z95 * Z95
    denominator = 1 + z2 / runs
    centre = (p + z2 / (2 * runs)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / runs + z2 / (4 * runs * runs)) / denominator
    return max(centre - half, 0.0), min(centre + half, 1.0)


def _binomial(n: int, p: float, rng: random.Random) -> int:
    """Successes of n trials of chance p, by jumping over the failures (few when p is small)."""
    if n <= 0 or p <= 0:
        return 0
    if p >= 1:
        return n
    if p == 0.5:
        return bin(rng.getrandbits(n)).count("1")
    log_q = math.log1p(-p)
    count, position = 0, 0
    while True:
        position += int(math.log(1.0 - rng.random()) / log_q) + 1
        if position > n:
            return count
        count += 1


class _Run:
    """One simulated rest of the stage, as counts of players per points value."""

    def __init__(self, f: Field, rng: random.Random) -> None:
        self.f = f
        self.rng = rng
        self.d = f.draw_share
        self.win, self.draw, self.loss = f.value("W"), f.value("D"), f.value("L")

    def outcome(self, a: int, b: int, counts: Counter[int]) -> None:
        """One match of two players on a and b points, won 50/50 or drawn."""
        u = self.rng.random()
        if u < self.d:
            counts[a + self.draw] += 1
            counts[b + self.draw] += 1
        elif u < self.d + (1 - self.d) / 2:
            counts[a + self.win] += 1
            counts[b + self.loss] += 1
        else:
            counts[a + self.loss] += 1
            counts[b + self.win] += 1

    def matches(self, a: int, b: int, n: int, counts: Counter[int]) -> None:
        """n matches of a player on a points against one on b points."""
        drawn = _binomial(n, self.d, self.rng)
        decided = n - drawn
        a_wins = decided if a == b else _binomial(decided, 0.5, self.rng)
        counts[a + self.draw] += drawn
        counts[b + self.draw] += drawn
        counts[a + self.win] += a_wins
        counts[b + self.loss] += a_wins
        counts[a + self.loss] += decided - a_wins
        counts[b + self.win] += decided - a_wins

    def round(self, counts: Counter[int], mine: int, result: str) -> tuple[Counter[int], int]:
        """A future round: his match by the record, the others group by group (FMT-3)."""
        new: Counter[int] = Counter()
        rival = mine if counts[mine] else _nearest(counts, mine)
        if rival is not None:
            counts[rival] -= 1
            new[rival + self.f.value(COMPLEMENT[result])] += 1
        carry: int | None = None
        for points in sorted((v for v, n in counts.items() if n > 0), reverse=True):
            n = counts[points]
            if carry is not None:  # the odd one from the group above plays down
                self.outcome(carry, points, new)
                n -= 1
                carry = None
            self.matches(points, points, n // 2, new)
            if n % 2:
                carry = points
        if carry is not None:
            new[carry + self.win] += 1  # FMT-3: the bye to the lowest, a win (FMT-7)
        return new, mine + self.f.value(result)


def _nearest(counts: Counter[int], points: int) -> int | None:
    """The group nearest below `points` (above when none is below) holding a player."""
    held = [v for v, n in counts.items() if n > 0]
    below = [v for v in held if v < points]
    if below:
        return max(below)
    return min(held) if held else None


def simulate(f: Field, record: Record, runs: int, rng: random.Random) -> float:
    """The share of simulated runs in which he makes the top with this record."""
    me = f.me
    run = _Run(f, rng)
    rest: Counter[int] = Counter()  # others not in an open match, paired from the next round
    static: Counter[int] = Counter()  # others no round pairs any more
    pairs: Counter[tuple[int, int]] = Counter()
    his_rival: int | None = None
    playing: set[int] = set()
    for a, b in f.open_pairs:
        playing |= {a, b}
        if me in (a, b):
            his_rival = f.points[b if a == me else a]
        else:
            pa, pb = sorted((f.points[a], f.points[b]), reverse=True)
            pairs[(pa, pb)] += 1
    for player, points in f.points.items():
        if player != me and player not in playing:
            (rest if player in f.active else static)[points] += 1
    inside = 0.0
    results = results_of(record)
    for _ in range(runs):
        order = results[:]
        rng.shuffle(order)
        counts = rest.copy()
        mine = f.points[me]
        for (pa, pb), n in pairs.items():
            run.matches(pa, pb, n, counts)
        if his_rival is not None:
            result = order.pop()
            mine += f.value(result)
            counts[his_rival + f.value(COMPLEMENT[result])] += 1
        for result in order:
            counts, mine = run.round(counts, mine, result)
        counts.update(static)
        above = sum(n for v, n in counts.items() if v > mine)
        level = counts[mine]
        inside += min(max((f.top - above) / (level + 1), 0.0), 1.0)
    return inside / runs
