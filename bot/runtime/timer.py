"""The clock task: fires persisted deadlines through the same path as every command."""

from __future__ import annotations

import logging

from bot.clock import Clock
from bot.commands import load
from bot.ports.store import Database
from bot.service import Service, system_envelope

log = logging.getLogger(__name__)

IDLE = 3600.0  # with nothing scheduled, look again in an hour anyway


class Timer:
    """Sleeps until the next due deadline; a new deadline wakes it early."""

    def __init__(
        self, db: Database, clock: Clock, service: Service, *, poll: float = IDLE
    ) -> None:
        self.db = db
        self.clock = clock
        self.service = service
        # Workers sharing PostgreSQL schedule deadlines this process hears nothing of (and a
        # killed worker's fall to the others): there the clock looks every `poll` seconds.
        self.poll = poll
        self.fired = 0

    async def run(self) -> None:
        """Fire deadlines until cancelled; overdue ones (after a restart) fire at once."""
        wake = self.service.deadlines_changed
        while True:
            wake.clear()
            await self.fire_due()
            async with self.db.transaction() as store:
                next_due = await store.deadlines.next_due()
            now = self.clock.now()
            when = min(next_due if next_due is not None else now + IDLE, now + self.poll)
            self.service.next_deadline = when
            await self.clock.sleep_until(when, wake)
            self.service.next_deadline = float("inf")  # until read again: wake for any

    async def fire_due(self) -> int:
        """Run every deadline whose time has come; returns how many ran."""
        async with self.db.transaction() as store:
            due = await store.deadlines.due(self.clock.now())
        for deadline in due:
            # The command and the "fired" mark commit together, so a crash fires it again
            # rather than never; the commands check state, so a second run changes nothing.
            await self.service.execute(system_envelope(load(deadline.payload), deadline.id))
            self.fired += 1
        return len(due)
