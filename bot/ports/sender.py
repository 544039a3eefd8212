"""What the courier needs from a platform: a sender that delivers a rendered message."""

from __future__ import annotations

from typing import Protocol

from bot.delivery.ratelimit import Limits
from bot.ports.sending import Delivery, Outgoing


class Sender(Protocol):
    """One platform's way of delivering a rendered message."""

    platform: str
    limits: Limits
    max_text: int

    def is_group(self, chat_id: int) -> bool:
        """Whether the chat is a group (stricter limits)."""
        ...

    async def send(self, message: Outgoing) -> Delivery:
        """Deliver or raise RetryLater / Undeliverable."""
        ...
