"""The live pages over HTTP: links in the chats, `/page`, what is public and what never is."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

from sandbox.script import Scene, running_scene, say

NICKS = ["Гриндель", "Лисица", "Ворон", "Сокол"]
PAIR = re.compile(r"^№(\d+): (.+?) — (?!свободен)(.+?) \(", re.M)
PAGES = ("", "/standings", "/pairings", "/bracket", "/decks")


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[Scene]:
    """The sandbox and the bot with `[web] enabled` on an ephemeral port."""
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3",
        real_limits=False,
        web={"enabled": True},
        server={"listen": "127.0.0.1:0"},
    ) as scene:
        yield scene


def base(scene: Scene) -> str:
    server = scene.app.server
    assert server is not None
    return f"http://127.0.0.1:{server.port}"


async def get(url: str, **headers: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http, http.get(url, headers=headers) as answer:
        return answer.status, await answer.text()


async def begin(scene: Scene, settings: str = "bo=3") -> tuple[int, str]:
    """Four players registered with game IDs, round 1 paired; the pairing post."""
    tid = await scene.create("Кубок Сети", settings)
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, f"77700{i}", tid)
    await say(scene.judge, "/begin", scene.channel)
    return tid, (await scene.channel.expect("тур 1")).text


def link(message: object, label: str = "Живая страница") -> str | None:
    """The address of the message's live-page button."""
    for text, target in message.buttons():  # type: ignore[attr-defined]
        if label in text:
            return target
    return None


async def open_and_close_stream(url: str) -> None:
    """A browser tab closed while its event stream opens: the request, then the socket shut."""
    host, _, rest = url.removeprefix("http://").partition("/")
    name, _, port = host.partition(":")
    _, writer = await asyncio.open_connection(name, int(port))
    writer.write(f"GET /{rest} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    writer.close()  # at once: the server finds the reader gone when it answers
    await writer.wait_closed()


async def test_the_chats_link_the_live_page(
    world: Scene, caplog: pytest.LogCaptureFixture
) -> None:
    judge, channel = world.judge, world.channel
    await say(judge, "/new Кубок Сети")
    tid = int(re.findall(r"#(\d+)", (await judge.expect("Создан турнир")).text)[0])
    await say(judge, f"/bind #{tid}", channel)
    await channel.expect("канал турнира")
    await say(judge, "/open", channel)
    announcement = await channel.expect("Регистрация открыта")
    assert link(announcement) == f"{base(world)}/t/{tid}"  # a URL button, not a deep link
    await say(world.judge, f"/page #{tid}")
    answer = await world.judge.expect("Живая страница турнира")
    assert f"{base(world)}/t/{tid}" in answer.text
    for i, nick in enumerate(NICKS):
        await world.register(world.player(nick), nick, f"77700{i}", tid)
    await say(world.judge, "/begin", world.channel)
    pairings = await world.channel.expect("тур 1")
    assert link(pairings) == f"{base(world)}/t/{tid}/pairings"
    await say(world.judge, "/standings", world.channel)
    standings = await world.channel.expect("таблица после тура 1:")
    assert link(standings) == f"{base(world)}/t/{tid}/standings"
    status, html = await get(link(pairings) or "")
    assert status == 200 and "Пары тура 1" in html
    # A reader going away is normal: nothing logged as an error, the next page is served.
    with caplog.at_level(logging.DEBUG):
        for _ in range(3):
            await open_and_close_stream(f"{base(world)}/t/{tid}/events?page=pairings&v=0")
        await asyncio.sleep(0.2)  # the server handles the requests the sockets left
        assert (await get(link(pairings) or ""))[0] == 200
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert errors == [], [r.getMessage() for r in errors]


async def test_nothing_private_is_on_the_page(world: Scene) -> None:
    tid, post = await begin(world)
    number, a, b = PAIR.findall(post)[0]
    await say(world.players[a], "/report 2:0")
    request = await world.players[b].expect(f"ввёл счёт матча №{number}")
    await world.players[b].press(request, "Подтвердить")
    await world.players[b].expect(f"Матч №{number}:")
    await say(world.players[b], f"/protest {number}")  # PRO-1: a protest with its text
    reasons = await world.players[b].expect("Выберите одну причину")
    await world.players[b].press(reasons, "Спор о результате")
    await world.players[b].expect("опишите её одним сообщением")
    await say(world.players[b], "Соперник подсматривал в мои карты")
    await world.players[b].expect("передана судьям")

    status, html = await get(f"{base(world)}/t/{tid}/pairings")
    assert status == 200
    assert re.search(rf'data-match="{number}">.*?жалоба, решает судья', html, re.S)
    pages = [(await get(f"{base(world)}/t/{tid}{p}"))[1] for p in PAGES]
    for page in pages:
        assert "подсматривал" not in page  # the protest's text stays with the judges
        assert "77700" not in page  # no game IDs
    assert "Деклисты ещё не опубликованы" in pages[-1]  # nothing published, nothing shown


async def test_a_tournament_kept_off_the_web_is_not_found(world: Scene) -> None:
    tid, _ = await begin(world)
    assert (await get(f"{base(world)}/t/{tid}/standings"))[0] == 200
    await say(world.judge, f"/set public_page=off #{tid}")
    await world.judge.expect("Сохранено")
    for page in (*PAGES, "/events?page=standings"):
        assert (await get(f"{base(world)}/t/{tid}{page}"))[0] == 404, page
    assert "Страница не найдена" in (await get(f"{base(world)}/t/{tid}"))[1]
    await say(world.judge, f"/page #{tid}")
    await world.judge.expect("не показывается на сайте")
    assert (await get(f"{base(world)}/t/999"))[0] == 404
    for huge in ("9" * 20, "7" * 5000):  # no id has that many digits: not found, not a 500
        assert (await get(f"{base(world)}/t/{huge}"))[0] == 404
        assert (await get(f"{base(world)}/t/{huge}/events?page=standings"))[0] == 404
    await say(world.judge, "/new Черновик")  # not announced yet: nothing to show
    draft = int(re.findall(r"#(\d+)", (await world.judge.expect("Создан турнир")).text)[0])
    assert (await get(f"{base(world)}/t/{draft}"))[0] == 404


async def test_english_by_query_or_by_the_browsers_language(world: Scene) -> None:
    tid, _ = await begin(world)
    url = f"{base(world)}/t/{tid}/pairings"
    assert "Пары тура 1" in (await get(url))[1]
    assert "Round 1 pairings" in (await get(url + "?lang=en"))[1]
    status, html = await get(url, **{"Accept-Language": "en-GB,en;q=0.9,ru;q=0.5"})
    assert status == 200 and "Round 1 pairings" in html and '<html lang="en">' in html
    assert "Пары тура 1" in (await get(url, **{"Accept-Language": "de, ru;q=0.3"}))[1]


async def test_vk_gets_the_page_as_a_link_button(tmp_path: Path) -> None:
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3",
        real_limits=False,
        platforms=("vk",),
        web={"enabled": True},
        server={"listen": "127.0.0.1:0"},
    ) as vk:
        tid = await vk.create("Кубок ВК", "bo=3", platform="vk")
        await say(vk.vk_judge, f"/page #{tid}", vk.vk_channel)
        answer = await vk.vk_channel.expect("Живая страница турнира")
        kinds = {(label, kind, target) for label, kind, target in answer.buttons()}
        assert ("🌐 Живая страница", "open_link", f"{base(vk)}/t/{tid}") in kinds
