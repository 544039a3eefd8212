"""A sustained stream at fixed offered rates, the bot as its own process, an echo bot as floor.

Run from the project root: python bench/stream_load.py [--players 256] [--stream 100,200,300]
[--seconds 10] [--py-spy OUT]
As in bench/process_load.py, this process runs the Telegram stand-in (sandbox.telegram) and
every scripted user; the bot is `python -m bot run` with the delivery limits out of the way
(unpaced). N players register and round 1 is paired (not measured); then for each offered
rate R a stream of R × seconds updates, sent open-loop at even intervals whatever the bot
does: 70 % messages in the tournament's channel (from a pool of channel members, so that
nobody passes MOD-2's flood limit of 6 messages in 10 s), 30 % `/me` from the players.

- handled: the moment the stand-in sees the update confirmed (an offset past it; the bot
  confirms an update only after its transaction committed), for every update;
- held: achieved rate (updates ÷ first queued → last handled) ≥ 0.95 of the offered rate;
- latency: `/me` queued → the first send to that player the stand-in answers; and every
  update queued → handled;
- CPU per update: the bot's CPU from the stream's start until the last update was handled
  and its outbox empty, ÷ the updates.
The echo floor (bench/echo_floor.py: aiogram answering every message with its text) gets the
same schedule: 70 % in a group, 30 % private; it answers every one of them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ modules beside this file

from _world import WAIT, Clock, machine, percentile, read_pairing, register_all
from process_load import Answers
from process_world import (
    Profiler,
    bot_child,
    cpu_seconds,
    echo_child,
    memory_mib,
    quiet,
    write_config,
)

from sandbox.script import Scene, say
from sandbox.telegram import Limits, TelegramSandbox

CHAT_SHARE = 0.7
FLOOD_SAFE = 4  # channel messages a member sends within MOD-2's 10 s at most
WORDS = itertools.count()  # numbers the channel messages across every stream (and process)


class Confirmations:
    """When the stand-in saw each update confirmed (getUpdates with an offset past it)."""

    def __init__(self, sb: TelegramSandbox) -> None:
        self.at: dict[int, float] = {}
        self.changed = asyncio.Event()
        original = sb._confirm
        loop = asyncio.get_running_loop()

        def confirm(offset: int | None) -> None:
            if offset is not None and offset > 0:
                now = loop.time()
                for queued in sb._queue:
                    if queued.delivered and queued.update_id < offset:
                        self.at.setdefault(queued.update_id, now)
                self.changed.set()
            original(offset)

        sb._confirm = confirm  # type: ignore[method-assign]

    async def all_of(self, ids: list[int], timeout: float) -> None:
        """Wait until every one of `ids` is confirmed."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while any(i not in self.at for i in ids):
            self.changed.clear()
            left = deadline - loop.time()
            if left <= 0:
                missing = sum(i not in self.at for i in ids)
                raise RuntimeError(f"{missing} updates never confirmed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), min(left, 1.0))


@dataclass
class Stream:
    """One offered rate's figures."""

    offered: float
    queued: dict[int, float] = field(default_factory=dict)  # update_id → loop time
    answers: list[float] = field(default_factory=list)  # /me: queued → first answer, ms
    handled: list[float] = field(default_factory=list)  # queued → confirmed, ms
    achieved: float = 0.0
    cpu_ms: float = 0.0
    lost: int = 0  # /me without an answer within WAIT
    calls: dict[str, int] = field(default_factory=dict)  # Bot API calls during the stream
    slowest: tuple[float, float] = (0.0, 0.0)  # the slowest /me: (ms, s into the stream)

    @property
    def held(self) -> bool:
        return self.achieved >= 0.95 * self.offered


async def run_stream(
    pid: int,
    sb: TelegramSandbox,
    confirmations: Confirmations,
    watcher: Answers,
    talkers: list[Any],
    askers: list[Any],
    room: Any,
    rate: float,
    seconds: float,
    settle: Any,
) -> Stream:
    """Send rate × seconds updates at even intervals; measure them."""
    result = Stream(rate)
    loop = asyncio.get_running_loop()
    total = int(rate * seconds)
    cpu_start = cpu_seconds(pid)
    calls_before = dict(sb.stats.calls)
    start = loop.time() + 0.05
    asks: list[asyncio.Task[None]] = []
    ask_i = 0

    async def ask(user: Any, at: float) -> None:
        try:
            answered = await watcher.first_answer(user, at)
        except TimeoutError:
            result.lost += 1
            return
        result.answers.append((answered - at) * 1000)
        result.slowest = max(result.slowest, ((answered - at) * 1000, at - start))

    for i in range(total):
        delay = start + i / rate - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        now = loop.time()
        # 3 of every 10 updates are /me, spread evenly: 0.3, 0.6, 0.9 … crossing an integer.
        if int((i + 1) * (1 - CHAT_SHARE)) > int(i * (1 - CHAT_SHARE)):
            user = askers[ask_i % len(askers)]
            ask_i += 1
            sent = await say(user, "/me")
            asks.append(asyncio.create_task(ask(user, now)))
        else:
            # Words never repeated, in any stream (the same words again are MOD-2 spam), and
            # the members taken in turn across the streams (no one floods at their seam).
            said = next(WORDS)
            user = talkers[said % len(talkers)]
            sent = await say(user, f"ход {said}: думаю над колодой", room)
        if sent.update_id is not None:
            result.queued[sent.update_id] = now
    ids = list(result.queued)
    await confirmations.all_of(ids, timeout=WAIT + seconds * 10)
    await asyncio.gather(*asks)
    await settle()
    result.cpu_ms = 1000 * (cpu_seconds(pid) - cpu_start) / max(len(ids), 1)
    result.calls = {m: n - calls_before.get(m, 0) for m, n in sb.stats.calls.items()
                    if n > calls_before.get(m, 0)}  # fmt: skip
    last = max(confirmations.at[i] for i in ids)
    first = min(result.queued.values())
    result.achieved = len(ids) / (last - first) if last > first else float("inf")
    result.handled = [(confirmations.at[i] - result.queued[i]) * 1000 for i in ids]
    return result


def talkers_needed(rates: list[float], seconds: float) -> int:
    """Channel members enough that none sends more than FLOOD_SAFE messages in 10 s."""
    return int(max(rates) * CHAT_SHARE * 10 / FLOOD_SAFE) + 1


async def bot_streams(
    args: argparse.Namespace, sb: TelegramSandbox, tmp: Path, clock: Clock, rates: list[float]
) -> list[Stream]:
    """Register and pair, then every offered rate in turn through the bot."""
    db = tmp / "bench.sqlite3"
    bot = bot_child(write_config(tmp, sb, db, paced=False), tmp / "bot.log")
    scene = Scene(None, sb, None)  # type: ignore[arg-type]  # the bot is a process: no App
    confirmations = Confirmations(sb)
    results = []
    try:
        await bot.start(sb)
        await quiet(sb, db, calm=0.5)
        async with Answers(scene, "telegram") as watcher:
            tid = await scene.create("Кубок потока", "bo=3 rounds=auto confirm_minutes=10")
            players = await register_all(scene, watcher, tid, args.players, "telegram", clock)
            await say(scene.judge, "/begin", scene.channel)
            for u in players:
                read_pairing(await watcher.expect(u, "тур 1"))
            talkers = []
            for i in range(talkers_needed(rates, args.seconds)):
                user = sb.user(500000 + i, f"Зритель{i:04d}")
                scene.channel.add_member(user)
                talkers.append(user)
            await quiet(sb, db)
            clock.say(f"round 1 paired; {len(talkers)} channel members to talk")
            profiler = Profiler(args.py_spy)
            for rate in rates:
                await profiler.start(bot.pid, f"stream{rate:g}")
                stream = await run_stream(bot.pid, sb, confirmations, watcher, talkers, players,
                                          scene.channel, rate, args.seconds,
                                          lambda: quiet(sb, db, calm=0.5))  # fmt: skip
                await profiler.stop()
                clock.say(f"bot stream {rate:g}/s: achieved {stream.achieved:.0f}/s; slowest /me "
                          f"{stream.slowest[0]:.0f} ms, sent {stream.slowest[1]:.1f} s in; "
                          f"calls {stream.calls}")  # fmt: skip
                results.append(stream)
            idle, peak = memory_mib(bot.pid)
            clock.say(f"bot RSS after the streams {idle:.0f} MiB, peak (VmHWM) {peak:.0f} MiB")
    finally:
        await bot.stop()
    return results


async def echo_streams(
    args: argparse.Namespace, sb: TelegramSandbox, tmp: Path, clock: Clock, rates: list[float]
) -> list[Stream]:
    """The same schedules through the bare aiogram echo bot."""
    echo = echo_child(sb, tmp / "echo.log")
    scene = SimpleNamespace(tg=sb, vk=None)
    confirmations = Confirmations(sb)
    room = sb.group(-1009990001, "Эхо-канал", bot_is_admin=True)
    results = []
    try:
        await echo.start(sb)
        await quiet(sb, None, calm=0.5)
        async with Answers(scene, "telegram") as watcher:  # type: ignore[arg-type]
            askers = [sb.user(900000 + i, f"Эхо{i:04d}") for i in range(args.players)]
            talkers = [sb.user(910000 + i, f"Болтун{i:04d}")
                       for i in range(talkers_needed(rates, args.seconds))]  # fmt: skip
            for user in askers:
                watcher.follow(user)
            for user in talkers:
                room.add_member(user)
            for rate in rates:
                stream = await run_stream(echo.pid, sb, confirmations, watcher, talkers, askers,
                                          room, rate, args.seconds,
                                          lambda: quiet(sb, None, calm=0.5))  # fmt: skip
                clock.say(f"echo stream {rate:g}/s: achieved {stream.achieved:.0f}/s")
                results.append(stream)
    finally:
        await echo.stop()
    return results


def table(bots: list[Stream], echoes: list[Stream]) -> str:
    """One line per offered rate and process."""
    head = (f"{'offered/s':>9}  {'who':<4}  {'achieved/s':>10}  {'held':>4}  "
            f"{'/me p50':>8}  {'/me p99':>8}  {'all p50':>8}  {'all p99':>8}  "
            f"{'CPU/upd':>7}")  # fmt: skip
    lines = [head, f"{'':>9}  {'':<4}  {'':>10}  {'':>4}  {'ms':>8}  {'ms':>8}  {'ms':>8}  "
             f"{'ms':>8}  {'ms':>7}"]  # fmt: skip
    for bot, echo in zip(bots, echoes, strict=True):
        for who, s in (("bot", bot), ("echo", echo)):
            p = (percentile(s.answers, 0.5), percentile(s.answers, 0.99),
                 percentile(s.handled, 0.5), percentile(s.handled, 0.99))  # fmt: skip
            lost = f"  ({s.lost} /me unanswered)" if s.lost else ""
            lines.append(f"{s.offered:9.0f}  {who:<4}  {s.achieved:10.1f}  "
                         f"{'yes' if s.held else 'no':>4}  {p[0]:8.1f}  {p[1]:8.1f}  "
                         f"{p[2]:8.1f}  {p[3]:8.1f}  {s.cpu_ms:7.2f}{lost}")  # fmt: skip
    return "\n".join(lines)


async def play(args: argparse.Namespace, tmp: Path, clock: Clock) -> None:
    """The bot's streams, then the echo's, on one stand-in; the table."""
    rates = [float(r) for r in args.stream.split(",")]
    sb = TelegramSandbox(limits=Limits(enabled=False))
    await sb.start()
    try:
        bots = await bot_streams(args, sb, tmp, clock, rates)
        echoes = await echo_streams(args, sb, tmp, clock, rates)
    finally:
        await sb.stop()
    print(f"\nplayers {args.players}, unpaced, {args.seconds:g} s per rate, "
          f"{CHAT_SHARE:.0%} channel chat, {1 - CHAT_SHARE:.0%} /me")  # fmt: skip
    print(table(bots, echoes))


def main() -> None:
    """Parse the arguments, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--stream", default="100,200,300", help="offered rates, per second")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--py-spy", metavar="OUT", help="py-spy: OUT.stream<R>.txt")
    args = parser.parse_args()
    clock = Clock()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="bench-stream-") as tmp:
        asyncio.run(play(args, Path(tmp), clock))
    print(f"total run time {clock():.0f} s")


if __name__ == "__main__":
    main()
