"""The bot as its own process against the Bot API stand-in, and a bare aiogram echo bot as floor.

Run from the project root: python bench/process_load.py [--players 256] [--paced]
This process runs the Telegram stand-in (sandbox.telegram) and every scripted user; the bot
is `python -m bot run --config <tmp>/config.toml`, a child whose CPU and memory are read from
/proc. N players register (not measured), round 1 is paired, then the burst: every first
player of a pair sends /report 2:1 at once, each opponent presses «Подтвердить» as soon as the
request reaches him. Then a stream of N `/me` at once. The same counts of updates go through
`bench/echo_floor.py` (one aiogram handler answering every message with its text) on the same
stand-in. Latency: an update queued in the stand-in → the first send to that user's chat the
stand-in answers. `--paced`: the burst with the default config and the stand-in's real limits
(registration and pairing stay unpaced; the echo floor always runs unpaced).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ modules beside this file

from _world import (
    WAIT,
    Clock,
    Seat,
    Watcher,
    machine,
    percentile,
    read_pairing,
    register_all,
)
from process_world import (
    Child,
    Profiler,
    bot_child,
    cpu_seconds,
    echo_child,
    libraries_floor,
    memory_mib,
    quiet,
    snapshot,
    write_config,
)

from sandbox.script import Scene, say
from sandbox.telegram import Limits, TelegramSandbox


@dataclass
class Phase:
    """What one phase of updates cost the process that handled them."""

    queued: list[float] = field(default_factory=list)  # loop time each update was queued
    answered: list[float] = field(default_factory=list)  # its first answer at the stand-in
    cpu: float = 0.0  # CPU seconds of the bot process over the phase
    cpu_start: float = 0.0  # the process's CPU seconds when the phase began

    @property
    def count(self) -> int:
        return len(self.queued)

    @property
    def latency_ms(self) -> list[float]:
        return [(a - q) * 1000 for q, a in zip(self.queued, self.answered, strict=True)]

    @property
    def rate(self) -> float:
        span = max(self.answered) - min(self.queued)
        return self.count / span if span > 0 else float("inf")

    @property
    def cpu_ms(self) -> float:
        return 1000 * self.cpu / self.count


class Answers(Watcher):
    """A Watcher that also tells when the first send to a chat after a moment was answered.

    One future per waiting update, resolved when its chat's next send is logged: waiting
    users cost nothing per send to others (a shared `until` would re-test them all).
    """

    def __init__(self, scene: Any, platform_name: str) -> None:
        super().__init__(scene, platform_name)
        self.firsts: dict[int, list[tuple[float, asyncio.Future[float]]]] = {}

    def _take(self, chat_id: int | None, t: float) -> None:
        key = chat_id or 0
        box = self.boxes.get(key)
        before = len(box.arrivals) if box is not None else 0
        super()._take(chat_id, t)
        if box is None or len(box.arrivals) == before or key not in self.firsts:
            return
        waiting = []
        for since, future in self.firsts.pop(key):
            if t >= since and not future.done():
                future.set_result(t)
            elif not future.done():
                waiting.append((since, future))
        if waiting:
            self.firsts[key] = waiting

    async def first_answer(self, user: Any, since: float) -> float:
        """Log time of the first send to the user's chat answered at or after `since`."""
        key = self.key(user)
        done = next((a.t for a in self.boxes[key].arrivals if a.t >= since), None)
        if done is not None:
            return done
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self.firsts.setdefault(key, []).append((since, future))
        return await asyncio.wait_for(future, WAIT)


async def measured(pid: int, jobs: list[Any], phase: Phase) -> Phase:
    """Run the jobs at once and charge the CPU the process `pid` spent meanwhile."""
    phase.cpu_start = cpu_seconds(pid)
    await asyncio.gather(*jobs)
    phase.cpu = cpu_seconds(pid) - phase.cpu_start
    return phase


