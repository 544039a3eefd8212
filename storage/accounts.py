"""People per platform."""

from __future__ import annotations

import aiosqlite

from bot.domain.model import Account
from storage.base import Repository


def _account(row: aiosqlite.Row) -> Account:
    return Account(
        id=row["id"],
        platform=row["platform"],
        user_id=row["user_id"],
        name=row["name"],
        username=row["username"],
        locale=row["locale"],
        context_tournament=row["context_tournament"],
    )


class SqlAccounts(Repository):
    """The `accounts` table."""

    async def upsert(
        self,
        platform: str,
        user_id: int,
        name: str,
        username: str | None,
        locale: str | None,
        now: float,
    ) -> Account:
        """The account, created or refreshed with the name the platform gives now."""
        row = await self.fetch_one(
            "INSERT INTO accounts (platform, user_id, name, username, locale, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (platform, user_id) DO UPDATE SET"
            " name = excluded.name, username = excluded.username,"
            " locale = COALESCE(excluded.locale, accounts.locale) RETURNING *",
            (platform, user_id, name, username, locale, now),
        )
        assert row is not None
        return _account(row)

    async def get(self, account_id: int) -> Account:
        """An account by id."""
        row = await self.fetch_one("SELECT * FROM accounts WHERE id = ?", (account_id,))
        if row is None:
            raise LookupError(f"account {account_id}")
        return _account(row)

    async def find(self, platform: str, user_id: int) -> Account | None:
        """An account by platform and user id."""
        row = await self.fetch_one(
            "SELECT * FROM accounts WHERE platform = ? AND user_id = ?", (platform, user_id)
        )
        return _account(row) if row else None

    async def set_context(self, account_id: int, tournament_id: int | None) -> None:
        """Remember the tournament a deep link pointed to."""
        await self.execute(
            "UPDATE accounts SET context_tournament = ? WHERE id = ?", (tournament_id, account_id)
        )
