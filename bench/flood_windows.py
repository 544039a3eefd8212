"""Flood windows during a 256-player round, counted the way Telegram counts them (issue 22).

The bot runs as its own `python -m bot run` processes in webhook mode behind the balancer
(as in bench/workers.py), with its default delivery limits; the Telegram sandbox enforces the
platform's windows (30 sends in any second, 20 in any minute per group, 3 in any 3 s per
chat) and every scripted person lives in this process. One tournament: registration, round 1
paired, every pair reports and confirms at once, the standings. Printed per setup, from the
sandbox's log of answered calls: the worst 1-second window overall, the worst 60-second
window of each group (sends and edits), the worst 1- and 3-second windows of any chat, and
the 429 answers. Setups: one worker on SQLite; three on PostgreSQL with the leader SIGKILLed
in the middle of the round's fan-out (a follower takes over and reads the last minute's sends).

    python bench/flood_windows.py [--players 256] [--kill-after 6]
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ modules beside this file

from workers import (
    HOOK,
    JUDGE_ID,
    WAIT,
    Worker,
    ask,
    events,
    free_port,
    leader_pid,
    round_burst,
    said,
)
from workers import Figures as WorkerFigures

from sandbox.balancer import Balancer
from sandbox.flood_limits import most_in_any
from sandbox.postgres import PostgresServer
from sandbox.telegram import TelegramSandbox

SENDS = {"sendMessage", "sendPhoto", "sendDocument", "sendMediaGroup", "copyMessage"}
EDITS = {"editMessageText", "editMessageCaption", "editMessageMedia", "editMessageReplyMarkup"}
QUIET = 3.0  # seconds without a send: the round's messages are all out


def config(tmp: Path, n: int, sb: TelegramSandbox, storage: str, port: int, hook: str) -> Path:
    """A worker's config: webhook mode through the balancer, the default delivery limits."""
    path = tmp / f"worker{n}.toml"
    url = f'url = "{storage}"\n' if storage.startswith("postgresql://") else ""
    db = tmp / "bot.sqlite3" if not url else tmp / f"worker{n}.sqlite3"
    path.write_text(
        f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\nmode = "webhook"\n'
        f'webhook_url = "{hook}"\n[admins]\ntelegram = [{JUDGE_ID}]\n'
        f'[storage]\npath = "{db}"\n{url}[server]\nlisten = "127.0.0.1:{port}"\n',
        encoding="utf-8",
    )
    return path


def windows(sb: TelegramSandbox) -> dict[str, Any]:
    """The worst windows in the sandbox's log of answered calls."""
    log = [e for e in sb.stats.log if e.status == 200]
    sends = [e for e in log if e.method in SENDS]
    groups: dict[int, list[float]] = defaultdict(list)
    chats: dict[Any, list[float]] = defaultdict(list)
    for e in log:
        if isinstance(e.chat_id, int) and e.chat_id < 0 and e.method in SENDS | EDITS:
            groups[e.chat_id].append(e.t)
    for e in sends:
        chats[e.chat_id].append(e.t)
    return {
        "sends": len(sends),
        "second": most_in_any((e.t for e in sends), 1.0),
        "groups": {g: most_in_any(t, 60.0) for g, t in groups.items()},
        "chat_1s": max((most_in_any(t, 1.0) for t in chats.values()), default=0),
        "chat_3s": max((most_in_any(t, 3.0) for t in chats.values()), default=0),
        "429": sb.stats.rate_limited,
    }


async def quiet(sb: TelegramSandbox) -> None:
    """Wait until no message has been sent for QUIET seconds."""
    while True:
        sends = [e.t for e in sb.stats.log if e.method in SENDS]
        if sends and time.monotonic() - sends[-1] > QUIET:
            return
        await asyncio.sleep(0.5)


async def setup_run(
    args: argparse.Namespace, tmp: Path, pg: PostgresServer | None, n_workers: int
) -> tuple[str, dict[str, Any], float | None, float]:
    """One setup: workers, a registration and a whole round; its windows."""
    name = f"{'postgresql' if pg else 'sqlite'} × {n_workers}"
    work = tmp / f"{'pg' if pg else 'sqlite'}{n_workers}"
    work.mkdir()
    storage = await pg.create_database(f"flood_{n_workers}") if pg else ""
    ports = [free_port() for _ in range(n_workers)]
    killed_at: float | None = None
    async with (
        Balancer([f"http://127.0.0.1:{p}" for p in ports]) as balancer,
        TelegramSandbox() as sb,  # the platform's windows, strict
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
            started = time.monotonic()
            tournaments = await events(sb, 1, args.players, 0)

            async def kill_leader() -> None:
                nonlocal killed_at
                await asyncio.sleep(args.kill_after)
                pid = await asyncio.to_thread(leader_pid, storage)
                leader = next(w for w in crew if w.proc is not None and w.proc.pid == pid)
                leader.stop(signal.SIGKILL)
                killed_at = time.monotonic() - started

            killer = asyncio.create_task(kill_leader()) if pg and n_workers > 1 else None
            # No CPU figures here (a killed worker has none to read): the windows are the point.
            await round_burst(sb, tournaments, 1, [], WorkerFigures(name))
            _tid, channel, _players = tournaments[0]
            await channel.expect(said("таблица после тура 1"), timeout=WAIT)
            if killer is not None:
                await killer
            await quiet(sb)
            took = time.monotonic() - started
        finally:
            for worker in crew:
                worker.stop()
        if args.log:
            with open(f"{args.log}.{name.split()[0]}", "w", encoding="utf-8") as out:
                for e in sb.stats.log:
                    out.write(f"{e.t:.4f}\t{e.method}\t{e.chat_id}\t{e.status}\n")
        return name, windows(sb), killed_at, took


async def main_async(args: argparse.Namespace) -> None:
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-flood-") as tmp_name:
        tmp = Path(tmp_name)
        rows.append(await setup_run(args, tmp, None, 1))
        pg = PostgresServer(tempfile.mkdtemp(prefix="bench-pg-"))
        pg.start()
        try:
            rows.append(await setup_run(args, tmp, pg, 3))
        finally:
            pg.stop()
    print(
        f"players {args.players}: registration, round 1 paired, every pair reports and"
        " confirms, standings; Telegram's windows enforced by the sandbox"
    )
    print(
        f"{'setup':<16} {'sends':>6} {'worst 1 s':>9} {'worst 60 s/group':>16}"
        f" {'chat 1 s':>8} {'chat 3 s':>8} {'429':>4} {'took':>7}  leader killed"
    )
    for name, w, killed, took in rows:
        per_group = max(w["groups"].values(), default=0)
        kill = f"at {killed:.1f} s" if killed is not None else "—"
        print(
            f"{name:<16} {w['sends']:>6} {w['second']:>6}/30 {per_group:>13}/20"
            f" {w['chat_1s']:>8} {w['chat_3s']:>6}/3 {w['429']:>4} {took:>6.0f}s  {kill}"
        )
        for group, most in sorted(w["groups"].items()):
            print(f"  group {group}: worst 60 s window {most}/20")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument(
        "--kill-after", type=float, default=6.0, help="seconds into the round: the leader dies"
    )
    parser.add_argument("--log", help="write each setup's log of calls to LOG.<engine>")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