async def bot_burst(pid: int, watcher: Answers, users: list[Any], seats: list[Seat | None]
                    ) -> Phase:  # fmt: skip
    """Every pair at once: the first reports 2:1, the other confirms as the request arrives."""
    phase = Phase()
    by_nick = {user.first_name: user for user in users}
    loop = asyncio.get_running_loop()

    async def timed(user: Any, act: Any) -> None:
        start = loop.time()  # the stand-in queues the update synchronously inside act
        task = asyncio.ensure_future(act)
        answered = await watcher.first_answer(user, start)
        await task
        phase.queued.append(start)
        phase.answered.append(answered)

    async def report(user: Any, seat: Seat) -> None:
        await timed(user, say(user, "/report 2:1"))
        await watcher.expect(user, f"Счёт матча №{seat.number} ")

    async def confirm(user: Any, seat: Seat) -> None:
        request = await watcher.expect(user, f"ввёл счёт матча №{seat.number}:")
        await timed(user, user.press(request.message, "Подтвердить", timeout=WAIT))
        await watcher.expect(user, f"Матч №{seat.number}:")

    jobs = []
    for user, seat in zip(users, seats, strict=True):
        if seat is not None and user.first_name < seat.opponent:  # the first of a pair reports
            jobs += [report(user, seat), confirm(by_nick[seat.opponent], seat)]
    return await measured(pid, jobs, phase)


