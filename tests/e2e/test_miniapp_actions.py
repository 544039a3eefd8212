"""«Мой матч» over HTTP: the real bot with its web server against the Telegram sandbox.

What the player taps in the Mini App goes the same way as the chat command (issue 14): the
opponent gets the same confirmation request as after `/report`, and a forged or stale
launch is refused with 403 and changes nothing.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import parse_qsl

import aiohttp
import pytest

from handlers.web.launch_auth import sign_telegram, sign_vk
from handlers.web.miniapp import MINIAPP_PATH
from sandbox.script import Scene, running_scene, say
from sandbox.telegram import SandboxUser, SentMessage

VK_APP, VK_SECRET = 51234567, "vk-app-secret"
PUBLIC = "https://tour.example"  # the HTTPS proxy in front of the server, as in production


@pytest.fixture
async def web_scene(tmp_path: Path) -> AsyncIterator[Scene]:
    """The scene with the web pages on an ephemeral port behind an https public_url, and a VK
    Mini App configured."""
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3",
        real_limits=False,
        web={"enabled": True, "public_url": PUBLIC},
        server={"listen": "127.0.0.1:0"},
        vk={"app_id": VK_APP, "app_secret": VK_SECRET},
    ) as world:
        yield world


def init_data(scene: Scene, user_id: int, name: str, *, age: float = 0) -> str:
    """What Telegram would hand the Mini App of this bot for this user."""
    user = json.dumps({"id": user_id, "first_name": name, "language_code": "ru"})
    fields = {"user": user, "auth_date": str(int(time.time() - age)), "query_id": "AAE1"}
    return sign_telegram(fields, scene.sb.token)


def forged(data: str) -> str:
    """The same initData with another user put in and the old hash kept."""
    return re.sub(r"user=[^&]+", "user=" + json.dumps({"id": 1, "first_name": "X"}), data)


def served(scene: Scene) -> str:
    """The Mini App's address on the server itself (the test stands in for the proxy)."""
    assert scene.app.web is not None and scene.app.web.server is not None
    return f"http://{scene.app.web.server.host}:{scene.app.web.server.port}{MINIAPP_PATH}"


async def post(scene: Scene, **form: str) -> tuple[int, str]:
    """A POST of the Mini App's page, as its script or a form sends it."""
    url = served(scene)
    async with aiohttp.ClientSession() as http, http.post(url, data=form) as response:
        return response.status, await response.text()


messages: dict[str, SentMessage] = {}  # each player's pairing message of the latest scene


async def four_players_paired(scene: Scene) -> dict[str, tuple[SandboxUser, int, str]]:
    """Four registered players in round 1: nickname → (user, match number, opponent)."""
    tid = await scene.create("Кубок Мини-приложения")
    users = {}
    for nick in ("Анна", "Борис", "Вера", "Глеб"):
        user = scene.player(nick)
        await scene.register(user, nick, f"{len(users) + 1}00", tid)
        users[nick] = user
    await say(scene.judge, "/begin", scene.channel)
    paired = {}
    for nick, user in users.items():
        pairing = await scene.pairing(user, 1)
        assert pairing is not None
        paired[nick] = (user, pairing.number, pairing.opponent)
        messages[nick] = pairing.message  # type: ignore[assignment]
    return paired


def confirmation_shape(text: str, names: tuple[str, ...], number: int) -> str:
    """A confirmation request with the names, the match number and the time taken out."""
    for name in names:
        text = text.replace(name, "<nick>")
    return re.sub(r"\d\d:\d\d", "<time>", text.replace(f"№{number}", "№<n>"))


