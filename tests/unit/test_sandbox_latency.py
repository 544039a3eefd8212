"""The sandboxes' injected round trip: every answer travels there and back, half each way."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from vkbottle import API

from sandbox.base_sandbox import ROUND_TRIP_ENV
from sandbox.telegram import SandboxUser, TelegramSandbox
from sandbox.vk import VkSandbox, VkUser


class Path:
    """Records each leg of the emulated network and what the user had received by then."""

    def __init__(self, user: SandboxUser | VkUser) -> None:
        self.user = user
        self.legs: list[tuple[float, int]] = []

    async def travel(self, seconds: float) -> None:
        self.legs.append((seconds, len(self.user.inbox)))  # no waiting: no test waits on time


@pytest.fixture
async def telegram() -> AsyncIterator[tuple[TelegramSandbox, Bot]]:
    """A Telegram sandbox 100 ms away and an aiogram Bot on it."""
    async with TelegramSandbox(round_trip_ms=100) as sb:
        session = AiohttpSession(api=TelegramAPIServer.from_base(sb.base_url))
        async with Bot(sb.token, session=session) as bot:
            yield sb, bot


async def test_a_telegram_answer_comes_a_round_trip_later(
    telegram: tuple[TelegramSandbox, Bot],
) -> None:
    sb, bot = telegram
    alice = sb.user(1001, "Алиса")
    await alice.send("/start")
    path = Path(alice)
    sb.travel = path.travel  # type: ignore[method-assign]
    await bot.send_message(alice.id, "Тур 1")
    # Half on the way there (nothing delivered yet), half on the way back (delivered).
    assert path.legs == [(0.05, 0), (0.05, 1)]
    sb.round_trip = 0  # loopback speed again: no leg at all
    await bot.send_message(alice.id, "Тур 2")
    assert len(path.legs) == 2 and len(alice.inbox) == 2


async def test_a_vk_answer_comes_a_round_trip_later() -> None:
    async with VkSandbox(round_trip_ms=50) as vk:
        olga = vk.user(500001, "Ольга")
        await olga.send("привет")
        path = Path(olga)
        vk.travel = path.travel  # type: ignore[method-assign]
        api = API(vk.token)
        api.API_URL = vk.api_url
        try:
            await api.messages.send(peer_id=olga.id, random_id=1, message="Тур 1")
        finally:
            await api.http_client.close()
        assert path.legs == [(0.025, 0), (0.025, 1)]


def test_the_round_trip_comes_from_the_option_or_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert TelegramSandbox().round_trip == 0 and VkSandbox().round_trip == 0
    monkeypatch.setenv(ROUND_TRIP_ENV, "100")  # what bench/fanout.py sets for a child
    assert TelegramSandbox().round_trip == 0.1 and VkSandbox().round_trip == 0.1
    assert TelegramSandbox(round_trip_ms=50).round_trip == 0.05  # the option wins
    assert VkSandbox(round_trip_ms=0).round_trip == 0
    with pytest.raises(ValueError, match="negative"):
        TelegramSandbox(round_trip_ms=-1)
