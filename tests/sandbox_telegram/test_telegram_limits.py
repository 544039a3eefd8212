"""The Telegram sandbox driven by a real aiogram Bot: limits, refusals, faults, unknown methods."""

from __future__ import annotations

import aiohttp
import pytest
from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramForbiddenError,
    TelegramNetworkError,
    TelegramNotFound,
    TelegramRetryAfter,
    TelegramServerError,
    TelegramUnauthorizedError,
)
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup
from aiogram_helpers import keyboard

from sandbox.flood_limits import SlidingWindow, WindowSet
from sandbox.telegram import Limits, SandboxUser, TelegramSandbox


@pytest.mark.spec_violations  # refused on purpose
async def test_text_length_limits(sb: TelegramSandbox, bot: Bot, alice: SandboxUser) -> None:
    await alice.send("/start")
    await bot.send_message(alice.id, "я" * 4096)
    with pytest.raises(TelegramBadRequest, match="message is too long"):
        await bot.send_message(alice.id, "я" * 4097)
    with pytest.raises(TelegramBadRequest, match="message text is empty"):
        await bot.send_message(alice.id, "  ")


@pytest.mark.spec_violations  # refused on purpose
async def test_callback_data_is_limited_in_bytes(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    await bot.send_message(alice.id, "ok", reply_markup=keyboard(("A", "я" * 32)))  # 64 bytes
    with pytest.raises(TelegramBadRequest, match="BUTTON_DATA_INVALID"):
        await bot.send_message(alice.id, "no", reply_markup=keyboard(("A", "я" * 32 + "x")))
    bad_url = InlineKeyboardMarkup(
        inline_keyboard=[[InlineKeyboardButton(text="site", url="ftp://example.org")]]
    )
    with pytest.raises(TelegramBadRequest, match="Wrong HTTP URL"):
        await bot.send_message(alice.id, "no", reply_markup=bad_url)


@pytest.mark.spec_violations  # refused on purpose
async def test_html_markup_is_checked(sb: TelegramSandbox, bot: Bot, alice: SandboxUser) -> None:
    await alice.send("/start")
    sent = await bot.send_message(alice.id, "<i>Ник</i> &lt;3", parse_mode="HTML")
    assert sent.text == "Ник <3"
    with pytest.raises(TelegramBadRequest, match="can't parse entities"):
        await bot.send_message(alice.id, "<b>Игрок <Вася>", parse_mode="HTML")
    with pytest.raises(TelegramBadRequest, match="Can't find end tag"):
        await bot.send_message(alice.id, "<b>жирный", parse_mode="HTML")


async def test_bot_cannot_write_first_or_to_a_blocker(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    with pytest.raises(TelegramForbiddenError, match="can't initiate conversation"):
        await bot.send_message(alice.id, "Привет")
    with pytest.raises(TelegramBadRequest, match="chat not found"):
        await bot.send_message(424242, "Привет")
    await alice.send("/start")
    alice.block_bot()
    with pytest.raises(TelegramForbiddenError, match="blocked by the user"):
        await bot.send_message(alice.id, "Привет")


async def test_burst_to_one_chat_gets_retry_after(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    for number in range(3):  # chat_burst
        await bot.send_message(alice.id, f"сообщение {number}")
    with pytest.raises(TelegramRetryAfter) as caught:
        await bot.send_message(alice.id, "лишнее")
    assert caught.value.retry_after == 3  # 3 in any 3 s: the first leaves the window then
    assert sb.stats.rate_limited == 1
    assert [e.status for e in sb.stats.log if e.method == "sendMessage"] == [200] * 3 + [429]
    sb.limits = Limits(enabled=False)
    await bot.send_message(alice.id, "без лимитов")


async def test_injected_faults(sb: TelegramSandbox, bot: Bot, alice: SandboxUser) -> None:
    await alice.send("/start")
    sb.faults.add("sendMessage", "5xx", count=1, status=502)
    with pytest.raises(TelegramServerError, match="Bad Gateway"):
        await bot.send_message(alice.id, "раз")
    sb.faults.add(None, "drop", count=1)
    with pytest.raises(TelegramNetworkError):
        await bot.send_message(alice.id, "два")
    sb.faults.add("sendMessage", "timeout", delay=5)
    with pytest.raises(TelegramNetworkError, match="timeout"):
        await bot.send_message(alice.id, "три", request_timeout=0.2)
    await bot.send_message(alice.id, "четыре")
    assert [m.text for m in alice.inbox] == ["четыре"]


@pytest.mark.spec_violations  # refused on purpose
async def test_unknown_method_and_bad_token(sb: TelegramSandbox, bot: Bot) -> None:
    async with aiohttp.ClientSession() as http:
        async with http.post(f"{sb.base_url}/bot{sb.token}/sendTelepathy") as resp:
            assert resp.status == 404
            assert await resp.json() == {
                "ok": False,
                "error_code": 404,
                "description": "Not Found: method not found",
            }
        async with http.get(f"{sb.base_url}/bot{sb.token}/GETME") as resp:
            assert (await resp.json())["result"]["username"] == "berserk_test_bot"
    sb.bad_token = sb.token
    with pytest.raises(TelegramUnauthorizedError):
        await bot.get_me()


def test_windows_count_any_period_and_refuse_all_or_nothing() -> None:
    overall = SlidingWindow(30, 1.0)
    for i in range(30):
        assert overall.wait_time(i / 100) == 0.0
        overall.take(i / 100)
    # A token bucket refilled 15 by half a second on; any second holds 30 at most.
    assert overall.wait_time(0.5) == pytest.approx(0.5)
    assert overall.wait_time(1.0) == 0.0  # the first send left the window
    windows = WindowSet()
    wide = windows.window("global", 30, 30)
    group = windows.window(("group", -5), 20 / 60, 20)
    assert (group.count, group.period) == (20, pytest.approx(60.0))
    for _ in range(20):
        assert windows.acquire([wide, group], 0.0) == 0
    assert windows.acquire([wide, group], 30.0) == 30  # retry after: until the window lets one
    assert len(wide.stamps) == 0  # the refused call counted nowhere (the old ones expired)
    assert windows.acquire([wide, group], 60.0) == 0


async def test_group_edits_count_toward_its_minute(sb: TelegramSandbox, bot: Bot) -> None:
    group = sb.group(-100777, "Турнир")
    sb.limits = Limits(group_per_min=2, group_burst=2)  # two in any minute, edits included
    sent = await bot.send_message(group.id, "Пары тура 1", reply_markup=keyboard(("A", "a")))
    await bot.edit_message_reply_markup(chat_id=group.id, message_id=sent.message_id)
    with pytest.raises(TelegramRetryAfter) as caught:
        await bot.edit_message_text(
            "Пары тура 1 (правка)", chat_id=group.id, message_id=sent.message_id
        )
    assert caught.value.retry_after == 60
    assert group.messages[-1].text == "Пары тура 1"  # the refused edit changed nothing


async def test_missing_methods_stay_unknown(bot: Bot) -> None:
    with pytest.raises(TelegramNotFound):
        await bot.send_poll(1, "q", ["a", "b"])
