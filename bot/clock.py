"""Wall-clock time for the application; tests move a manual clock by hand."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime
from typing import Protocol


class Clock(Protocol):
    """Where `now` comes from and how to wait for a moment."""

    def now(self) -> float:
        """Current UTC time as a POSIX timestamp."""
        ...

    async def sleep_until(self, when: float, wake: asyncio.Event) -> None:
        """Return at `when`, or earlier once `wake` is set."""
        ...


class SystemClock:
    """The real clock."""

    def now(self) -> float:
        """Current UTC time as a POSIX timestamp."""
        return time.time()

    async def sleep_until(self, when: float, wake: asyncio.Event) -> None:
        """Sleep until `when` or until woken."""
        delay = max(0.0, when - self.now())
        # asyncio.wait, not wait_for: on 3.11 wait_for can swallow a cancellation that
        # arrives as the event is set, and the timer task would then never stop.
        waiter = asyncio.ensure_future(wake.wait())
        try:
            await asyncio.wait([waiter], timeout=min(delay, 3600))
        finally:
            waiter.cancel()


class ManualClock:
    """A clock that moves only when told: deadlines fire without sleeping."""

    def __init__(self, start: float | datetime) -> None:
        self._now = start.timestamp() if isinstance(start, datetime) else start
        self._tick = asyncio.Event()

    def now(self) -> float:
        """The time the test set."""
        return self._now

    def advance(self, seconds: float) -> None:
        """Move time forward and wake every sleeper."""
        self._now += seconds
        tick, self._tick = self._tick, asyncio.Event()
        tick.set()

    async def sleep_until(self, when: float, wake: asyncio.Event) -> None:
        """Wait until the clock reaches `when` or `wake` is set."""
        while self._now < when and not wake.is_set():
            waiters = {
                asyncio.ensure_future(self._tick.wait()),
                asyncio.ensure_future(wake.wait()),
            }
            _, pending = await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            for task in pending:
                task.cancel()


def utc(ts: float) -> datetime:
    """A timestamp as an aware UTC datetime."""
    return datetime.fromtimestamp(ts, UTC)
