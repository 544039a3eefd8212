"""A conversation the community was removed from: VK answers every call for it with error 917
"You don't have access to this chat" (vk/errors.json: api_error_messages_chat_user_no_access)."""

from __future__ import annotations

from typing import Any

from sandbox.shared import TranscriptEntry
from sandbox.vk.vk_models import VkConversation, VkUser
from sandbox.vk.vk_protocol import CHAT_PEER_BASE, Params, VkError
from sandbox.vk.vk_validation import VkChecks


class VkChatLife(VkChecks):
    """Conversations the community is out of."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._lost_chats: set[int] = set()  # peer ids

    def remove_community(self, conversation: VkConversation) -> None:
        """An administrator of the conversation removes the community from it."""
        self._lost_chats.add(conversation.peer_id)
        self.transcript.append(TranscriptEntry("VK", conversation.label, "", "community-removed"))
        self._changed.fire()

    def _peer(self, peer_id: int) -> VkUser | VkConversation:
        """A conversation the community is out of answers 917, like one it never was in."""
        if peer_id in self._lost_chats:
            raise VkError(917)
        return super()._peer(peer_id)

    def _chat_param(self, p: Params, name: str = "peer_id") -> VkConversation:
        """The same for the methods that read a conversation."""
        peer_id = p.as_int(name)
        if peer_id is not None and name == "chat_id":
            peer_id += CHAT_PEER_BASE
        if peer_id in self._lost_chats:
            raise VkError(917)
        return super()._chat_param(p, name)
