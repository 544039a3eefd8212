"""Platform faults while a tournament runs: nothing lost, nothing doubled, polling goes on."""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path

import bot_rows

from sandbox import script
from sandbox.script import Scene, User, running_scene, say
from sandbox.telegram import Limits

NICKS = ["Ворон", "Сокол", "Рысь", "Лисица"]


def bot_texts(room: object) -> list[str]:
    """Every bot message a chat received, oldest first; a picture is marked as one."""
    received = room._received  # type: ignore[attr-defined]
    return [("[picture] " if m.photo else "") + m.text for m in received if m.from_bot]


def execute(path: Path, sql: str) -> None:
    """Run one statement on the bot's database through a connection of our own."""
    bot_rows.run(path, sql)


def doubles(scene: Scene) -> dict[str, list[str]]:
    """Texts that arrived more than once in the same chat, per chat label."""
    rooms: list[object] = list(scene.players.values())
    if scene.tg is not None:
        rooms += [scene.judge, scene.channel, scene.judges_chat]
    if scene.vk is not None:
        rooms += [scene.vk_judge, scene.vk_channel, scene.vk_judges_chat]
    found = {}
    for room in rooms:
        twice = [text for text, n in Counter(bot_texts(room)).items() if n > 1]
        if twice:
            found[room.label] = twice  # type: ignore[attr-defined]
    return found


async def play_round_one(scene: Scene, tid: int, platform: str) -> dict[str, int]:
    """Round 1: every player reads his pairing, the first of a pair reports, the other confirms."""
    pairings = {n: await scene.pairing(scene.players[n], 1) for n in NICKS}
    numbers = {}
    for nick, p in pairings.items():
        assert p is not None, nick  # four players: no bye
        if p.number in numbers.values():
            continue
        numbers[nick] = p.number
        await say(scene.players[nick], "/report 2:1")
        await scene.players[nick].expect(f"Счёт матча №{p.number}")
        opponent = scene.players[p.opponent]
        request = await opponent.expect(f"ввёл счёт матча №{p.number}: 1:2")
        await opponent.press(request, "Подтвердить")  # type: ignore[arg-type]
        for user in (scene.players[nick], opponent):
            await user.expect(f"Матч №{p.number}:")
    return numbers


async def still_polling(scene: Scene, judge: User, tid: int) -> None:
    """A later command is still carried out: the bot kept polling through the faults."""
    await say(judge, f"/players #{tid}")
    listing = await judge.expect(f"зарегистрировано {len(NICKS)}")
    assert all(nick in listing.text for nick in NICKS)


async def test_telegram_faults_on_sending_and_polling_lose_and_double_nothing(
    tmp_path: Path,
) -> None:
    async with running_scene(tmp_path / "bot.sqlite3", real_limits=False) as scene:
        sb = scene.sb
        tid = await scene.create("Кубок Сбоев")
        # The way out fails: a 502, a dropped connection and a slow answer on sendMessage.
        for i, nick in enumerate(NICKS):
            kind = ("5xx", "drop", "timeout", "5xx")[i]
            sb.faults.add("sendMessage", kind, delay=1.5)  # type: ignore[arg-type]
            await scene.register(scene.player(nick), nick, f"4100{i}", tid)
        assert not sb.faults.pending  # every fault was met on the way
        # The way in fails: getUpdates answers 502, drops the connection, answers late.
        sb.faults.add("getUpdates", "5xx", status=502)
        sb.faults.add("getUpdates", "drop")
        sb.faults.add("getUpdates", "timeout", delay=1.5)
        await scene.judge.send("/begin", chat=scene.channel)
        await scene.channel.expect("тур 1.")
        await sb.wait(lambda: not sb.faults.pending and sb.pollers)  # polling again after all
        # A 429 storm: the server's limits are far tighter than the bot believes.
        sb.limits = Limits(global_per_sec=4, global_burst=2, chat_per_sec=1, chat_burst=1)
        await play_round_one(scene, tid, "telegram")
        table = await scene.channel.expect("таблица после тура 1")
        assert all(nick in table.text for nick in NICKS)
        await scene.judges_chat.expect("тур 1 завершён")
        assert sb.stats.rate_limited > 0, "the storm never hit the bot"
        sb.limits = Limits(enabled=False)
        await still_polling(scene, scene.judge, tid)
        assert await scene.app.drain(20)
        assert sb.stats.statuses[502] >= 3
        assert doubles(scene) == {}
        for nick in NICKS:
            texts = bot_texts(scene.players[nick])
            assert sum("Вы зарегистрированы" in t for t in texts) == 1, texts
            assert sum("тур 1" in t and "Соперник" in t for t in texts) == 1, texts
            assert sum("Результат подтверждён" in t for t in texts) == 1, texts
        assert sum("тур 1." in t for t in bot_texts(scene.channel)) == 1
        tables = [t for t in bot_texts(scene.channel) if "таблица после тура 1" in t]
        assert len(tables) == 2 and sum(t.startswith("[picture]") for t in tables) == 1


