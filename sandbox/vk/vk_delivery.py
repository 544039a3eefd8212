"""How events reach the bot: the Bots Long Poll or POSTs to a Callback API server."""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

import aiohttp
from aiohttp import web

from sandbox.base_sandbox import Backoff
from sandbox.shared import cancel_task, is_loopback_url, json_response
from sandbox.vk.vk_models import Callback, Event
from sandbox.vk.vk_protocol import Params, bad_param, read_params
from sandbox.vk.vk_validation import VkChecks


class VkDelivery(VkChecks):
    """The event history's outlets: the long poll, its settings, the Callback API poster."""

    def fail_longpoll(self, code: int) -> None:
        """Make the next a_check answer {"failed": code} (2 and 3 also invalidate the key)."""
        if code not in (1, 2, 3):
            raise ValueError("long poll failure codes are 1, 2 and 3")
        self._lp_failure = (code, self._ts)
        self._ready.fire()  # a parked poll answers the failure at once

    def callback_server(
        self, url: str, secret: str | None = None, confirmation_code: str = "sandbox-confirm"
    ) -> None:
        """Deliver events by POSTing them to `url` instead of the long poll (loopback only)."""
        if not is_loopback_url(url):
            raise ValueError("the sandbox delivers only to loopback addresses")
        if self._callback_task is not None:
            self._callback_task.cancel()
        self.confirmation_code = confirmation_code
        self._callback = Callback(url, secret, confirmation_code, cursor=self._ts)
        self._lp_enabled, self._lp_key = False, None  # exclusive, as in VK
        self._callback_task = asyncio.create_task(self._callback_loop(self._callback))
        self._ready.fire()

    async def use_longpoll(self) -> None:
        """Stop Callback delivery and enable the long poll again."""
        await self._stop_delivery()
        self._lp_enabled = True

    def _events_after(self, ts: int) -> list[Event]:
        """Return the kept events newer than `ts`."""
        return [event for event in self._history if event.number > ts]

    def _take_failure(self) -> dict[str, Any] | None:
        """Consume an injected long-poll failure and build its answer."""
        if self._lp_failure is None:
            return None
        code, ts = self._lp_failure
        self._lp_failure = None
        if code == 1:
            return {"failed": 1, "ts": ts}
        self._lp_key = None  # until groups.getLongPollServer hands out a new one
        return {"failed": code}

    async def _handle_lp(self, request: web.Request) -> web.StreamResponse:
        """Answer a Bots Long Poll a_check, holding it up to `wait` seconds for new events."""
        self._changed.fire()
        query = await read_params(request)
        fault = self.faults.take("a_check", wildcard=False)  # faults for "any" spare the poll
        if fault is not None and fault.kind == "error":
            return self._lp_answer({"failed": fault.code})
        if fault is not None and (broken := await self._broken(request, "a_check", fault)):
            return broken
        failure = self._take_failure()
        if failure is not None:
            return self._lp_answer(failure)
        key = query.get("key")
        if not self._lp_enabled or key is None or key != self._lp_key:
            return self._lp_answer({"failed": 2})
        try:
            ts = int(query.get("ts", ""))
            wait = min(max(int(query.get("wait") or 0), 0), 90)
        except ValueError:
            return self._lp_answer({"failed": 1, "ts": self._ts})
        oldest = self._history[0].number if self._history else self._ts + 1
        if ts > self._ts or ts < oldest - 1:
            return self._lp_answer({"failed": 1, "ts": self._ts})  # those events are gone

        def answer(expired: bool) -> web.Response | None:
            """Return the a_check answer, or None to keep the poll parked."""
            failure = self._take_failure()
            if failure is not None:
                return self._lp_answer(failure)
            if key != self._lp_key:
                return self._lp_answer({"failed": 2})
            events = self._events_after(ts)
            if not (events or self._closing or expired):
                return None
            updates = [event.body for event in events]
            return self._lp_answer({"ts": str(self._ts), "updates": updates})

        return await self._hold_poll(answer, wait)

    def _lp_answer(self, body: dict[str, Any]) -> web.Response:
        """Count and serialise a long-poll answer."""
        self._record("a_check", None, 0)
        return json_response(body)

    async def _stop_delivery(self) -> None:
        """Cancel Callback delivery, if any."""
        task, self._callback_task, self._callback = self._callback_task, None, None
        if task is not None:
            await cancel_task(task)

    async def _callback_loop(self, hook: Callback) -> None:
        """Confirm the server, then POST events one by one, retrying until it answers "ok"."""
        timeout = aiohttp.ClientTimeout(total=self.callback_timeout)
        async with aiohttp.ClientSession(trust_env=False, timeout=timeout) as http:
            backoff = Backoff(self.callback_retry_delay, 1.0)
            secret = {"secret": hook.secret} if hook.secret else {}  # on every request type
            while not hook.confirmed:
                answer = await self._post(http, hook, {"type": "confirmation"} | secret)
                hook.confirmed = answer == hook.confirmation_code
                if answer is not None and not hook.confirmed:
                    self._violation(f"Callback API: confirmation answered {answer[:40]!r}")
                if not hook.confirmed:
                    self.stats.callback_failures += 1
                    await backoff.pause()
            backoff.reset()
            attempts = 0
            while not self._closing:
                events = self._events_after(hook.cursor)
                if not events:
                    await self._ready.wait(None)
                    continue
                body = events[0].body | secret
                self.stats.callback_posts += 1
                answer = await self._post(http, hook, body)
                if answer is not None and answer != "ok":  # VK wants exactly "ok" with 200
                    self._violation(f"Callback API: an event answered {answer[:40]!r}")
                if answer == "ok":
                    hook.cursor, attempts = events[0].number, 0
                    backoff.reset()
                else:
                    self.stats.callback_failures += 1
                    attempts += 1
                    if 0 < self.callback_attempts <= attempts:
                        hook.cursor, attempts = events[0].number, 0
                        self.stats.callback_dropped += 1
                    else:
                        await backoff.pause()
                self._changed.fire()

    async def _post(
        self, http: aiohttp.ClientSession, hook: Callback, body: dict[str, Any]
    ) -> str | None:
        """POST one JSON body; return the answer text when the status is 200."""
        try:
            async with http.post(hook.url, json=body | {"group_id": self.group_id}) as resp:
                text = await resp.text()
                return text if resp.status == 200 else None
        except (aiohttp.ClientError, TimeoutError):
            return None

    async def _m_groups_get_long_poll_server(self, p: Params) -> dict[str, Any]:
        """Hand out the long-poll server, key and current ts."""
        self._own_group(p)
        if not self._lp_enabled:
            raise bad_param("Bots Long Poll is disabled for this community")
        self._lp_key = self._lp_key or secrets.token_hex(20)
        return {"key": self._lp_key, "server": f"{self.base_url}/lp", "ts": str(self._ts)}

    async def _m_groups_set_long_poll_settings(self, p: Params) -> int:
        """Switch the long poll on or off and choose its event types."""
        self._own_group(p)
        enabled = p.as_int("enabled")
        if enabled == 1 and not self._lp_enabled:
            await self.use_longpoll()
        elif enabled == 0:
            self._lp_enabled, self._lp_key = False, None
            self._ready.fire()
        for name, value in p.raw.items():
            if name.startswith("message_") and value in ("0", "1"):
                (self.event_types.add if value == "1" else self.event_types.discard)(name)
        return 1

    async def _m_groups_get_callback_confirmation_code(self, p: Params) -> dict[str, Any]:
        """Return the code the Callback API endpoint must answer to the confirmation."""
        self._own_group(p)
        return {"code": self.confirmation_code}
