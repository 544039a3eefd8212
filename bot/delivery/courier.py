"""Drains the outbox through a platform's sender, in order per chat, within its limits."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

from bot.delivery.batch_sending import Batch, Batching
from bot.delivery.outbox_queue import BULK, fanned_out
from bot.delivery.outgoing import render_row, row_attachment
from bot.delivery.ratelimit import InFlight, Limiter, Window, overall_window
from bot.delivery.row_messages import row_messages
from bot.delivery.send_failures import SendFailures
from bot.delivery.texts import Texts
from bot.notices import Picture
from bot.ports.delivery import OutboxRow
from bot.ports.sender import Sender
from bot.ports.sending import ChatGone, Delivery, Outgoing, RetryLater, Undeliverable
from bot.ports.store import Database, Store
from bot.service import Service

log = logging.getLogger(__name__)

RECHECK = 2.0  # seconds between looks at the table for rows another process queued
POKED = 0.02  # after another worker's commit, the next look within this many seconds


class Courier(SendFailures):
    """One per platform: sends pending rows, marks them only after the platform took them.

    The rows are kept in memory (`OutboxQueue`), handed over by the database as each
    transaction commits; the table is read at start and every few seconds for rows
    another process queued. A row is marked sent in a batch with the others that finished
    at the same moment, and its send slot is free only once the mark is committed: a crash
    repeats at most the sends in flight.
    """

    def __init__(
        self, sender: Sender, db: Database, texts: Texts, service: Service, max_attempts: int = 8
    ) -> None:
        super().__init__(sender, db, service, max_attempts)
        self.texts = texts
        self.limiter = Limiter(sender.limits)
        self.in_flight = InFlight(sender.limits)
        self._loaded = False
        self._busy: set[int] = set()  # chats with a send in flight: one at a time keeps order
        self._tasks: set[asyncio.Task[None]] = set()
        self._progress = asyncio.Event()
        self._last_look = 0.0
        self._paid: Window | None = None  # the paid broadcasts' overall window
        self.batching = None if sender.batches is None else Batching(sender.batches)

    def committed(self, store: Store) -> None:
        """A committed transaction (the wiring registers this with `Database.on_commit`):
        queue its rows, forget the ones a newer ref replaced."""
        added, removed = store.outbox.added, store.outbox.removed
        if not added and not removed:
            return
        platform = self.sender.platform
        for row_id in removed:
            if row_id not in self._pages:
                self.queue.remove(row_id)
        mine = fanned_out([row for row in added if row.platform == platform])
        for row in mine:
            self.queue.add(row)
        if mine or removed:
            self._progress.set()

    async def _look(self) -> None:
        """Take the rows another process (or the time before this courier) queued.

        The first look takes every pending row, this process's own included (a deadline
        firing at start-up commits rows before it); later looks take what other workers
        wrote, which no commit of this process hands over (several workers on PostgreSQL).
        """
        self._last_look = time.monotonic()
        async with self.db.transaction() as store:
            rows = await store.outbox.claim(self.sender.platform, everything=not self._loaded)
        for row in rows:
            self.queue.add(row)
        self._loaded = True

    def poke(self) -> None:
        """Another worker committed rows for this platform: look for them soon.

        Many workers' commits come as many pokes: a look at most every POKED seconds takes
        what all of them wrote, instead of a transaction for each.
        """
        self._last_look = min(self._last_look, time.monotonic() - RECHECK + POKED)
        self._progress.set()

    async def run(self) -> None:
        """Send until cancelled."""
        await self._look()
        while True:
            self._progress.clear()
            wait = self._dispatch()
            if time.monotonic() - self._last_look >= RECHECK:
                await self._look()
                continue
            # Until the next look too: a poke may have brought it closer than RECHECK.
            look_in = self._last_look + RECHECK - time.monotonic()
            timeout = min(RECHECK if wait is None else wait, look_in)
            # asyncio.wait, not wait_for: on 3.11 wait_for can swallow a cancellation that
            # arrives as the event is set, and a stop then waits for this loop forever.
            waiter = asyncio.ensure_future(self._progress.wait())
            try:
                await asyncio.wait([waiter], timeout=max(timeout, 0.001))
            finally:
                waiter.cancel()

    async def pass_once(self) -> bool:
        """One turn of `run` without its waiting: start what may go now and await it.

        For a caller that drives time itself (a test harness, a one-shot flush): returns
        whether anything was sent or attempted.
        """
        if not self._loaded:
            await self._look()
        self._dispatch()
        started = list(self._tasks)
        if started:
            await asyncio.gather(*started)
        return bool(started)

    async def drain(self, timeout: float) -> bool:
        """Wait until nothing is pending or in flight; False on timeout."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.queue and not self._tasks and not self._parked:
                return True
            await asyncio.sleep(0.05)
        return False

    async def stop(self) -> None:
        """Let sends in flight finish and mark them."""
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=10)

    def _full(self) -> bool:
        limit = self.in_flight.limit
        return limit is not None and len(self._tasks) >= limit

    def _dispatch(self) -> float | None:
        """Start every send the limits allow; return how long to wait before trying again."""
        now = time.monotonic()
        if self._pause_all > now:
            return self._pause_all - now
        wait: float | None = None

        def later(seconds: float) -> None:
            nonlocal wait
            wait = seconds if wait is None else min(wait, seconds)

        self._unpark(now)
        if self.batching is not None:
            self._start_batches(self.batching, now, later)
        for chat_id in self.queue.chats():
            if self._full():  # a finished send sets _progress and brings us back
                return wait
            if chat_id in self._busy:
                continue
            blocked = self._blocked.get(chat_id, 0.0) - now
            if blocked > 0:
                later(blocked)
                continue
            row = self.queue.head(chat_id)
            assert row is not None
            picture = isinstance(row_attachment(row), Picture) and row.id not in self._plain
            if picture and row.id not in self._drawn and row.id not in self._pages:
                # Drawn first, counted when it leaves: a window counted at the start of a
                # second-long drawing let the next sends reach Telegram inside it (429).
                self._busy.add(chat_id)
                self._start(self._draw(row))
                continue
            bucket = self._overall_for(row)
            overall = self.limiter.overall_wait(now, bucket)
            if overall > 0:  # no chat may go before the platform's overall rate allows
                later(overall)
                if bucket is None:
                    break
                continue
            delay = self.limiter.acquire(chat_id, self.sender.is_group(chat_id), bucket)
            if delay > 0:
                later(delay)
                self._blocked[chat_id] = now + delay
                continue
            self._busy.add(chat_id)
            self._start(self._deliver(row))
        self._blocked = {chat: until for chat, until in self._blocked.items() if until > now}
        if self._parked:
            later(max(0.05, min(at for _, at in self._parked.values()) - now))
        return wait

    def _start_batches(
        self, batching: Batching, now: float, later: Callable[[float], None]
    ) -> None:
        """Plain rows to many private chats in one request each, as the limits allow."""
        ready: Batch = []
        for chat_id in self.queue.chats():
            if chat_id in self._busy or self._blocked.get(chat_id, 0.0) > now:
                continue
            if self.sender.is_group(chat_id):
                continue
            row = self.queue.head(chat_id)
            if row is None or row.attachment_json is not None or row.parts_sent:
                continue
            messages = self.render(row)
            if len(messages) == 1:
                ready.append((row, messages[0]))
        if len(ready) < 2:
            return
        for batch in batching.batches(ready):
            if self._full():
                return
            # One request to many chats: one slot of the platform's rate.
            delay = self.limiter.acquire(batch[0][0].chat_id, False)
            if delay > 0:
                later(delay)
                return
            for row, _ in batch:
                self._busy.add(row.chat_id)
            self._start(self._deliver_many(batching, batch))

    async def _deliver_many(self, batching: Batching, batch: Batch) -> None:
        """One request to many chats; each row then succeeds or fails on its own."""
        try:
            results = await batching.send(batch)
        finally:
            self.limiter.release(batch[0][0].chat_id)  # counted from its answer on
        try:
            await asyncio.gather(
                *(
                    self._settle(row, result)
                    for (row, _), result in zip(batch, results, strict=True)
                )
            )
        finally:
            for row, _ in batch:
                self._busy.discard(row.chat_id)
            self._progress.set()

    def _overall_for(self, row: OutboxRow) -> Window | None:
        """A fan-out row's own overall window while Telegram's paid broadcasts are on."""
        if row.priority != BULK:
            return None
        paid = self.sender.broadcast_limits
        if paid is None:
            return None
        if self._paid is None:
            self._paid = overall_window(paid)
        return self._paid

    async def _draw(self, row: OutboxRow) -> None:
        """Draw a picture row's pages ahead of its send (a failure shows when it is sent)."""
        try:
            self._drawn[row.id] = await self._pictured(row)
        except Exception:  # the send draws again and settles the failure as usual
            self._drawn[row.id] = None
        finally:
            self._busy.discard(row.chat_id)
            self._progress.set()

    def _unpark(self, now: float) -> None:
        """A failing row whose time came goes back to the head of its chat."""
        for row_id, (row, at) in list(self._parked.items()):
            if at <= now:
                del self._parked[row_id]
                self.queue.add(row)

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def render(self, row: OutboxRow) -> list[Outgoing]:
        """The row as one or more platform messages in the recipient's language."""
        return render_row(self.texts, row, self.sender.max_text)

    async def _pictured(self, row: OutboxRow) -> list[Outgoing]:
        """The row's messages; a picture row becomes its PNG pages, the text as caption."""
        plain = row.id in self._plain
        return await row_messages(row, self.render, self.texts, self.db, plain=plain)

    async def _deliver(self, row: OutboxRow) -> None:
        chat_id = row.chat_id
        try:
            drawn = self._drawn.pop(row.id, None)
            messages = self._pages.get(row.id) or drawn or await self._pictured(row)
            delivery = Delivery()
            first = row.parts_sent  # `row` is replaced as parts go: the first of this turn
            for i in range(first, len(messages)):
                if i > first:  # `_dispatch` counted the first part only
                    delay = self.limiter.acquire(chat_id, self.sender.is_group(chat_id))
                    if delay > 0:
                        # A chat waiting for its token never holds a slot from another chat.
                        self._blocked[chat_id] = time.monotonic() + delay
                        return
                message = messages[i]
                if row.priority == BULK:
                    message = dataclasses.replace(message, broadcast=True)
                if row.thread_id is not None:  # a forum topic: every part goes into it
                    message = dataclasses.replace(message, thread_id=row.thread_id)
                started = time.monotonic()
                try:
                    delivery = await self.sender.send(message)
                finally:
                    self.limiter.release(chat_id)  # counted from its answer on
                self.in_flight.observe(time.monotonic() - started)
                if i < len(messages) - 1:
                    async with self.db.transaction() as store:
                        await store.outbox.mark_part(row.id, i + 1)
                    # Whatever happens next (a 429, a failure), the parts sent stay sent.
                    row = dataclasses.replace(row, parts_sent=i + 1)
                    self.queue.replace(row)
                    self._pages[row.id] = messages
            await self.marks.mark(row, delivery.message_id)
        except RetryLater as later:
            if later.throttled:  # the platform's rate, not the message: wait as told
                await self._throttled(row, later)
            else:
                await self._failed(row, later)
        except ChatGone as gone:  # not the message's fault: the whole chat moved or is lost
            await self._chat_gone(row, gone)
        except Undeliverable as refused:
            await self._failed(row, refused)
        except Exception as exc:  # a bug or an unexpected answer: back off, do not lose it
            log.exception("sending outbox row %s failed", row.id)
            await self._failed(row, exc)
        finally:
            self.limiter.release(chat_id)  # a row that failed before its send
            self._busy.discard(chat_id)
            self._progress.set()
