"""What the courier does when a send fails: wait, retry, park the row, give up, follow the chat."""

from __future__ import annotations

import dataclasses
import logging
import time
from typing import TYPE_CHECKING

from bot.delivery.channel_loss import chat_gone
from bot.delivery.judge_alerts import give_up_reason, tell_judges
from bot.delivery.outgoing import MAX_BACKOFF, row_attachment
from bot.notices import Deletion, Unbutton
from bot.ports.delivery import OutboxRow
from bot.ports.sending import ChatGone, Delivery, RetryLater, Undeliverable

if TYPE_CHECKING:
    from bot.delivery.courier import Courier

log = logging.getLogger(__name__)

HOLD = 2.0  # a failing row holds its chat's later rows at most this long, then steps aside


class SendFailures:
    """The courier's part that settles a failed send; it shares the courier's per-chat state."""

    async def _settle(self: Courier, row: OutboxRow, result: Delivery | BaseException) -> None:
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

    async def _failed(self: Courier, row: OutboxRow, error: BaseException) -> None:
        """A picture or file that fails goes as its text at once; anything else is settled."""
        attached = row.attachment_json is not None and row.id not in self._plain
        if attached and not isinstance(row_attachment(row), Deletion | Unbutton):
            log.warning("outbox row %s: the attachment failed (%s), sent as text", row.id, error)
            self._plain.add(row.id)
            self._pages.pop(row.id, None)
            self.queue.replace(dataclasses.replace(row, parts_sent=0))
            return
        await self._settle(row, error)

    async def _throttled(self: Courier, row: OutboxRow, later: RetryLater) -> None:
        """The platform asked to slow down: wait as told; the message is not at fault."""
        seconds = max(later.seconds or 1.0, 0.05)
        until = time.monotonic() + seconds
        if later.everywhere:  # VK's error 6 counts every request of the token
            self._pause_all = max(self._pause_all, until)
        self._blocked[row.chat_id] = until
        self.service.metrics.send_errors.labels(self.sender.platform, "throttled").inc()
        async with self.db.transaction() as store:
            await store.outbox.postpone(row.id, time.time() + seconds, str(later), count=False)

    async def _retry(self: Courier, row: OutboxRow, seconds: float, error: str) -> None:
        """Try again later; a row failing again steps out of its chat's order (poison)."""
        self.service.metrics.send_errors.labels(self.sender.platform, "retry").inc()
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

    async def _give_up(self: Courier, row: OutboxRow, error: str) -> None:
        """The row cannot be delivered: mark it failed and tell the judges once."""
        log.warning("outbox row %s undeliverable: %s", row.id, error)
        self.service.metrics.send_errors.labels(self.sender.platform, "undeliverable").inc()
        async with self.db.transaction() as store:
            await store.outbox.fail(row.id, error, time.time())
        told = row.id in self._told
        self._forget(row)
        if not told:
            await tell_judges(self.service, row, give_up_reason(error))

    async def _chat_gone(self: Courier, row: OutboxRow, gone: ChatGone) -> None:
        """The chat moved or is lost: the database, then this courier's memory, follow."""
        await chat_gone(self.service, self.sender.platform, self.queue, self._parked, row, gone)
