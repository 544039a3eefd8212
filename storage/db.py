"""The SQLite connection: pragmas, numbered migrations, one transaction at a time."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path

import aiosqlite

from storage.commits import CommitListeners
from storage.inline_sqlite import InlineConnection
from storage.reader import Reader, SqliteSnapshots
from storage.store import SqlStore

log = logging.getLogger(__name__)


def migrations() -> list[tuple[int, str]]:
    """Numbered migration scripts shipped with the package, in order."""
    files = resources.files("storage") / "migrations"
    found = []
    for item in files.iterdir():
        name = item.name
        if name.endswith(".sql") and name[:3].isdigit():
            found.append((int(name[:3]), item.read_text(encoding="utf-8")))
    return sorted(found)


class SqliteDatabase(CommitListeners):
    """One aiosqlite connection shared by the whole process."""

    engine = "sqlite"

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._conn: aiosqlite.Connection | None = None
        # aiosqlite runs statements on one thread, but a transaction spans several awaits:
        # without this lock a courier update could slip into a use case's transaction.
        self._lock = asyncio.Lock()
        super().__init__()

    async def open(self) -> int:
        """Connect, set pragmas, apply pending migrations; returns the schema version."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # The transactions' statements run on the loop's thread (storage/inline_sqlite.py);
        # BEGIN and COMMIT on aiosqlite's, between them the thread is idle: one at a time.
        self._conn = await aiosqlite.connect(
            self.path, isolation_level=None, check_same_thread=False
        )
        self._conn.row_factory = aiosqlite.Row
        for pragma in (
            "journal_mode=WAL",  # readers never block the writer
            "synchronous=NORMAL",  # with WAL: durable across a process crash
            "foreign_keys=ON",
            "busy_timeout=5000",
        ):
            await self._conn.execute(f"PRAGMA {pragma}")
        return await self.migrate()

    async def migrate(self) -> int:
        """Apply every migration newer than `PRAGMA user_version`, each in its transaction."""
        conn = self.connection
        version = (await (await conn.execute("PRAGMA user_version")).fetchone())[0]
        for number, script in migrations():
            if number <= version:
                continue
            log.info("applying migration %03d", number)
            try:
                await conn.executescript(
                    f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version={number};\nCOMMIT;"
                )
            except Exception:
                if conn.in_transaction:  # a failed script leaves nothing half-applied
                    await conn.execute("ROLLBACK")
                raise
            version = number
        return version

    @property
    def connection(self) -> aiosqlite.Connection:
        """The open connection."""
        if self._conn is None:
            raise RuntimeError("database is not open")
        return self._conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqlStore]:
        """BEGIN IMMEDIATE … COMMIT, or ROLLBACK when the block raises."""
        async with self._lock:
            conn = self.connection
            await conn.execute("BEGIN IMMEDIATE")
            store = SqlStore(InlineConnection(conn._conn))  # aiosqlite's own sqlite3 one
            try:
                yield store
            except BaseException:
                await conn.execute("ROLLBACK")
                raise
            await conn.execute("COMMIT")
        self._committed(store)

    def reader(self) -> Reader | None:
        """A read-only connection beside this one; None for an in-memory database."""
        path = str(self.path)
        if path == ":memory:" or path.startswith("file::memory:"):
            return None  # no other connection sees an in-memory database
        return Reader(SqliteSnapshots(self.path))

    @staticmethod
    def retryable(error: BaseException) -> bool:
        """One process, one writer: no collision for a second run to resolve."""
        return False

    async def backup(self, target: Path) -> None:
        """A consistent copy of the database while it is in use."""
        async with self._lock:
            dest = await aiosqlite.connect(target)
            try:
                await self.connection.backup(dest)
            finally:
                await dest.close()

    async def close(self) -> None:
        """Close the connection once no transaction runs on it."""
        # Inside a transaction the statements run on the loop's thread (inline_sqlite); a close
        # on aiosqlite's thread at the same moment freed the connection under a running
        # statement: a segmentation fault of the whole process (a mark of sent rows, flushed
        # while a test's bot stopped). Taking the lock waits for the running transaction.
        async with self._lock:
            if self._conn is not None:
                conn, self._conn = self._conn, None
                await conn.close()


async def backup_file(source: Path, target: Path) -> int:
    """A consistent copy of a live database (SQLite's online backup); returns its size."""
    if not source.is_file():
        raise FileNotFoundError(source)
    target.parent.mkdir(parents=True, exist_ok=True)
    async with aiosqlite.connect(source) as live, aiosqlite.connect(target) as copy:
        await live.backup(copy)
    return target.stat().st_size
