"""The Telegram door: aiogram routers joined by one function, polling, and the sender."""

from __future__ import annotations

from aiogram import Dispatcher, Router

from bot.service import Service
from handlers.telegram import buttons, edits, messages
from handlers.telegram.neutral import NeutralMiddleware

ROUTERS = (messages.router, edits.router, buttons.router)


def _release(router: Router) -> None:
    # A process may build the dispatcher again (a restart inside one test run), and an aiogram
    # router accepts one parent only: the old dispatcher lets go of it first.
    parent = router.parent_router
    if parent is not None:
        parent.sub_routers.remove(router)
        router._parent_router = None


def build_dispatcher(service: Service) -> Dispatcher:
    """One Dispatcher with every router; the service lives in it once for all updates."""
    dp = Dispatcher(service=service)
    neutral = NeutralMiddleware()
    dp.message.outer_middleware(neutral)
    dp.callback_query.outer_middleware(neutral)
    dp.edited_message.outer_middleware(neutral)
    for router in ROUTERS:
        _release(router)
    dp.include_routers(*ROUTERS)
    return dp
