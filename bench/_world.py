"""Shared machinery of the end-to-end benchmarks: a fast inbox watcher, registration, figures.

`Watcher` follows the sandbox's own call log (`stats.log`) instead of waking every scripted
person on every change the way `Inbox.expect` does, so a thousand people waiting at once cost
nothing; each bot message it hands out carries the log time at which the sandbox answered the
send (the moment the reply left the bot and reached the platform).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
import platform
import re
import resource
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a plain script from any directory

from bot.runtime.app import App  # noqa: E402
from sandbox import vk as vk_sandbox  # noqa: E402
from sandbox.script import Scene, say, settings_for  # noqa: E402
from sandbox.telegram import Limits as TgLimits  # noqa: E402

# Methods whose successful answer puts a new bot message into a chat's inbox.
TG_SENDS = frozenset({"sendMessage", "sendPhoto", "sendDocument"})
VK_SENDS = frozenset({"messages.send"})
WAIT = 120.0  # how long a scripted person waits for one answer of a loaded bot

_MATCH = re.compile(r"матч №(\d+)")
_OPPONENT = re.compile(r"Соперник: (.+?) \(")


@dataclass(slots=True)
class Arrival:
    """A bot message in a chat and the sandbox-log time (loop clock) its send was answered."""

    message: Any
    t: float


@dataclass
class _Box:
    """What one chat received, how far its reader got, and who waits for what in it."""

    arrivals: list[Arrival] = field(default_factory=list)
    cursor: int = 0
    waiters: list[tuple[Callable[[Any], bool], asyncio.Future[Arrival]]] = field(
        default_factory=list
    )


class Watcher:
    """Hands bot messages to scripted people, reading the sandbox log once for everybody."""

    def __init__(self, scene: Scene, platform_name: str) -> None:
        self.vk = platform_name == "vk"
        self.box = scene.vk if self.vk else scene.tg
        assert self.box is not None, f"the scene runs no {platform_name} sandbox"
        self.sends = VK_SENDS if self.vk else TG_SENDS
        self.chats: dict[int, Any] = {}  # chat id → the scripted user or group it belongs to
        self.boxes: dict[int, _Box] = {}
        self.delivered = 0  # successful sends seen so far
        self._cursor = len(self.box.stats.log)
        self._task: asyncio.Task[None] | None = None
        self._changed = asyncio.Event()

    def follow(self, chat: Any) -> None:
        """Watch a user's private chat or a group (Telegram) / dialog or conversation (VK)."""
        key = chat.peer_id if self.vk else chat.id
        self.chats[key] = chat
        self.boxes.setdefault(key, _Box())

    def key(self, chat: Any) -> int:
        """The chat id under which the sandbox logs sends to this chat."""
        return chat.peer_id if self.vk else chat.id

    async def __aenter__(self) -> Watcher:
        self._task = asyncio.create_task(self._run(), name="bench-watcher")
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        """Wake on sandbox activity and hand out what the new log entries delivered."""
        log = self.box.stats.log
        while True:
            with contextlib.suppress(AssertionError):  # sandbox.wait's timeout: just go on
                await self.box.wait(lambda: len(log) > self._cursor, timeout=3600)
            end = len(log)
            last_send = None
            for entry in log[self._cursor : end]:
                refused = entry.status != 200 or (self.vk and entry.error)
                if entry.method in self.sends and not refused:
                    self._take(entry.peer if self.vk else entry.chat_id, entry.t)
                    last_send = entry.t
            if self.vk and last_send is not None:
                # One messages.send may address many peers (peer_ids) while the log names
                # the first: the others got theirs in the same request.
                for chat_id in self.chats:
                    self._take(chat_id, last_send)
            self._cursor = end
            self._changed.set()
            self._changed = asyncio.Event()

    def _take(self, chat_id: int | None, t: float) -> None:
        """Turn the chat's messages not seen yet into arrivals at log time `t`."""
        chat = self.chats.get(chat_id or 0)
        if chat is None:
            return
        box = self.boxes[chat_id or 0]
        received = chat.inbox if hasattr(chat, "inbox") else chat.messages
        # A send VK answered from its random_id dedup adds nothing, so the lengths tell.
        while len(box.arrivals) < len(received):
            arrival = Arrival(received[len(box.arrivals)], t)
            box.arrivals.append(arrival)
            self.delivered += 1
            for index, (test, future) in enumerate(box.waiters):
                if not future.done() and test(arrival.message):
                    box.cursor = len(box.arrivals)
                    del box.waiters[index]
                    future.set_result(arrival)
                    break

    async def expect(
        self, chat: Any, match: str | Callable[[Any], bool], timeout: float = WAIT
    ) -> Arrival:
        """The next bot message in the chat after its cursor whose text contains `match`."""
        test = (lambda m: match in m.text) if isinstance(match, str) else match
        box = self.boxes[self.key(chat)]
        for index in range(box.cursor, len(box.arrivals)):
            if test(box.arrivals[index].message):
                box.cursor = index + 1
                return box.arrivals[index]
        future: asyncio.Future[Arrival] = asyncio.get_running_loop().create_future()
        box.waiters.append((test, future))
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            got = [a.message.text[:80] for a in box.arrivals[box.cursor :]]
            raise AssertionError(f"nothing matching {match!r} within {timeout}s: {got}") from None

    async def until(self, predicate: Callable[[], bool], timeout: float = WAIT) -> None:
        """Wait until predicate() holds, rechecked whenever new sends were logged."""
        deadline = time.monotonic() + timeout
        while not predicate():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"condition not met within {timeout}s")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), remaining)


