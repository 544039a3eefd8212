"""The courier's rows in flight and what it does when a send fails: wait, retry, park, give up."""

from __future__ import annotations

import dataclasses
import logging
import time

from bot.delivery.channel_loss import chat_gone
from bot.delivery.judge_alerts import give_up_reason, tell_judges
from bot.delivery.outbox_queue import OutboxQueue
from bot.delivery.outgoing import MAX_BACKOFF, row_attachment
from bot.delivery.sent_marks import SentMarks
from bot.notices import Deletion, Unbutton
from bot.ports.delivery import OutboxRow
from bot.ports.sender import Sender
from bot.ports.sending import ChatGone, Delivery, Outgoing, RetryLater, Undeliverable
from bot.ports.store import Database
from bot.service import Service

log = logging.getLogger(__name__)

HOLD = 2.0  # a failing row holds its chat's later rows at most this long, then steps aside


class SendFailures:
    """The courier's queue and per-chat state, and how each finished send settles them."""

    def __init__(self, sender: Sender, db: Database, service: Service, max_attempts: int) -> None:
        self.sender = sender
        self.db = db
        self.service = service
        self.max_attempts = max_attempts
        self.queue = OutboxQueue()
        self._blocked: dict[int, float] = {}  # chat → monotonic time it may be tried again
        self._parked: dict[int, tuple[OutboxRow, float]] = {}  # failing rows, out of order
        self._told: set[int] = set()  # parked rows the judges were told about
        self._plain: set[int] = set()  # rows whose picture failed: sent as text
        self._pages: dict[int, list[Outgoing]] = {}  # a long row resumed between tokens
        self._drawn: dict[int, list[Outgoing] | None] = {}  # pictures drawn before their slot
        self._pause_all = 0.0  # monotonic time before which nothing is sent (VK error 6)
        self.marks = SentMarks(db, self._marked)

    def _marked(self, row: OutboxRow) -> None:
        """The row's mark is committed: forget it and count it."""
        self._forget(row)
        self.service.metrics.count_sent(self.sender.platform)

    def _forget(self, row: OutboxRow) -> None:
        self.queue.remove(row.id, row.chat_id)
        self._plain.discard(row.id)
        self._told.discard(row.id)
        self._pages.pop(row.id, None)
        self._drawn.pop(row.id, None)

    async def _settle(self, row: OutboxRow, result: Delivery | BaseException) -> None:
        """One row's outcome: marked sent, throttled, retried, given up, or its chat followed."""
        if isinstance(result, ChatGone):
            await self._chat_gone(row, result)
        elif isinstance(result, Delivery):
            await self.marks.mark(row, result.message_id)
        elif isinstance(result, RetryLater) and result.throttled:
            await self._throttled(row, result)
        elif isinstance(result, RetryLater):
            backoff = min(MAX_BACKOFF, 2.0**row.attempts)
            await self._retry(
                row, result.seconds if result.seconds is not None else backoff, str(result)
            )
        elif isinstance(result, Undeliverable):
            await self._give_up(row, str(result))
        else:
            await self._retry(row, min(MAX_BACKOFF, 2.0**row.attempts), repr(result))

    async def _failed(self, row: OutboxRow, error: BaseException) -> None:
        """A picture or file that fails goes as its text at once; anything else is settled."""
        attached = row.attachment_json is not None and row.id not in self._plain
        if attached and not isinstance(row_attachment(row), Deletion | Unbutton):
            log.warning("outbox row %s: the attachment failed (%s), sent as text", row.id, error)
            self._plain.add(row.id)
            self._pages.pop(row.id, None)
            self.queue.replace(dataclasses.replace(row, parts_sent=0))
            return
        await self._settle(row, error)

    async def _throttled(self, row: OutboxRow, later: RetryLater) -> None:
        """The platform asked to slow down: wait as told; the message is not at fault."""
        seconds = max(later.seconds or 1.0, 0.05)
        until = time.monotonic() + seconds
        if later.everywhere:  # VK's error 6 counts every request of the token
            self._pause_all = max(self._pause_all, until)
        self._blocked[row.chat_id] = until
        self.service.metrics.count_send_error(self.sender.platform, "throttled")
        async with self.db.transaction() as store:
            await store.outbox.postpone(row.id, time.time() + seconds, str(later), count=False)

    async def _retry(self, row: OutboxRow, seconds: float, error: str) -> None:
        """Try again later; a row failing again steps out of its chat's order (poison)."""
        self.service.metrics.count_send_error(self.sender.platform, "retry")
        if row.attempts + 1 >= self.max_attempts:
            await self._give_up(row, f"gave up after {row.attempts + 1} attempts: {error}")
            return
        async with self.db.transaction() as store:
            await store.outbox.postpone(row.id, time.time() + seconds, error)
        row = dataclasses.replace(row, attempts=row.attempts + 1)
        if row.attempts == 1 and seconds <= HOLD:  # a blip: keep the chat's order
            self.queue.replace(row)
            self._blocked[row.chat_id] = time.monotonic() + max(seconds, 0.05)
            return
        # The chat's later rows go on; this one is retried on its own and the judges hear.
        self.queue.remove(row.id, row.chat_id)
        self._parked[row.id] = (row, time.monotonic() + max(seconds, 0.05))
        self._blocked[row.chat_id] = time.monotonic() + min(max(seconds, 0.05), HOLD)
        if row.id not in self._told:
            self._told.add(row.id)
            await tell_judges(self.service, row, "other")

    async def _give_up(self, row: OutboxRow, error: str) -> None:
        """The row cannot be delivered: mark it failed and tell the judges once."""
        log.warning("outbox row %s undeliverable: %s", row.id, error)
        self.service.metrics.count_send_error(self.sender.platform, "undeliverable")
        async with self.db.transaction() as store:
            await store.outbox.fail(row.id, error, time.time())
        told = row.id in self._told
        self._forget(row)
        if not told:
            await tell_judges(self.service, row, give_up_reason(error))

    async def _chat_gone(self, row: OutboxRow, gone: ChatGone) -> None:
        """The chat moved or is lost: the database, then this courier's memory, follow."""
        await chat_gone(self.service, self.sender.platform, self.queue, self._parked, row, gone)
