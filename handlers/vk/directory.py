"""VK's answer to "is this person in the conversation?" (getConversationMembers), for COM-2."""

from __future__ import annotations

from vkbottle import API, VKAPIError

from handlers.vk.neutral import CONVERSATION_BASE


class VkMembership:
    """Membership in VK conversations; the community must be an admin there to see it."""

    def __init__(self, api: API) -> None:
        self.api = api

    async def is_member(self, chat_id: int, user_id: int) -> bool | None:
        """True or False from messages.getConversationMembers; None when VK will not tell."""
        try:
            answer = await self.api.request(
                "messages.getConversationMembers", {"peer_id": chat_id}
            )
        except VKAPIError:
            return None
        return any(item.get("member_id") == user_id for item in answer["response"]["items"])

    async def remove_member(self, chat_id: int, user_id: int) -> bool:
        """messages.removeChatUser: the community must be an admin of the conversation."""
        try:
            await self.api.request(
                "messages.removeChatUser",
                {"chat_id": chat_id - CONVERSATION_BASE, "member_id": user_id},
            )
        except VKAPIError:
            return False
        return True

    async def missing_rights(self, chat_id: int) -> str | None:
        """Only an admin community reads a conversation and removes messages in it."""
        try:
            await self.api.request("messages.getConversationMembers", {"peer_id": chat_id})
        except VKAPIError:
            return "admin"
        return None
