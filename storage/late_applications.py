"""Late applications: players asking to enter a running tournament (issue 23)."""

from __future__ import annotations

import aiosqlite

from bot.domain.late_entry import LateApplication, LateStatus
from storage.base import Repository


def _application(row: aiosqlite.Row) -> LateApplication:
    return LateApplication(
        id=row["id"],
        tournament_id=row["tournament_id"],
        account_id=row["account_id"],
        nickname=row["nickname"],
        game_id=row["game_id"],
        status=LateStatus(row["status"]),
        asked_at=row["asked_at"],
        decided_at=row["decided_at"],
        decided_by=row["decided_by"],
    )


class SqlLateApplications(Repository):
    """The `late_applications` table."""

    async def add(self, tournament_id: int, account_id: int, nickname: str,
                  game_id: str | None, now: float) -> LateApplication:  # fmt: skip
        """A new open application."""
        new_id = await self.execute(
            "INSERT INTO late_applications (tournament_id, account_id, nickname, game_id,"
            " status, asked_at) VALUES (?, ?, ?, ?, ?, ?)",
            (tournament_id, account_id, nickname, game_id, LateStatus.OPEN, now),
        )
        found = await self.get(new_id)
        assert found is not None
        return found

    async def get(self, application_id: int) -> LateApplication | None:
        """An application by id."""
        row = await self.fetch_one(
            "SELECT * FROM late_applications WHERE id = ?", (application_id,)
        )
        return _application(row) if row else None

    async def open_of(self, tournament_id: int, account_id: int) -> LateApplication | None:
        """The account's open application in the tournament, if any."""
        row = await self.fetch_one(
            "SELECT * FROM late_applications WHERE tournament_id = ? AND account_id = ?"
            " AND status = ?",
            (tournament_id, account_id, LateStatus.OPEN),
        )
        return _application(row) if row else None

    async def decide(self, application_id: int, status: LateStatus, by: int | None,
                     now: float) -> None:  # fmt: skip
        """Record the judge's decision."""
        await self.execute(
            "UPDATE late_applications SET status = ?, decided_at = ?, decided_by = ? WHERE id = ?",
            (status, now, by, application_id),
        )
