"""What a VK sandbox keeps: messages, scripted users, conversations, events, counters."""

from __future__ import annotations

import itertools
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from sandbox.base_sandbox import Person, Room
from sandbox.shared import WAIT, media_label
from sandbox.vk.vk_media import media_kind
from sandbox.vk.vk_protocol import CHAT_PEER_BASE, compact_json

_CLIENT_INFO: dict[str, Any] = {
    "button_actions": ["text", "vkpay", "open_app", "location", "open_link", "callback"],
    "keyboard": True,
    "inline_keyboard": True,
    "carousel": True,
    "lang_id": 0,
}


def client_info(user: VkUser) -> dict[str, Any]:
    """What VK tells of the client a user writes from."""
    if user.inline_keyboard:
        return _CLIENT_INFO
    actions = [a for a in _CLIENT_INFO["button_actions"] if a != "callback"]
    return _CLIENT_INFO | {"inline_keyboard": False, "button_actions": actions}


def sent_kind(msg: VkMessage) -> str:
    """Return the transcript kind of a new message: photo, document or message."""
    return media_kind(msg.attachments[0]["kind"]) if msg.attachments else "message"


@dataclass(eq=False)
class VkMessage:
    """A message in a dialog or conversation, sent by the bot (sender None) or a scripted user."""

    peer_id: int
    message_id: int  # 0 in conversations: VK does not show communities those ids
    conversation_message_id: int
    text: str
    from_id: int
    sender: VkUser | None = None
    date: int = field(default_factory=lambda: int(time.time()))
    keyboard: dict[str, Any] | None = None
    random_id: int = 0
    payload: str | None = None
    ref: str | None = None
    reply_to: VkMessage | None = None
    action: dict[str, Any] | None = None
    version: int = 0
    edited: bool = False
    update_time: int | None = None
    deleted: bool = False
    event_id: str | None = None  # the event that brought a user's message to the bot
    # One dict per photo or doc: kind, id, owner_id, ref, name, data (bytes), url, object.
    attachments: list[dict[str, Any]] = field(default_factory=list)

    @property
    def from_bot(self) -> bool:
        """Tell whether the community sent this message."""
        return self.sender is None

    @property
    def photo(self) -> bytes | None:
        """Return the bytes of the first attached photo, None without one."""
        return next((a["data"] for a in self.attachments if a["kind"] == "photo"), None)

    @property
    def document(self) -> bytes | None:
        """Return the bytes of the first attached document, None without one."""
        return next((a["data"] for a in self.attachments if a["kind"] == "doc"), None)

    @property
    def file_name(self) -> str | None:
        """Return the file name of the first attachment, None without one."""
        return self.attachments[0]["name"] if self.attachments else None

    @property
    def media_label(self) -> str:
        """Render the attachments for the transcript, e.g. "[photo chart.png]"."""
        return media_label((media_kind(a["kind"]), a["name"]) for a in self.attachments)

    def buttons(self) -> list[tuple[str, str, str | None]]:
        """Return (label, action type, payload or link) for every keyboard button."""
        rows = (self.keyboard or {}).get("buttons") or []
        found = []
        for button in itertools.chain.from_iterable(rows):
            action = button["action"]
            extra = action.get("link") if action["type"] == "open_link" else action.get("payload")
            if extra is not None and not isinstance(extra, str):
                extra = compact_json(extra)
            found.append((action.get("label") or action["type"], action["type"], extra))
        return found


