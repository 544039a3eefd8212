"""Delivers the courier's messages through the Bot API and classifies its errors."""

from __future__ import annotations

import contextlib
import logging
from dataclasses import replace

from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramForbiddenError,
    TelegramMigrateToChat,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.methods import SendMessage
from aiogram.types import (
    BufferedInputFile,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    LinkPreviewOptions,
)

from bot.envelope import Platform
from bot.ports.delivery import Limits
from bot.ports.sending import (
    ChatLost,
    ChatMoved,
    Delivery,
    Outgoing,
    RenderedButton,
    RetryLater,
    Undeliverable,
)
from handlers.grammar import payload_of
from handlers.telegram.json_api import JsonApi

log = logging.getLogger(__name__)

MAX_TEXT = 4096
PAID_PER_SECOND = 1000.0  # allow_paid_broadcast: "up to 1000 messages per second" (Bot API)
# What Telegram answers a bot that cannot pay (fewer than 10,000 Stars on its balance).
PAID_REFUSED = "BALANCE_TOO_LOW"


class TelegramSender:
    """The courier's Telegram side.

    Paid broadcasts (`[delivery] telegram_paid_broadcast`): a message with
    `Outgoing.broadcast` goes with `allow_paid_broadcast=True` while `paid_broadcast` is on,
    and then its overall limit is `broadcast_limits` (1,000 a second) instead of `limits`
    (30); the limits of each chat and group stay those of `limits`. If Telegram refuses to
    bill the bot, paid broadcasts turn off for the process (`broadcast_limits` becomes None)
    and that message is retried unpaid.
    """

    platform = Platform.TELEGRAM
    max_text = MAX_TEXT
    batches = None  # one request, one chat

    def __init__(
        self, bot: Bot, username: str, limits: Limits, *, paid_broadcast: bool = False
    ) -> None:
        self.bot = bot
        self.username = username
        self.limits = limits
        self.paid_broadcast = paid_broadcast
        self.api = JsonApi(bot)

    @property
    def broadcast_limits(self) -> Limits | None:
        """The limits of broadcast messages while paid broadcasts are on; None when off."""
        if not self.paid_broadcast:
            return None
        return replace(self.limits, per_second=max(self.limits.per_second, PAID_PER_SECOND))

    def _paid(self, message: Outgoing) -> bool | None:
        """allow_paid_broadcast for this message: True, or None (the parameter left out)."""
        return True if message.broadcast and self.paid_broadcast else None

    def is_group(self, chat_id: int) -> bool:
        """Groups and channels have negative ids on Telegram."""
        return chat_id < 0

    def _button(self, button: RenderedButton) -> InlineKeyboardButton:
        return InlineKeyboardButton(**self._button_json(button))

    def _markup(self, message: Outgoing) -> InlineKeyboardMarkup | None:
        if not message.buttons:
            return None
        rows = [[self._button(b) for b in row] for row in message.buttons]
        return InlineKeyboardMarkup(inline_keyboard=rows)

    async def _deliver(self, message: Outgoing) -> int:
        if message.unbutton is not None:
            # Gone already, or its keyboard too: nothing is left to take away.
            with contextlib.suppress(TelegramBadRequest, TelegramForbiddenError):
                await self.bot.edit_message_reply_markup(
                    chat_id=message.chat_id, message_id=message.unbutton
                )
            return message.unbutton
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
                allow_paid_broadcast=self._paid(message),
                message_thread_id=message.thread_id,
            )
            return sent.message_id
        if message.picture is None and self.api.usable:
            return await self._send_json(message)
        markup = self._markup(message)
        if message.picture is None:
            sent = await self.bot.send_message(
                message.chat_id,
                message.text,
                reply_markup=markup,
                link_preview_options=LinkPreviewOptions(is_disabled=True),
                allow_paid_broadcast=self._paid(message),
                message_thread_id=message.thread_id,
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
            message.chat_id,
            photo,
            caption=caption,
            reply_markup=markup,
            allow_paid_broadcast=self._paid(message),
            message_thread_id=message.thread_id,
        )
        return sent.message_id

    def _button_json(self, button: RenderedButton) -> dict[str, str]:
        if button.deeplink is not None:
            return {
                "text": button.text,
                "url": f"https://t.me/{self.username}?start={button.deeplink}",
            }
        return {"text": button.text, "callback_data": payload_of(button.command)}

    async def _send_json(self, message: Outgoing) -> int:
        """A text message as JSON (no file): the same fields aiogram's send_message sends."""
        markup = None
        if message.buttons:
            rows = [[self._button_json(b) for b in row] for row in message.buttons]
            markup = {"inline_keyboard": rows}
        markup = self.api.markup(markup, message.chat_id)
        paid = self._paid(message)
        payload = {
            "chat_id": message.chat_id,
            "text": message.text,
            "reply_markup": markup,
            "link_preview_options": {"is_disabled": True},
            "allow_paid_broadcast": paid,
            "message_thread_id": message.thread_id,
        }

        def method() -> SendMessage:
            return SendMessage(
                chat_id=message.chat_id,
                text=message.text,
                reply_markup=InlineKeyboardMarkup.model_validate(markup) if markup else None,
                link_preview_options=LinkPreviewOptions(is_disabled=True),
                allow_paid_broadcast=paid,
                message_thread_id=message.thread_id,
            )

        result = await self.api.call("sendMessage", payload, method)
        return int(result["message_id"])

    async def send(self, message: Outgoing) -> Delivery:
        """Send one message; errors become RetryLater or Undeliverable."""
        try:
            message_id = await self._deliver(message)
        except TelegramRetryAfter as exc:
            raise RetryLater(exc.retry_after, "429", throttled=True) from exc
        except TelegramMigrateToChat as exc:  # a 400 that is no TelegramBadRequest
            raise ChatMoved(exc.migrate_to_chat_id) from exc
        except TelegramForbiddenError as exc:
            if self.is_group(message.chat_id):  # kicked, left, not a member: the group is lost
                raise ChatLost(exc.message) from exc
            blocked = "blocked" in exc.message
            raise Undeliverable("blocked" if blocked else "never-started") from exc
        except TelegramBadRequest as exc:
            if PAID_REFUSED in exc.message and self._paid(message):
                # No Stars to pay with: go on unpaid at the free 30 a second, this one too.
                log.warning("Telegram refused a paid broadcast (%s): turned off", exc.message)
                self.paid_broadcast = False
                raise RetryLater(1.0, "paid broadcast refused", throttled=True) from exc
            if "chat not found" in exc.message and message.chat_id > 0:
                raise Undeliverable("never-started") from exc
            if "chat not found" in exc.message:  # the group was deleted
                raise ChatLost(exc.message) from exc
            raise Undeliverable(exc.message) from exc
        except (TelegramServerError, TelegramNetworkError) as exc:
            raise RetryLater(None, type(exc).__name__) from exc
        return Delivery(message_id)
