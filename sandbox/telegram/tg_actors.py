"""What scripted Telegram users do: write, edit, press buttons, block the bot, add people."""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import Sequence
from typing import Any, Literal

from sandbox.shared import TranscriptEntry
from sandbox.telegram.tg_models import SandboxChat, SandboxUser, SentMessage
from sandbox.telegram.tg_protocol import COMMAND, ApiError, StoredFile, command_entities
from sandbox.telegram.tg_validation import TelegramChecks


class TelegramActors(TelegramChecks):
    """The scripted users' side of the sandbox, and what of it the bot gets to see."""

    def _user_message(
        self,
        user: SandboxUser,
        text: str,
        chat: SandboxChat | None,
        reply_to: SentMessage | None,
        media: tuple[Literal["photo", "document"], str, bytes] | None = None,
        thread: int | None = None,
        extra: dict[str, Any] | None = None,
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
                stored = self._store_file(self._checked(StoredFile(name, data), kind), kind)
            except ApiError as err:
                raise ValueError(f"Telegram would refuse {name!r}: {err.description}") from None
        if chat is None:
            self._set_blocked(user, False)  # writing to a blocked bot means restarting it
            user.started = True
        else:
            chat.require_member(user)
        chat_id = user.id if chat is None else chat.id
        if reply_to is not None and reply_to.chat_id != chat_id:
            raise ValueError("reply_to belongs to another chat")
        msg = SentMessage(self._next_message_id(chat_id), chat_id, text, user)
        msg.entities, msg.reply_to = command_entities(text), reply_to
        msg.thread_id, msg.extra = thread, extra or {}
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
        chat.require_member(user)
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
        msg.text, msg.entities = text, command_entities(text)
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
        return await self._query(user, msg, button["text"], button["callback_data"], timeout)

    async def _query(
        self, user: SandboxUser, msg: SentMessage, label: str, data: str, timeout: float
    ) -> str:
        """Post a callback query with `data` on the message; wait for answerCallbackQuery."""
        query_id = str(next(self._query_ids))
        waiter = self._callbacks[query_id] = asyncio.get_running_loop().create_future()
        query = {"id": query_id, "from": user.as_json(), "message": self._message_json(msg)}
        query["chat_instance"] = str(abs(msg.chat_id) * 1_000_003 + self.bot_id)
        query["data"] = data
        where = self._chat_of(msg.chat_id).label
        self.transcript.append(TranscriptEntry(user.first_name, where, label, "press"))
        self._changed.fire()
        try:
            if self._enqueue("callback_query", query) is None:
                raise AssertionError("the bot does not subscribe to callback_query updates")
            return await self._press_answer(waiter, label, timeout)
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
        command = COMMAND.match(msg.text)
        if (
            command
            and (command.group(1) or self.bot_username).lower() == self.bot_username.lower()
        ):
            return True
        replied_to_bot = msg.reply_to is not None and msg.reply_to.from_bot
        return replied_to_bot or f"@{self.bot_username}".lower() in msg.text.lower()