@dataclass(eq=False)
class VkUser(Person[VkMessage]):
    """A scripted VK user; `inbox` holds what the community sent to her private dialog."""

    id: int
    first_name: str
    last_name: str = ""
    screen_name: str | None = None
    has_written: bool = field(default=False, init=False)
    allowed: bool = field(default=False, init=False)  # pressed "allow messages"
    denied: bool = field(default=False, init=False)  # forbade messages from the community
    # Her privacy settings let no community write to her: sends get 902 (901 is "not allowed").
    privacy_closed: bool = field(default=False, init=False)
    # False: an old client that shows no inline keyboards (nor callback buttons) and says so
    # in client_info; pressing a button of an inline keyboard is then impossible.
    inline_keyboard: bool = field(default=True, init=False)

    @property
    def peer_id(self) -> int:
        """Return the peer_id of her dialog with the community (her user id)."""
        return self.id

    def as_json(self, fields: list[str] | None = None) -> dict[str, Any]:
        """Return the user object of users.get, with the requested optional fields."""
        user = {"id": self.id, "first_name": self.first_name, "last_name": self.last_name}
        user |= {"can_access_closed": True, "is_closed": False}
        screen = self.screen_name or f"id{self.id}"
        extra = {"screen_name": screen, "domain": screen, "sex": 0}
        extra |= {f"photo_{n}": f"https://vk.com/images/camera_{n}.png" for n in (50, 100, 200)}
        extra["can_write_private_message"] = int(self._sb._refusal(self) is None)
        return user | {key: extra[key] for key in fields or [] if key in extra}

    async def send(
        self,
        text: str,
        peer: VkConversation | None = None,
        reply_to: VkMessage | None = None,
        payload: str | None = None,
        ref: str | None = None,
        attachments: Sequence[tuple[Literal["photo", "doc"], str, bytes]] = (),
    ) -> VkMessage:
        """Write to the dialog (or conversation `peer`), attaching (kind, name, bytes) files."""
        files = [self._sb._user_file(self, kind, name, data) for kind, name, data in attachments]
        return self._sb._user_message(self, text, peer, reply_to, payload, ref, files=files)

    async def edit(self, message: VkMessage, text: str) -> VkMessage:
        """Edit one of her messages, producing a message_edit event."""
        return self._sb._user_edit(self, message, text)

    async def press(
        self, message: VkMessage, button: str, timeout: float = WAIT
    ) -> dict[str, Any]:
        """Press a keyboard button by label or payload; return the callback's event_data or {}."""
        return await self._sb._press(self, message, button, timeout)

    def allow_messages(self) -> None:
        """Allow messages from the community (a message_allow event)."""
        self.allowed, self.denied = True, False
        self._sb._emit("message_allow", {"user_id": self.id, "key": ""})

    def deny_messages(self) -> None:
        """Forbid messages from the community (a message_deny event); sends then get 901."""
        self.allowed, self.denied = False, True
        self._sb._emit("message_deny", {"user_id": self.id})

    def join(self, chat: VkConversation, is_admin: bool = False) -> None:
        """Join a conversation (same as chat.add_member)."""
        chat.add_member(self, is_admin)


@dataclass(eq=False)
class VkConversation(Room[VkMessage]):
    """A community conversation (беседа) with the community in it; `messages` holds its posts."""

    local_id: int
    title: str
    bot_is_admin: bool = False
    members: dict[int, bool] = field(default_factory=dict, init=False)  # user id -> is admin
    joined: dict[int, int] = field(default_factory=dict, init=False)  # user id -> join date

    @property
    def peer_id(self) -> int:
        """Return the conversation's peer_id."""
        return CHAT_PEER_BASE + self.local_id

    def add_member(self, user: VkUser, is_admin: bool = False) -> None:
        """Put a user into the conversation (silently: no chat_invite_user event)."""
        self.members[user.id] = is_admin
        self.joined.setdefault(user.id, int(time.time()))

    def remove_member(self, user: VkUser) -> None:
        """Take a user out of the conversation."""
        self.members.pop(user.id, None)

    def is_member(self, user_id: int) -> bool:
        """Tell whether the user is in the conversation now."""
        return user_id in self.members

    @property
    def owner_id(self) -> int:
        """Return the conversation's owner: its first admin, else its first member."""
        admins = [uid for uid, admin in self.members.items() if admin]
        return next(iter(admins or list(self.members)), 0)


class LogEntry(NamedTuple):
    """One answered call (long polls as "a_check"): time, method, peer, VK error, HTTP status.

    `inner`: a call inside an `execute`, which VK counts as part of that one request.
    """

    t: float
    method: str
    peer: int | None
    error: int
    status: int = 200
    inner: bool = False


@dataclass
class Stats:
    """Counters of what the bot asked for and what the sandbox answered."""

    calls: Counter[str] = field(default_factory=Counter)
    errors: Counter[int] = field(default_factory=Counter)  # per VK error code, per-peer too
    rate_limited: int = 0
    events: int = 0
    callback_posts: int = 0
    callback_failures: int = 0  # answers other than 200 "ok" (or the confirmation code)
    callback_dropped: int = 0
    log: list[LogEntry] = field(default_factory=list)


@dataclass
class Event:
    """A group event in the long-poll history; `number` is its ts."""

    number: int
    body: dict[str, Any]


@dataclass
class Callback:
    """The Callback API server the events are posted to."""

    url: str
    secret: str | None
    confirmation_code: str
    cursor: int  # the ts of the last event the endpoint accepted
    confirmed: bool = False
