"""Benchmark of `/need` (issue 26): a Swiss of 512 players with 3 rounds left, one answer.

Run from the project root: python bench/need.py [--players 512] [--rounds 9] [--left 3]
[--runs 2000] [--seed S]

The event is simulated with the real pairing (FMT-3) to its mid-point: random results, a
draw now and then. Then `/need` is timed for one player near the cut and for several players
across the table, twice: at the round's end (the next round's real pairing known, every
round after it simulated) and in the middle of the next round (half its results in).
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a plain script

from bot.domain.match_rules import bye_result
from bot.domain.model import Match, MatchStatus
from bot.domain.settings import TournamentSettings
from bot.domain.stage_specs import StageRun, StageSpec
from bot.domain.stage_state import StageState
from bot.domain.top_chances import estimate, field_of, top_chances

RESULTS = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0)]
DRAW_RATE = 0.04


def played(players: int, rounds: int, left: int, seed: str) -> tuple[StageState, float]:
    """The stage after rounds - left rounds with random results; and the seconds it took."""
    settings = TournamentSettings(seed=seed)
    specs = (StageSpec("swiss", rounds=rounds), StageSpec("top", size=8))
    run = StageRun(0, specs[0], tuple(range(1, players + 1)))
    everyone = frozenset(run.seeds)
    state = StageState(settings, 0, run, specs, (), frozenset(), everyone)
    rng = random.Random(seed)
    matches: list[Match] = []
    started = time.perf_counter()
    for round_no in range(1, rounds - left + 1):
        pairs = state.next_pairs or []
        for new in pairs:
            number = len(matches) + 1
            m = Match(number, 1, number, round_no, new.a, new.b)
            if new.b is None:
                matches.append(bye_result(m, settings.bye, 0.0))
                continue
            score = (1, 1, 0) if rng.random() < DRAW_RATE else rng.choice(RESULTS)
            sa, sb, draws = score
            matches.append(dataclasses.replace(
                m, status=MatchStatus.FINAL, score_a=sa, score_b=sb, draws=draws
            ))  # fmt: skip
        state = dataclasses.replace(state, current_round=round_no, matches=tuple(matches))
    return state, time.perf_counter() - started


def mid_round(state: StageState, rng: random.Random) -> StageState:
    """The next round paired, half of its matches final, the rest open."""
    round_no = state.current_round + 1
    matches = list(state.matches)
    for new in state.next_pairs or []:
        number = len(matches) + 1
        m = Match(number, 1, number, round_no, new.a, new.b)
        if new.b is None:
            m = bye_result(m, state.settings.bye, 0.0)
        elif rng.random() < 0.5:
            sa, sb, draws = rng.choice(RESULTS)
            m = dataclasses.replace(
                m, status=MatchStatus.FINAL, score_a=sa, score_b=sb, draws=draws
            )
        matches.append(m)
    return dataclasses.replace(state, current_round=round_no, matches=tuple(matches))


def timed(state: StageState, player: int, runs: int) -> tuple[float, str, Counter[str]]:
    """One answer from a fresh state (nothing cached): seconds, method, verdicts."""
    fresh = dataclasses.replace(state)  # the cached properties start empty, as after a load
    started = time.perf_counter()
    chances = top_chances(fresh, player, random.Random(player), runs=runs)
    seconds = time.perf_counter() - started
    return seconds, chances.method, Counter(line.verdict for line in chances.lines)


def report(label: str, state: StageState, runs: int) -> None:
    """Time `/need` for the player on the cut and for players across the table."""
    ranking = [p for p, _ in sorted(state.points.items(), key=lambda kv: -kv[1])]
    f = field_of(state, ranking[0])
    calls, leaves = estimate(f)
    print(f"\n{label}: {len(f.open_pairs)} open matches, {f.future} rounds to pair; "
          f"exact would take 10^{len(str(calls)) - 1} pairings, 10^{len(str(leaves)) - 1} "
          "leaves")  # fmt: skip
    started = time.perf_counter()
    pairs = dataclasses.replace(state).next_pairs
    print(f"  the real pairing of the next round alone: {time.perf_counter() - started:.3f} s"
          f" ({len(pairs or [])} pairs)")  # fmt: skip
    picks = {"on the cut (8th)": ranking[7]}
    for place in (1, 16, 32, 64, 128, 256):
        picks[f"place {place}"] = ranking[place - 1]
    times = []
    for name, player in picks.items():
        seconds, method, verdicts = timed(state, player, runs)
        times.append(seconds)
        points = state.points[player]
        print(f"  {name:>17}: {seconds:6.3f} s  {method}, {points} points, "
              f"{dict(sorted(verdicts.items()))}")  # fmt: skip
    print(f"  mean over {len(times)} players: {statistics.mean(times):.3f} s, "
          f"max {max(times):.3f} s")  # fmt: skip
    cut = top_chances(dataclasses.replace(state), ranking[7], random.Random(0), runs=runs)
    print("  the 8th's answer:")
    for line in cut.lines:
        share = (
            ""
            if line.share is None
            else (f" {line.share:.0%} [{line.low:.0%}, {line.high:.0%}] in {line.runs} runs")
        )
        print(f"    {line.record:>5} → {line.points} points: {line.verdict}{share}")


def main() -> None:
    """Build the event and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=512)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--left", type=int, default=3)
    parser.add_argument("--runs", type=int, default=2000)
    parser.add_argument("--seed", default="need-bench")
    args = parser.parse_args()
    print(f"{platform.platform()}, {platform.python_implementation()} "
          f"{platform.python_version()}")  # fmt: skip
    state, seconds = played(args.players, args.rounds, args.left, args.seed)
    print(f"{args.players} players, swiss:{args.rounds},top:8, {state.current_round} rounds "
          f"played with the real pairing in {seconds:.1f} s; at most {args.runs} runs a record"
          )  # fmt: skip
    report("at the round's end", state, args.runs)
    report("in the middle of the next round", mid_round(state, random.Random(1)), args.runs)


if __name__ == "__main__":
    main()
