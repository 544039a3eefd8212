"""VK answering something that is not JSON (a 5xx page): fail at once, retry elsewhere."""

from __future__ import annotations

from typing import Any

from vkbottle import ABCAPI
from vkbottle.api.request_rescheduler import ABCRequestRescheduler


class VkUnavailable(Exception):
    """VK did not answer with JSON; the caller decides when to try again."""


class FailFast(ABCRequestRescheduler):
    """Instead of vkbottle's blocking 5 s × n retries: the courier and the long-poll loop
    already retry with their own backoff, and a send must not hold the chat for seconds."""

    async def reschedule(
        self, ctx_api: ABCAPI, method: str, data: dict[str, Any], recent_response: Any
    ) -> dict[str, Any]:
        """Give up on this request at once."""
        raise VkUnavailable(f"{method}: VK answered without JSON")
