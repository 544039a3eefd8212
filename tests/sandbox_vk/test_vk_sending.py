"""The VK sandbox driven by a real vkbottle API: sending, keyboards, limits, faults, methods."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from typing import Any

import aiohttp
import pydantic
import pytest
from vkbottle import API, BlockingRequestRescheduler, Callback, Keyboard, VKAPIError
from vkbottle_helpers import CONFIRM

from sandbox.vk import Limits, VkSandbox, VkUser


async def test_send_to_peer_ids_answers_a_list(vk: VkSandbox, api: API, olga: VkUser) -> None:
    chat = vk.conversation(1, "Турнир Берсерк", bot_is_admin=True)
    stranger = vk.user(500002, "Иван")
    await olga.send("привет")
    items = await api.messages.send(peer_ids=[olga.id, chat.peer_id], random_id=0, message="Тур 1")
    assert [item.peer_id for item in items] == [olga.id, chat.peer_id]
    assert items[0].message_id == olga.inbox[0].message_id > 0
    assert (items[1].message_id, items[1].conversation_message_id) == (0, 1)
    # A peer that fails gets an item without message_id, as in VK; vkbottle-types requires
    # that key, so its typed call cannot parse the answer: the raw request shows it.
    with pytest.raises(pydantic.ValidationError, match="message_id"):
        await api.messages.send(peer_ids=[stranger.id], random_id=0, message="Тур 1")
    raw = await api.request(
        "messages.send",
        {"peer_ids": f"{olga.id},{stranger.id}", "random_id": 0, "message": "Тур 2"},
    )
    error = {"code": 901, "description": "Can't send messages for users without permission"}
    assert raw["response"][1] == {"peer_id": stranger.id, "error": error}
    assert raw["response"][0]["message_id"] == olga.inbox[1].message_id
    assert await api.messages.send(peer_id=chat.peer_id, random_id=0, message="Тур 2") == 0
    assert [m.text for m in chat.messages] == ["Тур 1", "Тур 2"] and not stranger.inbox
    assert vk.stats.errors == Counter({901: 2})


async def test_vk_limits_and_permissions(vk: VkSandbox, api: API, olga: VkUser) -> None:
    def inline(buttons: int) -> str:
        keyboard = Keyboard(inline=True)
        for number in range(buttons):
            if number % 5 == 0:
                keyboard.row()
            keyboard.add(Callback(str(number), {"n": number}))
        return keyboard.get_json()

    await olga.send("привет")
    send = api.messages.send
    await send(peer_id=olga.id, random_id=0, message="я" * 4096, keyboard=inline(10))
    with vk.expect_violations("914 Message is too long"), pytest.raises(VKAPIError[914]):
        await send(peer_id=olga.id, random_id=0, message="я" * 4097)
    with vk.expect_violations("10 buttons in 6 rows"), pytest.raises(VKAPIError[911]):
        await send(peer_id=olga.id, random_id=0, message="кнопки", keyboard=inline(11))
    with pytest.raises(VKAPIError[100]):
        await send(peer_id=olga.id, random_id=0, message=" ")
    with vk.expect_violations("random_id is undefined"), pytest.raises(VKAPIError[100]):
        await send(peer_id=olga.id, message="без random_id")
    with pytest.raises(VKAPIError[901]):
        await send(peer_id=vk.user(500002, "Иван").id, random_id=0, message="привет")
    with pytest.raises(VKAPIError[917]):
        await send(peer_id=2_000_000_009, random_id=0, message="привет")
    olga.deny_messages()  # she forbade messages from the community: 901, not allowed
    with pytest.raises(VKAPIError[901]) as denied:
        await send(peer_id=olga.id, random_id=0, message="привет")
    olga.allow_messages()
    await send(peer_id=olga.id, random_id=0, message="снова можно")
    olga.privacy_closed = True  # her privacy settings: 902
    with pytest.raises(VKAPIError[902]) as private:
        await send(peer_id=olga.id, random_id=0, message="привет")
    assert denied.value.error_msg == "Can't send messages for users without permission"
    assert private.value.error_msg == (
        "Can't send messages to this user due to their privacy settings"
    )
    assert denied.value.request_params["peer_id"] == str(olga.id)
    assert "access_token" not in denied.value.request_params
    assert [len(m.text) for m in olga.inbox] == [4096, 11]
    assert vk.stats.errors == Counter({914: 1, 911: 1, 100: 2, 901: 2, 917: 1, 902: 1})


@pytest.mark.parametrize(
    ("keyboard", "complaint"),
    [
        (
            {"inline": True, "buttons": [[{"action": {"type": "text", "label": "x" * 41}}]]},
            "label",
        ),
        (
            {"buttons": [[{"action": {"type": "text", "label": "a", "payload": "1" * 256}}]]},
            "payload",
        ),
        ({"buttons": [[{"action": {"type": "text", "label": "a"}}] * 6]}, "in a row"),
        ({"inline": True, "buttons": [[{"action": {"type": "text", "label": "a"}}]] * 7}, "rows"),
        ({"buttons": [[{"action": {"type": "text", "label": "a"}}] * 4] * 10 + [[]]}, "rows"),
        ({"buttons": [[{"action": {"type": "text", "label": "a"}}] * 5] * 9}, "40 buttons"),
        ({"buttons": [[{"action": {"type": "send_sticker", "label": "a"}}]]}, "action type"),
        ({"buttons": [[{"action": {"type": "callback"}}]]}, "label"),
    ],
)
async def test_keyboard_format_rules(
    vk: VkSandbox, api: API, olga: VkUser, keyboard: dict[str, Any], complaint: str
) -> None:
    await olga.send("привет")
    with vk.expect_violations(complaint), pytest.raises(VKAPIError[911], match=complaint):
        await api.messages.send(
            peer_id=olga.id, random_id=0, message="кнопки", keyboard=json.dumps(keyboard)
        )
    fine = {"buttons": [[{"action": {"type": "callback", "label": "ok", "payload": "{}"}}]]}
    await api.messages.send(peer_id=olga.id, random_id=0, message="ok", keyboard=json.dumps(fine))
    assert olga.inbox[-1].buttons() == [("ok", "callback", "{}")]  # callback in a reply keyboard


async def test_more_than_20_requests_per_second_get_error_6(vk: VkSandbox, api: API) -> None:
    now = 100.0
    vk.clock = lambda: now  # a frozen clock: the 25 calls fall within one instant
    calls = [api.utils.get_server_time() for _ in range(25)]
    results = await asyncio.gather(*calls, return_exceptions=True)
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(refused) == 5 and all(isinstance(r, VKAPIError[6]) for r in refused)
    assert refused[0].error_msg == "Too many requests per second"
    assert vk.stats.rate_limited == vk.stats.errors[6] == 5
    now += 0.5  # a sliding window: the 20 of the first instant still count half a second on
    with pytest.raises(VKAPIError[6]):
        await api.utils.get_server_time()
    now += 0.5  # a whole second after them: 20 again, not one more
    results = await asyncio.gather(
        *(api.utils.get_server_time() for _ in range(21)), return_exceptions=True
    )
    assert sum(isinstance(r, BaseException) for r in results) == 1
    vk.limits = Limits(enabled=False)
    results = await asyncio.gather(*(api.utils.get_server_time() for _ in range(25)))
    assert all(isinstance(r, int) for r in results)


async def test_same_random_id_sends_once(vk: VkSandbox, api: API, olga: VkUser) -> None:
    await olga.send("привет")
    first = await api.messages.send(peer_id=olga.id, random_id=777, message="Тур 1")
    again = await api.messages.send(peer_id=olga.id, random_id=777, message="Тур 1")
    [listed] = await api.messages.send(peer_ids=[olga.id], random_id=777, message="Тур 1")
    other = await api.messages.send(peer_id=olga.id, random_id=778, message="Тур 1")
    for _ in range(2):
        await api.messages.send(peer_id=olga.id, random_id=0, message="без дедупа")
    assert first == again == listed.message_id != other
    assert [m.text for m in olga.inbox] == ["Тур 1", "Тур 1", "без дедупа", "без дедупа"]
    assert olga.inbox[0].random_id == 777


async def test_injected_faults(vk: VkSandbox, api: API, olga: VkUser) -> None:
    await olga.send("привет")
    vk.faults.add("messages.send", "error", code=10)
    with pytest.raises(VKAPIError[10]):
        await api.messages.send(peer_id=olga.id, random_id=0, message="x")
    vk.faults.add("utils.getServerTime", "drop")
    with pytest.raises(aiohttp.ClientConnectionError):
        await api.utils.get_server_time()
    api.request_rescheduler = BlockingRequestRescheduler(delay=0)
    vk.faults.add(None, "5xx", status=502)
    assert await api.utils.get_server_time() > 0  # vkbottle retries a non-JSON answer
    statuses = [(e.status, e.error) for e in vk.stats.log if e.method == "utils.getServerTime"]
    assert statuses == [(0, 0), (502, 0), (200, 0)]
    assert vk.stats.errors == Counter({10: 1}) and not vk.faults.pending


async def test_community_methods(vk: VkSandbox, api: API, olga: VkUser) -> None:
    chat = vk.conversation(1, "Турнир Берсерк", bot_is_admin=True)
    hidden = vk.conversation(2, "Чужая беседа")
    ivan = vk.user(500002, "Иван", "Сидоров", screen_name="ivan_s")
    chat.add_member(olga, is_admin=True)
    chat.add_member(ivan)
    group = (await api.groups.get_by_id()).groups[0]
    assert (group.id, group.name, group.screen_name) == (
        vk.group_id,
        vk.group_name,
        vk.screen_name,
    )
    server = await api.groups.get_long_poll_server(group_id=vk.group_id)
    assert server.server == f"{vk.base_url}/lp" and server.ts == "0"
    members = await api.messages.get_conversation_members(peer_id=chat.peer_id)
    assert [(m.member_id, m.is_admin) for m in members.items] == [
        (olga.id, True),
        (ivan.id, False),
        (-vk.group_id, True),
    ]
    with pytest.raises(VKAPIError[917]):
        await api.messages.get_conversation_members(peer_id=hidden.peer_id)
    found = await api.messages.get_conversations_by_id(peer_ids=[chat.peer_id, olga.id, 42])
    assert [c.peer.id for c in found.items] == [chat.peer_id, olga.id]
    assert found.items[0].chat_settings.title == "Турнир Берсерк"
    assert found.items[1].can_write.allowed is False  # she has not written yet
    users = await api.users.get(user_ids=[olga.id, "ivan_s"], fields=["screen_name"])
    assert [(u.first_name, u.screen_name) for u in users] == [
        ("Ольга", "id500001"),
        ("Иван", "ivan_s"),
    ]
    assert await api.messages.remove_chat_user(chat_id=1, member_id=ivan.id) == 1
    assert not chat.is_member(ivan.id)
    with pytest.raises(VKAPIError[935]):
        await api.messages.remove_chat_user(chat_id=1, member_id=ivan.id)
    keyboard = Keyboard(inline=True).add(Callback("Да", {"ok": 1})).get_json()
    await api.messages.send(peer_id=chat.peer_id, random_id=0, message="Тур 1", keyboard=keyboard)
    post = chat.messages[0]
    empty = json.dumps({"buttons": []})
    cmid = post.conversation_message_id
    await api.messages.edit(peer_id=chat.peer_id, cmid=cmid, message="Тур 1!", keyboard=empty)
    assert (post.text, post.keyboard, post.edited) == ("Тур 1!", None, True)
    [deleted] = await api.messages.delete(peer_id=chat.peer_id, cmids=[cmid], delete_for_all=True)
    assert deleted.response and post.deleted
    assert await api.utils.get_server_time() > 1_700_000_000
    with vk.expect_violations("messages.teleport: error 3"), pytest.raises(VKAPIError[3]):
        await api.request("messages.teleport", {})
    intruder = API("wrong-token", http_client=api.http_client)
    intruder.API_URL = vk.api_url
    with pytest.raises(VKAPIError[5]):
        await intruder.utils.get_server_time()


async def test_expect_reports_what_arrived(vk: VkSandbox, api: API, olga: VkUser) -> None:
    await olga.send("привет")
    await api.messages.send(peer_id=olga.id, random_id=0, message="Тур 1")
    with pytest.raises(AssertionError, match="Тур 1"):
        await olga.expect("Тур 2", timeout=0.05)
    assert (await olga.expect("Тур")).text == "Тур 1"  # the failed expect moved no cursor
    await api.messages.send(peer_id=olga.id, random_id=0, message="кнопки", keyboard=CONFIRM)
    with pytest.raises(AssertionError, match="did not answer the press"):  # nobody polls
        await olga.press(olga.inbox[-1], "Подтвердить", timeout=0.05)
    with pytest.raises(AssertionError, match="no button 'Сдаться'"):
        await olga.press(olga.inbox[-1], "Сдаться")
