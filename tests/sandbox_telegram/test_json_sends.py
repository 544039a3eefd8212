"""Texts sent as JSON beside aiogram: the same buttons, the same errors for the courier."""

from __future__ import annotations

from typing import Any

import pytest
from aiogram import Bot

from bot.commands import Confirm
from bot.envelope import WEBAPP_PREFIX, Platform
from bot.ports.delivery import Limits as BotLimits
from bot.ports.sending import Outgoing, RenderedButton, RetryLater, Undeliverable
from handlers.telegram.buttons import install_webapp_buttons
from handlers.telegram.page_links import install_page_links
from handlers.telegram.sender import TelegramSender
from sandbox.telegram import Limits, SandboxUser, TelegramSandbox

PAGE = "https://tour.example/t/7"
APP = "https://tour.example/app"


def sender_of(bot: Bot) -> TelegramSender:
    """The courier's sender with the request middlewares the app installs."""
    install_webapp_buttons(bot, lambda: APP)
    install_page_links(bot)
    return TelegramSender(bot, "tourbot", BotLimits(30, 1, 3, 20, 1))


def message(chat_id: int, text: str = "Матч №3: подтвердите счёт") -> Outgoing:
    """A text with a callback button, the live page's button and the Mini App's."""
    buttons = [
        [RenderedButton("Подтвердить", Confirm(match=3))],
        [RenderedButton("🌐 Живая страница", deeplink=PAGE)],
        [RenderedButton("Мой матч", deeplink=f"{WEBAPP_PREFIX}m3")],
    ]
    return Outgoing(1, Platform.TELEGRAM, chat_id, text, buttons)


def keyboard(user: SandboxUser) -> list[dict[str, Any]]:
    """The buttons of the user's last message, row by row."""
    markup = user.inbox[-1].reply_markup or {}
    return [row[0] for row in markup["inline_keyboard"]]


async def test_a_text_keeps_its_buttons_as_the_middlewares_make_them(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    sender = sender_of(bot)
    assert sender.api.usable
    delivery = await sender.send(message(alice.id))
    assert alice.inbox[-1].message_id == delivery.message_id
    confirm, page, app = keyboard(alice)
    assert confirm["callback_data"] == "/confirm 3"
    assert page == {"text": "🌐 Живая страница", "url": PAGE}
    assert app["web_app"]["url"] == f"{APP}?start=m3"  # a private chat opens it in place


async def test_in_a_group_the_mini_app_is_a_link(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    group = sb.group(-100500, "Кубок", bot_is_admin=True)
    group.add_member(alice)
    await sender_of(bot).send(message(group.id))
    app = group.messages[-1].reply_markup["inline_keyboard"][2][0]
    assert app == {"text": "Мой матч", "url": "https://t.me/tourbot?startapp=m3"}


async def test_telegrams_refusals_reach_the_courier_as_before(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    sender = sender_of(bot)
    sb.limits = Limits(chat_per_sec=1.0, chat_burst=1)
    await sender.send(message(alice.id))
    with pytest.raises(RetryLater) as throttled:  # 429 with retry_after
        await sender.send(message(alice.id))
    assert throttled.value.throttled and throttled.value.seconds is not None
    sb.limits = Limits(enabled=False)
    sb.faults.add("sendMessage", "5xx", status=502)
    with pytest.raises(RetryLater):
        await sender.send(message(alice.id))
    sb.faults.add("sendMessage", "drop")
    with pytest.raises(RetryLater):
        await sender.send(message(alice.id))
    alice.block_bot()
    with pytest.raises(Undeliverable, match="blocked"):
        await sender.send(message(alice.id))
    with pytest.raises(Undeliverable, match="never-started"):  # 400 chat not found
        await sender.send(message(424242))
    with pytest.raises(Undeliverable, match="Bad Request: chat not found"):  # a group's 400
        await sender.send(message(-100999))


async def test_an_unknown_middleware_sends_through_aiogram(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    seen: list[str] = []

    async def spy(make_request: Any, bot: Bot, method: Any) -> Any:
        seen.append(type(method).__name__)
        return await make_request(bot, method)

    await alice.send("/start")
    sender = sender_of(bot)
    bot.session.middleware(spy)
    assert not sender.api.usable
    await sender.send(message(alice.id))
    assert seen == ["SendMessage"]
    assert keyboard(alice)[1]["url"] == PAGE
