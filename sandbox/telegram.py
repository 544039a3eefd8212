"""A local stand-in for the Telegram Bot API that an unmodified aiogram bot can talk to.

The server half answers Bot API calls on 127.0.0.1 with Telegram's limits and error texts;
the Python half plays scripted users (`SandboxUser`) in private chats and groups.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import itertools
import json
import logging
import mimetypes
import re
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import PurePosixPath
from typing import Any, Literal, NamedTuple
from urllib.parse import urlsplit

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

# Telegram's default when a bot never chose allowed_updates: all types except these.
_OPT_IN_UPDATES = frozenset({"chat_member", "message_reaction", "message_reaction_count"})
_NOT_MODIFIED = (
    "message is not modified: specified new message content and reply markup are exactly "
    "the same as a current content and reply markup of the message"
)
_BUTTON_ACTIONS = [
    "callback_data",
    "url",
    "web_app",
    "login_url",
    "switch_inline_query",
    "switch_inline_query_current_chat",
    "switch_inline_query_chosen_chat",
    "copy_text",
    "callback_game",
    "pay",
]
_HTML_TAGS = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "span": "spoiler",
    "a": "text_link",
    "code": "code",
    "pre": "pre",
    "blockquote": "blockquote",
    "tg-emoji": "custom_emoji",
}
_HTML_TOKEN = re.compile(r"<[^>]*>|<|&(?:#\d+|#[xX][0-9a-fA-F]+|lt|gt|amp|quot);")
_COMMAND = re.compile(r"/[A-Za-z0-9_]{1,32}(?:@(\w+))?")
_MEMBER_STATUSES = ("creator", "administrator", "member", "left", "kicked")
_ADMIN_RIGHTS = [
    "can_manage_chat",
    "can_delete_messages",
    "can_manage_video_chats",
    "can_restrict_members",
    "can_change_info",
    "can_invite_users",
    "can_post_stories",
    "can_edit_stories",
    "can_delete_stories",
    "can_send_welcome_messages",
    "can_pin_messages",
]


@dataclass(frozen=True)
class Limits:
    """Size limits and flood limits of the Bot API; `enabled=False` switches flood limits off."""

    enabled: bool = True
    global_per_sec: float = 30.0
    global_burst: int = 30
    chat_per_sec: float = 1.0
    chat_burst: int = 3
    group_per_min: float = 20.0
    group_burst: int = 20
    text_max: int = 4096
    caption_max: int = 1024
    callback_data_max: int = 64
    photo_sides_max: int = 10_000  # width plus height of a photo
    download_max: int = 20 * 2**20  # the biggest file getFile lets a bot download


class ApiError(Exception):
    """An error answer of the Bot API: HTTP status, description and optional retry_after."""

    def __init__(self, code: int, description: str, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.code, self.description, self.retry_after = code, description, retry_after

    def payload(self) -> dict[str, Any]:
        """Return the JSON body Telegram sends for this error."""
        body = {"ok": False, "error_code": self.code, "description": self.description}
        if self.retry_after is not None:
            body["parameters"] = {"retry_after": self.retry_after}
        return body


def _bad(description: str) -> ApiError:
    """Build a 400 error with Telegram's 'Bad Request: ' prefix."""
    return ApiError(400, f"Bad Request: {description}")


def _utf16_len(text: str) -> int:
    """Return the length in UTF-16 code units, the unit of Telegram entity offsets."""
    return len(text.encode("utf-16-le")) // 2


def _compact(data: dict[str, Any]) -> dict[str, Any]:
    """Drop None values, as the Bot API omits absent optional fields."""
    return {key: value for key, value in data.items() if value is not None}


def _html_entity(tag: str, offset: int, length: int, attrs: str) -> dict[str, Any]:
    """Turn a closed HTML tag into a MessageEntity dict."""
    entity: dict[str, Any] = {"type": _HTML_TAGS[tag], "offset": offset, "length": length}
    if tag == "a":
        href = re.search(r"href\s*=\s*[\"']?([^\"'\s>]*)", attrs)
        entity["url"] = html.unescape(href.group(1)) if href else ""
    elif tag == "tg-emoji":
        emoji = re.search(r"emoji-id\s*=\s*[\"']?(\d+)", attrs)
        entity["custom_emoji_id"] = emoji.group(1) if emoji else ""
    return entity


def _parse_html(source: str) -> tuple[str, list[dict[str, Any]]]:
    """Strip Telegram HTML into plain text plus entities, failing like the Bot API on bad tags."""
    plain: list[str] = []
    stack: list[tuple[str, int, str]] = []
    entities: list[dict[str, Any]] = []
    length = last = 0
    for match in _HTML_TOKEN.finditer(source):
        plain.append(source[last : match.start()])
        length += _utf16_len(plain[-1])
        last, token = match.end(), match.group()
        where = f"at byte offset {len(source[: match.start()].encode())}"  # Telegram counts bytes
        if token.startswith("&"):
            plain.append(html.unescape(token))
            length += _utf16_len(plain[-1])
        elif token == "<":
            raise _bad(f"can't parse entities: Unclosed start tag {where}")
        elif token.startswith("</"):
            name = token[2:-1].strip().lower()
            if not stack:
                raise _bad(f"can't parse entities: Unexpected end tag {where}")
            tag, start, attrs = stack.pop()
            if name != tag:
                raise _bad(
                    f'can\'t parse entities: Unmatched end tag {where}, expected "</{tag}>", '
                    f'found "</{name}>"'
                )
            if length > start:
                entities.append(_html_entity(tag, start, length - start, attrs))
        else:
            name, _, attrs = token[1:-1].replace("\n", " ").partition(" ")
            if name.lower() not in _HTML_TAGS:
                raise _bad(f'can\'t parse entities: Unsupported start tag "{name}" {where}')
            stack.append((name.lower(), length, attrs))
    plain.append(source[last:])
    if stack:
        missing = f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"'
        raise _bad(f"can't parse entities: {missing}")
    entities.sort(key=lambda e: (e["offset"], -e["length"]))
    return "".join(plain), entities


def _command_entities(text: str) -> list[dict[str, Any]]:
    """Mark a leading /command (or /command@bot) the way Telegram clients do."""
    found = _COMMAND.match(text)
    if found is None:
        return []
    return [{"type": "bot_command", "offset": 0, "length": _utf16_len(found.group())}]


@dataclass
class _StoredFile:
    """A file the bot uploaded (or an uploaded part before storing), found by file_id or path."""

    name: str
    data: bytes
    file_id: str = ""
    unique_id: str = ""
    path: str = ""
    kind: str = ""  # photo or document, once stored

    def as_json(self) -> dict[str, Any]:
        """Return the File object for getFile."""
        data = {"file_id": self.file_id, "file_unique_id": self.unique_id}
        return data | {"file_size": len(self.data), "file_path": self.path}


