"""The VK sandbox's execute, driven by a real vkbottle API: calls, errors inside, dedupe, limit."""

from __future__ import annotations

import json
from typing import Any

import pytest
from vkbottle import API, VKAPIError

from sandbox.vk import Limits, VkSandbox, VkUser


def send(**params: Any) -> str:
    """One messages.send call as VKScript, the arguments an object literal."""
    return f"API.messages.send({json.dumps(params, ensure_ascii=False)})"


async def test_a_failing_call_in_the_middle_leaves_false_and_the_others_go(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    boris = vk.user(500002, "Борис")
    stranger = vk.user(500003, "Незнакомец")  # never wrote to the community: error 901
    await olga.send("привет")
    await boris.send("привет")
    code = "return [{}, {}, {}];".format(
        send(peer_id=olga.id, random_id=11, message="Ольга, ваш соперник Борис"),
        send(peer_id=stranger.id, random_id=12, message="Вам не дойдёт"),
        send(peer_id=boris.id, random_id=13, message="Борис,\nваш соперник «Ольга»"),
    )
    answer = await api.request("execute", {"code": code})
    first, second, third = answer["response"]
    assert first == olga.inbox[0].message_id and third == boris.inbox[0].message_id
    assert second is False and not stranger.inbox
    assert answer["execute_errors"] == [
        {
            "method": "messages.send",
            "error_code": 901,
            "error_msg": "Can't send messages for users without permission",
        }
    ]
    assert olga.inbox[0].text == "Ольга, ваш соперник Борис"
    assert boris.inbox[0].text == "Борис,\nваш соперник «Ольга»"


async def test_peer_ids_calls_answer_each_peer_and_random_id_dedupes_inside(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    stranger = vk.user(500003, "Незнакомец")
    await olga.send("привет")
    code = "return [{}, {}, {}];".format(
        send(peer_ids=str(olga.id), random_id=700, message="Тур 1: стол 5"),
        send(peer_ids=str(olga.id), random_id=700, message="Тур 1: стол 5"),  # a repeat
        send(peer_ids=str(stranger.id), random_id=701, message="Тур 1: стол 6"),
    )
    answer = await api.request("execute", {"code": code})
    first, repeat, refused = answer["response"]
    sent = {"peer_id": olga.id, "message_id": olga.inbox[0].message_id}
    assert first == repeat == [sent | {"conversation_message_id": 2}]
    assert refused[0]["error"]["code"] == 901 and "execute_errors" not in answer
    again = await api.request("execute", {"code": code})  # the whole request repeated
    assert again["response"][0] == first
    assert [m.text for m in olga.inbox] == ["Тур 1: стол 5"]


async def test_an_execute_is_one_request_of_the_rate_limit(vk: VkSandbox, api: API) -> None:
    vk.limits = Limits(requests_per_sec=1, requests_burst=1)
    users = [vk.user(510000 + i, f"Игрок{i}") for i in range(25)]
    for user in users:
        await user.send("привет")
    calls = [send(peer_id=u.id, random_id=i + 1, message=f"стол {i}") for i, u in enumerate(users)]
    answer = await api.request("execute", {"code": f"return [{','.join(calls)}];"})
    assert all(isinstance(slot, int) and slot > 0 for slot in answer["response"])
    assert [u.inbox[0].text for u in users] == [f"стол {i}" for i in range(25)]
    with pytest.raises(VKAPIError[6]):  # the one token of the second went to that execute
        await api.request("execute", {"code": f"return [{calls[0]}];"})
    assert vk.stats.calls["execute"] == 2 and vk.stats.calls["messages.send"] == 25


async def test_more_than_25_calls_and_bad_code_are_refused(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    await olga.send("привет")
    calls = [send(peer_id=olga.id, random_id=i + 1, message=str(i)) for i in range(26)]
    with pytest.raises(VKAPIError[13]):
        await api.request("execute", {"code": f"return [{','.join(calls)}];"})
    with pytest.raises(VKAPIError[12]):
        await api.request("execute", {"code": "return [API.messages.send({peer_id: 1})];"})
    assert not olga.inbox  # nothing of a refused script was run
