"""Which handler an update goes to: one function, for polling and for aiogram's webhook.

aiogram's Dispatcher runs every update through its outer middlewares (errors, user context,
FSM), each router's observers and each handler's magic filters: under load that was a tenth
of the bot's time (issue 12), and the bot uses none of it — the grammar decides what a text
means. Polling calls `route` directly; the webhook's Dispatcher has one catch-all handler
per update type that calls it too, so both take the same decisions in the same order.
"""

from __future__ import annotations

from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.types import CallbackQuery, Message, Update

from bot.envelope import Actor, Chat
from bot.service import Service
from handlers.telegram.buttons import on_button
from handlers.telegram.chat_life import on_chat_itself, on_my_member
from handlers.telegram.edits import on_edit
from handlers.telegram.json_api import JsonApi
from handlers.telegram.messages import on_chat_event, on_file, on_other, on_text
from handlers.telegram.neutral import actor_of, chat_of


def _who(event: Message | CallbackQuery) -> tuple[Actor, Chat] | None:
    """The neutral sender and chat; None for channel posts, other bots and lost messages."""
    user = event.from_user
    if user is None or user.is_bot:
        return None  # channel posts and other bots are not commands
    if isinstance(event, CallbackQuery):
        if event.message is None:
            return None
        return actor_of(user), chat_of(event.message.chat, event.message)
    return actor_of(user), chat_of(event.chat, event)


async def route(update: Update, bot: Bot, service: Service, json_api: JsonApi | None) -> None:
    """Hand the update to its handler; updates the bot does not read are dropped."""
    if update.callback_query is not None:
        query = update.callback_query
        if (who := _who(query)) is not None:
            await on_button(query, service, *who, update, json_api)
        return
    if update.my_chat_member is not None:
        await on_my_member(update.my_chat_member, service, update)
        return
    if update.message is not None:
        message = update.message
        if await on_chat_itself(message, bot, service, update):
            return  # a group that moved, an anonymous admin, a post as a channel
        if (who := _who(message)) is not None:
            await _on_message(message, bot, service, *who, update)
        return
    edited = update.edited_message
    readable = edited is not None and (edited.text or edited.caption)
    if readable and edited is not None and (who := _who(edited)) is not None:
        await on_edit(edited, service, *who, update)


async def _on_message(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, update: Update
) -> None:
    """The first kind that fits decides, so the order counts."""
    if message.text:
        await on_text(message, bot, service, actor, chat, update)
    elif message.document or message.photo or message.video:
        await on_file(message, bot, service, actor, chat, update)
    elif message.new_chat_members or message.new_chat_title or message.new_chat_photo:
        await on_chat_event(message, service, actor, chat, update)
    elif message.chat.type == "private":
        await on_other(message, service, actor, chat, update)


async def _catch_all(
    _: Any, bot: Bot, service: Service, event_update: Update, json_api: JsonApi | None = None
) -> None:
    """aiogram's handler for every message, edit and button press: `route` decides."""
    await route(event_update, bot, service, json_api)


def build_dispatcher(service: Service) -> Dispatcher:
    """The webhook's Dispatcher: the service in its data, every update to `route`."""
    dp = Dispatcher(service=service)
    install_routes(dp)
    return dp


def install_routes(dp: Dispatcher) -> None:
    """Give the dispatcher (the webhook's) one handler per update type, calling `route`."""
    dp.message.register(_catch_all)
    dp.edited_message.register(_catch_all)
    dp.callback_query.register(_catch_all)
    dp.my_chat_member.register(_catch_all)