async def echo_burst(pid: int, watcher: Answers, users: list[Any]) -> Phase:
    """The same shape through the echo bot: half send, each partner answers on the echo."""
    phase = Phase()
    loop = asyncio.get_running_loop()

    async def one(user: Any, text: str) -> None:
        start = loop.time()
        await say(user, text)
        phase.answered.append(await watcher.first_answer(user, start))
        phase.queued.append(start)
        await watcher.expect(user, text)

    async def pair(i: int, first: Any, second: Any) -> None:
        await one(first, f"счёт 2:1, матч {i}")
        await one(second, f"подтверждаю матч {i}")

    jobs = [pair(i, users[2 * i], users[2 * i + 1]) for i in range(len(users) // 2)]
    return await measured(pid, jobs, phase)


async def stream(pid: int, watcher: Answers, users: list[Any], text: str) -> Phase:
    """Every user sends `text` at once; each waits for his first answer."""
    phase = Phase()
    loop = asyncio.get_running_loop()

    async def one(user: Any) -> None:
        start = loop.time()
        await say(user, text)
        phase.answered.append(await watcher.first_answer(user, start))
        phase.queued.append(start)

    return await measured(pid, [one(user) for user in users], phase)


@dataclass
class Run:
    """The figures of one bot process."""

    idle_rss: float = 0.0
    peak_rss: float = 0.0
    burst: Phase | None = None
    me: Phase | None = None
    start_s: float = 0.0
    closed_cpu: float = 0.0  # CPU from the burst's start to the round closed, outbox empty


async def run_bot(args: argparse.Namespace, sb: TelegramSandbox, tmp: Path, clock: Clock) -> Run:
    """Tournament, registration, pairing, then the burst and the /me stream, measured."""
    n, run = args.players, Run()
    db = tmp / "bench.sqlite3"
    bot = bot_child(write_config(tmp, sb, db, paced=False), tmp / "bot.log")
    scene = Scene(None, sb, None)  # type: ignore[arg-type]  # the bot is a process: no App
    try:
        run.start_s = await bot.start(sb)
        await quiet(sb, db, calm=0.5)
        run.idle_rss = memory_mib(bot.pid)[0]
        await asyncio.to_thread(snapshot, bot.pid, "idle")
        clock.say(f"bot pid {bot.pid} polling after {run.start_s:.1f} s, idle {run.idle_rss:.0f} "
                  "MiB")  # fmt: skip
        async with Answers(scene, "telegram") as watcher:
            tid = await scene.create("Кубок процесса", "bo=3 rounds=auto confirm_minutes=10")
            users = await register_all(scene, watcher, tid, n, "telegram", clock)
            await say(scene.judge, "/begin", scene.channel)
            seats = [read_pairing(a) for a in await asyncio.gather(
                *(watcher.expect(u, "тур 1") for u in users))]  # fmt: skip
            await quiet(sb, db)
            clock.say(f"round 1 paired: {sum(s is not None for s in seats) // 2} matches")
            if args.paced:
                await bot.stop()
                sb.limits = Limits()
                bot = bot_child(write_config(tmp, sb, db, paced=True, name="paced.toml"),
                                tmp / "bot.log")  # fmt: skip
                await bot.start(sb)
                await quiet(sb, db, calm=0.5)
                clock.say(f"bot restarted paced (default config), pid {bot.pid}")
            profiler = Profiler(args.py_spy)
            await profiler.start(bot.pid, "burst")
            calls = dict(sb.stats.calls)
            run.burst = await bot_burst(bot.pid, watcher, users, seats)
            await profiler.stop()
            clock.say("Bot API calls in the burst: " + ", ".join(
                f"{m} {n - calls.get(m, 0)}" for m, n in sb.stats.calls.items()
                if n > calls.get(m, 0)))  # fmt: skip
            clock.say(f"burst: {run.burst.count} updates in "
                      f"{max(run.burst.answered) - min(run.burst.queued):.2f} s")  # fmt: skip
            await scene.judges_chat.expect("тур 1 завершён", timeout=300)
            calm = await quiet(sb, db)  # the standings picture, the channel's messages
            run.closed_cpu = cpu_seconds(bot.pid) - run.burst.cpu_start
            clock.say(f"round closed; outbox empty and calm {calm:.1f} s later")
            await profiler.start(bot.pid, "me")
            run.me = await stream(bot.pid, watcher, users, "/me")
            await profiler.stop()
            await quiet(sb, db)
            clock.say(f"/me stream: {run.me.count} updates")
            run.peak_rss = memory_mib(bot.pid)[1]
            await asyncio.to_thread(snapshot, bot.pid, "after the /me stream")
    finally:
        code = await bot.stop()
        clock.say(f"bot stopped, exit code {code}")
    return run


async def run_echo(n: int, sb: TelegramSandbox, tmp: Path, clock: Clock) -> Run:
    """The same counts of updates through the bare aiogram echo bot."""
    run = Run()
    sb.limits = Limits(enabled=False)
    echo: Child = echo_child(sb, tmp / "echo.log")
    scene = SimpleNamespace(tg=sb, vk=None)  # all the Watcher reads of a scene
    try:
        run.start_s = await echo.start(sb)
        await quiet(sb, None, calm=0.5)
        run.idle_rss = memory_mib(echo.pid)[0]
        async with Answers(scene, "telegram") as watcher:  # type: ignore[arg-type]
            users = [sb.user(900000 + i, f"Эхо{i:04d}") for i in range(n)]
            for user in users:
                watcher.follow(user)
            run.burst = await echo_burst(echo.pid, watcher, users)
            await quiet(sb, None, calm=0.5)
            run.me = await stream(echo.pid, watcher, users, "/me")
            await quiet(sb, None, calm=0.5)
            run.peak_rss = memory_mib(echo.pid)[1]
        clock.say(f"echo floor: {run.burst.count} + {run.me.count} updates")
    finally:
        await echo.stop()
    return run


def table(bot: Run, echo: Run, floor_both: float, floor_aiogram: float, paced: bool) -> str:
    """One table: figure | bot | echo floor | ratio."""
    rows: list[tuple[str, float, float, str]] = []
    for name, b, e in (("burst", bot.burst, echo.burst), ("/me", bot.me, echo.me)):
        assert b is not None and e is not None
        lat_b, lat_e = b.latency_ms, e.latency_ms
        label = f"{name} ({b.count} updates)"
        rows += [
            (f"{label}: updates handled per second", b.rate, e.rate, "x"),
            (f"{label}: latency p50, ms", percentile(lat_b, 0.5), percentile(lat_e, 0.5), "x"),
            (f"{label}: latency p99, ms", percentile(lat_b, 0.99), percentile(lat_e, 0.99), "x"),
            (f"{label}: CPU per handled update, ms", b.cpu_ms, e.cpu_ms, "x"),
        ]
    assert bot.burst is not None and echo.burst is not None
    closed = 1000 * bot.closed_cpu / bot.burst.count
    rows.insert(4, ("burst + round close: CPU per update, ms", closed, echo.burst.cpu_ms, "x"))
    rows += [
        ("RSS idle (after start), MiB", bot.idle_rss, echo.idle_rss, "x"),
        ("RSS peak (VmHWM), MiB", bot.peak_rss, echo.peak_rss, "x"),
        ("start to first getUpdates, s", bot.start_s, echo.start_s, "x"),
    ]
    width = max(len(r[0]) for r in rows)
    lines = [f"{'figure':<{width}}  {'bot':>9}  {'echo floor':>10}  {'ratio':>7}"]
    for figure, b, e, _ in rows:
        ratio = f"{b / e:6.2f}x" if e else "-"
        lines.append(f"{figure:<{width}}  {b:9.1f}  {e:10.1f}  {ratio:>7}")
    if paced:
        lines.append("(bot paced: default config and real limits; echo floor unpaced)")
    lines.append(
        f"libraries' floor (a process that only imports aiogram and vkbottle): "
        f"{floor_both:.0f} MiB (aiogram alone {floor_aiogram:.0f})"
    )
    lines.append(
        f"bot above that floor: idle {bot.idle_rss - floor_both:+.0f} MiB, "
        f"peak {bot.peak_rss - floor_both:+.0f} MiB; echo above aiogram alone: "
        f"idle {echo.idle_rss - floor_aiogram:+.0f}, peak {echo.peak_rss - floor_aiogram:+.0f}"
    )
    # A Telegram-only bot never imports vkbottle: its own floor is aiogram alone.
    lines.append(
        f"bot above aiogram alone (what a Telegram-only bot imports): idle "
        f"{bot.idle_rss - floor_aiogram:+.0f} MiB, peak {bot.peak_rss - floor_aiogram:+.0f} MiB"
    )
    return "\n".join(lines)


async def play(args: argparse.Namespace, tmp: Path, clock: Clock) -> None:
    """Both runs on one stand-in, then the table."""
    floor_both = await asyncio.to_thread(libraries_floor, "aiogram, vkbottle")
    floor_aiogram = await asyncio.to_thread(libraries_floor, "aiogram")
    sb = TelegramSandbox(limits=Limits(enabled=False))
    await sb.start()
    try:
        bot = await run_bot(args, sb, tmp, clock)
        echo = await run_echo(args.players, sb, tmp, clock)
    finally:
        await sb.stop()
    b = bot.burst
    assert b is not None
    print(f"\nplayers {args.players}, {'paced' if args.paced else 'unpaced'}; "
          f"bot CPU over the burst {b.cpu:.2f} s for {b.count} updates")  # fmt: skip
    print(table(bot, echo, floor_both, floor_aiogram, args.paced))


def main() -> None:
    """Parse the arguments, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--paced", action="store_true", help="burst with real limits")
    parser.add_argument("--py-spy", metavar="OUT", help="py-spy: OUT.burst.txt, OUT.me.txt")
    parser.add_argument("--keep-logs", action="store_true", help="print the bot's log tail")
    parser.add_argument("--tracemalloc", metavar="OUT", help="traced bot: snapshots into OUT")
    args = parser.parse_args()
    if args.tracemalloc:  # bench/process_world.bot_child runs bench/traced_bot.py
        os.environ["TRACE_OUT"] = str(Path(args.tracemalloc).resolve())
    clock = Clock()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="bench-process-") as tmp:
        try:
            asyncio.run(play(args, Path(tmp), clock))
        finally:
            if args.keep_logs:
                for name in ("bot.log", "echo.log"):
                    log = Path(tmp) / name
                    if log.exists():
                        print(f"--- {name} (tail)\n{log.read_text(errors='replace')[-3000:]}")
    print(f"total run time {clock():.0f} s")


if __name__ == "__main__":
    main()
