"""Many chats in one request (VK): the same words by peer_ids, different ones by `execute`."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from bot.ports.delivery import OutboxRow
from bot.ports.sending import Outgoing

if TYPE_CHECKING:
    from bot.delivery.courier import Courier

MANY = 100  # chats one batched request may address (VK's peer_ids)


class BatchSending:
    """The courier's part that fills one request with the first rows of many chats."""

    def _start_batches(self: Courier, now: float, later: Any) -> None:
        """Plain rows to many private chats in one request: the same words to many chats
        (VK's peer_ids), then different words in one `execute` (up to its batch size)."""
        ready: list[tuple[OutboxRow, Outgoing]] = []
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
        groups: list[list[tuple[OutboxRow, Outgoing]]] = []
        if hasattr(self.sender, "send_many"):
            same: dict[tuple[str, str, str, str], list[tuple[OutboxRow, Outgoing]]] = {}
            for pair in ready:
                row = pair[0]
                same.setdefault((row.locale, row.key, row.params_json, row.buttons_json), [])
                same[(row.locale, row.key, row.params_json, row.buttons_json)].append(pair)
            rest = []
            for pairs in same.values():
                if len(pairs) > 1:
                    groups += [pairs[i : i + MANY] for i in range(0, len(pairs), MANY)]
                else:
                    rest += pairs
            ready = rest
        size = getattr(self.sender, "batch_size", 0) if hasattr(self.sender, "send_batch") else 0
        if size > 1:
            ordered = sorted(ready, key=lambda pair: (pair[0].priority, pair[0].id))
            groups += [ordered[i : i + size] for i in range(0, len(ordered), size)]
        for group in groups:
            if self._full():
                return
            # One request to many chats: one slot of the platform's rate.
            delay = self.limiter.acquire(group[0][0].chat_id, False)
            if delay > 0:
                later(delay)
                return
            for row, _ in group:
                self._busy.add(row.chat_id)
            same_words = len({pair[1].text for pair in group}) == 1 and len(group) > 1
            self._start(
                self._deliver_many(group, same_words and hasattr(self.sender, "send_many"))
            )

    async def _deliver_many(
        self: Courier, group: list[tuple[OutboxRow, Outgoing]], same: bool
    ) -> None:
        """One request to many chats; each row then succeeds or fails on its own."""
        messages = [message for _, message in group]
        try:
            if same:
                results = await self.sender.send_many(messages)  # type: ignore[attr-defined]
            else:
                results = await self.sender.send_batch(messages)  # type: ignore[attr-defined]
        except Exception as exc:  # the whole request failed: each row retries on its own
            results = [exc] * len(group)
        finally:
            self.limiter.release(group[0][0].chat_id)  # counted from its answer on
        try:
            await asyncio.gather(
                *(
                    self._settle(row, result)
                    for (row, _), result in zip(group, results, strict=True)
                )
            )
        finally:
            for row, _ in group:
                self._busy.discard(row.chat_id)
            self._progress.set()