class _Params:
    """Typed access to request parameters, which arrive as strings or as JSON values."""

    def __init__(self, raw: dict[str, Any], files: dict[str, _StoredFile] | None = None) -> None:
        self.raw = raw
        self.files = files or {}

    def as_str(self, name: str) -> str | None:
        """Return the parameter as text, None when absent."""
        value = self.raw.get(name)
        return None if value is None else str(value)

    def as_int(self, name: str) -> int | None:
        """Return the parameter as an integer, None when absent."""
        value = self.raw.get(name)
        if value is None or value == "":
            return None
        try:
            return int(value)
        except (TypeError, ValueError):
            raise _bad(f"invalid {name} specified") from None

    def as_bool(self, name: str) -> bool:
        """Return the parameter as a flag (aiogram sends JSON 'true'/'false')."""
        value = self.raw.get(name)
        return value is True or str(value).lower() in ("true", "1")

    def as_json(self, name: str) -> Any:
        """Return a complex parameter; form requests carry it as a JSON string."""
        value = self.raw.get(name)
        if not isinstance(value, str):
            return value
        try:
            return json.loads(value)
        except ValueError:
            raise _bad(f"can't parse {name} JSON object") from None


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
class SandboxUser(Inbox["SentMessage"]):
    """A scripted Telegram user; `inbox` holds what the bot sent to its private chat."""

    id: int
    first_name: str
    username: str | None = None
    language_code: str | None = None
    last_name: str | None = None
    started: bool = field(default=False, init=False)
    blocked: bool = field(default=False, init=False)

    @property
    def label(self) -> str:
        """Name the private chat in the transcript."""
        return f"private:{self.first_name}"

    @property
    def inbox(self) -> list[SentMessage]:
        """Bot messages in the private chat, oldest first."""
        return self._received

    def as_json(self) -> dict[str, Any]:
        """Return the User object."""
        names = {"last_name": self.last_name, "username": self.username}
        user = {"id": self.id, "is_bot": False, "first_name": self.first_name}
        return user | _compact(names | {"language_code": self.language_code})

    def chat_json(self) -> dict[str, Any]:
        """Return the Chat object of the private chat with the bot."""
        names = {"last_name": self.last_name, "username": self.username}
        return {"id": self.id, "type": "private", "first_name": self.first_name} | _compact(names)

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
class SandboxChat(Inbox["SentMessage"]):
    """A supergroup with the bot in it; `messages` holds what the bot sent there."""

    id: int
    title: str
    bot_is_admin: bool = False
    username: str | None = None
    members: dict[int, str] = field(default_factory=dict, init=False)

    @property
    def label(self) -> str:
        """Name the group in the transcript."""
        return self.title

    @property
    def messages(self) -> list[SentMessage]:
        """Bot messages in this group, oldest first."""
        return self._received

    def add_member(self, user: SandboxUser, status: str = "member") -> None:
        """Put a user into the group with a status (member, administrator, creator, ...)."""
        if status not in _MEMBER_STATUSES:
            raise ValueError(f"status must be one of {_MEMBER_STATUSES}")
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
        chat = {"id": self.id, "type": "supergroup", "title": self.title}
        return chat | _compact({"username": self.username})


@dataclass
class _Queued:
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
class _Webhook:
    """The webhook the bot registered."""

    url: str
    secret: str | None
    max_connections: int
    last_error_date: int | None = None
    last_error_message: str | None = None


