"""A local stand-in for the VK API (community token, API 5.199) that an unmodified vkbottle bot
can talk to.

The server half answers `/method/{name}` and the Bots Long Poll (or posts to a Callback API
endpoint) on 127.0.0.1 with VK's limits and error codes; the Python half plays scripted users
(`VkUser`) in private dialogs and community conversations.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import mimetypes
import re
import secrets
import time
from collections import Counter, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import PurePosixPath
from typing import Any, Literal, NamedTuple
from urllib.parse import quote, urlsplit

import aiohttp
from aiohttp import web

from sandbox.common import (
    WAIT,
    Fault,
    Faults,
    Inbox,
    Signal,
    TranscriptEntry,
    image_size,
    inject_transport_fault,
    is_loopback,
    json_response,
    media_label,
    serve,
    wait_until,
)
from sandbox.ratelimit import BucketSet

log = logging.getLogger(__name__)

API_VERSION = "5.199"
CHAT_PEER_BASE = 2_000_000_000  # a conversation's peer_id is this plus its local id
ERRORS = {
    1: "Unknown error occurred",
    3: "Unknown method passed",
    5: "User authorization failed: invalid access_token",
    6: "Too many requests per second",
    7: "Permission to perform this action is denied",
    8: "Invalid request",
    9: "Flood control",
    10: "Internal server error",
    15: "Access denied",
    100: "One of the parameters specified was missing or invalid",
    113: "Invalid user id",
    121: "Invalid hash",
    901: "Can't send messages for users without permission",
    902: "Can't send messages to this user due to their privacy settings",
    911: "Keyboard format is invalid",
    914: "Message is too long",
    917: "You don't have access to this chat",
    920: "Can't edit this kind of message",
    924: "Can't delete this message for everybody",
    925: "You are not admin of this chat",
    935: "User not found in chat",
}
# "vkpay" is VK's (and vkbottle's) spelling; "vk_pay" is accepted as well.
_ACTIONS = frozenset({"text", "callback", "open_link", "location", "vkpay", "vk_pay", "open_app"})
_LABELLED = frozenset({"text", "callback", "open_link"})
_COLORS = frozenset({"primary", "secondary", "negative", "positive"})
_DEFAULT_EVENTS = frozenset(
    {"message_new", "message_edit", "message_event", "message_allow", "message_deny"}
)
_CLIENT_INFO: dict[str, Any] = {
    "button_actions": ["text", "vkpay", "open_app", "location", "open_link", "callback"],
    "keyboard": True,
    "inline_keyboard": True,
    "carousel": True,
    "lang_id": 0,
}


def _client_info(user: VkUser) -> dict[str, Any]:
    """What VK tells of the client a user writes from."""
    if user.inline_keyboard:
        return _CLIENT_INFO
    actions = [a for a in _CLIENT_INFO["button_actions"] if a != "callback"]
    return _CLIENT_INFO | {"inline_keyboard": False, "button_actions": actions}


MESSAGES_ALBUM_ID = -64  # the album VK files community message photos under
USER_ALBUM_ID = -3  # the album of photos users attach to messages
_ATTACHMENT = re.compile(r"(photo|doc)(-?\d+)_(\d+)(?:_(\w+))?")
# VK's photo size letters by the longest side they allow, smallest first.
_PHOTO_SIZES = (("s", 75), ("m", 130), ("x", 604), ("y", 807), ("z", 1080), ("w", 2560))
_DOC_TYPES = {  # docs' numeric type by extension; 8 ("unknown") for the rest
    1: "txt csv pdf doc docx odt rtf xls xlsx ods json xml md",
    2: "zip rar 7z tar gz",
    3: "gif",
    4: "jpg jpeg png bmp webp",
    5: "ogg wav flac m4a",
    6: "mp4 avi mkv webm mov",
    7: "epub fb2 djvu mobi",
}
_FORBIDDEN_DOC_EXTS = frozenset({"mp3", "exe"})  # VK takes any document except these


@dataclass(frozen=True)
class Limits:
    """VK's limits; `enabled=False` switches the request-rate limit off, not the format checks."""

    enabled: bool = True
    requests_per_sec: float = 20.0  # per token, over all methods
    requests_burst: int = 20
    text_max: int = 4096
    label_max: int = 40
    payload_max: int = 255
    inline_buttons_max: int = 10
    inline_rows_max: int = 6
    buttons_max: int = 40
    rows_max: int = 10
    row_buttons_max: int = 5
    snackbar_max: int = 90
    peer_ids_max: int = 100
    attachments_max: int = 10
    photo_max: int = 50 * 2**20  # bytes of a message photo
    photo_sides_max: int = 14_000  # width plus height
    doc_max: int = 200 * 2**20  # bytes of a document


class VkError(Exception):
    """A VK API error answer: code plus VK's message (and an optional detail after a colon)."""

    def __init__(self, code: int, detail: str | None = None) -> None:
        base = ERRORS.get(code, f"Error {code}")
        self.code, self.msg = code, f"{base}: {detail}" if detail else base
        super().__init__(self.msg)


def _bad(detail: str) -> VkError:
    """Build error 100 with a detail, as VK words its parameter errors."""
    return VkError(100, detail)


def _media_kind(kind: str) -> str:
    """Name an attachment kind as the transcript does: "photo" or "document"."""
    return "document" if kind == "doc" else kind


def _extension(name: str) -> str:
    """Return a file name's extension in lower case, without the dot."""
    return PurePosixPath(name).suffix.lstrip(".").lower()


def _sent_kind(msg: VkMessage) -> str:
    """Return the transcript kind of a new message: photo, document or message."""
    return _media_kind(msg.attachments[0]["kind"]) if msg.attachments else "message"


class _UploadError(Exception):
    """A file an upload server refuses; the text is the "error" of its JSON answer."""


def _compact_json(value: Any) -> str:
    """Serialise like VK stores payloads: no spaces, Cyrillic as is."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class _Params:
    """Typed access to request parameters, which all arrive as strings."""

    def __init__(self, raw: dict[str, str]) -> None:
        self.raw = raw

    def __contains__(self, name: str) -> bool:
        return name in self.raw

    def as_str(self, name: str) -> str | None:
        """Return the parameter as text, None when absent."""
        return self.raw.get(name)

    def as_int(self, name: str) -> int | None:
        """Return the parameter as an integer, None when absent or empty."""
        value = self.raw.get(name)
        if value is None or value == "":
            return None
        try:
            return int(value)
        except ValueError:
            raise _bad(f"{name} not integer") from None

    def as_ints(self, name: str) -> list[int]:
        """Return a comma-separated list of integers (vkbottle joins lists with commas)."""
        value = self.raw.get(name) or ""
        try:
            return [int(part) for part in value.split(",") if part.strip()]
        except ValueError:
            raise _bad(f"{name} should be a list of integers") from None

    def as_json(self, name: str) -> Any:
        """Return a JSON-encoded parameter (keyboard, event_data), None when absent."""
        value = self.raw.get(name)
        if value is None:
            return None
        try:
            return json.loads(value)
        except ValueError:
            raise _bad(f"{name} is not valid JSON") from None


@dataclass(eq=False)
class VkFile:
    """A saved photo or document: the bot's upload or a user's attachment."""

    kind: Literal["photo", "doc"]
    id: int
    owner_id: int
    name: str  # the file name (a document's title)
    data: bytes
    access_key: str
    url: str  # where the sandbox serves the bytes
    ext: str = ""  # a document's extension, from the uploaded file's name
    date: int = field(default_factory=lambda: int(time.time()))
    width: int = 0
    height: int = 0

    @property
    def ref(self) -> str:
        """Return the attachment string without access key, e.g. "photo-229000001_457239017"."""
        return f"{self.kind}{self.owner_id}_{self.id}"

    def as_json(self) -> dict[str, Any]:
        """Return VK's photo or doc object."""
        ids = {"id": self.id, "owner_id": self.owner_id, "access_key": self.access_key}
        if self.kind == "doc":
            kind = next((k for k, exts in _DOC_TYPES.items() if self.ext in exts.split()), 8)
            return ids | {
                "title": self.name,
                "size": len(self.data),
                "ext": self.ext,
                "date": self.date,
                "type": kind,
                "url": self.url,
            }
        sizes = []
        longest = max(self.width, self.height)
        for letter, side in _PHOTO_SIZES:
            scale = min(side / longest, 1.0)
            width, height = max(round(self.width * scale), 1), max(round(self.height * scale), 1)
            sizes.append({"type": letter, "width": width, "height": height, "url": self.url})
            if side >= longest:
                break
        album = MESSAGES_ALBUM_ID if self.owner_id < 0 else USER_ALBUM_ID
        photo = ids | {"album_id": album, "date": self.date, "sizes": sizes, "text": ""}
        if self.owner_id < 0:
            photo["user_id"] = 100  # VK's marker of a photo a community uploaded
        return photo | {"has_tags": False}

    def attachment(self) -> dict[str, Any]:
        """Return the entry a stored message keeps in its `attachments`."""
        return {
            "kind": self.kind,
            "id": self.id,
            "owner_id": self.owner_id,
            "ref": self.ref,
            "name": self.name,
            "data": self.data,
            "url": self.url,
            "object": self.as_json(),
        }


