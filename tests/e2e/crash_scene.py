"""The forked bot processes, the Telegram world and the configs the crash tests use."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sqlite3
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot_rows import on_postgres

from sandbox.telegram import SandboxChat, SandboxUser, SentMessage, TelegramSandbox
from sandbox.vk import VkSandbox

ROOT = Path(__file__).resolve().parents[2]
HELPER = Path(__file__).with_name("crashing_bot.py")
KILLS = int(os.environ.get("CRASH_KILLS", "20"))
# Sends awaiting Telegram at once in the crash runs: the shipped default ("auto", at most 4)
# unless CRASH_IN_FLIGHT=1 or another number is set; a kill repeats at most this many.
_IN_FLIGHT = os.environ.get("CRASH_IN_FLIGHT", "auto")  # sized from the round trip
IN_FLIGHT = 4 if _IN_FLIGHT == "auto" else int(_IN_FLIGHT)  # "auto" stays at most 4
IN_FLIGHT_TOML = '"auto"' if _IN_FLIGHT == "auto" else _IN_FLIGHT
SEED = "crash-2026"
PLAYERS = 64
ROUNDS = 4
JUDGE_ID = 100
VK_JUDGE_ID = 200
CHANNEL_ID = -1001001
WAIT = 60.0  # a scripted person waits this long for the bot (restarts included)
T = "Кубок Падений"


class Forks:
    """The fork server: bot processes started, killed and reaped by pid."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.proc: asyncio.subprocess.Process | None = None

    async def __aenter__(self) -> Forks:
        with self.log.open("ab") as log:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable,
                str(HELPER),
                cwd=ROOT,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=log,
            )
        assert await self._line() == "ready"
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.proc.wait(), 10)
        if self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()

    async def _line(self) -> str:
        assert self.proc is not None and self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 120)
        return line.decode().strip()

    async def _ask(self, request: str) -> str:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(f"{request}\n".encode())
        await self.proc.stdin.drain()
        return await self._line()

    async def start(self, config: Path) -> int:
        """A new bot process on this config; its pid."""
        answer = await self._ask(f"start {config}")
        assert answer.startswith("started "), answer
        return int(answer.split()[1])

    async def end(self, pid: int, how: signal.Signals) -> int:
        """Send the signal and wait for the process to be gone; its wait status."""
        os.kill(pid, how)
        answer = await self._ask(f"reap {pid}")
        assert answer.startswith(f"reaped {pid} "), answer
        return int(answer.split()[2])


@dataclass
class Life:
    """The bot process in use and what happened to the ones before it."""

    forks: Forks
    config: Path
    pid: int = 0
    kills: int = 0
    marks: list[dict[int, int]] = field(default_factory=list)  # messages per chat at a kill
    lost: list[dict[str, Any]] = field(default_factory=list)  # updates killed unhandled

    async def start(self) -> None:
        """Start the bot."""
        self.pid = await self.forks.start(self.config)

    async def kill(self) -> None:
        """SIGKILL: nothing is flushed, nothing is closed."""
        status = await self.forks.end(self.pid, signal.SIGKILL)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        self.kills += 1

    async def stop(self) -> None:
        """SIGTERM: the graceful stop, at the end."""
        status = await self.forks.end(self.pid, signal.SIGTERM)
        self.pid = 0
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status

    async def abort(self) -> None:
        """After a failure: make sure no bot process outlives the test."""
        if self.pid:
            with contextlib.suppress(ProcessLookupError, AssertionError):
                await self.forks.end(self.pid, signal.SIGKILL)
            self.pid = 0


class World:
    """The Telegram sandbox with the judge, the channel, the judges' chat and the players."""

    def __init__(self, sb: TelegramSandbox, db: Path | str) -> None:
        self.sb = sb
        self.db = db
        self.judge = sb.user(JUDGE_ID, "Ирина", username="judge_irina")
        self.channel = sb.group(CHANNEL_ID, T, bot_is_admin=True)
        self.judges_chat = sb.group(-1001002, "Кубок Падений: судьи")
        for group in (self.channel, self.judges_chat):
            group.add_member(self.judge, "creator")
        self.players: dict[str, SandboxUser] = {}
        for i in range(PLAYERS):
            nick = f"Игрок{i:02d}"
            user = sb.user(1001 + i, nick)
            self.channel.add_member(user)
            self.players[nick] = user
        self.presses: set[asyncio.Task[Any]] = set()
        self.resent: set[int] = set()  # updates lost with a killed bot and sent again

    def rooms(self) -> list[SandboxUser | SandboxChat]:
        """Every chat the bot writes to."""
        return [self.judge, self.channel, self.judges_chat, *self.players.values()]

    def press(self, user: SandboxUser, message: SentMessage, button: str) -> None:
        """Tap a button and go on: the answer to the tap may die with the bot."""

        async def tap() -> None:
            with contextlib.suppress(AssertionError):
                await user.press(message, button, timeout=WAIT)

        task = asyncio.create_task(tap())
        self.presses.add(task)
        task.add_done_callback(self.presses.discard)

    def total(self) -> int:
        """Bot messages delivered so far, in every chat."""
        return sum(len(room._received) for room in self.rooms())


def said(fragment: str) -> Callable[[SentMessage], bool]:
    """A match for `expect`: a message containing the fragment."""
    return lambda m: fragment in m.text


async def ask(user: SandboxUser, text: str, answer: str, chat: SandboxChat | None = None
              ) -> SentMessage:  # fmt: skip
    """Send a command and wait for the answer that contains `answer` (in `chat` if given)."""
    await user.send(text, chat=chat)
    return await (chat or user).expect(said(answer), timeout=WAIT)


def read(db: Path | str, sql: str) -> list[tuple[Any, ...]]:
    """Rows of a query on the bot's database, read through a connection of our own."""
    if str(db).startswith("postgresql://"):  # the workers' shared database (chaos test)
        return on_postgres(str(db), sql)
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as conn:
        return [tuple(row) for row in conn.execute(sql)]


def config_for(tmp: Path, sb: TelegramSandbox, db: Path) -> Path:
    """The bot's config: the sandbox as its API server, flood limits out of the way."""
    config = tmp / "config.toml"
    config.write_text(
        f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\n'
        f"[admins]\ntelegram = [{JUDGE_ID}]\n"
        f'[storage]\npath = "{db}"\n'
        "[delivery]\ntelegram_per_second = 100000\ntelegram_chat_per_second = 100000\n"
        "telegram_chat_burst = 100000\ntelegram_group_per_minute = 10000000\n"
        f"telegram_in_flight = {IN_FLIGHT_TOML}\n",
        encoding="utf-8",
    )
    return config


def vk_config_for(tmp: Path, vk: VkSandbox, db: Path) -> Path:
    """The bot's config for VK alone (long poll): the sandbox as its API, the judge an admin."""
    config = tmp / "config.toml"
    config.write_text(
        f'[vk]\ntoken = "{vk.token}"\ngroup_id = {vk.group_id}\napi_url = "{vk.api_url}"\n'
        f"[admins]\nvk = [{VK_JUDGE_ID}]\n"
        f'[storage]\npath = "{db}"\n'
        "[delivery]\nvk_per_second = 100000\n",
        encoding="utf-8",
    )
    return config
