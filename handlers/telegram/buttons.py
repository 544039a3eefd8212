"""Inline button presses (the payload is a command in the grammar); Mini App buttons out."""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import parse_qs, urlencode, urlsplit

from aiogram import Bot, Router
from aiogram.client.session.middlewares.base import (
    BaseRequestMiddleware,
    NextRequestMiddlewareType,
)
from aiogram.methods import Response, TelegramMethod
from aiogram.methods.base import TelegramType
from aiogram.types import (
    CallbackQuery,
    InaccessibleMessage,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Update,
    WebAppInfo,
)

from bot.commands import Invalid
from bot.envelope import WEBAPP_PREFIX, Actor, Chat, Envelope
from bot.service import Outcome, Service
from handlers.grammar import parse


async def on_button(
    query: CallbackQuery, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Carry out the button's command; once done, its keyboard goes away."""
    command = parse(query.data or "") or Invalid(key="button-stale")
    outcome = await service.execute(
        Envelope(actor, chat, command, update_id=event_update.update_id)
    )
    await query.answer()
    message = query.message
    # A second tap can arrive while the first is handled, so only a DONE outcome removes
    # the buttons; a refused tap keeps them for a correct retry.
    if (
        outcome is Outcome.DONE
        and message is not None
        and not isinstance(message, InaccessibleMessage)
    ):
        await message.edit_reply_markup(reply_markup=None)


def build_router() -> Router:
    """A fresh router for button presses (one per dispatcher: a router has one parent)."""
    router = Router(name=__name__)
    router.callback_query.register(on_button)
    return router


class WebAppButtons(BaseRequestMiddleware):
    """Turns the Mini App's deep links into the button Telegram allows where a message goes.

    In a private chat a `web_app` button opens «Мой матч» in place; groups refuse `web_app`
    buttons (BUTTON_TYPE_INVALID), so there a `t.me/<bot>?startapp=…` link opens the bot's
    main Mini App. Without the web pages (`[web] enabled = false`) the button is left out.
    A request middleware of aiogram's session, so the courier's sender stays as it is.
    """

    def __init__(self, app_url: Callable[[], str | None]) -> None:
        self.app_url = app_url  # asked at sending time: the server's port is known by then

    async def __call__(
        self,
        make_request: NextRequestMiddlewareType[TelegramType],
        bot: Bot,
        method: TelegramMethod[TelegramType],
    ) -> Response[TelegramType]:
        """Rewrite the keyboard of a message on its way out, then send it."""
        markup = getattr(method, "reply_markup", None)
        if isinstance(markup, InlineKeyboardMarkup) and any(
            webapp_param(b.url) is not None for row in markup.inline_keyboard for b in row
        ):
            chat_id = getattr(method, "chat_id", None)
            private = isinstance(chat_id, int) and chat_id > 0
            method.reply_markup = self._rewritten(markup, private)  # type: ignore[attr-defined]
        return await make_request(bot, method)

    def _rewritten(
        self, markup: InlineKeyboardMarkup, private: bool
    ) -> InlineKeyboardMarkup | None:
        rows = []
        for row in markup.inline_keyboard:
            kept = [b for b in (self._button(b, private) for b in row) if b is not None]
            if kept:
                rows.append(kept)
        return InlineKeyboardMarkup(inline_keyboard=rows) if rows else None

    def _button(self, button: InlineKeyboardButton, private: bool) -> InlineKeyboardButton | None:
        param = webapp_param(button.url)
        if param is None:
            return button
        url = self.app_url()
        if not url:
            return None
        if private:
            app = WebAppInfo(url=f"{url}?{urlencode({'start': param})}")
            return InlineKeyboardButton(text=button.text, web_app=app)
        link = urlsplit(button.url or "")
        return InlineKeyboardButton(
            text=button.text, url=f"https://t.me{link.path}?startapp={param}"
        )


def webapp_param(url: str | None) -> str | None:
    """The Mini App's start parameter of a `t.me/<bot>?start=app_…` link the sender made."""
    if not url:
        return None
    start = parse_qs(urlsplit(url).query).get("start", [""])[0]
    return start.removeprefix(WEBAPP_PREFIX) if start.startswith(WEBAPP_PREFIX) else None


def install_webapp_buttons(bot: Bot, app_url: Callable[[], str | None]) -> None:
    """Make every message of `bot` carry Mini App buttons in the form its chat allows."""
    bot.session.middleware(WebAppButtons(app_url))
