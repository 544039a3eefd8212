"""Player commands beyond reporting: choice of tournament, concession, withdrawal, languages."""

from __future__ import annotations

import asyncio
import re
from datetime import UTC, datetime
from pathlib import Path

from bot.clock import ManualClock
from sandbox.script import Scene, running_scene


async def four_players(scene: Scene, tid: int, offset: int = 0) -> list[str]:
    nicks = [f"Игрок{offset + i}" for i in range(4)]
    for i, nick in enumerate(nicks):
        await scene.register(scene.player(nick), nick, f"{offset}7{i}", tid)
    return nicks


async def test_an_ambiguous_command_asks_for_the_tournament_with_buttons(scene: Scene) -> None:
    # Without #id and without a bound chat, a judge of two tournaments picks one.
    await scene.judge.send("/new Кубок Севера")
    await scene.judge.expect("Создан турнир")
    await scene.judge.send("/new Кубок Юга")
    await scene.judge.expect("Создан турнир")
    await scene.judge.send("/set bo=5")
    question = await scene.judge.expect("Для какого турнира")
    assert [text for text, _ in question.buttons()] == ["#1 Кубок Севера", "#2 Кубок Юга"]
    # Two taps arrive before the first is answered: the command runs once.
    await asyncio.gather(
        scene.judge.press(question, "#2 Кубок Юга"), scene.judge.press(question, "#1 Кубок Севера")
    )
    changed = await scene.judge.expect("Сохранено")
    assert "«Кубок Юга»" in changed.text and "BO5" in changed.text
    await scene.judge.expect("Этот выбор уже устарел")
    await scene.judge.send("/settings #1")
    assert "BO3" in (await scene.judge.expect("Настройки турнира «Кубок Севера»")).text


async def test_concession_is_final_at_once(scene: Scene) -> None:
    # RES-4: a concession takes effect immediately.
    tid = await scene.create("Кубок Сдачи")
    nicks = await four_players(scene, tid)
    await scene.judge.send("/begin", chat=scene.channel)
    first = scene.players[nicks[0]]
    p = await scene.pairing(first, 1)
    assert p is not None
    await first.send("/concede")
    result = await first.expect(f"Матч №{p.number}:")
    assert "сдалась" in result.text and ("0:2" in result.text or "2:0" in result.text)
    await scene.players[p.opponent].expect("сдалась")
    await first.send("/report 2:0")
    await first.expect("уже окончательный")


async def test_withdrawal_before_the_start_and_drop_after_it(scene: Scene) -> None:
    # REG-8: a dropped player keeps his place in the standings and is not paired again.
    tid = await scene.create("Кубок Ухода", "rounds=2")
    nicks = await four_players(scene, tid)
    late = scene.player("Поздний")
    await scene.register(late, "Поздний", "555", tid)
    await late.send("/unregister")
    await late.expect("Заявка на «Кубок Ухода» отозвана")
    await scene.judge.send("/players", chat=scene.judges_chat)
    listing = await scene.judges_chat.expect("зарегистрировано 4")
    assert "Поздний (ID 555) — отозвал заявку" in listing.text
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("тур 1.")
    quitter = scene.players[nicks[0]]
    p = await scene.pairing(quitter, 1)
    assert p is not None
    await quitter.send("/drop")
    await quitter.expect("Вы вышли из турнира «Кубок Ухода» после тура 1")
    await scene.players[p.opponent].expect(f"Матч №{p.number}:")  # the match is conceded
    await scene.judges_chat.expect(f"Игрок {nicks[0]} вышел")
    others = [n for n in nicks[1:] if n != p.opponent]
    other = await scene.pairing(scene.players[others[0]], 1)
    assert other is not None
    await scene.players[others[0]].send("/report 2:0")
    request = await scene.players[other.opponent].expect("ввёл счёт")
    await scene.players[other.opponent].press(request, "Подтвердить")
    await scene.channel.expect("таблица после тура 1")
    await scene.judge.send("/next", chat=scene.channel)
    round2 = await scene.channel.expect("тур 2.")
    assert nicks[0] not in round2.text and "свободен" in round2.text
    await scene.judge.send("/standings@berserk_test_bot", chat=scene.channel)
    table = await scene.channel.expect("таблица после тура 2")
    assert re.search(rf"{nicks[0]} — 0 очк\. \(0-1-0\).*\(выбыл\)", table.text), table.text


async def test_an_english_speaking_player_reads_english(scene: Scene) -> None:
    tid = await scene.create("Кубок Языков")
    guest = scene.sb.user(4242, "John", language_code="en")
    scene.channel.add_member(guest)
    await guest.send(f"/start t{tid}")
    await guest.expect("registration is open")
    await guest.send("/register John 4242")
    rules = await guest.expect("I accept")
    await guest.press(rules, "I accept")
    await guest.expect("You are registered")
    await guest.send("/report 2:1")
    await guest.expect("is not under way")


async def test_me_tells_when_the_round_ends_in_moscow_time(tmp_path: Path) -> None:
    # RES-5: the round's time, and a match's extra time (RES-6), shown by /me.
    clock = ManualClock(datetime(2026, 12, 5, 12, 0, tzinfo=UTC))  # 15:00 in Moscow
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid = await scene.create("Кубок Часов", "round_minutes=30")
        nicks = await four_players(scene, tid)
        first = scene.players[nicks[0]]
        await first.send("/me")
        assert "Время тура" not in (await first.expect("👤")).text  # no round, no clock
        await scene.judge.send("/begin", chat=scene.channel)
        p = await scene.pairing(first, 1)
        assert p is not None
        await first.send("/me")
        me = await first.expect("👤")
        *_, match_line, clock_line = me.text.splitlines()
        assert match_line.startswith(f"Тур 1, матч №{p.number}: соперник {p.opponent}")
        assert clock_line == "Время тура 1 — до 15:30 МСК."
        await scene.judge.send(f"/extend {p.number} 5 #{tid}", chat=scene.judges_chat)
        await first.expect("Новое окончание: 15:35 МСК")
        await first.send("/me")
        me = await first.expect("👤")
        assert me.text.splitlines()[-1] == (
            "Время тура 1 — до 15:30 МСК; вашему матчу добавлено время — до 15:35 МСК."
        )
