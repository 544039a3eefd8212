"""The VK sandbox driven by a real vkbottle API, Bot and BotPolling."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import re
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pydantic
import pytest
from aiohttp import web
from vkbottle import (
    API,
    AiohttpClient,
    BlockingRequestRescheduler,
    Bot,
    BotPolling,
    Callback,
    DocMessagesUploader,
    GroupEventType,
    Keyboard,
    OpenLink,
    PhotoMessageUploader,
    Text,
    VKAPIError,
)
from vkbottle.bot import BotLabeler, Message, MessageEventMin
from vkbottle_types.events import GroupTypes
from vkbottle_types.events.bot_events import MessageNew

from sandbox.common import image_size, make_png
from sandbox.vk import Limits, VkSandbox, VkUser

JFIF_HEADER = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
CONFIRM = (
    Keyboard(inline=True)
    .add(Callback("Подтвердить", {"cmd": "confirm"}))
    .add(Callback("Оспорить", {"cmd": "dispute"}))
    .get_json()
)


@pytest.fixture(autouse=True)
def _scratch_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep vkbottle's polling state files (.vkbottle/) out of the repository."""
    monkeypatch.chdir(tmp_path)


@pytest.fixture
async def vk() -> AsyncIterator[VkSandbox]:
    """A running sandbox."""
    async with VkSandbox() as sandbox:
        yield sandbox


@pytest.fixture
async def api(vk: VkSandbox) -> AsyncIterator[API]:
    """A vkbottle API pointed at the sandbox, with its own HTTP session."""
    client = AiohttpClient()
    made = API(vk.token, http_client=client)
    made.API_URL = vk.api_url
    yield made
    await client.close()


@pytest.fixture
def olga(vk: VkSandbox) -> VkUser:
    """A scripted user."""
    return vk.user(500001, "Ольга", "Петрова")


@contextlib.asynccontextmanager
async def running(
    vk: VkSandbox, api: API, labeler: BotLabeler, skip_old_events: bool = True
) -> AsyncIterator[Bot]:
    """Run a real vkbottle Bot on long poll until the block ends."""
    polling = BotPolling(api, group_id=vk.group_id, wait=25)
    bot = Bot(api=api, labeler=labeler, polling=polling, skip_old_events=skip_old_events)
    task = asyncio.create_task(bot.run_polling())
    try:
        await vk.wait(lambda: vk.pollers or task.done())
        assert not task.done(), "the bot's polling ended at once"
        yield bot
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


