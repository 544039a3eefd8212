"""A transaction's statements run on the event loop's own thread, on aiosqlite's connection.

aiosqlite runs every statement on its worker thread and wakes the loop through a self-pipe
for each result: in a profile of the running bot (issue 12) those trips were the biggest
single cost of a command (≈ 20 µs of the loop's CPU each on this machine, 16 of them in
a `/report`, against ≈ 2 µs for the statement itself). Inside `BEGIN IMMEDIATE … COMMIT` the
write lock is already held, and in WAL mode a read never waits: no statement can block on
another connection, so they run here directly. BEGIN (which may wait for another process's
write lock) and COMMIT (which may checkpoint the WAL and fsync) stay on aiosqlite's thread.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import Any


class InlineConnection:
    """The three aiosqlite calls the repositories make, answered without a thread trip."""

    def __init__(self, raw: sqlite3.Connection) -> None:
        self.raw = raw

    async def execute_fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """Every row of a statement."""
        return self.raw.execute(sql, tuple(params)).fetchall()

    async def execute_insert(self, sql: str, params: Iterable[Any] = ()) -> tuple[int] | None:
        """Run a statement; the last inserted row id, as aiosqlite's `execute_insert` gives."""
        cursor = self.raw.execute(sql, tuple(params))
        return (cursor.lastrowid or 0,)

    async def executemany(self, sql: str, params: Iterable[Iterable[Any]]) -> None:
        """One statement for each set of parameters."""
        self.raw.executemany(sql, params)
