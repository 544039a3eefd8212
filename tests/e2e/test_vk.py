"""The VK door: the same tournament through vkbottle, long poll and Callback API, and a
tournament that spans VK and Telegram."""

from __future__ import annotations

import contextlib
import json
import logging
import socket
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import aiohttp
import pytest
from vkbottle import API

from bot.clock import ManualClock
from bot.envelope import Platform
from bot.ports.delivery import Limits
from bot.ports.sending import Outgoing, RenderedButton
from handlers.vk.keyboards import Keyboards
from handlers.vk.sender import VkSender
from sandbox.script import Scene, running_scene, say
from sandbox.vk import VkSandbox


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def play_round(scene: Scene, round_no: int, nicks: list[str]) -> None:
    """Everyone reads his pairing; the first of a pair reports in Russian, the other confirms."""
    pairings = {n: await scene.pairing(scene.players[n], round_no) for n in nicks}
    done: set[str] = set()
    for nick, p in pairings.items():
        if p is None or nick in done:
            continue
        done |= {nick, p.opponent}
        await say(scene.players[nick], "результат 2:0")  # the alias VK users type
        opponent = scene.players[p.opponent]
        request = await opponent.expect(f"ввёл счёт матча №{p.number}")
        await opponent.press(request, "Подтвердить")  # type: ignore[arg-type]
        await opponent.expect(f"Матч №{p.number}:")


@contextlib.asynccontextmanager
async def vk_scene(tmp_path: Path, mode: str, port: int = 0) -> AsyncIterator[Scene]:
    """The bot on VK alone, taking events by long poll or through the Callback API."""
    if mode == "longpoll":
        async with running_scene(
            tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
        ) as scene:
            yield scene
        return
    port = port or free_port()
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",),
        vk={"mode": "callback", "confirmation_code": "c0nf1rm", "secret": "s3cret"},
        server={"listen": f"127.0.0.1:{port}"},
    ) as scene:  # fmt: skip
        url = f"http://127.0.0.1:{port}/vk/callback"
        scene.vk.callback_server(url, secret="s3cret", confirmation_code="c0nf1rm")
        yield scene


@pytest.mark.parametrize("mode", ["longpoll", "callback"])
async def test_a_whole_tournament_on_vk(tmp_path: Path, mode: str) -> None:
    async with vk_scene(tmp_path, mode) as scene:
        tid = await scene.create("Кубок ВКонтакте", "rounds=2", platform="vk")
        nicks = ["Ольга", "Пётр", "Руслан", "Софья", "Тимур"]
        for i, nick in enumerate(nicks):
            await scene.register(scene.player(nick, platform="vk"), nick, f"77{i}", tid)
        await say(scene.vk_judge, "/begin", scene.vk_channel)
        await scene.vk_channel.expect("тур 1.")
        for round_no in (1, 2):
            await play_round(scene, round_no, nicks)
            await scene.vk_channel.expect(f"таблица после тура {round_no}")
            if round_no == 1:
                await say(scene.vk_judge, "/next", scene.vk_channel)
        await say(scene.players["Ольга"], "таблица")
        await scene.players["Ольга"].expect("таблица после тура 2")
        await say(scene.vk_judge, "/finish", scene.vk_channel)
        final = await scene.vk_channel.expect("итоговая таблица")
        assert all(nick in final.text for nick in nicks)
        # vkbottle's long-poll position lives beside the database, not in the working folder.
        polled = list((tmp_path / "bot.sqlite3.vk").glob("long-poll-*.json"))
        assert bool(polled) == (mode == "longpoll")
        assert not Path(".vkbottle").exists()


async def test_long_poll_failures_and_error_6_storms_lose_nothing(tmp_path: Path) -> None:
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
    ) as scene:
        judge, vk = scene.vk_judge, scene.vk
        for code in (1, 2, 3):
            checks = vk.stats.calls["a_check"]
            vk.fail_longpoll(code)
            # VK's "failed 3" loses what happens before the new server is fetched, so the
            # judge writes once the bot polls again (failed 1 and 2 lose nothing either way).
            await vk.wait(lambda c=checks: vk.stats.calls["a_check"] > c)  # failure answered
            await vk.wait(lambda: vk.pollers)  # and the bot listens again
            await say(judge, f"/new Кубок сбоя {code}")
            await judge.expect(f"«Кубок сбоя {code}»")
        scene.vk.faults.add("messages.send", "error", count=6, code=6)
        scene.vk.faults.add("messages.send", "5xx", count=2)
        for n in range(4, 7):
            await say(judge, f"/new Кубок сбоя {n}")
        for n in range(4, 7):
            await judge.expect(f"«Кубок сбоя {n}»")
        created = [m for m in judge.inbox if "Создан турнир" in m.text]
        assert len(created) == 6  # each exactly once: VK's random_id dedup holds on retries
        assert scene.vk.stats.errors[6] >= 1


