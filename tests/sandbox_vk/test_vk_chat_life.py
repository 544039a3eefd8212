"""A conversation the community was removed from answers 917, as VK does (issue 22)."""

from __future__ import annotations

import pytest
from vkbottle import API, VKAPIError

from sandbox.vk import VkSandbox


async def test_a_conversation_the_community_left_answers_917(vk: VkSandbox, api: API) -> None:
    chat = vk.conversation(3, "Кубок", bot_is_admin=True)
    await api.messages.send(peer_id=chat.peer_id, random_id=1, message="до")
    vk.remove_community(chat)
    with pytest.raises(VKAPIError[917]) as refused:
        await api.messages.send(peer_id=chat.peer_id, random_id=2, message="после")
    assert "You don't have access to this chat" in str(refused.value)
    with pytest.raises(VKAPIError[917]):
        await api.messages.get_conversation_members(peer_id=chat.peer_id)
    assert [m.text for m in chat.messages] == ["до"]
