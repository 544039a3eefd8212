"""Checks of the VK API calls: peers the community may write to, texts, keyboards, limits."""

from __future__ import annotations

import json
from typing import Any

from sandbox.vk.vk_media import ATTACHMENT
from sandbox.vk.vk_models import VkConversation, VkMessage, VkUser
from sandbox.vk.vk_protocol import CHAT_PEER_BASE, Params, VkError, bad_param
from sandbox.vk.vk_spec import check_keyboard, vk_spec
from sandbox.vk.vk_world import VkWorld


class VkChecks(VkWorld):
    """Validation of parameters the way VK refuses them, with its error codes."""

    def _throttle(self) -> None:
        """Count a request of the access token (20 in any second, every method), or error 6."""
        lim = self._limits
        if lim.enabled:
            window = self._windows.window("token", lim.requests_per_sec, lim.requests_burst)
            if self._windows.acquire([window], self.clock()):
                raise VkError(6)

    def _check_spec(self, method: str, raw: dict[str, str]) -> None:
        """Check a call against VK's schema: refuse it as VK would, note what VK ignores."""
        try:
            ignored = vk_spec().check(method, raw)
        except VkError as err:
            self._violation(f"{method}: error {err.code} {err.msg}")
            raise
        self.spec_violations += [f"{method}: {note} (VK ignores it)" for note in ignored]

    def _refusal(self, user: VkUser) -> int | None:
        """Return the error code that stops the community writing to a user, if any."""
        if user.privacy_closed:
            return 902
        return None if (user.has_written or user.allowed) and not user.denied else 901

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
        """The keyboard parameter (checked by vk_spec like VK); None when absent or empty."""
        if "keyboard" not in p:
            return None
        text = p.as_str("keyboard") or ""
        check_keyboard(text)  # the spec check ran already: this is for the types only
        keyboard: dict[str, Any] = json.loads(text)
        return keyboard if any(keyboard["buttons"]) else None

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
