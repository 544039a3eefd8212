"""Updates a second with 1, 2 and 3 bot workers on PostgreSQL, and one on SQLite, in one run.

Each worker is its own `python -m bot run` process in webhook mode behind a balancer (as
deploy/ puts nginx in front); the Telegram sandbox (flood limits off) and every scripted
person live in this process. Several events run at once, as on an online platform: `--events`
tournaments of `--players` each are registered (not timed), round 1 is paired, then every
pair at once: one player sends `/report 2:0`, the other presses «Подтвердить». Printed per
setup: updates handled a second, answer latency p50/p99, the workers' CPU per update, and
after the PostgreSQL setups how long a follower took to answer once the leader was killed.

    python bench/workers.py [--players 64] [--events 4] [--rounds 2]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sandbox.balancer import Balancer, healthy  # noqa: E402
from sandbox.postgres import LEADERS_SQL, PostgresServer  # noqa: E402
from sandbox.telegram import Limits, TelegramSandbox  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")
JUDGE_ID = 100
WAIT = 120.0
HOOK = "/tg/hook"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (every thread), from /proc."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def config(tmp: Path, n: int, sb: TelegramSandbox, storage: str, port: int, hook: str) -> Path:
    """A worker's config: its port, webhook mode through the balancer, limits off."""
    path = tmp / f"worker{n}.toml"
    url = f'url = "{storage}"\n' if storage.startswith("postgresql://") else ""
    db = tmp / "bot.sqlite3" if not url else tmp / f"worker{n}.sqlite3"
    path.write_text(
        f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\nmode = "webhook"\n'
        f'webhook_url = "{hook}"\n[admins]\ntelegram = [{JUDGE_ID}]\n'
        f'[storage]\npath = "{db}"\n{url}[server]\nlisten = "127.0.0.1:{port}"\n'
        "[delivery]\ntelegram_per_second = 100000\ntelegram_chat_per_second = 100000\n"
        "telegram_chat_burst = 100000\ntelegram_group_per_minute = 10000000\n",
        encoding="utf-8",
    )
    return path


@dataclass
class Worker:
    config: Path
    port: int
    log: Path
    proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "bot", "run", "--config", str(self.config)],
                cwd=ROOT, stdout=log, stderr=log,
            )  # fmt: skip

    async def ready(self) -> None:
        if not await healthy(self.port, 60):
            raise RuntimeError(f"worker on {self.port} never came up; see {self.log}")

    def stop(self, how: int = signal.SIGTERM) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(how)
            self.proc.wait(timeout=60)
        self.proc = None


@dataclass
class Figures:
    setup: str
    updates: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)
    cpu: float = 0.0
    takeover: float | None = None

    def row(self) -> str:
        lat = sorted(self.latencies)
        p50 = statistics.median(lat) * 1000
        p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000
        rate = self.updates / self.seconds
        cpu = self.cpu / self.updates * 1000
        over = f"{self.takeover:.2f} s" if self.takeover is not None else "—"
        return (f"{self.setup:<16} {self.updates:>7} {rate:>9.0f} {p50:>8.0f} {p99:>8.0f}"
                f" {cpu:>9.2f} {over:>9}")  # fmt: skip


def said(fragment: str) -> Any:
    return lambda m: fragment in m.text


async def ask(user: Any, text: str, answer: str, chat: Any = None) -> Any:
    await user.send(text, chat=chat)
    return await (chat or user).expect(said(answer), timeout=WAIT)


async def events(sb: TelegramSandbox, n_events: int, n_players: int, base: int) -> list[Any]:
    """`n_events` tournaments with their channels and registered players; returns channels."""
    judge = sb._users.get(JUDGE_ID) or sb.user(JUDGE_ID, "Ирина", username="judge")
    out = []
    for e in range(n_events):
        channel = sb.group(-1002000 - base - e, f"Кубок {base + e}", bot_is_admin=True)
        channel.add_member(judge, "creator")
        created = await ask(judge, f"/new Кубок {base + e}", "Создан турнир")
        tid = int(re.search(r"#(\d+)", created.text)[1])  # type: ignore[index]
        await ask(judge, f"/set seed=bench rounds=3 #{tid}", "Сохранено")
        await ask(judge, f"/bind #{tid}", "канал турнира", channel)
        await ask(judge, "/open", "Регистрация открыта", channel)
        players = []
        for i in range(n_players):
            user = sb.user(10_000 + (base + e) * 1000 + i, f"Игрок{e}-{i}")
            channel.add_member(user)
            players.append(user)

        async def register(user: Any, i: int, tid: int = tid, e: int = e) -> None:
            await ask(user, f"/start t{tid}", "открыта")
            await user.send(f"/register И{base + e}x{i:03d} {70000 + i}")
            rules = await user.expect(
                lambda m: any(label == "Принимаю" for label, _ in m.buttons()), timeout=WAIT
            )
            await user.press(rules, "Принимаю", timeout=WAIT)
            await user.expect(said("Вы зарегистрированы"), timeout=WAIT)

        await asyncio.gather(*(register(u, i) for i, u in enumerate(players)))
        out.append((tid, channel, players))
    return out


