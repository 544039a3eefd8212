"""Runs the Telegram door: a Bot on the configured API server, polling until stopped."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from functools import partial
from typing import Any
from urllib.parse import urlsplit

from aiogram import Bot, Dispatcher
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import TelegramUnauthorizedError
from aiogram.methods import GetUpdates
from aiogram.types import Update
from aiogram.utils.backoff import Backoff, BackoffConfig
from aiogram.webhook.aiohttp_server import SimpleRequestHandler
from pydantic import ValidationError

from bot.delivery.texts import Texts
from bot.delivery.token_rejected import TokenRejected
from bot.envelope import Platform
from bot.ports.delivery import Limits
from bot.service import Service
from handlers.server import WebServer
from handlers.telegram.json_api import JsonApi
from handlers.telegram.menus import publish_menus
from handlers.telegram.routing import build_dispatcher, route
from handlers.telegram.sender import TelegramSender
from handlers.telegram.session import KeptModelsSession

log = logging.getLogger(__name__)
POLL_SECONDS = 10
BACKOFF = BackoffConfig(min_delay=0.5, max_delay=5.0, factor=1.6, jitter=0.1)

UPDATES = ["message", "edited_message", "callback_query", "my_chat_member"]


def _settled(
    handling: dict[int, asyncio.Task[None]],
    finished: set[int],
    room: Room,
    update_id: int,
    _: object,
) -> None:
    """An update's transaction is over: it may be confirmed once the older ones are."""
    handling.pop(update_id, None)
    finished.add(update_id)
    if len(handling) <= room.low:
        room.event.set()


class Room:
    """Wakes the poll once the updates in flight fell to `low` (no wait on every task)."""

    def __init__(self) -> None:
        self.event = asyncio.Event()
        self.low = -1


def _sender_of(update: Update) -> int | None:
    """Who sent the update (his updates are handled one after another)."""
    event = update.message or update.edited_message or update.callback_query
    if event is not None and event.from_user is not None:
        return event.from_user.id
    if update.my_chat_member is not None:
        return update.my_chat_member.chat.id
    return None


def _unchain(chains: dict[int, asyncio.Task[None]], who: int, task: asyncio.Task[None]) -> None:
    if chains.get(who) is task:
        del chains[who]


