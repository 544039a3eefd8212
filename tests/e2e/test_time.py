"""Time in a tournament: round clock (RES-5), extra time and pauses (RES-6), technical losses
(RES-7), automatic rounds after a break."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bot.clock import ManualClock
from sandbox.script import Scene, running_scene

T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)  # 15:00 in Moscow
NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def started(scene: Scene, settings: str) -> int:
    tid = await scene.create("Кубок Часов", settings)
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, f"30{i}", tid)
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("тур 1.")
    return tid


async def test_pause_delays_auto_confirmation_and_the_round_clock(tmp_path: Path) -> None:
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid = await started(scene, "round_minutes=50 confirm_minutes=10")
        anna = scene.players["Анна"]
        p = await scene.pairing(anna, 1)
        assert p is not None
        other = scene.players[p.opponent]
        await anna.send("/report 2:1")
        await other.expect("ввёл счёт")
        clock.advance(5 * 60)
        await scene.judge.send(f"/pause #{tid}")
        await scene.judge.expect("на паузе")
        await scene.channel.expect("турнир на паузе")
        clock.advance(20 * 60)  # the 10 minutes of RES-3 have passed on the wall clock
        await scene.judge.send(f"/pairings #{tid}")
        shown = await scene.judge.expect("тур 1:")
        assert "ждём подтверждения" in shown.text  # held by the pause (RES-6)
        await scene.judge.send(f"/resume #{tid}")
        resumed = await scene.channel.expect("пауза окончена")
        assert "16:10 МСК" in resumed.text  # 15:50 end + 20 min of pause
        clock.advance(4 * 60)
        await scene.judge.send(f"/pairings #{tid}")
        assert "ждём подтверждения" in (await scene.judge.expect("тур 1:")).text
        clock.advance(60)  # 5 + 5 minutes of running time: now RES-3 applies
        await other.expect("окончательный (RES-3)")
        # The round clock moved too: the 10-minute warning comes at 16:00, not at 15:40.
        clock.advance(29 * 60)
        await scene.judge.send(f"/pairings #{tid}")
        await scene.judge.expect("тур 1:")
        assert not any("осталось 10 мин" in m.text for m in scene.channel.messages)
        clock.advance(60)
        await scene.channel.expect("до конца осталось 10 мин")


async def test_round_time_extension_and_technical_loss(tmp_path: Path) -> None:
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid = await started(scene, "round_minutes=30")
        pairings = {n: await scene.pairing(scene.players[n], 1) for n in NICKS}
        first, second = sorted({p.number for p in pairings.values() if p})
        await scene.judge.send(f"/extend {second} 7 #{tid}")
        await scene.judge.expect(f"Матчу №{second} добавлено 7 мин, окончание 15:37 МСК")
        clock.advance(20 * 60)
        await scene.channel.expect("до конца осталось 10 мин")
        clock.advance(10 * 60)
        time_up = await scene.channel.expect("Время тура 1 вышло")
        assert "Незавершённых матчей: 1" in time_up.text  # the extended one has its own clock
        someone = next(n for n, p in pairings.items() if p and p.number == first)
        rule = await scene.players[someone].expect(f"Матч №{first}: время!")
        assert "5 ходов" in rule.text and "ничья" in rule.text
        clock.advance(7 * 60)
        late = next(n for n, p in pairings.items() if p and p.number == second)
        await scene.players[late].expect(f"Матч №{second}: время!")
        await scene.judge.send(f"/techloss {late} неявка на доигровку #{tid}")
        await scene.judge.expect(f"{late}: техническое поражение в матче №{second}")
        reason = await scene.players[late].expect("Причина")
        assert "неявка на доигровку" in reason.text


async def test_auto_rounds_pair_the_next_round_after_the_break(tmp_path: Path) -> None:
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        await started(scene, "auto_rounds=on round_break=5 rounds=2")
        for round_no in (1, 2):
            done: set[str] = set()
            for nick in NICKS:
                p = await scene.pairing(scene.players[nick], round_no)
                if p is None or nick in done:
                    continue
                done |= {nick, p.opponent}
                await scene.players[nick].send("/concede")
            await scene.channel.expect(f"таблица после тура {round_no}")
            if round_no == 1:
                await scene.channel.expect("Перерыв. Тур 2 начнётся в 15:05 МСК")
                clock.advance(5 * 60)
        # After the last round the break leads to the final standings by itself.
        clock.advance(5 * 60)
        await scene.channel.expect("итоговая таблица")


async def test_draft_timer_announces_every_pick_and_holds_on_pause(tmp_path: Path) -> None:
    # FMT-10: seconds by cards left, pass left on odd boosters, a review after each booster.
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid = await scene.create("Драфт по часам", "stages=draft draft_boosters=2 draft_cards=9")
        for i in range(8):
            await scene.register(scene.player(f"Драфтер{i}"), f"Драфтер{i}", f"80{i}", tid)
        await scene.judge.send("/begin", chat=scene.channel)
        await scene.judges_chat.expect("рассажены за столы")
        await scene.judge.send("/draft", chat=scene.channel)
        await scene.channel.expect("драфт начинается")
        first = await scene.channel.expect("Бустер 1, пик 1:")
        assert "карт 9, на выбор 25 с, передавайте налево" in first.text  # 9 cards → 25 s
        player = scene.players["Драфтер0"]
        await player.expect("Бустер 1, пик 1: карт 9")
        clock.advance(25)
        second = await scene.channel.expect("Бустер 1, пик 2:")
        assert "карт 8, на выбор 20 с" in second.text
        await scene.judge.send(f"/pause #{tid}")
        await scene.channel.expect("на паузе")
        clock.advance(600)  # held: no third pick while paused
        await scene.judge.send(f"/resume #{tid}")
        await scene.channel.expect("пауза окончена")
        assert not any("пик 3:" in m.text for m in scene.channel.messages)
        clock.advance(20)
        third = await scene.channel.expect("Бустер 1, пик 3:")
        assert "карт 7, на выбор 15 с" in third.text
        for pick, seconds in zip(range(4, 10), (15, 10, 5, 5, 5, 5), strict=True):
            clock.advance(seconds)  # each pick's time, as the wall clock would pass it
            await scene.channel.expect(f"Бустер 1, пик {pick}:")
        last = scene.channel.messages[-1]
        assert "последняя карта" in last.text
        assert "5 с" in last.text
        clock.advance(5)
        await scene.channel.expect("Бустер 1 разобран: 60 с")
        clock.advance(60)
        second_booster = await scene.channel.expect("Бустер 2, пик 1:")
        assert "передавайте направо" in second_booster.text  # even booster: right
        for _ in range(11):  # the rest of booster 2 and its review, a step at a time
            seen = len(scene.channel.messages)
            clock.advance(60)
            await scene.sb.wait(lambda n=seen: len(scene.channel.messages) > n)
            if "драфт окончен" in scene.channel.messages[-1].text:
                break
        assert "драфт окончен" in scene.channel.messages[-1].text
        await scene.judges_chat.expect("Первый тур: /next")
