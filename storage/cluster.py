"""Workers sharing PostgreSQL: who leads each platform token, and wake-ups between workers.

Leadership is a session advisory lock on a connection of its own: the server lets it go
the moment that connection ends, so a worker killed with SIGKILL (its socket closed by the
kernel) frees its tokens at once and the next worker's attempt, within a second, takes them.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Callable

import asyncpg

from storage.outbox import worker_id

log = logging.getLogger(__name__)

OUTBOX_CHANNEL = "bot_outbox"  # NOTIFY after a commit that queued messages: the payload names
# the platforms, so the leader's courier looks at once instead of at its next round
TOUCHED_CHANNEL = "bot_touched"  # the tournaments a worker's command changed: the live pages
# another worker serves are pushed too


def lock_key(name: str) -> int:
    """A stable 64-bit advisory lock key for a name (a platform and its token's digest)."""
    digest = hashlib.sha256(f"berserk-bot:{name}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


class Cluster:
    """This worker's control connection to the shared database."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._conn: asyncpg.Connection | None = None
        self._held: set[int] = set()
        self._listeners: list[Callable[[str], None]] = []
        self._touched: list[Callable[[frozenset[int]], None]] = []
        # Announcements go on a connection of their own: one that times out and is dropped
        # must never take the leadership's locks with it.
        self._voice: asyncpg.Connection | None = None
        self._speaking = asyncio.Lock()
        # Each platform's leadership asks on the one control connection, which runs one
        # query at a time: asked at once, the second was refused and both leads were lost.
        self._asking = asyncio.Lock()

    async def _connection(self) -> asyncpg.Connection:
        if self._conn is None or self._conn.is_closed():
            if self._held:  # the connection went and took the locks with it
                log.warning("lost the control connection: leadership given up")
                self._held.clear()
            # Named after the worker: pg_stat_activity shows who holds which lock.
            self._conn = await asyncpg.connect(
                self.url, server_settings={"application_name": worker_id()}
            )
            await self._conn.add_listener(OUTBOX_CHANNEL, self._notified)
            await self._conn.add_listener(TOUCHED_CHANNEL, self._heard_touched)
        return self._conn

    def _notified(self, _conn: object, _pid: int, _channel: str, payload: str) -> None:
        worker, _, platforms = payload.partition(" ")
        if worker == worker_id():
            return  # this process's own commit: its couriers were handed the rows already
        for platform in platforms.split(","):
            for listener in self._listeners:
                listener(platform)

    def _heard_touched(self, _conn: object, _pid: int, _channel: str, payload: str) -> None:
        worker, _, ids = payload.partition(" ")
        if worker == worker_id() or not ids:
            return
        tournaments = frozenset(int(i) for i in ids.split(","))
        for listener in self._touched:
            listener(tournaments)

    def on_touched(self, listener: Callable[[frozenset[int]], None]) -> None:
        """Call `listener(tournaments)` when another worker's command changed them."""
        self._touched.append(listener)

    async def announce(self, tournaments: frozenset[int]) -> None:
        """Tell the other workers which tournaments a command here changed (their pages)."""
        payload = f"{worker_id()} {','.join(str(t) for t in sorted(tournaments))}"
        async with self._speaking:
            try:
                if self._voice is None or self._voice.is_closed():
                    self._voice = await asyncpg.connect(self.url)
                await asyncio.wait_for(
                    self._voice.execute("SELECT pg_notify($1, $2)", TOUCHED_CHANNEL, payload),
                    2.0,
                )
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as err:
                log.warning("could not tell the other workers of a change: %s", err)
                if self._voice is not None:
                    self._voice.terminate()
                    self._voice = None

    def on_outbox(self, listener: Callable[[str], None]) -> None:
        """Call `listener(platform)` when another worker committed messages for it."""
        self._listeners.append(listener)

    async def lead(self, name: str) -> bool:
        """Whether this worker leads `name` now: taken if free, kept while held."""
        async with self._asking:
            return await self._lead(lock_key(name))

    async def _lead(self, key: int) -> bool:
        try:
            conn = await self._connection()
            if key in self._held:
                # Still the same connection, so still ours: a cheap check that it is alive.
                await asyncio.wait_for(conn.fetchval("SELECT 1"), 2.0)
                return key in self._held
            if await asyncio.wait_for(conn.fetchval("SELECT pg_try_advisory_lock($1)", key), 2.0):
                self._held.add(key)
                return True
            return False
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as error:
            log.warning("leadership check failed: %s", error)
            if self._conn is not None:
                self._conn.terminate()
                self._conn = None
            self._held.clear()
            return False

    async def close(self) -> None:
        """Give up every lock (closing the connection does) and stop listening."""
        if self._voice is not None and not self._voice.is_closed():
            await self._voice.close()
        self._voice = None
        if self._conn is not None and not self._conn.is_closed():
            await self._conn.close()
        self._conn = None
        self._held.clear()
