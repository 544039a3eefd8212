"""Paid broadcasts: the sandbox's 1,000 a second for allow_paid_broadcast, and the sender."""

from __future__ import annotations

import asyncio

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest, TelegramRetryAfter

from bot.envelope import Platform
from bot.ports.delivery import Limits as BotLimits
from bot.ports.sending import Delivery, Outgoing, RetryLater
from handlers.telegram.sender import TelegramSender
from sandbox.telegram import Limits, SandboxUser, TelegramSandbox

# The overall budget barely refills during a test: 30 saved up, then one a second.
SLOW = Limits(global_per_sec=1.0, global_burst=30)


async def players(sb: TelegramSandbox, count: int) -> list[SandboxUser]:
    """Users who wrote to the bot, so it may write to them."""
    users = [sb.user(3000 + i, f"Игрок{i:02d}") for i in range(count)]
    for user in users:
        await user.send("/start")
    return users


async def burst(bot: Bot, users: list[SandboxUser], paid: bool | None) -> list[BaseException]:
    """One message to each user at once; the refusals."""
    sends = [
        bot.send_message(u.id, f"Тур 1, стол {i}", allow_paid_broadcast=paid)
        for i, u in enumerate(users)
    ]
    results = await asyncio.gather(*sends, return_exceptions=True)
    return [r for r in results if isinstance(r, BaseException)]


async def test_paid_messages_pass_the_30_a_second_and_unpaid_ones_do_not(
    sb: TelegramSandbox, bot: Bot
) -> None:
    sb.paid_broadcast = True
    users = await players(sb, 40)
    assert await burst(bot, users, paid=True) == []  # 40 at once: more than 30 a second
    assert all(len(u.inbox) == 1 for u in users)
    sb.limits = SLOW
    assert await burst(bot, users[:20], paid=True) == []  # the 1,000 a second of their own
    refused = await burst(bot, users, paid=None)  # the same 40 unpaid: 30 saved up at most
    assert refused and all(isinstance(r, TelegramRetryAfter) for r in refused)
    assert sum(len(u.inbox) for u in users) == 40 + 20 + 40 - len(refused)


async def test_a_paid_broadcast_keeps_each_chats_limit(sb: TelegramSandbox, bot: Bot) -> None:
    sb.paid_broadcast = True
    (olga,) = await players(sb, 1)
    for i in range(3):  # the chat's burst
        await bot.send_message(olga.id, f"часть {i}", allow_paid_broadcast=True)
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(olga.id, "часть 4", allow_paid_broadcast=True)


async def test_without_the_switch_the_parameter_is_refused(sb: TelegramSandbox, bot: Bot) -> None:
    (olga,) = await players(sb, 1)
    with pytest.raises(TelegramBadRequest, match="BALANCE_TOO_LOW"):
        await bot.send_message(olga.id, "Тур 1", allow_paid_broadcast=True)
    await bot.send_message(olga.id, "Тур 1", allow_paid_broadcast=False)
    assert [m.text for m in olga.inbox] == ["Тур 1"]


def pairing(row: int, user: SandboxUser, broadcast: bool = True) -> Outgoing:
    """A fan-out row as the courier hands it over."""
    text = f"Тур 1, матч №{row}: ваш соперник Игрок{row:02d}"
    return Outgoing(row, Platform.TELEGRAM, user.id, text, broadcast=broadcast)


async def test_the_sender_pays_for_fan_out_only_when_configured(
    sb: TelegramSandbox, bot: Bot
) -> None:
    sb.limits, sb.paid_broadcast = SLOW, True
    users = await players(sb, 40)
    limits = BotLimits(30, 1, 3, 20, 1)
    sender = TelegramSender(bot, sb.bot_username, limits, paid_broadcast=True)
    assert sender.broadcast_limits is not None and sender.broadcast_limits.per_second == 1000
    assert sender.limits is limits  # every chat's own limits and the unpaid messages' stay
    results = await asyncio.gather(*(sender.send(pairing(i, u)) for i, u in enumerate(users)))
    assert all(isinstance(r, Delivery) for r in results)  # over SLOW's 30: paid
    unpaid = TelegramSender(bot, sb.bot_username, limits)  # the default: off
    assert unpaid.broadcast_limits is None and unpaid.limits is limits
    with pytest.raises(RetryLater):  # the 30 saved up are still there; 40 are too many
        await asyncio.gather(*(unpaid.send(pairing(i, u)) for i, u in enumerate(users)))


async def test_a_refused_payment_turns_paid_broadcasts_off(sb: TelegramSandbox, bot: Bot) -> None:
    (olga,) = await players(sb, 1)  # the sandbox's switch is off: the bot cannot pay
    sender = TelegramSender(bot, sb.bot_username, BotLimits(30, 1, 3), paid_broadcast=True)
    with pytest.raises(RetryLater) as refused:
        await sender.send(pairing(1, olga))
    assert refused.value.throttled  # not the message's fault: no attempt used up
    assert sender.broadcast_limits is None and not olga.inbox
    assert isinstance(await sender.send(pairing(1, olga)), Delivery)  # again, unpaid
    assert [m.text for m in olga.inbox] == [pairing(1, olga).text]
