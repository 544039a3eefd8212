"""PostgreSQL through asyncpg: the same repositories, transactions and migrations as SQLite."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from storage import dialect
from storage.base import Statements
from storage.cluster import OUTBOX_CHANNEL
from storage.commits import CommitListeners
from storage.db import migrations
from storage.outbox import worker_id
from storage.reader import Reader
from storage.store import SqlStore

log = logging.getLogger(__name__)

PREPARED = 512  # statements kept prepared per connection; the bot uses about 150
_INTS = {"int2", "int4", "int8"}
_FLOATS = {"float4", "float8"}
_TEXTS = {"text", "varchar", "bpchar", "name"}
# Two workers that lock the same rows in a different order, or a serialization failure:
# the whole transaction runs again (the use cases are functions of what they read).
RETRYABLE = (asyncpg.exceptions.DeadlockDetectedError, asyncpg.exceptions.SerializationError)


def _coerced(kinds: Sequence[str], args: Sequence[Any]) -> list[Any]:
    """SQLite takes any value in any column; asyncpg wants the type the server inferred."""
    out = list(args)
    for i, (kind, value) in enumerate(zip(kinds, out, strict=False)):
        if value is None:
            continue
        if kind in _TEXTS:
            if not isinstance(value, str):
                out[i] = str(value)
        elif kind in _INTS:
            if isinstance(value, bool) or not isinstance(value, int):
                out[i] = int(value)
        elif kind in _FLOATS and not isinstance(value, float):
            out[i] = float(value)
    return out


class PgConnection:
    """An asyncpg connection answering the few aiosqlite calls the repositories make."""

    def __init__(self, conn: asyncpg.Connection, with_ids: frozenset[str], locking: bool) -> None:
        self.raw = conn
        self.with_ids = with_ids
        self.locking = locking  # False on a read-only connection: FOR UPDATE is refused there
        self._prepared: dict[str, tuple[Any, list[str]]] = {}

    async def _statement(self, sql: str) -> tuple[Any, list[str], bool]:
        text, returns_id = dialect.statement(sql, self.with_ids, self.locking)
        found = self._prepared.get(text)
        if found is None:
            stmt = await self.raw.prepare(text)
            found = (stmt, [t.name for t in stmt.get_parameters()])
            if len(self._prepared) >= PREPARED:
                self._prepared.pop(next(iter(self._prepared)))
            self._prepared[text] = found
        return found[0], found[1], returns_id

    async def execute_fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        """Every row of a statement."""
        stmt, kinds, _ = await self._statement(sql)
        return await stmt.fetch(*_coerced(kinds, tuple(params)))

    async def execute_insert(self, sql: str, params: Iterable[Any] = ()) -> tuple[int] | None:
        """Run a statement; for an INSERT into a table with an id, that id."""
        stmt, kinds, returns_id = await self._statement(sql)
        args = _coerced(kinds, tuple(params))
        if returns_id:
            # ON CONFLICT DO NOTHING inserts nothing when another worker's row came first.
            value = await stmt.fetchval(*args)
            return None if value is None else (int(value),)
        await stmt.fetch(*args)
        return None

    async def executemany(self, sql: str, params: Iterable[Iterable[Any]]) -> None:
        """One statement for many rows of parameters."""
        stmt, kinds, _ = await self._statement(sql)
        rows = [_coerced(kinds, tuple(args)) for args in params]
        if rows:
            await stmt.executemany(rows)

    def forget(self) -> None:
        """The connection is gone: its prepared statements with it."""
        self._prepared.clear()


async def _tables_with_ids(conn: asyncpg.Connection) -> frozenset[str]:
    rows = await conn.fetch(
        "SELECT table_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND column_name = 'id'"
    )
    return frozenset(r[0] for r in rows)


class PostgresDatabase(CommitListeners):
    """One connection for the worker's transactions, one at a time, as with SQLite.

    Several workers share the server: a use case takes its tournament's row with
    `FOR UPDATE` (`dialect.LOCK`), so two workers never change one tournament at once.
    """

    engine = "postgresql"

    def __init__(self, url: str) -> None:
        self.url = url
        self._conn: PgConnection | None = None
        self._lock = asyncio.Lock()
        super().__init__()
        self._with_ids: frozenset[str] = frozenset()

    async def connect(self, *, locking: bool = True) -> PgConnection:
        """A new connection of this database's kind (the pages' reader asks for one)."""
        raw = await asyncpg.connect(self.url)
        return PgConnection(raw, self._with_ids, locking)

    async def open(self) -> int:
        """Connect and apply pending migrations; returns the schema version."""
        version = await self.migrate()
        self._conn = await self.connect()
        return version

    async def migrate(self) -> int:
        """Apply every migration newer than the recorded version, each in its transaction."""
        raw = await asyncpg.connect(self.url)
        try:
            # One migrating worker at a time: the others wait, then find nothing to do.
            await raw.execute("SELECT pg_advisory_lock(7001)")
            await raw.execute("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT)")
            version = await raw.fetchval("SELECT MAX(version) FROM schema_version") or 0
            for number, script in postgres_migrations():
                if number <= version:
                    continue
                log.info("applying migration %03d", number)
                async with raw.transaction():
                    await raw.execute(script)
                    await raw.execute("INSERT INTO schema_version VALUES ($1)", number)
                version = number
            self._with_ids = await _tables_with_ids(raw)
            return int(version)
        finally:
            await raw.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqlStore]:
        """BEGIN … COMMIT on the worker's connection, or ROLLBACK when the block raises."""
        async with self._lock:
            conn = await self._connection()
            await conn.raw.execute("BEGIN")
            store = SqlStore(conn)
            try:
                yield store
            except BaseException:
                if not conn.raw.is_closed():
                    await conn.raw.execute("ROLLBACK")
                raise
            platforms = sorted({row.platform for row in store.outbox.added})
            if platforms:  # delivered with the commit: the leading worker's courier looks
                news = f"{worker_id()} {','.join(platforms)}"
                await conn.raw.execute("SELECT pg_notify($1, $2)", OUTBOX_CHANNEL, news)
            await conn.raw.execute("COMMIT")
        self._committed(store)

    async def _connection(self) -> PgConnection:
        # A server restart or a dropped link closes the connection: the next
        # transaction opens a new one instead of failing for ever.
        if self._conn is None or self._conn.raw.is_closed():
            self._conn = await self.connect()
        return self._conn

    @property
    def tables_with_ids(self) -> frozenset[str]:
        """Tables whose rows have an identity `id` (known once migrated)."""
        return self._with_ids

    def reader(self) -> Reader:
        """A read-only connection for the pages, beside the commands' one."""
        return Reader(PgSnapshots(self))

    @staticmethod
    def retryable(error: BaseException) -> bool:
        """A failure that running the transaction again resolves."""
        return isinstance(error, RETRYABLE)

    async def close(self) -> None:
        """Close the connection."""
        if self._conn is not None:
            await self._conn.raw.close()
            self._conn = None