async def test_a_mini_app_report_asks_the_opponent_as_report_does(web_scene: Scene) -> None:
    scene = web_scene
    paired = await four_players_paired(scene)
    anna, number, rival = paired["Анна"]
    rival_user = paired[rival][0]
    # The other match reports by the chat command, for comparison.
    other = next(n for n in paired if n not in ("Анна", rival))
    other_user, other_number, other_rival = paired[other]
    other_rival_user = paired[other_rival][0]

    # The pairing message opens the Mini App in place: a web_app button in a private chat.
    assert scene.app.web is not None
    markup = messages["Анна"].reply_markup or {}
    apps = [
        b["web_app"]["url"] for row in markup["inline_keyboard"] for b in row if "web_app" in b
    ]
    assert apps and apps[0].startswith(PUBLIC + MINIAPP_PATH)

    data = init_data(scene, anna.id, "Анна")
    status, page = await post(scene, platform="telegram", auth=data)
    assert status == 200
    assert f"Матч №{number}" in page and f"Соперник: {rival}" in page

    status, page = await post(
        scene,
        platform="telegram",
        auth=data,
        action="report",
        tournament=str(1),
        match=str(number),
        mine="2",
        theirs="1",
        draws="0",
        nonce="n1",
    )
    assert status == 200 and "Счёт отправлен сопернику" in page
    asked = await rival_user.expect("Подтвердите")
    await say(other_user, "/report 2:1")
    asked_by_chat = await other_rival_user.expect("Подтвердите")

    assert confirmation_shape(asked.text, ("Анна", rival), number) == confirmation_shape(
        asked_by_chat.text, (other, other_rival), other_number
    )
    assert [b[0] for b in asked.buttons()] == [b[0] for b in asked_by_chat.buttons()]
    # The opponent's page now offers him to confirm or dispute; his tap confirms (RES-2).
    rival_auth = init_data(scene, rival_user.id, rival)
    status, page = await post(scene, platform="telegram", auth=rival_auth)
    assert "act-confirm" in page and "act-dispute" in page
    status, page = await post(
        scene, platform="telegram", auth=rival_auth, action="confirm", tournament="1",
        match=str(number), nonce="n2",
    )  # fmt: skip
    assert "Результат подтверждён" in page and "Результат: 1:2" in page
    await anna.expect("2:1")
    # A decided result can be protested from the page too (PRO-1), as under the chat message.
    status, page = await post(scene, platform="telegram", auth=data)
    assert "act-protest" in page and "act-report" not in page
    status, page = await post(
        scene, platform="telegram", auth=data, action="protest", tournament="1",
        match=str(number), nonce="n3",
    )  # fmt: skip
    assert "Жалоба начата" in page
    ask = await anna.expect(f"Жалоба по матчу №{number}")  # the chat goes on as after /protest
    assert ask.buttons()  # one reason to pick (PRO-2)


async def test_a_double_tap_of_one_form_reports_once(web_scene: Scene) -> None:
    scene = web_scene
    paired = await four_players_paired(scene)
    anna, number, rival = paired["Анна"]
    form = {
        "platform": "telegram",
        "auth": init_data(scene, anna.id, "Анна"),
        "action": "report",
        "tournament": "1",
        "match": str(number),
        "mine": "2",
        "theirs": "0",
        "nonce": "same-tap",
    }
    assert (await post(scene, **form))[0] == 200
    assert (await post(scene, **form))[0] == 200
    await paired[rival][0].expect("Подтвердите")
    await scene.app.drain()
    asks = [m for m in paired[rival][0].inbox if "Подтвердите" in m.text]
    assert len(asks) == 1


@pytest.mark.parametrize("how", ["forged", "stale", "another bot"])
async def test_forged_or_stale_init_data_is_refused_and_changes_nothing(
    web_scene: Scene, how: str
) -> None:
    scene = web_scene
    paired = await four_players_paired(scene)
    anna, number, rival = paired["Анна"]
    rival_user = paired[rival][0]
    good = init_data(scene, anna.id, "Анна")
    auth = {
        "forged": forged(good),
        "stale": init_data(scene, anna.id, "Анна", age=2 * 24 * 3600),
        "another bot": sign_telegram({k: v for k, v in parse_qsl(good) if k != "hash"}, "1:other"),
    }[how]
    await scene.app.drain()
    before = len(rival_user.inbox)

    status, page = await post(
        scene, platform="telegram", auth=auth, action="report", tournament="1",
        match=str(number), mine="2", theirs="0", nonce="forged",
    )  # fmt: skip
    assert status == 403 and "Не удалось проверить" in page

    await scene.app.drain()
    assert len(rival_user.inbox) == before
    status, page = await post(scene, platform="telegram", auth=good)
    assert status == 200 and "act-report" in page  # the match still waits for a score


async def test_a_forged_vk_sign_is_refused_and_a_signed_one_is_read(web_scene: Scene) -> None:
    scene = web_scene
    launch = {"vk_user_id": "777", "vk_app_id": str(VK_APP), "vk_ts": str(int(time.time()))}
    signed = sign_vk(launch, VK_SECRET)
    url = served(scene)
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{url}?{signed}") as response:
            assert response.status == 200  # signed: read (this VK user never wrote to the bot)
            assert "Бот вас ещё не знает" in await response.text()
        tampered = signed.replace("vk_user_id=777", "vk_user_id=778")
        async with http.get(f"{url}?{tampered}") as response:
            assert response.status == 403
        foreign = sign_vk(launch, "another-secret")
        async with http.get(f"{url}?{foreign}") as response:
            assert response.status == 403
    status, _ = await post(
        scene, platform="vk", auth=tampered, action="confirm", tournament="1", match="1"
    )
    assert status == 403


