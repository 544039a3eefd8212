"""The Telegram sandbox driven by a real aiogram Dispatcher: redelivery, long poll, webhooks."""

from __future__ import annotations

import asyncio

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest, TelegramConflictError
from aiogram.types import Update
from aiogram_helpers import polling
from aiohttp import web

from sandbox.telegram import SandboxUser, TelegramSandbox


async def test_redelivered_update_reaches_handler_twice(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    seen: list[Update] = []
    async with polling(sb, bot, seen):
        sent = await alice.send("/start")
        await alice.expect("Привет")
        sb.redeliver(sent.update_id)
        await alice.expect("Привет")
    assert [u.update_id for u in seen] == [sent.update_id, sent.update_id]


async def test_redeliver_survives_an_offset_that_already_passed_it(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    sent = await alice.send("/start")
    first = await bot.get_updates()
    sb.redeliver(sent.update_id)  # before the bot confirmed it with the next offset
    again = await bot.get_updates(offset=first[-1].update_id + 1)
    assert [u.update_id for u in again] == [sent.update_id]
    assert await bot.get_updates(offset=sent.update_id + 1) == []


async def test_long_poll_wakes_on_new_update(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    poll = asyncio.create_task(bot.get_updates(timeout=30))
    await sb.wait(lambda: sb.pollers)  # the poll is parked on the server
    sent = await alice.send("/start")
    updates = await asyncio.wait_for(poll, 2)
    assert [u.update_id for u in updates] == [sent.update_id]


async def test_webhook_delivers_with_secret_and_retries(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    received: list[tuple[str | None, dict]] = []

    async def endpoint(request: web.Request) -> web.Response:
        received.append(
            (request.headers.get("X-Telegram-Bot-Api-Secret-Token"), await request.json())
        )
        return web.json_response({}, status=500 if len(received) == 1 else 200)

    app = web.Application()
    app.router.add_post("/hook", endpoint)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    port = runner.addresses[0][1]
    try:
        await bot.set_webhook(f"http://127.0.0.1:{port}/hook", secret_token="s3cret")
        with pytest.raises(TelegramConflictError):
            await bot.get_updates()
        sent = await alice.send("/start")
        await sb.wait(lambda: len(received) == 2)
        info = await bot.get_webhook_info()
    finally:
        await runner.cleanup()
    assert [secret for secret, _ in received] == ["s3cret", "s3cret"]
    assert [body["update_id"] for _, body in received] == [sent.update_id] * 2
    assert info.pending_update_count == 0 and info.last_error_message
    with pytest.raises(TelegramBadRequest, match="loopback"):
        await bot.set_webhook("https://example.org/hook")
