"""Fixtures of the Telegram sandbox tests: a running sandbox, an aiogram Bot on it, a user."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer

from sandbox.telegram import SandboxUser, TelegramSandbox


@pytest.fixture
async def sb() -> AsyncIterator[TelegramSandbox]:
    async with TelegramSandbox() as sandbox:
        yield sandbox


class QuickSession(AiohttpSession):
    """aiogram's session minus the 250 ms grace sleep on close, which plain HTTP does not need."""

    async def close(self) -> None:
        if self._session is not None and not self._session.closed:
            await self._session.close()


@pytest.fixture
async def bot(sb: TelegramSandbox) -> AsyncIterator[Bot]:
    session = QuickSession(api=TelegramAPIServer.from_base(sb.base_url))
    async with Bot(sb.token, session=session) as made:
        yield made


@pytest.fixture
def alice(sb: TelegramSandbox) -> SandboxUser:
    return sb.user(1001, "Алиса", username="alice")
