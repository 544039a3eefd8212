"""How updates reach the bot: getUpdates long polls or webhook POSTs with retries."""

from __future__ import annotations

import asyncio
import re
import time
from typing import Any

import aiohttp

from sandbox.base_sandbox import Backoff
from sandbox.shared import cancel_task, is_loopback_url
from sandbox.telegram.tg_models import Webhook
from sandbox.telegram.tg_protocol import ApiError, Params, bad_request, compact
from sandbox.telegram.tg_validation import TelegramChecks


class TelegramDelivery(TelegramChecks):
    """The update queue's outlets: getUpdates, the webhook methods and the webhook pusher."""

    def _confirm(self, offset: int | None) -> None:
        """Forget updates the bot confirmed with `offset`, the way getUpdates does."""
        if offset is not None and offset < 0:
            self._queue = self._queue[offset:]
        elif offset is not None:
            self._queue = [q for q in self._queue if not (q.delivered and q.update_id < offset)]

    def _take_batch(self, limit: int) -> list[dict[str, Any]]:
        """Return up to `limit` waiting updates of allowed types and mark them delivered."""
        self._queue = [q for q in self._queue if self._allows(q.kind)]
        batch = self._queue[:limit]
        for queued in batch:
            queued.delivered = True
        self.stats.updates_delivered += len(batch)
        return [q.update for q in batch]

    def _set_allowed(self, p: Params) -> None:
        """Remember allowed_updates when given; an empty list restores Telegram's default."""
        allowed = p.as_json("allowed_updates")
        if allowed is not None:
            self._allowed = frozenset(allowed)

    async def _m_get_updates(self, p: Params) -> list[dict[str, Any]]:
        """Long-poll for updates; a newer getUpdates call ends an older one with 409."""
        if self._webhook is not None:
            raise ApiError(
                409,
                "Conflict: can't use getUpdates method while webhook is active; "
                "use deleteWebhook to delete the webhook first",
            )
        limit = min(max(p.as_int("limit") or 100, 1), 100)
        self._set_allowed(p)
        self._confirm(p.as_int("offset"))
        self._poll_generation += 1
        generation = self._poll_generation
        self._ready.fire()  # an older poll must notice it was superseded

        def answer(expired: bool) -> list[dict[str, Any]] | None:
            """Return the batch to answer with, or None to keep the poll parked."""
            if self._closing:
                return []
            if generation != self._poll_generation:
                raise ApiError(
                    409,
                    "Conflict: terminated by other getUpdates request; "
                    "make sure that only one bot instance is running",
                )
            batch = self._take_batch(limit)
            return batch if batch or self._webhook is not None or expired else None

        return await self._hold_poll(answer, max(p.as_int("timeout") or 0, 0))

    async def _m_set_webhook(self, p: Params) -> bool:
        """Switch to webhook delivery (loopback URLs only, so nothing leaves the machine)."""
        url = p.as_str("url") or ""
        if not url:
            return await self._m_delete_webhook(p)
        if not is_loopback_url(url):
            raise bad_request("bad webhook: the sandbox delivers only to loopback addresses")
        secret = p.as_str("secret_token")
        if secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", secret):
            raise bad_request("secret token contains unallowed characters")
        if p.as_bool("drop_pending_updates"):
            self._queue.clear()
        self._set_allowed(p)
        self._webhook = Webhook(url, secret, p.as_int("max_connections") or 40)
        if self._webhook_task is None or self._webhook_task.done():
            self._webhook_task = asyncio.create_task(self._webhook_loop())
        self._ready.fire()
        return True

    async def _m_delete_webhook(self, p: Params) -> bool:
        """Return to getUpdates delivery."""
        self._webhook = None
        if self._webhook_task is not None:
            self._webhook_task.cancel()
            self._webhook_task = None
        if p.as_bool("drop_pending_updates"):
            self._queue.clear()
        return True

    async def _m_get_webhook_info(self, p: Params) -> dict[str, Any]:
        """Describe the webhook and the backlog."""
        hook = self._webhook or Webhook("", None, 0)
        info = {"url": hook.url, "has_custom_certificate": False}
        info["pending_update_count"] = len(self._queue)
        info["max_connections"] = hook.max_connections or None
        info["allowed_updates"] = sorted(self._allowed) or None
        info["last_error_date"] = hook.last_error_date
        info["last_error_message"] = hook.last_error_message
        return compact(info)

    async def _stop_delivery(self) -> None:
        """Stop the webhook pusher, if it runs."""
        if self._webhook_task is not None:
            await cancel_task(self._webhook_task)

    async def _webhook_loop(self) -> None:
        """POST queued updates one at a time, retrying with backoff until the bot says 2xx."""
        backoff = Backoff(self.webhook_retry_delay, 2.0)
        async with aiohttp.ClientSession(trust_env=False) as http:
            while self._webhook is not None and not self._closing:
                batch = self._take_batch(1)
                if not batch:
                    await self._ready.wait(None)
                elif await self._post_update(http, self._webhook, batch[0]):
                    self._queue = [q for q in self._queue if q.update is not batch[0]]
                    backoff.reset()
                else:
                    await backoff.pause()
                self._changed.fire()

    async def _post_update(
        self, http: aiohttp.ClientSession, hook: Webhook, update: dict[str, Any]
    ) -> bool:
        """Deliver one update to the webhook; True when the bot accepted it."""
        headers = {"X-Telegram-Bot-Api-Secret-Token": hook.secret} if hook.secret else {}
        timeout = aiohttp.ClientTimeout(total=self.webhook_timeout)
        try:
            async with http.post(hook.url, json=update, headers=headers, timeout=timeout) as resp:
                if 200 <= resp.status < 300:
                    return True  # a method call in the answer body is not executed
                hook.last_error_message = f"Wrong response from the webhook: {resp.status}"
        except aiohttp.ClientError as err:  # refused, reset mid-request: the update stays queued
            hook.last_error_message = f"Connection failed: {type(err).__name__}"
        except TimeoutError:  # a stuck worker must not stop the pusher for good
            hook.last_error_message = "Read timeout expired"
        hook.last_error_date = int(time.time())
        self.stats.webhook_failures += 1
        return False
