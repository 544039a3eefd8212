"""The pages' read-only connection beside the writer: one snapshot at a time, on either engine."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Protocol

import aiosqlite

from storage.base import Statements
from storage.store import SqlStore


class Snapshots(Protocol):
    """An engine's own read-only connection: what differs between the engines' readers."""

    async def begin(self) -> Statements:
        """Connect when needed and start a read of one committed state; its connection."""
        ...

    async def end(self) -> None:
        """End the read: nothing to keep."""
        ...

    async def close(self) -> None:
        """Close the connection."""
        ...


class Reader:
    """A read-only connection for the pages: a snapshot neither waits for the commands'
    transaction lock nor holds it, so a page's read never delays a player's reply."""

    def __init__(self, snapshots: Snapshots) -> None:
        self._snapshots = snapshots
        self._lock = asyncio.Lock()  # one read transaction at a time on the connection
        self._closed = False  # aiosqlite's thread keeps the process alive until closed

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[SqlStore]:
        """A store whose every query sees one committed state; it cannot write."""
        async with self._lock:
            if self._closed:
                raise RuntimeError("the pages' reader is closed: the server stops")
            conn = await self._snapshots.begin()
            try:
                yield SqlStore(conn)
            finally:
                await self._snapshots.end()

    async def close(self) -> None:
        """Close the connection (the server stops)."""
        async with self._lock:
            self._closed = True
            await self._snapshots.close()


class SqliteSnapshots:
    """SQLite's reads beside the writer: in WAL mode a reader sees the last commit while the
    one writer goes on."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn: aiosqlite.Connection | None = None

    async def begin(self) -> Statements:
        """Connect when needed and start a read of one committed state; its connection."""
        if self._conn is None:
            self._conn = await aiosqlite.connect(self.path, isolation_level=None)
            self._conn.row_factory = aiosqlite.Row
            await self._conn.execute("PRAGMA query_only=ON")  # the pages never write
            await self._conn.execute("PRAGMA busy_timeout=5000")
        await self._conn.execute("BEGIN")
        return self._conn

    async def end(self) -> None:
        """End the read: nothing to keep."""
        if self._conn is not None:
            await self._conn.execute("ROLLBACK")

    async def close(self) -> None:
        """Close the connection."""
        if self._conn is not None:
            await self._conn.close()
            self._conn = None
