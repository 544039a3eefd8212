"""Many chats in one request (VK): the same words by peer_ids, different ones by `execute`."""

from __future__ import annotations

from bot.ports.delivery import OutboxRow
from bot.ports.sender import BatchSender
from bot.ports.sending import Delivery, Outgoing

MANY = 100  # chats one batched request may address (VK's peer_ids)

Batch = list[tuple[OutboxRow, Outgoing]]


class Batching:
    """Fills requests to a BatchSender with the first plain rows of many private chats."""

    def __init__(self, sender: BatchSender) -> None:
        self.sender = sender

    def batches(self, ready: Batch) -> list[Batch]:
        """The same words to many chats first (peer_ids), then the rest by `batch_size`."""
        groups: list[Batch] = []
        same: dict[tuple[str, str, str, str], Batch] = {}
        for pair in ready:
            row = pair[0]
            same.setdefault((row.locale, row.key, row.params_json, row.buttons_json), [])
            same[(row.locale, row.key, row.params_json, row.buttons_json)].append(pair)
        rest: Batch = []
        for pairs in same.values():
            if len(pairs) > 1:
                groups += [pairs[i : i + MANY] for i in range(0, len(pairs), MANY)]
            else:
                rest += pairs
        size = self.sender.batch_size
        if size > 1:
            ordered = sorted(rest, key=lambda pair: (pair[0].priority, pair[0].id))
            groups += [ordered[i : i + size] for i in range(0, len(ordered), size)]
        return groups

    async def send(self, batch: Batch) -> list[Delivery | BaseException]:
        """One request to many chats; a failure of the whole request is each row's failure."""
        messages = [message for _, message in batch]
        same_words = len({message.text for message in messages}) == 1 and len(batch) > 1
        try:
            if same_words:
                return list(await self.sender.send_many(messages))
            return list(await self.sender.send_batch(messages))
        except Exception as exc:  # each row retries on its own
            return [exc] * len(batch)
