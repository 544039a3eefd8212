"""Three bot workers on one PostgreSQL behind a balancer, Telegram pushing updates by webhook."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
from dataclasses import dataclass, field
from pathlib import Path

from crash_scene import IN_FLIGHT_TOML, JUDGE_ID, Forks, World, read

from sandbox.balancer import Balancer, healthy
from sandbox.postgres import LEADERS_SQL
from sandbox.telegram import Limits, TelegramSandbox

WORKERS = 3
SECRET = "chaos-secret"
HOOK_PATH = "/tg/hook"
BOT_RATE = 100  # messages a second the leader's courier allows itself …
# … and what the sandbox answers 429 above: one sender stays under it, two at once would not.
SANDBOX_LIMITS = Limits(
    global_per_sec=120.0,
    global_burst=120,
    chat_per_sec=1000.0,
    chat_burst=1000,
    group_per_min=10_000_000.0,
    group_burst=1_000_000,
)


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def worker_config(
    tmp: Path, n: int, sb: TelegramSandbox, url: str, port: int, hook: str, extra: str = ""
) -> Path:
    """Worker `n`'s config: the shared database, its own port, webhook mode via the balancer."""
    config = tmp / f"worker{n}.toml"
    config.write_text(
        f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\nmode = "webhook"\n'
        f'webhook_url = "{hook}"\nwebhook_secret = "{SECRET}"\n'
        f"[admins]\ntelegram = [{JUDGE_ID}]\n"
        f'[storage]\npath = "{tmp / f"worker{n}.sqlite3"}"\nurl = "{url}"\n'
        f'[server]\nlisten = "127.0.0.1:{port}"\n'
        f"[delivery]\ntelegram_per_second = {BOT_RATE}\ntelegram_chat_per_second = 100000\n"
        "telegram_chat_burst = 100000\ntelegram_group_per_minute = 10000000\n"
        f"telegram_in_flight = {IN_FLIGHT_TOML}\n" + extra,
        encoding="utf-8",
    )
    return config


@dataclass
class Crew:
    """The workers' processes: started, killed at random and restarted, stopped."""

    forks: Forks
    configs: list[Path]
    ports: list[int]
    pids: list[int] = field(default_factory=list)
    kills: int = 0
    leaders: int = 0  # kills that hit the leader
    killed: list[int] = field(default_factory=list)  # which worker each kill hit
    marks: list[dict[int, int]] = field(default_factory=list)  # messages per chat at a kill
    lost: list[dict[str, object]] = field(default_factory=list)  # webhook mode loses none

    async def start(self) -> None:
        """Start every worker."""
        self.pids = [await self.forks.start(config) for config in self.configs]

    async def kill(self, n: int) -> None:
        """SIGKILL worker `n`: nothing flushed, nothing closed, its locks gone with it."""
        status = await self.forks.end(self.pids[n], signal.SIGKILL)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        self.pids[n] = 0
        self.kills += 1
        self.killed.append(n)

    async def restart(self, n: int) -> None:
        """Worker `n` again, on its port."""
        self.pids[n] = await self.forks.start(self.configs[n])

    async def ready(self) -> None:
        """Wait until every worker answers on its port (one just restarted may still start)."""
        for port, pid in zip(self.ports, self.pids, strict=True):
            if pid and not await healthy(port, 30):
                raise AssertionError(f"worker on {port} never came up")

    async def stop(self) -> None:
        """SIGTERM every worker: the graceful stop, at the end."""
        await self.ready()
        for n, pid in enumerate(self.pids):
            if pid:
                status = await self.forks.end(pid, signal.SIGTERM)
                self.pids[n] = 0
                assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status

    async def abort(self) -> None:
        """After a failure: no worker outlives the test."""
        for n, pid in enumerate(self.pids):
            if pid:
                with contextlib.suppress(ProcessLookupError, AssertionError):
                    await self.forks.end(pid, signal.SIGKILL)
                self.pids[n] = 0


def leader(url: str, crew: Crew) -> int | None:
    """Which worker holds the token's lock (its connection is named after its pid)."""
    holders = read(url, LEADERS_SQL)
    # Other advisory locks may be held at that instant too (a starting worker's migration lock,
    # on a connection not yet named): only a worker's own name "host:pid:tag" counts.
    pids = [int(parts[1]) for (name,) in holders if len(parts := name.split(":")) == 3]
    return next((crew.pids.index(pid) for pid in pids if pid in crew.pids), None)


async def chaos(world: World, crew: Crew, rng: random.Random, done: asyncio.Event) -> None:
    """Every second or two a worker is SIGKILLed, and started again a moment later: every
    other kill the leader (a takeover), else one picked at random."""
    while not done.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(done.wait(), rng.uniform(1.0, 2.5))
        if done.is_set():
            return
        n = rng.randrange(WORKERS)
        if crew.kills % 2 == 0:
            at = await asyncio.to_thread(leader, str(world.db), crew)
            n = n if at is None else at
            crew.leaders += at is not None
        await crew.kill(n)
        crew.marks.append({room.id: len(room._received) for room in world.rooms()})
        await asyncio.sleep(rng.uniform(0.2, 1.0))
        await crew.restart(n)


@contextlib.asynccontextmanager
async def balanced(ports: list[int]):  # type: ignore[no-untyped-def]
    """The proxy in front of the workers (nginx in deploy/), retrying a refused worker's
    request on the next one."""
    async with Balancer([f"http://127.0.0.1:{p}" for p in ports]) as balancer:
        yield balancer


@contextlib.asynccontextmanager
async def two_workers(tmp: Path, url: str, extra: str = ""):  # type: ignore[no-untyped-def]
    """Two workers on `url` behind the balancer: stopped at the end, killed after a failure."""
    ports = [free_port() for _ in range(2)]
    async with (
        Forks(tmp / "workers.log") as forks,
        balanced(ports) as balancer,
        TelegramSandbox(limits=SANDBOX_LIMITS) as sb,
    ):
        world = World(sb, url)
        hook = balancer.url + HOOK_PATH
        configs = [worker_config(tmp, n, sb, url, p, hook, extra) for n, p in enumerate(ports)]
        crew = Crew(forks, configs, ports)
        await crew.start()
        try:
            yield world, crew
        except BaseException:
            await crew.abort()
            raise
        await crew.stop()


def private_update(update_id: int, user_id: int, text: str) -> dict[str, object]:
    """A Telegram update of a private message, to post to a worker's webhook by hand."""
    person = {"id": user_id, "is_bot": False, "first_name": "Ирина"}
    chat = {"id": user_id, "type": "private", "first_name": "Ирина"}
    message = {"message_id": update_id, "date": 0, "text": text, "chat": chat, "from": person}
    return {"update_id": update_id, "message": message}
