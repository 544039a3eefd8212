"""`python -m bot doctor` against the sandboxes: one misconfiguration at a time, in Russian."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import aiohttp
import pytest

from bot.delivery.texts import Texts
from bot.domain.model import Binding
from bot.domain.settings import TournamentSettings
from bot.runtime.config import Settings
from bot.runtime.doctor import diagnose
from sandbox import script
from sandbox import vk as vk_sandbox
from sandbox.script import settings_for
from sandbox.telegram import Limits, TelegramSandbox
from sandbox.vk import CHAT_PEER_BASE, VkSandbox
from storage.engines import database_for

# The platforms' settings, not the engine: played once, in the first pass.
pytestmark = pytest.mark.engine_fixed

ROOT = Path(__file__).resolve().parents[2]
CHANNEL, JUDGES = -1001001, -1001002
VK_CHANNEL = CHAT_PEER_BASE + 1


@dataclass
class World:
    """Both sandboxes set up as a careful organizer would, and the bot's database."""

    tg: TelegramSandbox
    vk: VkSandbox
    db_path: Path
    overrides: dict[str, dict[str, Any]]

    def settings(self) -> Settings:
        return settings_for(self.db_path, self.tg, self.vk, **self.overrides)

    async def bot_api(self, method: str, **params: Any) -> Any:
        """Call the Bot API as another program with this token would."""
        url = f"{self.tg.base_url}/bot{self.tg.token}/{method}"
        async with aiohttp.ClientSession() as http, http.post(url, json=params) as resp:
            return await resp.json()


async def _bind(settings: Settings, *bindings: tuple[str, int, str, str]) -> None:
    db = database_for(settings.storage.target)
    await db.open()
    try:
        async with db.transaction() as store:
            judge = await store.accounts.upsert("telegram", 100, "Ирина", None, "ru", 0.0)
            t = await store.tournaments.create("Кубок", TournamentSettings(), judge.id, 0.0)
            for platform, chat_id, role, title in bindings:
                binding = Binding(platform, chat_id, role, t.id, title)
                await store.tournaments.bind(binding, 0.0)
    finally:
        await db.close()


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    tg = TelegramSandbox(limits=Limits(enabled=False), privacy_mode=False, bad_token="1:REJECTED")
    vk = VkSandbox(limits=vk_sandbox.Limits(enabled=False))
    await tg.start()
    await vk.start()
    tg.group(CHANNEL, "Кубок Берсерка", bot_is_admin=True)
    tg.group(JUDGES, "Кубок Берсерка: судьи")  # the bot only posts there: no rights needed
    vk.conversation(1, "Кубок ВК", bot_is_admin=True)
    made = World(tg, vk, tmp_path / "bot.sqlite3", {})
    await _bind(
        made.settings(),
        ("telegram", CHANNEL, "channel", "Кубок Берсерка"),
        ("telegram", JUDGES, "judges", "Кубок Берсерка: судьи"),
        ("vk", VK_CHANNEL, "channel", "Кубок ВК"),
    )
    try:
        yield made
    finally:
        await tg.stop()
        await vk.stop()


@cache
def _texts() -> Texts:
    return Texts(ZoneInfo("Europe/Moscow"))  # the catalogues parsed once for every case


async def _lines(world: World) -> tuple[int, list[str]]:
    report = await diagnose(world.settings())
    return report.exit_code, report.lines(_texts())


async def test_a_well_set_bot_passes_every_check(world: World) -> None:
    code, lines = await _lines(world)
    assert code == 0, lines
    assert not [line for line in lines if line.startswith("❌")]
    assert "✅ Telegram: токен принят, бот @berserk_test_bot." in lines
    assert "✅ ВКонтакте, беседа «Кубок ВК» (1): права сообщества в порядке." in lines
    assert lines[-1].startswith("Ошибок нет: можно проводить турнир")  # ⚠️ bots' abilities


async def _rejected_tg_token(w: World) -> None:
    w.overrides["telegram"] = {"token": "1:REJECTED"}


async def _privacy_on(w: World) -> None:
    w.tg.privacy_mode = True


async def _not_admin(w: World) -> None:
    w.tg.set_bot_member(CHANNEL, "member")


async def _no_ban_right(w: World) -> None:
    w.tg.set_bot_member(CHANNEL, can_restrict_members=False)


async def _kicked(w: World) -> None:
    w.tg.set_bot_member(CHANNEL, "kicked")


async def _webhook_in_polling(w: World) -> None:
    await w.bot_api("setWebhook", url="http://127.0.0.1:9/elsewhere")


async def _webhook_elsewhere(w: World) -> None:
    w.overrides["telegram"] = {"mode": "webhook", "webhook_url": "http://127.0.0.1:9/hook"}
    await w.bot_api("setWebhook", url="http://127.0.0.1:9/old")


async def _webhook_failing(w: World) -> None:
    w.overrides["telegram"] = {"mode": "webhook", "webhook_url": "http://127.0.0.1:9/hook"}
    await w.bot_api("setWebhook", url="http://127.0.0.1:9/hook")
    w.tg.fail_webhook("Connection refused")
    await w.tg.user(5, "Игрок").send("/start")  # an update waiting: nothing gets through


