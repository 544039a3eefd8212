"""The Telegram door: aiogram routers joined by one function, polling, and the sender."""

from __future__ import annotations

from aiogram import Dispatcher, Router

from bot.service import Service
from handlers.telegram import buttons, edits, messages
from handlers.telegram.neutral import NeutralMiddleware


def build_routers() -> list[Router]:
    """Fresh routers of every handler module, in the order they are asked."""
    return [messages.build_router(), edits.build_router(), buttons.build_router()]


def build_dispatcher(service: Service) -> Dispatcher:
    """One Dispatcher with every router; the service lives in it once for all updates."""
    dp = Dispatcher(service=service)
    neutral = NeutralMiddleware()
    dp.message.outer_middleware(neutral)
    dp.callback_query.outer_middleware(neutral)
    dp.edited_message.outer_middleware(neutral)
    # Routers are built anew for each dispatcher: an aiogram router accepts one parent only,
    # and a process may build the dispatcher again (a restart inside one test run).
    dp.include_routers(*build_routers())
    return dp
