"""Benchmark of the ratings (issue 26): recomputing everyone's rating from scratch.

Simulates N tournaments of P players (Swiss, R rounds, paired by current points with a random
order inside a point group) drawn from a pool of persons of random strength, as a `History`,
then times `compute_ratings` over it (best of 3) and checks the strongest end up on top.

Run from the project root: python bench/ratings.py [--tournaments 1000] [--players 64]
[--rounds 6] [--pool 2000] [--seed S] [--profile] [--by-rate]
"""

from __future__ import annotations

import argparse
import cProfile
import math
import platform
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a plain script

from bot.domain import ratings as ratings_module
from bot.domain.history import History, PastEntry, PastMatch, PastTournament
from bot.domain.model import PlayerStatus, ResultKind
from bot.domain.ratings import compute_ratings

DRAW_RATE = 0.04  # a drawn match now and then


def tournament(
    tid: int, persons: list[int], strength: dict[int, float], rounds: int, rng: random.Random
) -> PastTournament:
    """One simulated Swiss tournament: pairs by points, the stronger wins more often."""
    players = list(range(1, len(persons) + 1))
    person = dict(zip(players, persons, strict=True))
    points = dict.fromkeys(players, 0)
    matches: list[PastMatch] = []
    for round_no in range(1, rounds + 1):
        order = sorted(players, key=lambda p: (-points[p], rng.random()))
        for a, b in zip(order[::2], order[1::2], strict=True):
            diff = strength[person[a]] - strength[person[b]]
            if rng.random() < DRAW_RATE:
                score, draws = (1, 1), 1
                points[a] += 1
                points[b] += 1
            elif rng.random() < 1 / (1 + math.exp(-diff)):
                score, draws = (2, rng.choice((0, 1))), 0
                points[a] += 3
            else:
                score, draws = (rng.choice((0, 1)), 2), 0
                points[b] += 3
            matches.append(
                PastMatch(round_no, 0, a, b, score[0], score[1], draws, ResultKind.MATCH, None)
            )
    ranked = sorted(players, key=lambda p: -points[p])
    entries = tuple(
        PastEntry(p, person[p], person[p], f"p{person[p]}", i, i, PlayerStatus.REGISTERED)
        for i, p in enumerate(ranked, start=1)
    )
    return PastTournament(
        tid, f"T{tid}", float(tid), True, None, 1.0, frozenset({"telegram"}), entries,
        tuple(matches),
    )  # fmt: skip


def simulate(count: int, players: int, rounds: int, pool: int, seed: str) -> tuple[History, dict]:
    """A history of `count` tournaments and each person's hidden strength."""
    rng = random.Random(seed)
    strength = {p: rng.gauss(0, 1) for p in range(1, pool + 1)}
    everyone = list(strength)
    past = tuple(
        tournament(i, rng.sample(everyone, players), strength, rounds, rng)
        for i in range(1, count + 1)
    )
    names = {p: f"p{p}" for p in everyone}
    return History(past, {p: p for p in everyone}, names), strength


def main() -> None:
    """Simulate, time, print."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tournaments", type=int, default=1000)
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--pool", type=int, default=2000, help="distinct persons")
    parser.add_argument("--seed", default="ratings-bench")
    parser.add_argument("--profile", action="store_true", help="print cProfile's top 15")
    parser.add_argument(
        "--by-rate", action="store_true", help="openskill's public rate, not the fast path"
    )
    args = parser.parse_args()
    if args.by_rate:
        ratings_module.UPDATE = ratings_module.by_rate
    print(f"update: {ratings_module.UPDATE.__name__}")
    print(f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}")
    start = time.perf_counter()
    history, strength = simulate(args.tournaments, args.players, args.rounds, args.pool, args.seed)
    matches = sum(1 for t in history.tournaments for _ in t.rated_matches())
    print(
        f"simulated {args.tournaments} tournaments × {args.players} players × {args.rounds} "
        f"rounds = {matches} rated matches, {args.pool} persons "
        f"({time.perf_counter() - start:.1f} s, not timed)"
    )
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(compute_ratings, history)
        pstats.Stats(profile).sort_stats("cumulative").print_stats(15)
        return
    times, cpu, ratings = [], [], None
    for _ in range(3):
        start, start_cpu = time.perf_counter(), time.process_time()
        ratings = compute_ratings(history)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    assert ratings is not None
    best = min(times)
    print(
        f"compute_ratings from scratch: best {best:.2f} s of 3 "
        f"({', '.join(f'{t:.2f}' for t in times)}; CPU {min(cpu):.2f} s), "
        f"{matches / best:,.0f} matches/s, {best / matches * 1e6:.1f} µs a match"
    )
    again = compute_ratings(history)
    print(f"deterministic (a second run gives the same table): {again == ratings}")
    table = ratings.table()
    top = sorted(strength, key=lambda p: -strength[p])[:100]
    found = sum(1 for line in table[:100] if line.person in set(top))
    print(
        f"rated persons {len(table)}; of the 100 strongest, {found} are in the rating's top "
        f"100; top value {table[0].value}, median {table[len(table) // 2].value}"
    )


if __name__ == "__main__":
    main()
