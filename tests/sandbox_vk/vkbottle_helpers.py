"""The keyboard, the JPEG header and the running vkbottle Bot the VK sandbox tests talk to."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

from vkbottle import API, Bot, BotPolling, Callback, GroupEventType, Keyboard
from vkbottle.bot import BotLabeler

from sandbox.vk import VkSandbox

JFIF_HEADER = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"


CONFIRM = (
    Keyboard(inline=True)
    .add(Callback("Подтвердить", {"cmd": "confirm"}))
    .add(Callback("Оспорить", {"cmd": "dispute"}))
    .get_json()
)


@contextlib.asynccontextmanager
async def running(
    vk: VkSandbox, api: API, labeler: BotLabeler, skip_old_events: bool = True
) -> AsyncIterator[Bot]:
    """Run a real vkbottle Bot on long poll until the block ends."""
    polling = BotPolling(api, group_id=vk.group_id, wait=25)
    bot = Bot(api=api, labeler=labeler, polling=polling, skip_old_events=skip_old_events)
    task = asyncio.create_task(bot.run_polling())
    try:
        await vk.wait(lambda: vk.pollers or task.done())
        assert not task.done(), "the bot's polling ended at once"
        yield bot
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


def echo_labeler(api: API, seen: list[dict[str, Any]], keyboard: str | None = None) -> BotLabeler:
    """A labeler whose raw message_new handler records the event and answers «Записал: …»."""
    labeler = BotLabeler()

    @labeler.raw_event(GroupEventType.MESSAGE_NEW, dataclass=dict)
    async def on_message(event: dict[str, Any]) -> None:
        seen.append(event)
        message = event["object"]["message"]
        text = f"Записал: {message['text']}"
        await api.messages.send(
            peer_id=message["peer_id"], random_id=0, message=text, keyboard=keyboard
        )

    return labeler
