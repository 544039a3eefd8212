"""The audit log: who did what, when and why, per tournament (RES-8)."""

from __future__ import annotations

import json
from typing import Any

from bot.ports.store import AuditEntry
from storage.base import Repository


class SqlAudit(Repository):
    """The append-only `audit` table."""

    async def add(
        self,
        tournament_id: int | None,
        actor: int | None,
        action: str,
        details: dict[str, Any],
        now: float,
    ) -> None:
        """Append one entry."""
        await self.execute(
            "INSERT INTO audit (tournament_id, at, actor, action, details) VALUES (?,?,?,?,?)",
            (tournament_id, now, actor, action, json.dumps(details, ensure_ascii=False)),
        )

    async def list(self, tournament_id: int) -> list[AuditEntry]:
        """The tournament's entries, oldest first."""
        rows = await self.fetch_all(
            "SELECT * FROM audit WHERE tournament_id = ? ORDER BY id", (tournament_id,)
        )
        return [
            AuditEntry(r["id"], r["at"], r["actor"], r["action"], json.loads(r["details"]))
            for r in rows
        ]
