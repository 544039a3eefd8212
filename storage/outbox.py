"""The outbox of messages and the persisted deadlines."""

from __future__ import annotations

import json
from typing import Any

from bot.ports import DueDeadline, OutboxRow
from storage.base import Repository


class SqliteOutbox(Repository):
    """The `outbox` table."""

    async def add(
        self,
        platform: str,
        chat_id: int,
        locale: str,
        key: str,
        params: dict[str, Any],
        buttons: list[list[dict[str, Any]]],
        now: float,
        *,
        tournament_id: int | None,
        account_id: int | None,
    ) -> int:
        """Queue a message; it leaves when the transaction commits."""
        return await self.execute(
            "INSERT INTO outbox (platform, chat_id, locale, key, params, buttons, not_before,"
            " created_at, tournament_id, account_id) VALUES (?,?,?,?,?,?,?,?,?,?)",
            (
                platform,
                chat_id,
                locale,
                key,
                json.dumps(params, ensure_ascii=False),
                json.dumps(buttons, ensure_ascii=False),
                now,
                now,
                tournament_id,
                account_id,
            ),
        )

    async def due(self, platform: str, limit: int) -> list[OutboxRow]:
        """Pending messages of a platform in the order they were written."""
        # Retry timing lives in the courier's memory: a restart simply tries again at once.
        rows = await self.fetch_all(
            "SELECT * FROM outbox WHERE platform = ? AND status = 'pending' ORDER BY id LIMIT ?",
            (platform, limit),
        )
        return [
            OutboxRow(
                id=r["id"],
                platform=r["platform"],
                chat_id=r["chat_id"],
                locale=r["locale"],
                key=r["key"],
                params=json.loads(r["params"]),
                buttons=json.loads(r["buttons"]),
                attempts=r["attempts"],
                tournament_id=r["tournament_id"],
                account_id=r["account_id"],
            )
            for r in rows
        ]

    async def mark_sent(self, row_id: int, message_id: int | None, now: float) -> None:
        """The platform accepted the message."""
        await self.execute(
            "UPDATE outbox SET status = 'sent', sent_at = ?, message_id = ?,"
            " attempts = attempts + 1 WHERE id = ?",
            (now, message_id, row_id),
        )

    async def postpone(self, row_id: int, not_before: float, error: str) -> None:
        """Try again later."""
        await self.execute(
            "UPDATE outbox SET not_before = ?, error = ?, attempts = attempts + 1 WHERE id = ?",
            (not_before, error, row_id),
        )

    async def fail(self, row_id: int, error: str, now: float) -> None:
        """The platform will never take it."""
        await self.execute(
            "UPDATE outbox SET status = 'failed', error = ?, sent_at = ?,"
            " attempts = attempts + 1 WHERE id = ?",
            (error, now, row_id),
        )

    async def pending(self) -> int:
        """How many messages wait."""
        row = await self.fetch_one("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
        return int(row[0]) if row else 0


class SqliteDeadlines(Repository):
    """The `deadlines` table."""

    async def add(
        self,
        tournament_id: int | None,
        kind: str,
        ref: int,
        due_at: float,
        payload: str,
        now: float,
    ) -> int:
        """A new deadline."""
        return await self.execute(
            "INSERT INTO deadlines (tournament_id, kind, ref, due_at, payload, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (tournament_id, kind, ref, due_at, payload, now),
        )

    async def cancel(self, kind: str, ref: int) -> None:
        """Drop the pending deadlines of this kind for this object."""
        await self.execute(
            "UPDATE deadlines SET status = 'cancelled' WHERE kind = ? AND ref = ?"
            " AND status = 'pending'",
            (kind, ref),
        )

    async def due(self, now: float) -> list[DueDeadline]:
        """Pending deadlines whose time has come, earliest first."""
        rows = await self.fetch_all(
            "SELECT * FROM deadlines WHERE status = 'pending' AND due_at <= ? ORDER BY due_at, id",
            (now,),
        )
        return [
            DueDeadline(r["id"], r["tournament_id"], r["kind"], r["ref"], r["payload"])
            for r in rows
        ]

    async def next_due(self) -> float | None:
        """When the earliest pending deadline falls."""
        row = await self.fetch_one("SELECT MIN(due_at) FROM deadlines WHERE status = 'pending'")
        return row[0] if row else None

    async def fired(self, deadline_id: int, now: float) -> None:
        """The deadline's command ran."""
        await self.execute(
            "UPDATE deadlines SET status = 'fired', fired_at = ? WHERE id = ?", (now, deadline_id)
        )

    async def pending_for(self, kind: str, ref: int) -> float | None:
        """When the pending deadline of this kind for this object falls, if any."""
        row = await self.fetch_one(
            "SELECT MIN(due_at) FROM deadlines WHERE kind = ? AND ref = ? AND status = 'pending'",
            (kind, ref),
        )
        return row[0] if row else None
