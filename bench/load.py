"""Load benchmark: a whole round's score reports hitting the real bot through the Telegram sandbox.

Run from the project root: python bench/load.py [--players 1024] [--real-limits] [--profile]
N scripted players register (concurrently: not measured), round 1 is paired, then every pair
reports at once: one player sends /report 2:1, the other presses «Подтвердить» on the request.
It prints updates handled per second over that phase, the latency from an update entering the
sandbox to the bot's answer reaching it (p50, p99), peak RSS and the SQLite file's size.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/_world.py beside this file

from _world import (
    Clock,
    Seat,
    Watcher,
    file_size,
    machine,
    peak_rss_mib,
    percentile,
    play_round,
    profile_report,
    read_pairing,
    register_all,
    restart_paced,
)

from sandbox.script import Scene, running_scene


def cpu_seconds() -> tuple[float, float]:
    """CPU time of the whole process and of this (the event loop's) thread."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime, time.thread_time()


async def play(args: argparse.Namespace, db_path: Path, clock: Clock) -> None:
    """Register, pair round 1, time the reports and confirmations, print the figures."""
    n = args.players
    async with (
        running_scene(db_path, real_limits=False) as scene,
        Watcher(scene, "telegram") as watcher,
    ):
        tid = await scene.create("Кубок нагрузки", "bo=3 rounds=auto confirm_minutes=10")
        clock.say(f"tournament #{tid} open; registering {n} players")
        users = await register_all(scene, watcher, tid, n, "telegram", clock)
        rss_registered = peak_rss_mib()
        if args.real_limits:  # registration ran unpaced: it is not what is measured
            await restart_paced(scene, db_path)
            clock.say("bot restarted with real limits on both sides")
        await scene.judge.send("/begin", chat=scene.channel)
        arrivals = await asyncio.gather(*(watcher.expect(u, "тур 1") for u in users))
        seats = [read_pairing(a) for a in arrivals]
        await scene.app.drain(120)
        clock.say(f"round 1 paired: {sum(s is not None for s in seats) // 2} matches")
        await report_phase(args, scene, watcher, users, seats, clock, rss_registered)
        closed = time.perf_counter()
        await scene.judges_chat.expect("тур 1 завершён", timeout=300)
        drained = await scene.app.drain(300)
        closed = time.perf_counter() - closed
        clock.say(f"round closed and standings sent in {closed:.1f} s after the last answer")
        assert drained, "the outbox did not empty within 300 s"
        db, wal = file_size(db_path), file_size(db_path.with_name(db_path.name + "-wal"))
        print(
            f"SQLite after round 1:   {db / 2**20:.2f} MiB + WAL {wal / 2**20:.2f} MiB "
            f"= {(db + wal) / 2**20:.2f} MiB ({(db + wal) / n / 1024:.1f} KiB a player)"
        )
        print(f"peak RSS at the end:    {peak_rss_mib():.0f} MiB")
    closed = file_size(db_path)
    print(f"SQLite after the bot stopped (WAL checkpointed): {closed / 2**20:.2f} MiB")


async def report_phase(
    args: argparse.Namespace,
    scene: Scene,
    watcher: Watcher,
    users: list[Any],
    seats: list[Seat | None],
    clock: Clock,
    rss_registered: float,
) -> None:
    """Half the players report, the other half confirm, all at once; print the figures."""
    matches = sum(seat is not None for seat in seats) // 2
    updates = 2 * matches
    calls_before = sum(scene.sb.stats.calls.values())
    limited_before = scene.sb.stats.rate_limited
    if args.tracemalloc:
        tracemalloc.start()
    profiler = cProfile.Profile() if args.profile else None
    cpu_before = cpu_seconds()
    clock.say(f"reporting phase: {matches} reports and {matches} confirmations at once")
    if profiler is not None:
        profiler.enable()
    wall = time.perf_counter()
    times = await play_round(watcher, users, seats)
    wall = time.perf_counter() - wall
    if profiler is not None:
        profiler.disable()
    cpu_after = cpu_seconds()
    traced = tracemalloc.get_traced_memory()[1] if args.tracemalloc else None
    tracemalloc.stop()
    span = max(times.answered) - min(times.queued)
    process_cpu, loop_cpu = (a - b for a, b in zip(cpu_after, cpu_before, strict=True))
    report_ms, confirm_ms = times.report_ms, times.confirm_ms
    latencies = report_ms + confirm_ms
    calls = sum(scene.sb.stats.calls.values()) - calls_before
    limited = scene.sb.stats.rate_limited - limited_before
    print()
    print(f"players {len(users)}, matches {matches}, updates in the phase {updates}")
    print(f"phase (first update queued → last answer): {span:.2f} s (gather wall {wall:.2f} s)")
    print(f"updates handled per second: {updates / span:.0f}")
    print(f"Bot API calls in the phase: {calls} ({calls / span:.0f}/s), 429 answers: {limited}")
    print(
        f"latency, update queued → bot's answer at the sandbox (ms): "
        f"p50 {percentile(latencies, 0.5):.0f}, p99 {percentile(latencies, 0.99):.0f}, "
        f"max {max(latencies):.0f}"
    )
    print(
        f"  /report → «Счёт матча»:    p50 {percentile(report_ms, 0.5):.0f}, "
        f"p99 {percentile(report_ms, 0.99):.0f}"
    )
    print(
        f"  «Подтвердить» → «Матч №N:»: p50 {percentile(confirm_ms, 0.5):.0f}, "
        f"p99 {percentile(confirm_ms, 0.99):.0f}"
    )
    print(
        f"CPU in the phase: {process_cpu:.2f} s process, {loop_cpu:.2f} s event-loop thread "
        f"(bot + sandbox + scripted users), {process_cpu - loop_cpu:.2f} s other threads "
        f"(aiosqlite, pictures)"
    )
    print(
        f"peak RSS after registration {rss_registered:.0f} MiB, "
        f"after the phase {peak_rss_mib():.0f} MiB"
    )
    if traced is not None:
        print(f"tracemalloc peak in the phase: {traced / 2**20:.1f} MiB (Python objects only)")
    if profiler is not None:
        print(profile_report(profiler))
        if args.profile != "-":
            profiler.dump_stats(args.profile)
            print(f"profile written to {args.profile} (python -m pstats {args.profile})")
    print()


def main() -> None:
    """Parse the arguments and run one benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument(
        "--real-limits",
        action="store_true",
        help="the sandbox enforces Telegram's flood limits and the bot paces itself",
    )
    parser.add_argument(
        "--profile",
        nargs="?",
        const="-",
        metavar="FILE",
        help="cProfile the reporting phase (event-loop thread); FILE keeps the raw stats",
    )
    parser.add_argument(
        "--tracemalloc", action="store_true", help="trace Python allocations in the phase (slow)"
    )
    args = parser.parse_args()
    clock = Clock()
    print(f"machine: {machine()}")
    limits = "ON after registration" if args.real_limits else "OFF"
    print(f"players: {args.players}; Telegram sandbox over loopback; flood limits {limits}")
    if not args.real_limits:
        print("  (limits off: this measures the bot, not Telegram's pacing; see bench/fanout.py)")
    with tempfile.TemporaryDirectory(prefix="bench-load-") as tmp:
        asyncio.run(play(args, Path(tmp) / "bench.sqlite3", clock))
    print(f"total run time {clock():.0f} s")


if __name__ == "__main__":
    main()