async def test_callback_api_mode_with_its_secret(tmp_path: Path) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}/vk/callback"
    async with vk_scene(tmp_path, "callback", port) as scene:
        await say(scene.vk_judge, "/new Кубок Колбэка")
        await scene.vk_judge.expect("Создан турнир")
        async with aiohttp.ClientSession() as http:
            forged = {
                "type": "message_new",
                "group_id": scene.vk.group_id,
                "secret": "nope",
                "event_id": "f" * 40,
                "object": {"message": {"text": "/new X"}},
            }
            async with http.post(url, data=json.dumps(forged)) as resp:
                assert resp.status == 403
            confirm = {"type": "confirmation", "group_id": scene.vk.group_id}
            async with http.post(url, data=json.dumps(confirm)) as resp:
                assert await resp.text() == "c0nf1rm"
            # A wrong secret is refused on every request type, the confirmation too (issue 22).
            async with http.post(url, data=json.dumps(confirm | {"secret": "nope"})) as resp:
                assert resp.status == 403 and "c0nf1rm" not in await resp.text()
            async with http.post(url, data=json.dumps(confirm | {"secret": "s3cret"})) as resp:
                assert await resp.text() == "c0nf1rm"
        await say(scene.vk_judge, "/settings #1")
        await scene.vk_judge.expect("Настройки турнира «Кубок Колбэка»")


async def test_vk_and_telegram_players_meet_and_dispute_across_platforms(tmp_path: Path) -> None:
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("telegram", "vk")
    ) as scene:
        tid = await scene.create("Кубок Двух Миров")
        await scene.bind_vk(tid)  # the VK conversation is a second channel
        nicks = ["Ворон", "Сокол", "Рысь"]
        for i, nick in enumerate(nicks):
            await scene.register(scene.player(nick), nick, f"11{i}", tid)
        olga = scene.player("Ольга", platform="vk")
        await scene.register(olga, "Ольга", "220", tid)
        await scene.judge.send("/begin", chat=scene.channel)
        tg_round = await scene.channel.expect("тур 1.")
        vk_round = await scene.vk_channel.expect("тур 1.")
        assert tg_round.text == vk_round.text  # the same announcement in both channels
        mine = await scene.pairing(olga, 1)
        assert mine is not None and mine.opponent in nicks  # VK meets Telegram
        rival = scene.players[mine.opponent]
        await say(rival, "/report 2:1")
        request = await olga.expect(f"ввёл счёт матча №{mine.number}: 1:2")
        await olga.press(request, "Оспорить")
        alert = await scene.judges_chat.expect(f"матч №{mine.number}:")
        assert "Ольга" in alert.text and mine.opponent in alert.text
        await scene.judge.send(f"/result {mine.number} 1:2 #{tid}", chat=scene.judges_chat)
        await olga.expect("Судья установил")
        await rival.expect("Судья установил")
        others = [n for n in nicks if n != mine.opponent]
        other = await scene.pairing(scene.players[others[0]], 1)
        assert other is not None
        conceder = scene.players[others[0]]
        await say(conceder, "/concede")
        await conceder.press(await conceder.expect("Сдать матч"), "Сдаю матч")  # issue 24
        await scene.players[other.opponent].expect(f"матч сдан игроком {others[0]}")
        tg_table = await scene.channel.expect("таблица после тура 1")
        vk_table = await scene.vk_channel.expect("таблица после тура 1")
        assert tg_table.text == vk_table.text
        assert all(nick in vk_table.text for nick in [*nicks, "Ольга"])
        # The standings also go out as a picture on both platforms (PNG, drawn per chat).
        tg_picture = await scene.channel.expect(lambda m: m.photo is not None)
        vk_picture = await scene.vk_channel.expect(lambda m: m.photo is not None)
        for picture in (tg_picture.photo, vk_picture.photo):
            assert picture is not None and picture.startswith(b"\x89PNG")


async def test_judges_hear_why_a_vk_user_cannot_be_written_to(tmp_path: Path) -> None:
    # VK 901: messages from the community not allowed (never wrote, or denied them); 902: the
    # user's privacy settings. The judges' alert tells them apart (issue 22).
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
    ) as scene:
        tid = await scene.create("Кубок Молчунов", platform="vk")
        silent = scene.vk.user(500999, "Глеб", "Молчаливый")
        denier = scene.vk.user(500998, "Вера", "Запретова")
        closed = scene.vk.user(500997, "Павел", "Закрытый")
        await say(denier, "помощь")
        await denier.expect("")
        denier.deny_messages()  # wrote once, then forbade messages from the community
        closed.privacy_closed = True
        for user, why in [
            (silent, "не разрешил сообществу присылать ему сообщения"),
            (denier, "не разрешил сообществу присылать ему сообщения"),
            (closed, "настройки приватности"),
        ]:
            scene.vk_channel.add_member(user)
            hello = await say(user, f"/register {user.first_name}", scene.vk_channel)
            await scene.vk_channel.expect("Регистрация — в личных сообщениях")
            # A judge named by reply cannot be told: the judges hear why.
            await say(scene.vk_judge, f"/judge #{tid}", scene.vk_channel, reply_to=hello)
            await scene.vk_channel.expect(f"{user.first_name} {user.last_name} — судья")
            alert = await scene.vk_judges_chat.expect("Не могу написать")
            assert f"{user.first_name} {user.last_name}" in alert.text and why in alert.text
            assert "ни разу не писал" not in alert.text


