"""What a Telegram sandbox keeps: messages, scripted users, groups, queued updates, counters."""

from __future__ import annotations

import itertools
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from sandbox.base_sandbox import Person, Room
from sandbox.shared import WAIT, media_label
from sandbox.telegram.tg_protocol import compact

MEMBER_STATUSES = ("creator", "administrator", "member", "left", "kicked")


@dataclass(eq=False)
class SentMessage:
    """A message in a sandbox chat, sent by the bot (sender None) or by a scripted user."""

    message_id: int
    chat_id: int
    text: str  # text or caption as the recipient sees it (HTML tags rendered away)
    sender: SandboxUser | None = None
    date: int = field(default_factory=lambda: int(time.time()))
    entities: list[dict[str, Any]] = field(default_factory=list)
    reply_markup: dict[str, Any] | None = None
    reply_to: SentMessage | None = None
    photo: bytes | None = None
    document: bytes | None = None
    file_name: str | None = None
    file_id: str | None = None
    edited: bool = False
    edit_date: int | None = None
    deleted: bool = False
    update_id: int | None = None  # the update that brought a user's message to the bot
    new_members: list[SandboxUser] = field(default_factory=list)  # a "members added" notice
    thread_id: int | None = None  # the forum topic it was posted in (None: «General»)
    # Fields of the Message object shown as they are: sender_chat, a service message's
    # migrate_to_chat_id, or a `from` that is not the sender (GroupAnonymousBot).
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def from_bot(self) -> bool:
        """Tell whether the bot sent this message."""
        return self.sender is None

    @property
    def media_label(self) -> str:
        """Render the photo or document for the transcript, e.g. "[photo chart.png]"."""
        if self.file_id is None:
            return ""
        return media_label(
            [("photo" if self.photo is not None else "document", self.file_name or "")]
        )

    def buttons(self) -> list[tuple[str, str | None]]:
        """Return (text, callback_data or url) per button; reply-keyboard buttons carry None."""
        markup = self.reply_markup or {}
        rows = markup.get("inline_keyboard") or markup.get("keyboard") or []
        return [
            (b, None) if isinstance(b, str) else (b["text"], b.get("callback_data", b.get("url")))
            for b in itertools.chain.from_iterable(rows)
        ]


class LogEntry(NamedTuple):
    """One answered API call: monotonic time, method, chat_id parameter and HTTP status."""

    t: float
    method: str
    chat_id: int | str | None
    status: int


@dataclass
class Stats:
    """Counters of what the bot asked for and what the sandbox answered."""

    calls: Counter[str] = field(default_factory=Counter)
    statuses: Counter[int] = field(default_factory=Counter)
    rate_limited: int = 0
    updates_enqueued: int = 0
    updates_delivered: int = 0
    webhook_failures: int = 0
    log: list[LogEntry] = field(default_factory=list)

    def rate_limited_after(self, seconds: float) -> int:
        """Count 429 answers given more than `seconds` after the first logged call."""
        start = self.log[0].t if self.log else 0.0
        return sum(1 for e in self.log if e.status == 429 and e.t - start > seconds)


