"""Telegram objects → the core's neutral Actor and Chat."""

from __future__ import annotations

from aiogram.types import Chat as TgChat
from aiogram.types import User

from bot.envelope import Actor, Chat, Platform
from handlers.intake import person


def actor_of(user: User) -> Actor:
    """The neutral sender, in the locale his client's language chooses."""
    name = " ".join(part for part in (user.first_name, user.last_name) if part) or str(user.id)
    return person(Platform.TELEGRAM, user.id, name, user.username, user.language_code)


def chat_of(chat: TgChat, message: object = None) -> Chat:
    """The neutral chat; a message in a forum topic names its topic, so answers go there."""
    topic = getattr(message, "is_topic_message", None)
    thread = getattr(message, "message_thread_id", None) if topic else None
    return Chat(Platform.TELEGRAM, chat.id, chat.type == "private", chat.title, thread)