async def test_the_same_text_to_many_vk_players_goes_in_one_request(tmp_path: Path) -> None:
    # VK counts requests per token: identical private messages share one messages.send.
    clock = ManualClock(datetime(2026, 12, 5, 12, 0, tzinfo=UTC))  # 15:00 in Moscow
    async with running_scene(
        tmp_path / "bot.sqlite3", clock, real_limits=False, platforms=("vk",)
    ) as scene:
        window = '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"'
        tid = await scene.create("Кубок пакетов", window, platform="vk")
        nicks = [f"Пакет{i}" for i in range(6)]
        for i, nick in enumerate(nicks):
            await scene.register(scene.player(nick, platform="vk"), nick, f"60{i}", tid)
        sends = scene.vk.stats.calls["messages.send"]
        clock.advance(3600)  # 16:00: every applicant gets the same invitation
        for nick in nicks:
            await scene.players[nick].expect("подтвердите участие")
        await scene.vk_channel.expect("открыто подтверждение участия")
        assert scene.vk.stats.calls["messages.send"] - sends == 2  # the six DMs, the channel


def numbered(*row_lengths: int) -> list[list[RenderedButton]]:
    """Rows of the given lengths of numbered buttons, each sending its own command."""
    rows, n = [], 0
    for length in row_lengths:
        rows.append([RenderedButton(f"Кнопка {n + i}", f"/pick {n + i}") for i in range(length)])
        n += length
    return rows


@pytest.mark.parametrize(
    ("rows", "inline", "shown"),
    [
        ((7,), True, 7),  # one row of 7: wrapped into 5 + 2 (VK takes 5 a row)
        ((1,) * 8, True, 8),  # 8 rows of 1 (protest reasons): packed into 6 rows, still inline
        ((4, 4, 4), False, 12),  # over 10: a standard one-time keyboard
        ((1,) * 45, False, 40),  # over 40: the first 40, and an error in the log
    ],
)
async def test_vk_keyboards_keep_every_button_within_vks_limits(
    rows: tuple[int, ...], inline: bool, shown: int, caplog: pytest.LogCaptureFixture
) -> None:
    async with VkSandbox() as vk:
        olga = vk.user(500001, "Ольга")
        await olga.send("привет")
        api = API(vk.token)
        api.API_URL = vk.api_url
        sender = VkSender(api, vk.screen_name, Keyboards(api), Limits(20, 20, 20))
        try:
            given = numbered(*rows)
            with caplog.at_level(logging.ERROR, logger="handlers.vk.keyboards"):
                await sender.send(Outgoing(1, Platform.VK, olga.id, "Выберите", given))
        finally:
            await api.http_client.close()
        assert vk.stats.errors[911] == 0
        keyboard = olga.inbox[-1].keyboard
        assert keyboard is not None and bool(keyboard.get("inline")) is inline
        assert keyboard.get("one_time", False) is not inline  # a standard one hides once used
        labels = [label for label, _, _ in olga.inbox[-1].buttons()]
        assert labels == [b.text for row in given for b in row][:shown]  # in order, none lost
        kinds = {kind for _, kind, _ in olga.inbox[-1].buttons()}
        assert kinds == ({"callback"} if inline else {"text"})
        assert all(len(row) <= 5 for row in keyboard["buttons"])
        assert ("the rest is cut" in caplog.text) is (sum(rows) > shown)


async def test_a_vk_client_without_inline_keyboards_gets_standard_ones(tmp_path: Path) -> None:
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
    ) as scene:
        tid = await scene.create("Кубок Старых Телефонов", platform="vk")
        old = scene.player("Дед", platform="vk")
        old.inline_keyboard = False  # client_info.inline_keyboard is false in his messages
        new = scene.player("Внук", platform="vk")
        # Each presses «Принимаю»: the sandbox refuses an inline keyboard to the old client.
        await scene.register(old, "Дед", "901", tid)
        await scene.register(new, "Внук", "902", tid)
        (old_rules,) = [m for m in old.inbox if "Принимаю" in m.text]
        (new_rules,) = [m for m in new.inbox if "Принимаю" in m.text]
        assert old_rules.keyboard is not None  # a standard one hides itself once pressed
        assert old_rules.keyboard.get("one_time") is True and "inline" not in old_rules.keyboard
        assert [kind for _, kind, _ in old_rules.buttons()] == ["text"]
        # Only an inline keyboard is edited away after the press (after its answer, so maybe
        # after the confirmation the courier sent meanwhile).
        assert scene.vk is not None
        await scene.vk.wait(lambda: new_rules.edited)
        assert new_rules.edited and new_rules.keyboard is None and not old_rules.edited
