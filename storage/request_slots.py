"""One sliding window of a token's requests for every worker on a PostgreSQL server.

The window is a ring of `count` slots per token, each holding when its request last counted
(on the server's clock, the same for every worker): a request may go when some slot's time
is more than a period ago. Taking one is one statement — a free slot, locked with SKIP
LOCKED so two workers never take the same one, stamped "in flight" — so a call costs one
round trip before it goes (two more while it waits for a slot) and one, not awaited, after
its answer. A log of calls counted
under an advisory lock would cost a transaction of four statements per call and rows to
delete; the ring has a fixed size and no queue on one lock.

When the server is slow or away, the caller goes on with its own process's window for a
while: a VK call never fails for the limiter's sake (VK's error 6 is asked again anyway).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time

import asyncpg

log = logging.getLogger(__name__)

NOW = "extract(epoch FROM clock_timestamp())::float8"
HOLD = 10.0  # seconds a slot counts as in flight when its answer is never stamped
TIMEOUT = 0.5  # seconds a trip to the server may take before the process window alone rules
AWAY = 5.0  # seconds the server is left alone after a failed trip
UNKNOWN = 0.05  # seconds to look again when every slot is in flight

SEED = (
    "INSERT INTO request_slots (token_key, slot, at)"
    " SELECT $1, s, 0 FROM generate_series(1, $2::int) AS s ON CONFLICT DO NOTHING"
)
# A slot free for a period (any: the first found, no sort); taken rows another worker locked
# are passed over, and one it took meanwhile is read again after the lock (READ COMMITTED)
# and left when no longer free.
TAKE = f"""
WITH free AS (
    SELECT slot FROM request_slots
    WHERE token_key = $1 AND slot <= $2::int AND at <= {NOW} - $3::float8
    LIMIT 1 FOR UPDATE SKIP LOCKED
)
UPDATE request_slots AS r SET at = {NOW} + $4::float8 FROM free
WHERE r.token_key = $1 AND r.slot = free.slot RETURNING r.slot, r.at
"""
# None free: how long until the oldest one is.
OLDEST = f"""
SELECT min(at) + $3::float8 - {NOW} FROM request_slots WHERE token_key = $1 AND slot <= $2::int
"""
# The request was answered: it counts a period from now (unless its hold ran out meanwhile
# and another request has the slot).
DONE = f"UPDATE request_slots SET at = {NOW} WHERE token_key = $1 AND slot = $2 AND at = $3"


def token_key(platform: str, token: str) -> str:
    """The token's name in the table: a hash, so the database never holds the token."""
    return f"{platform}:{hashlib.sha256(token.encode()).hexdigest()[:32]}"


class SharedWindow:
    """At most `count` requests with one token in any `period` seconds, across workers."""

    def __init__(self, url: str, key: str, count: int, period: float) -> None:
        self.url = url
        self.key = key
        self.count = count
        self.period = period
        self._conn: asyncpg.Connection | None = None
        self._lock = asyncio.Lock()
        self._away_until = 0.0
        self._stamps: set[asyncio.Task[None]] = set()

    async def _connection(self) -> asyncpg.Connection:
        if self._conn is None or self._conn.is_closed():
            conn = await asyncpg.connect(self.url, timeout=TIMEOUT)
            await conn.execute(SEED, self.key, self.count)
            self._conn = conn
        return self._conn

    async def _trip(self, sql: str, *args: object) -> list[asyncpg.Record] | None:
        """A statement's rows on the window's own connection, or None when the server failed."""
        try:
            async with self._lock:
                if time.monotonic() < self._away_until:
                    return None
                conn = await asyncio.wait_for(self._connection(), TIMEOUT * 2)
                return await asyncio.wait_for(conn.fetch(sql, *args), TIMEOUT)
        except Exception as error:  # slow, away, refused: the VK call goes on regardless
            log.warning("the shared request window is away for %ss: %r", AWAY, error)
            self._away_until = time.monotonic() + AWAY
            if self._conn is not None:
                self._conn.terminate()  # a timed-out statement may still run on it
                self._conn = None
            return None

    async def take(self) -> tuple[int, float] | None:
        """Wait for a free slot and take it; None when the server cannot say (go anyway)."""
        while True:
            took = await self._trip(TAKE, self.key, self.count, self.period, HOLD)
            if took:
                return int(took[0][0]), float(took[0][1])
            if took is None:
                return None
            oldest = await self._trip(OLDEST, self.key, self.count, self.period)
            if oldest is None:
                return None
            # The oldest slot still in flight (its wait over a period): only its answer frees
            # it, so look again soon.
            wait = oldest[0][0]
            pause = UNKNOWN if wait is None or wait > self.period else max(wait, 0.002)
            await asyncio.sleep(pause)

    def done(self, taken: tuple[int, float]) -> None:
        """The request with this slot was answered: stamp it, without holding the caller."""
        task = asyncio.create_task(self._trip(DONE, self.key, *taken))
        self._stamps.add(task)
        task.add_done_callback(self._stamps.discard)

    async def close(self) -> None:
        """Let the last stamps land, then close the connection."""
        if self._stamps:
            await asyncio.wait(self._stamps, timeout=TIMEOUT * 2)
        if self._conn is not None:
            await self._conn.close()
            self._conn = None
