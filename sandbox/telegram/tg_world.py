"""The simulated Telegram: users, groups, stored messages and files, the update queue."""

from __future__ import annotations

import asyncio
import itertools
from collections import Counter
from pathlib import PurePosixPath
from typing import Any

from sandbox.base_sandbox import SandboxBase
from sandbox.shared import Faults, fits_photo_limits, image_size, mime_type
from sandbox.telegram.tg_models import (
    Queued,
    SandboxChat,
    SandboxUser,
    SentMessage,
    Stats,
    Webhook,
)
from sandbox.telegram.tg_protocol import Limits, StoredFile, bad_request
from sandbox.telegram.tg_spec import telegram_spec
from sandbox.violations import Violation

# Telegram's default when a bot never chose allowed_updates: all types except these.
_OPT_IN_UPDATES = frozenset({"chat_member", "message_reaction", "message_reaction_count"})
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


class TelegramWorld(SandboxBase[Limits]):
    """The state of a Telegram sandbox and the views of it the Bot API shows."""

    def __init__(
        self,
        port: int = 0,
        limits: Limits | None = None,
        bot_username: str = "berserk_test_bot",
        bot_id: int = 777000,
        bot_name: str = "Berserk Test Bot",
        privacy_mode: bool = True,
        bad_token: str | None = None,
        round_trip_ms: float | None = None,
        paid_broadcast: bool = False,
    ) -> None:
        super().__init__(port, limits or Limits(), Faults(), round_trip_ms)
        # Whether the bot may pay for broadcasts (Stars on its balance): allow_paid_broadcast
        # is refused without; with it such messages are held to 1,000 a second, not 30.
        self.paid_broadcast = paid_broadcast
        self.bot_username, self.bot_id, self.bot_name = bot_username, bot_id, bot_name
        self.privacy_mode = privacy_mode  # as for real bots: without admin rights, groups filter
        self.bad_token = bad_token
        # Every request is held to the Bot API spec, always: no switch a test could leave off
        # (bot_api._check_spec); what broke it is listed here and in sandbox.violations.
        self._spec = telegram_spec()
        self.spec_violations: list[Violation] = []
        self.stats = Stats()
        self.commands: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.webhook_retry_delay = 0.05
        self.webhook_timeout = 60.0  # a webhook silent this long has failed; posted again
        self._users: dict[int, SandboxUser] = {}
        self._groups: dict[int, SandboxChat] = {}
        self._messages: dict[tuple[int, int], SentMessage] = {}
        self._last_message_id: Counter[int] = Counter()
        self._files: dict[str, StoredFile] = {}
        self._queue: list[Queued] = []
        self._history: dict[int, dict[str, Any]] = {}
        self._update_ids = itertools.count(1)
        self._query_ids = itertools.count(4_380_000_000_000_000_001)
        self._allowed: frozenset[str] = frozenset()  # empty = Telegram's default set
        self._poll_generation = 0
        self._callbacks: dict[str, asyncio.Future[str]] = {}
        self._webhook: Webhook | None = None
        self._webhook_task: asyncio.Task[None] | None = None

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
            self._queue.append(Queued(self._history[update_id]))
            self._queue.sort(key=lambda q: q.update_id)
        else:
            queued.delivered = False  # so an offset past it cannot confirm it unseen
        self._ready.fire()

    def bot_json(self) -> dict[str, Any]:
        """Return the bot's User object as it appears in messages."""
        bot = {"id": self.bot_id, "is_bot": True, "first_name": self.bot_name}
        return bot | {"username": self.bot_username}

    def _chat_of(self, chat_id: int) -> SandboxUser | SandboxChat:
        """Return the private chat (user) or group a stored message lives in."""
        return self._users.get(chat_id) or self._groups[chat_id]

    def _chat_label(self, msg: SentMessage) -> str:
        """Name the chat a stored message lives in, for the transcript."""
        return self._chat_of(msg.chat_id).label

    def _next_message_id(self, chat_id: int) -> int:
        """Return the next message_id in a chat (ids grow per chat)."""
        self._last_message_id[chat_id] += 1
        return self._last_message_id[chat_id]

    def _press_waiters(self) -> list[asyncio.Future[str]]:
        """Return the presses still waiting for answerCallbackQuery."""
        return list(self._callbacks.values())

    # ----- what the Bot API shows ------------------------------------------------------------

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
        return {"document": base | {"file_name": stored.name, "mime_type": mime_type(stored.name)}}

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
        self._queue.append(Queued(update))
        self.stats.updates_enqueued += 1
        self._ready.fire()
        self._changed.fire()
        return update_id

    # ----- file storage ----------------------------------------------------------------------

    def _checked(self, upload: StoredFile, kind: str) -> StoredFile:
        """Refuse an empty file, and a photo that is no PNG, JPEG or GIF of sane dimensions."""
        if not upload.data:
            raise bad_request("file must be non-empty")
        if kind != "photo":
            return upload
        found = image_size(upload.data)
        if found is None:
            raise bad_request("IMAGE_PROCESS_FAILED")
        _, width, height = found
        if not fits_photo_limits(width, height, self._limits.photo_sides_max):
            raise bad_request("PHOTO_INVALID_DIMENSIONS")
        return upload

    def _store_file(self, upload: StoredFile, kind: str) -> StoredFile:
        """Keep uploaded bytes under a fresh file_id and download path."""
        number = len(self._files) + 1
        suffix = PurePosixPath(upload.name).suffix or (".jpg" if kind == "photo" else "")
        upload.file_id = f"{kind.upper()}-{number:06d}-{self.bot_id}"
        upload.unique_id, upload.path = f"U{number:06d}", f"{kind}s/file_{number}{suffix}"
        upload.kind = kind
        self._files[upload.file_id] = upload
        return upload
