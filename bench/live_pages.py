"""Open live pages against the bot's replies: the same reported round without and with 500 pages.

Run from the project root: python bench/live_pages.py [--players 256] [--pages 500]
    [--page mix|overview|standings|pairings] [--repeat 1] [--py-spy OUT]
As in bench/process_load.py this process runs the Telegram stand-in (sandbox.telegram) and
every scripted person; the bot is `python -m bot run --config <tmp>/config.toml` with
`[web] enabled` and `[server] listen` on a free 127.0.0.1 port. N players register and
round 1 is paired (not measured); the bot stops and its database is kept. Then each phase
puts the database back, starts the bot and plays the burst of process_load (every first
player of a pair `/report 2:1`, each opponent taps «Подтвердить» as the request arrives):
«no pages» with nothing open, «pages» with `--pages` Server-Sent-Event streams of the
tournament open in this process (aiohttp), which count the page updates and, on the pairings
pages, the delay from a tap on «Подтвердить» to the page showing that match confirmed.
`--repeat K` plays K pairs of phases, alternating their order; the figures pool them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import re
import resource
import shutil
import socket
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ modules beside this file

from _world import WAIT, Clock, Seat, machine, percentile, read_pairing, register_all
from fanout import snapshot
from live_pages_table import Confirmation, Result, table
from process_load import Answers, Phase, measured
from process_world import Profiler, bot_child, cpu_seconds, memory_mib, quiet, write_config

from sandbox.script import Scene, say
from sandbox.telegram import Limits, TelegramSandbox

PAGE_KINDS = ("standings", "pairings", "overview")
CONFIRMED = re.compile(rb'state-confirmed" data-match="(\d+)"')
VERSION = re.compile(r'data-version="(\d+)"')
SETTLED = 1.0  # seconds without a page update after which the pages count as settled


def free_port() -> int:
    """A TCP port on 127.0.0.1 nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def bench_cpu() -> float:
    """CPU seconds this process (stand-in, scripted people, page readers) has used so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


@dataclass
class Page:
    """One open live page: what it reads, the updates it got, when each match turned final."""

    kind: str
    lang: str
    connected: asyncio.Event = field(default_factory=asyncio.Event)
    updates: list[float] = field(default_factory=list)  # loop time of each `page` event
    confirmed: dict[int, float] = field(default_factory=dict)  # match → first seen confirmed


class Readers:
    """N SSE streams of one tournament's pages, read in this process with one aiohttp session."""

    def __init__(self, base: str, tid: int, count: int, kind: str) -> None:
        self.base, self.tid = base, tid
        kinds = PAGE_KINDS if kind == "mix" else (kind,)
        # A mix: the three live pages, every fifth in English, so each push renders six.
        self.pages = [Page(kinds[i % len(kinds)], "en" if i % 5 == 4 else "ru")
                      for i in range(count)]  # fmt: skip
        self._parsed: dict[bytes, frozenset[int]] = {}  # one parse per distinct fragment
        self._tasks: list[asyncio.Task[None]] = []
        self._http: aiohttp.ClientSession | None = None

    async def open(self, timeout: float = 60.0) -> None:
        """Open every stream (after one GET of each page for its version) and wait for all."""
        self._http = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=0),  # the default pool would cap it at 100
            timeout=aiohttp.ClientTimeout(total=None, sock_read=None),
        )
        versions = {}
        for page in self.pages:
            key = (page.kind, page.lang)
            if key not in versions:
                path = "" if page.kind == "overview" else f"/{page.kind}"
                url = f"{self.base}/t/{self.tid}{path}?lang={page.lang}"
                async with self._http.get(url) as answer:
                    assert answer.status == 200, f"{url}: {answer.status}"
                    found = VERSION.search(await answer.text())
                    versions[key] = found[1] if found else ""
        self._tasks = [asyncio.create_task(self._read(p, versions[(p.kind, p.lang)]))
                       for p in self.pages]  # fmt: skip
        await asyncio.wait_for(asyncio.gather(*(p.connected.wait() for p in self.pages)),
                               timeout)  # fmt: skip

    async def _read(self, page: Page, version: str) -> None:
        assert self._http is not None
        url = f"{self.base}/t/{self.tid}/events"
        query = {"page": page.kind, "lang": page.lang, "v": version}
        loop = asyncio.get_running_loop()
        async with self._http.get(url, params=query) as answer:
            assert answer.status == 200, f"{url}: {answer.status}"
            buffer = b""
            async for chunk in answer.content.iter_any():
                buffer += chunk
                while (end := buffer.find(b"\n\n")) >= 0:
                    event, buffer = buffer[:end], buffer[end + 2 :]
                    if event.startswith(b"retry:"):
                        page.connected.set()
                    elif event.startswith(b"event: page"):
                        self._take(page, event, loop.time())

    def _take(self, page: Page, event: bytes, t: float) -> None:
        page.updates.append(t)
        if page.kind != "pairings":
            return
        final = self._parsed.get(event)
        if final is None:
            final = frozenset(int(n) for n in CONFIRMED.findall(event))
            self._parsed[event] = final
        for number in final:
            if number not in page.confirmed:
                page.confirmed[number] = t

    def last_update(self) -> float:
        """Loop time of the latest page update any page got (0 before any)."""
        return max((p.updates[-1] for p in self.pages if p.updates), default=0.0)

    async def settle(self, timeout: float = 120.0) -> None:
        """Wait until no page got an update for SETTLED seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            if loop.time() - self.last_update() >= SETTLED:
                return
            await asyncio.sleep(0.1)

    async def close(self) -> None:
        """Close every stream and the session."""
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, aiohttp.ClientError):
                await task
        if self._http is not None:
            await self._http.close()


async def burst(pid: int, watcher: Answers, users: list[Any], seats: list[Seat | None]
                ) -> tuple[Phase, list[Confirmation]]:  # fmt: skip
    """process_load's burst, keeping each confirmation's tap and answer times."""
    phase, taps = Phase(), []
    by_nick = {user.first_name: user for user in users}
    loop = asyncio.get_running_loop()

    async def timed(user: Any, act: Any) -> tuple[float, float]:
        start = loop.time()  # the stand-in queues the update synchronously inside act
        task = asyncio.ensure_future(act)
        answered = await watcher.first_answer(user, start)
        await task
        phase.queued.append(start)
        phase.answered.append(answered)
        return start, answered

    async def report(user: Any, seat: Seat) -> None:
        await timed(user, say(user, "/report 2:1"))
        await watcher.expect(user, f"Счёт матча №{seat.number} ")

    async def confirm(user: Any, seat: Seat) -> None:
        request = await watcher.expect(user, f"ввёл счёт матча №{seat.number}:")
        start, answered = await timed(user, user.press(request.message, "Подтвердить",
                                                       timeout=WAIT))  # fmt: skip
        taps.append(Confirmation(seat.number, start, answered))
        await watcher.expect(user, f"Матч №{seat.number}:")

    jobs = []
    for user, seat in zip(users, seats, strict=True):
        if seat is not None and user.first_name < seat.opponent:  # the first of a pair reports
            jobs += [report(user, seat), confirm(by_nick[seat.opponent], seat)]
    return await measured(pid, jobs, phase), taps


def delays(result: Result, readers: Readers) -> None:
    """Tap → page and answer → page for every confirmation on every pairings page."""
    for page in readers.pages:
        for tap in result.confirmations:
            seen = page.confirmed.get(tap.number)
            if seen is not None:
                result.delays_ms.append((seen - tap.tapped) * 1000)
                result.answer_delays_ms.append((seen - tap.answered) * 1000)
    result.updates = sum(len(p.updates) for p in readers.pages)
    last_tap = max(t.tapped for t in result.confirmations)
    result.last_ms = max(0.0, readers.last_update() - last_tap) * 1000


@dataclass
class World:
    """What every phase shares: the stand-in, the scene, its watcher, the players and seats."""

    sb: TelegramSandbox
    scene: Scene
    watcher: Answers
    tmp: Path
    config: Path
    port: int
    tid: int = 0
    users: list[Any] = field(default_factory=list)
    seats: list[Seat | None] = field(default_factory=list)

    @property
    def db(self) -> Path:
        return self.tmp / "bench.sqlite3"

    @property
    def kept(self) -> Path:
        return self.tmp / "paired.sqlite3"


async def prepare(world: World, players: int, clock: Clock) -> None:
    """Tournament, registration, round 1 paired; the bot stops and the database is kept."""
    bot = bot_child(world.config, world.tmp / "bot.log")
    scene, watcher = world.scene, world.watcher
    try:
        clock.say(f"bot polling after {await bot.start(world.sb):.1f} s; registering {players}")
        world.tid = await scene.create("Кубок страниц", "bo=3 rounds=auto confirm_minutes=10")
        world.users = await register_all(scene, watcher, world.tid, players, "telegram", clock)
        await say(scene.judge, "/begin", scene.channel)
        world.seats = [read_pairing(a) for a in await asyncio.gather(
            *(watcher.expect(u, "тур 1") for u in world.users))]  # fmt: skip
        await quiet(world.sb, world.db)
        clock.say(f"round 1 paired: {sum(s is not None for s in world.seats) // 2} matches")
    finally:
        await bot.stop()
    await asyncio.to_thread(snapshot, world.db, world.kept)


async def phase(world: World, pages: int, kind: str, profiler: Profiler, clock: Clock) -> Result:
    """The database back to round 1 paired, a fresh bot, `pages` streams open, the burst."""
    for suffix in ("", "-wal", "-shm"):
        Path(f"{world.db}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(world.kept, world.db)
    bot = bot_child(world.config, world.tmp / "bot.log")
    readers = Readers(f"http://127.0.0.1:{world.port}", world.tid, pages, kind)
    try:
        await bot.start(world.sb)
        await quiet(world.sb, world.db, calm=0.5)
        if pages:
            await readers.open()
            await asyncio.sleep(1.0)  # every stream parked on its queue
            clock.say(f"{pages} pages open ({kind}); bot RSS {memory_mib(bot.pid)[0]:.0f} MiB")
        await profiler.start(bot.pid, f"pages{pages}")
        cpu0 = bench_cpu()
        measured_phase, taps = await burst(bot.pid, world.watcher, world.users, world.seats)
        result = Result(pages, measured_phase, taps, bench_cpu=bench_cpu() - cpu0)
        await profiler.stop()
        await world.scene.judges_chat.expect("тур 1 завершён", timeout=300)
        await quiet(world.sb, world.db)
        if pages:
            await readers.settle()
        result.closed_cpu = cpu_seconds(bot.pid) - measured_phase.cpu_start
        result.peak_rss = memory_mib(bot.pid)[1]
        if pages:
            delays(result, readers)
        p = measured_phase
        clock.say(f"{pages} pages: {p.count} updates in {max(p.answered) - min(p.queued):.2f} s, "
                  f"reply p50 {percentile(p.latency_ms, 0.5):.0f} ms, "
                  f"{result.updates} page updates")  # fmt: skip
    finally:
        await readers.close()
        code = await bot.stop()
        if code != 0:
            clock.say(f"the bot exited with {code}: see --keep-logs")
    return result


async def play(args: argparse.Namespace, tmp: Path, clock: Clock) -> tuple[list[Result], ...]:
    """Register once, then the phases on copies of the same database."""
    sb = TelegramSandbox(limits=Limits(enabled=False))
    await sb.start()
    port = free_port()
    config = write_config(tmp, sb, tmp / "bench.sqlite3", paced=False)
    with config.open("a", encoding="utf-8") as f:
        f.write(f'[web]\nenabled = true\n[server]\nlisten = "127.0.0.1:{port}"\n')
    bare: list[Result] = []
    loaded: list[Result] = []
    try:
        scene = Scene(None, sb, None)  # type: ignore[arg-type]  # the bot is a process: no App
        async with Answers(scene, "telegram") as watcher:
            world = World(sb, scene, watcher, tmp, config, port)
            await prepare(world, args.players, clock)
            profiler = Profiler(args.py_spy)
            for k in range(args.repeat):
                order = (0, args.pages) if k % 2 == 0 else (args.pages, 0)
                for pages in order:
                    result = await phase(world, pages, args.page, profiler, clock)
                    (loaded if pages else bare).append(result)
    finally:
        await sb.stop()
    return bare, loaded


def main() -> None:
    """Parse the arguments, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--pages", type=int, default=500, help="open live pages")
    parser.add_argument(
        "--page",
        choices=("mix", *PAGE_KINDS),
        default="mix",
        help="which page they show (mix: the three, every fifth in English)",
    )
    parser.add_argument("--repeat", type=int, default=1, help="pairs of phases, order alternating")
    parser.add_argument("--py-spy", metavar="OUT", help="py-spy: OUT.pages0.txt, OUT.pages<N>.txt")
    parser.add_argument("--keep-logs", action="store_true", help="print the bot's log tail")
    args = parser.parse_args()
    clock = Clock()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="bench-live-") as tmp:
        try:
            bare, loaded = asyncio.run(play(args, Path(tmp), clock))
        finally:
            log = Path(tmp) / "bot.log"
            if args.keep_logs and log.exists():
                print(f"--- bot.log (tail)\n{log.read_text(errors='replace')[-3000:]}")
    print(f"\nplayers {args.players}, pages {args.pages} ({args.page}), "
          f"{args.repeat} pair(s) of phases")  # fmt: skip
    print(table(bare, loaded, args.pages))
    print(f"total run time {clock():.0f} s")


if __name__ == "__main__":
    main()
