"""Fan-out of a round's pairings by the bot as its own process, at the platforms' real limits.

Run from the project root:
    python bench/fanout.py --platform tg|vk [--players 512] [--rtt 0,50,100] [--paid]
        [--in-flight N]
This process runs the stand-in (sandbox.telegram or sandbox.vk on 127.0.0.1) and every
scripted person; the bot is `python -m bot run --config <tmp>/…toml`, a child. N players
register with every limit off (not measured); the bot stops and its database is kept. Then,
for each injected round trip (the stand-in delays every answer by it, half each way): the
database is put back, the bot starts with the default config (the platforms' published
limits; `--paid`: `[delivery] telegram_paid_broadcast = true` and the stand-in accepts paid
broadcasts; `--in-flight N`: `telegram_in_flight = N`, which 1,000/s needs far from the
server), the stand-in enforces the real limits (Telegram 30 messages/s, 1/s per chat,
20/min per group, 1,000/s for paid broadcasts; VK 20 requests/s, an execute of 25 calls being
one) and the judge sends /begin. Meanwhile a few people outside the tournament ask /help one
after another. Printed per round trip: messages/s against the platform's limit (their
ratio), the time from /begin to the last pairing, the p50 / p99 of those people's answers.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import shutil
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ modules beside this file

from _world import Clock, Watcher, machine, percentile, register_all
from process_world import JUDGE_ID, Child, pending_outbox

from sandbox import vk as vk_sandbox
from sandbox.script import NO_LIMITS, VK_JUDGE_ID, Scene, say
from sandbox.telegram import Limits as TgLimits
from sandbox.telegram import TelegramSandbox
from sandbox.vk import VkSandbox

VK_BATCH = 25  # messages.send calls one execute carries
ASK_EVERY = 0.25  # seconds between two /help questions during the fan-out, over all askers
SENDS = {"telegram": {"sendMessage", "sendPhoto", "sendDocument"}, "vk": {"messages.send"}}
# The stand-in's overall burst (Telegram's: 30 free, 1,000 paid): the messages after it show
# the sustained rate ("after burst"); a fan-out smaller than the burst never meets the limit.
BURST = {("telegram", False): 30, ("telegram", True): 1000}


@dataclass
class Figures:
    """What one fan-out measured."""

    rtt_ms: float
    messages: int = 0  # successful sends from /begin to the last pairing
    requests: int = 0  # HTTP requests in that window (VK: an execute is one)
    first_send: float = 0.0  # seconds after /begin
    last_pairing: float = 0.0  # seconds after /begin
    limited: int = 0  # 429 / error 6 answers in the window
    replies_ms: list[float] = field(default_factory=list)
    steady: float = float("nan")  # messages/s once the platform's burst allowance is spent

    @property
    def rate(self) -> float:
        """Messages a second while sending: from the first send to the last pairing."""
        span = self.last_pairing - self.first_send
        return self.messages / span if span > 0 else float("inf")


def config(tmp: Path, name: str, platform: str, sb: Any, db: Path, *, paced: bool, paid: bool,
           in_flight: int | None = None) -> Path:  # fmt: skip
    """The bot's TOML config: the stand-in as its API server, a temp SQLite file."""
    if platform == "telegram":
        text = f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\n'
        text += f"[admins]\ntelegram = [{JUDGE_ID}]\n"
    else:
        text = f'[vk]\ntoken = "{sb.token}"\ngroup_id = {sb.group_id}\napi_url = "{sb.api_url}"\n'
        text += f"[admins]\nvk = [{VK_JUDGE_ID}]\n"
    text += f'[storage]\npath = "{db}"\n[delivery]\n'
    if not paced:
        text += "".join(f"{key} = {value}\n" for key, value in NO_LIMITS.items())
    elif paid:
        text += "telegram_paid_broadcast = true\n"
    if paced and in_flight is not None:  # more sends awaiting Telegram at once: more repeats
        text += f"telegram_in_flight = {in_flight}\n"  # a crash may repeat that many
    path = tmp / name
    path.write_text(text, encoding="utf-8")
    return path


