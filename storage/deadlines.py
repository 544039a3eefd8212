"""Persisted deadlines: moments at which a command must run, surviving restarts."""

from __future__ import annotations

from bot.ports.delivery import DueDeadline
from storage.base import Repository
from storage.dialect import SKIP_LOCKED


class SqlDeadlines(Repository):
    """The `deadlines` table.

    `earliest` is the soonest moment this transaction made due (-inf: moved, unknown), so the
    timer is woken only when a deadline came before the one it sleeps towards.
    """

    earliest: float | None = None

    def _due_from(self, moment: float) -> None:
        self.earliest = moment if self.earliest is None else min(self.earliest, moment)

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
    ) -> int:
        """A new deadline."""
        if not paused:
            self._due_from(due_at)
        return await self.execute(
            "INSERT INTO deadlines (tournament_id, kind, ref, due_at, payload, created_at, status)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (tournament_id, kind, ref, due_at, payload, now, "paused" if paused else "pending"),
        )

    async def pause(self, tournament_id: int) -> int:
        """Hold every pending deadline of a tournament (RES-6); returns how many."""
        return await self.changed(
            "UPDATE deadlines SET status = 'paused'"
            " WHERE tournament_id = ? AND status = 'pending'",
            (tournament_id,),
        )

    async def resume(self, tournament_id: int, shift: float) -> int:
        """Release the held deadlines, each later by the length of the pause."""
        self._due_from(float("-inf"))
        return await self.changed(
            "UPDATE deadlines SET status = 'pending', due_at = due_at + ?"
            " WHERE tournament_id = ? AND status = 'paused'",
            (shift, tournament_id),
        )

    async def cancel(self, kind: str, ref: int) -> None:
        """Drop the pending deadlines of this kind for this object."""
        await self.execute(
            "UPDATE deadlines SET status = 'cancelled' WHERE kind = ? AND ref = ?"
            " AND status IN ('pending', 'paused')",
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

    async def count_due(self, now: float) -> int:
        """Pending deadlines whose time has come (a gauge: it should stay near zero)."""
        row = await self.fetch_one(
            "SELECT COUNT(*) FROM deadlines WHERE status = 'pending' AND due_at <= ?", (now,)
        )
        return int(row[0]) if row else 0

    async def next_due(self) -> float | None:
        """When the earliest pending deadline falls."""
        row = await self.fetch_one("SELECT MIN(due_at) FROM deadlines WHERE status = 'pending'")
        return row[0] if row else None

    async def fired(self, deadline_id: int, now: float) -> bool:
        """Take the deadline to run its command; False when it is no longer pending.

        Every worker's clock sees the same due rows: the first takes the row for its
        transaction, the others pass over it (FOR UPDATE SKIP LOCKED) or, once that one
        committed, find it fired — and the command runs once.
        """
        return bool(
            await self.changed(
                "UPDATE deadlines SET status = 'fired', fired_at = ? WHERE id IN (SELECT id"
                f" FROM deadlines WHERE id = ? AND status = 'pending'{SKIP_LOCKED})",
                (now, deadline_id),
            )
        )

    async def pending_for(self, kind: str, ref: int) -> float | None:
        """When the pending deadline of this kind for this object falls, if any."""
        row = await self.fetch_one(
            "SELECT MIN(due_at) FROM deadlines WHERE kind = ? AND ref = ?"
            " AND status IN ('pending', 'paused')",
            (kind, ref),
        )
        return row[0] if row else None

    async def pending_payload(self, kind: str, ref: int) -> str | None:
        """The command of the pending (or held) deadline of this kind for this object."""
        row = await self.fetch_one(
            "SELECT payload FROM deadlines WHERE kind = ? AND ref = ?"
            " AND status IN ('pending', 'paused') ORDER BY id DESC LIMIT 1",
            (kind, ref),
        )
        return row[0] if row else None
