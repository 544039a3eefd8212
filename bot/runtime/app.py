"""Wiring: config → storage → service → doors, couriers and the clock task."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol
from zoneinfo import ZoneInfo

from bot.clock import Clock, SystemClock
from bot.context import Deps, Directory
from bot.delivery.courier import Courier
from bot.delivery.ratelimit import Limiter, window
from bot.delivery.texts import Texts
from bot.envelope import Platform
from bot.ports.delivery import Limits, RequestWindow
from bot.ports.sender import Sender
from bot.runtime.config import Settings
from bot.runtime.leadership import Leadership, resume_windows, token_name
from bot.runtime.metrics import Metrics
from bot.runtime.timer import IDLE, Timer
from bot.service import Service
from handlers.server import WebServer
from storage.engines import database_for

if TYPE_CHECKING:
    from handlers.telegram.door import TelegramDoor
    from handlers.vk.door import VkDoor
    from handlers.web import Web
    from storage.cluster import Cluster

log = logging.getLogger(__name__)

FLUSH_SECONDS = 10  # how long a stop waits for the outbox to empty


class Door(Protocol):
    """What the app needs of a platform door."""

    async def stop_receiving(self) -> None:
        """Stop taking updates."""
        ...

    async def close(self) -> None:
        """Release the HTTP session."""
        ...


def vk_state_dir(db_path: Path) -> Path:
    """Where vkbottle's long-poll position lives: beside the database, never in cwd."""
    return db_path.with_name(db_path.name + ".vk")