class VkChild(Child):
    """A bot process on the VK stand-in: started once its long poll is parked."""

    async def start(self, sb: Any) -> float:
        """Start the process and wait until it long-polls the stand-in; seconds it took."""
        began = time.perf_counter()
        with self.log.open("ab") as log:
            self.proc = await asyncio.create_subprocess_exec(
                *self.argv, cwd=Path(__file__).resolve().parent.parent,
                stdin=asyncio.subprocess.DEVNULL, stdout=log, stderr=log,
            )  # fmt: skip
        deadline = time.monotonic() + 60
        while sb.pollers == 0:
            if self.proc.returncode is not None or time.monotonic() > deadline:
                tail = self.log.read_text(errors="replace")[-2000:]
                raise RuntimeError(f"{self.name} did not start polling:\n{tail}")
            await asyncio.sleep(0.02)
        return time.perf_counter() - began


def snapshot(db: Path, kept: Path) -> None:
    """A consistent copy of the database, what its WAL holds included (SQLite's backup)."""
    with (
        contextlib.closing(sqlite3.connect(db)) as source,
        contextlib.closing(sqlite3.connect(kept)) as target,
    ):
        source.backup(target)


def bot_process(platform: str, conf: Path, log: Path) -> Child:
    """`python -m bot run --config …` for the platform."""
    argv = [sys.executable, "-m", "bot", "run", "--config", str(conf)]
    return (VkChild if platform == "vk" else Child)("bot", argv, log)


async def settle(sb: Any, db: Path, calm: float = 1.0, timeout: float = 300.0) -> None:
    """Wait until the bot sent nothing for `calm` seconds and its outbox is empty."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        log = sb.stats.log
        last = next((e.t for e in reversed(log) if e.method not in ("getUpdates", "a_check")), 0)
        queued = any(not q.delivered for q in getattr(sb, "_queue", ()))
        quiet = not queued and time.monotonic() - last >= calm
        if quiet and await asyncio.to_thread(pending_outbox, db) == 0:
            return
        await asyncio.sleep(0.1)
    raise RuntimeError(f"the bot did not settle within {timeout:.0f} s")


async def ask(watcher: Watcher, askers: list[Any], done: asyncio.Event) -> list[float]:
    """/help from one asker after another until `done`; each answer's latency in ms."""
    loop = asyncio.get_running_loop()
    latencies: list[float] = []
    waiting: set[int] = set()  # askers whose answer has not come yet: they do not ask again

    async def one(index: int) -> None:
        waiting.add(index)
        start = loop.time()  # the stand-in queues the update synchronously inside say()
        await say(askers[index], "/help")
        answer = await watcher.expect(askers[index], lambda m: True)
        latencies.append((answer.t - start) * 1000)
        waiting.discard(index)

    jobs: list[asyncio.Task[None]] = []
    turn = 0
    while not done.is_set():
        index = turn % len(askers)
        turn += 1
        if index not in waiting:
            jobs.append(asyncio.create_task(one(index)))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(done.wait(), ASK_EVERY)
    await asyncio.gather(*jobs)
    return latencies


