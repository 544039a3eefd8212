"""A conversation the community was removed from: VK answers every call for it with error 917
"You don't have access to this chat" (vk/errors.json: api_error_messages_chat_user_no_access)."""

from __future__ import annotations

from typing import Any

from sandbox.shared import TranscriptEntry
from sandbox.vk.vk_models import VkConversation, VkUser, client_info
from sandbox.vk.vk_protocol import CHAT_PEER_BASE, Params, VkError
from sandbox.vk.vk_validation import VkChecks


class VkChatLife(VkChecks):
    """Conversations the community is out of."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._lost_chats: set[int] = set()  # peer ids

    def remove_community(self, conversation: VkConversation, by: VkUser | None = None) -> None:
        """An administrator (`by`) removes the community from the conversation: its last
        event from there is the `chat_kick_user` action naming the community (without `by`:
        an event the bot missed, it learns from the 917 only)."""
        if by is not None:
            conversation.require_member(by)
            msg = self._new_message(conversation.peer_id, "", by)
            msg.action = {"type": "chat_kick_user", "member_id": -self.group_id}
            self._emit(
                "message_new",
                {"message": self._message_json(msg)} | {"client_info": client_info(by)},
            )
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
