"""A small base for repositories: one connection, a few query helpers."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import aiosqlite


class Repository:
    """Holds the connection of the current transaction.

    Each helper is one trip to aiosqlite's thread: a statement, its rows and the cursor's
    end in one call. The wake-up behind every awaited result cost more than the SQL itself
    (a profile of the running bot), and `async with conn.execute(…)` took three of them.
    """

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Row | None:
        """The first row of a query, or None."""
        rows = await self.conn.execute_fetchall(sql, tuple(params))
        for row in rows:
            return row
        return None

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        """Every row of a query."""
        return list(await self.conn.execute_fetchall(sql, tuple(params)))

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """Execute a statement; returns the last inserted row id."""
        row = await self.conn.execute_insert(sql, tuple(params))
        return int(row[0]) if row else 0

    async def changed(self, sql: str, params: Iterable[Any] = ()) -> int:
        """Execute a statement; returns how many rows it changed."""
        rows = await self.conn.execute_fetchall(f"{sql} RETURNING 1", tuple(params))
        return len(list(rows))
