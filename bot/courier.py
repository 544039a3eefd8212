"""Drains the outbox through a platform's sender, in order per chat, within its limits."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import Coroutine
from typing import Any, Protocol

from bot.batch_sending import BatchSending
from bot.channel_loss import follow, gone_command
from bot.commands import Undelivered
from bot.envelope import (
    UNREACHABLE,
    ChatGone,
    Delivery,
    Outgoing,
    RetryLater,
    Undeliverable,
)
from bot.notices import Deletion, Document, Picture, Unbutton
from bot.outbox_queue import BULK, PERSONAL, OutboxQueue
from bot.outgoing import CAPTION, MAX_BACKOFF, render_row, split_text
from bot.ports import Database, OutboxRow, Store
from bot.ratelimit import InFlight, Limiter, Limits, Window, overall_window
from bot.service import Service, system_envelope
from bot.texts import Texts

log = logging.getLogger(__name__)

__all__ = ["Courier", "Sender", "split_text"]

RECHECK = 2.0  # seconds between looks at the table for rows another process queued
POKED = 0.02  # after another worker's commit, the next look within this many seconds
FANOUT = 3  # more personal messages than this from one change are a fan-out
HOLD = 2.0  # a failing row holds its chat's later rows at most this long, then steps aside


class Sender(Protocol):
    """One platform's way of delivering a rendered message."""

    platform: str
    limits: Limits
    max_text: int

    def is_group(self, chat_id: int) -> bool:
        """Whether the chat is a group (stricter limits)."""
        ...

    async def send(self, message: Outgoing) -> Delivery:
        """Deliver or raise RetryLater / Undeliverable."""
        ...


