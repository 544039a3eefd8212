"""What the courier needs from a platform: a sender that delivers a rendered message."""

from __future__ import annotations

from typing import Protocol

from bot.ports.delivery import Limits
from bot.ports.sending import Delivery, Outgoing


class Sender(Protocol):
    """One platform's way of delivering a rendered message."""

    platform: str
    limits: Limits
    max_text: int
    batches: BatchSender | None  # itself when it can address many chats in one request

    @property
    def broadcast_limits(self) -> Limits | None:
        """A fan-out's own overall limits (Telegram's paid broadcasts); None: `limits`."""
        ...

    def is_group(self, chat_id: int) -> bool:
        """Whether the chat is a group (stricter limits)."""
        ...

    async def send(self, message: Outgoing) -> Delivery:
        """Deliver or raise RetryLater / Undeliverable."""
        ...


class BatchSender(Sender, Protocol):
    """A sender that addresses many private chats in one request (VK)."""

    batch_size: int  # plain messages with different texts in one request; below 2: none

    async def send_many(self, messages: list[Outgoing]) -> list[Delivery | BaseException]:
        """The same text to many chats; each result is the chat's delivery or its failure."""
        ...

    async def send_batch(self, messages: list[Outgoing]) -> list[Delivery | BaseException]:
        """Up to `batch_size` different messages; each result is its own."""
        ...