async def _web_over_http(w: World) -> None:
    w.overrides["web"] = {"enabled": True, "public_url": "http://cup.example.org"}


async def _rejected_vk_token(w: World) -> None:
    w.overrides["vk"] = {"token": "not-the-community-token"}


async def _vk_no_manage(w: World) -> None:
    w.vk.token_rights.discard("manage")


async def _vk_other_group(w: World) -> None:
    w.overrides["vk"] = {"group_id": 1}


async def _vk_longpoll_off(w: World) -> None:
    w.vk.set_longpoll(False)


async def _vk_old_version(w: World) -> None:
    w.vk.events_api_version = "5.131"


async def _vk_no_button_events(w: World) -> None:
    w.vk.event_types.discard("message_event")


async def _vk_callback_unconfirmed(w: World) -> None:
    w.overrides["vk"] = {"mode": "callback", "confirmation_code": "abc", "secret": "s"}
    w.vk.callback_server("http://127.0.0.1:9/vk/callback")  # nothing answers there


async def _vk_not_admin(w: World) -> None:
    w.vk.conversation(2, "Матчи ВК")  # the community was added, but not as an admin
    await _bind(w.settings(), ("vk", CHAT_PEER_BASE + 2, "match", "Матчи ВК"))


Setup = Callable[[World], Awaitable[None]]
CASES: list[tuple[Setup, str]] = [
    (
        _rejected_tg_token,
        "Telegram отклонил токен (401 Unauthorized). Возьмите токен у @BotFather",
    ),
    (_privacy_on, "/setprivacy → выберите бота → Disable"),
    (_not_admin, "«Кубок Берсерка» (-1001001): бот не администратор"),
    (_no_ban_right, "у бота нет прав «Блокировка пользователей»"),
    (_kicked, "бота нет в этом чате (Forbidden: bot was kicked"),
    (_webhook_in_polling, "установлен webhook http://127.0.0.1:9/elsewhere, а в конфигурации"),
    (_webhook_elsewhere, "webhook указывает на http://127.0.0.1:9/old"),
    (_webhook_failing, "не может доставить обновления на webhook: «Connection"),
    (_web_over_http, "public_url = http://cup.example.org — не https"),
    (_rejected_vk_token, "ВКонтакте отклонил токен"),
    (_vk_no_manage, "у токена нет прав «Управление сообществом»"),
    (_vk_other_group, "а в [vk] group_id = 1"),
    (_vk_longpoll_off, "Long Poll API выключен"),
    (_vk_old_version, "Long Poll API: версия API 5.131"),
    (_vk_no_button_events, "не включены события message_event"),
    (_vk_callback_unconfirmed, "/vk/callback не подтверждён (статус failed)"),
    (_vk_not_admin, "беседа «Матчи ВК» (2): сообщество не администратор"),
]


@pytest.mark.parametrize(("spoil", "said"), CASES, ids=[f.__name__[1:] for f, _ in CASES])
async def test_each_misconfiguration_is_said_with_its_fix(
    world: World, spoil: Setup, said: str
) -> None:
    await spoil(world)
    code, lines = await _lines(world)
    assert code == 1
    failed = [line for line in lines if line.startswith("❌")]
    assert any(said in line for line in failed), "\n".join(lines)
    assert lines[-1].startswith("Нужно исправить")


async def _cli(config: Path) -> tuple[int, str, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "doctor", "--config", str(config),
        cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    out, err = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode is not None
    return process.returncode, out.decode(), err.decode()


async def test_the_command_line_exits_0_when_all_is_well_and_1_otherwise(
    world: World, tmp_path: Path
) -> None:
    vk, storage = world.vk, script.storage_toml(world.db_path)
    good, rejected = tmp_path / "good.toml", tmp_path / "rejected.toml"
    good.write_text(
        f'[telegram]\ntoken = "{world.tg.token}"\napi_server = "{world.tg.base_url}"\n'
        f'[vk]\ntoken = "{vk.token}"\ngroup_id = {vk.group_id}\napi_url = "{vk.api_url}"\n'
        + storage,
        encoding="utf-8",
    )
    # VK alone: this process skips aiogram's import (seconds of CPU).
    rejected.write_text(
        f'[vk]\ntoken = "vk1.a.REJECTED"\ngroup_id = {vk.group_id}\napi_url = "{vk.api_url}"\n'
        + storage,
        encoding="utf-8",
    )
    (code, out, err), (bad_code, bad_out, bad_err) = await asyncio.gather(
        _cli(good), _cli(rejected)
    )
    assert code == 0, out + err
    assert "можно проводить турнир" in out and "❌" not in out
    assert bad_code == 1, bad_out + bad_err
    assert "❌ ВКонтакте отклонил токен" in bad_out
    assert "Traceback" not in bad_err and "REJECTED" not in bad_out + bad_err
