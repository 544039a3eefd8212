"""The courier's marks of sent rows, committed in batches of the sends finishing together."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from bot.ports.delivery import OutboxRow
from bot.ports.store import Database

log = logging.getLogger(__name__)


class SentMarks:
    """Marks rows sent in one transaction with the others finishing in the same turn."""

    def __init__(self, db: Database, marked: Callable[[OutboxRow], None]) -> None:
        self.db = db
        self.marked = marked  # called for each row once its mark is committed (or failed)
        self._marks: list[tuple[OutboxRow, int | None, asyncio.Future[None]]] = []
        self._marking: asyncio.Task[None] | None = None

    async def mark(self, row: OutboxRow, message_id: int | None) -> None:
        """Mark the row sent together with the others finishing now; return once committed."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._marks.append((row, message_id, done))
        if self._marking is None:
            self._marking = asyncio.create_task(self._flush())
        await done

    async def _flush(self) -> None:
        """Commit the waiting marks, batch after batch, until none is left."""
        try:
            while self._marks:
                await asyncio.sleep(0)  # sends finishing in the same turn join this batch
                batch, self._marks = self._marks, []
                try:
                    async with self.db.transaction() as store:
                        marks = [(row.id, message_id) for row, message_id, _ in batch]
                        await store.outbox.mark_sent_many(marks, time.time())
                except Exception:  # the platform has them: a restart may send them again
                    log.exception("could not mark %d sent outbox rows", len(batch))
                for row, _, done in batch:
                    self.marked(row)
                    done.set_result(None)
        finally:
            self._marking = None
