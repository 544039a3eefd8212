"""Benchmark of Swiss pairing (FMT-3): speed and quality of round 5 and the last round.

Run from the project root: python bench/pairing_speed.py [--sizes 64,128,512,1024,4096] [--seed S]
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import platform
import random
import statistics
import sys
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a plain script

from bot.domain.model import MatchResult, Pairing, ResultKind
from bot.domain.pairing import EXACT_LIMIT, Entrant, pair_round
from bot.domain.standings import compute_standings

# Largest field on which the exact matching is also timed (128 takes seconds a call).
EXACT_UP_TO = 128
# Per match: a draw now and then, the rest split by game score; a few players drop a round.
DRAW_RATE = 0.04
DROP_RATE = 0.01
WINS = [(2, 0, 0), (2, 1, 0), (1, 0, 1), (1, 0, 2)]  # winner's games, loser's games, draws
DRAWS = [(1, 1, 0), (0, 0, 1), (1, 1, 1)]


@dataclass(frozen=True, slots=True)
class Figures:
    """What one method did on one round."""

    best: float  # seconds
    median: float
    peak: int  # bytes allocated at the peak, by tracemalloc
    rematches: int
    down: int  # players paired down: pairs whose two players have different points
    down_points: int  # sum of the point differences of those pairs
    bye: str  # who got the bye, as FMT-3 sees it


def measure(entrants: list[Entrant], seed: str, round_no: int, exact_limit: int) -> Figures:
    """Time one pairing (best and median of 3 runs), then its peak memory, then its quality."""
    times = []
    for _ in range(3):
        start = time.perf_counter()
        pairing = pair_round(entrants, seed, round_no, exact_limit=exact_limit)
        times.append(time.perf_counter() - start)
    tracemalloc.start()  # a separate run: tracing slows Python down several times
    pair_round(entrants, seed, round_no, exact_limit=exact_limit)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    points = {e.id: e.points for e in entrants}
    downs = [abs(points[a] - points[b]) for a, b in pairing.pairs if points[a] != points[b]]
    return Figures(
        min(times),
        statistics.median(times),
        peak,
        len(pairing.rematches),
        len(downs),
        sum(downs),
        describe_bye(entrants, pairing),
    )


def describe_bye(entrants: list[Entrant], pairing: Pairing) -> str:
    """'-' without a bye; 'lowest' when the lowest-ranked player without one got it (FMT-3)."""
    if pairing.bye is None:
        return "-"
    without = [e.id for e in entrants if not e.had_bye]
    lowest = without[-1] if without else entrants[-1].id
    if pairing.bye == lowest:
        return "lowest"
    repeat = any(e.id == pairing.bye and e.had_bye for e in entrants)
    return "REPEAT" if repeat else "moved up"


def entrants_of(players: list[int], active: set[int], results: list[MatchResult]) -> list[Entrant]:
    """The active players in standings order, as the bot builds them before pairing."""
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


def play(size: int, seed: str) -> dict[int, list[Entrant]]:
    """A Swiss event of `size` players with random results; the fields of round 5 and last."""
    rng = random.Random(f"bench:{seed}:{size}")
    players = list(range(1, size + 1))
    active = set(players)
    results: list[MatchResult] = []
    last = math.ceil(math.log2(size))
    fields: dict[int, list[Entrant]] = {}
    for round_no in range(1, last + 1):
        entrants = entrants_of(players, active, results)
        if len(entrants) < 2:
            break
        if round_no in (5, last):
            fields[round_no] = entrants
        pairing = pair_round(entrants, seed, round_no)
        for a, b in pairing.pairs:
            if rng.random() < DRAW_RATE:
                results.append(MatchResult(round_no, a, b, *rng.choice(DRAWS)))
            else:
                won, lost, drawn = rng.choice(WINS)
                if rng.random() < 0.5:
                    a, b = b, a
                results.append(MatchResult(round_no, a, b, won, lost, drawn))
        if pairing.bye is not None:
            results.append(MatchResult(round_no, pairing.bye, None, 2, 0, 0, ResultKind.BYE))
        # REG-8: a dropped player keeps his results but is not paired any more.
        active -= {p for p in sorted(active) if rng.random() < DROP_RATE}
    return fields


def row(size: int, round_no: int, field: int, method: str, f: Figures) -> str:
    """One line of the report; '*' marks the method pair_round uses at this field size."""
    default = "groups" if field > EXACT_LIMIT else "exact"
    method += "*" if method == default else ""
    return (
        f"{size:>5} {round_no:>5} {field:>5}  {method:<7} {f.best * 1000:>9.1f} "
        f"{f.median * 1000:>9.1f} {f.peak / 2**20:>8.2f} {f.rematches:>4} "
        f"{f.down:>5} {f.down_points:>5}  {f.bye}"
    )


def main() -> None:
    """Parse the arguments, play the events and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="64,128,512,1024,4096", help="comma-separated")
    parser.add_argument("--seed", default="bench", help="the events' and the lots' seed")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]

    cpu = platform.processor() or platform.machine()
    with contextlib.suppress(OSError):
        names = [
            line for line in Path("/proc/cpuinfo").read_text().splitlines() if "model name" in line
        ]
        cpu = names[0].split(":", 1)[1].strip() if names else cpu
    print(f"machine: {platform.platform()}, {cpu}, {os.cpu_count()} CPUs")
    print(f"python:  {sys.version.split()[0]} ({platform.python_implementation()})")
    print(f"seed: {args.seed}; exact path up to {EXACT_LIMIT} entrants (EXACT_LIMIT)")
    print(
        "groups = score-group path, exact = one exact matching, * = what pair_round uses;\n"
        "ms = wall time, best and median of 3 runs; peak = tracemalloc peak of a 4th run;\n"
        "rem = rematches; down = players paired down, pts = sum of their point differences;\n"
        "bye: lowest = FMT-3's lowest-ranked player without a bye got it"
    )
    print(
        f"{'size':>5} {'round':>5} {'field':>5}  {'method':<7} {'best ms':>9} {'median ms':>9} "
        f"{'peak MiB':>8} {'rem':>4} {'down':>5} {'pts':>5}  bye"
    )
    started = time.perf_counter()
    for size in sizes:
        for round_no, entrants in play(size, args.seed).items():
            n = len(entrants)
            # exact_limit=0 forces the group path; exact_limit=n the one exact matching.
            print(row(size, round_no, n, "groups", measure(entrants, args.seed, round_no, 0)))
            if n <= EXACT_UP_TO:
                print(row(size, round_no, n, "exact", measure(entrants, args.seed, round_no, n)))
        sys.stdout.flush()
    print(f"total {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