async def test_in_a_group_my_match_is_a_startapp_link(web_scene: Scene) -> None:
    scene = web_scene
    paired = await four_players_paired(scene)
    anna = paired["Анна"][0]
    await say(anna, "/me", scene.channel)
    answer = await scene.channel.expect("👤")
    me = await scene.app.telegram.bot.me()  # type: ignore[union-attr]
    # Telegram refuses web_app buttons in groups: a link to the bot's main Mini App instead.
    assert ("📋 Мой матч", f"https://t.me/{me.username}?startapp=t1") in answer.buttons()


async def test_over_plain_http_the_pairings_carry_no_mini_app_button(tmp_path: Path) -> None:
    # Telegram opens Mini Apps over HTTPS only: an http web_app button makes it refuse the
    # whole message, the pairing with it; a group refuses web_app buttons at all.
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3",
        real_limits=False,
        web={"enabled": True, "public_url": "http://tour.example"},
        server={"listen": "127.0.0.1:0"},
    ) as scene:
        paired = await four_players_paired(scene)  # each pairing arrives
        anna = paired["Анна"][0]
        await say(anna, "/me", scene.channel)
        sent = [*messages.values(), await scene.channel.expect("👤")]
        labels = [label for message in sent for label, _ in message.buttons()]
        assert "📋 Мой матч" not in labels


async def test_without_the_web_pages_no_mini_app_button_is_sent(scene: Scene) -> None:
    paired = await four_players_paired(scene)
    labels = [label for label, _ in messages["Анна"].buttons()]
    assert "📋 Мой матч" not in labels
    await say(paired["Анна"][0], "/me")
    answer = await paired["Анна"][0].expect("👤")
    assert answer.buttons() == []


async def test_a_vk_player_reports_from_the_vk_mini_app(tmp_path: Path) -> None:
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3",
        real_limits=False,
        platforms=("vk",),
        web={"enabled": True},
        server={"listen": "127.0.0.1:0"},
        vk={"app_id": VK_APP, "app_secret": VK_SECRET},
    ) as scene:
        tid = await scene.create("Кубок ВК", platform="vk")
        users = {}
        for i, nick in enumerate(("Анна", "Борис", "Вера", "Глеб")):
            users[nick] = scene.player(nick, platform="vk")
            await scene.register(users[nick], nick, f"{i + 1}00", tid)
        await say(scene.vk_judge, "/begin", scene.vk_channel)
        pairing = await scene.pairing(users["Анна"], 1)
        assert pairing is not None
        launch = {
            "vk_user_id": str(users["Анна"].id),
            "vk_app_id": str(VK_APP),
            "vk_ts": str(int(time.time())),
            "vk_language": "ru",
        }
        assert scene.app.web is not None
        url = f"{scene.app.web.base_url}{MINIAPP_PATH}?{sign_vk(launch, VK_SECRET)}"
        async with aiohttp.ClientSession() as http, http.get(url) as response:
            page = await response.text()
        assert f"Соперник: {pairing.opponent}" in page and "act-report" in page
        auth = url.split("?", 1)[1]
        forged_sign = auth.replace("vk_language=ru", "vk_language=en")
        status, page = await post(
            scene, platform="vk", auth=forged_sign, action="report", tournament=str(tid),
            match=str(pairing.number), mine="2", theirs="0", nonce="vk0",
        )  # fmt: skip
        assert status == 403
        async with aiohttp.ClientSession() as http, http.get(url) as response:
            assert "act-report" in await response.text()  # the forged tap changed nothing
        status, page = await post(
            scene, platform="vk", auth=auth, action="report", tournament=str(tid),
            match=str(pairing.number), mine="2", theirs="0", nonce="vk1",
        )  # fmt: skip
        assert status == 200 and "Счёт отправлен сопернику" in page
        asked = await users[pairing.opponent].expect("Подтвердите")
        assert "Анна" in asked.text and "0:2" in asked.text


async def test_a_dispute_from_the_mini_app_reaches_the_judges(web_scene: Scene) -> None:
    scene = web_scene
    paired = await four_players_paired(scene)
    anna, number, rival = paired["Анна"]
    await say(anna, "/report 2:0")
    await paired[rival][0].expect("Подтвердите")
    status, page = await post(
        scene, platform="telegram", auth=init_data(scene, paired[rival][0].id, rival),
        action="dispute", tournament="1", match=str(number), nonce="d1",
    )  # fmt: skip
    assert status == 200 and "Счёт оспорен: судьи уже знают" in page
    await scene.judges_chat.expect(f"№{number}")
    await anna.expect("оспорен")
