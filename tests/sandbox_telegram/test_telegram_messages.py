"""The Telegram sandbox driven by a real aiogram Bot: messages, buttons, groups, edits."""

from __future__ import annotations

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import InlineKeyboardMarkup, Update
from aiogram_helpers import keyboard, polling

from sandbox.telegram import SandboxUser, TelegramSandbox


async def test_message_reaches_handler_and_keyboard_reaches_user(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    seen: list[Update] = []
    async with polling(sb, bot, seen):
        sent = await alice.send("/start t5")
        reply = await alice.expect("Турнир t5", timeout=5)
    assert reply.text == "Привет, Алиса! Турнир t5"  # HTML tags are rendered away
    assert reply.entities == [{"type": "bold", "offset": 8, "length": 5}]
    assert reply.buttons() == [("Подтвердить", "confirm:5"), ("Отказаться", "decline:5")]
    assert seen[0].update_id == sent.update_id
    assert seen[0].message.entities[0].type == "bot_command"
    assert [e.kind for e in sb.transcript] == ["message", "message"]


async def test_press_returns_callback_answer_and_edit_is_visible(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    async with polling(sb, bot, []):
        await alice.send("/start t5")
        invite = await alice.expect("Турнир")
        answer = await alice.press(invite, "Подтвердить", timeout=5)
        await sb.wait(lambda: invite.edited)
    assert answer == "Принято"
    assert invite.text == "Участие подтверждено"
    assert invite.reply_markup is None  # editMessageText without markup drops the keyboard
    assert [e.kind for e in sb.transcript][-2:] == ["press", "edit"]


async def test_press_of_missing_button_or_unanswered_query_fails(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    msg = await bot.send_message(alice.id, "x", reply_markup=keyboard(("A", "a")))
    stored = await alice.expect("x")
    assert stored.message_id == msg.message_id
    with pytest.raises(AssertionError, match="no callback button 'B'"):
        await alice.press(stored, "B")
    with pytest.raises(AssertionError, match="did not answer"):
        await alice.press(stored, "a", timeout=0.05)  # nobody polls, so nobody answers


async def test_group_reply_command_entity_and_members(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    grp = sb.group(-100500, "Турнир Берсерк", bot_is_admin=True)
    judge = sb.user(1002, "Судья")
    alice.join(grp)
    grp.add_member(judge, "administrator")
    seen: list[Update] = []
    async with polling(sb, bot, seen):
        report = await alice.send("/report@berserk_test_bot 2:1", chat=grp)
        answer = await grp.expect("Записал")
        follow = await judge.send("Верно", chat=grp, reply_to=answer)
        await grp.expect(f"Учтено: ответ на #{answer.message_id}")
    assert answer.reply_to is report
    assert seen[0].message.entities[0].length == len("/report@berserk_test_bot")
    assert seen[1].message.reply_to_message.from_user.id == sb.bot_id
    assert follow.message_id > answer.message_id > report.message_id
    member = await bot.get_chat_member(grp.id, alice.id)
    stranger = sb.user(1003, "Боб")
    assert member.status == "member"
    assert (await bot.get_chat_member(grp.id, stranger.id)).status == "left"
    assert (await bot.get_chat_member(grp.id, sb.bot_id)).status == "administrator"
    admins = await bot.get_chat_administrators(grp.id)
    assert {a.user.id for a in admins} == {judge.id, sb.bot_id}


async def test_privacy_mode_hides_plain_group_text_from_non_admin_bot(
    sb: TelegramSandbox, alice: SandboxUser
) -> None:
    grp = sb.group(-100600, "Болталка", bot_is_admin=False)
    alice.join(grp)
    chatter = await alice.send("просто текст", chat=grp)
    command = await alice.send("/standings", chat=grp)
    assert chatter.update_id is None
    assert command.update_id is not None


async def test_editing_to_same_content_is_not_modified(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    sent = await bot.send_message(alice.id, "Тур 1", reply_markup=keyboard(("A", "a")))
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_text(
            "Тур 1",
            chat_id=alice.id,
            message_id=sent.message_id,
            reply_markup=keyboard(("A", "a")),
        )
    await bot.edit_message_text("Тур 2", chat_id=alice.id, message_id=sent.message_id)
    assert alice.inbox[-1].text == "Тур 2" and alice.inbox[-1].edited


async def test_expect_failure_lists_what_arrived(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    await bot.send_message(alice.id, "Тур 1")
    with pytest.raises(AssertionError, match="Тур 1"):
        await alice.expect("Тур 2", timeout=0.05)
    assert (await alice.expect("Тур")).text == "Тур 1"  # the failed expect moved no cursor


async def test_removing_a_keyboard_that_is_not_there_is_not_modified(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    # Bot API: editMessageReplyMarkup to the markup a message already has is a 400; an empty
    # inline keyboard is no keyboard (issue 23: the bot removed keyboards that were not there).
    await alice.send("/start")
    plain = await bot.send_message(alice.id, "Без кнопок")
    for empty in (None, InlineKeyboardMarkup(inline_keyboard=[])):
        with pytest.raises(TelegramBadRequest, match="message is not modified"):
            await bot.edit_message_reply_markup(
                chat_id=alice.id, message_id=plain.message_id, reply_markup=empty
            )
    sent = await bot.send_message(alice.id, "Тур 1", reply_markup=keyboard(("A", "a")))
    await bot.edit_message_reply_markup(chat_id=alice.id, message_id=sent.message_id)
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_reply_markup(
            chat_id=alice.id,
            message_id=sent.message_id,
            reply_markup=InlineKeyboardMarkup(inline_keyboard=[]),
        )
