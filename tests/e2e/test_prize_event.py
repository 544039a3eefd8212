"""A prize tournament played to the end through both doors (PRZ-1…PRZ-3): each kind of prize
is answered, reminded and forfeited at least once, time moved by the test; a restart between
the question and the answer loses nothing; documents sent in a chat are deleted."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from bot.clock import ManualClock
from sandbox.script import Scene, running_scene, say

# Two winners per kind: one answers, the other stays silent and forfeits.
PRIZES = '"prizes=1-2:money 5000 ₽; 1-2:items Набор героя; 3-4:bonus 500"'
# Whoever stands higher in this list wins the match: Анна (Telegram) is first, Глеб (VK) last.
STRENGTH = ["Анна", "Вера", "Борис", "Глеб"]
ROW = re.compile(r"^(\d+)\. (.+?) — (\d+) очк\.", re.M)
HOUR = 3600


async def play_round(scene: Scene, round_no: int) -> None:
    """The stronger player of each match reports 2:0 and the other confirms."""
    done: set[str] = set()
    for nick in STRENGTH:
        if nick in done:
            continue
        mine = await scene.pairing(scene.players[nick], round_no)
        assert mine is not None  # four players: no bye
        done |= {nick, mine.opponent}
        winner, loser = sorted((nick, mine.opponent), key=STRENGTH.index)
        await say(scene.players[winner], "результат 2:0")  # the Russian word works everywhere
        request = await scene.players[loser].expect(f"ввёл счёт матча №{mine.number}")
        await scene.players[loser].press(request, "Подтвердить")  # type: ignore[arg-type]
        await scene.players[loser].expect(f"Матч №{mine.number}:")
        await scene.players[winner].expect(f"Матч №{mine.number}:")


async def test_a_prize_tournament_on_both_platforms_to_the_last_claim(tmp_path: Path) -> None:
    clock = ManualClock(datetime(2026, 12, 5, 12, 0, tzinfo=UTC))  # Saturday 15:00 in Moscow
    async with running_scene(
        tmp_path / "bot.sqlite3", clock, real_limits=False, platforms=("telegram", "vk"),
        prizes={"documents_contact": "docs@arena.example"},
    ) as scene:  # fmt: skip
        tid = await scene.create("Призовой кубок", f"rounds=2 {PRIZES}")
        await scene.bind_vk(tid)
        for i, nick in enumerate(STRENGTH):
            platform = "vk" if nick in ("Вера", "Глеб") else "telegram"
            await scene.register(scene.player(nick, platform=platform), nick, f"4200{i}", tid)
        await scene.judge.send("/begin", chat=scene.channel)
        for round_no in (1, 2):
            await play_round(scene, round_no)
            if round_no == 1:
                await scene.judge.send(f"/next #{tid}", chat=scene.judges_chat)
        await scene.judge.send(f"/finish #{tid}", chat=scene.judges_chat)
        final = await scene.channel.expect("итоговая таблица:")
        order = [nick for _, nick, _ in ROW.findall(final.text)]
        assert order[0] == "Анна" and order[3] == "Глеб"
        first, second, third, fourth = (scene.players[n] for n in order)
        # PRZ-1: each winner is asked privately, on his own platform.
        money = await first.expect("денежный приз: 5000 ₽")
        assert "docs@arena.example" in money.text
        await first.expect("внутриигровые предметы: Набор героя")
        await second.expect("денежный приз")
        await second.expect("внутриигровые предметы")
        await third.expect("бонусы: 500")
        await fourth.expect("бонусы: 500")  # Глеб, on VK
        await scene.judges_chat.expect("отправлены запросы на призы")

        # A restart between the question and the answer loses nothing.
        await scene.restart()

        # PRZ-2: a card number in a private chat is deleted, not kept, and answered.
        card = await say(first, "вот моя карта 4276 1600 1234 5678")
        await first.expect("не принимает и не хранит")
        assert card.deleted

        await say(first, "/claim Анна Игровая; 42000")  # a field missing: asked for again
        again = await first.expect("Не хватает: ник на Платформе")
        assert "/claim" in again.text
        clock.advance(30 * HOUR)  # half-time of the two-day limits
        await second.expect("Напоминание: приз за 2 место")
        await third.expect("Напоминание: приз за 3 место")
        await fourth.expect("Напоминание: приз за 4 место")
        await say(first, "/claim АннаП")
        await first.expect("Данные для приза турнира «Призовой кубок» получены")
        # PRZ-2: a card inside the VK claim form is deleted and answered as one sent alone.
        await say(fourth, "приз: Глеб Игровой; 5486 7301 9284 6156; ГлебП")
        assert "docs@arena.example" in (await fourth.expect("не принимает и не хранит")).text
        # The deletion was tried: VK lets a community delete no one's private message (924).
        assert scene.vk.stats.errors[924] == 1
        await say(fourth, "приз: Глеб Игровой; 42003; ГлебП")  # the VK form without a slash
        await fourth.expect("Данные для приза турнира «Призовой кубок» получены")
        clock.advance(30 * HOUR)  # the end of Monday, Moscow: bonuses and items are due
        await second.expect("Срок получения приза за 2 место")
        await third.expect("Срок получения приза за 3 место")
        await scene.judges_chat.expect(f"{order[2]} не ответил в срок")
        await say(third, "/claim Поздно; 1; Поздно")
        await third.expect("нет приза, который ждёт ответа")

        clock.advance(130 * HOUR)  # the half-time of the money limit (15 days 9 hours)
        documents = await first.expect("Напоминание: для приза за 1 место")
        await second.expect("Напоминание: для приза за 2 место")
        await first.press(documents, "📨 Документы отправлены")  # type: ignore[arg-type]
        await first.expect("Записано: документы для приза")
        clock.advance(180 * HOUR)  # past the fifteen calendar days
        await second.expect("денежный приз: 5000 ₽) истёк")

        # The judges' view: every prize, its winner, status and deadline; the claim data too.
        await scene.judge.send(f"/paid 1 money #{tid}", chat=scene.judges_chat)
        await scene.judges_chat.expect("отмечен выплаченным")
        await first.expect("выплачен")
        await scene.judge.send(f"/prizes #{tid}")  # the claim data: in his own chat only
        view = await scene.judge.expect("победители и статус")
        assert "1 место — денежный приз: 5000 ₽: Анна, выплачен" in view.text
        assert f"2 место — денежный приз: 5000 ₽: {order[1]}, не востребован" in view.text
        assert "ник в игре Анна Игровая, ID 42000, ник на Платформе АннаП" in view.text
        assert f"4 место — бонусы: 500: {order[3]}, данные получены" in view.text
        assert f"3 место — бонусы: 500: {order[2]}, не востребован" in view.text
