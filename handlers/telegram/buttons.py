"""Inline button presses (the payload is a command in the grammar); Mini App buttons out."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import aiohttp
from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.methods import AnswerCallbackQuery, EditMessageReplyMarkup
from aiogram.types import (
    CallbackQuery,
    InaccessibleMessage,
    Update,
)

from bot.envelope import WEBAPP_PREFIX, Actor, Chat, Platform
from bot.notices import Notice, Recipient, Unbutton
from bot.service import Outcome, Service
from handlers.intake import Origin, button_envelope
from handlers.telegram.json_api import JsonApi
from handlers.telegram.markup_rewriting import MarkupRewriter, Rows

log = logging.getLogger(__name__)


async def on_button(
    query: CallbackQuery,
    service: Service,
    actor: Actor,
    chat: Chat,
    event_update: Update,
    json_api: JsonApi | None = None,
) -> None:
    """Carry out the button's command (its callback data); once done, its keyboard goes away."""
    origin = Origin(actor, chat, event_update.update_id)
    outcome = await service.execute(button_envelope(origin, query.data))
    try:
        await _settle_tap(query, outcome, json_api, service)
    except (TelegramAPIError, aiohttp.ClientError, TimeoutError) as error:
        # The command has committed; the spinner and the buttons are cosmetic. A tap answered
        # late (or posted again) is refused by Telegram, and failing the update for it made
        # a webhook post the same update again and again, holding every later one back.
        log.info("tap %s: the button's answer was refused (%s)", event_update.update_id, error)


async def _settle_tap(
    query: CallbackQuery,
    outcome: Outcome,
    json_api: JsonApi | None,
    service: Service | None = None,
) -> None:
    """Stop the tap's spinner; after a done command, take the buttons away."""
    fast = json_api is not None and json_api.usable
    try:
        if fast:
            assert json_api is not None
            await json_api.call(
                "answerCallbackQuery",
                {"callback_query_id": query.id},
                lambda: AnswerCallbackQuery(callback_query_id=query.id),
            )
        else:
            await query.answer()
    except TelegramAPIError as error:  # too old or answered already: the buttons still go
        log.info("tap %s: its answer was refused (%s)", query.id, error)
    message = query.message
    # A second tap can arrive while the first is handled, so only a DONE outcome removes
    # the buttons; a refused tap keeps them for a correct retry.
    if outcome is not Outcome.DONE or message is None or isinstance(message, InaccessibleMessage):
        return
    if message.reply_markup is None or not any(message.reply_markup.inline_keyboard):
        # A forged or stale press on a message with no keyboard (Telegram sends the message
        # as it is now): removing nothing is a 400 «message is not modified».
        return
    if message.chat.id < 0 and service is not None:
        # In a group an edit counts toward the group's 20 a minute: it leaves through the
        # courier, which counts every send into the group, on whichever worker leads.
        unbutton = Unbutton(message.message_id)
        to = Recipient(Platform.TELEGRAM, message.chat.id, service.deps.default_locale)
        async with service.db.transaction() as store:
            await store.outbox.add(
                Notice(to, "unbutton", attachment=unbutton).serialized(), service.clock.now()
            )
        return
    if fast and message.business_connection_id is None:
        assert json_api is not None
        where = {"chat_id": message.chat.id, "message_id": message.message_id}
        await json_api.call(
            "editMessageReplyMarkup", where, lambda: EditMessageReplyMarkup(**where)
        )
    else:
        await message.edit_reply_markup(reply_markup=None)


class WebAppButtons(MarkupRewriter):
    """Turns the Mini App's deep links into the button Telegram allows where a message goes.

    In a private chat a `web_app` button opens «Мой матч» in place; groups refuse `web_app`
    buttons (BUTTON_TYPE_INVALID), so there a `t.me/<bot>?startapp=…` link opens the bot's
    main Mini App. Without the web pages (`[web] enabled = false`), or when they are not on
    https (Telegram opens Mini Apps over HTTPS only and refuses the whole message with an
    http `web_app`; the main Mini App needs https too), the button is left out.
    A request middleware of aiogram's session, so the courier's sender stays as it is.
    """

    def __init__(self, app_url: Callable[[], str | None]) -> None:
        self.app_url = app_url  # asked at sending time: the server's port is known by then

    def rewrite_rows(self, rows: Rows, chat_id: int | None) -> Rows:
        """The Mini App's buttons as the chat allows them; the rows untouched without one."""
        if not any(webapp_param(b.get("url")) is not None for row in rows for b in row):
            return rows
        private = chat_id is not None and chat_id > 0
        kept_rows = []
        for row in rows:
            kept = [b for b in (self._button(b, private) for b in row) if b is not None]
            if kept:
                kept_rows.append(kept)
        return kept_rows

    def _button(self, button: dict[str, Any], private: bool) -> dict[str, Any] | None:
        param = webapp_param(button.get("url"))
        if param is None:
            return button
        url = self.app_url()
        if not url or not url.startswith("https://"):
            return None
        if private:
            return {
                "text": button["text"],
                "web_app": {"url": f"{url}?{urlencode({'start': param})}"},
            }
        link = urlsplit(button.get("url") or "")
        return {"text": button["text"], "url": f"https://t.me{link.path}?startapp={param}"}


def webapp_param(url: str | None) -> str | None:
    """The Mini App's start parameter of a `t.me/<bot>?start=app_…` link the sender made."""
    if not url:
        return None
    start = parse_qs(urlsplit(url).query).get("start", [""])[0]
    return start.removeprefix(WEBAPP_PREFIX) if start.startswith(WEBAPP_PREFIX) else None


def install_webapp_buttons(bot: Bot, app_url: Callable[[], str | None]) -> None:
    """Make every message of `bot` carry Mini App buttons in the form its chat allows."""
    bot.session.middleware(WebAppButtons(app_url))