@dataclass
class _Upload:
    """A file on an upload server, waiting for photos.saveMessagesPhoto or docs.save."""

    kind: Literal["photo", "doc"]
    name: str
    data: bytes
    server: int
    hash: str = ""
    width: int = 0
    height: int = 0
    saved: bool = False


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
        return media_label((_media_kind(a["kind"]), a["name"]) for a in self.attachments)

    def buttons(self) -> list[tuple[str, str, str | None]]:
        """Return (label, action type, payload or link) for every keyboard button."""
        rows = (self.keyboard or {}).get("buttons") or []
        found = []
        for button in itertools.chain.from_iterable(rows):
            action = button["action"]
            extra = action.get("link") if action["type"] == "open_link" else action.get("payload")
            if extra is not None and not isinstance(extra, str):
                extra = _compact_json(extra)
            found.append((action.get("label") or action["type"], action["type"], extra))
        return found


@dataclass(eq=False)
class VkUser(Inbox[VkMessage]):
    """A scripted VK user; `inbox` holds what the community sent to her private dialog."""

    id: int
    first_name: str
    last_name: str = ""
    screen_name: str | None = None
    has_written: bool = field(default=False, init=False)
    allowed: bool = field(default=False, init=False)  # pressed "allow messages"
    denied: bool = field(default=False, init=False)  # forbade messages from the community
    # False: an old client that shows no inline keyboards (nor callback buttons) and says so
    # in client_info; pressing a button of an inline keyboard is then impossible.
    inline_keyboard: bool = field(default=True, init=False)

    @property
    def label(self) -> str:
        """Name the private dialog in the transcript."""
        return f"private:{self.first_name}"

    @property
    def peer_id(self) -> int:
        """Return the peer_id of her dialog with the community (her user id)."""
        return self.id

    @property
    def inbox(self) -> list[VkMessage]:
        """Community messages in the private dialog, oldest first."""
        return self._received

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
        """Forbid messages from the community (a message_deny event); sends then get 902."""
        self.allowed, self.denied = False, True
        self._sb._emit("message_deny", {"user_id": self.id})

    def join(self, chat: VkConversation, is_admin: bool = False) -> None:
        """Join a conversation (same as chat.add_member)."""
        chat.add_member(self, is_admin)


@dataclass(eq=False)
class VkConversation(Inbox[VkMessage]):
    """A community conversation (беседа) with the community in it; `messages` holds its posts."""

    local_id: int
    title: str
    bot_is_admin: bool = False
    members: dict[int, bool] = field(default_factory=dict, init=False)  # user id -> is admin
    joined: dict[int, int] = field(default_factory=dict, init=False)  # user id -> join date

    @property
    def label(self) -> str:
        """Name the conversation in the transcript."""
        return self.title

    @property
    def peer_id(self) -> int:
        """Return the conversation's peer_id."""
        return CHAT_PEER_BASE + self.local_id

    @property
    def messages(self) -> list[VkMessage]:
        """Community messages in this conversation, oldest first."""
        return self._received

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
    """One answered call (long polls as "a_check"): time, method, peer, VK error, HTTP status."""

    t: float
    method: str
    peer: int | None
    error: int
    status: int = 200


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
class _Event:
    """A group event in the long-poll history; `number` is its ts."""

    number: int
    body: dict[str, Any]


@dataclass
class _Callback:
    """The Callback API server the events are posted to."""

    url: str
    secret: str | None
    confirmation_code: str
    cursor: int  # the ts of the last event the endpoint accepted
    confirmed: bool = False