class PgSnapshots:
    """PostgreSQL's reads beside the worker's transactions: each sees one snapshot."""

    def __init__(self, db: PostgresDatabase) -> None:
        self.db = db
        self._conn: PgConnection | None = None

    async def begin(self) -> Statements:
        """Connect when needed (again after a dropped link) and start a read-only snapshot."""
        if self._conn is None or self._conn.raw.is_closed():
            self._conn = await self.db.connect(locking=False)
        await self._conn.raw.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        return self._conn

    async def end(self) -> None:
        """End the read: nothing to keep."""
        if self._conn is not None and not self._conn.raw.is_closed():
            await self._conn.raw.execute("ROLLBACK")

    async def close(self) -> None:
        """Close the connection."""
        if self._conn is not None:
            await self._conn.raw.close()
            self._conn = None


def postgres_migrations() -> list[tuple[int, str]]:
    """The numbered migrations for PostgreSQL: a dialect file where one exists, else rewritten."""
    from importlib import resources

    own = resources.files("storage") / "migrations" / "postgres"
    overrides = {}
    if own.is_dir():
        for item in own.iterdir():
            if item.name.endswith(".sql") and item.name[:3].isdigit():
                overrides[int(item.name[:3])] = item.read_text(encoding="utf-8")
    return [
        (number, overrides.get(number) or dialect.migration(script))
        for number, script in migrations()
    ]
