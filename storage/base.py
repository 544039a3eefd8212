"""A small base for repositories: one connection, a few query helpers."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

import aiosqlite


class Statements(Protocol):
    """The three aiosqlite calls a repository makes; every connection adapter answers them."""

    async def execute_fetchall(self, sql: str, params: Iterable[Any] = ...) -> Iterable[Any]:
        """Every row of a statement."""
        ...

    async def execute_insert(self, sql: str, params: Iterable[Any] = ...) -> Any:
        """Run a statement; a row holding the last inserted id."""
        ...

    async def executemany(self, sql: str, params: Iterable[Iterable[Any]]) -> Any:
        """One statement for each set of parameters."""
        ...


class Repository:
    """Holds the connection of the current transaction.

    Each helper is one call of the connection: a statement, its rows and the cursor's end.
    On the SQLite writer that call runs on the loop's thread (`storage/inline_sqlite.py`);
    on aiosqlite's own connection (the pages' reader) it is one trip to its thread, whose
    wake-up cost more than the SQL itself (a profile of the running bot, issue 12).
    """

    def __init__(self, conn: Statements) -> None:
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