class TelegramDoor:
    """Owns the Bot, the Dispatcher and the polling task."""

    def __init__(
        self,
        token: str,
        api_server: str,
        service: Service,
        texts: Texts,
        limits: Limits,
        *,
        paid_broadcast: bool = False,
    ) -> None:
        session = KeptModelsSession(api=TelegramAPIServer.from_base(api_server))
        self.bot = Bot(token, session=session)
        self.texts = texts
        self.service = service
        self.dp: Dispatcher = build_dispatcher(service)  # the webhook's
        self.api = JsonApi(self.bot)
        self.dp["json_api"] = self.api  # the button handler's answers go as JSON too
        self.limits = limits
        self.paid_broadcast = paid_broadcast
        self._polling: asyncio.Task[None] | None = None
        self._fetch: asyncio.Future[list[Any]] | None = None
        self._stopping = False
        self._webhook: tuple[str, str] | None = None
        self.sender: TelegramSender | None = None

    async def _introduce(self) -> TelegramSender:
        """Learn who the bot is and publish its command menus in every language."""
        try:
            me = await self.bot.me()
        except TelegramUnauthorizedError:  # a mistyped or revoked token: said in one line
            raise TokenRejected(Platform.TELEGRAM) from None
        await publish_menus(self.bot, self.texts, self.service.deps.default_locale)
        self.sender = TelegramSender(
            self.bot, me.username or "", self.limits, paid_broadcast=self.paid_broadcast
        )
        return self.sender

    async def start(self) -> TelegramSender:
        """Start polling; returns the courier's sender."""
        sender = await self._introduce()
        # A webhook left from an earlier run would make every getUpdates fail with 409.
        await self.bot.delete_webhook(drop_pending_updates=False)
        self._stopping = False
        self._polling = asyncio.create_task(self._poll())
        return sender

    async def _poll(self) -> None:
        """Long-poll, handling each update as it comes; confirm an update only once handled.

        Telegram forgets every update below the `offset` of the next getUpdates, so the offset
        stays at the oldest update still being handled: a crash then loses nothing. Polling
        goes on meanwhile — the next answer repeats the updates in flight (skipped) and brings
        the new ones — instead of waiting for a whole batch of 100 to finish first.
        """
        backoff = Backoff(BACKOFF)
        handling: dict[int, asyncio.Task[None]] = {}
        finished: set[int] = set()  # handled, above the offset: Telegram may send them again
        chains: dict[int, asyncio.Task[None]] = {}  # a person → his latest update in hand
        newest = -1
        room = Room()
        while not self._stopping:
            offset = min(handling) if handling else (newest + 1 if newest >= 0 else None)
            if offset is not None:
                finished.difference_update([n for n in finished if n < offset])
            # With updates in flight Telegram answers at once (they are unconfirmed), so the
            # long poll's wait only matters when nothing is being handled.
            self._fetch = asyncio.ensure_future(
                self._get_updates(offset, 0 if handling else POLL_SECONDS)
            )
            try:
                updates = await self._fetch
            except asyncio.CancelledError:
                if self._stopping:
                    break
                raise
            except Exception as exc:  # the API being away never stops polling
                log.warning("getUpdates failed (%s); again in %.1f s", exc, backoff.next_delay)
                await backoff.asleep()
                continue
            finally:
                self._fetch = None
            backoff.reset()
            for update in self._fresh(updates, handling, finished):
                # One person's updates in the order he sent them; different people at once.
                who = _sender_of(update)
                before = chains.get(who) if who is not None else None
                task = asyncio.create_task(self._handle(update, before))
                if who is not None:
                    chains[who] = task
                    task.add_done_callback(partial(_unchain, chains, who))
                handling[update.update_id] = task
                task.add_done_callback(
                    partial(_settled, handling, finished, room, update.update_id)
                )
            # Every update of the answer is now in hand or done (or skipped as unreadable).
            newest = max([newest, *handling, *finished])
            # Each answer repeats every update still in flight (it is unconfirmed), and even
            # read as JSON that is work: ask again once half of them are done.
            room.low = len(handling) // 2
            if handling and not self._stopping:
                room.event.clear()
                await room.event.wait()
            room.low = -1
        if handling:  # a stop lets the updates taken finish their transactions
            await asyncio.wait(list(handling.values()))

    async def _get_updates(self, offset: int | None, timeout: int) -> list[Any]:
        """The next getUpdates answer: raw JSON updates, or aiogram's if JSON cannot be used.

        The answer repeats every update in flight; read as JSON, only the fresh ones are
        then validated into aiogram's models (`_fresh`), not all of them every time.
        """
        request_timeout = int(self.bot.session.timeout + POLL_SECONDS)
        if not self.api.usable:
            return await self.bot.get_updates(
                offset=offset,
                timeout=timeout,
                allowed_updates=UPDATES,
                request_timeout=request_timeout,
            )
        payload = {"offset": offset, "timeout": timeout, "allowed_updates": UPDATES}
        result = await self.api.call(
            "getUpdates", payload, lambda: GetUpdates(**payload), timeout=request_timeout
        )
        return result if isinstance(result, list) else []

    def _fresh(
        self, updates: list[Any], handling: dict[int, Any], finished: set[int]
    ) -> list[Update]:
        """The updates not yet taken, as aiogram's models; one that cannot be read is logged."""
        fresh: list[Update] = []
        for raw in updates:
            update_id = raw.update_id if isinstance(raw, Update) else raw.get("update_id")
            if not isinstance(update_id, int) or update_id in handling or update_id in finished:
                continue
            if isinstance(raw, Update):
                fresh.append(raw)
                continue
            try:
                fresh.append(Update.model_validate(raw, context={"bot": self.bot}))
            except ValidationError:
                # aiogram would refuse the whole answer, again and again; skip this one only.
                log.exception("update %s cannot be read; skipped", update_id)
                finished.add(update_id)
        return fresh

    async def _handle(self, update: Update, before: asyncio.Task[None] | None = None) -> None:
        """One update to its handler; a failure is logged, never stops the batch."""
        if before is not None and not before.done():
            await asyncio.wait([before])
        try:
            await route(update, self.bot, self.service, self.api)
        except Exception:
            log.exception("update %s failed", update.update_id)

    async def start_webhook(self, server: WebServer, url: str, secret: str) -> TelegramSender:
        """Receive updates on the web server; the secret header is checked in constant time."""
        sender = await self._introduce()
        # Answered after the commit, so an update a crash interrupted is posted again.
        handler = SimpleRequestHandler(
            self.dp, self.bot, handle_in_background=False, secret_token=secret or None
        )
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
        self._stopping = True
        if self._fetch is not None:  # a long poll waiting for news: nothing to finish
            self._fetch.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            try:
                await asyncio.wait_for(self._polling, timeout=15)
            except TimeoutError:
                self._polling.cancel()
        self._polling = None

    async def close(self) -> None:
        """Close the HTTP session."""
        await self.bot.session.close()
