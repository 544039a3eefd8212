"""What scripted VK users do: write, attach files, edit, press keyboard buttons."""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import Sequence
from typing import Any, Literal

from sandbox.shared import TranscriptEntry
from sandbox.vk.vk_media import VkFile, check_doc, check_photo
from sandbox.vk.vk_models import VkConversation, VkMessage, VkUser, client_info, sent_kind
from sandbox.vk.vk_protocol import UploadError
from sandbox.vk.vk_validation import VkChecks


class VkActors(VkChecks):
    """The scripted users' side of the sandbox, and what of it the community gets to see."""

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
        else:
            chat.require_member(user)
        peer_id = user.id if chat is None else chat.peer_id
        if reply_to is not None and reply_to.peer_id != peer_id:
            raise ValueError("reply_to belongs to another conversation")
        msg = self._new_message(peer_id, text, user)
        msg.reply_to, msg.payload, msg.ref, msg.action = reply_to, payload, ref, action
        msg.attachments = [file.attachment() for file in files]
        self._note(user.first_name, msg, sent_kind(msg))
        if chat is None or self._bot_sees(chat, msg):
            body = {"message": self._message_json(msg), "client_info": client_info(user)}
            msg.event_id = self._emit("message_new", body)
        return msg

    def _user_file(
        self, user: VkUser, kind: Literal["photo", "doc"], name: str, data: bytes
    ) -> VkFile:
        """Save a file a user attaches, checked like VK checks uploads."""
        try:
            if kind == "photo":
                return self._save_file(check_photo(name, data, self._limits), user.id)
            if kind == "doc":
                return self._save_file(check_doc(name, data, self._limits), user.id)
        except UploadError as err:
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
            return await self._press_answer(waiter, label, timeout)
        finally:
            self._presses.pop(event_id, None)

    def _bot_sees(self, chat: VkConversation, msg: VkMessage) -> bool:
        """Without access to all messages a bot gets commands, mentions and replies to it."""
        if chat.bot_is_admin or msg.text.startswith("/") or msg.payload is not None:
            return True
        mentions = (f"[club{self.group_id}|", f"@{self.screen_name}", f"@club{self.group_id}")
        replied = msg.reply_to is not None and msg.reply_to.from_bot
        return replied or any(m in msg.text for m in mentions)
