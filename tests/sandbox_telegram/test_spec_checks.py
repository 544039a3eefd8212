"""Requests held to the Bot API 10.1 spec: answered as Telegram answers them, and recorded.

Raw HTTP, as a form (aiogram's way, complex values as JSON strings) or as a JSON body (the
bot's own fast path), so that requests aiogram's models would not let through can be sent.
"""

from __future__ import annotations

import json
from typing import Any

import aiohttp
import pytest

from sandbox import violations
from sandbox.telegram import SandboxUser, TelegramSandbox


async def call(sb: TelegramSandbox, method: str, as_json: bool = False, **params: Any) -> Any:
    """Post one Bot API call; the answer's JSON."""
    url = f"{sb.base_url}/bot{sb.token}/{method}"
    async with aiohttp.ClientSession() as http:
        if as_json:
            request = http.post(url, json=params)
        else:
            form = {k: v if isinstance(v, str) else json.dumps(v) for k, v in params.items()}
            request = http.post(url, data=form)
        async with request as response:
            return await response.json()


async def refused(sb: TelegramSandbox, method: str, **params: Any) -> str:
    """Telegram's description of the refusal of a call, which the sandbox also recorded."""
    with sb.expect_violations() as seen:
        answer = await call(sb, method, **params)
    assert answer["ok"] is False, answer
    assert [v.refused for v in seen] == [True]  # recorded once, as refused
    if answer["error_code"] == 400:
        assert answer["description"] == f"Bad Request: {seen[0].description}"
    return answer["description"]


def buttons(*row: dict[str, Any]) -> dict[str, Any]:
    return {"inline_keyboard": [list(row)]}


async def test_unknown_methods_and_parameters(sb: TelegramSandbox, alice: SandboxUser) -> None:
    await alice.send("/start")
    assert await refused(sb, "sendTelepathy", chat_id=alice.id) == "Not Found: method not found"
    # Telegram ignores a parameter it does not know (a misspelt one does nothing): the call
    # succeeds, and the sandbox still records the fault so that the test fails.
    with sb.expect_violations() as seen:
        answer = await call(sb, "sendMessage", as_json=True, chat_id=alice.id, text="hi",
                            parse_mod="HTML")  # fmt: skip
    assert answer["ok"] is True
    assert [(v.description, v.refused) for v in seen] == [("unknown parameter parse_mod", False)]


async def test_required_and_typed_parameters(sb: TelegramSandbox, alice: SandboxUser) -> None:
    await alice.send("/start")
    assert await refused(sb, "sendMessage", chat_id=alice.id) == (
        "Bad Request: message text is empty"
    )
    assert await refused(sb, "getChatMember", chat_id=alice.id, user_id="alice") == (
        "Bad Request: invalid user_id specified"
    )
    nested = await refused(sb, "sendMessage", chat_id=alice.id, text="x",
                           reply_parameters={"message_id": "first"})  # fmt: skip
    assert nested == 'Bad Request: field "reply_parameters.message_id" must be of type Integer'
    scope = await refused(sb, "setMyCommands", commands=[], scope={"type": "chat"})
    assert scope == 'Bad Request: scope: field "chat_id" must be specified'  # BotCommandScopeChat
    # Well-formed, both ways the bot sends: a form and a JSON body.
    keyboard = buttons({"text": "OK", "callback_data": "/confirm 3"})
    for as_json in (False, True):
        answer = await call(sb, "sendMessage", as_json, chat_id=alice.id, text="ok",
                            reply_markup=keyboard, link_preview_options={"is_disabled": True},
                            disable_notification=True)  # fmt: skip
        assert answer["ok"] is True, answer


async def test_inline_buttons(sb: TelegramSandbox, alice: SandboxUser) -> None:
    await alice.send("/start")
    group = sb.group(-100777, "Кубок", bot_is_admin=True)
    group.add_member(alice)
    app = {"text": "Мой матч", "web_app": {"url": "https://tour.example/app"}}

    async def markup(chat_id: int, *row: dict[str, Any]) -> str:
        return await refused(sb, "sendMessage", chat_id=chat_id, text="x",
                             reply_markup=buttons(*row))  # fmt: skip

    two = await markup(alice.id, {"text": "A", "callback_data": "a", "url": "https://a.example"})
    assert two.startswith("Bad Request: can't parse inline keyboard button: only one of")
    assert await markup(alice.id, {"text": "A", "callback_data": "я" * 32 + "x"}) == (
        "Bad Request: BUTTON_DATA_INVALID"  # 65 bytes
    )
    assert await markup(group.id, app) == "Bad Request: BUTTON_TYPE_INVALID"
    http = {"text": "Мой матч", "web_app": {"url": "http://tour.example/app"}}
    assert await markup(alice.id, http) == (
        "Bad Request: inline keyboard button Web App URL 'http://tour.example/app' is invalid: "
        "Only HTTPS links are allowed"
    )
    answer = await call(sb, "sendMessage", chat_id=alice.id, text="x", reply_markup=buttons(
        app, {"text": "B", "callback_data": "я" * 32}))  # fmt: skip
    assert answer["ok"] is True  # https, in a private chat; 64 bytes of callback_data


async def test_text_length_is_counted_after_html_parsing(
    sb: TelegramSandbox, alice: SandboxUser
) -> None:
    await alice.send("/start")
    answer = await call(sb, "sendMessage", chat_id=alice.id, parse_mode="HTML",
                        text="<b>" + "x" * 4093 + "</b>&lt;3&amp;")  # fmt: skip
    assert answer["ok"] is True and len(answer["result"]["text"]) == 4096
    too_long = await refused(sb, "sendMessage", chat_id=alice.id, parse_mode="HTML",
                             text="<b>" + "x" * 4094 + "</b>&lt;3&amp;")  # fmt: skip
    assert too_long == "Bad Request: message is too long"
    assert await refused(sb, "sendMessage", chat_id=alice.id, parse_mode="html",
                         text="<b> </b>") == "Bad Request: message text is empty"  # fmt: skip


async def test_set_my_commands(sb: TelegramSandbox) -> None:
    good = [{"command": "register", "description": "Записаться"}]
    answer = await call(sb, "setMyCommands", commands=good,
                        scope={"type": "all_private_chats"}, language_code="ru")  # fmt: skip
    assert answer["ok"] is True
    capital = [{"command": "Register", "description": "Записаться"}]
    assert await refused(sb, "setMyCommands", commands=capital) == (
        "Bad Request: BOT_COMMAND_INVALID"
    )
    assert await refused(sb, "setMyCommands", commands=good * 101) == (
        "Bad Request: BOT_COMMANDS_TOO_MUCH"
    )


@pytest.mark.spec_violations  # records one nobody expected, to see that it is reported
async def test_unexpected_violations_are_reported(sb: TelegramSandbox) -> None:
    mark = len(violations.RECORDED)
    with sb.expect_violations():
        await call(sb, "sendTelepathy")
    await call(sb, "sendTeleportation")
    assert [v.method for v in violations.since(mark)] == ["sendTeleportation"]
    assert [v.method for v in sb.spec_violations] == ["sendTelepathy", "sendTeleportation"]
