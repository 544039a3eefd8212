"""Telegram's command menus: players, group members and group admins each see their own."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from bot.commands.help_topics import Menu, menu
from sandbox.script import Scene

# The menus published at start do not depend on the engine: once, in the first pass.
pytestmark = pytest.mark.engine_fixed


async def _menu(scene: Scene, scope: str, language: str | None) -> dict[str, str]:
    """What Telegram shows a user of this kind of chat and language: command → description."""
    params: dict[str, Any] = {"scope": {"type": scope}}
    if language is not None:
        params["language_code"] = language
    url = f"{scene.sb.base_url}/bot{scene.sb.token}/getMyCommands"
    async with aiohttp.ClientSession() as http, http.post(url, json=params) as resp:
        answer = await resp.json()
    return {c["command"]: c["description"] for c in answer["result"]}


async def test_each_kind_of_chat_has_its_menu_in_each_language(scene: Scene) -> None:
    private = await _menu(scene, "all_private_chats", "ru")
    assert list(private)[:3] == ["register", "me", "report"]
    assert private["register"] == "заявка на турнир: /register ник [ID в игре]"
    assert "begin" not in private
    english = await _menu(scene, "all_private_chats", "en")
    assert english["register"] == "apply for a tournament: /register nickname [game ID]"
    # Any other language: the community's own, Russian.
    assert await _menu(scene, "all_private_chats", None) == private

    group = await _menu(scene, "all_group_chats", "ru")
    assert set(group) == {"pairings", "standings", "rules", "help"}  # no /register for all
    assert set(await _menu(scene, "all_group_chats", "en")) == set(group)

    judges = await _menu(scene, "all_chat_administrators", "ru")
    # The same commands as the judge's help: the day's tools among them (issue 24).
    assert tuple(judges) == menu(Menu.ADMINS)
    for command in ("bind", "open", "begin", "next", "result", "pause", "extend", "audit"):
        assert command in judges, judges
    assert judges["next"] == "следующий тур"
    assert (await _menu(scene, "all_chat_administrators", "en"))["next"] == "the next round"
    assert await _menu(scene, "all_chat_administrators", None) == judges