class TelegramSandbox:
    """A fake Bot API server on 127.0.0.1 plus the scripted users that talk to its bot."""

    def __init__(
        self,
        port: int = 0,
        limits: Limits | None = None,
        bot_username: str = "berserk_test_bot",
        bot_id: int = 777000,
        bot_name: str = "Berserk Test Bot",
        privacy_mode: bool = True,
        bad_token: str | None = None,
    ) -> None:
        self.bot_username, self.bot_id, self.bot_name = bot_username, bot_id, bot_name
        self.privacy_mode = privacy_mode  # as for real bots: without admin rights, groups filter
        self.bad_token = bad_token
        self.faults = Faults()
        self.stats = Stats()
        self.transcript: list[TranscriptEntry] = []
        self.commands: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.webhook_retry_delay = 0.05
        self._port = port
        self._limits = limits or Limits()
        self._buckets = BucketSet()
        self._users: dict[int, SandboxUser] = {}
        self._groups: dict[int, SandboxChat] = {}
        self._messages: dict[tuple[int, int], SentMessage] = {}
        self._last_message_id: Counter[int] = Counter()
        self._files: dict[str, _StoredFile] = {}
        self._queue: list[_Queued] = []
        self._history: dict[int, dict[str, Any]] = {}
        self._update_ids = itertools.count(1)
        self._query_ids = itertools.count(4_380_000_000_000_000_001)
        self._allowed: frozenset[str] = frozenset()  # empty = Telegram's default set
        self._poll_generation = 0
        self._pollers = 0
        self._callbacks: dict[str, asyncio.Future[str]] = {}
        self._webhook: _Webhook | None = None
        self._webhook_task: asyncio.Task[None] | None = None
        self._changed = Signal()  # any state change: wakes expect() and wait()
        self._updates_ready = Signal()  # a new update: wakes long polls and webhook delivery
        self._closing = False
        self._runner: web.AppRunner | None = None
        # Each Bot API method is served by `_m_<snake_case name>`: _m_get_me answers getMe.
        self._methods: dict[str, tuple[str, Callable[[_Params], Any]]] = {}
        for attr in dir(self):
            if attr.startswith("_m_"):
                first, *rest = attr[3:].split("_")
                name = first + "".join(word.title() for word in rest)
                self._methods[name.lower()] = (name, getattr(self, attr))

    # ----- lifecycle -------------------------------------------------------------------------

    async def start(self) -> None:
        """Start serving on 127.0.0.1 (an ephemeral port when port=0)."""
        app = web.Application(client_max_size=50 * 2**20)  # Telegram's upload cap for bots
        app.router.add_route("*", "/bot{token}/{method}", self._handle_api)
        app.router.add_get("/file/bot{token}/{path:.+}", self._handle_file)
        self._runner, self._port = await serve(app, self._port)

    async def stop(self) -> None:
        """Release long polls and pending presses, stop webhook delivery and the server."""
        self._closing = True
        self._updates_ready.fire()
        self._changed.fire()
        if self._webhook_task is not None:
            self._webhook_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._webhook_task
        for waiter in self._callbacks.values():
            if not waiter.done():
                waiter.set_exception(AssertionError("the sandbox stopped during a press"))
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> TelegramSandbox:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        """Return the URL to hand to TelegramAPIServer.from_base."""
        return f"http://127.0.0.1:{self._port}"

    @property
    def token(self) -> str:
        """Return a token whose numeric part is bot_id, so aiogram's bot.id matches getMe."""
        return f"{self.bot_id}:SANDBOX-{self.bot_username}"

    @property
    def pollers(self) -> int:
        """Return how many getUpdates calls are parked waiting for updates right now."""
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
        self,
        user_id: int,
        first_name: str,
        username: str | None = None,
        language_code: str | None = "ru",
        last_name: str | None = None,
    ) -> SandboxUser:
        """Create a scripted user; the bot can write to it only after it sent something."""
        if user_id <= 0 or user_id in self._users:
            raise ValueError(f"user id {user_id} must be positive and unused")
        made = SandboxUser(self, user_id, first_name, username, language_code, last_name)
        self._users[user_id] = made
        return made

    def group(
        self, chat_id: int, title: str, bot_is_admin: bool = False, username: str | None = None
    ) -> SandboxChat:
        """Create a supergroup that already contains the bot."""
        if chat_id >= 0 or chat_id in self._groups:
            raise ValueError(f"group id {chat_id} must be negative and unused")
        made = SandboxChat(self, chat_id, title, bot_is_admin, username)
        self._groups[chat_id] = made
        return made

    def redeliver(self, update_id: int) -> None:
        """Queue an already delivered update again under the same update_id."""
        queued = next((q for q in self._queue if q.update_id == update_id), None)
        if queued is None:
            self._queue.append(_Queued(self._history[update_id]))
            self._queue.sort(key=lambda q: q.update_id)
        else:
            queued.delivered = False  # so an offset past it cannot confirm it unseen
        self._updates_ready.fire()

    async def wait(self, predicate: Callable[[], Any], timeout: float = WAIT) -> Any:
        """Wait until predicate() is truthy and return it; it is rechecked on sandbox activity."""
        return await wait_until(self._changed, predicate, timeout)

    def bot_json(self) -> dict[str, Any]:
        """Return the bot's User object as it appears in messages."""
        bot = {"id": self.bot_id, "is_bot": True, "first_name": self.bot_name}
        return bot | {"username": self.bot_username}

    def _user_message(
        self,
        user: SandboxUser,
        text: str,
        chat: SandboxChat | None,
        reply_to: SentMessage | None,
        media: tuple[Literal["photo", "document"], str, bytes] | None = None,
    ) -> SentMessage:
        """Store a user's message and queue it for the bot if the bot may see it."""
        if not text and media is None:
            raise ValueError("Telegram does not send empty messages")
        if media is not None and len(text) > self._limits.caption_max:
            raise ValueError(f"a caption holds at most {self._limits.caption_max} characters")
        stored = None
        if media is not None:
            kind, name, data = media
            try:
                stored = self._store_file(self._checked(_StoredFile(name, data), kind), kind)
            except ApiError as err:
                raise ValueError(f"Telegram would refuse {name!r}: {err.description}") from None
        if chat is None:
            self._set_blocked(user, False)  # writing to a blocked bot means restarting it
            user.started = True
        elif not chat.is_member(user.id):
            raise AssertionError(f"{user.first_name} is not a member of {chat.title!r}")
        chat_id = user.id if chat is None else chat.id
        if reply_to is not None and reply_to.chat_id != chat_id:
            raise ValueError("reply_to belongs to another chat")
        msg = SentMessage(self._next_message_id(chat_id), chat_id, text, user)
        msg.entities, msg.reply_to = _command_entities(text), reply_to
        if stored is not None and media is not None:
            msg.file_id, msg.file_name = stored.file_id, stored.name
            setattr(msg, media[0], stored.data)
        self._messages[(chat_id, msg.message_id)] = msg
        self._note(user.first_name, msg, media[0] if media else "message")
        if chat is None or self._bot_sees(chat, msg):
            msg.update_id = self._enqueue("message", self._message_json(msg))
        return msg

    def _user_adds(
        self, user: SandboxUser, chat: SandboxChat, users: Sequence[SandboxUser]
    ) -> SentMessage:
        """Put people into a group; bots see this service message even in privacy mode."""
        if not chat.is_member(user.id):
            raise AssertionError(f"{user.first_name} is not a member of {chat.title!r}")
        for added in users:
            chat.add_member(added)
        names = ", ".join(added.first_name for added in users)
        msg = SentMessage(self._next_message_id(chat.id), chat.id, "", user)
        msg.new_members = list(users)
        self._messages[(chat.id, msg.message_id)] = msg
        self.transcript.append(TranscriptEntry(user.first_name, chat.label, names, "added", ()))
        self._changed.fire()
        msg.update_id = self._enqueue("message", self._message_json(msg))
        return msg

    def _user_edit(self, user: SandboxUser, msg: SentMessage, text: str) -> SentMessage:
        """Change a user's own message and queue an edited_message update."""
        if msg.sender is not user or msg.deleted:
            raise AssertionError(f"{user.first_name} cannot edit message {msg.message_id}")
        msg.text, msg.entities = text, _command_entities(text)
        msg.edited, msg.edit_date = True, int(time.time())
        self._note(user.first_name, msg, "edit")
        group = self._groups.get(msg.chat_id)
        if group is None or self._bot_sees(group, msg):
            self._enqueue("edited_message", self._message_json(msg))
        return msg

    async def _press(self, user: SandboxUser, msg: SentMessage, text: str, timeout: float) -> str:
        """Send a callback query for an inline button and wait for answerCallbackQuery."""
        group = self._groups.get(msg.chat_id)
        visible = group.is_member(user.id) if group else msg.chat_id == user.id
        if not visible or msg.deleted:
            raise AssertionError(f"{user.first_name} cannot see message {msg.message_id}")
        rows = (msg.reply_markup or {}).get("inline_keyboard") or []
        button = next(
            (b for b in itertools.chain(*rows) if text in (b["text"], b.get("callback_data"))), {}
        )
        if "callback_data" not in button:
            raise AssertionError(
                f"no callback button {text!r} in #{msg.message_id}: {msg.buttons()}"
            )
        query_id = str(next(self._query_ids))
        waiter = self._callbacks[query_id] = asyncio.get_running_loop().create_future()
        query = {"id": query_id, "from": user.as_json(), "message": self._message_json(msg)}
        query["chat_instance"] = str(abs(msg.chat_id) * 1_000_003 + self.bot_id)
        query["data"] = button["callback_data"]
        label = self._chat_of(msg.chat_id).label
        self.transcript.append(TranscriptEntry(user.first_name, label, button["text"], "press"))
        self._changed.fire()
        try:
            if self._enqueue("callback_query", query) is None:
                raise AssertionError("the bot does not subscribe to callback_query updates")
            return await asyncio.wait_for(waiter, timeout)
        except TimeoutError:
            raise AssertionError(
                f"the bot did not answer the press of {text!r} within {timeout}s"
            ) from None
        finally:
            self._callbacks.pop(query_id, None)

    def _set_blocked(self, user: SandboxUser, blocked: bool) -> None:
        """Flip the block flag and tell the bot through my_chat_member, as Telegram does."""
        if user.blocked == blocked:
            return
        user.blocked = blocked
        old, new = ("member", "kicked") if blocked else ("kicked", "member")
        update = {"chat": user.chat_json(), "from": user.as_json(), "date": int(time.time())}
        update["old_chat_member"] = self._member_json(self.bot_json(), old)
        update["new_chat_member"] = self._member_json(self.bot_json(), new)
        self._enqueue("my_chat_member", update)

    def _bot_sees(self, chat: SandboxChat, msg: SentMessage) -> bool:
        """Apply privacy mode: without admin rights a bot gets commands, mentions and replies."""
        if not self.privacy_mode or chat.bot_is_admin:
            return True
        command = _COMMAND.match(msg.text)
        if (
            command
            and (command.group(1) or self.bot_username).lower() == self.bot_username.lower()
        ):
            return True
        replied_to_bot = msg.reply_to is not None and msg.reply_to.from_bot
        return replied_to_bot or f"@{self.bot_username}".lower() in msg.text.lower()

    def _chat_of(self, chat_id: int) -> SandboxUser | SandboxChat:
        """Return the private chat (user) or group a stored message lives in."""
        return self._users.get(chat_id) or self._groups[chat_id]

    def _next_message_id(self, chat_id: int) -> int:
        """Return the next message_id in a chat (ids grow per chat)."""
        self._last_message_id[chat_id] += 1
        return self._last_message_id[chat_id]

    def _note(self, who: str, msg: SentMessage, kind: str) -> None:
        """Append a transcript line and wake everybody waiting for a change."""
        text = f"{msg.media_label} {msg.text}".strip() if msg.file_id else msg.text
        keys = tuple(label for label, _ in msg.buttons())
        label = self._chat_of(msg.chat_id).label
        self.transcript.append(TranscriptEntry(who, label, text, kind, keys))
        self._changed.fire()

    def _message_json(self, msg: SentMessage, nested: bool = True) -> dict[str, Any]:
        """Return the Message object the Bot API shows for a stored message."""
        chat = self._chat_of(msg.chat_id)
        data: dict[str, Any] = {
            "message_id": msg.message_id,
            "from": msg.sender.as_json() if msg.sender else self.bot_json(),
            "chat": chat.chat_json() if isinstance(chat, SandboxUser) else chat.as_json(),
            "date": msg.date,
        }
        if msg.edit_date is not None:
            data["edit_date"] = msg.edit_date
        if msg.reply_to is not None and nested:  # Telegram nests replies one level deep only
            data["reply_to_message"] = self._message_json(msg.reply_to, nested=False)
        prefix = ""
        if msg.file_id is not None:
            prefix = "caption_"
            data |= self._media_json(msg)
        if msg.text:
            data["caption" if prefix else "text"] = msg.text
        if msg.entities:
            data[f"{prefix}entities"] = msg.entities
        if msg.reply_markup and "inline_keyboard" in msg.reply_markup:
            data["reply_markup"] = msg.reply_markup
        if msg.new_members:
            data["new_chat_members"] = [added.as_json() for added in msg.new_members]
        return data

    def _media_json(self, msg: SentMessage) -> dict[str, Any]:
        """Return the photo or document field of a media message."""
        stored = self._files[msg.file_id or ""]
        base = {"file_id": stored.file_id, "file_unique_id": stored.unique_id}
        base["file_size"] = len(stored.data)
        if msg.photo is not None:
            _, width, height = image_size(stored.data) or ("", 512, 512)
            return {"photo": [base | {"width": width, "height": height}]}
        mime = mimetypes.guess_type(stored.name)[0] or "application/octet-stream"
        return {"document": base | {"file_name": stored.name, "mime_type": mime}}

    # ----- update queue ----------------------------------------------------------------------

    def _allows(self, kind: str) -> bool:
        """Tell whether the bot's allowed_updates setting lets this update type through."""
        return kind in self._allowed if self._allowed else kind not in _OPT_IN_UPDATES

    def _enqueue(self, kind: str, payload: dict[str, Any]) -> int | None:
        """Queue an update for the bot and return its update_id (None if filtered out)."""
        if not self._allows(kind):
            return None
        update_id = next(self._update_ids)
        self._history[update_id] = update = {"update_id": update_id, kind: payload}
        self._queue.append(_Queued(update))
        self.stats.updates_enqueued += 1
        self._updates_ready.fire()
        self._changed.fire()
        return update_id

    def _confirm(self, offset: int | None) -> None:
        """Forget updates the bot confirmed with `offset`, the way getUpdates does."""
        if offset is not None and offset < 0:
            self._queue = self._queue[offset:]
        elif offset is not None:
            self._queue = [q for q in self._queue if not (q.delivered and q.update_id < offset)]

    def _take_batch(self, limit: int) -> list[dict[str, Any]]:
        """Return up to `limit` waiting updates of allowed types and mark them delivered."""
        self._queue = [q for q in self._queue if self._allows(q.kind)]
        batch = self._queue[:limit]
        for queued in batch:
            queued.delivered = True
        self.stats.updates_delivered += len(batch)
        return [q.update for q in batch]

    def _set_allowed(self, p: _Params) -> None:
        """Remember allowed_updates when given; an empty list restores Telegram's default."""
        allowed = p.as_json("allowed_updates")
        if allowed is not None:
            self._allowed = frozenset(allowed)

    # ----- HTTP layer ------------------------------------------------------------------------

    async def _handle_api(self, request: web.Request) -> web.StreamResponse:
        """Answer one Bot API call."""
        self._changed.fire()  # a request arriving is activity that wait() predicates may track
        token, name = request.match_info["token"], request.match_info["method"]
        found = self._methods.get(name.lower())
        method = found[0] if found else name
        try:
            if self.bad_token is not None and token == self.bad_token:
                raise ApiError(401, "Unauthorized")
            if found is None:
                raise ApiError(404, "Not Found: method not found")
            fault = self.faults.take(method)
            if fault is not None and await self._inject(request, fault):
                return web.Response()  # the connection is gone; nothing will be written
            params = await self._read_params(request)
        except ApiError as err:
            self._record(method, None, err.code)
            return json_response(err.payload(), err.code)
        status, body = await self._call(method, params)
        return json_response(body, status)

    async def _handle_file(self, request: web.Request) -> web.StreamResponse:
        """Serve a file the bot uploaded, by its file_path."""
        if self.bad_token is not None and request.match_info["token"] == self.bad_token:
            return json_response(ApiError(401, "Unauthorized").payload(), 401)
        path = request.match_info["path"]
        stored = next((f for f in self._files.values() if f.path == path), None)
        if stored is None:
            return json_response(ApiError(404, "Not Found").payload(), 404)
        return web.Response(body=stored.data, content_type="application/octet-stream")

    async def _inject(self, request: web.Request, fault: Fault) -> bool:
        """Apply an injected fault; return True when the connection was dropped."""
        if fault.kind == "5xx":
            raise ApiError(fault.status, HTTPStatus(fault.status).phrase)
        return await inject_transport_fault(request, fault)

    async def _read_params(self, request: web.Request) -> _Params:
        """Collect parameters from the query string and a form, multipart or JSON body."""
        raw: dict[str, Any] = dict(request.query)
        files: dict[str, _StoredFile] = {}
        try:
            if request.body_exists and request.content_type == "application/json":
                body = await request.json()
                raw |= body if isinstance(body, dict) else {}
            elif request.body_exists:
                for key, value in (await request.post()).items():
                    if isinstance(value, web.FileField):
                        files[key] = _StoredFile(value.filename, value.file.read())
                    else:
                        raw[key] = value
        except web.HTTPRequestEntityTooLarge:
            raise ApiError(413, "Request Entity Too Large") from None
        except ValueError:
            raise _bad("can't parse JSON object") from None
        return _Params(raw, files)

    async def _call(self, method: str, params: _Params) -> tuple[int, dict[str, Any]]:
        """Run a method handler and turn its outcome into (status, Telegram-shaped body)."""
        try:
            result = await self._methods[method.lower()][1](params)
            status, body = 200, {"ok": True, "result": result}
        except ApiError as err:
            status, body = err.code, err.payload()
        except Exception:
            log.exception("sandbox failed on %s", method)
            status, body = 500, ApiError(500, "Internal Server Error: sandbox bug").payload()
        self._record(method, params.raw.get("chat_id"), status)
        return status, body

    def _record(self, method: str, chat_id: Any, status: int) -> None:
        """Log an answered call and count it."""
        with contextlib.suppress(TypeError, ValueError):
            chat_id = int(chat_id)
        now = asyncio.get_running_loop().time()
        self.stats.log.append(LogEntry(now, method, chat_id, status))
        self.stats.calls[method] += 1
        self.stats.statuses[status] += 1
        self.stats.rate_limited += status == 429
        self._changed.fire()

    # ----- validation ------------------------------------------------------------------------

    def _target_chat(self, p: _Params, write: bool = True) -> SandboxUser | SandboxChat:
        """Resolve chat_id, refusing chats the bot cannot write to (or, for reads, see)."""
        ref = p.as_str("chat_id")
        if not ref:
            raise _bad("chat_id is empty")
        chat: SandboxUser | SandboxChat | None = None
        if ref.startswith("@"):
            chat = next((g for g in self._groups.values() if g.username == ref[1:]), None)
        elif re.fullmatch(r"-?\d+", ref):
            chat = self._users.get(int(ref)) or self._groups.get(int(ref))
        if isinstance(chat, SandboxUser) and not chat.started and not write:
            chat = None  # a bot knows nothing about users who never wrote to it
        if chat is None:
            raise _bad("chat not found")
        if isinstance(chat, SandboxUser) and write:
            if not chat.started:
                raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
            if chat.blocked:
                raise ApiError(403, "Forbidden: bot was blocked by the user")
        return chat

    def _rich_text(self, p: _Params, name: str, limit: int) -> tuple[str, list[dict[str, Any]]]:
        """Parse text or caption with its parse_mode and check its length after parsing."""
        raw = p.as_str(name) or ""
        mode = (p.as_str("parse_mode") or "").lower()
        if mode == "html":
            text, entities = _parse_html(raw)
        elif mode in ("", "markdown", "markdownv2"):
            # Markdown passes through unparsed: only HTML markup is checked by the sandbox.
            entities_name = "entities" if name == "text" else "caption_entities"
            text, entities = raw, p.as_json(entities_name) or []
        else:
            raise _bad("unsupported parse_mode")
        if name == "text" and not text.strip():
            raise _bad("message text is empty")
        if len(text) > limit:
            raise _bad(f"message {'is' if name == 'text' else 'caption is'} too long")
        return text, entities

    def _reply_markup(self, p: _Params) -> dict[str, Any] | None:
        """Validate reply_markup; inline buttons must be well-formed like Telegram demands."""
        markup = p.as_json("reply_markup")
        if markup is None:
            return None
        if not isinstance(markup, dict):
            raise _bad("can't parse reply keyboard markup JSON object")
        rows = markup.get("inline_keyboard")
        if rows is None:
            return markup  # reply keyboards, ReplyKeyboardRemove and ForceReply pass as they are
        if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
            raise _bad("can't parse inline keyboard: rows must be arrays of buttons")
        buttons = list(itertools.chain(*rows))
        if len(buttons) > 100:
            raise _bad("reply markup is too long")
        for button in buttons:
            self._check_button(button)
        return markup

    def _check_button(self, button: Any) -> None:
        """Check one inline button: a text and exactly one valid action."""
        if not isinstance(button, dict) or not isinstance(button.get("text"), str):
            raise _bad("can't parse inline keyboard button: Text must be a String")
        used = [key for key in _BUTTON_ACTIONS if key in button]
        if not used:
            raise _bad("text buttons are unallowed in the inline keyboard")
        if len(used) > 1:
            raise _bad(f"can't parse inline keyboard button: only one of {used} may be set")
        if "callback_data" in button:
            size = len(str(button["callback_data"]).encode())
            if not 1 <= size <= self._limits.callback_data_max:
                raise _bad("BUTTON_DATA_INVALID")
        url = button.get("url")
        if url is not None and not re.match(r"(?i)(https?|tg)://\S", str(url)):
            raise _bad(f"inline keyboard button URL '{url}' is invalid: Wrong HTTP URL")

    def _reply_target(self, p: _Params, chat_id: int) -> SentMessage | None:
        """Resolve reply_parameters / reply_to_message_id into the message replied to."""
        params = p.as_json("reply_parameters") or {}
        message_id = params.get("message_id", p.as_int("reply_to_message_id"))
        if message_id is None:
            return None
        target = self._messages.get((chat_id, int(message_id)))  # replies stay in the chat
        if target is not None and not target.deleted:
            return target
        if params.get("allow_sending_without_reply") or p.as_bool("allow_sending_without_reply"):
            return None
        raise _bad("message to be replied not found")

    def _throttle(self, chat_id: int) -> None:
        """Spend flood-limit tokens for a send to `chat_id`, or answer 429."""
        lim = self._limits
        if not lim.enabled:
            return
        buckets = [
            self._buckets.bucket("global", lim.global_per_sec, lim.global_burst),
            self._buckets.bucket(("chat", chat_id), lim.chat_per_sec, lim.chat_burst),
        ]
        if chat_id < 0:
            rate = lim.group_per_min / 60
            buckets.append(self._buckets.bucket(("group", chat_id), rate, lim.group_burst))
        wait = self._buckets.acquire(buckets, asyncio.get_running_loop().time())
        if wait:
            raise ApiError(429, f"Too Many Requests: retry after {wait}", retry_after=wait)

    def _stored_message(self, p: _Params, missing: str) -> SentMessage:
        """Find the message named by chat_id and message_id, or fail with `missing`."""
        if p.as_str("inline_message_id"):
            raise _bad(missing)  # inline mode is not simulated
        chat = self._target_chat(p)
        message_id = p.as_int("message_id")
        if message_id is None:
            raise _bad("message identifier is not specified")
        msg = self._messages.get((chat.id, message_id))
        if msg is None or msg.deleted:
            raise _bad(missing)
        return msg

    def _input_file(self, p: _Params, kind: str) -> _StoredFile:
        """Accept the file of a send: an upload (attach:// or a direct part) or a file_id."""
        return self._resolve_file(p.as_str(kind) or "", p.files, kind)

    def _resolve_file(self, value: str, files: dict[str, _StoredFile], kind: str) -> _StoredFile:
        """Accept an uploaded file (attach:// or a part named `kind`) or a known file_id."""
        upload = files.get(value.removeprefix("attach://") if value else kind)
        if upload is not None:
            return self._store_file(self._checked(upload, kind), kind)
        if value.startswith("attach://"):
            raise _bad(f'can\'t find attached file "{value.removeprefix("attach://")}"')
        if value in self._files:
            if self._files[value].kind != kind:
                raise _bad("type of file mismatch")  # a photo's file_id sent as a document
            return self._files[value]
        if re.match(r"(?i)https?://", value):
            raise _bad("failed to get HTTP URL content")  # the sandbox never fetches URLs
        raise _bad(
            f"there is no {kind} in the request"
            if not value
            else "wrong file identifier/HTTP URL specified"
        )

    def _checked(self, upload: _StoredFile, kind: str) -> _StoredFile:
        """Refuse an empty file, and a photo that is no PNG, JPEG or GIF of sane dimensions."""
        if not upload.data:
            raise _bad("file must be non-empty")
        if kind != "photo":
            return upload
        found = image_size(upload.data)
        if found is None:
            raise _bad("IMAGE_PROCESS_FAILED")
        _, width, height = found
        too_big = width + height > self._limits.photo_sides_max
        if too_big or max(width, height) > 20 * min(width, height):
            raise _bad("PHOTO_INVALID_DIMENSIONS")
        return upload

    def _store_file(self, upload: _StoredFile, kind: str) -> _StoredFile:
        """Keep uploaded bytes under a fresh file_id and download path."""
        number = len(self._files) + 1
        suffix = PurePosixPath(upload.name).suffix or (".jpg" if kind == "photo" else "")
        upload.file_id = f"{kind.upper()}-{number:06d}-{self.bot_id}"
        upload.unique_id, upload.path = f"U{number:06d}", f"{kind}s/file_{number}{suffix}"
        upload.kind = kind
        self._files[upload.file_id] = upload
        return upload

    def _deliver(self, chat: SandboxUser | SandboxChat, msg: SentMessage, kind: str) -> None:
        """Put a bot message into its chat, where scripted users see it."""
        self._messages[(msg.chat_id, msg.message_id)] = msg
        chat._received.append(msg)
        self._note("bot", msg, kind)

    def _member_json(self, user: dict[str, Any], status: str) -> dict[str, Any]:
        """Return a ChatMember object of the given status."""
        data: dict[str, Any] = {"status": status, "user": user}
        if status == "creator":
            data["is_anonymous"] = False
        elif status == "administrator":
            data |= dict.fromkeys(_ADMIN_RIGHTS, True)
            data |= {"can_be_edited": False, "is_anonymous": False, "can_promote_members": False}
        elif status == "kicked":
            data["until_date"] = 0
        return data

    # ----- Bot API methods -------------------------------------------------------------------

    async def _m_get_me(self, p: _Params) -> dict[str, Any]:
        """Describe the bot."""
        flags = {"can_join_groups": True, "can_read_all_group_messages": not self.privacy_mode}
        flags |= dict.fromkeys(("supports_inline_queries", "can_connect_to_business"), False)
        return self.bot_json() | flags | {"has_main_web_app": False}

    async def _m_get_updates(self, p: _Params) -> list[dict[str, Any]]:
        """Long-poll for updates; a newer getUpdates call ends an older one with 409."""
        if self._webhook is not None:
            raise ApiError(
                409,
                "Conflict: can't use getUpdates method while webhook is active; "
                "use deleteWebhook to delete the webhook first",
            )
        limit = min(max(p.as_int("limit") or 100, 1), 100)
        self._set_allowed(p)
        self._confirm(p.as_int("offset"))
        self._poll_generation += 1
        generation = self._poll_generation
        self._updates_ready.fire()  # an older poll must notice it was superseded
        loop = asyncio.get_running_loop()
        deadline = loop.time() + max(p.as_int("timeout") or 0, 0)
        self._pollers += 1
        try:
            while not self._closing:
                if generation != self._poll_generation:
                    raise ApiError(
                        409,
                        "Conflict: terminated by other getUpdates request; "
                        "make sure that only one bot instance is running",
                    )
                batch = self._take_batch(limit)
                if batch or self._webhook is not None or loop.time() >= deadline:
                    return batch
                self._changed.fire()  # the bot is idle now, which wait() predicates may check
                await self._updates_ready.wait(deadline - loop.time())
            return []
        finally:
            self._pollers -= 1

    async def _m_send_message(self, p: _Params) -> dict[str, Any]:
        """Send a text message."""
        chat = self._target_chat(p)
        text, entities = self._rich_text(p, "text", self._limits.text_max)
        markup, reply_to = self._reply_markup(p), self._reply_target(p, chat.id)
        self._throttle(chat.id)
        msg = SentMessage(self._next_message_id(chat.id), chat.id, text, None, entities=entities)
        msg.reply_markup, msg.reply_to = markup, reply_to
        self._deliver(chat, msg, "message")
        return self._message_json(msg)

    async def _send_media(self, p: _Params, kind: str) -> dict[str, Any]:
        """Send a photo or a document with an optional caption."""
        chat = self._target_chat(p)
        stored = self._input_file(p, kind)
        caption, entities = self._rich_text(p, "caption", self._limits.caption_max)
        markup, reply_to = self._reply_markup(p), self._reply_target(p, chat.id)
        self._throttle(chat.id)
        msg = SentMessage(
            self._next_message_id(chat.id), chat.id, caption, None, entities=entities
        )
        msg.reply_markup, msg.reply_to = markup, reply_to
        msg.file_id, msg.file_name = stored.file_id, stored.name
        setattr(msg, kind, stored.data)
        self._deliver(chat, msg, kind)
        return self._message_json(msg)

    async def _m_send_photo(self, p: _Params) -> dict[str, Any]:
        """Send a photo."""
        return await self._send_media(p, "photo")

    async def _m_send_document(self, p: _Params) -> dict[str, Any]:
        """Send a document."""
        return await self._send_media(p, "document")

    async def _m_edit_message_text(self, p: _Params) -> dict[str, Any]:
        """Replace a bot message's text (and keyboard: omitting reply_markup removes it)."""
        return self._edit_words(p, "text", self._limits.text_max)

    async def _m_edit_message_caption(self, p: _Params) -> dict[str, Any]:
        """Replace a media message's caption (and keyboard: no reply_markup removes it)."""
        return self._edit_words(p, "caption", self._limits.caption_max)

    def _edit_words(self, p: _Params, field: str, limit: int) -> dict[str, Any]:
        """The text of a text message or the caption of a media one, with its keyboard."""
        msg = self._editable(p)
        if (msg.file_id is None) != (field == "text"):
            raise _bad(f"there is no {field} in the message to edit")
        words, entities = self._rich_text(p, field, limit)
        markup = self._reply_markup(p)
        if (words, entities, markup) == (msg.text, msg.entities, msg.reply_markup):
            raise _bad(_NOT_MODIFIED)
        msg.text, msg.entities, msg.reply_markup = words, entities, markup
        return self._mark_edited(msg)

    async def _m_edit_message_media(self, p: _Params) -> dict[str, Any]:
        """Replace the photo or document of a media message, its caption and keyboard too."""
        msg = self._editable(p)
        media = p.as_json("media")
        if not isinstance(media, dict) or not isinstance(media.get("media"), str):
            raise _bad("can't parse input media JSON object")
        kind = media.get("type")
        if kind not in ("photo", "document"):
            raise _bad(f"the sandbox does not simulate {kind!r} media")  # video, audio...
        if msg.file_id is None:
            raise _bad("there is no media in the message to edit")
        stored = self._resolve_file(media["media"], p.files, kind)
        caption, entities = self._rich_text(_Params(media), "caption", self._limits.caption_max)
        markup = self._reply_markup(p)
        kept = (msg.file_id, msg.text, msg.entities, msg.reply_markup)
        same_kind = (msg.photo is not None) == (kind == "photo")
        if same_kind and kept == (stored.file_id, caption, entities, markup):
            raise _bad(_NOT_MODIFIED)
        msg.photo = stored.data if kind == "photo" else None
        msg.document = stored.data if kind == "document" else None
        msg.file_id, msg.file_name = stored.file_id, stored.name
        msg.text, msg.entities, msg.reply_markup = caption, entities, markup
        return self._mark_edited(msg)

    async def _m_edit_message_reply_markup(self, p: _Params) -> dict[str, Any]:
        """Replace or remove a bot message's inline keyboard."""
        msg = self._editable(p)
        markup = self._reply_markup(p)
        if markup == msg.reply_markup:
            raise _bad(_NOT_MODIFIED)
        msg.reply_markup = markup
        return self._mark_edited(msg)

    def _editable(self, p: _Params) -> SentMessage:
        """Find a bot message the bot may edit."""
        msg = self._stored_message(p, "message to edit not found")
        if msg.sender is not None:
            raise _bad("message can't be edited")
        return msg

    def _mark_edited(self, msg: SentMessage) -> dict[str, Any]:
        """Flag a bot message as edited, log it and return its new Message object."""
        msg.edited, msg.edit_date = True, int(time.time())
        self._note("bot", msg, "edit")
        return self._message_json(msg)

    async def _m_delete_message(self, p: _Params) -> bool:
        """Delete a message; others' messages in groups need admin rights."""
        msg = self._stored_message(p, "message to delete not found")
        group = self._groups.get(msg.chat_id)
        if msg.sender is not None and group is not None and not group.bot_is_admin:
            raise _bad("message can't be deleted")
        msg.deleted = True
        return True

    async def _m_ban_chat_member(self, p: _Params) -> bool:
        """Ban (remove) a member of a group; the bot must be its admin."""
        chat = self._target_chat(p, write=False)
        if not isinstance(chat, SandboxChat):
            raise _bad("method is available for supergroup and channel chats only")
        if not chat.bot_is_admin:
            raise _bad("not enough rights to restrict/unrestrict chat member")
        user_id = p.as_int("user_id") or 0
        if chat.status_of(user_id) in ("creator", "administrator"):
            raise _bad("user is an administrator of the chat")
        chat.members[user_id] = "kicked"
        self._changed.fire()
        return True

    async def _m_unban_chat_member(self, p: _Params) -> bool:
        """Lift a ban: the user may join again (with only_if_banned, members stay)."""
        chat = self._target_chat(p, write=False)
        if not isinstance(chat, SandboxChat):
            raise _bad("method is available for supergroup and channel chats only")
        user_id = p.as_int("user_id") or 0
        if chat.status_of(user_id) == "kicked" or not p.as_bool("only_if_banned"):
            chat.members[user_id] = "left"
        return True

    async def _m_answer_callback_query(self, p: _Params) -> bool:
        """Resolve the scripted press waiting for this callback query."""
        waiter = self._callbacks.get(p.as_str("callback_query_id") or "")
        if waiter is None or waiter.done():
            raise _bad("query is too old and response timeout expired or query ID is invalid")
        waiter.set_result(p.as_str("text") or "")
        return True

    def _commands_key(self, p: _Params) -> tuple[str, str]:
        """Key command lists by scope and language, as Telegram does."""
        scope = p.as_json("scope") or {"type": "default"}
        return json.dumps(scope, sort_keys=True), p.as_str("language_code") or ""

    async def _m_set_my_commands(self, p: _Params) -> bool:
        """Store the command list after Telegram's format checks."""
        commands = p.as_json("commands")
        if not isinstance(commands, list) or len(commands) > 100:
            raise _bad("can't parse commands JSON object")
        for command in commands:
            if not re.fullmatch(r"[a-z0-9_]{1,32}", str(command.get("command"))):
                raise _bad("BOT_COMMAND_INVALID")
            if not 1 <= len(str(command.get("description", ""))) <= 256:
                raise _bad("command description must be 1-256 characters long")
        self.commands[self._commands_key(p)] = commands
        return True

    async def _m_delete_my_commands(self, p: _Params) -> bool:
        """Forget the command list of a scope and language."""
        self.commands.pop(self._commands_key(p), None)
        return True

    async def _m_get_my_commands(self, p: _Params) -> list[dict[str, Any]]:
        """Return the command list of a scope and language."""
        return self.commands.get(self._commands_key(p), [])

    async def _m_get_chat(self, p: _Params) -> dict[str, Any]:
        """Describe a chat the bot knows (a ChatFullInfo object)."""
        chat = self._target_chat(p, write=False)
        base = chat.chat_json() if isinstance(chat, SandboxUser) else chat.as_json()
        gifts = (
            "unlimited_gifts limited_gifts unique_gifts premium_subscription gifts_from_channels"
        )
        extra = {"accent_color_id": 0, "max_reaction_count": 11}
        return base | extra | {"accepted_gift_types": dict.fromkeys(gifts.split(), False)}

    async def _m_get_chat_member(self, p: _Params) -> dict[str, Any]:
        """Report a user's status in a chat from the tracked member list."""
        chat = self._target_chat(p, write=False)
        user_id = p.as_int("user_id")
        if user_id == self.bot_id:
            admin = isinstance(chat, SandboxChat) and chat.bot_is_admin
            return self._member_json(self.bot_json(), "administrator" if admin else "member")
        user = self._users.get(user_id or 0)
        if user is None:
            raise _bad("user not found")
        if isinstance(chat, SandboxUser):
            return self._member_json(user.as_json(), "member" if user is chat else "left")
        return self._member_json(user.as_json(), chat.status_of(user.id))

    async def _m_get_chat_administrators(self, p: _Params) -> list[dict[str, Any]]:
        """List the creator and administrators of a group, the bot included when admin."""
        chat = self._target_chat(p, write=False)
        if isinstance(chat, SandboxUser):
            raise _bad("there are no administrators in the private chat")
        admins = [
            self._member_json(self._users[uid].as_json(), status)
            for uid, status in chat.members.items()
            if status in ("creator", "administrator")
        ]
        if chat.bot_is_admin:
            admins.append(self._member_json(self.bot_json(), "administrator"))
        return admins

    async def _m_send_chat_action(self, p: _Params) -> bool:
        """Accept a chat action (typing...) for a chat the bot may write to."""
        self._target_chat(p)
        return True

    async def _m_get_file(self, p: _Params) -> dict[str, Any]:
        """Describe an uploaded file so that it can be downloaded."""
        stored = self._files.get(p.as_str("file_id") or "")
        if stored is None:
            raise _bad("invalid file_id")
        if len(stored.data) > self._limits.download_max:
            raise _bad("file is too big")
        return stored.as_json()

    async def _m_close(self, p: _Params) -> bool:
        """Answer True, as nothing needs closing."""
        return True

    async def _m_log_out(self, p: _Params) -> bool:
        """Answer True, as nothing needs logging out."""
        return True

    async def _m_set_webhook(self, p: _Params) -> bool:
        """Switch to webhook delivery (loopback URLs only, so nothing leaves the machine)."""
        url = p.as_str("url") or ""
        if not url:
            return await self._m_delete_webhook(p)
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not is_loopback(parts.hostname):
            raise _bad("bad webhook: the sandbox delivers only to loopback addresses")
        secret = p.as_str("secret_token")
        if secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", secret):
            raise _bad("secret token contains unallowed characters")
        if p.as_bool("drop_pending_updates"):
            self._queue.clear()
        self._set_allowed(p)
        self._webhook = _Webhook(url, secret, p.as_int("max_connections") or 40)
        if self._webhook_task is None or self._webhook_task.done():
            self._webhook_task = asyncio.create_task(self._webhook_loop())
        self._updates_ready.fire()
        return True

    async def _m_delete_webhook(self, p: _Params) -> bool:
        """Return to getUpdates delivery."""
        self._webhook = None
        if self._webhook_task is not None:
            self._webhook_task.cancel()
            self._webhook_task = None
        if p.as_bool("drop_pending_updates"):
            self._queue.clear()
        return True

    async def _m_get_webhook_info(self, p: _Params) -> dict[str, Any]:
        """Describe the webhook and the backlog."""
        hook = self._webhook or _Webhook("", None, 0)
        info = {"url": hook.url, "has_custom_certificate": False}
        info["pending_update_count"] = len(self._queue)
        info["max_connections"] = hook.max_connections or None
        info["allowed_updates"] = sorted(self._allowed) or None
        info["last_error_date"] = hook.last_error_date
        info["last_error_message"] = hook.last_error_message
        return _compact(info)

    # ----- webhook delivery ------------------------------------------------------------------

    async def _webhook_loop(self) -> None:
        """POST queued updates one at a time, retrying with backoff until the bot says 2xx."""
        delay = self.webhook_retry_delay
        async with aiohttp.ClientSession(trust_env=False) as http:
            while self._webhook is not None and not self._closing:
                batch = self._take_batch(1)
                if not batch:
                    await self._updates_ready.wait(None)
                elif await self._post_update(http, self._webhook, batch[0]):
                    self._queue = [q for q in self._queue if q.update is not batch[0]]
                    delay = self.webhook_retry_delay
                else:
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, 2.0)
                self._changed.fire()

    async def _post_update(
        self, http: aiohttp.ClientSession, hook: _Webhook, update: dict[str, Any]
    ) -> bool:
        """Deliver one update to the webhook; True when the bot accepted it."""
        headers = {"X-Telegram-Bot-Api-Secret-Token": hook.secret} if hook.secret else {}
        try:
            async with http.post(hook.url, json=update, headers=headers) as resp:
                if 200 <= resp.status < 300:
                    return True  # a method call in the answer body is not executed
                hook.last_error_message = f"Wrong response from the webhook: {resp.status}"
        except aiohttp.ClientError as err:
            hook.last_error_message = f"Connection failed: {type(err).__name__}"
        hook.last_error_date = int(time.time())
        self.stats.webhook_failures += 1
        return False
