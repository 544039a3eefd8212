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
MIN_RUNS = 200  # runs before the interval may stop a simulation
PRECISION = 0.03  # ± of the 95 % interval that is enough
BATCH = 100  # runs between two looks at the interval


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
    """One record's simulated runs, as counts of players per points value.

    Only players who may still finish level with him or above him are followed ("live");
    those surely above are only counted, and those who can no longer reach him are dropped:
    a Swiss pairs top down, so neither changes what happens between the live ones, but for
    the odd player they float in or take.
    """

    def __init__(self, f: Field, record: Record, rng: random.Random) -> None:
        self.rng = rng
        self.d = f.draw_share
        self.win, self.draw, self.loss = f.value("W"), f.value("D"), f.value("L")
        self.best = max(self.win, self.draw, self.loss)
        self.worst = min(self.win, self.draw, self.loss)
        self.target = f.final_points(record)
        self.results = results_of(record)
        self.value = {"W": self.win, "D": self.draw, "L": self.loss}

    def place(self, points: int, left: int) -> int:
        """0: can no longer reach him; 2: surely above him; 1: live."""
        if points + left * self.best < self.target:
            return 0
        if points + left * self.worst > self.target:
            return 2
        return 1

    def split(self, counts: dict[int, int], left: int) -> tuple[dict[int, int], int, int]:
        """The live counts, how many are surely above, how many are out of reach."""
        live: dict[int, int] = {}
        sure = out = 0
        for points, n in counts.items():
            if n <= 0:
                continue
            where = self.place(points, left)
            if where == 1:
                live[points] = n
            elif where == 2:
                sure += n
            else:
                out += n
        return live, sure, out

    def result(self) -> int:
        """One match's result for one side: W, L or D as points, 50/50 or drawn."""
        u = self.rng.random()
        d = self.d
        if u < d:
            return self.draw
        return self.win if u < d + (1 - d) / 2 else self.loss

    def matches(self, a: int, b: int, n: int, counts: dict[int, int]) -> None:
        """n matches of a player on a points against one on b points."""
        drawn = _binomial(n, self.d, self.rng)
        decided = n - drawn
        a_wins = decided if a == b else _binomial(decided, 0.5, self.rng)
        for points, many in (
            (a + self.draw, drawn), (b + self.draw, drawn),
            (a + self.win, a_wins), (b + self.loss, a_wins),
            (a + self.loss, decided - a_wins), (b + self.win, decided - a_wins),
        ):  # fmt: skip
            if many:
                counts[points] = counts.get(points, 0) + many

    def alone(self, points: int, n: int, counts: dict[int, int]) -> None:
        """n players on `points` each playing one whose result does not matter."""
        drawn = _binomial(n, self.d, self.rng)
        wins = _binomial(n - drawn, 0.5, self.rng)
        for value, many in ((self.draw, drawn), (self.win, wins), (self.loss, n - drawn - wins)):
            if many:
                counts[points + value] = counts.get(points + value, 0) + many

    def round(
        self, live: dict[int, int], sure: int, out: int, mine: int, result: str, left: int
    ) -> tuple[dict[int, int], int, int, int]:
        """A future round (FMT-3 top down): his match by the record, the live ones by group."""
        new: dict[int, int] = {}
        rival = mine if live.get(mine) else _nearest(live, mine, below_only=out > 0)
        his = self.value[result]
        if rival is not None:
            live[rival] -= 1
            other = self.draw if result == "D" else self.win + self.loss - his
            new[rival + other] = new.get(rival + other, 0) + 1
        carry: int | None = -1 if sure % 2 else None  # -1: one surely above floats down
        for points in sorted(live, reverse=True):
            n = live[points]
            if n <= 0:
                continue
            if carry is not None:
                got = self.result()
                if carry >= 0:  # a live floater: the other side of the same match
                    back = self.draw if got == self.draw else self.win + self.loss - got
                    new[carry + back] = new.get(carry + back, 0) + 1
                new[points + got] = new.get(points + got, 0) + 1
                n -= 1
                carry = None
            self.matches(points, points, n // 2, new)
            if n % 2:
                carry = points
        if carry is not None and carry >= 0:
            # The lowest live floater plays one who cannot reach him, or has the bye (FMT-3).
            got = self.result() if out else self.win
            new[carry + got] = new.get(carry + got, 0) + 1
        fresh, more, gone = self.split(new, left - 1)
        return fresh, sure + more, out + gone, mine + his


def _nearest(counts: dict[int, int], points: int, *, below_only: bool) -> int | None:
    """The group nearest below `points` (else above, unless below_only) holding a player."""
    held = [v for v, n in counts.items() if n > 0]
    below = [v for v in held if v < points]
    if below:
        return max(below)
    if below_only:
        return None  # his opponent is one of those who cannot reach him: nothing to follow
    return min(held) if held else None


def simulate(f: Field, record: Record, runs: int, rng: random.Random) -> tuple[float, int]:
    """The share of simulated runs in which he makes the top with this record, and the runs.

    Runs go in batches until the Wilson 95 % interval is within ±PRECISION or `runs` are
    done: a share near 0 or 1 is pinned down in a few hundred runs, one near ½ takes all.
    """
    me = f.me
    run = _Run(f, record, rng)
    target = run.target
    after = f.future * (me in f.active)  # his rounds after the current one
    rest: dict[int, int] = {}  # others not in an open match, paired from the next round
    fixed = level_fixed = 0  # others surely above him, others no round moves, level with him
    pairs: Counter[tuple[int, int]] = Counter()  # open matches of two live players
    singles: Counter[int] = Counter()  # live players whose open opponent does not matter
    his_rival: int | None = None
    playing: set[int] = set()
    for a, b in f.open_pairs:
        playing |= {a, b}
        if me in (a, b):
            his_rival = f.points[b if a == me else a]
            continue
        followed = []
        for player in (a, b):
            where = run.place(f.points[player], f.future + 1)
            fixed += where == 2
            if where == 1:
                followed.append(f.points[player])
        if len(followed) == 2:
            pa, pb = sorted(followed, reverse=True)
            pairs[(pa, pb)] += 1
        elif followed:
            singles[followed[0]] += 1
    for player, points in f.points.items():
        if player == me or player in playing:
            continue
        if player in f.active:
            rest[points] = rest.get(points, 0) + 1
        else:
            fixed += points > target
            level_fixed += points == target
    inside = 0.0
    done = 0
    while done < runs:
        if done >= MIN_RUNS and not done % BATCH:
            low, high = wilson(inside, done)
            if high - low <= 2 * PRECISION:
                break
        done += 1
        order = run.results[:]
        rng.shuffle(order)
        counts = dict(rest)
        for (pa, pb), n in pairs.items():
            run.matches(pa, pb, n, counts)
        for points, n in singles.items():
            run.alone(points, n, counts)
        mine = f.points[me]
        if his_rival is not None:
            result = order.pop()
            his = run.value[result]
            mine += his
            other = run.draw if result == "D" else run.win + run.loss - his
            counts[his_rival + other] = counts.get(his_rival + other, 0) + 1
        left = min(len(order), after)
        live, sure, out = run.split(counts, left)
        for result in order:
            live, sure, out, mine = run.round(live, sure, out, mine, result, left)
            left -= 1
        above = fixed + sure + sum(n for v, n in live.items() if v > target)
        level = level_fixed + live.get(target, 0)
        inside += min(max((f.top - above) / (level + 1), 0.0), 1.0)
    return inside / done if done else 0.0, done