class App:
    """The running bot: start() brings everything up, stop() takes it down in order."""

    def __init__(self, settings: Settings, clock: Clock | None = None) -> None:
        self.settings = settings
        self.clock = clock or SystemClock()
        self.db = database_for(settings.storage.target)
        tz = ZoneInfo(settings.locale.timezone)
        self.texts = Texts(tz)
        self.directory = Directory()
        insults, allowed = settings.moderation.words()
        deps = Deps(
            admins={p: settings.admins.of(p) for p in (Platform.TELEGRAM, Platform.VK)},
            default_locale=settings.locale.default,
            tz=tz,
            directory=self.directory,
            insults=insults,
            allowed=allowed,
            documents_contact=settings.prizes.documents_contact,
        )
        self.metrics = Metrics()
        self.service = Service(self.db, self.clock, deps, self.metrics)
        self.db.on_commit(self.service.deadlines_committed)
        shared = self.db.engine == "postgresql"  # several workers may share the database
        self.timer = Timer(self.db, self.clock, self.service, poll=1.0 if shared else IDLE)
        self.telegram: TelegramDoor | None = None
        self.vk: VkDoor | None = None
        self.server: WebServer | None = None
        self.web: Web | None = None  # the live pages, when `[web] enabled`
        self.couriers: list[Courier] = []
        self._courier_tasks: dict[str, asyncio.Task[None]] = {}
        self.leaderships: list[Leadership] = []
        self._announcing: set[asyncio.Task[None]] = set()
        self.cluster: Cluster | None = None
        if shared:
            # Imported here: a bot on SQLite never loads asyncpg.
            from storage.cluster import Cluster

            self.cluster = Cluster(settings.storage.target)
            self.cluster.on_outbox(self._poke)
        self._tasks: list[asyncio.Task[None]] = []

    async def start(self) -> None:
        """Open the database, start the clock task, the doors and their couriers."""
        await self.db.open()
        self._spawn(self.timer.run(), "timer")
        s = self.settings
        if (
            s.server.metrics
            or s.web.enabled
            or (s.telegram.enabled and s.telegram.mode == "webhook")
            or (s.vk.enabled and s.vk.mode == "callback")
        ):
            self.server = WebServer(s.server.listen, self._metrics)
        if self.server is not None and s.web.enabled:
            self._start_web(self.server)
        # Several workers on one PostgreSQL: each takes pushed updates, the leader of a token
        # alone sends and long-polls (one sender per token keeps the platform's limits).
        shared = self.cluster is not None
        senders = []
        if s.telegram.enabled:
            polling = s.telegram.mode == "polling"
            senders.append((await self._start_telegram(receive=not (shared and polling)),
                            Platform.TELEGRAM, s.telegram.token))  # fmt: skip
        if s.vk.enabled:
            polling = s.vk.mode == "longpoll"
            senders.append((await self._start_vk(receive=not (shared and polling)),
                            Platform.VK, s.vk.token))  # fmt: skip
        if not shared:
            for sender, platform, _ in senders:
                assert sender is not None
                # A restart right after a burst: its last minute still counts (issue 22).
                limiter = Limiter(sender.limits)
                await resume_windows(self.db, limiter, platform, sender.is_group)
                self._courier(sender, limiter)
        if self.server is not None:
            await self.server.start()
            if self.web is not None:  # the port is known now: buttons may link the pages
                self.service.deps.pages.base = self.web.base_url
            if self.telegram is not None and not shared:
                await self.telegram.announce_webhook()
        for sender, platform, token in senders if shared else ():
            # The first answer before start() returns: a worker alone on its database polls
            # (and sends) from the start, as on SQLite; the others ask again every second.
            await self._lead(platform, token.get_secret_value(), sender)

    def _start_web(self, server: WebServer) -> None:
        # Imported only when the pages are on: a bot without them never loads Jinja2.
        from handlers.web import Web, setup

        self.web = Web(self.settings, self.db, self.service, self.texts, self.clock)
        setup(server, self.web)
        if self.cluster is not None and self.web.live is not None:
            # Workers share the database: a page open on this worker hears of changes made
            # by the others' commands, and they of ours.
            self.cluster.on_touched(self.web.live.changed)
            self.service.on_change(self._announce)

    async def _start_telegram(self, *, receive: bool = True) -> Sender | None:
        # Each door is imported when its platform is configured: a Telegram-only bot never
        # loads vkbottle (about 40 MiB), a VK-only one never loads aiogram. No cycle hides here.
        from handlers.telegram.buttons import install_webapp_buttons
        from handlers.telegram.directory import TelegramMembership
        from handlers.telegram.door import TelegramDoor
        from handlers.telegram.page_links import install_page_links

        tg, d = self.settings.telegram, self.settings.delivery
        limits = Limits(
            d.telegram_per_second,
            d.telegram_chat_per_second,
            d.telegram_chat_burst,
            d.telegram_group_per_minute,
            None if d.telegram_in_flight == "auto" else d.telegram_in_flight,
            d.telegram_in_flight_most if d.telegram_in_flight == "auto" else None,
        )
        door = TelegramDoor(
            tg.token.get_secret_value(),
            tg.api_server,
            self.service,
            self.texts,
            limits,
            paid_broadcast=d.telegram_paid_broadcast,
        )
        self.telegram = door
        self.directory.platforms[Platform.TELEGRAM] = TelegramMembership(door.bot)
        install_webapp_buttons(door.bot, self._miniapp_url)  # «Мой матч» (issue 14)
        install_page_links(door.bot)  # the live page's button as a URL button (issue 14)
        if tg.mode == "webhook":
            assert self.server is not None
            secret = tg.webhook_secret.get_secret_value()
            return await door.start_webhook(self.server, tg.webhook_url, secret)
        return await door.start() if receive else None

    async def _start_vk(self, *, receive: bool = True) -> Sender | None:
        from handlers.vk.directory import VkMembership
        from handlers.vk.door import VkDoor

        vk, d = self.settings.vk, self.settings.delivery
        # VK limits requests per community token, not per chat: the overall rate is what counts.
        limits = Limits(d.vk_per_second, d.vk_per_second, int(d.vk_per_second))
        door = VkDoor(
            vk.token.get_secret_value(),
            vk.api_url,
            vk.group_id,
            self.service,
            limits,
            vk_state_dir(self.settings.storage.path),
            # Workers on one server: VK counts their requests with the token together.
            shared=self._shared_window(vk.token.get_secret_value(), limits.per_second),
        )
        self.vk = door
        self.directory.platforms[Platform.VK] = VkMembership(door.api)
        if vk.mode == "callback":
            assert self.server is not None
            return await door.start_callback(
                self.server, vk.callback_path, vk.confirmation_code, vk.secret.get_secret_value()
            )
        return await door.start() if receive else None

    def _shared_window(self, token: str, per_second: float) -> RequestWindow | None:
        """Workers on one server share the token's VK window there: VK counts them together."""
        if self.cluster is None:
            return None
        # Imported here: a bot on SQLite never loads asyncpg.
        from storage.request_slots import SharedWindow, token_key

        own = window(per_second, 1.0)
        url = str(self.settings.storage.target)
        return SharedWindow(url, token_key("vk", token), own.count, own.period)

    def _miniapp_url(self) -> str | None:
        """The Mini App's address while the web pages are served; None leaves its buttons out."""
        if self.web is None:
            return None
        from handlers.web.miniapp import MINIAPP_PATH  # loaded with the pages already

        # Over plain http the buttons are left out (WebAppButtons): Telegram refuses them.
        return self.web.base_url + MINIAPP_PATH

    async def _metrics(self) -> bytes:
        """The figures for /metrics, the gauges read from the database at the moment."""
        async with self.db.transaction() as store:
            self.metrics.outbox_pending.set(await store.outbox.pending())
            self.metrics.deadlines_due.set(await store.deadlines.count_due(self.clock.now()))
        return self.metrics.render()

    def _courier(self, sender: Sender, limiter: Limiter | None = None) -> None:
        d = self.settings.delivery
        courier = Courier(sender, self.db, self.texts, self.service, d.max_attempts)
        if limiter is not None:
            courier.limiter = limiter
        self.db.on_commit(courier.committed)  # each commit's rows, without a look at the table
        self.couriers.append(courier)
        self._courier_tasks[sender.platform] = self._spawn(
            courier.run(), f"courier-{sender.platform}"
        )

    async def _lead(self, platform: str, token: str, pushed: Sender | None) -> None:
        """Send for `platform` (and long-poll it when `pushed` is None) while leading its token."""
        assert self.cluster is not None
        door = self.telegram if platform == Platform.TELEGRAM else self.vk
        assert door is not None

        async def begin() -> None:
            sender = pushed or await door.start()  # long polling: the leader alone polls
            if not any(c.sender.platform == platform for c in self.couriers):
                # The worker before may have filled a window just before it died: its sends
                # of the last minute count in ours before our first (issue 22).
                limiter = Limiter(sender.limits)
                await resume_windows(self.db, limiter, platform, sender.is_group)
                self._courier(sender, limiter)
            if platform == Platform.TELEGRAM and self.telegram is not None:
                await self.telegram.announce_webhook()

        async def end() -> None:
            if pushed is None:
                await door.stop_receiving()
            for courier in [c for c in self.couriers if c.sender.platform == platform]:
                await self._stop_courier(courier)

        leadership = Leadership(self.cluster, token_name(platform, token), begin, end)
        self.leaderships.append(leadership)
        await leadership.step()
        self._spawn(leadership.run(), f"leadership-{platform}")

    async def _stop_courier(self, courier: Courier) -> None:
        """Another worker leads now: finish the sends in flight, then send nothing more."""
        await courier.stop()
        task = self._courier_tasks.pop(courier.sender.platform, None)
        if task is not None:
            self._tasks.remove(task)
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self.db.off_commit(courier.committed)  # another worker's courier sends them now
        self.couriers.remove(courier)

    def _announce(self, tournaments: frozenset[int]) -> None:
        """Tell the other workers which tournaments a command here changed."""
        assert self.cluster is not None
        task = asyncio.get_running_loop().create_task(self.cluster.announce(tournaments))
        self._announcing.add(task)  # kept until done: a task nobody holds may be collected
        task.add_done_callback(self._announcing.discard)

    def _poke(self, platform: str) -> None:
        """Another worker queued messages for `platform`: its courier looks for them now."""
        for courier in self.couriers:
            if courier.sender.platform == platform:
                courier.poke()

    def _spawn(self, coro: Coroutine[Any, Any, None], name: str) -> asyncio.Task[None]:
        task = asyncio.create_task(coro, name=name)
        task.add_done_callback(self._crashed)
        self._tasks.append(task)
        return task

    @staticmethod
    def _crashed(task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.error("task %s stopped", task.get_name(), exc_info=task.exception())

    @property
    def doors(self) -> list[Door]:
        """The platform doors that are running."""
        return [door for door in (self.telegram, self.vk) if door is not None]

    async def drain(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Wait until every courier has sent everything pending."""
        results = [await c.drain(timeout) for c in self.couriers]
        return all(results)

    async def stop(self, flush: bool = True) -> None:
        """Stop taking updates, finish what is in flight, flush the outbox, close.

        `flush=False` stops at once, as a killed process would (tests of restarts).
        """
        for door in self.doors:
            await door.stop_receiving()
        if self.server is not None:
            await self.server.stop()
            self.server = None
        if flush:
            # Commands already taken finish their transactions before the outbox is flushed.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.service.idle.wait(), FLUSH_SECONDS)
            await self.drain(FLUSH_SECONDS)
            for courier in self.couriers:
                await courier.stop()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks.clear()
        self._courier_tasks.clear()
        self.couriers.clear()
        self.leaderships.clear()
        if self.cluster is not None:
            await self.cluster.close()  # the tokens' locks go: another worker leads at once
        for door in self.doors:
            await door.close()
        self.telegram = self.vk = None
        await self.db.close()
