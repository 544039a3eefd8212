"""Delivers the courier's messages through the Bot API and classifies its errors."""

from __future__ import annotations

import contextlib

from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramForbiddenError,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.types import (
    BufferedInputFile,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    LinkPreviewOptions,
)

from bot.envelope import (
    Delivery,
    Outgoing,
    Platform,
    RenderedButton,
    RetryLater,
    Undeliverable,
)
from bot.ratelimit import Limits
from handlers.grammar import payload_of

MAX_TEXT = 4096


class TelegramSender:
    """The courier's Telegram side."""

    platform = Platform.TELEGRAM
    max_text = MAX_TEXT

    def __init__(self, bot: Bot, username: str, limits: Limits) -> None:
        self.bot = bot
        self.username = username
        self.limits = limits

    def is_group(self, chat_id: int) -> bool:
        """Groups and channels have negative ids on Telegram."""
        return chat_id < 0

    def _button(self, button: RenderedButton) -> InlineKeyboardButton:
        if button.deeplink is not None:
            url = f"https://t.me/{self.username}?start={button.deeplink}"
            return InlineKeyboardButton(text=button.text, url=url)
        return InlineKeyboardButton(text=button.text, callback_data=payload_of(button.command))

    async def _deliver(self, message: Outgoing, markup: InlineKeyboardMarkup | None) -> int:
        if message.delete is not None:
            # No right to delete, or already gone: the judges have the quote anyway.
            with contextlib.suppress(TelegramBadRequest, TelegramForbiddenError):
                await self.bot.delete_message(message.chat_id, message.delete)
            return message.delete
        if message.document is not None:
            name, data = message.document
            sent = await self.bot.send_document(
                message.chat_id,
                BufferedInputFile(data, filename=name),
                caption=message.text or None,
            )
            return sent.message_id
        if message.picture is None:
            sent = await self.bot.send_message(
                message.chat_id,
                message.text,
                reply_markup=markup,
                link_preview_options=LinkPreviewOptions(is_disabled=True),
            )
            return sent.message_id
        photo = BufferedInputFile(message.picture, filename=f"picture-{message.id}.png")
        caption = message.text or None
        if message.edit_of is not None:
            try:
                await self.bot.edit_message_media(
                    InputMediaPhoto(media=photo, caption=caption),
                    chat_id=message.chat_id,
                    message_id=message.edit_of,
                )
                return message.edit_of
            except TelegramBadRequest:
                pass  # the old picture is gone or unchanged: a new one will do
        sent = await self.bot.send_photo(
            message.chat_id, photo, caption=caption, reply_markup=markup
        )
        return sent.message_id

    async def send(self, message: Outgoing) -> Delivery:
        """Send one message; errors become RetryLater or Undeliverable."""
        markup = None
        if message.buttons:
            markup = InlineKeyboardMarkup(
                inline_keyboard=[[self._button(b) for b in row] for row in message.buttons]
            )
        try:
            message_id = await self._deliver(message, markup)
        except TelegramRetryAfter as exc:
            raise RetryLater(exc.retry_after, "429", throttled=True) from exc
        except TelegramForbiddenError as exc:
            blocked = "blocked" in exc.message
            raise Undeliverable("blocked" if blocked else "never-started") from exc
        except TelegramBadRequest as exc:
            if "chat not found" in exc.message and message.chat_id > 0:
                raise Undeliverable("never-started") from exc
            raise Undeliverable(exc.message) from exc
        except (TelegramServerError, TelegramNetworkError) as exc:
            raise RetryLater(None, type(exc).__name__) from exc
        return Delivery(message_id)