async def test_vk_faults_error_6_storm_and_long_poll_failures_lose_and_double_nothing(
    tmp_path: Path,
) -> None:
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
    ) as scene:
        vk = scene.vk
        assert vk is not None
        tid = await scene.create("Кубок Сбоев ВК", platform="vk")
        # The way out fails: an HTML 502 page, a dropped connection, a slow answer, error 10.
        for i, nick in enumerate(NICKS):
            kind = ("5xx", "drop", "timeout", "error")[i]
            vk.faults.add("messages.send", kind, delay=1.5, code=10)  # type: ignore[arg-type]
            await scene.register(scene.player(nick, platform="vk"), nick, f"4200{i}", tid)
        assert not vk.faults.pending
        # The long poll fails every way VK knows, then the transport fails under it.
        for code in (1, 2, 3):
            checks = vk.stats.calls["a_check"]
            vk.fail_longpoll(code)
            await vk.wait(lambda c=checks: vk.stats.calls["a_check"] > c)
            await vk.wait(lambda: vk.pollers)  # the bot listens again
        vk.faults.add("a_check", "5xx", status=502)
        vk.faults.add("a_check", "drop")
        vk.faults.add("a_check", "timeout", delay=1.5)
        await say(scene.vk_judge, "/begin", scene.vk_channel)
        await scene.vk_channel.expect("тур 1.")
        await vk.wait(lambda: not vk.faults.pending)
        # An error-6 storm on every request of the token while round 1 is played out.
        vk.faults.add(None, "error", count=12, code=6)
        await play_round_one(scene, tid, "vk")
        table = await scene.vk_channel.expect("таблица после тура 1")
        assert all(nick in table.text for nick in NICKS)
        await scene.vk_judges_chat.expect("тур 1 завершён")
        assert vk.stats.errors[6] >= 12
        await still_polling(scene, scene.vk_judge, tid)
        assert await scene.app.drain(20)
        assert doubles(scene) == {}
        for nick in NICKS:
            texts = bot_texts(scene.players[nick])
            assert sum("Вы зарегистрированы" in t for t in texts) == 1, texts
            assert sum("тур 1" in t and "Соперник" in t for t in texts) == 1, texts
            assert sum("Результат подтверждён" in t for t in texts) == 1, texts
        assert sum("тур 1." in t for t in bot_texts(scene.vk_channel)) == 1


async def test_a_use_case_failing_midway_changes_nothing_and_can_be_repeated(
    scene: Scene,
) -> None:
    # A real fault inside the transaction: the database refuses the matches of round 1 after
    # the tournament was marked started and its announcement queued. All of it rolls back.
    tid = await scene.create("Кубок Отката")
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, f"4300{i}", tid)
    path = scene.app.settings.storage.path
    # Another connection changes the schema while the bot runs (WAL lets it in); in a thread,
    # so the bot's event loop can finish the transaction it may be holding meanwhile.
    boom, unboom = (
        (
            "CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS"
            " $$BEGIN RAISE EXCEPTION 'boom'; END$$;"
            " CREATE TRIGGER boom BEFORE INSERT ON matches FOR EACH ROW EXECUTE FUNCTION boom()",
            "DROP TRIGGER boom ON matches",
        )
        if script.STORAGE_URL
        else (
            "CREATE TRIGGER boom BEFORE INSERT ON matches BEGIN SELECT RAISE(ABORT, 'boom'); END",
            "DROP TRIGGER boom",
        )
    )
    await asyncio.to_thread(execute, path, boom)
    await scene.judge.send("/begin", chat=scene.channel)
    failed = await scene.channel.expect("внутренняя ошибка")
    assert "ничего не изменилось" in failed.text and "Повторите" in failed.text
    await scene.judge.send(f"/pairings #{tid}")
    await scene.judge.expect("ещё нет пар")
    await scene.judge.send(f"/audit #{tid}")
    audit = await scene.judge.expect("журнал, записей")
    assert "турнир начат" not in audit.text and "составлены пары" not in audit.text
    assert await scene.app.drain(10)
    assert not any("начался" in t or "тур 1" in t for t in bot_texts(scene.channel))
    for nick in NICKS:
        assert not any("тур 1" in t for t in bot_texts(scene.players[nick])), nick
    await asyncio.to_thread(execute, path, unboom)
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("начался")
    await scene.channel.expect("тур 1.")
    for nick in NICKS:
        await scene.pairing(scene.players[nick], 1)
    assert await scene.app.drain(10)
    assert doubles(scene) == {}
