"""Runs the Telegram door: a Bot on the configured API server, polling until stopped."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from urllib.parse import urlsplit

from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.types import BotCommand
from aiogram.webhook.aiohttp_server import SimpleRequestHandler

from bot.ratelimit import Limits
from bot.service import Service
from bot.texts import LOCALES, Texts
from handlers.server import WebServer
from handlers.telegram import build_dispatcher
from handlers.telegram.sender import TelegramSender

log = logging.getLogger(__name__)

UPDATES = ["message", "edited_message", "callback_query", "my_chat_member"]
# The menu Telegram shows next to the input field: what players type most.
MENU = (
    "register",
    "me",
    "report",
    "confirm",
    "dispute",
    "pairings",
    "standings",
    "rules",
    "drop",
    "help",
)


class TelegramDoor:
    """Owns the Bot, the Dispatcher and the polling task."""

    def __init__(
        self, token: str, api_server: str, service: Service, texts: Texts, limits: Limits
    ) -> None:
        session = AiohttpSession(api=TelegramAPIServer.from_base(api_server))
        self.bot = Bot(token, session=session)
        self.texts = texts
        self.dp: Dispatcher = build_dispatcher(service)
        self.limits = limits
        self._polling: asyncio.Task[None] | None = None
        self._webhook: tuple[str, str] | None = None
        self.sender: TelegramSender | None = None

    async def _introduce(self) -> TelegramSender:
        """Learn who the bot is and publish its command menu in every language."""
        me = await self.bot.me()
        for locale in LOCALES:
            menu = [
                BotCommand(command=name, description=self.texts.render(locale, f"menu-{name}"))
                for name in MENU
            ]
            await self.bot.set_my_commands(menu, language_code=None if locale == "ru" else locale)
        self.sender = TelegramSender(self.bot, me.username or "", self.limits)
        return self.sender

    async def start(self) -> TelegramSender:
        """Start polling; returns the courier's sender."""
        sender = await self._introduce()
        # A webhook left from an earlier run would make every getUpdates fail with 409.
        await self.bot.delete_webhook(drop_pending_updates=False)
        self._polling = asyncio.create_task(
            self.dp.start_polling(
                self.bot,
                handle_signals=False,
                close_bot_session=False,
                allowed_updates=UPDATES,
                polling_timeout=10,
            )
        )
        return sender

    async def start_webhook(self, server: WebServer, url: str, secret: str) -> TelegramSender:
        """Receive updates on the web server; the secret header is checked in constant time."""
        sender = await self._introduce()
        handler = SimpleRequestHandler(self.dp, self.bot, secret_token=secret or None)
        handler.register(server.app, path=urlsplit(url).path or "/")
        self._webhook = (url, secret)
        return sender

    async def announce_webhook(self) -> None:
        """Tell Telegram where to post, once the server listens."""
        if self._webhook is not None:
            url, secret = self._webhook
            await self.bot.set_webhook(url, secret_token=secret or None, allowed_updates=UPDATES)

    async def stop_receiving(self) -> None:
        """Stop taking updates; updates already being handled finish."""
        if self._polling is None:
            return
        with contextlib.suppress(RuntimeError):  # polling had not started yet
            await self.dp.stop_polling()
        with contextlib.suppress(asyncio.CancelledError):
            try:
                await asyncio.wait_for(self._polling, timeout=15)
            except TimeoutError:
                self._polling.cancel()
        self._polling = None

    async def close(self) -> None:
        """Close the HTTP session."""
        await self.bot.session.close()
