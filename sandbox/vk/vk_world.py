"""The simulated VK: users, conversations, stored messages and files, the event history."""

from __future__ import annotations

import asyncio
import itertools
import secrets
import time
from collections import Counter, deque
from collections.abc import Callable
from typing import Any, Literal

from aiohttp import web

from sandbox.base_sandbox import SandboxBase
from sandbox.shared import Fault, Faults
from sandbox.vk.vk_media import Upload, VkFile, extension
from sandbox.vk.vk_models import (
    Callback,
    Event,
    LogEntry,
    Stats,
    VkConversation,
    VkMessage,
    VkUser,
)
from sandbox.vk.vk_protocol import API_VERSION, CHAT_PEER_BASE, Limits, fault_answer
from sandbox.vk.vk_spec import SpecRecord

_DEFAULT_EVENTS = frozenset(
    {"message_new", "message_edit", "message_event", "message_allow", "message_deny"}
)


class VkWorld(SpecRecord, SandboxBase[Limits]):
    """The state of a VK sandbox and the views of it the API shows the community."""

    def __init__(
        self,
        port: int = 0,
        limits: Limits | None = None,
        group_id: int = 229000001,
        group_name: str = "Берсерк. Герои — турниры",
        screen_name: str = "berserk_heroes",
        token: str = "vk-sandbox-token",
        round_trip_ms: float | None = None,
    ) -> None:
        faults = Faults(("5xx", "timeout", "drop", "error"))
        super().__init__(port, limits or Limits(), faults, round_trip_ms)
        self.group_id, self.group_name, self.screen_name = group_id, group_name, screen_name
        self.token = token
        self.stats = Stats()
        # Calls VK's schema refuses or ignores (vk_spec): a test fails on any it did not expect.
        self.spec_violations: list[str] = []
        self.lp_history = 10_000  # events kept for long polls that lag behind
        self.callback_retry_delay = 0.05
        # VK posts an event again until the server answers "ok": 0 keeps retrying, as VK does;
        # N > 0 drops an event after N failed posts (a test of a server that never recovers).
        self.callback_attempts = 0
        self.callback_timeout = 10.0
        self.event_types = set(_DEFAULT_EVENTS)  # groups.setLongPollSettings edits this
        self.confirmation_code = "sandbox-confirm"
        self.clock: Callable[[], float] = time.monotonic  # rate limit and log; tests may freeze it
        self._users: dict[int, VkUser] = {}
        self._chats: dict[int, VkConversation] = {}  # by peer_id
        self._messages: dict[tuple[int, int], VkMessage] = {}  # (peer_id, cmid)
        self._by_id: dict[int, VkMessage] = {}  # private-dialog messages by message_id
        self._cmids: Counter[int] = Counter()
        self._message_ids = itertools.count(1)
        self._versions = itertools.count(10_000_001)
        # Every random_id the community's sends used, with the messages each delivered by peer.
        self._random_ids: dict[int, dict[int, VkMessage]] = {}
        self._history: deque[Event] = deque()
        self._bodies: dict[str, dict[str, Any]] = {}
        self._ts = 0
        self._lp_key: str | None = None
        self._lp_failure: tuple[int, int] | None = None  # (failed code, ts at injection)
        self._lp_enabled = True
        self._callback: Callback | None = None
        self._callback_task: asyncio.Task[None] | None = None
        self._presses: dict[str, tuple[int, int, asyncio.Future[dict[str, Any]]]] = {}
        self._upload_urls: dict[str, Literal["photo", "doc"]] = {}  # upload URL token -> kind
        self._uploads: dict[str, Upload] = {}  # by the photo key or the docs.save file string
        self._files: dict[tuple[str, int, int], VkFile] = {}  # by (kind, owner_id, id)
        self._downloads: dict[str, VkFile] = {}  # by the token in its URL
        self._media_ids = itertools.count(457_239_017)

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

    def redeliver(self, event_id: str) -> None:
        """Queue an already delivered event again, under the same event_id."""
        self._push(self._bodies[event_id])

    def group_json(self) -> dict[str, Any]:
        """Return the community object of groups.getById."""
        group = {"id": self.group_id, "name": self.group_name, "screen_name": self.screen_name}
        group |= {"is_closed": 0, "type": "group", "is_admin": 0, "is_member": 0}
        return group | {
            f"photo_{n}": f"https://vk.com/images/community_{n}.png" for n in (50, 100, 200)
        }

    def _chat_label(self, msg: VkMessage) -> str:
        """Name the dialog or conversation a stored message lives in, for the transcript."""
        return (self._chats.get(msg.peer_id) or self._users[msg.peer_id]).label

    def _press_waiters(self) -> list[asyncio.Future[dict[str, Any]]]:
        """Return the presses still waiting for messages.sendMessageEventAnswer."""
        return [waiter for *_, waiter in self._presses.values()]

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
        self._history.append(Event(self._ts, body))
        while len(self._history) > self.lp_history:
            self._history.popleft()
        self.stats.events += 1
        self._ready.fire()
        self._changed.fire()

    # ----- bookkeeping and file storage ------------------------------------------------------

    async def _broken(
        self, request: web.Request, method: str, fault: Fault
    ) -> web.StreamResponse | None:
        """Apply an injected transport fault and log the call; None lets the call go on."""
        broken = await fault_answer(request, fault)
        if broken is not None:
            self._record(method, None, 0, status=broken.status if fault.kind == "5xx" else 0)
        return broken

    def _record(
        self, method: str, peer: int | None, error: int, status: int = 200, inner: bool = False
    ) -> None:
        """Log an answered call and count it."""
        self.stats.log.append(LogEntry(self.clock(), method, peer, error, status, inner))
        self.stats.calls[method] += 1
        if error:
            self.stats.errors[error] += 1
        self.stats.rate_limited += error == 6
        self._changed.fire()

    def _save_file(self, upload: Upload, owner_id: int, title: str | None = None) -> VkFile:
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
            ext=extension(upload.name),
            width=upload.width,
            height=upload.height,
        )
        upload.saved = True
        self._files[(saved.kind, saved.owner_id, saved.id)] = saved
        self._downloads[token] = saved
        return saved
