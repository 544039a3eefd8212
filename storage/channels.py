"""What the platforms do to chats: a group that moved to a new id, a group the bot lost."""

from __future__ import annotations

from bot.domain.model import Binding
from storage.base import Repository, Statements
from storage.outbox import SqlOutbox, worker_id
from storage.tournaments import _binding


class SqlChannels(Repository):
    """The `bindings`, `outbox` and `chat_log` rows of one chat, moved or set aside at once.

    The outbox repository of the same transaction hears what changed (`added`, `removed`),
    so this process's courier takes the moved rows under their new chat and drops the rest.
    """

    def __init__(self, conn: Statements, outbox: SqlOutbox) -> None:
        super().__init__(conn)
        self.outbox = outbox

    async def move(self, platform: str, old: int, new: int) -> list[Binding]:
        """Everything of chat `old` follows to chat `new`; returns the bindings that moved."""
        bound = [
            _binding(r)
            for r in await self.fetch_all(
                "SELECT * FROM bindings WHERE platform = ? AND chat_id = ? ORDER BY role",
                (platform, old),
            )
        ]
        # A binding the new chat already had in the same role gives way to the moved one.
        await self.execute(
            "DELETE FROM bindings WHERE platform = ? AND chat_id = ? AND role IN"
            " (SELECT role FROM bindings WHERE platform = ? AND chat_id = ?)",
            (platform, new, platform, old),
        )
        await self.execute(
            "UPDATE bindings SET chat_id = ? WHERE platform = ? AND chat_id = ?",
            (new, platform, old),
        )
        await self.execute(
            "UPDATE chat_log SET chat_id = ? WHERE platform = ? AND chat_id = ?",
            (new, platform, old),
        )
        rows = await self.outbox._rows(
            "UPDATE outbox SET chat_id = ? WHERE platform = ? AND chat_id = ?"
            " AND status = 'pending' RETURNING *",
            (new, platform, old),
        )
        # This process's courier holds its own rows under the old chat: swap them on commit.
        # Rows another worker holds reach it again there (its send to the old id fails too).
        mine = await self.fetch_all(
            "SELECT id FROM outbox WHERE platform = ? AND chat_id = ? AND status = 'pending'"
            " AND claimed_by = ?",
            (platform, new, worker_id()),
        )
        ids = {int(r[0]) for r in mine}
        moved = sorted((r for r in rows if r.id in ids), key=lambda r: r.id)
        self.outbox.removed += [r.id for r in moved]
        self.outbox.added += moved
        return bound

    async def lose(self, platform: str, chat_id: int, reason: str, now: float) -> list[Binding]:
        """Mark the chat's bindings lost and set its queued messages aside; returns the
        bindings that were not lost before (the judges hear of those, once)."""
        fresh = [
            _binding(r)
            for r in await self.fetch_all(
                "UPDATE bindings SET lost_at = ? WHERE platform = ? AND chat_id = ?"
                " AND lost_at IS NULL RETURNING *",
                (now, platform, chat_id),
            )
        ]
        gone = await self.fetch_all(
            "UPDATE outbox SET status = 'failed', error = ?, sent_at = ? WHERE platform = ?"
            " AND chat_id = ? AND status = 'pending' RETURNING id",
            (f"chat lost: {reason}"[:200], now, platform, chat_id),
        )
        self.outbox.removed += [int(r[0]) for r in gone]
        return sorted(fresh, key=lambda b: (b.tournament_id, b.role))
