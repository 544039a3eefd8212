"""Drains the outbox through a platform's sender, in order per chat, within its limits."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Coroutine
from typing import Any, Protocol

from bot.commands import Undelivered
from bot.envelope import Delivery, Outgoing, RenderedButton, RetryLater, Undeliverable
from bot.notices import Deletion, Document, button_command
from bot.ports import Database, OutboxRow
from bot.ratelimit import Limiter, Limits
from bot.render.specs import draw
from bot.service import Service, system_envelope
from bot.texts import Texts

log = logging.getLogger(__name__)

BATCH = 500
RECHECK = 1.0  # seconds between looks at the outbox when nothing wakes the courier
MANY = 100  # chats one batched request may address (VK's peer_ids)
CAPTION = 1000  # a picture's caption: Telegram takes 1024 characters
MAX_BACKOFF = 300.0


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


def split_text(text: str, limit: int) -> list[str]:
    """Chunks of at most `limit` characters, cut at line ends where possible."""
    chunks: list[str] = []
    while len(text) > limit:
        cut = text.rfind("\n", 0, limit)
        if cut <= 0:
            cut = limit
        chunks.append(text[:cut])
        text = text[cut:].lstrip("\n")
    chunks.append(text)
    return chunks


class Courier:
    """One per platform: sends pending rows, marks them only after the platform took them."""

    def __init__(
        self, sender: Sender, db: Database, texts: Texts, service: Service, max_attempts: int = 8
    ) -> None:
        self.sender = sender
        self.db = db
        self.texts = texts
        self.service = service
        self.max_attempts = max_attempts
        self.limiter = Limiter(sender.limits)
        self._busy: set[int] = set()  # chats with a send in flight: one at a time keeps order
        self._blocked: dict[int, float] = {}  # chat → monotonic time it may be tried again
        self._tasks: set[asyncio.Task[None]] = set()
        self._progress = asyncio.Event()
        self._pause_all = 0.0  # monotonic time before which nothing is sent (VK error 6)

    async def run(self) -> None:
        """Send until cancelled."""
        wake = self.service.watch_outbox()
        while True:
            wake.clear()
            self._progress.clear()
            wait = await self._dispatch()
            waiters = [
                asyncio.ensure_future(wake.wait()),
                asyncio.ensure_future(self._progress.wait()),
            ]
            try:
                # Never asleep for long: whatever woke nobody, a message waits a second at most.
                timeout = RECHECK if wait is None else min(wait, RECHECK)
                await asyncio.wait(waiters, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiter in waiters:
                    waiter.cancel()

    async def pass_once(self) -> bool:
        """One turn of `run` without its waiting: start what may go now and await it.

        For a caller that drives time itself (a test harness, a one-shot flush): returns
        whether anything was sent or attempted.
        """
        await self._dispatch()
        started = list(self._tasks)
        if started:
            await asyncio.gather(*started)
        return bool(started)

    async def drain(self, timeout: float) -> bool:
        """Wait until nothing is pending or in flight; False on timeout."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            async with self.db.transaction() as store:
                pending = await store.outbox.due(self.sender.platform, 1)
            if not pending and not self._tasks:
                return True
            await asyncio.sleep(0.05)
        return False

    async def stop(self) -> None:
        """Let sends in flight finish and mark them."""
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=10)

    async def _dispatch(self) -> float | None:
        """Start every send the limits allow; return how long to wait before trying again."""
        if self._full():  # woken by a commit while sends are out: a finished one wakes us
            return None
        now = time.monotonic()
        if self._pause_all > now:
            return self._pause_all - now
        wanted = self._wanted(now)
        async with self.db.transaction() as store:
            rows = await store.outbox.due(self.sender.platform, wanted)
        first_per_chat = {row.chat_id: row for row in rows}  # `due` reads one row a chat
        wait: float | None = None
        ready = {
            chat_id: row for chat_id, row in first_per_chat.items()
            if chat_id not in self._busy and self._blocked.get(chat_id, 0.0) <= now
        }  # fmt: skip
        for group in self._batches(ready):
            if self._full():
                return wait
            # One request to many private chats (VK's peer_ids): one slot of the rate limit.
            delay = self.limiter.acquire(group[0].chat_id, False)
            if delay > 0:
                wait = delay if wait is None else min(wait, delay)
                continue
            for row in group:
                self._busy.add(row.chat_id)
                del first_per_chat[row.chat_id]
            self._start(self._deliver_many(group))
        for chat_id, row in first_per_chat.items():
            if self._full():  # a finished send sets _progress and brings us back
                return wait
            if chat_id in self._busy:
                continue
            blocked = self._blocked.get(chat_id, 0.0) - now
            if blocked > 0:
                wait = blocked if wait is None else min(wait, blocked)
                continue
            delay = self.limiter.acquire(chat_id, self.sender.is_group(chat_id))
            if delay > 0:
                wait = delay if wait is None else min(wait, delay)
                self._blocked[chat_id] = now + delay  # so `_wanted` reads past it
                continue
            self._busy.add(chat_id)
            self._start(self._deliver(row))
        if len(rows) == wanted and wait is None:
            wait = 0.05
        return wait

    def _wanted(self, now: float) -> int:
        """How many chats' first rows to read: the free sends and the chats to step past."""
        limit = self.sender.limits.in_flight
        if limit is None:  # every ready chat may go at once (and VK batches them)
            return BATCH
        # Reading 500 rows to start one send was most of the courier's work under load.
        self._blocked = {chat: until for chat, until in self._blocked.items() if until > now}
        return min(BATCH, limit - len(self._tasks) + len(self._busy) + len(self._blocked))

    def _full(self) -> bool:
        """Whether as many sends await the platform as the limits allow."""
        limit = self.sender.limits.in_flight
        return limit is not None and len(self._tasks) >= limit

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _batches(self, ready: dict[int, OutboxRow]) -> list[list[OutboxRow]]:
        """Rows with the same words to several private chats, for a sender that can batch."""
        if not hasattr(self.sender, "send_many"):
            return []
        same: dict[tuple[str, str, str], list[OutboxRow]] = {}
        for row in ready.values():
            if row.attachment_json is not None or self.sender.is_group(row.chat_id):
                continue
            signature = (row.locale, row.key, row.params_json, row.buttons_json)
            same.setdefault(signature, []).append(row)
        groups = []
        for rows in same.values():
            for start in range(0, len(rows), MANY):
                chunk = rows[start : start + MANY]
                if len(chunk) > 1:
                    groups.append(chunk)
        return groups

    async def _deliver_many(self, rows: list[OutboxRow]) -> None:
        """One send to many chats; each row then succeeds or fails on its own."""
        try:
            messages = [self.render(row) for row in rows]
            if any(len(m) != 1 for m in messages):
                raise RuntimeError("a long text is not batched")
            results = await self.sender.send_many([m[0] for m in messages])  # type: ignore[attr-defined]
        except Exception as exc:  # the whole request failed: each row retries on its own
            results = [exc] * len(rows)
        try:
            for row, result in zip(rows, results, strict=True):
                await self._settle(row, result)
        finally:
            for row in rows:
                self._busy.discard(row.chat_id)
            self._progress.set()

    async def _settle(self, row: OutboxRow, result: Delivery | BaseException) -> None:
        if isinstance(result, Delivery):
            async with self.db.transaction() as store:
                await store.outbox.mark_sent(row.id, result.message_id, time.time())
            self.service.metrics.sent.labels(self.sender.platform).inc()
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
        text = self.texts.render(row.locale, row.key, row.params)
        buttons = [
            [
                RenderedButton(
                    self.texts.render(row.locale, b["label"], b.get("params")),
                    button_command(b),
                    b.get("deeplink"),
                )
                for b in line
            ]
            for line in row.buttons
        ]
        chunks = split_text(text, self.sender.max_text)
        last = len(chunks) - 1
        return [
            Outgoing(row.id, row.platform, row.chat_id, chunk, buttons if i == last else [], i)
            for i, chunk in enumerate(chunks)
        ]

    async def _pictured(self, row: OutboxRow) -> list[Outgoing]:
        """The row's messages; a picture row becomes its PNG pages, the text as caption."""
        messages = self.render(row)
        attachment = row.attachment
        match attachment:
            case None:
                return messages
            case Deletion(message_id):
                return [Outgoing(row.id, row.platform, row.chat_id, "", delete=message_id)]
            case Document(name, data):
                caption = messages[0].text[:CAPTION]
                return [
                    Outgoing(row.id, row.platform, row.chat_id, caption, document=(name, data))
                ]
        picture = attachment.spec
        pages = await asyncio.to_thread(
            draw, picture, lambda value: self.texts.value(row.locale, value)
        )
        edit_of = None
        if row.ref is not None:
            async with self.db.transaction() as store:
                edit_of = await store.outbox.last_sent(row.platform, row.chat_id, row.ref)
        caption = messages[0].text[:CAPTION]
        return [
            Outgoing(
                row.id,
                row.platform,
                row.chat_id,
                caption if i == 0 else "",
                [],
                i,
                png,
                edit_of if len(pages) == 1 else None,
            )
            for i, png in enumerate(pages)
        ]

    async def _deliver(self, row: OutboxRow) -> None:
        try:
            delivery = Delivery()
            messages = await self._pictured(row)
            for i, message in enumerate(messages):
                if i < row.parts_sent:  # delivered before a restart or a failed later part
                    continue
                if i > row.parts_sent:  # `_dispatch` took the limits' token for the first only
                    await self._pace(row.chat_id)
                delivery = await self.sender.send(message)
                if i < len(messages) - 1:
                    async with self.db.transaction() as store:
                        await store.outbox.mark_part(row.id, i + 1)
            async with self.db.transaction() as store:
                await store.outbox.mark_sent(row.id, delivery.message_id, time.time())
            self.service.metrics.sent.labels(self.sender.platform).inc()
        except RetryLater as later:
            if later.throttled:
                await self._throttled(row, later)
            else:
                backoff = min(MAX_BACKOFF, 2.0**row.attempts)
                seconds = later.seconds if later.seconds is not None else backoff
                await self._retry(row, seconds, str(later))
        except Undeliverable as refused:
            await self._give_up(row, str(refused))
        except Exception as exc:  # a bug or an unexpected answer: back off, do not lose it
            log.exception("sending outbox row %s failed", row.id)
            await self._retry(row, min(MAX_BACKOFF, 2**row.attempts), repr(exc))
        finally:
            self._busy.discard(row.chat_id)
            self._progress.set()

    async def _pace(self, chat_id: int) -> None:
        """Wait until the limits allow one more message to the chat, and take it."""
        group = self.sender.is_group(chat_id)
        while (delay := self.limiter.acquire(chat_id, group)) > 0:
            await asyncio.sleep(delay)

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
        self.service.metrics.send_errors.labels(self.sender.platform, "retry").inc()
        if row.attempts + 1 >= self.max_attempts:
            await self._give_up(row, f"gave up after {row.attempts + 1} attempts: {error}")
            return
        self._blocked[row.chat_id] = time.monotonic() + max(seconds, 0.05)
        async with self.db.transaction() as store:
            await store.outbox.postpone(row.id, time.time() + seconds, error)

    async def _give_up(self, row: OutboxRow, error: str) -> None:
        log.warning("outbox row %s undeliverable: %s", row.id, error)
        self.service.metrics.send_errors.labels(self.sender.platform, "undeliverable").inc()
        async with self.db.transaction() as store:
            await store.outbox.fail(row.id, error, time.time())
        # The judges hear about players they cannot reach; never about their own alerts.
        if (
            row.account_id is not None
            and row.tournament_id is not None
            and row.key != "undeliverable"
        ):
            reason = error if error in ("blocked", "never-started") else "other"
            await self.service.execute(
                system_envelope(
                    Undelivered(
                        account_id=row.account_id, reason=reason, tournament=row.tournament_id
                    )
                )
            )
