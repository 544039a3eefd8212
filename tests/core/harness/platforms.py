"""The recording platforms: senders, membership answers, the observed courier, the error log."""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING

from bot.delivery.courier import Courier
from bot.envelope import Platform
from bot.ports.delivery import OutboxRow
from bot.ports.sending import Delivery, Outgoing, Undeliverable
from handlers.grammar import payload_of
from handlers.grammar.payloads import TELEGRAM_CALLBACK, VK_PAYLOAD

from .basics import MAX_TEXT, NO_LIMITS, VK_CONVERSATIONS
from .people import Room

TELEGRAM = Platform.TELEGRAM
VK = Platform.VK

if TYPE_CHECKING:
    from .core import Core


class ErrorLog(logging.Handler):
    """Errors the core logs: a use case that raised, a send that broke, a missing text."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the record for the harness to report."""
        self.records.append(record)

    def take(self) -> list[str]:
        """The errors logged since the last look, with their tracebacks."""
        formatter = logging.Formatter("%(name)s: %(message)s")
        taken, self.records = self.records, []
        return [formatter.format(record) for record in taken]


class RecordingSender:
    """The courier's sender port for one platform: it hands each message to the harness."""

    def __init__(self, platform: str, core: Core) -> None:
        self.platform = platform
        self.limits = NO_LIMITS
        self.max_text = MAX_TEXT
        self._core = core
        # VK's sender batches one text to many private chats (peer_ids); declaring it keeps
        # the courier's batching path in the test as in production.
        self.batches = self if platform == VK else None
        self.broadcast_limits = None
        self.batch_size = 0  # VK's `execute` of different texts: tests/unit/test_vk_batch_sender

    def is_group(self, chat_id: int) -> bool:
        """Telegram groups have negative ids; VK conversations ids from 2·10⁹."""
        return chat_id < 0 if self.platform == TELEGRAM else chat_id >= VK_CONVERSATIONS

    async def send(self, message: Outgoing) -> Delivery:
        """Record the message where its chat can read it, or refuse it as a blocked chat."""
        for row in message.buttons:
            for button in row:
                self._check_payload(payload_of(button.command))
        return Delivery(self._core._delivered(self.platform, message))

    def _check_payload(self, payload: str | None) -> None:
        """The platforms refuse a button whose payload is too long: so does the harness."""
        if payload is None:
            return
        if self.platform == TELEGRAM:
            size, most = len(payload.encode()), TELEGRAM_CALLBACK
        else:  # VK's keyboard carries it as JSON (handlers.vk.keyboards)
            size, most = len(json.dumps({"c": payload}, ensure_ascii=False)), VK_PAYLOAD
        if size > most:
            raise ValueError(f"{self.platform} refuses a button payload of {size}: {payload!r}")

    async def send_many(self, messages: list[Outgoing]) -> list[Delivery | BaseException]:
        """Each message recorded on its own, a blocked chat's refusal as its result."""
        results: list[Delivery | BaseException] = []
        for message in messages:
            try:
                results.append(await self.send(message))
            except Undeliverable as refused:
                results.append(refused)
        return results

    async def send_batch(self, messages: list[Outgoing]) -> list[Delivery | BaseException]:
        """Different texts in one request: as `send_many` (unused at batch_size 0)."""
        return await self.send_many(messages)


class Members:
    """The platform's answer to "is this person in the chat?" from the harness's rooms."""

    def __init__(self, core: Core, platform: str) -> None:
        self._core = core
        self._platform = platform

    def _room(self, chat_id: int) -> Room | None:
        return self._core._rooms.get((self._platform, chat_id))

    async def is_member(self, chat_id: int, user_id: int) -> bool | None:
        """True or False for a room of the harness; None (cannot tell) for any other chat."""
        room = self._room(chat_id)
        return None if room is None else user_id in room.members

    async def missing_rights(self, chat_id: int) -> str | None:
        """Nothing missing where the bot is an admin; "admin" where it is a plain member."""
        room = self._room(chat_id)
        return None if room is None or room.bot_is_admin else "admin"

    async def remove_member(self, chat_id: int, user_id: int) -> bool:
        """Take the person out of the room (MOD-2); False where the bot is no admin."""
        room = self._room(chat_id)
        if room is None or not room.bot_is_admin:
            return False
        room.members.discard(user_id)
        return True


class RecordingCourier(Courier):
    """The real courier, observed: it notes each row's text key and can run one pass."""

    def __init__(self, sender: RecordingSender, core: Core) -> None:
        super().__init__(sender, core.db, core.texts, core.service)
        self._core = core

    def render(self, row: OutboxRow) -> list[Outgoing]:
        """The courier's own rendering; the row's key and parameters are kept for `Sent`."""
        self._core._rows[row.id] = (row.key, row.params)
        return super().render(row)
