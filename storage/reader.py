"""A read-only SQLite connection beside the writer: readers that never wait for its lock."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from storage.store import SqliteStore


class Reader:
    """A read-only SQLite connection for the pages: a snapshot neither waits for the commands'
    transaction lock nor holds it (in WAL mode a reader sees the last commit while the one
    writer goes on)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()  # one read transaction at a time on the connection
        self._closed = False  # aiosqlite's thread keeps the process alive until closed

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[SqliteStore]:
        """A store whose every query sees one committed state; it cannot write."""
        async with self._lock:
            if self._closed:
                raise RuntimeError("the pages' reader is closed: the server stops")
            if self._conn is None:
                self._conn = await aiosqlite.connect(self.path, isolation_level=None)
                self._conn.row_factory = aiosqlite.Row
                await self._conn.execute("PRAGMA query_only=ON")  # the pages never write
                await self._conn.execute("PRAGMA busy_timeout=5000")
            await self._conn.execute("BEGIN")
            try:
                yield SqliteStore(self._conn)
            finally:
                await self._conn.execute("ROLLBACK")  # a read: nothing to keep

    async def close(self) -> None:
        """Close the connection (the server stops)."""
        async with self._lock:
            self._closed = True
            if self._conn is not None:
                await self._conn.close()
                self._conn = None
