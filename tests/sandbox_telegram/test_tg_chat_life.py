"""What Telegram does to chats, as the sandbox models it for aiogram (issue 22)."""

from __future__ import annotations

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest, TelegramForbiddenError, TelegramMigrateToChat

from sandbox.telegram import SandboxUser, TelegramSandbox


async def test_a_migrated_group_answers_with_its_new_id(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    group = sb.basic_group(-4001, "Группа")
    group.add_member(alice, "creator")
    new = sb.migrate_group(group)
    assert new.id < -(10**12) and new.as_json()["type"] == "supergroup"
    assert group.as_json()["type"] == "group"
    with pytest.raises(TelegramMigrateToChat) as raised:
        await bot.send_message(group.id, "пары тура 1")
    assert raised.value.migrate_to_chat_id == new.id
    await bot.send_message(new.id, "пары тура 1")
    assert new.messages[-1].text == "пары тура 1"
    updates = await bot.get_updates()
    moves = [(u.message.migrate_to_chat_id, u.message.migrate_from_chat_id) for u in updates]
    assert moves == [(new.id, None), (None, group.id)]


async def test_topics_anonymous_admins_and_channels_in_a_forum(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    forum = sb.group(-1005005, "Форум", bot_is_admin=True)
    forum.add_member(alice, "creator")
    topic = sb.create_topic(forum, "Пары")
    await sb.post(alice, forum, "/pairings", topic=topic)
    await sb.post(alice, forum, "/close", anonymous=True)
    await sb.post(alice, forum, "привет", as_channel=(-1007, "Канал Алисы"))
    first, second, third = [u.message for u in await bot.get_updates()]
    assert (first.message_thread_id, first.is_topic_message) == (topic, True)
    assert first.chat.is_forum
    assert second.from_user.username == "GroupAnonymousBot" and second.sender_chat.id == forum.id
    assert third.sender_chat.title == "Канал Алисы" and third.from_user.is_bot
    sent = await bot.send_message(forum.id, "в тему", message_thread_id=topic)
    assert sent.message_thread_id == topic and forum.messages[-1].thread_id == topic
    general = await bot.send_message(forum.id, "в «Общий»")
    assert general.message_thread_id is None
    with pytest.raises(TelegramBadRequest, match="message thread not found"):
        await bot.send_message(forum.id, "мимо", message_thread_id=topic + 100)


async def test_a_kicked_bot_hears_of_it_then_gets_403(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    group = sb.group(-1006006, "Группа", bot_is_admin=True)
    group.add_member(alice, "creator")
    sb.kick_bot(group, alice)
    [update] = await bot.get_updates()
    assert update.my_chat_member is not None
    assert update.my_chat_member.new_chat_member.status == "kicked"
    with pytest.raises(TelegramForbiddenError, match="bot was kicked from the supergroup chat"):
        await bot.send_message(group.id, "объявление")
    sb.add_bot_back(group, alice)
    await bot.send_message(group.id, "объявление")
    sb.kick_bot(group, alice, "left", notify=False)
    with pytest.raises(TelegramForbiddenError, match="bot is not a member of the supergroup"):
        await bot.send_message(group.id, "объявление")