def echo_labeler(api: API, seen: list[dict[str, Any]], keyboard: str | None = None) -> BotLabeler:
    """A labeler whose raw message_new handler records the event and answers «Записал: …»."""
    labeler = BotLabeler()

    @labeler.raw_event(GroupEventType.MESSAGE_NEW, dataclass=dict)
    async def on_message(event: dict[str, Any]) -> None:
        seen.append(event)
        message = event["object"]["message"]
        text = f"Записал: {message['text']}"
        await api.messages.send(
            peer_id=message["peer_id"], random_id=0, message=text, keyboard=keyboard
        )

    return labeler


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
    with pytest.raises(VKAPIError[914]):
        await send(peer_id=olga.id, random_id=0, message="я" * 4097)
    with pytest.raises(VKAPIError[911]):
        await send(peer_id=olga.id, random_id=0, message="кнопки", keyboard=inline(11))
    with pytest.raises(VKAPIError[100]):
        await send(peer_id=olga.id, random_id=0, message=" ")
    with pytest.raises(VKAPIError[100]):
        await send(peer_id=olga.id, message="без random_id")
    with pytest.raises(VKAPIError[901]):
        await send(peer_id=vk.user(500002, "Иван").id, random_id=0, message="привет")
    with pytest.raises(VKAPIError[917]):
        await send(peer_id=2_000_000_009, random_id=0, message="привет")
    olga.deny_messages()
    with pytest.raises(VKAPIError[902]) as denied:
        await send(peer_id=olga.id, random_id=0, message="привет")
    olga.allow_messages()
    await send(peer_id=olga.id, random_id=0, message="снова можно")
    assert denied.value.error_msg == (
        "Can't send messages to this user due to their privacy settings"
    )
    assert denied.value.request_params["peer_id"] == str(olga.id)
    assert "access_token" not in denied.value.request_params
    assert [len(m.text) for m in olga.inbox] == [4096, 11]
    assert vk.stats.errors == Counter({914: 1, 911: 1, 100: 2, 901: 1, 917: 1, 902: 1})


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
    with pytest.raises(VKAPIError[911], match=complaint):
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
    now += 0.5  # half a second refills ten requests
    results = await asyncio.gather(
        *(api.utils.get_server_time() for _ in range(11)), return_exceptions=True
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
    confirmation = {"type": "confirmation", "group_id": vk.group_id}
    assert received[:2] == [confirmation, confirmation]
    assert {body["event_id"] for body in received[2:]} == {sent.event_id}
    assert received[2]["object"]["message"]["text"] == "привет"
    assert received[2]["secret"] == "s3cr3t" and received[2]["type"] == "message_new"
    assert vk.stats.callback_failures == 2 and vk.stats.callback_posts == 3


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
    with pytest.raises(VKAPIError[3]):
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


async def test_photo_upload_is_sent_with_a_caption(vk: VkSandbox, api: API, olga: VkUser) -> None:
    await olga.send("покажи таблицу")
    picture = make_png(6, 4)
    uploader = PhotoMessageUploader(api, attachment_name="standings.png")
    attachment = await uploader.upload(picture, peer_id=olga.id)
    assert re.fullmatch(rf"photo-{vk.group_id}_\d+_[0-9a-f]+", attachment)
    await api.messages.send(
        peer_id=olga.id, random_id=0, message="Таблица после тура 1", attachment=attachment
    )
    sent = await olga.expect("Таблица")
    assert (sent.photo, sent.file_name, sent.document) == (picture, "standings.png", None)
    [photo] = sent.attachments
    assert attachment.startswith(photo["ref"]) and photo["object"]["sizes"][-1]["width"] == 6
    async with aiohttp.ClientSession() as http, http.get(photo["url"]) as resp:
        assert (await resp.read(), resp.content_type) == (picture, "image/png")
    entry = vk.transcript[-1]
    assert (entry.who, entry.kind, entry.text) == (
        "bot",
        "photo",
        "[photo standings.png] Таблица после тура 1",
    )
    assert vk.stats.calls["upload.photo"] == 1


async def test_photo_upload_rules(vk: VkSandbox, api: API, olga: VkUser) -> None:
    await olga.send("привет")
    server = await api.photos.get_messages_upload_server(peer_id=olga.id)
    assert (server.album_id, server.group_id) == (-64, vk.group_id)
    uploader = PhotoMessageUploader(api)
    uploaded = await uploader.upload_files(server.upload_url, {"photo": io.BytesIO(make_png())})
    assert set(uploaded) == {"server", "photo", "hash"} and isinstance(uploaded["photo"], str)
    with pytest.raises(VKAPIError[121]):
        await api.photos.save_messages_photo(**(uploaded | {"hash": "0" * 32}))
    [saved] = await api.photos.save_messages_photo(**uploaded)
    assert (saved.owner_id, saved.album_id) == (-vk.group_id, -64)
    with pytest.raises(VKAPIError[121]):  # an upload is saved once
        await api.photos.save_messages_photo(**uploaded)
    fake = io.BytesIO(b"GIF89a, not a PNG")
    refused = await uploader.upload_files(server.upload_url, {"photo": fake})
    jpeg = JFIF_HEADER + b"\xff\xc0\x00\x11\x08\x00\x05\x00\x07\x03" + b"\x01\x22\x00" * 3
    assert image_size(jpeg + b"\xff\xd9") == ("jpeg", 7, 5)
    assert await uploader.upload(jpeg + b"\xff\xd9", peer_id=olga.id)  # a JPEG is fine too
    assert refused["error"].startswith("ERR_UPLOAD_BAD_IMAGE")
    with pytest.raises(VKAPIError[100], match="photo is undefined"):
        await uploader.upload(b"%PDF-1.7", peer_id=olga.id)  # vkbottle saves what it got
    vk.limits = Limits(photo_max=100)
    big = io.BytesIO(make_png(60, 60))
    too_big = await uploader.upload_files(server.upload_url, {"photo": big})
    assert too_big["error"].startswith("ERR_UPLOAD_FILE_TOO_BIG")
    send = api.messages.send
    for wrong in (f"photo-{vk.group_id}_1", "video-1_2", f"photo{olga.id}_{saved.id}"):
        with pytest.raises(VKAPIError[100]):
            await send(peer_id=olga.id, random_id=0, message="x", attachment=wrong)
    with pytest.raises(VKAPIError[901]):  # upload servers check the peer too
        await api.photos.get_messages_upload_server(peer_id=vk.user(500002, "Иван").id)
    assert not olga.inbox


async def test_document_is_sent_then_replaced_by_an_edit(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    await olga.send("пришли итоги")
    table = "Место;Игрок\n1;Ольга\n".encode()
    doc = await DocMessagesUploader(api).upload(table, peer_id=olga.id, title="standings.csv")
    assert re.fullmatch(rf"doc-{vk.group_id}_\d+_[0-9a-f]+", doc)
    message_id = await api.messages.send(peer_id=olga.id, random_id=0, attachment=doc)
    sent = olga.inbox[-1]
    assert (sent.text, sent.document, sent.file_name, sent.photo) == (
        "",
        table,
        "standings.csv",
        None,
    )
    assert sent.attachments[0]["object"]["ext"] == "csv"
    picture = make_png(3, 3)
    photo = await PhotoMessageUploader(api).upload(picture, peer_id=olga.id)
    await api.messages.edit(
        peer_id=olga.id, message_id=message_id, message="Итоги картинкой", attachment=photo
    )
    assert (sent.edited, sent.photo, sent.document, sent.text) == (
        True,
        picture,
        None,
        "Итоги картинкой",
    )
    await api.messages.edit(peer_id=olga.id, message_id=message_id, message="Итоги текстом")
    assert sent.attachments == []  # VK drops the attachments an edit does not repeat
    with pytest.raises(VKAPIError[100], match="file is invalid"):
        await api.docs.save(file="no-such-upload")
    with pytest.raises(VKAPIError[100], match="file is undefined"):
        await DocMessagesUploader(api).upload(b"ID3", peer_id=olga.id, title="song.mp3")
    assert [(e.kind, e.text) for e in vk.transcript[1:]] == [
        ("document", "[document standings.csv]"),
        ("edit", "[photo picture.jpg] Итоги картинкой"),
        ("edit", "Итоги текстом"),
    ]


async def test_user_files_reach_a_vkbottle_handler_and_download(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    seen: list[Message] = []
    labeler = BotLabeler()

    @labeler.message()
    async def on_file(message: Message) -> None:
        seen.append(message)
        attached = message.attachments[0]
        item = attached.doc or attached.photo
        url = attached.doc.url if attached.doc else attached.photo.sizes[-1].url
        data = await api.http_client.request_content(url)
        kind = attached.type.value
        ref = f"{kind}{item.owner_id}_{item.id}_{item.access_key}"
        await message.answer(f"Получено {kind}: {len(data)} байт", attachment=ref)

    deck = "3 Гном-разведчик\n2 Лесной страж\n".encode()
    shot = make_png(8, 5)
    async with running(vk, api, labeler):
        await olga.send("моя колода", attachments=[("doc", "decklist.txt", deck)])
        echo = await olga.expect("Получено doc")
        await olga.send("", attachments=[("photo", "shot.png", shot)])
        pic = await olga.expect("Получено photo")
    assert echo.text == f"Получено doc: {len(deck)} байт" and echo.document == deck
    assert pic.text == f"Получено photo: {len(shot)} байт" and pic.photo == shot
    doc = seen[0].attachments[0].doc
    assert (doc.title, doc.ext, doc.size, doc.owner_id) == (
        "decklist.txt",
        "txt",
        len(deck),
        olga.id,
    )
    sizes = seen[1].attachments[0].photo.sizes
    assert (sizes[-1].width, sizes[-1].height) == (8, 5)
    with pytest.raises(VKAPIError[100], match="access_key"):  # others' files need their key
        await api.messages.send(peer_id=olga.id, random_id=0, attachment=f"doc{olga.id}_{doc.id}")
    with pytest.raises(ValueError, match="not a JPEG or PNG"):
        await olga.send("", attachments=[("photo", "fake.png", b"not a picture")])
    assert [(e.who, e.kind, e.text) for e in vk.transcript if e.who == "Ольга"] == [
        ("Ольга", "document", "[document decklist.txt] моя колода"),
        ("Ольга", "photo", "[photo shot.png]"),
    ]