async def fan_out(
    platform: str,
    scene: Scene,
    watcher: Watcher,
    users: list[Any],
    askers: list[Any],
    rtt: float,
    wait: float,
) -> Figures:
    """The judge's /begin; until every player has his pairing, /help questions meanwhile."""
    sb = scene.vk if platform == "vk" else scene.tg
    judge, channel, _ = scene.staff(platform)
    figures = Figures(rtt)
    loop = asyncio.get_running_loop()
    first_entry = len(sb.stats.log)
    done = asyncio.Event()
    asking = asyncio.create_task(ask(watcher, askers, done))
    start = loop.time()
    await say(judge, "/begin", channel)
    try:
        arrivals = await asyncio.gather(*(watcher.expect(u, "тур 1", timeout=wait) for u in users))
    except AssertionError:
        done.set()
        asking.cancel()
        print(f"  calls so far: {dict(sb.stats.calls)}; last: {sb.stats.log[-5:]}")
        raise
    done.set()
    figures.replies_ms = await asking
    last = max(a.t for a in arrivals)
    window = [e for e in sb.stats.log[first_entry:] if e.t <= last]
    vk = platform == "vk"
    sent = [
        e for e in window
        if e.method in SENDS[platform] and e.status == 200 and not getattr(e, "error", 0)
    ]  # fmt: skip
    figures.messages = len(sent)
    figures.requests = sum(
        e.method not in ("a_check", "getUpdates") and not getattr(e, "inner", False)
        for e in window
    )
    figures.limited = sum((e.error == 6) if vk else (e.status == 429) for e in window)
    figures.first_send = (min((e.t for e in sent), default=last)) - start
    burst = BURST.get((platform, sb.paid_broadcast if not vk else False), 0)
    times = sorted(e.t for e in sent)
    if burst and len(times) > burst + 1 and times[-1] > times[burst - 1]:
        figures.steady = (len(times) - burst) / (times[-1] - times[burst - 1])
    figures.last_pairing = last - start
    return figures


def limit_of(platform: str, paid: bool) -> tuple[float, str]:
    """The platform's limit in messages a second, and how it is made."""
    if platform == "vk":
        return 20.0 * VK_BATCH, f"20 requests/s × {VK_BATCH} messages an execute"
    if paid:
        return 1000.0, "1,000 paid-broadcast messages/s (1/s per chat, 20/min per group)"
    return 30.0, "30 messages/s overall (1/s per chat, 20/min per group)"


def table(platform: str, paid: bool, players: int, runs: list[Figures]) -> str:
    """One line per round trip."""
    limit, how = limit_of(platform, paid)
    lines = [
        f"platform {platform}, {players} players, limit {limit:.0f} messages/s: {how}",
        f"{'rtt ms':>6} {'msgs':>5} {'reqs':>5} {'msg/s':>7} {'ratio':>6} {'first s':>8} "
        f"{'last s':>7} {'limited':>7} {'asks':>5} {'reply p50':>9} {'reply p99':>9} "
        f"{'after burst':>11}",
    ]
    for f in runs:
        p50 = percentile(f.replies_ms, 0.5) if f.replies_ms else float("nan")
        p99 = percentile(f.replies_ms, 0.99) if f.replies_ms else float("nan")
        lines.append(
            f"{f.rtt_ms:6.0f} {f.messages:5d} {f.requests:5d} {f.rate:7.1f} "
            f"{f.rate / limit:6.2f} {f.first_send:8.2f} {f.last_pairing:7.2f} {f.limited:7d} "
            f"{len(f.replies_ms):5d} {p50:9.0f} {p99:9.0f} {f.steady:11.1f}"
        )
    lines.append(
        "msg/s: messages from the first send to the last pairing; ratio: msg/s ÷ the limit; "
        "first / last: seconds after /begin; limited: 429 / error 6 answers; after burst: "
        "msg/s once the stand-in's burst (30, paid 1,000) is spent; reply: /help "
        "queued → its answer at the stand-in, ms"
    )
    return "\n".join(lines)


