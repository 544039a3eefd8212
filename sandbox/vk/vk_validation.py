"""Checks of the VK API calls: peers the community may write to, texts, keyboards, limits."""

from __future__ import annotations

import itertools
import json
from typing import Any

from sandbox.vk.vk_media import ATTACHMENT
from sandbox.vk.vk_models import VkConversation, VkMessage, VkUser
from sandbox.vk.vk_protocol import CHAT_PEER_BASE, Params, VkError, bad_param, compact_json
from sandbox.vk.vk_world import VkWorld

# "vkpay" is VK's (and vkbottle's) spelling; "vk_pay" is accepted as well.
_ACTIONS = frozenset({"text", "callback", "open_link", "location", "vkpay", "vk_pay", "open_app"})
_LABELLED = frozenset({"text", "callback", "open_link"})
_COLORS = frozenset({"primary", "secondary", "negative", "positive"})


class VkChecks(VkWorld):
    """Validation of parameters the way VK refuses them, with its error codes."""

    def _throttle(self) -> None:
        """Count a request of the access token (20 in any second, every method), or error 6."""
        lim = self._limits
        if lim.enabled:
            window = self._windows.window("token", lim.requests_per_sec, lim.requests_burst)
            if self._windows.acquire([window], self.clock()):
                raise VkError(6)

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

    def _own_group(self, p: Params) -> None:
        """Refuse group methods called for another community."""
        if p.as_int("group_id") not in (None, self.group_id):
            raise VkError(15, "no access to this group")

    def _chat_param(self, p: Params, name: str = "peer_id") -> VkConversation:
        """Resolve a conversation parameter, refusing what the community cannot see."""
        peer_id = p.as_int(name)
        if peer_id is not None and name == "chat_id":
            peer_id += CHAT_PEER_BASE
        chat = self._chats.get(peer_id or 0)
        if chat is None:
            raise VkError(917)
        return chat

    def _text(self, p: Params) -> str:
        """Return the message text after the length check."""
        text = p.as_str("message") or ""
        if len(text) > self._limits.text_max:
            raise VkError(914)
        return text

    def _keyboard(self, p: Params) -> dict[str, Any] | None:
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
            text = payload if isinstance(payload, str) else compact_json(payload)
            if len(text) > self._limits.payload_max:
                raise VkError(911, f"payload is longer than {self._limits.payload_max} characters")
            try:
                json.loads(text)
            except ValueError:
                raise VkError(911, "payload is not valid JSON") from None
        if button.get("color") is not None and button["color"] not in _COLORS:
            raise VkError(911, f"unknown color {button['color']!r}")

    def _attachments(self, p: Params) -> list[dict[str, Any]] | None:
        """Resolve the comma-separated `attachment` parameter; None when it is absent."""
        if "attachment" not in p:
            return None
        refs = [ref.strip() for ref in (p.as_str("attachment") or "").split(",") if ref.strip()]
        if len(refs) > self._limits.attachments_max:
            raise bad_param(f"at most {self._limits.attachments_max} attachments")
        found = []
        for ref in refs:
            match = ATTACHMENT.fullmatch(ref)
            if match is None:  # other media (video, audio, wall posts...) are not simulated
                raise bad_param(f"attachment {ref!r} is invalid")
            kind, owner_id, media_id, key = match.groups()
            saved = self._files.get((kind, int(owner_id), int(media_id)))
            if saved is None:
                raise bad_param(f"attachment {ref!r} not found")
            # The community's own files need no key; others' files need theirs.
            if key != saved.access_key and (key is not None or saved.owner_id > 0):
                raise bad_param(f"access_key of {ref!r} is invalid")
            found.append(saved.attachment())
        return found

    def _find(self, p: Params) -> VkMessage:
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
            raise bad_param("message not found")
        return msg
