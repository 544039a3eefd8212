"""A scripted world around the real bot: the sandboxes, the bot app, judges, players, chats.

The demo and the end-to-end tests both drive the bot through this; nothing here reaches into
the bot: everything goes through the sandboxes' APIs, as a real user's phone would.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.clock import Clock
from bot.runtime.app import App
from bot.runtime.config import Settings, load_settings
from sandbox import vk as vk_sandbox
from sandbox.telegram import Limits, SandboxChat, SandboxUser, SentMessage, TelegramSandbox
from sandbox.vk import VkConversation, VkMessage, VkSandbox, VkUser

JUDGE_ID = 100
CHANNEL_ID = -1001001
JUDGES_CHAT_ID = -1001002
VK_JUDGE_ID = 600100

User = SandboxUser | VkUser
Room = SandboxChat | VkConversation
Message = SentMessage | VkMessage

_MATCH = re.compile(r"матч №(\d+)")
_TOURNAMENT = re.compile(r"#(\d+)")
# Flood limits off on both sides: for tests about behaviour rather than pacing.
NO_LIMITS = {
    "telegram_per_second": 10_000,
    "telegram_chat_per_second": 10_000,
    "telegram_chat_burst": 10_000,
    "telegram_group_per_minute": 1_000_000,
    "vk_per_second": 10_000,
}


# A PostgreSQL URL the scenes use instead of their SQLite file: the end-to-end suite runs on
# both engines (tests/e2e/conftest.py sets it to a fresh database per test).
STORAGE_URL: str | None = None


def storage_toml(db_path: Path) -> str:
    """The config's `[storage]` section for a bot process: the SQLite file, or STORAGE_URL."""
    url = f'url = "{STORAGE_URL}"\n' if STORAGE_URL else ""
    return f'[storage]\npath = "{db_path}"\n{url}'


def settings_for(
    db_path: Path, tg_box: TelegramSandbox | None, vk_box: VkSandbox | None, /, **overrides: Any
) -> Settings:
    """Settings that point the real bot at the sandboxes and a given SQLite file."""
    sections: dict[str, Any] = {"storage": {"path": str(db_path)}, "admins": {}}
    if STORAGE_URL:
        sections["storage"]["url"] = STORAGE_URL
    if tg_box is not None:
        sections["telegram"] = {"token": tg_box.token, "api_server": tg_box.base_url}
        sections["admins"]["telegram"] = [JUDGE_ID]
    if vk_box is not None:
        sections["vk"] = {
            "token": vk_box.token,
            "group_id": vk_box.group_id,
            "api_url": vk_box.api_url,
        }
        sections["admins"]["vk"] = [VK_JUDGE_ID]
    for key, value in overrides.items():
        sections.setdefault(key, {}).update(value)
    return load_settings(None, **sections)


async def say(user: User, text: str, where: Room | None = None, reply_to: Any = None) -> Message:
    """A user writes to the bot privately, or in a group or conversation."""
    if isinstance(user, VkUser):
        assert where is None or isinstance(where, VkConversation)
        return await user.send(text, peer=where, reply_to=reply_to)
    assert where is None or isinstance(where, SandboxChat)
    return await user.send(text, chat=where, reply_to=reply_to)


@dataclass
class Pairing:
    """A player's view of his match, read from the bot's private message."""

    number: int
    opponent: str
    message: Message


