"""What a transaction leaves for after its commit: outbox rows, deadlines, the senders."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import orjson

from bot.notices import Attachment, Notice, attachment_of
from bot.ports.sending import Delivery, Outgoing


@dataclass(frozen=True, slots=True)
class OutboxRow:
    """A message waiting for the courier; its JSON is decoded only when it is sent."""

    id: int
    platform: str
    chat_id: int
    locale: str
    key: str
    params_json: str
    buttons_json: str
    attempts: int
    tournament_id: int | None
    account_id: int | None
    attachment_json: str | None = None
    ref: str | None = None
    parts_sent: int = 0
    random_id: int | None = None  # VK's random_id of the row (None: written before issue 22)
    # Not stored: 0 answers the person's own command, 1 a personal message, 2 one of a
    # fan-out. A restart reads every row as 1, which only costs the order of priority.
    priority: int = 1
    thread_id: int | None = None  # a forum topic of the group (Telegram)

    @property
    def params(self) -> dict[str, Any]:
        """The text's parameters."""
        return orjson.loads(self.params_json)  # type: ignore[no-any-return]

    @property
    def buttons(self) -> list[list[dict[str, Any]]]:
        """Rows of buttons."""
        return orjson.loads(self.buttons_json)  # type: ignore[no-any-return]

    @property
    def attachment(self) -> Attachment | None:
        """The picture, file or deletion the row carries with or instead of its text."""
        return attachment_of(orjson.loads(self.attachment_json)) if self.attachment_json else None


@dataclass(frozen=True, slots=True)
class DueDeadline:
    """A deadline whose time has come."""

    id: int
    tournament_id: int | None
    kind: str
    ref: int
    payload: str


class Outbox(Protocol):
    """Messages that must go out, written in the same transaction as the change."""

    async def add(self, notice: Notice, now: float) -> int: ...
    async def last_sent(self, platform: str, chat_id: int, ref: str) -> int | None: ...
    async def sent_since(self, platform: str, since: float) -> list[tuple[int, float, int]]: ...
    async def chats_with(
        self, tournament_id: int, keys: tuple[str, ...]
    ) -> set[tuple[str, int]]: ...
    async def pending_elsewhere(self, platform: str) -> list[int]: ...
    async def mark_sent(self, row_id: int, message_id: int | None, now: float) -> None: ...
    async def mark_sent_many(self, marks: list[tuple[int, int | None]], now: float) -> None: ...
    async def claim(self, platform: str, *, everything: bool = False) -> list[OutboxRow]: ...

    added: list[OutboxRow]  # what this transaction queued, for the couriers once committed
    removed: list[int]  # unsent rows a newer one with the same ref replaced

    async def mark_part(self, row_id: int, parts_sent: int) -> None: ...
    async def postpone(
        self, row_id: int, not_before: float, error: str, *, count: bool = True
    ) -> None: ...
    async def fail(self, row_id: int, error: str, now: float) -> None: ...
    async def take_console(self) -> list[OutboxRow]: ...
    async def pending(self) -> int: ...


class Deadlines(Protocol):
    """Persisted moments at which a command must run."""

    earliest: float | None  # the soonest moment this transaction made due (-inf: unknown)

    async def add(
        self,
        tournament_id: int | None,
        kind: str,
        ref: int,
        due_at: float,
        payload: str,
        now: float,
        *,
        paused: bool = False,
    ) -> int: ...
    async def pause(self, tournament_id: int) -> int: ...
    async def resume(self, tournament_id: int, shift: float) -> int: ...
    async def cancel(self, kind: str, ref: int) -> None: ...
    async def due(self, now: float) -> list[DueDeadline]: ...
    async def next_due(self) -> float | None: ...
    async def count_due(self, now: float) -> int: ...
    async def fired(self, deadline_id: int, now: float) -> bool: ...
    async def pending_for(self, kind: str, ref: int) -> float | None: ...
    async def pending_payload(self, kind: str, ref: int) -> str | None: ...


@dataclass(frozen=True, slots=True)
class Limits:
    """A platform's sending limits."""

    per_second: float  # all chats together
    chat_per_second: float
    chat_burst: int
    group_per_minute: float | None = None  # extra limit for group chats
    # Sends awaiting the platform's answer or their mark in the outbox. A crash repeats each
    # of them (the platform took it, the outbox had not marked it), so 1 keeps a crash at
    # one repeat; None: no limit (VK drops a repeat by its random_id).
    in_flight: int | None = None
    # Instead of a fixed number: as many as the measured round trip needs to reach
    # `per_second`, at most this many (so a crash repeats at most this many messages).
    in_flight_most: int | None = None


class RequestWindow(Protocol):
    """A token's request window that several workers share (VK counts their calls together)."""

    async def take(self) -> tuple[int, float] | None:
        """Wait for a slot of the shared window; None when the shared store is out of reach."""
        ...

    def done(self, taken: tuple[int, float]) -> None:
        """The request answered: its slot counts from now."""
        ...

    async def close(self) -> None:
        """Let go of the shared store."""
        ...


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