@dataclass(eq=False)
class SandboxUser(Person["SentMessage"]):
    """A scripted Telegram user; `inbox` holds what the bot sent to its private chat."""

    id: int
    first_name: str
    username: str | None = None
    language_code: str | None = None
    last_name: str | None = None
    started: bool = field(default=False, init=False)
    blocked: bool = field(default=False, init=False)

    def as_json(self) -> dict[str, Any]:
        """Return the User object."""
        names = {"last_name": self.last_name, "username": self.username}
        user = {"id": self.id, "is_bot": False, "first_name": self.first_name}
        return user | compact(names | {"language_code": self.language_code})

    def chat_json(self) -> dict[str, Any]:
        """Return the Chat object of the private chat with the bot."""
        names = {"last_name": self.last_name, "username": self.username}
        return {"id": self.id, "type": "private", "first_name": self.first_name} | compact(names)

    async def send(
        self, text: str, chat: SandboxChat | None = None, reply_to: SentMessage | None = None
    ) -> SentMessage:
        """Send text to the bot's private chat (or to group `chat`); return the stored message."""
        return self._sb._user_message(self, text, chat, reply_to)

    async def send_document(
        self,
        data: bytes,
        file_name: str,
        caption: str | None = None,
        chat: SandboxChat | None = None,
    ) -> SentMessage:
        """Send a file to the bot's private chat (or to group `chat`); return the message."""
        return self._sb._user_message(
            self, caption or "", chat, None, ("document", file_name, data)
        )

    async def send_photo(
        self,
        data: bytes,
        file_name: str = "photo.jpg",
        caption: str | None = None,
        chat: SandboxChat | None = None,
    ) -> SentMessage:
        """Send a picture (PNG, JPEG or GIF) to the bot's private chat or group `chat`."""
        return self._sb._user_message(self, caption or "", chat, None, ("photo", file_name, data))

    async def edit(self, message: SentMessage, text: str) -> SentMessage:
        """Edit one of this user's messages, producing an edited_message update."""
        return self._sb._user_edit(self, message, text)

    async def press(self, message: SentMessage, button: str, timeout: float = WAIT) -> str:
        """Press an inline button (by text or callback_data); return the bot's answer text."""
        return await self._sb._press(self, message, button, timeout)

    async def press_forged(self, message: SentMessage, data: str, timeout: float = WAIT) -> str:
        """A callback query with `data` on a message whatever keyboard it has (a modified
        client, or a screen older than the message); return the bot's answer text."""
        return await self._sb._query(self, message, f"[{data}]", data, timeout)

    def block_bot(self) -> None:
        """Block the bot: its sends get 403 and it receives a my_chat_member update."""
        self._sb._set_blocked(self, True)

    def unblock_bot(self) -> None:
        """Unblock the bot again."""
        self._sb._set_blocked(self, False)

    def add_to(self, chat: SandboxChat, *users: SandboxUser) -> SentMessage:
        """Add people to a group as a member would: a new_chat_members service message."""
        return self._sb._user_adds(self, chat, users)

    def join(self, chat: SandboxChat, status: str = "member") -> None:
        """Join a group (same as chat.add_member)."""
        chat.add_member(self, status)


@dataclass(eq=False)
class SandboxChat(Room["SentMessage"]):
    """A supergroup with the bot in it; `messages` holds what the bot sent there."""

    id: int
    title: str
    bot_is_admin: bool = False
    username: str | None = None
    members: dict[int, str] = field(default_factory=dict, init=False)
    kind: str = field(default="supergroup", init=False)  # "group": a basic group
    topics: dict[int, str] = field(default_factory=dict, init=False)  # a forum's, by thread id

    def add_member(self, user: SandboxUser, status: str = "member") -> None:
        """Put a user into the group with a status (member, administrator, creator, ...)."""
        if status not in MEMBER_STATUSES:
            raise ValueError(f"status must be one of {MEMBER_STATUSES}")
        self.members[user.id] = status

    def remove_member(self, user: SandboxUser) -> None:
        """Mark a user as having left the group."""
        self.members[user.id] = "left"

    def status_of(self, user_id: int) -> str:
        """Return the member status getChatMember reports for a user."""
        return self.members.get(user_id, "left")

    def is_member(self, user_id: int) -> bool:
        """Tell whether the user is currently in the group."""
        return self.status_of(user_id) in ("creator", "administrator", "member")

    def as_json(self) -> dict[str, Any]:
        """Return the Chat object."""
        chat = {"id": self.id, "type": self.kind, "title": self.title}
        forum = {"is_forum": True} if self.topics else {}
        return chat | compact({"username": self.username}) | forum


@dataclass
class Queued:
    """An update awaiting confirmation; `delivered` once an answer to the bot carried it."""

    update: dict[str, Any]
    delivered: bool = False

    @property
    def update_id(self) -> int:
        """Return the update's id."""
        return self.update["update_id"]

    @property
    def kind(self) -> str:
        """Return the update type, e.g. 'message'."""
        return next(key for key in self.update if key != "update_id")


@dataclass
class Webhook:
    """The webhook the bot registered."""

    url: str
    secret: str | None
    max_connections: int
    last_error_date: int | None = None
    last_error_message: str | None = None
