"""A request middleware that rewrites an outgoing message's inline keyboard.

Its subclasses say how (`rewrite_rows`, on the Bot API's JSON); the same function serves
aiogram's requests (here) and the JSON ones (`json_api`), so both paths send the same buttons.
"""

from __future__ import annotations

from typing import Any

from aiogram import Bot
from aiogram.client.session.middlewares.base import (
    BaseRequestMiddleware,
    NextRequestMiddlewareType,
)
from aiogram.methods import Response, TelegramMethod
from aiogram.methods.base import TelegramType
from aiogram.types import InlineKeyboardMarkup

Rows = list[list[dict[str, Any]]]


class MarkupRewriter(BaseRequestMiddleware):
    """Rewrites the keyboard of a message on its way out, then sends it."""

    async def __call__(
        self,
        make_request: NextRequestMiddlewareType[TelegramType],
        bot: Bot,
        method: TelegramMethod[TelegramType],
    ) -> Response[TelegramType]:
        """Rewrite the keyboard of a message on its way out, then send it."""
        markup = getattr(method, "reply_markup", None)
        if isinstance(markup, InlineKeyboardMarkup):
            chat_id = getattr(method, "chat_id", None)
            data = markup.model_dump(exclude_none=True)
            rewritten = self.rewrite_markup(data, chat_id if isinstance(chat_id, int) else None)
            if rewritten is not data:
                method.reply_markup = (  # type: ignore[attr-defined]
                    None if rewritten is None else InlineKeyboardMarkup.model_validate(rewritten)
                )
        return await make_request(bot, method)

    def rewrite_markup(
        self, markup: dict[str, Any] | None, chat_id: int | None
    ) -> dict[str, Any] | None:
        """The keyboard (Bot API JSON) as the chat should get it; the same dict when untouched.

        The same for aiogram's requests (`__call__`) and the JSON ones (`json_api`).
        """
        if not markup or "inline_keyboard" not in markup:
            return markup
        keyboard = markup["inline_keyboard"]
        rows = self.rewrite_rows(keyboard, chat_id)
        if rows is keyboard:
            return markup
        return {**markup, "inline_keyboard": rows} if rows else None

    def rewrite_rows(self, rows: Rows, chat_id: int | None) -> Rows:
        """The rows of buttons as the chat should get them: the same list when untouched,
        an empty one for no keyboard at all."""
        raise NotImplementedError
