"""A scripted world around the real bot: the sandbox, the bot app, a judge, players, chats.

The demo and the end-to-end tests both drive the bot through this; nothing here reaches into
the bot: everything goes through the sandbox's Bot API, as a real user's phone would.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.app import App
from bot.clock import Clock
from bot.config import Settings, load_settings
from sandbox.telegram import Limits, SandboxUser, SentMessage, TelegramSandbox

TOKEN = "123456:SANDBOX-token"
JUDGE_ID = 100
CHANNEL_ID = -1001001
JUDGES_CHAT_ID = -1001002

_MATCH = re.compile(r"матч №(\d+)")
_TOURNAMENT = re.compile(r"#(\d+)")


def settings_for(sandbox: TelegramSandbox, db_path: Path, **overrides: Any) -> Settings:
    """Settings that point the real bot at the sandbox and a given SQLite file."""
    sections: dict[str, Any] = {
        "telegram": {"token": sandbox.token, "api_server": sandbox.base_url},
        "admins": {"telegram": [JUDGE_ID]},
        "storage": {"path": str(db_path)},
    }
    for key, value in overrides.items():
        sections.setdefault(key, {}).update(value)
    return load_settings(None, **sections)


@dataclass
class Pairing:
    """A player's view of his match, read from the bot's private message."""

    number: int
    opponent: str
    message: SentMessage


class Scene:
    """The sandbox, the bot, the head judge, the channel and the judges' chat."""

    def __init__(self, sandbox: TelegramSandbox, app: App) -> None:
        self.sb = sandbox
        self.app = app
        self.judge = sandbox.user(JUDGE_ID, "Ирина", username="judge_irina")
        self.channel = sandbox.group(CHANNEL_ID, "Кубок Берсерка", bot_is_admin=True)
        self.judges_chat = sandbox.group(JUDGES_CHAT_ID, "Кубок Берсерка: судьи")
        self.channel.add_member(self.judge, "creator")
        self.judges_chat.add_member(self.judge, "creator")
        self.players: dict[str, SandboxUser] = {}
        self._ids = iter(range(1001, 100000))

    async def restart(self, *, crash: bool = False, between: Any = None) -> None:
        """Stop the bot (at once when `crash`) and start a new one on the same database."""
        await self.app.stop(flush=not crash)
        if between is not None:
            await between()
        self.app = App(self.app.settings, self.app.clock)
        await self.app.start()

    def player(self, nickname: str, first_name: str | None = None) -> SandboxUser:
        """A new scripted player (not yet registered), also a member of the channel."""
        user = self.sb.user(next(self._ids), first_name or nickname, username=None)
        self.channel.add_member(user)
        self.players[nickname] = user
        return user

    async def create(self, title: str, settings: str = "") -> int:
        """The judge creates a tournament, binds both chats and opens registration."""
        await self.judge.send(f"/new {title}")
        created = await self.judge.expect("Создан турнир")
        found = _TOURNAMENT.search(created.text)
        assert found is not None, created.text
        tid = int(found[1])
        if settings:
            await self.judge.send(f"/set {settings} #{tid}")
            await self.judge.expect("Сохранено")
        await self.judge.send(f"/bind #{tid}", chat=self.channel)
        await self.channel.expect("канал турнира")
        await self.judge.send(f"/bind judges #{tid}", chat=self.judges_chat)
        await self.judges_chat.expect("чат судей")
        await self.judge.send("/open", chat=self.channel)
        await self.channel.expect("Регистрация открыта")
        return tid

    async def register(self, user: SandboxUser, nickname: str, game_id: str, tid: int) -> None:
        """A player follows the announcement's link, applies and accepts the rules."""
        await user.send(f"/start t{tid}")
        await user.expect("регистрация открыта")
        await user.send(f"/register {nickname} {game_id}")
        rules = await user.expect("Принимаю")
        await user.press(rules, "Принимаю")
        await user.expect("Вы зарегистрированы")

    async def pairing(self, user: SandboxUser, round_no: int) -> Pairing | None:
        """The player's pairing message for a round; None for a bye."""
        message = await user.expect(f"тур {round_no}")
        if "bye" in message.text:
            return None
        number = _MATCH.search(message.text)
        opponent = re.search(r"Соперник: (.+?) \(", message.text)
        assert number and opponent, message.text
        return Pairing(int(number[1]), opponent[1], message)


# Flood limits off on both sides: for tests about behaviour rather than pacing.
NO_LIMITS = {
    "telegram_per_second": 10_000,
    "telegram_chat_per_second": 10_000,
    "telegram_chat_burst": 10_000,
    "telegram_group_per_minute": 1_000_000,
}


@asynccontextmanager
async def running_scene(
    db_path: Path | None = None,
    clock: Clock | None = None,
    *,
    real_limits: bool = True,
    **overrides: Any,
) -> AsyncIterator[Scene]:
    """A sandbox and the real bot on loopback with a temporary (or given) SQLite file.

    With `real_limits` the sandbox answers 429 as Telegram would and the bot paces itself
    to Telegram's published limits; without, both sides send as fast as they can.
    """
    sandbox = TelegramSandbox(limits=None if real_limits else Limits(enabled=False))
    if not real_limits:
        overrides.setdefault("delivery", {}).update(NO_LIMITS)
    await sandbox.start()
    with tempfile.TemporaryDirectory() as tmp:
        path = db_path or Path(tmp) / "tournament.sqlite3"
        app = App(settings_for(sandbox, path, **overrides), clock)
        await app.start()
        scene = Scene(sandbox, app)
        try:
            yield scene
        finally:
            await scene.app.stop()
            await sandbox.stop()
