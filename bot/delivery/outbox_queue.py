"""The courier's memory of the outbox: each chat's pending rows in order, replies first."""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Iterator

from bot.ports.delivery import OutboxRow

URGENT = 0  # an answer to the person's own command
PERSONAL = 1
BULK = 2  # one of a fan-out: pairings to every player, a round's announcements
FANOUT = 3  # more personal messages than this from one change are a fan-out


def fanned_out(rows: list[OutboxRow]) -> list[OutboxRow]:
    """One change's rows, its personal ones demoted to BULK when there are more than FANOUT."""
    if sum(1 for row in rows if row.priority == PERSONAL) <= FANOUT:
        return rows
    return [
        dataclasses.replace(row, priority=BULK) if row.priority == PERSONAL else row
        for row in rows
    ]


class OutboxQueue:
    """Pending rows per chat, oldest first; chats with an answer waiting are offered first.

    The table stays the truth (a restart reads it again); this copy spares the courier a
    query per send, which was most of its database work under load.
    """

    def __init__(self) -> None:
        self._chats: dict[int, deque[OutboxRow]] = {}
        # tier → chat → how many of its queued rows are of that tier (answers, personal)
        self._tiers: tuple[dict[int, int], dict[int, int]] = ({}, {})
        self._ids: set[int] = set()

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, row_id: int) -> bool:
        return row_id in self._ids

    def add(self, row: OutboxRow) -> None:
        """Queue a committed row (rows arrive in id order: commits are serialised)."""
        if row.id in self._ids:
            return
        self._ids.add(row.id)
        rows = self._chats.get(row.chat_id)
        if rows is None:
            rows = self._chats[row.chat_id] = deque()
        if rows and rows[-1].id > row.id:  # a reload found an older one: keep id order
            rows.append(row)
            ordered = sorted(rows, key=lambda r: r.id)
            rows.clear()
            rows.extend(ordered)
        else:
            rows.append(row)
        if row.priority < BULK:
            tier = self._tiers[row.priority]
            tier[row.chat_id] = tier.get(row.chat_id, 0) + 1

    def head(self, chat_id: int) -> OutboxRow | None:
        """The row of the chat that may leave next."""
        rows = self._chats.get(chat_id)
        return rows[0] if rows else None

    def replace(self, row: OutboxRow) -> None:
        """Keep the chat's place with the row's progress (parts sent, attempts)."""
        rows = self._chats.get(row.chat_id)
        if rows:
            for i, queued in enumerate(rows):
                if queued.id == row.id:
                    rows[i] = row
                    return

    def remove(self, row_id: int, chat_id: int | None = None) -> OutboxRow | None:
        """Forget a row: sent, failed for good, or replaced by a newer one with its ref."""
        if row_id not in self._ids:
            return None
        chats = [chat_id] if chat_id is not None else list(self._chats)
        for chat in chats:
            rows = self._chats.get(chat)
            if not rows:
                continue
            for queued in rows:
                if queued.id == row_id:
                    rows.remove(queued)
                    self._forget(queued)
                    if not rows:
                        del self._chats[chat]
                    return queued
        return None

    def _forget(self, row: OutboxRow) -> None:
        self._ids.discard(row.id)
        if row.priority < BULK:
            tier = self._tiers[row.priority]
            left = tier.get(row.chat_id, 0) - 1
            if left > 0:
                tier[row.chat_id] = left
            else:
                tier.pop(row.chat_id, None)

    def chats(self) -> Iterator[int]:
        """Chats with something to send: an answer waiting first, then a personal message,
        then the fan-out; oldest first within each."""
        answers, personal = self._tiers
        yield from list(answers)
        yield from [chat for chat in personal if chat not in answers]
        for chat_id in list(self._chats):
            if chat_id not in answers and chat_id not in personal:
                yield chat_id
