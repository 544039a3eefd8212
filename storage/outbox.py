"""The outbox: messages written with the change that caused them, sent by the courier."""

from __future__ import annotations

import os
import socket
import uuid
from typing import Any

from bot.ports.delivery import OutboxMessage, OutboxRow, draw_random_base, random_id_of
from storage.base import Repository
from storage.dialect import SKIP_LOCKED

_worker: tuple[int, str] | None = None


def worker_id() -> str:
    """This process's name in the outbox's claims: a forked process gets a new one."""
    global _worker
    if _worker is None or _worker[0] != os.getpid():
        _worker = (os.getpid(), f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}")
    return _worker[1]


class SqlOutbox(Repository):
    """The `outbox` table.

    `added` and `removed` are what this transaction queued and dropped: once it commits, the
    database hands them to the couriers, so a courier keeps its queue in memory instead of
    reading the table for every send.
    """

    def __init__(self, conn: Any) -> None:
        super().__init__(conn)
        self.added: list[OutboxRow] = []
        self.removed: list[int] = []

    async def add(self, message: OutboxMessage, now: float) -> int:
        """Queue a message, its JSON stored as it came; it leaves when the transaction commits."""
        m = message
        if m.ref is not None:
            # A newer version of a replaceable message makes an unsent older one pointless.
            gone = await self.fetch_all(
                "DELETE FROM outbox WHERE platform = ? AND chat_id = ? AND ref = ?"
                " AND status = 'pending' AND attempts = 0 RETURNING id",
                (m.platform, m.chat_id, m.ref),
            )
            self.removed += [int(r[0]) for r in gone]
        row_id = await self.execute(
            "INSERT INTO outbox (platform, chat_id, locale, key, params, buttons, not_before,"
            " created_at, tournament_id, account_id, attachment, ref, claimed_by, thread_id)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                m.platform,
                m.chat_id,
                m.locale,
                m.key,
                m.params_json,
                m.buttons_json,
                now,
                now,
                m.tournament_id,
                m.account_id,
                m.attachment_json,
                m.ref,
                worker_id(),  # this process's listeners get it on commit, not by a look
                m.thread_id,
            ),
        )
        random_id = None
        if m.platform == "vk":  # Telegram has no random_id
            random_id = random_id_of(await self._random_base(), row_id)
            await self.execute("UPDATE outbox SET random_id = ? WHERE id = ?", (random_id, row_id))
        self.added.append(
            OutboxRow(
                row_id, m.platform, m.chat_id, m.locale, m.key, m.params_json, m.buttons_json,
                0, m.tournament_id, m.account_id, m.attachment_json, m.ref, 0, random_id,
                0 if m.urgent else 1, m.thread_id,
            )
        )  # fmt: skip
        return row_id

    async def claim(self, platform: str, *, everything: bool = False) -> list[OutboxRow]:
        """Take the platform's pending rows this process did not write or take, in order.

        Rows written here reach the courier when they commit; a look finds the rest: those of
        another worker, of a killed process, of the leader before this one. `everything`
        (a courier's first look) takes this process's own rows too. On PostgreSQL a row
        another transaction holds is passed over, not waited for (FOR UPDATE SKIP LOCKED).
        """
        me = worker_id()
        rows = await self._rows(
            "UPDATE outbox SET claimed_by = ? WHERE id IN (SELECT id FROM outbox"
            " WHERE platform = ? AND status = 'pending'"
            f" AND (? OR claimed_by IS NULL OR claimed_by <> ?){SKIP_LOCKED}) RETURNING *",
            (me, platform, everything, me),
        )
        return sorted(rows, key=lambda r: r.id)

    async def _rows(self, sql: str, args: tuple[Any, ...]) -> list[OutboxRow]:
        return [
            OutboxRow(
                id=r["id"],
                platform=r["platform"],
                chat_id=r["chat_id"],
                locale=r["locale"],
                key=r["key"],
                params_json=r["params"],
                buttons_json=r["buttons"],
                attempts=r["attempts"],
                tournament_id=r["tournament_id"],
                account_id=r["account_id"],
                attachment_json=r["attachment"],
                ref=r["ref"],
                parts_sent=r["parts_sent"],
                random_id=r["random_id"],
                thread_id=r["thread_id"],
            )
            for r in await self.fetch_all(sql, args)
        ]

    async def _random_base(self) -> int:
        """This database's VK random_id base, drawn by the first VK row that needs it."""
        row = await self.fetch_one("SELECT base FROM vk_random_base WHERE id = 1")
        if row is None:  # two workers may draw at once: the first insert wins, both read it
            await self.execute(
                "INSERT INTO vk_random_base (id, base) VALUES (1, ?) ON CONFLICT (id) DO NOTHING",
                (draw_random_base(),),
            )
            row = await self.fetch_one("SELECT base FROM vk_random_base WHERE id = 1")
        assert row is not None
        return int(row[0])

    async def last_sent(self, platform: str, chat_id: int, ref: str) -> int | None:
        """The platform's id of the last sent message with this ref in the chat."""
        row = await self.fetch_one(
            "SELECT message_id FROM outbox WHERE platform = ? AND chat_id = ? AND ref = ?"
            " AND status = 'sent' AND message_id IS NOT NULL ORDER BY id DESC LIMIT 1",
            (platform, chat_id, ref),
        )
        return int(row[0]) if row else None

    async def chats_with(self, tournament_id: int, keys: tuple[str, ...]) -> set[tuple[str, int]]:
        """(platform, chat) of each chat a message of the tournament with one of these text
        keys went to or is on its way to (a failed send does not count)."""
        marks = ", ".join("?" for _ in keys)
        rows = await self.fetch_all(
            "SELECT DISTINCT platform, chat_id FROM outbox WHERE tournament_id = ?"
            f" AND key IN ({marks}) AND status <> 'failed'",
            (tournament_id, *keys),
        )
        return {(str(r[0]), int(r[1])) for r in rows}

    async def sent_since(self, platform: str, since: float) -> list[tuple[int, float, int]]:
        """(chat, sent_at, sends) of each row the platform took since `since`, oldest first:
        a new leader counts them in its flood windows (a row in parts made several sends)."""
        rows = await self.fetch_all(
            "SELECT chat_id, sent_at, parts_sent FROM outbox WHERE platform = ?"
            " AND status = 'sent' AND sent_at >= ? ORDER BY sent_at",
            (platform, since),
        )
        return [(int(r[0]), float(r[1]), int(r[2] or 0) + 1) for r in rows]

    async def pending_elsewhere(self, platform: str) -> list[int]:
        """The chats of pending rows another process wrote or took: a leader that died may
        have had a send to any of them under way, taken by the platform but never marked."""
        rows = await self.fetch_all(
            "SELECT DISTINCT chat_id FROM outbox WHERE platform = ? AND status = 'pending'"
            " AND claimed_by IS NOT NULL AND claimed_by <> ?",
            (platform, worker_id()),
        )
        return [int(r[0]) for r in rows]

    async def mark_sent(self, row_id: int, message_id: int | None, now: float) -> None:
        """The platform accepted the message; what it said is no longer kept.

        A sent row is read again only for its platform message id (a picture with the same
        ref replaces it), so its parameters, buttons and picture are dropped: a 256-player
        `/standings` answer would otherwise keep ~74 KB in the file for good.
        """
        await self.mark_sent_many([(row_id, message_id)], now)

    async def mark_sent_many(self, marks: list[tuple[int, int | None]], now: float) -> None:
        """`mark_sent` for several rows in one statement's trip (the courier's batch)."""
        await self.conn.executemany(
            "UPDATE outbox SET status = 'sent', sent_at = ?, message_id = ?,"
            " attempts = attempts + 1, params = '{}', buttons = '[]', attachment = NULL"
            " WHERE id = ?",
            [(now, message_id, row_id) for row_id, message_id in marks],
        )

    async def mark_part(self, row_id: int, parts_sent: int) -> None:
        """The platform accepted the first `parts_sent` parts of a message in parts."""
        await self.execute("UPDATE outbox SET parts_sent = ? WHERE id = ?", (parts_sent, row_id))

    async def postpone(
        self, row_id: int, not_before: float, error: str, *, count: bool = True
    ) -> None:
        """Try again later; a flood limit (`count=False`) does not use up an attempt."""
        await self.execute(
            "UPDATE outbox SET not_before = ?, error = ?, attempts = attempts + ? WHERE id = ?",
            (not_before, error, int(count), row_id),
        )

    async def fail(self, row_id: int, error: str, now: float) -> None:
        """The platform will never take it."""
        await self.execute(
            "UPDATE outbox SET status = 'failed', error = ?, sent_at = ?,"
            " attempts = attempts + 1 WHERE id = ?",
            (error, now, row_id),
        )

    async def take_console(self) -> list[OutboxRow]:
        """Answers meant for the console, marked sent as they are handed over."""
        rows = await self._rows(
            "SELECT * FROM outbox WHERE platform = 'console' AND status = 'pending' ORDER BY id",
            (),
        )
        await self.execute(
            "UPDATE outbox SET status = 'sent', sent_at = created_at"
            " WHERE platform = 'console' AND status = 'pending'"
        )
        return rows

    async def pending(self) -> int:
        """How many messages wait."""
        row = await self.fetch_one("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
        return int(row[0]) if row else 0