class Clock:
    """Seconds since the benchmark started, for progress lines."""

    def __init__(self) -> None:
        self.start = time.perf_counter()

    def __call__(self) -> float:
        return time.perf_counter() - self.start

    def say(self, text: str) -> None:
        """Print a progress line with the elapsed time."""
        print(f"  [{self():6.1f} s] {text}", flush=True)


def nick(index: int) -> str:
    """A player's nickname: Cyrillic, unique, of a realistic length."""
    return f"Игрок{index:04d}"


async def register_all(
    scene: Scene,
    watcher: Watcher,
    tid: int,
    count: int,
    platform_name: str,
    clock: Clock,
    concurrency: int = 128,
) -> list[Any]:
    """Register `count` new players at once, `concurrency` at a time, as Scene.register does."""
    gate = asyncio.Semaphore(concurrency)
    users = []
    for i in range(count):
        user = scene.player(nick(i), platform=platform_name)
        watcher.follow(user)
        users.append(user)
    done = 0
    step = max(count // 4, 1)

    async def one(i: int, user: Any) -> None:
        nonlocal done
        async with gate:
            await say(user, f"/start t{tid}")
            await watcher.expect(user, "регистрация открыта")
            await say(user, f"/register {nick(i)} {700000 + i}")
            rules = await watcher.expect(user, "Принимаю")
            await user.press(rules.message, "Принимаю", timeout=WAIT)
            await watcher.expect(user, "Вы зарегистрированы")
        done += 1
        if done % step == 0:
            clock.say(f"registered {done}/{count}")

    await asyncio.gather(*(one(i, user) for i, user in enumerate(users)))
    return users


@dataclass(frozen=True, slots=True)
class Seat:
    """A player's pairing as his private message told it."""

    number: int
    opponent: str
    arrival: Arrival


def read_pairing(arrival: Arrival) -> Seat | None:
    """The match number and opponent in a pairing message; None for a bye."""
    text = arrival.message.text
    if "bye" in text:
        return None
    number, opponent = _MATCH.search(text), _OPPONENT.search(text)
    assert number and opponent, text
    return Seat(int(number[1]), opponent[1], arrival)


@dataclass
class RoundTimes:
    """When each update of a played round entered the sandbox and when its answer came."""

    report_ms: list[float] = field(default_factory=list)  # /report → «Счёт матча №N …»
    confirm_ms: list[float] = field(default_factory=list)  # «Подтвердить» → «Матч №N: …»
    queued: list[float] = field(default_factory=list)
    answered: list[float] = field(default_factory=list)


async def play_round(watcher: Watcher, users: list[Any], seats: list[Seat | None]) -> RoundTimes:
    """Every pair at once: the first reports 2:1, the other confirms on the request."""
    times = RoundTimes()
    by_nick = {user.first_name: user for user in users}
    loop = asyncio.get_running_loop()

    async def report(user: Any, seat: Seat) -> None:
        start = loop.time()  # the update is queued synchronously inside send()
        times.queued.append(start)
        await say(user, "/report 2:1")
        saved = await watcher.expect(user, f"Счёт матча №{seat.number} ")
        times.report_ms.append((saved.t - start) * 1000)
        times.answered.append(saved.t)

    async def confirm(user: Any, seat: Seat) -> None:
        request = await watcher.expect(user, f"ввёл счёт матча №{seat.number}:")
        start = loop.time()  # press() queues the callback query before it waits
        times.queued.append(start)
        await user.press(request.message, "Подтвердить", timeout=WAIT)
        result = await watcher.expect(user, f"Матч №{seat.number}:")
        times.confirm_ms.append((result.t - start) * 1000)
        times.answered.append(result.t)

    jobs = []
    for user, seat in zip(users, seats, strict=True):
        if seat is not None and user.first_name < seat.opponent:  # the first of a pair reports
            jobs += [report(user, seat), confirm(by_nick[seat.opponent], seat)]
    await asyncio.gather(*jobs)
    return times


async def restart_paced(scene: Scene, db_path: Path) -> None:
    """Restart the bot on the same database with the platforms' real limits on both sides."""
    await scene.app.stop()
    if scene.tg is not None:
        scene.tg.limits = TgLimits()
    if scene.vk is not None:
        scene.vk.limits = vk_sandbox.Limits()
    scene.app = App(settings_for(db_path, scene.tg, scene.vk), scene.app.clock)
    await scene.app.start()


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile (share 0.5 = median, 0.99 = p99)."""
    ordered = sorted(values)
    return ordered[max(math.ceil(share * len(ordered)) - 1, 0)]


def peak_rss_mib() -> float:
    """Peak resident set size of this process so far (ru_maxrss is KiB on Linux)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (2**20 if sys.platform == "darwin" else 2**10)


def file_size(path: Path) -> int:
    """Size of a file in bytes, 0 when it does not exist."""
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


def machine() -> str:
    """One line naming the platform, the CPU, the CPU count and the Python."""
    cpu = platform.processor() or platform.machine()
    with contextlib.suppress(OSError):
        names = [
            line for line in Path("/proc/cpuinfo").read_text().splitlines() if "model name" in line
        ]
        cpu = names[0].split(":", 1)[1].strip() if names else cpu
    python = f"{platform.python_implementation()} {platform.python_version()}"
    return f"{platform.platform()}, {cpu}, {os.cpu_count()} CPUs, {python}"


def _area(filename: str) -> str:
    """Name the part of the process a profiled function belongs to."""
    if filename.startswith("~") or filename.startswith("<"):
        return "builtins / C code"
    path = Path(filename)
    with contextlib.suppress(ValueError):
        first = path.relative_to(ROOT).parts[0]
        if first in ("bot", "handlers", "storage", "sandbox", "bench"):
            return first + "/"
    parts = path.parts
    if "site-packages" in parts:
        return parts[parts.index("site-packages") + 1].split(".")[0]
    return "stdlib " + (path.parent.name if path.parent.name != "python3.11" else path.stem)


def profile_report(profiler: Any, top: int = 25) -> str:
    """Self time of the main thread by area (bot, sandbox, library), then the top functions."""
    import pstats

    stats = pstats.Stats(profiler)
    table: dict[tuple[str, int, str], tuple[Any, ...]] = stats.stats  # type: ignore[attr-defined]
    total = sum(row[2] for row in table.values()) or 1.0
    areas: dict[str, float] = {}
    for (filename, _, _), row in table.items():
        areas[_area(filename)] = areas.get(_area(filename), 0.0) + row[2]
    lines = [f"main-thread self time by area (total {total:.2f} s):"]
    for area, spent in sorted(areas.items(), key=lambda kv: -kv[1])[:14]:
        lines.append(f"  {spent:7.2f} s {100 * spent / total:5.1f} %  {area}")
    lines.append(f"top {top} functions by self time (calls, self s, cumulative s):")
    ranked = sorted(table.items(), key=lambda kv: -kv[1][2])[:top]
    for (filename, line, func), row in ranked:
        where = filename
        with contextlib.suppress(ValueError):
            where = str(Path(filename).relative_to(ROOT))
        if "site-packages" in where:
            where = where.split("site-packages/", 1)[1]
        lines.append(f"  {row[1]:>8} {row[2]:7.2f} {row[3]:7.2f}  {func} ({where}:{line})")
    return "\n".join(lines)
