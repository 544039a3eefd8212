"""The VK sandbox checks every call against VK's own 5.199 schema (sandbox/specs/vk)."""

from __future__ import annotations

import pytest
from vkbottle import API, VKAPIError

from sandbox.vk import ERRORS, VkSandbox, VkUser
from sandbox.vk.vk_spec import vk_spec


def test_the_sandbox_words_errors_as_the_schema_does() -> None:
    spec = vk_spec().errors
    assert {code: spec[code] for code in ERRORS if code != 5} == {
        code: text for code, text in ERRORS.items() if code != 5
    }  # 5 carries VK's own detail: "…: invalid access_token"


async def test_a_call_vk_would_refuse_or_ignore_is_a_violation(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    await olga.send("привет")
    with vk.expect_violations("random_id is out of range"), pytest.raises(VKAPIError[100]):
        await api.request(
            "messages.send", {"peer_id": olga.id, "random_id": 2**31, "message": "x"}
        )
    with vk.expect_violations("reason should be not less than 0"), pytest.raises(VKAPIError[100]):
        await api.request("messages.delete", {"message_ids": "1", "reason": -1})
    with vk.expect_violations("unknown parameter 'silent' (VK ignores it)") as seen:
        await api.request(
            "messages.send", {"peer_id": olga.id, "random_id": 5, "message": "x", "silent": 1}
        )
    assert len(seen) == 1 and olga.inbox[-1].text == "x"  # answered as VK does: ignored
    code = f'return [API.messages.send({{"peer_id": {olga.id}, "message": "y"}})];'
    with vk.expect_violations("messages.send: error 100", "random_id is undefined"):
        answer = await api.request("execute", {"code": code})
    assert answer["response"] == [False]  # an execute's inner calls are checked too
    keyboard = (
        '{"inline": true, "buttons": [[{"action": {"type": "text", "label": "a", "x": 1}}]]}'
    )
    with vk.expect_violations("has no field x"), pytest.raises(VKAPIError[911]):
        await api.request(
            "messages.send",
            {"peer_id": olga.id, "random_id": 6, "message": "x", "keyboard": keyboard},
        )
    assert vk.spec_violations == []
