"""Telegram objects → the core's neutral Actor and Chat; a middleware puts them in data."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import CallbackQuery, Message, TelegramObject, User
from aiogram.types import Chat as TgChat

from bot.envelope import Actor, Chat, Platform


def actor_of(user: User) -> Actor:
    """The neutral sender; English clients read English, everyone else Russian."""
    name = " ".join(part for part in (user.first_name, user.last_name) if part) or str(user.id)
    code = (user.language_code or "").lower()
    locale = "en" if code.startswith("en") else "ru"
    return Actor(Platform.TELEGRAM, user.id, name, user.username, locale)


def chat_of(chat: TgChat) -> Chat:
    """The neutral chat."""
    return Chat(Platform.TELEGRAM, chat.id, chat.type == "private", chat.title)


class NeutralMiddleware(BaseMiddleware):
    """Adds `actor` and `chat` for every message and button press (per-update objects)."""

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        user = getattr(event, "from_user", None)
        if user is None or user.is_bot:
            return None  # channel posts and other bots are not commands
        if isinstance(event, Message):
            data["chat"] = chat_of(event.chat)
        elif isinstance(event, CallbackQuery):
            if event.message is None:
                return None
            data["chat"] = chat_of(event.message.chat)
        data["actor"] = actor_of(user)
        return await handler(event, data)
