"""Handled update ids (a redelivery changes nothing) and commands awaiting a tournament pick."""

from __future__ import annotations

from storage.base import Repository

CHOICE_TTL = 24 * 3600  # a choice button older than a day is stale


class SqlUpdates(Repository):
    """The `processed_updates` and `choices` tables."""

    async def seen(self, platform: str, update_id: int | str, now: float) -> bool:
        """Record the update; True when it had been handled before."""
        # One statement: a repeat is the conflict, so nothing comes back for it.
        rows = await self.fetch_all(
            "INSERT INTO processed_updates (platform, update_id, at) VALUES (?, ?, ?)"
            " ON CONFLICT DO NOTHING RETURNING 1",
            (platform, str(update_id), now),
        )
        return not rows

    async def add_choice(
        self, account_id: int, command: str, platform: str, chat_id: int, now: float
    ) -> int:
        """Keep a command until its sender picks the tournament."""
        await self.execute("DELETE FROM choices WHERE created_at < ?", (now - CHOICE_TTL,))
        return await self.execute(
            "INSERT INTO choices (account_id, command, platform, chat_id, created_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (account_id, command, platform, chat_id, now),
        )

    async def take_choice(self, choice_id: int, account_id: int) -> str | None:
        """The kept command, once: a second press of the button finds nothing."""
        row = await self.fetch_one(
            "SELECT command FROM choices WHERE id = ? AND account_id = ?", (choice_id, account_id)
        )
        if row is None:
            return None
        await self.execute("DELETE FROM choices WHERE id = ?", (choice_id,))
        return str(row[0])

    async def choices_of(
        self, account_id: int, platform: str, chat_id: int, since: float
    ) -> list[tuple[int, str]]:
        """The commands kept for this person's taps in this chat since then, newest first."""
        rows = await self.fetch_all(
            "SELECT id, command FROM choices WHERE account_id = ? AND platform = ?"
            " AND chat_id = ? AND created_at >= ? ORDER BY id DESC",
            (account_id, platform, chat_id, since),
        )
        return [(int(row[0]), str(row[1])) for row in rows]
