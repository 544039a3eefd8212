"""Wiring: config → storage → service → doors, couriers and the clock task."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from zoneinfo import ZoneInfo

from bot.clock import Clock, SystemClock
from bot.config import Settings
from bot.context import Deps
from bot.courier import Courier
from bot.ratelimit import Limits
from bot.service import Service
from bot.texts import Texts
from bot.timer import Timer
from handlers.server import WebServer
from handlers.telegram.door import TelegramDoor
from storage.db import SqliteDatabase

log = logging.getLogger(__name__)

FLUSH_SECONDS = 10  # how long a stop waits for the outbox to empty


class App:
    """The running bot: start() brings everything up, stop() takes it down in order."""

    def __init__(self, settings: Settings, clock: Clock | None = None) -> None:
        self.settings = settings
        self.clock = clock or SystemClock()
        self.db = SqliteDatabase(settings.storage.path)
        tz = ZoneInfo(settings.locale.timezone)
        self.texts = Texts(tz)
        deps = Deps(
            admins={"telegram": settings.admins.of("telegram"), "vk": settings.admins.of("vk")},
            default_locale=settings.locale.default,
            tz=tz,
        )
        self.service = Service(self.db, self.clock, deps)
        self.timer = Timer(self.db, self.clock, self.service)
        self.telegram: TelegramDoor | None = None
        self.server: WebServer | None = None
        self.couriers: list[Courier] = []
        self._tasks: list[asyncio.Task[None]] = []

    async def start(self) -> None:
        """Open the database, start the clock task, the doors and their couriers."""
        await self.db.open()
        self._spawn(self.timer.run(), "timer")
        tg = self.settings.telegram
        if tg.enabled:
            d = self.settings.delivery
            limits = Limits(
                d.telegram_per_second,
                d.telegram_chat_per_second,
                d.telegram_chat_burst,
                d.telegram_group_per_minute,
            )
            self.telegram = TelegramDoor(
                tg.token.get_secret_value(), tg.api_server, self.service, self.texts, limits
            )
            if tg.mode == "webhook":
                self.server = WebServer(self.settings.server.listen)
                secret = tg.webhook_secret.get_secret_value()
                sender = await self.telegram.start_webhook(self.server, tg.webhook_url, secret)
            else:
                sender = await self.telegram.start()
            courier = Courier(sender, self.db, self.texts, self.service, d.max_attempts)
            self.couriers.append(courier)
            self._spawn(courier.run(), "courier-telegram")
        if self.server is not None:
            await self.server.start()
            if self.telegram is not None:
                await self.telegram.announce_webhook()

    def _spawn(self, coro, name: str) -> None:  # type: ignore[no-untyped-def]
        task = asyncio.create_task(coro, name=name)
        task.add_done_callback(self._crashed)
        self._tasks.append(task)

    @staticmethod
    def _crashed(task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.error("task %s stopped", task.get_name(), exc_info=task.exception())

    async def drain(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Wait until every courier has sent everything pending."""
        results = [await c.drain(timeout) for c in self.couriers]
        return all(results)

    async def stop(self, flush: bool = True) -> None:
        """Stop taking updates, finish what is in flight, flush the outbox, close.

        `flush=False` stops at once, as a killed process would (tests of restarts).
        """
        if self.telegram is not None:
            await self.telegram.stop_receiving()
        if self.server is not None:
            await self.server.stop()
            self.server = None
        if flush:
            await self.drain(FLUSH_SECONDS)
            for courier in self.couriers:
                await courier.stop()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks.clear()
        self.couriers.clear()
        if self.telegram is not None:
            await self.telegram.close()
            self.telegram = None
        await self.db.close()