async def round_burst(sb: TelegramSandbox, tournaments: list[Any], round_no: int,
                      pids: list[int], figures: Figures) -> None:  # fmt: skip
    """Pair the round everywhere, then every match reported and confirmed at once (timed)."""
    judge = sb._users[JUDGE_ID]
    pairs: list[tuple[Any, Any, int]] = []
    for _tid, channel, players in tournaments:
        command = "/begin" if round_no == 1 else "/next"
        await ask(judge, command, f"тур {round_no}.", channel)
        seen: dict[int, Any] = {}
        for user in players:
            message = await user.expect(said(f"тур {round_no}, матч №"), timeout=WAIT)
            number = int(re.search(r"матч №(\d+)", message.text)[1])  # type: ignore[index]
            if number not in seen:
                seen[number] = user
                continue
            pairs.append((seen[number], user, number))
    cpu0 = sum(cpu_seconds(p) for p in pids)
    t0 = time.monotonic()

    async def play(reporter: Any, other: Any, number: int) -> None:
        sent = time.monotonic()
        await reporter.send("/report 2:0")
        await reporter.expect(said(f"Счёт матча №{number} против"), timeout=WAIT)
        figures.latencies.append(time.monotonic() - sent)
        request = await other.expect(said(f"ввёл счёт матча №{number}:"), timeout=WAIT)
        pressed = time.monotonic()
        await other.press(request, "Подтвердить", timeout=WAIT)
        await other.expect(said(f"Матч №{number}: "), timeout=WAIT)
        figures.latencies.append(time.monotonic() - pressed)

    await asyncio.gather(*(play(a, b, n) for a, b, n in pairs))
    figures.seconds += time.monotonic() - t0
    figures.cpu += sum(cpu_seconds(p) for p in pids) - cpu0
    figures.updates += 2 * len(pairs)


def leader_pid(url: str) -> int | None:
    import asyncpg

    async def ask_db() -> int | None:
        conn = await asyncpg.connect(url)
        try:
            name = await conn.fetchval(LEADERS_SQL)
        finally:
            await conn.close()
        return int(name.split(":")[1]) if name else None

    return asyncio.run(ask_db())


async def setup_run(args: argparse.Namespace, tmp: Path, pg: PostgresServer | None,
                    n_workers: int, base: int) -> Figures:  # fmt: skip
    name = f"{'postgresql' if pg else 'sqlite'} × {n_workers}"
    work = tmp / f"{'pg' if pg else 'sqlite'}{n_workers}"
    work.mkdir()
    storage = await pg.create_database(f"bench_{n_workers}") if pg else ""
    ports = [free_port() for _ in range(n_workers)]
    figures = Figures(name)
    async with (
        Balancer([f"http://127.0.0.1:{p}" for p in ports]) as balancer,
        TelegramSandbox(limits=Limits(enabled=False)) as sb,
    ):
        crew = [
            Worker(config(work, n, sb, storage, p, balancer.url + HOOK), p, work / f"w{n}.log")
            for n, p in enumerate(ports)
        ]
        for worker in crew:
            worker.start()
        try:
            for worker in crew:
                await worker.ready()
            judge = sb.user(JUDGE_ID, "Ирина", username="judge")
            await ask(judge, "/help", "Команды")
            tournaments = await events(sb, args.events, args.players, base)
            pids = [w.proc.pid for w in crew if w.proc is not None]
            for round_no in range(1, args.rounds + 1):
                await round_burst(sb, tournaments, round_no, pids, figures)
            if pg and n_workers > 1:
                pid = await asyncio.to_thread(leader_pid, storage)
                leader = next(w for w in crew if w.proc is not None and w.proc.pid == pid)
                killed = time.monotonic()
                leader.stop(signal.SIGKILL)
                await ask(judge, "/help", "Команды")
                figures.takeover = time.monotonic() - killed
        finally:
            for worker in crew:
                worker.stop()
    return figures


async def main_async(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-workers-") as tmp_name:
        tmp = Path(tmp_name)
        pg = PostgresServer(tempfile.mkdtemp(prefix="bench-pg-"))
        pg.start()
        try:
            rows = [await setup_run(args, tmp, None, 1, 0)]
            for n in (1, 2, 3):
                rows.append(await setup_run(args, tmp, pg, n, 10 * n))
        finally:
            pg.stop()
    total = args.events * args.players
    print(f"events {args.events} × players {args.players} = {total}; rounds timed {args.rounds};"
          f" every pair at once: /report 2:0, then «Подтвердить»")  # fmt: skip
    print(f"{'setup':<16} {'updates':>7} {'upd/s':>9} {'p50 ms':>8} {'p99 ms':>8}"
          f" {'CPU ms/upd':>9} {'takeover':>9}")  # fmt: skip
    for figures in rows:
        print(figures.row())
    print(
        f"machine: {os.cpu_count()} CPUs; the sandbox, the balancer, PostgreSQL and the"
        " scripted people share them with the workers"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--events", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=2)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