class Scene:
    """The sandboxes, the bot, the head judges, the channels and the judges' chats."""

    def __init__(self, app: App, tg: TelegramSandbox | None, vk: VkSandbox | None) -> None:
        self.app = app
        self.tg = tg
        self.vk = vk
        self.players: dict[str, User] = {}
        self._ids = iter(range(1001, 100000))
        if tg is not None:
            self.judge = tg.user(JUDGE_ID, "Ирина", username="judge_irina")
            self.channel = tg.group(CHANNEL_ID, "Кубок Берсерка", bot_is_admin=True)
            self.judges_chat = tg.group(JUDGES_CHAT_ID, "Кубок Берсерка: судьи")
            self.channel.add_member(self.judge, "creator")
            self.judges_chat.add_member(self.judge, "creator")
        if vk is not None:
            self.vk_judge = vk.user(VK_JUDGE_ID, "Олег", "Судьин")
            self.vk_channel = vk.conversation(1, "Кубок Берсерка ВК", bot_is_admin=True)
            self.vk_judges_chat = vk.conversation(2, "Судьи ВК", bot_is_admin=True)
            self.vk_channel.add_member(self.vk_judge, is_admin=True)
            self.vk_judges_chat.add_member(self.vk_judge, is_admin=True)

    @property
    def home(self) -> str:
        """The head judge's platform: Telegram when its sandbox runs, else VK."""
        return "telegram" if self.tg is not None else "vk"

    @property
    def sb(self) -> TelegramSandbox:
        """The Telegram sandbox (most tests use only Telegram)."""
        assert self.tg is not None
        return self.tg

    async def restart(self, *, crash: bool = False, between: Any = None) -> None:
        """Stop the bot (at once when `crash`) and start a new one on the same database."""
        await self.app.stop(flush=not crash)
        if between is not None:
            await between()
        self.app = App(self.app.settings, self.app.clock)
        await self.app.start()

    def player(self, nickname: str, first_name: str | None = None, platform: str = "telegram"
               ) -> User:  # fmt: skip
        """A new scripted player (not yet registered), also a member of the channel."""
        user: User
        if platform == "vk":
            assert self.vk is not None
            user = self.vk.user(500000 + next(self._ids), first_name or nickname, "")
            self.vk_channel.add_member(user)
        else:
            user = self.sb.user(next(self._ids), first_name or nickname, username=None)
            self.channel.add_member(user)
        self.players[nickname] = user
        return user

    async def create(self, title: str, settings: str = "", platform: str = "telegram") -> int:
        """A head judge creates a tournament, binds both chats and opens registration."""
        judge, channel, judges = self.staff(platform)
        await say(judge, f"/new {title}")
        created = await judge.expect("Создан турнир")
        found = _TOURNAMENT.search(created.text)
        assert found is not None, created.text
        tid = int(found[1])
        if settings:
            await say(judge, f"/set {settings} #{tid}")
            await judge.expect("Сохранено")
        await say(judge, f"/bind #{tid}", channel)
        await channel.expect("канал турнира")
        await say(judge, f"/bind judges #{tid}", judges)
        await judges.expect("чат судей")
        await say(judge, "/open", channel)
        await channel.expect("Регистрация открыта")
        return tid

    def staff(self, platform: str) -> tuple[User, Room, Room]:
        """The head judge, the channel and the judges' chat on one platform."""
        if platform == "vk":
            return self.vk_judge, self.vk_channel, self.vk_judges_chat
        return self.judge, self.channel, self.judges_chat

    async def bind_vk(self, tid: int) -> None:
        """The VK judge binds the VK conversation as a second channel of the tournament."""
        await say(self.vk_judge, f"/bind #{tid}", self.vk_channel)
        await self.vk_channel.expect("канал турнира")

    async def register(self, user: User, nickname: str, game_id: str, tid: int) -> None:
        """A player follows the announcement's link, applies and accepts the rules."""
        await say(user, f"/start t{tid}")
        await user.expect("регистрация открыта")
        await say(user, f"/register {nickname} {game_id}")
        rules = await user.expect("Принимаю")
        await user.press(rules, "Принимаю")  # type: ignore[arg-type]
        await user.expect("Вы зарегистрированы")

    async def pairing(self, user: User, round_no: int) -> Pairing | None:
        """The player's pairing message for a round; None for a bye."""
        message = await user.expect(f"тур {round_no}")
        if "bye" in message.text:
            return None
        number = _MATCH.search(message.text)
        opponent = re.search(r"Соперник: (.+?) \(", message.text)
        assert number and opponent, message.text
        return Pairing(int(number[1]), opponent[1], message)


@asynccontextmanager
async def running_scene(
    db_path: Path | None = None,
    clock: Clock | None = None,
    *,
    real_limits: bool = True,
    platforms: tuple[str, ...] = ("telegram",),
    **overrides: Any,
) -> AsyncIterator[Scene]:
    """Sandboxes and the real bot on loopback with a temporary (or given) SQLite file.

    With `real_limits` the sandboxes answer 429 / error 6 as the platforms would and the bot
    paces itself to their published limits; without, both sides send as fast as they can.
    """
    async with AsyncExitStack() as stack:
        tg = vk = None
        if "telegram" in platforms:
            tg = TelegramSandbox(limits=None if real_limits else Limits(enabled=False))
            await tg.start()
            stack.push_async_callback(tg.stop)
        if "vk" in platforms:
            vk = VkSandbox(limits=None if real_limits else vk_sandbox.Limits(enabled=False))
            await vk.start()
            stack.push_async_callback(vk.stop)
        if not real_limits:
            overrides.setdefault("delivery", {}).update(NO_LIMITS)
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        path = db_path or Path(tmp) / "tournament.sqlite3"
        app = App(settings_for(path, tg, vk, **overrides), clock)
        await app.start()
        scene = Scene(app, tg, vk)
        try:
            yield scene
        finally:
            await scene.app.stop()
        if vk is not None:  # a call VK's schema refuses or ignores fails the test (issue 22)
            vk.check_clean()
