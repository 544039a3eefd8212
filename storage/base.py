"""A small base for repositories: one connection, a few query helpers."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import aiosqlite


class Repository:
    """Holds the connection of the current transaction."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Row | None:
        """The first row of a query, or None."""
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return await cursor.fetchone()

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        """Every row of a query."""
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """Execute a statement; returns the last inserted row id."""
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return cursor.lastrowid or 0