class Courier(BatchSending):
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
        self.sender = sender
        self.db = db
        self.texts = texts
        self.service = service
        self.max_attempts = max_attempts
        self.limiter = Limiter(sender.limits)
        self.in_flight = InFlight(sender.limits)
        self.queue = OutboxQueue()
        self._loaded = False
        self._busy: set[int] = set()  # chats with a send in flight: one at a time keeps order
        self._blocked: dict[int, float] = {}  # chat → monotonic time it may be tried again
        self._parked: dict[int, tuple[OutboxRow, float]] = {}  # failing rows, out of order
        self._told: set[int] = set()  # parked rows the judges were told about
        self._plain: set[int] = set()  # rows whose picture failed: sent as text
        self._pages: dict[int, list[Outgoing]] = {}  # a long row resumed between tokens
        self._drawn: dict[int, list[Outgoing] | None] = {}  # pictures drawn before their slot
        self._tasks: set[asyncio.Task[None]] = set()
        self._marks: list[tuple[OutboxRow, int | None, asyncio.Future[None]]] = []
        self._marking: asyncio.Task[None] | None = None
        self._progress = asyncio.Event()
        self._pause_all = 0.0  # monotonic time before which nothing is sent (VK error 6)
        self._last_look = 0.0
        self._paid: Window | None = None  # the paid broadcasts' overall window
        db.on_commit(self._committed)

    def _committed(self, store: Store) -> None:
        """A transaction committed: queue its rows, forget the ones a newer ref replaced."""
        added, removed = store.outbox.added, store.outbox.removed
        if not added and not removed:
            return
        platform = self.sender.platform
        for row_id in removed:
            if row_id not in self._pages:
                self.queue.remove(row_id)
        mine = [row for row in added if row.platform == platform]
        personal = sum(1 for row in mine if row.priority == PERSONAL)
        for row in mine:
            if personal > FANOUT and row.priority == PERSONAL:
                row = dataclasses.replace(row, priority=BULK)
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

    def close(self) -> None:
        """Take no more rows from commits: another worker's courier sends them now."""
        self.db.off_commit(self._committed)

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
        if hasattr(self.sender, "send_many") or hasattr(self.sender, "send_batch"):
            self._start_batches(now, later)
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
            picture = isinstance(row.attachment, Picture) and row.id not in self._plain
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

    def _overall_for(self, row: OutboxRow) -> Window | None:
        """A fan-out row's own overall window while Telegram's paid broadcasts are on."""
        if row.priority != BULK:
            return None
        paid = getattr(self.sender, "broadcast_limits", None)
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

    async def _settle(self, row: OutboxRow, result: Delivery | BaseException) -> None:
        if isinstance(result, ChatGone):
            await self._chat_gone(row, result)
        elif isinstance(result, Delivery):
            await self._mark(row, result.message_id)
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

    def render(self, row: OutboxRow) -> list[Outgoing]:
        """The row as one or more platform messages in the recipient's language."""
        return render_row(self.texts, row, self.sender.max_text)

    async def _pictured(self, row: OutboxRow) -> list[Outgoing]:
        """The row's messages; a picture row becomes its PNG pages, the text as caption."""
        attachment = row.attachment
        if isinstance(attachment, Unbutton):  # no text to render: an edit of a keyboard
            return [
                Outgoing(row.id, row.platform, row.chat_id, "", unbutton=attachment.message_id)
            ]
        messages = self.render(row)
        if attachment is None or row.id in self._plain:
            return messages
        first = messages[0]
        if isinstance(attachment, Deletion):
            return [Outgoing(row.id, row.platform, row.chat_id, "", delete=attachment.message_id)]
        caption = first.text[:CAPTION]
        if isinstance(attachment, Document):
            doc = (attachment.name, attachment.data)
            made = Outgoing(row.id, row.platform, row.chat_id, caption, document=doc)
            return [dataclasses.replace(made, random_id=row.random_id)]
        from bot.render.specs import draw  # Pillow and the fonts: with the first picture

        pages = await asyncio.to_thread(
            draw, attachment.spec, lambda value: self.texts.value(row.locale, value)
        )
        edit_of = None
        if row.ref is not None:
            async with self.db.transaction() as store:
                edit_of = await store.outbox.last_sent(row.platform, row.chat_id, row.ref)
        return [
            Outgoing(
                row.id, row.platform, row.chat_id, caption if i == 0 else "", [], i, png,
                edit_of if len(pages) == 1 else None, random_id=row.random_id,
            )
            for i, png in enumerate(pages)
        ]  # fmt: skip

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
            await self._mark(row, delivery.message_id)
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

    async def _failed(self, row: OutboxRow, error: BaseException) -> None:
        """A picture or file that fails goes as its text at once; anything else is settled."""
        attached = row.attachment_json is not None and row.id not in self._plain
        if attached and not isinstance(row.attachment, Deletion | Unbutton):
            log.warning("outbox row %s: the attachment failed (%s), sent as text", row.id, error)
            self._plain.add(row.id)
            self._pages.pop(row.id, None)
            self.queue.replace(dataclasses.replace(row, parts_sent=0))
            return
        await self._settle(row, error)

    async def _mark(self, row: OutboxRow, message_id: int | None) -> None:
        """Mark the row sent together with the others finishing now; return once committed."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._marks.append((row, message_id, done))
        if self._marking is None:
            self._marking = asyncio.create_task(self._flush_marks())
        await done

    async def _flush_marks(self) -> None:
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
                    self._forget(row)
                    self.service.metrics.sent.labels(self.sender.platform).inc()
                    done.set_result(None)
        finally:
            self._marking = None

    def _forget(self, row: OutboxRow) -> None:
        self.queue.remove(row.id, row.chat_id)
        self._plain.discard(row.id)
        self._told.discard(row.id)
        self._pages.pop(row.id, None)
        self._drawn.pop(row.id, None)

    async def _throttled(self, row: OutboxRow, later: RetryLater) -> None:
        """The platform asked to slow down: wait as told; the message is not at fault."""
        seconds = max(later.seconds or 1.0, 0.05)
        until = time.monotonic() + seconds
        if later.everywhere:  # VK's error 6 counts every request of the token
            self._pause_all = max(self._pause_all, until)
        self._blocked[row.chat_id] = until
        self.service.metrics.send_errors.labels(self.sender.platform, "throttled").inc()
        async with self.db.transaction() as store:
            await store.outbox.postpone(row.id, time.time() + seconds, str(later), count=False)

    async def _retry(self, row: OutboxRow, seconds: float, error: str) -> None:
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
            await self._tell_judges(row, "other")

    async def _give_up(self, row: OutboxRow, error: str) -> None:
        log.warning("outbox row %s undeliverable: %s", row.id, error)
        self.service.metrics.send_errors.labels(self.sender.platform, "undeliverable").inc()
        async with self.db.transaction() as store:
            await store.outbox.fail(row.id, error, time.time())
        told = row.id in self._told
        self._forget(row)
        if not told:
            reason = error if error in UNREACHABLE else "other"
            await self._tell_judges(row, reason)

    async def _chat_gone(self, row: OutboxRow, gone: ChatGone) -> None:
        """A group became a supergroup, or the bot is out of it (issue 22): the bindings and
        queued rows follow in one transaction (bot/usecases/channels.py), then this memory."""
        command = gone_command(self.sender.platform, row.chat_id, gone)
        await self.service.execute(system_envelope(command))
        follow(self.queue, self._parked, row.chat_id, gone)

    async def _tell_judges(self, row: OutboxRow, reason: str) -> None:
        """The judges hear about players they cannot reach; never about their own alerts."""
        if (
            row.account_id is None
            or row.tournament_id is None
            or row.key.startswith("undeliverable")
        ):
            return
        await self.service.execute(
            system_envelope(
                Undelivered(account_id=row.account_id, reason=reason, tournament=row.tournament_id)
            )
        )
