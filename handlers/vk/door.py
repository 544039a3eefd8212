"""Runs the VK door: the API on the configured URL, long poll or Callback API, until stopped."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
from pathlib import Path
from typing import Any

from aiohttp import web
from vkbottle import API, Bot, VKAPIError
from vkbottle.polling import BotPolling

from bot.delivery.token_rejected import TokenRejected
from bot.envelope import Platform
from bot.ports.delivery import Limits, RequestWindow
from bot.service import Service
from handlers.server import WebServer
from handlers.vk import build_bot
from handlers.vk.keyboards import Keyboards
from handlers.vk.pacing import PacedToken, paced_api
from handlers.vk.sender import VkSender
from handlers.vk.unavailable import FailFast

log = logging.getLogger(__name__)
REFUSED = (5, 27, 1117)  # VK's errors for a wrong, revoked or expired token (as doctor)


class StatePolling(BotPolling):
    """vkbottle's long poll, keeping its position file beside the database, not in cwd."""

    def __init__(self, api: API, group_id: int, state_dir: Path) -> None:
        # skip_old_events=False: after a restart the bot continues from the saved position,
        # so messages sent while it was down are handled (the update ids dedupe repeats).
        super().__init__(api, group_id=group_id, wait=25, skip_old_events=False)
        self.state_dir = state_dir
        self.connected = asyncio.Event()

    async def get_server(self) -> dict[str, Any]:
        """Ask VK for the long-poll server; the first answer marks the door as listening."""
        server = await super().get_server()
        self.connected.set()
        return server

    def restore_server_ts(self, server: dict[str, Any]) -> dict[str, Any]:
        """The saved position, or VK's current one saved at once.

        Without a first save, a bot killed before its first event was handled would start
        again from VK's position of the moment, past that event.
        """
        if not self.ts_state_path.exists():
            self.save_server_ts(server)
        return super().restore_server_ts(server)

    @property
    def ts_state_path(self) -> Path:
        """`<database>.vk/long-poll-<group>.json`."""
        return self.state_dir / f"long-poll-{self.group_id}.json"


class VkDoor:
    """Owns the API, the vkbottle Bot and the polling task or the Callback API route."""

    def __init__(
        self,
        token: str,
        api_url: str,
        group_id: int,
        service: Service,
        limits: Limits,
        state_dir: Path,
        shared: RequestWindow | None = None,
    ) -> None:
        self.api = paced_api(token, limits.per_second, shared, request_rescheduler=FailFast())
        self.api.API_URL = api_url  # the real VK, or the sandbox on loopback
        self.group_id = group_id
        self.limits = limits
        self.keyboards = Keyboards(self.api)
        self.polling = StatePolling(self.api, group_id, state_dir)
        # vkbottle's Bot sets its own skip_old_events (True) on the polling it is given: the
        # saved position would never be read back after a restart.
        self.bot: Bot = build_bot(
            self.api, service, self.keyboards, polling=self.polling, skip_old_events=False
        )
        self._task: asyncio.Task[None] | None = None
        self._events: set[asyncio.Task[None]] = set()

    async def _introduce(self) -> VkSender:
        """Learn the community's short name (for links into its dialog)."""
        try:
            answer = await self.api.request("groups.getById", {"group_id": self.group_id})
        except VKAPIError as error:
            if error.code in REFUSED:  # a mistyped or revoked token: said in one line
                raise TokenRejected(Platform.VK, error.error_msg) from None
            raise
        groups = answer["response"]["groups"]
        community = groups[0].get("screen_name") or f"club{self.group_id}"
        return VkSender(self.api, community, self.keyboards, self.limits)

    async def start(self) -> VkSender:
        """Start long polling; returns the courier's sender."""
        sender = await self._introduce()
        self.polling.state_dir.mkdir(parents=True, exist_ok=True)
        self._task = asyncio.create_task(self._poll())
        # Events older than the first long-poll position are never delivered: only once it is
        # known is the door really open (a restart continues from the saved position).
        waiter = asyncio.ensure_future(self.polling.connected.wait())
        await asyncio.wait({waiter, self._task}, timeout=30, return_when=asyncio.FIRST_COMPLETED)
        waiter.cancel()
        return sender

    async def _poll(self) -> None:
        """Long-poll; the position is saved only once the events before it were handled.

        vkbottle's own loop saves it as soon as the events are handed to tasks: a crash then
        would lose them. The generator saves when it resumes, so it resumes after the batch.
        """
        async for event in self.polling.listen():
            batch = [self._spawn(update) for update in event.get("updates", [])]
            if batch:
                await asyncio.wait(batch)  # cancelling the poll leaves the handling to finish

    def _spawn(self, event: dict[str, Any]) -> asyncio.Task[None]:
        task = asyncio.create_task(self.bot.process_event(event, self.api))
        self._events.add(task)
        task.add_done_callback(self._events.discard)
        return task

    async def start_callback(
        self, server: WebServer, path: str, confirmation: str, secret: str
    ) -> VkSender:
        """Receive events through the Callback API on the web server."""
        sender = await self._introduce()

        async def receive(request: web.Request) -> web.Response:
            try:
                event: dict[str, Any] = await request.json()
            except (ValueError, json.JSONDecodeError):
                return web.Response(status=400, text="bad json")
            given = str(event.get("secret", ""))
            if event.get("type") == "confirmation":
                # A wrong secret is refused here too (issue 22); none at all is let through, as
                # VK's own example of the confirmation request carries none.
                ok = event.get("group_id") == self.group_id and (
                    "secret" not in event or hmac.compare_digest(given, secret)
                )
                return web.Response(text=confirmation if ok else "", status=200 if ok else 403)
            if not hmac.compare_digest(given, secret):
                return web.Response(status=403, text="forbidden")
            # VK wants "ok" at once and resends otherwise: handle the event in the background.
            self._spawn(event)
            return web.Response(text="ok")

        server.app.router.add_post(path, receive)
        return sender

    async def stop_receiving(self) -> None:
        """Stop taking events; events being handled finish."""
        self.polling.stop()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._events:
            await asyncio.wait(self._events, timeout=10)

    async def close(self) -> None:
        """Close the HTTP session and the shared window's connection."""
        await self.api.http_client.close()
        if isinstance(self.api.token_generator, PacedToken):
            await self.api.token_generator.close()