class VkSandbox:
    """A fake VK API on 127.0.0.1 plus the scripted users that talk to its community."""

    def __init__(
        self,
        port: int = 0,
        limits: Limits | None = None,
        group_id: int = 229000001,
        group_name: str = "Берсерк. Герои — турниры",
        screen_name: str = "berserk_heroes",
        token: str = "vk-sandbox-token",
    ) -> None:
        self.group_id, self.group_name, self.screen_name = group_id, group_name, screen_name
        self.token = token
        self.faults = Faults(("5xx", "timeout", "drop", "error"))
        self.stats = Stats()
        self.transcript: list[TranscriptEntry] = []
        self.lp_history = 10_000  # events kept for long polls that lag behind
        self.callback_retry_delay = 0.05
        self.callback_attempts = 5  # VK gives up on an event after a few failed posts
        self.callback_timeout = 10.0
        self.event_types = set(_DEFAULT_EVENTS)  # groups.setLongPollSettings edits this
        self.confirmation_code = "sandbox-confirm"
        self.clock: Callable[[], float] = time.monotonic  # rate limit and log; tests may freeze it
        self._port = port
        self._limits = limits or Limits()
        self._buckets = BucketSet()
        self._users: dict[int, VkUser] = {}
        self._chats: dict[int, VkConversation] = {}  # by peer_id
        self._messages: dict[tuple[int, int], VkMessage] = {}  # (peer_id, cmid)
        self._by_id: dict[int, VkMessage] = {}  # private-dialog messages by message_id
        self._cmids: Counter[int] = Counter()
        self._message_ids = itertools.count(1)
        self._versions = itertools.count(10_000_001)
        self._dedup: dict[tuple[int, int], VkMessage] = {}
        self._history: deque[_Event] = deque()
        self._bodies: dict[str, dict[str, Any]] = {}
        self._ts = 0
        self._lp_key: str | None = None
        self._lp_failure: tuple[int, int] | None = None  # (failed code, ts at injection)
        self._lp_enabled = True
        self._pollers = 0
        self._callback: _Callback | None = None
        self._callback_task: asyncio.Task[None] | None = None
        self._presses: dict[str, tuple[int, int, asyncio.Future[dict[str, Any]]]] = {}
        self._changed = Signal()  # any state change: wakes expect() and wait()
        self._events_ready = Signal()  # a new event or failure: wakes polls and the poster
        self._closing = False
        self._runner: web.AppRunner | None = None
        self._upload_urls: dict[str, Literal["photo", "doc"]] = {}  # upload URL token -> kind
        self._uploads: dict[str, _Upload] = {}  # by the photo key or the docs.save file string
        self._files: dict[tuple[str, int, int], VkFile] = {}  # by (kind, owner_id, id)
        self._downloads: dict[str, VkFile] = {}  # by the token in its URL
        self._media_ids = itertools.count(457_239_017)
        # `_m_messages_send_message_event_answer` serves messages.sendMessageEventAnswer.
        self._methods: dict[str, tuple[str, Callable[[_Params], Any]]] = {}
        for attr in dir(self):
            if attr.startswith("_m_"):
                section, first, *rest = attr[3:].split("_")
                name = f"{section}.{first}{''.join(word.title() for word in rest)}"
                self._methods[name.lower()] = (name, getattr(self, attr))

    # ----- lifecycle -------------------------------------------------------------------------

    async def start(self) -> None:
        """Start serving on 127.0.0.1 (an ephemeral port when port=0)."""
        app = web.Application()
        app.router.add_route("*", "/method/{method}", self._handle_api)
        app.router.add_route("*", "/lp", self._handle_lp)
        app.router.add_post("/upload/{kind}/{token}", self._handle_upload)
        app.router.add_get("/files/{token}", self._handle_download)
        self._runner, self._port = await serve(app, self._port)

    async def stop(self) -> None:
        """Release long polls and pending presses, stop Callback delivery and the server."""
        self._closing = True
        self._events_ready.fire()
        self._changed.fire()
        await self._stop_callback()
        for *_, waiter in self._presses.values():
            if not waiter.done():
                waiter.set_exception(AssertionError("the sandbox stopped during a press"))
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> VkSandbox:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        """Return the server's root URL."""
        return f"http://127.0.0.1:{self._port}"

    @property
    def api_url(self) -> str:
        """Return the value for vkbottle's `API.API_URL`."""
        return f"{self.base_url}/method/"

    @property
    def pollers(self) -> int:
        """Return how many long polls are parked waiting for events right now."""
        return self._pollers

    @property
    def limits(self) -> Limits:
        """Return the limits in force."""
        return self._limits

    @limits.setter
    def limits(self, value: Limits) -> None:
        self._limits = value
        self._buckets.reset()  # old buckets were sized for the old limits

    # ----- scripted world --------------------------------------------------------------------

    def user(
        self, user_id: int, first_name: str, last_name: str = "", screen_name: str | None = None
    ) -> VkUser:
        """Create a scripted user; the community can write to her only after she wrote."""
        if not 0 < user_id < CHAT_PEER_BASE or user_id in self._users:
            raise ValueError(f"user id {user_id} must be positive, below 2e9 and unused")
        made = self._users[user_id] = VkUser(self, user_id, first_name, last_name, screen_name)
        return made

    def conversation(
        self, local_id: int, title: str, bot_is_admin: bool = False
    ) -> VkConversation:
        """Create a conversation that already contains the community."""
        if local_id <= 0 or CHAT_PEER_BASE + local_id in self._chats:
            raise ValueError(f"conversation id {local_id} must be positive and unused")
        made = VkConversation(self, local_id, title, bot_is_admin)
        self._chats[made.peer_id] = made
        return made

    def fail_longpoll(self, code: int) -> None:
        """Make the next a_check answer {"failed": code} (2 and 3 also invalidate the key)."""
        if code not in (1, 2, 3):
            raise ValueError("long poll failure codes are 1, 2 and 3")
        self._lp_failure = (code, self._ts)
        self._events_ready.fire()  # a parked poll answers the failure at once

    def callback_server(
        self, url: str, secret: str | None = None, confirmation_code: str = "sandbox-confirm"
    ) -> None:
        """Deliver events by POSTing them to `url` instead of the long poll (loopback only)."""
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not is_loopback(parts.hostname):
            raise ValueError("the sandbox delivers only to loopback addresses")
        if self._callback_task is not None:
            self._callback_task.cancel()
        self.confirmation_code = confirmation_code
        self._callback = _Callback(url, secret, confirmation_code, cursor=self._ts)
        self._lp_enabled, self._lp_key = False, None  # exclusive, as in VK
        self._callback_task = asyncio.create_task(self._callback_loop(self._callback))
        self._events_ready.fire()

    async def use_longpoll(self) -> None:
        """Stop Callback delivery and enable the long poll again."""
        await self._stop_callback()
        self._lp_enabled = True

    def redeliver(self, event_id: str) -> None:
        """Queue an already delivered event again, under the same event_id."""
        self._push(self._bodies[event_id])

    async def wait(self, predicate: Callable[[], Any], timeout: float = WAIT) -> Any:
        """Wait until predicate() is truthy and return it; it is rechecked on sandbox activity."""
        return await wait_until(self._changed, predicate, timeout)

    def group_json(self) -> dict[str, Any]:
        """Return the community object of groups.getById."""
        group = {"id": self.group_id, "name": self.group_name, "screen_name": self.screen_name}
        group |= {"is_closed": 0, "type": "group", "is_admin": 0, "is_member": 0}
        return group | {
            f"photo_{n}": f"https://vk.com/images/community_{n}.png" for n in (50, 100, 200)
        }

    def _user_message(
        self,
        user: VkUser,
        text: str,
        chat: VkConversation | None,
        reply_to: VkMessage | None,
        payload: str | None = None,
        ref: str | None = None,
        action: dict[str, Any] | None = None,
        files: Sequence[VkFile] = (),
    ) -> VkMessage:
        """Store a user's message and emit message_new if the community may see it."""
        if not text and payload is None and not files:
            raise ValueError("VK does not send empty messages")
        if len(files) > self._limits.attachments_max:
            raise ValueError(f"VK allows at most {self._limits.attachments_max} attachments")
        if chat is None:
            user.has_written, user.denied = True, False  # writing opens the dialog again
        elif not chat.is_member(user.id):
            raise AssertionError(f"{user.first_name} is not a member of {chat.title!r}")
        peer_id = user.id if chat is None else chat.peer_id
        if reply_to is not None and reply_to.peer_id != peer_id:
            raise ValueError("reply_to belongs to another conversation")
        msg = self._new_message(peer_id, text, user)
        msg.reply_to, msg.payload, msg.ref, msg.action = reply_to, payload, ref, action
        msg.attachments = [file.attachment() for file in files]
        self._note(user.first_name, msg, _sent_kind(msg))
        if chat is None or self._bot_sees(chat, msg):
            body = {"message": self._message_json(msg), "client_info": _client_info(user)}
            msg.event_id = self._emit("message_new", body)
        return msg

    def _user_file(
        self, user: VkUser, kind: Literal["photo", "doc"], name: str, data: bytes
    ) -> VkFile:
        """Save a file a user attaches, checked like VK checks uploads."""
        try:
            if kind == "photo":
                return self._save_file(self._check_photo(name, data), user.id)
            if kind == "doc":
                return self._save_file(self._check_doc(name, data), user.id)
        except _UploadError as err:
            raise ValueError(f"VK would refuse {name!r}: {err}") from None
        raise ValueError(f"attachment kind must be 'photo' or 'doc', not {kind!r}")

    def _user_edit(self, user: VkUser, msg: VkMessage, text: str) -> VkMessage:
        """Change a user's own message and emit message_edit."""
        if msg.sender is not user or msg.deleted:
            raise AssertionError(f"{user.first_name} cannot edit that message")
        msg.text, msg.edited, msg.update_time = text, True, int(time.time())
        msg.version = next(self._versions)
        self._note(user.first_name, msg, "edit")
        chat = self._chats.get(msg.peer_id)
        if chat is None or self._bot_sees(chat, msg):
            self._emit("message_edit", self._message_json(msg))
        return msg

    async def _press(
        self, user: VkUser, msg: VkMessage, label: str, timeout: float
    ) -> dict[str, Any]:
        """Press a button: callback → message_event answered by the bot; text → message_new."""
        chat = self._chats.get(msg.peer_id)
        visible = chat.is_member(user.id) if chat else msg.peer_id == user.id
        if not visible or msg.deleted:
            raise AssertionError(f"{user.first_name} cannot see that message")
        if (msg.keyboard or {}).get("inline") and not user.inline_keyboard:
            raise AssertionError(f"{user.first_name}'s client shows no inline keyboards")
        found = [b for b in msg.buttons() if label in (b[0], b[2])]
        if not found:
            raise AssertionError(f"no button {label!r} in the message: {msg.buttons()}")
        text, kind, extra = found[0]
        where = chat.label if chat else user.label
        if kind == "text":
            # In conversations VK prefixes the label with a mention of the community.
            mention = f"[club{self.group_id}|@{self.screen_name}] " if chat else ""
            self._user_message(user, mention + text, chat, None, extra)
            return {}
        if kind != "callback":  # a vk.me link is followed by send("Начать", payload, ref=...)
            raise AssertionError(f"a {kind} button ({extra}) opens a page, not a bot event")
        self.transcript.append(TranscriptEntry(user.first_name, where, text, "press"))
        event_id = secrets.token_hex(7)
        waiter = asyncio.get_running_loop().create_future()
        self._presses[event_id] = (user.id, msg.peer_id, waiter)
        payload = json.loads(extra) if extra else None
        obj = {"user_id": user.id, "peer_id": msg.peer_id, "event_id": event_id}
        obj |= {"payload": payload, "conversation_message_id": msg.conversation_message_id}
        try:
            if self._emit("message_event", obj) is None:
                raise AssertionError("the community does not subscribe to message_event")
            return await asyncio.wait_for(waiter, timeout)
        except TimeoutError:
            raise AssertionError(
                f"the bot did not answer the press of {label!r} within {timeout}s"
            ) from None
        finally:
            self._presses.pop(event_id, None)

    def _bot_sees(self, chat: VkConversation, msg: VkMessage) -> bool:
        """Without access to all messages a bot gets commands, mentions and replies to it."""
        if chat.bot_is_admin or msg.text.startswith("/") or msg.payload is not None:
            return True
        mentions = (f"[club{self.group_id}|", f"@{self.screen_name}", f"@club{self.group_id}")
        replied = msg.reply_to is not None and msg.reply_to.from_bot
        return replied or any(m in msg.text for m in mentions)

    def _new_message(self, peer_id: int, text: str, sender: VkUser | None) -> VkMessage:
        """Create and store a message with the next ids of its dialog."""
        self._cmids[peer_id] += 1
        private = peer_id < CHAT_PEER_BASE
        message_id = next(self._message_ids) if private else 0
        from_id = sender.id if sender else -self.group_id
        msg = VkMessage(peer_id, message_id, self._cmids[peer_id], text, from_id, sender)
        msg.version = next(self._versions)
        self._messages[(peer_id, msg.conversation_message_id)] = msg
        if private:
            self._by_id[message_id] = msg
        return msg

    def _note(self, who: str, msg: VkMessage, kind: str) -> None:
        """Append a transcript line and wake everybody waiting for a change."""
        chat = self._chats.get(msg.peer_id) or self._users[msg.peer_id]
        keys = tuple(label for label, *_ in msg.buttons())
        text = f"{msg.media_label} {msg.text}".strip() if msg.attachments else msg.text
        self.transcript.append(TranscriptEntry(who, chat.label, text, kind, keys))
        self._changed.fire()

    def _message_json(self, msg: VkMessage, nested: bool = True) -> dict[str, Any]:
        """Return the message object VK shows the community."""
        data: dict[str, Any] = {
            "date": msg.date,
            "from_id": msg.from_id,
            "id": msg.message_id,
            "version": msg.version,
            "out": int(msg.from_bot),
            "peer_id": msg.peer_id,
            "text": msg.text,
            "conversation_message_id": msg.conversation_message_id,
            "fwd_messages": [],
            "important": False,
            "random_id": msg.random_id,
            "attachments": [{"type": a["kind"], a["kind"]: a["object"]} for a in msg.attachments],
            "is_hidden": False,
        }
        optional = {"payload": msg.payload, "ref": msg.ref, "action": msg.action}
        optional["update_time"] = msg.update_time
        data |= {key: value for key, value in optional.items() if value is not None}
        if msg.reply_to is not None and nested:
            data["reply_message"] = self._message_json(msg.reply_to, nested=False)
        return data

    # ----- events ----------------------------------------------------------------------------

    def _emit(self, kind: str, obj: dict[str, Any]) -> str | None:
        """Record a group event for the long poll or Callback API; None if not subscribed."""
        if kind not in self.event_types:
            return None
        event_id = secrets.token_hex(20)
        body = {"group_id": self.group_id, "type": kind, "event_id": event_id}
        body |= {"v": API_VERSION, "object": obj}
        self._bodies[event_id] = body
        self._push(body)
        return event_id

    def _push(self, body: dict[str, Any]) -> None:
        """Give an event the next ts and wake polls and the Callback poster."""
        self._ts += 1
        self._history.append(_Event(self._ts, body))
        while len(self._history) > self.lp_history:
            self._history.popleft()
        self.stats.events += 1
        self._events_ready.fire()
        self._changed.fire()

    def _events_after(self, ts: int) -> list[_Event]:
        """Return the kept events newer than `ts`."""
        return [event for event in self._history if event.number > ts]

    def _take_failure(self) -> dict[str, Any] | None:
        """Consume an injected long-poll failure and build its answer."""
        if self._lp_failure is None:
            return None
        code, ts = self._lp_failure
        self._lp_failure = None
        if code == 1:
            return {"failed": 1, "ts": ts}
        self._lp_key = None  # until groups.getLongPollServer hands out a new one
        return {"failed": code}

    async def _handle_lp(self, request: web.Request) -> web.StreamResponse:
        """Answer a Bots Long Poll a_check, holding it up to `wait` seconds for new events."""
        self._changed.fire()
        query = dict(request.query)
        if request.body_exists:
            query |= {k: v for k, v in (await request.post()).items() if isinstance(v, str)}
        fault = self.faults.take("a_check", wildcard=False)  # faults for "any" spare the poll
        if fault is not None and fault.kind == "error":
            return self._lp_answer({"failed": fault.code})
        if fault is not None and (broken := await self._transport_fault(request, fault)):
            self._record("a_check", None, 0, status=broken.status if fault.kind == "5xx" else 0)
            return broken
        failure = self._take_failure()
        if failure is not None:
            return self._lp_answer(failure)
        key = query.get("key")
        if not self._lp_enabled or key is None or key != self._lp_key:
            return self._lp_answer({"failed": 2})
        try:
            ts = int(query.get("ts", ""))
            wait = min(max(int(query.get("wait") or 0), 0), 90)
        except ValueError:
            return self._lp_answer({"failed": 1, "ts": self._ts})
        oldest = self._history[0].number if self._history else self._ts + 1
        if ts > self._ts or ts < oldest - 1:
            return self._lp_answer({"failed": 1, "ts": self._ts})  # those events are gone
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        self._pollers += 1
        try:
            while True:
                failure = self._take_failure()
                if failure is not None:
                    return self._lp_answer(failure)
                if key != self._lp_key:
                    return self._lp_answer({"failed": 2})
                events = self._events_after(ts)
                if events or self._closing or loop.time() >= deadline:
                    updates = [event.body for event in events]
                    return self._lp_answer({"ts": str(self._ts), "updates": updates})
                self._changed.fire()  # the bot is idle now, which wait() predicates may check
                await self._events_ready.wait(deadline - loop.time())
        finally:
            self._pollers -= 1

    def _lp_answer(self, body: dict[str, Any]) -> web.Response:
        """Count and serialise a long-poll answer."""
        self._record("a_check", None, 0)
        return json_response(body)

    async def _stop_callback(self) -> None:
        """Cancel Callback delivery, if any."""
        task, self._callback_task, self._callback = self._callback_task, None, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _callback_loop(self, hook: _Callback) -> None:
        """Confirm the server, then POST events one by one, retrying until it answers "ok"."""
        timeout = aiohttp.ClientTimeout(total=self.callback_timeout)
        async with aiohttp.ClientSession(trust_env=False, timeout=timeout) as http:
            delay = self.callback_retry_delay
            while not hook.confirmed:
                answer = await self._post(http, hook, {"type": "confirmation"})
                hook.confirmed = answer == hook.confirmation_code
                if not hook.confirmed:
                    self.stats.callback_failures += 1
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, 1.0)
            delay, attempts = self.callback_retry_delay, 0
            while not self._closing:
                events = self._events_after(hook.cursor)
                if not events:
                    await self._events_ready.wait(None)
                    continue
                body = events[0].body | ({"secret": hook.secret} if hook.secret else {})
                self.stats.callback_posts += 1
                if await self._post(http, hook, body) == "ok":
                    hook.cursor, delay, attempts = events[0].number, self.callback_retry_delay, 0
                else:
                    self.stats.callback_failures += 1
                    attempts += 1
                    if attempts >= self.callback_attempts:
                        hook.cursor, attempts = events[0].number, 0
                        self.stats.callback_dropped += 1
                    else:
                        await asyncio.sleep(delay)
                        delay = min(delay * 2, 1.0)
                self._changed.fire()

    async def _post(
        self, http: aiohttp.ClientSession, hook: _Callback, body: dict[str, Any]
    ) -> str | None:
        """POST one JSON body; return the answer text when the status is 200."""
        try:
            async with http.post(hook.url, json=body | {"group_id": self.group_id}) as resp:
                text = await resp.text()
                return text if resp.status == 200 else None
        except (aiohttp.ClientError, TimeoutError):
            return None

    # ----- HTTP layer ------------------------------------------------------------------------

    async def _handle_api(self, request: web.Request) -> web.StreamResponse:
        """Answer one API call, always with HTTP 200 unless a fault says otherwise."""
        self._changed.fire()  # a request arriving is activity that wait() predicates may track
        name = request.match_info["method"]
        found = self._methods.get(name.lower())
        method = found[0] if found else name
        fault = self.faults.take(method)
        if fault is not None and (broken := await self._transport_fault(request, fault)):
            self._record(method, None, 0, status=broken.status if fault.kind == "5xx" else 0)
            return broken
        raw: dict[str, str] = dict(request.query)
        if request.body_exists:
            raw |= {k: v for k, v in (await request.post()).items() if isinstance(v, str)}
        p = _Params(raw)
        try:
            if fault is not None:
                raise VkError(fault.code)
            if found is None:
                raise VkError(3)
            if p.as_str("access_token") != self.token:
                raise VkError(5)
            if not p.as_str("v"):
                raise VkError(8, "v (version) is required")
            self._throttle()
            body: dict[str, Any] = {"response": await found[1](p)}
            code = 0
        except VkError as err:
            code, body = err.code, {"error": self._error_json(err, method, raw)}
        except Exception:
            log.exception("sandbox failed on %s", method)
            code, body = 10, {"error": self._error_json(VkError(10), method, raw)}
        peer = raw.get("peer_id") or raw.get("user_id") or raw.get("peer_ids", "").split(",")[0]
        self._record(method, int(peer) if peer.lstrip("-").isdigit() else None, code)
        return json_response(body)

    async def _handle_upload(self, request: web.Request) -> web.StreamResponse:
        """Take a multipart upload: field "photo" for photos, "file" for documents."""
        kind = self._upload_urls.get(request.match_info["token"])
        method = f"upload.{request.match_info['kind']}"
        if kind is None or kind != request.match_info["kind"]:
            self._record(method, None, 0, status=404)
            return web.Response(status=404, text="upload URL is unknown")
        fault = self.faults.take(method, wildcard=False)  # faults for "any" spare uploads
        if fault is not None and (broken := await self._transport_fault(request, fault)):
            self._record(method, None, 0, status=broken.status if fault.kind == "5xx" else 0)
            return broken
        field_name = "photo" if kind == "photo" else "file"
        limit = self._limits.photo_max if kind == "photo" else self._limits.doc_max
        server = 800_000 + len(self._uploads) % 1000
        try:
            if fault is not None and fault.kind == "error":
                raise _UploadError("ERR_UPLOAD_INTERNAL: injected upload failure")
            name, data = await self._read_part(request, field_name, limit)
            if kind == "photo":
                upload = self._check_photo(name, data) if data is not None else None
            else:
                upload = self._check_doc(name, data if data is not None else b"")
        except _UploadError as err:
            self._record(method, None, 0)
            return json_response({"error": str(err)})
        self._record(method, None, 0)
        if upload is None:  # no photo field: VK answers an empty list, which cannot be saved
            body = {"server": server, "photo": "[]", "hash": secrets.token_hex(16)}
            return json_response(body)
        upload.server, upload.hash = server, secrets.token_hex(16)
        if kind == "doc":
            key = f"{-self.group_id}|0|0|{server}|{secrets.token_hex(5)}|{upload.hash}"
            self._uploads[key] = upload
            return json_response({"file": key})
        key = secrets.token_hex(5)
        self._uploads[key] = upload
        photo = [{"markers_restarted": True, "photo": f"{key}:w", "sizes": [], "kid": key}]
        body = {"server": server, "photo": _compact_json(photo), "hash": upload.hash}
        return json_response(body)

    async def _read_part(
        self, request: web.Request, field_name: str, limit: int
    ) -> tuple[str, bytes | None]:
        """Read one file field of a multipart body, refusing more than `limit` bytes."""
        if not request.content_type.startswith("multipart/"):
            return "", None
        async for part in await request.multipart():
            if not isinstance(part, aiohttp.BodyPartReader) or part.name != field_name:
                continue
            data = bytearray()
            while chunk := await part.read_chunk(2**20):
                data += chunk
                if len(data) > limit:
                    raise _UploadError(f"ERR_UPLOAD_FILE_TOO_BIG: more than {limit} bytes")
            return part.filename or field_name, bytes(data)
        return "", None

    def _check_photo(self, name: str, data: bytes) -> _Upload:
        """Accept a PNG or JPEG of VK's size limits."""
        limit = self._limits.photo_max
        if len(data) > limit:
            raise _UploadError(f"ERR_UPLOAD_FILE_TOO_BIG: more than {limit} bytes")
        found = image_size(data)
        if found is None or found[0] not in ("png", "jpeg"):
            raise _UploadError("ERR_UPLOAD_BAD_IMAGE: the file is not a JPEG or PNG image")
        _, width, height = found
        too_big = width + height > self._limits.photo_sides_max
        if too_big or max(width, height) > 20 * min(width, height):  # VK's ratio limit 1:20
            raise _UploadError("ERR_UPLOAD_BAD_IMAGE_SIZE: wrong image dimensions")
        return _Upload("photo", name, data, 0, width=width, height=height)

    def _check_doc(self, name: str, data: bytes) -> _Upload:
        """Accept a non-empty document of VK's size limit and allowed types."""
        if not data:
            raise _UploadError("ERR_UPLOAD_FILE_NOT_UPLOADED: file not uploaded")
        if len(data) > self._limits.doc_max:
            raise _UploadError(f"ERR_UPLOAD_FILE_TOO_BIG: more than {self._limits.doc_max} bytes")
        if _extension(name) in _FORBIDDEN_DOC_EXTS:
            raise _UploadError("ERR_UPLOAD_BAD_FILE_EXTENSION: this file type is not allowed")
        return _Upload("doc", name, data, 0)

    def _save_file(self, upload: _Upload, owner_id: int, title: str | None = None) -> VkFile:
        """Turn an upload into a saved photo or doc with its own download URL."""
        token = secrets.token_urlsafe(12)
        saved = VkFile(
            upload.kind,
            next(self._media_ids),
            owner_id,
            title or upload.name,
            upload.data,
            secrets.token_hex(9),
            f"{self.base_url}/files/{token}",
            ext=_extension(upload.name),
            width=upload.width,
            height=upload.height,
        )
        upload.saved = True
        self._files[(saved.kind, saved.owner_id, saved.id)] = saved
        self._downloads[token] = saved
        return saved

    async def _handle_download(self, request: web.Request) -> web.StreamResponse:
        """Serve the bytes of a saved photo or document by the token in its URL."""
        fault = self.faults.take("download", wildcard=False)
        if fault is not None and (broken := await self._transport_fault(request, fault)):
            self._record("download", None, 0, status=broken.status if fault.kind == "5xx" else 0)
            return broken
        saved = self._downloads.get(request.match_info["token"])
        self._record("download", None, 0, status=200 if saved else 404)
        if saved is None:
            return web.Response(status=404, text="file not found")
        mime = mimetypes.guess_type(saved.name)[0] or "application/octet-stream"
        disposition = f"attachment; filename*=UTF-8''{quote(saved.name)}"
        return web.Response(
            body=saved.data, content_type=mime, headers={"Content-Disposition": disposition}
        )

    async def _transport_fault(
        self, request: web.Request, fault: Fault
    ) -> web.StreamResponse | None:
        """Answer a 5xx page or drop the connection; None lets the call go on (maybe late)."""
        if fault.kind == "5xx":  # VK's front ends answer an HTML page then
            phrase = f"{fault.status} {HTTPStatus(fault.status).phrase}"
            html = f"<html><head><title>{phrase}</title></head><body>{phrase}</body></html>"
            return web.Response(status=fault.status, text=html, content_type="text/html")
        if await inject_transport_fault(request, fault):
            return web.Response()  # the connection is gone; nothing will be written
        return None

    def _error_json(self, err: VkError, method: str, raw: dict[str, str]) -> dict[str, Any]:
        """Return VK's error object; request_params echo the call without the token."""
        params = [{"key": "method", "value": method}, {"key": "oauth", "value": "1"}]
        params += [{"key": k, "value": v} for k, v in raw.items() if k != "access_token"]
        return {"error_code": err.code, "error_msg": err.msg, "request_params": params}

    def _record(self, method: str, peer: int | None, error: int, status: int = 200) -> None:
        """Log an answered call and count it."""
        self.stats.log.append(LogEntry(self.clock(), method, peer, error, status))
        self.stats.calls[method] += 1
        if error:
            self.stats.errors[error] += 1
        self.stats.rate_limited += error == 6
        self._changed.fire()

    def _throttle(self) -> None:
        """Spend a request token of the access token, or answer error 6."""
        lim = self._limits
        if lim.enabled:
            bucket = self._buckets.bucket("token", lim.requests_per_sec, lim.requests_burst)
            if self._buckets.acquire([bucket], self.clock()):
                raise VkError(6)

    # ----- validation ------------------------------------------------------------------------

    def _refusal(self, user: VkUser) -> int | None:
        """Return the error code that stops the community writing to a user, if any."""
        if user.denied:
            return 902
        return None if user.has_written or user.allowed else 901

    def _peer(self, peer_id: int) -> VkUser | VkConversation:
        """Resolve a peer the community may write to, or raise VK's error for it."""
        if peer_id >= CHAT_PEER_BASE:
            if (chat := self._chats.get(peer_id)) is None:
                raise VkError(917)
            return chat
        user = self._users.get(peer_id)
        if user is None:
            raise VkError(7 if peer_id <= 0 else 901)  # other communities; unknown users
        if (refusal := self._refusal(user)) is not None:
            raise VkError(refusal)
        return user

    def _text(self, p: _Params) -> str:
        """Return the message text after the length check."""
        text = p.as_str("message") or ""
        if len(text) > self._limits.text_max:
            raise VkError(914)
        return text

    def _keyboard(self, p: _Params) -> dict[str, Any] | None:
        """Validate the keyboard parameter like VK; None when absent or without buttons."""
        if "keyboard" not in p:
            return None
        try:
            keyboard = json.loads(p.as_str("keyboard") or "")
        except ValueError:
            raise VkError(911, "keyboard is not valid JSON") from None
        rows = keyboard.get("buttons") if isinstance(keyboard, dict) else None
        if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
            raise VkError(911, "buttons must be an array of rows")
        lim = self._limits
        inline = bool(keyboard.get("inline"))
        most, most_rows = (
            (lim.inline_buttons_max, lim.inline_rows_max)
            if inline
            else (lim.buttons_max, lim.rows_max)
        )
        count = sum(len(row) for row in rows)
        if count > most or len(rows) > most_rows:
            raise VkError(911, f"at most {most} buttons in {most_rows} rows, got {count}")
        if any(len(row) > lim.row_buttons_max for row in rows):
            raise VkError(911, f"at most {lim.row_buttons_max} buttons in a row")
        for button in itertools.chain.from_iterable(rows):
            self._check_button(button)
        return keyboard if count else None

    def _check_button(self, button: Any) -> None:
        """Check one button's action type, label, link, payload and color."""
        action = button.get("action") if isinstance(button, dict) else None
        kind = action.get("type") if isinstance(action, dict) else None
        if kind not in _ACTIONS:
            raise VkError(911, f"unknown action type {kind!r}")
        label = action.get("label")
        if kind in _LABELLED and (not isinstance(label, str) or not label):
            raise VkError(911, f"{kind} button needs a label")
        if isinstance(label, str) and len(label) > self._limits.label_max:
            raise VkError(911, f"label is longer than {self._limits.label_max} characters")
        if kind == "open_link" and not str(action.get("link", "")).startswith(
            ("http://", "https://")
        ):
            raise VkError(911, "open_link button needs an http(s) link")
        payload = action.get("payload")
        if payload is not None:
            text = payload if isinstance(payload, str) else _compact_json(payload)
            if len(text) > self._limits.payload_max:
                raise VkError(911, f"payload is longer than {self._limits.payload_max} characters")
            try:
                json.loads(text)
            except ValueError:
                raise VkError(911, "payload is not valid JSON") from None
        if button.get("color") is not None and button["color"] not in _COLORS:
            raise VkError(911, f"unknown color {button['color']!r}")

    def _attachments(self, p: _Params) -> list[dict[str, Any]] | None:
        """Resolve the comma-separated `attachment` parameter; None when it is absent."""
        if "attachment" not in p:
            return None
        refs = [ref.strip() for ref in (p.as_str("attachment") or "").split(",") if ref.strip()]
        if len(refs) > self._limits.attachments_max:
            raise _bad(f"at most {self._limits.attachments_max} attachments")
        found = []
        for ref in refs:
            match = _ATTACHMENT.fullmatch(ref)
            if match is None:  # other media (video, audio, wall posts...) are not simulated
                raise _bad(f"attachment {ref!r} is invalid")
            kind, owner_id, media_id, key = match.groups()
            saved = self._files.get((kind, int(owner_id), int(media_id)))
            if saved is None:
                raise _bad(f"attachment {ref!r} not found")
            # The community's own files need no key; others' files need theirs.
            if key != saved.access_key and (key is not None or saved.owner_id > 0):
                raise _bad(f"access_key of {ref!r} is invalid")
            found.append(saved.attachment())
        return found

    def _find(self, p: _Params) -> VkMessage:
        """Find the message named by peer_id plus conversation_message_id (cmid) or message_id."""
        peer_id = p.as_int("peer_id")
        cmid = p.as_int("conversation_message_id") or p.as_int("cmid")
        message_id = p.as_int("message_id")
        msg = None
        if peer_id is not None and cmid is not None:
            msg = self._messages.get((peer_id, cmid))
        elif message_id:
            msg = self._by_id.get(message_id)
        if msg is None or msg.deleted or (peer_id is not None and msg.peer_id != peer_id):
            raise _bad("message not found")
        return msg

    # ----- API methods -----------------------------------------------------------------------

    async def _m_groups_get_by_id(self, p: _Params) -> dict[str, Any]:
        """Describe the community."""
        asked = (p.as_str("group_ids") or p.as_str("group_id") or "").split(",")
        known = {"", str(self.group_id), self.screen_name, f"club{self.group_id}"}
        if any(ref.strip() not in known for ref in asked):
            raise _bad("group_ids is invalid")
        return {"groups": [self.group_json()], "profiles": []}

    def _own_group(self, p: _Params) -> None:
        """Refuse group methods called for another community."""
        if p.as_int("group_id") not in (None, self.group_id):
            raise VkError(15, "no access to this group")

    async def _m_groups_get_long_poll_server(self, p: _Params) -> dict[str, Any]:
        """Hand out the long-poll server, key and current ts."""
        self._own_group(p)
        if not self._lp_enabled:
            raise _bad("Bots Long Poll is disabled for this community")
        self._lp_key = self._lp_key or secrets.token_hex(20)
        return {"key": self._lp_key, "server": f"{self.base_url}/lp", "ts": str(self._ts)}

    async def _m_groups_set_long_poll_settings(self, p: _Params) -> int:
        """Switch the long poll on or off and choose its event types."""
        self._own_group(p)
        enabled = p.as_int("enabled")
        if enabled == 1 and not self._lp_enabled:
            await self.use_longpoll()
        elif enabled == 0:
            self._lp_enabled, self._lp_key = False, None
            self._events_ready.fire()
        for name, value in p.raw.items():
            if name.startswith("message_") and value in ("0", "1"):
                (self.event_types.add if value == "1" else self.event_types.discard)(name)
        return 1

    async def _m_groups_get_callback_confirmation_code(self, p: _Params) -> dict[str, Any]:
        """Return the code the Callback API endpoint must answer to the confirmation."""
        self._own_group(p)
        return {"code": self.confirmation_code}

    async def _m_utils_get_server_time(self, p: _Params) -> int:
        """Return the server's Unix time."""
        return int(time.time())

    async def _m_users_get(self, p: _Params) -> list[dict[str, Any]]:
        """Describe users by id or screen name."""
        refs = [ref.strip() for ref in (p.as_str("user_ids") or "").split(",") if ref.strip()]
        if not refs:
            raise _bad("user_ids is undefined")  # a community token has no "me"
        fields = [f.strip() for f in (p.as_str("fields") or "").split(",")]
        by_name = {u.screen_name or f"id{u.id}": u for u in self._users.values()}
        found = [self._users.get(int(r)) if r.isdigit() else by_name.get(r) for r in refs]
        users = [user.as_json(fields) for user in found if user is not None]
        if not users:
            raise VkError(113)
        return users

    def _upload_url(self, kind: Literal["photo", "doc"], p: _Params) -> str:
        """Hand out an upload URL, checking that the community may write to peer_id."""
        peer_id = p.as_int("peer_id")
        if peer_id:
            self._peer(peer_id)
        token = secrets.token_urlsafe(16)
        self._upload_urls[token] = kind
        return f"{self.base_url}/upload/{kind}/{token}"

    async def _m_photos_get_messages_upload_server(self, p: _Params) -> dict[str, Any]:
        """Return the upload URL for a message photo (multipart field "photo")."""
        url = self._upload_url("photo", p)
        ids = {"album_id": MESSAGES_ALBUM_ID, "user_id": 0, "group_id": self.group_id}
        return {"upload_url": url} | ids

    async def _m_photos_save_messages_photo(self, p: _Params) -> list[dict[str, Any]]:
        """Save an uploaded photo for messages; the server and hash must match the upload."""
        for name in ("photo", "server", "hash"):
            if not p.as_str(name):
                raise _bad(f"{name} is undefined")
        try:
            listed = json.loads(p.as_str("photo") or "")
            key = str(listed[0]["photo"]).split(":")[0]
        except (ValueError, LookupError, TypeError, AttributeError):
            raise _bad("photos_list is invalid") from None
        upload = self._uploads.get(key)
        if upload is None or upload.kind != "photo":
            raise _bad("photos_list is invalid")
        if upload.saved or (p.as_int("server"), p.as_str("hash")) != (upload.server, upload.hash):
            raise VkError(121)  # a wrong hash, or an upload saved once already
        return [self._save_file(upload, -self.group_id).as_json()]

    async def _m_docs_get_messages_upload_server(self, p: _Params) -> dict[str, Any]:
        """Return the upload URL for a message document (multipart field "file")."""
        if (p.as_str("type") or "doc") != "doc":
            raise _bad("type: the sandbox simulates documents only")  # not voice or graffiti
        return {"upload_url": self._upload_url("doc", p)}

    async def _m_docs_save(self, p: _Params) -> dict[str, Any]:
        """Save an uploaded document under `title` (its file name when absent)."""
        file = p.as_str("file")
        if not file:
            raise _bad("file is undefined")
        upload = self._uploads.get(file)
        if upload is None or upload.kind != "doc" or upload.saved:
            raise _bad("file is invalid")
        title = (p.as_str("title") or "").strip() or None
        return {"type": "doc", "doc": self._save_file(upload, -self.group_id, title).as_json()}

    async def _m_messages_send(self, p: _Params) -> Any:
        """Send a message to one peer (answer: its id) or to peer_ids (answer: a list)."""
        random_id = p.as_int("random_id")
        if random_id is None:
            raise _bad("random_id is a required parameter")
        many = "peer_ids" in p
        if many:
            peers = p.as_ints("peer_ids")
            if not 0 < len(peers) <= self._limits.peer_ids_max:
                raise _bad(f"peer_ids must hold 1 to {self._limits.peer_ids_max} ids")
        else:
            chat_id = p.as_int("chat_id")
            peer = p.as_int("peer_id") or p.as_int("user_id")
            peer = peer or (CHAT_PEER_BASE + chat_id if chat_id else None)
            if not peer:
                raise _bad("you should specify peer_id, user_id, domain, chat_id or user_ids")
            peers = [peer]
        text, keyboard = self._text(p), self._keyboard(p)
        attachments = self._attachments(p) or []
        if not text.strip() and keyboard is None and not attachments:
            raise _bad("message is empty or invalid")
        results = []
        for peer in peers:
            try:
                msg = self._send_one(
                    peer, text, keyboard, random_id, p.as_str("payload"), attachments
                )
            except VkError as err:
                if not many:
                    raise
                self.stats.errors[err.code] += 1
                error = {"code": err.code, "description": err.msg}
                results.append({"peer_id": peer, "error": error})
                continue
            ids = {
                "message_id": msg.message_id,
                "conversation_message_id": msg.conversation_message_id,
            }
            results.append({"peer_id": peer} | ids)
        return results if many else results[0]["message_id"]

    def _send_one(
        self,
        peer_id: int,
        text: str,
        keyboard: dict[str, Any] | None,
        random_id: int,
        payload: str | None,
        attachments: list[dict[str, Any]],
    ) -> VkMessage:
        """Deliver one message, or return the earlier one with the same non-zero random_id."""
        target = self._peer(peer_id)
        earlier = self._dedup.get((peer_id, random_id)) if random_id else None
        if earlier is not None:
            return earlier  # VK's dedup: nothing is sent twice
        msg = self._new_message(peer_id, text, None)
        msg.keyboard, msg.random_id, msg.payload = keyboard, random_id, payload
        msg.attachments = list(attachments)
        if random_id:
            self._dedup[(peer_id, random_id)] = msg
        target._received.append(msg)
        self._note("bot", msg, _sent_kind(msg))
        return msg

    async def _m_messages_edit(self, p: _Params) -> int:
        """Edit a bot message: no keyboard keeps it, an edit without `attachment` drops those."""
        msg = self._find(p)
        if not msg.from_bot:
            raise VkError(920)
        text = self._text(p) if "message" in p else msg.text
        keyboard = self._keyboard(p) if "keyboard" in p else msg.keyboard
        attachments = self._attachments(p) or []
        if not text.strip() and keyboard is None and not attachments:
            raise _bad("message is empty or invalid")
        msg.text, msg.keyboard, msg.attachments = text, keyboard, attachments
        msg.edited, msg.update_time = True, int(time.time())
        msg.version = next(self._versions)
        self._note("bot", msg, "edit")
        return 1

    async def _m_messages_delete(self, p: _Params) -> list[dict[str, Any]]:
        """Delete messages by cmids (with peer_id) or message_ids; per-message results."""
        peer_id = p.as_int("peer_id")
        cmids = p.as_ints("cmids") or p.as_ints("conversation_message_ids")
        if cmids and peer_id is None:
            raise _bad("peer_id is required with cmids")
        found = [(self._messages.get((peer_id or 0, c)), None, c) for c in cmids]
        found += [(self._by_id.get(m), m, None) for m in p.as_ints("message_ids")]
        if not found:
            raise _bad("message_ids or cmids are required")
        results = []
        for msg, message_id, cmid in found:
            item: dict[str, Any] = {"peer_id": msg.peer_id if msg else peer_id}
            item |= {"message_id": message_id, "conversation_message_id": cmid}
            chat = self._chats.get(msg.peer_id) if msg else None
            if msg is None or msg.deleted:
                item["error"] = {"code": 100, "description": "message not found"}
            elif not (msg.from_bot or (chat is not None and chat.bot_is_admin)):
                item["error"] = {"code": 924, "description": ERRORS[924]}
            else:
                msg.deleted, item["response"] = True, True
                item["message_id"] = msg.message_id
                item["conversation_message_id"] = msg.conversation_message_id
            if "error" in item:
                self.stats.errors[item["error"]["code"]] += 1
            results.append(item)
        self._changed.fire()
        return results

    async def _m_messages_send_message_event_answer(self, p: _Params) -> int:
        """Resolve the scripted press waiting for this callback event."""
        pending = self._presses.get(p.as_str("event_id") or "")
        if pending is None or pending[2].done():
            raise _bad("event_id is invalid or expired")
        user_id, peer_id, waiter = pending
        if (p.as_int("user_id"), p.as_int("peer_id")) != (user_id, peer_id):
            raise _bad("user_id and peer_id do not match the event")
        data = p.as_json("event_data") or {}
        kinds = ("show_snackbar", "open_link", "open_app")
        if data and (not isinstance(data, dict) or data.get("type") not in kinds):
            raise _bad(f"event_data.type must be one of {kinds}")
        if len(str(data.get("text", ""))) > self._limits.snackbar_max:
            raise _bad(f"snackbar text is longer than {self._limits.snackbar_max} characters")
        waiter.set_result(data)
        return 1

    def _chat_param(self, p: _Params, name: str = "peer_id") -> VkConversation:
        """Resolve a conversation parameter, refusing what the community cannot see."""
        peer_id = p.as_int(name)
        if peer_id is not None and name == "chat_id":
            peer_id += CHAT_PEER_BASE
        chat = self._chats.get(peer_id or 0)
        if chat is None:
            raise VkError(917)
        return chat

    async def _m_messages_get_conversation_members(self, p: _Params) -> dict[str, Any]:
        """List a conversation's members; VK allows it to admins only."""
        chat = self._chat_param(p)
        if not chat.bot_is_admin:
            raise VkError(917)
        owner = chat.owner_id
        items = [
            {"member_id": uid, "invited_by": owner, "join_date": chat.joined[uid]}
            | {"is_admin": admin, "is_owner": uid == owner, "can_kick": not admin}
            for uid, admin in chat.members.items()
        ]
        items.append({"member_id": -self.group_id, "invited_by": owner, "is_admin": True})
        fields = [f.strip() for f in (p.as_str("fields") or "").split(",")]
        profiles = [self._users[uid].as_json(fields) for uid in chat.members]
        return {
            "count": len(items),
            "items": items,
            "profiles": profiles,
            "groups": [self.group_json()],
        }

    async def _m_messages_get_conversations_by_id(self, p: _Params) -> dict[str, Any]:
        """Describe known dialogs and conversations; unknown peers are left out."""
        items = []
        for peer_id in p.as_ints("peer_ids"):
            target = self._chats.get(peer_id) or self._users.get(peer_id)
            if target is None:
                continue
            last = self._cmids[peer_id]
            item: dict[str, Any] = {"last_message_id": 0, "last_conversation_message_id": last}
            item |= {"in_read": last, "out_read": last, "version": next(self._versions)}
            if isinstance(target, VkUser):
                refusal = self._refusal(target)
                item["peer"] = {"id": peer_id, "type": "user", "local_id": peer_id}
                item["can_write"] = {"allowed": refusal is None} | (
                    {"reason": refusal} if refusal else {}
                )
            else:
                item["peer"] = {"id": peer_id, "type": "chat", "local_id": target.local_id}
                item["can_write"] = {"allowed": True}
                acl = "change_info change_invite_link change_pin invite promote_users"
                acl += " see_invite_link moderate copy_chat call use_mass_mentions"
                admins = [uid for uid, admin in target.members.items() if admin]
                item["chat_settings"] = {
                    "owner_id": target.owner_id,
                    "title": target.title,
                    "state": "in",
                    "members_count": len(target.members) + 1,
                    "admin_ids": admins + ([-self.group_id] if target.bot_is_admin else []),
                    "active_ids": list(target.members),
                    "acl": {f"can_{right}": target.bot_is_admin for right in acl.split()}
                    | {"can_change_service_type": False},
                }
            items.append(item)
        return {"count": len(items), "items": items}

    async def _m_messages_remove_chat_user(self, p: _Params) -> int:
        """Kick a member from a conversation; the community must be its admin."""
        chat = self._chat_param(p, "chat_id")
        user_id = p.as_int("member_id") or p.as_int("user_id")
        if not chat.bot_is_admin:
            raise VkError(925)
        if user_id is None or not chat.is_member(user_id):
            raise VkError(935)
        if chat.members[user_id] and user_id == chat.owner_id:
            raise VkError(15, "can't remove the owner")
        chat.remove_member(self._users[user_id])  # the community's own act brings no event
        self._changed.fire()
        return 1