async def play(args: argparse.Namespace, tmp: Path, clock: Clock) -> list[Figures]:
    """Register once, then one fan-out per round trip on a copy of the same database."""
    platform = "vk" if args.platform == "vk" else "telegram"
    vk = platform == "vk"
    sb: Any = (
        VkSandbox(limits=vk_sandbox.Limits(enabled=False))
        if vk
        else TelegramSandbox(limits=TgLimits(enabled=False))
    )
    db, kept = tmp / "bench.sqlite3", tmp / "registered.sqlite3"
    runs: list[Figures] = []
    await sb.start()
    try:
        scene = Scene(None, None if vk else sb, sb if vk else None)  # type: ignore[arg-type]
        bot = bot_process(platform, config(tmp, "free.toml", platform, sb, db, paced=False,
                                           paid=False), tmp / "bot.log")  # fmt: skip
        async with Watcher(scene, platform) as watcher:
            judge, channel, judges = scene.staff(platform)
            for chat in (judge, channel, judges):
                watcher.follow(chat)
            clock.say(f"bot polling after {await bot.start(sb):.1f} s; registering {args.players}")
            try:
                tid = await scene.create("Кубок рассылки", "bo=3 rounds=auto", platform=platform)
                users = await register_all(scene, watcher, tid, args.players, platform, clock)
                askers = []
                for i in range(args.askers):
                    asker = vk_user(sb, i) if vk else sb.user(950000 + i, f"Зритель{i:02d}")
                    watcher.follow(asker)
                    await say(asker, "/help")
                    await watcher.expect(asker, lambda m: True)
                    askers.append(asker)
                await settle(sb, db)
            finally:
                await bot.stop()
            await asyncio.to_thread(snapshot, db, kept)
            for rtt in args.rtt:
                for suffix in ("", "-wal", "-shm"):
                    Path(f"{db}{suffix}").unlink(missing_ok=True)
                shutil.copyfile(kept, db)
                if vk:  # the restored outbox rows carry the random_ids the last run used
                    sb._random_ids.clear()
                sb.limits = vk_sandbox.Limits() if vk else TgLimits()
                sb.round_trip = rtt / 1000
                if not vk:
                    sb.paid_broadcast = args.paid
                conf = config(tmp, "paced.toml", platform, sb, db, paced=True, paid=args.paid,
                              in_flight=args.in_flight)  # fmt: skip
                bot = bot_process(platform, conf, tmp / "bot.log")
                await bot.start(sb)
                try:
                    await settle(sb, db, calm=0.5)
                    await asyncio.sleep(1.5)  # every bucket full again
                    clock.say(f"round trip {rtt:.0f} ms: bot restarted paced; /begin")
                    figures = await fan_out(
                        platform, scene, watcher, users, askers, rtt, args.wait
                    )
                    runs.append(figures)
                    clock.say(f"last pairing after {figures.last_pairing:.2f} s")
                    await settle(sb, db)
                finally:
                    await bot.stop()
    finally:
        await sb.stop()
    return runs


def vk_user(sb: VkSandbox, index: int) -> Any:
    """A VK user outside the tournament."""
    return sb.user(590000 + index, f"Зритель{index:02d}", "")


def main() -> None:
    """Parse the arguments, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platform", choices=("tg", "vk"), default="tg")
    parser.add_argument("--players", type=int, default=512)
    parser.add_argument(
        "--rtt",
        type=lambda s: [float(x) for x in s.split(",")],
        default=[0.0, 50.0, 100.0],
        help="injected round trips in ms, comma-separated",
    )
    parser.add_argument("--paid", action="store_true", help="Telegram paid broadcasts on")
    parser.add_argument("--in-flight", type=int, help="[delivery] telegram_in_flight (paced)")
    parser.add_argument("--askers", type=int, default=8, help="people asking /help meanwhile")
    parser.add_argument("--wait", type=float, default=600, help="seconds to wait for pairings")
    parser.add_argument("--keep-logs", action="store_true", help="print the bot's log tail")
    args = parser.parse_args()
    clock = Clock()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="bench-fanout-") as tmp:
        try:
            runs = asyncio.run(play(args, Path(tmp), clock))
        finally:
            log = Path(tmp) / "bot.log"
            if args.keep_logs and log.exists():
                print(f"--- bot.log (tail)\n{log.read_text(errors='replace')[-3000:]}")
    platform = "vk" if args.platform == "vk" else "telegram"
    print()
    print(table(platform, args.paid and platform == "telegram", args.players, runs))
    print(f"total run time {clock():.0f} s")


if __name__ == "__main__":
    main()
