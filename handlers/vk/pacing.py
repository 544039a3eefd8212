"""One limiter per community token for every VK call, and VK's error 6 retried quietly."""

from __future__ import annotations

import asyncio
import contextvars
import logging
from typing import Any

from vkbottle import API, ABCTokenGenerator
from vkbottle.api.response_validator import (
    ABCResponseValidator,
    JSONResponseValidator,
    VKAPIErrorResponseValidator,
)

from bot.delivery.ratelimit import window
from bot.ports.delivery import RequestWindow

log = logging.getLogger(__name__)

TOO_MANY = 6  # "Too many requests per second": the request was refused, not carried out
RETRIES = 3
PAUSE = 0.25  # seconds before a refused request asks its window again (then 0.5, 0.75)

# The shared slot of the request under way in this task (vkbottle enters one at a time).
_slot: contextvars.ContextVar[tuple[int, float] | None] = contextvars.ContextVar(
    "vk_slot", default=None
)
_attempts: contextvars.ContextVar[int] = contextvars.ContextVar("vk_too_many", default=0)


class PacedToken(ABCTokenGenerator):
    """The community token, handed out no faster than VK allows requests with it.

    Every call of the API object asks for the token, so messages.send, the answers to
    button events, users.get, uploads and `execute` (one request) all count in one sliding
    window of `per_second` in any (slightly stretched) second, as VK counts them, each from
    its answer on (VK counted it before that). Workers sharing a PostgreSQL server also take
    a slot of the token's window there (`shared`): VK counts their requests together.
    """

    def __init__(self, token: str, per_second: float, shared: RequestWindow | None = None) -> None:
        self.token = token
        self.window = window(per_second, 1.0)
        self.shared = shared

    async def get_token(self) -> str:
        """Wait for a free request slot, then give the token."""
        while (wait := self.window.wait_time()) > 0:
            await asyncio.sleep(wait)
        self.window.take()
        if self.shared is not None:
            try:
                _slot.set(await self.shared.take())
            except BaseException:
                self.window.done()  # cancelled while waiting: the place is free again
                raise
        return self.token

    async def __aexit__(self, *exc: object) -> None:
        """The request was answered (or failed): it counts a second from now."""
        self.window.done()
        taken = _slot.get()
        if taken is not None and self.shared is not None:
            _slot.set(None)
            self.shared.done(taken)

    async def close(self) -> None:
        """Close the shared window's connection, if any."""
        if self.shared is not None:
            await self.shared.close()


class TooManyRetried(ABCResponseValidator):
    """VK's error 6 is asked again after a pause, quietly; a fourth refusal raises as usual.

    VK refuses the whole request, so a repeat is safe for any method (a message keeps its
    random_id). Without it vkbottle logged each refused event answer as an ERROR with a
    traceback and the tap's spinner never stopped.
    """

    async def validate(
        self, method: str, data: dict[str, Any], response: Any, ctx_api: Any
    ) -> Any:
        """Repeat the request when VK answered error 6; pass anything else on."""
        if not isinstance(response, dict):
            return response
        error = response.get("error")
        if not isinstance(error, dict) or error.get("error_code") != TOO_MANY:
            return response
        attempt = _attempts.get()
        if attempt >= RETRIES:
            return response  # the error validator raises it
        log.info("vk %s: too many requests per second, asked again", method)
        token = _attempts.set(attempt + 1)
        try:
            await asyncio.sleep(PAUSE * (attempt + 1))
            return await ctx_api.request(method, data)
        finally:
            _attempts.reset(token)


def paced_api(
    token: str, per_second: float, shared: RequestWindow | None = None, **kwargs: Any
) -> API:
    """vkbottle's API for a community token with the one limiter and the quiet retry.

    `shared`: the window the workers share on their PostgreSQL server (the wiring opens it)."""
    api = API(PacedToken(token, per_second, shared), **kwargs)
    # A list of its own: vkbottle's default list is shared by every API object.
    api.response_validators = [
        JSONResponseValidator(),
        TooManyRetried(),
        VKAPIErrorResponseValidator(),
    ]
    return api
