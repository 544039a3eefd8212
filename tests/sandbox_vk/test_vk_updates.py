"""The VK sandbox driven by a real vkbottle Bot: long poll, presses, edits, the Callback API."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from vkbottle import API, GroupEventType, Keyboard, OpenLink, Text, VKAPIError
from vkbottle.bot import BotLabeler, MessageEventMin
from vkbottle_helpers import CONFIRM, echo_labeler, running
from vkbottle_types.events import GroupTypes
from vkbottle_types.events.bot_events import MessageNew

from sandbox.vk import VkSandbox, VkUser


async def test_message_round_trip_through_long_poll(vk: VkSandbox, api: API, olga: VkUser) -> None:
    seen: list[dict[str, Any]] = []
    async with running(vk, api, echo_labeler(api, seen, CONFIRM)):
        sent = await olga.send("/register Ольга 123")
        reply = await olga.expect("Записал: /register Ольга 123", timeout=5)
        vk.redeliver(sent.event_id or "")
        await vk.wait(lambda: len(seen) == 2)
    assert reply.buttons() == [
        ("Подтвердить", "callback", '{"cmd":"confirm"}'),
        ("Оспорить", "callback", '{"cmd":"dispute"}'),
    ]
    assert reply.keyboard is not None and reply.keyboard["inline"] is True
    assert reply.from_bot and reply.message_id > sent.message_id > 0
    event = seen[0]
    assert re.fullmatch(r"[0-9a-f]{40}", event["event_id"]) and event["event_id"] == sent.event_id
    assert (event["type"], event["group_id"], event["v"]) == ("message_new", vk.group_id, "5.199")
    message = event["object"]["message"]
    assert message["from_id"] == message["peer_id"] == olga.id
    assert (message["id"], message["text"], message["out"]) == (sent.message_id, sent.text, 0)
    assert event["object"]["client_info"]["inline_keyboard"] is True
    MessageNew(**event)  # vkbottle's own model accepts the shape
    assert seen[1]["event_id"] == seen[0]["event_id"]  # redelivered under the same id
    assert [(e.who, e.kind) for e in vk.transcript[:2]] == [
        ("Ольга", "message"),
        ("bot", "message"),
    ]
    assert vk.stats.calls["groups.getLongPollServer"] == 1 and not vk.stats.errors


async def test_callback_press_waits_for_the_event_answer(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    payloads: list[Any] = []
    labeler = echo_labeler(api, [], CONFIRM)

    @labeler.raw_event(GroupEventType.MESSAGE_EVENT, dataclass=MessageEventMin)
    async def on_press(event: MessageEventMin) -> None:
        payloads.append(event.payload)
        await event.show_snackbar("Принято")
        await event.edit_message("Участие подтверждено")

    async with running(vk, api, labeler):
        await olga.send("хочу играть")
        invite = await olga.expect("Записал")
        answer = await olga.press(invite, "Подтвердить")
        await vk.wait(lambda: invite.edited)
    assert answer == {"type": "show_snackbar", "text": "Принято"}
    assert payloads == [{"cmd": "confirm"}]
    assert invite.text == "Участие подтверждено"
    assert len(invite.buttons()) == 2  # an edit without a keyboard keeps it
    assert [e.kind for e in vk.transcript][-2:] == ["press", "edit"]
    assert vk.stats.calls["messages.sendMessageEventAnswer"] == 1


async def test_edits_and_message_permissions_reach_the_bot(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    seen: list[dict[str, Any]] = []
    labeler = BotLabeler()
    kinds = [
        GroupEventType.MESSAGE_EDIT,
        GroupEventType.MESSAGE_DENY,
        GroupEventType.MESSAGE_ALLOW,
    ]

    @labeler.raw_event(kinds, dataclass=dict)
    async def on_event(event: dict[str, Any]) -> None:
        seen.append(event)

    async with running(vk, api, labeler):
        sent = await olga.send("результат 2:1")
        await olga.edit(sent, "результат 2:0")
        olga.deny_messages()
        olga.allow_messages()
        await vk.wait(lambda: len(seen) == 3)
    edit, deny, allow = seen
    kinds_models = (GroupTypes.MessageEdit, GroupTypes.MessageDeny, GroupTypes.MessageAllow)
    assert [e["type"] for e in seen] == ["message_edit", "message_deny", "message_allow"]
    assert (edit["object"]["text"], edit["object"]["id"]) == ("результат 2:0", sent.message_id)
    assert edit["object"]["version"] > 0 and "update_time" in edit["object"]
    assert deny["object"] == {"user_id": olga.id} and allow["object"]["user_id"] == olga.id
    for model, event in zip(kinds_models, seen, strict=True):
        model(**event)  # vkbottle's own models accept the shapes
    assert [(e.who, e.kind) for e in vk.transcript] == [("Ольга", "message"), ("Ольга", "edit")]


async def test_conversation_sees_commands_and_text_buttons_only(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    chat = vk.conversation(1, "Турнир Берсерк")  # the community is no admin there
    chat.add_member(olga)
    menu = (
        Keyboard().add(Text("Тур 1", {"cmd": "round"})).add(OpenLink("https://ex.org", "Правила"))
    )
    seen: list[dict[str, Any]] = []
    async with running(vk, api, echo_labeler(api, seen, menu.get_json())):
        await olga.send("просто болтаем", peer=chat)
        await olga.send("/start", peer=chat)
        answer = await chat.expect("Записал: /start")
        assert await olga.press(answer, "Тур 1") == {}
        await chat.expect("Записал: [club229000001|@berserk_heroes] Тур 1")
        with pytest.raises(AssertionError, match="open_link"):
            await olga.press(answer, "Правила")
    messages = [event["object"]["message"] for event in seen]
    assert [m["text"] for m in messages] == ["/start", "[club229000001|@berserk_heroes] Тур 1"]
    assert [m["id"] for m in messages] == [0, 0]  # VK hides conversation message ids
    assert [m["conversation_message_id"] for m in messages] == [2, 4]
    assert messages[1]["payload"] == '{"cmd":"round"}' and messages[0]["peer_id"] == chat.peer_id
    assert answer.message_id == 0 and answer.conversation_message_id == 3


@pytest.mark.parametrize("code", [1, 2, 3])
async def test_long_poll_failures_are_recovered(
    vk: VkSandbox, api: API, olga: VkUser, code: int
) -> None:
    seen: list[dict[str, Any]] = []
    async with running(vk, api, echo_labeler(api, seen)):
        await olga.send("первое")
        await olga.expect("Записал: первое")
        await vk.wait(lambda: vk.pollers)  # parked again, past the first event
        polls = vk.stats.calls["a_check"]
        vk.fail_longpoll(code)
        if code == 3:
            # "Information lost": the fresh ts skips whatever came before it, as in VK.
            await vk.wait(lambda: vk.stats.calls["groups.getLongPollServer"] == 2 and vk.pollers)
        await olga.send("второе")
        await olga.expect("Записал: второе")
    assert [event["object"]["message"]["text"] for event in seen] == ["первое", "второе"]
    assert vk.stats.calls["groups.getLongPollServer"] == (1 if code == 1 else 2)
    assert vk.stats.calls["a_check"] > polls and not vk.stats.errors


async def test_long_poll_protocol(vk: VkSandbox, api: API, olga: VkUser) -> None:
    server = await api.groups.get_long_poll_server(group_id=vk.group_id)
    async with aiohttp.ClientSession() as http:

        async def check(key: str = "", ts: str = "0", wait: int = 0) -> dict[str, Any]:
            query = {"act": "a_check", "key": key or server.key, "ts": ts, "wait": str(wait)}
            async with http.get(server.server, params=query) as resp:
                return await resp.json()

        assert await check() == {"ts": "0", "updates": []}
        assert await check(key="stale") == {"failed": 2}
        parked = asyncio.create_task(check(wait=25))
        await vk.wait(lambda: vk.pollers)
        sent = await olga.send("привет")
        answer = await parked  # woken by the event, not by the 25 s
        assert answer["ts"] == "1" and [u["event_id"] for u in answer["updates"]] == [
            sent.event_id
        ]
        assert (await check(ts="0"))["updates"] == answer["updates"]  # events stay retrievable
        assert await check(ts="7") == {"failed": 1, "ts": 1}  # a ts from another life
        vk.fail_longpoll(1)
        assert await check(ts="1") == {"failed": 1, "ts": 1}
        for code in (2, 3):
            vk.fail_longpoll(code)
            assert await check(ts="1") == {"failed": code}
            assert await check(ts="1") == {"failed": 2}  # the key stays invalid ...
            fresh = await api.groups.get_long_poll_server(group_id=vk.group_id)
            assert fresh.key != server.key and fresh.ts == "1"
            server = fresh
            assert await check(ts="1") == {"ts": "1", "updates": []}  # ... until then


async def test_long_poll_survives_transport_faults(vk: VkSandbox, api: API, olga: VkUser) -> None:
    seen: list[dict[str, Any]] = []
    async with running(vk, api, echo_labeler(api, seen)):
        vk.faults.add("a_check", "5xx", status=504)  # only for the polls after the parked one
        vk.faults.add("a_check", "drop")
        await olga.send("первое")
        await olga.expect("Записал: первое")
        await vk.wait(lambda: not vk.faults.pending)
        await olga.send("второе")  # while vkbottle backs off, on the ts it kept
        await olga.expect("Записал: второе")
    assert [event["object"]["message"]["text"] for event in seen] == ["первое", "второе"]
    statuses = [e.status for e in vk.stats.log if e.method == "a_check"]
    assert statuses[:4] == [200, 504, 0, 200]
    assert vk.stats.calls["groups.getLongPollServer"] == 1


async def test_restarted_bot_with_saved_ts_gets_what_it_missed(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    seen: list[dict[str, Any]] = []
    async with running(vk, api, echo_labeler(api, seen), skip_old_events=False):
        await olga.send("до остановки")
        await olga.expect("Записал: до остановки")
        await vk.wait(lambda: vk.pollers)  # the ts after it is saved
    await olga.send("пока бот спал")
    async with running(vk, api, echo_labeler(api, seen), skip_old_events=False):
        await olga.expect("Записал: пока бот спал")
    assert [event["object"]["message"]["text"] for event in seen] == [
        "до остановки",
        "пока бот спал",
    ]


async def test_callback_api_confirms_and_retries(vk: VkSandbox, api: API, olga: VkUser) -> None:
    received: list[dict[str, Any]] = []

    async def endpoint(request: web.Request) -> web.Response:
        body = await request.json()
        received.append(body)
        if body["type"] == "confirmation":  # the first confirmation answer is wrong
            return web.Response(text="c0nf1rm" if len(received) > 1 else "oops")
        if body.get("secret") != "s3cr3t":
            return web.Response(status=403)
        return web.Response(text="ok" if len(received) > 3 else "not ok")

    app = web.Application()
    app.router.add_post("/vk", endpoint)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    try:
        url = f"http://127.0.0.1:{runner.addresses[0][1]}/vk"
        with vk.expect_violations("confirmation answered 'oops'", "event answered 'not ok'"):
            vk.callback_server(url, secret="s3cr3t", confirmation_code="c0nf1rm")
            sent = await olga.send("привет")
            await vk.wait(lambda: len(received) == 4)
        vk.redeliver(sent.event_id or "")
        await vk.wait(lambda: len(received) == 5)
        with pytest.raises(VKAPIError[100]):  # long poll and Callback API are exclusive
            await api.groups.get_long_poll_server(group_id=vk.group_id)
    finally:
        await vk.use_longpoll()
        await runner.cleanup()
    confirmation = {"type": "confirmation", "secret": "s3cr3t", "group_id": vk.group_id}
    assert received[:2] == [confirmation, confirmation]  # the secret on every request type
    assert {body["event_id"] for body in received[2:]} == {sent.event_id}
    assert received[2]["object"]["message"]["text"] == "привет"
    assert received[2]["secret"] == "s3cr3t" and received[2]["type"] == "message_new"
    assert vk.stats.callback_failures == 2 and vk.stats.callback_posts == 3
