"""What a transaction leaves for after its commit: outbox rows (and their VK random ids),
deadlines, the
platforms' limits and a request window the workers share."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any, Protocol

import orjson

PARTS = 100  # parts of one row's text that a VK random_id leaves room for (row value + part)
_HALF = 2**31 - PARTS  # VK's random_id is an int32 (no int64 format in the schema)
_SPACE = 2 * _HALF  # the int32 values that leave room for a row's parts and skip 0


def draw_random_base() -> int:
    """A database's VK random_id base, drawn once when its first VK row is written."""
    return secrets.randbelow(_SPACE)


def random_id_of(base: int, row_id: int) -> int:
    """A row's VK random_id: the database's base plus the row id, as a non-zero int32.

    VK keeps every random_id a community used over its whole history and silently drops a
    message that repeats one. Counted from a per-database base, the rows of one database never
    repeat each other (42 million rows of room), and a copy (copy-db takes the base along)
    goes on where it stopped; only two separate databases on one community can meet, when
    their bases fall within their rows' span of each other and agree modulo PARTS: about
    2N / 2^32 for N rows each (100 000 rows: 0.005 %). Random values for every row would
    collide within one database after some 100 000 messages (N² / 2^33 pairs).
    """
    value = (base + row_id * PARTS) % _SPACE
    return value + 1 if value < _HALF else value - _HALF - 2**31  # [1, 2^31-100] or below -99


@dataclass(frozen=True, slots=True)
class OutboxMessage:
    """A message as the core hands it to the outbox: its parameters, buttons and attachment
    already JSON text, which the outbox stores as they are and the courier decodes."""

    platform: str
    chat_id: int
    locale: str
    key: str
    params_json: str
    buttons_json: str
    attachment_json: str | None = None
    tournament_id: int | None = None
    account_id: int | None = None  # a person's private chat: the judges hear if he is lost
    thread_id: int | None = None  # a forum topic of a Telegram group
    ref: str | None = None  # a later message with the same ref replaces an unsent one
    urgent: bool = False  # an answer to the person's own command: it leaves first


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

    async def add(self, message: OutboxMessage, now: float) -> int: ...
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
