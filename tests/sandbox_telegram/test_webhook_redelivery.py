"""Telegram keeps a webhook update until the bot answers 2xx: resets, closed ports, timeouts."""

from __future__ import annotations

import asyncio

from aiogram import Bot
from aiohttp import web

from sandbox.shared import serve
from sandbox.telegram import SandboxUser, TelegramSandbox


class Hook:
    """A webhook endpoint whose first answers fail the way a killed or stuck worker does."""

    def __init__(self, fail: str, times: int = 1) -> None:
        self.fail, self.times = fail, times
        self.received: list[int] = []
        self.accepted: list[int] = []

    async def handle(self, request: web.Request) -> web.StreamResponse:
        update = await request.json()
        self.received.append(update["update_id"])
        if len(self.received) <= self.times:
            if self.fail == "reset":  # the worker died after reading the update
                assert request.transport is not None
                request.transport.close()
                return web.Response()
            await asyncio.sleep(3600)  # "hang": it never answers
        self.accepted.append(update["update_id"])
        return web.json_response({})


async def listen(hook: Hook, port: int = 0) -> tuple[web.AppRunner, int]:
    app = web.Application()
    app.router.add_post("/hook", hook.handle)
    return await serve(app, port)


async def test_an_update_whose_connection_was_reset_is_posted_again(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    hook = Hook("reset", times=2)
    runner, port = await listen(hook)
    try:
        await bot.set_webhook(f"http://127.0.0.1:{port}/hook")
        sent = await alice.send("/start")
        await sb.wait(lambda: hook.accepted)
        info = await bot.get_webhook_info()
    finally:
        await runner.cleanup()
    assert hook.received == [sent.update_id] * 3 and hook.accepted == [sent.update_id]
    assert info.pending_update_count == 0 and "Connection failed" in info.last_error_message


async def test_updates_wait_for_a_webhook_that_is_down_and_keep_their_order(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    hook = Hook("reset", times=0)
    runner, port = await listen(hook)
    await runner.cleanup()  # nobody listens: every post is refused
    await bot.set_webhook(f"http://127.0.0.1:{port}/hook")
    first = await alice.send("раз")
    second = await alice.send("два")
    await sb.wait(lambda: sb.stats.webhook_failures >= 3)
    assert hook.received == [] and (await bot.get_webhook_info()).pending_update_count == 2
    runner, _ = await listen(hook, port)  # the worker is back on its port
    try:
        await sb.wait(lambda: len(hook.accepted) == 2)
    finally:
        await runner.cleanup()
    assert hook.accepted == [first.update_id, second.update_id]


async def test_an_update_the_webhook_never_answered_is_posted_again(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    sb.webhook_timeout = 0.2  # Telegram gives up on a silent webhook and retries later
    hook = Hook("hang")
    runner, port = await listen(hook)
    try:
        await bot.set_webhook(f"http://127.0.0.1:{port}/hook")
        sent = await alice.send("/start")
        await sb.wait(lambda: hook.accepted)
    finally:
        await runner.cleanup()
    assert hook.received == [sent.update_id] * 2 and hook.accepted == [sent.update_id]
