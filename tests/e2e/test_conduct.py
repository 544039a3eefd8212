"""Protests with one reason, sanctions by the ladder, chat moderation (PRO-1…9, MOD-1…10)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bot.clock import ManualClock
from sandbox.common import make_png
from sandbox.script import Scene, running_scene
from sandbox.telegram import SandboxUser, SentMessage

T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)  # 15:00 in Moscow
NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def started(scene: Scene, settings: str = "") -> tuple[int, dict[str, object]]:
    tid = await scene.create("Кубок порядка", settings)
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, f"50{i}", tid)
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("тур 1")
    pairs = {n: await scene.pairing(scene.players[n], 1) for n in NICKS}
    return tid, pairs


async def protest(user: SandboxUser, number: int, reason: str, text: str) -> SentMessage:
    await user.send(f"/protest {number}")
    ask = await user.expect("Выберите одну причину")
    await user.press(ask, reason)
    await user.expect("опишите её одним сообщением")
    return await user.send(text)


async def test_protests_follow_the_regulation(tmp_path: Path) -> None:
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid, pairs = await started(scene)
        anna = scene.players["Анна"]
        p = pairs["Анна"]
        assert p is not None
        rival = scene.players[p.opponent]
        await rival.send("/report 2:0")
        request = await anna.expect("ввёл счёт")
        await anna.press(request, "Подтвердить")
        await anna.expect(f"Матч №{p.number}:")
        # PRO-2, PRO-7: a text with several reasons is refused, the draft waits for one.
        await protest(
            anna,
            p.number,
            "Спор о результате",
            "1. соперник затягивал время\n2. подсказки со стороны",
        )
        await anna.expect("В жалобе одна причина")
        await anna.send("Соперник ввёл неверный счёт: вторая партия была за мной.")
        filed = await anna.expect("передана судьям")
        alert = await scene.judges_chat.expect("Жалоба №")
        assert "Анна против " + p.opponent in alert.text and "неверный счёт" in alert.text
        channel_note = await scene.channel.expect("подал жалобу судье")
        assert "неверный счёт" not in channel_note.text  # PRO-1: no text in the channel
        await rival.expect("подал жалобу судье")
        # PRO-4: one protest per player per round.
        await anna.send(f"/protest {p.number}")
        await anna.expect("Одна жалоба на игрока за тур")
        # PRO-6: evidence asked, sent, forwarded; PRO-8: the decision changes the result.
        protest_id = filed.text.split("№")[1].split(" ")[0]
        await scene.judge.send(f"/evidence {protest_id} 10 #{tid}", chat=scene.judges_chat)
        await anna.expect("пришлите сюда скриншоты или видео")
        await anna.send_photo(make_png(), "screen.png")
        await anna.expect("приложен к жалобе")
        forwarded = await scene.judges_chat.expect(lambda m: m.document is not None)
        assert forwarded.document and forwarded.document.startswith(b"\x89PNG")
        await scene.judge.send(
            f"/decide {protest_id} accept вторая партия за Анной #{tid}", chat=scene.judges_chat
        )
        decision = await anna.expect("удовлетворена")
        assert "вторая партия за Анной" in decision.text
        await rival.expect("удовлетворена")
        await scene.judge.send(f"/result {p.number} 1:1:1 #{tid}", chat=scene.judges_chat)
        await anna.expect("Судья установил")

        # PRO-3: a protest more than 10 minutes after the end of the match is refused.
        others = [n for n in NICKS if n not in ("Анна", p.opponent)]
        vera = scene.players[others[0]]
        q = pairs[others[0]]
        assert q is not None
        await vera.send("/concede")
        await vera.expect(f"Матч №{q.number}:")
        clock.advance(11 * 60)
        await vera.send(f"/protest {q.number}")
        await vera.expect("в течение 10 минут после окончания матча")


async def test_an_edited_protest_is_rejected_and_may_be_reopened(tmp_path: Path) -> None:
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid, pairs = await started(scene)
        anna = scene.players["Анна"]
        p = pairs["Анна"]
        assert p is not None
        message = await protest(anna, p.number, "Затягивание времени", "Соперник тянет время.")
        filed = await anna.expect("передана судьям")
        protest_id = filed.text.split("№")[1].split(" ")[0]
        await anna.edit(message, "Соперник тянет время и ещё подсказывает.")  # PRO-5
        await anna.expect("жалоба отклонена")
        await scene.judges_chat.expect("сообщение изменено")
        await scene.judge.send(f"/reopen {protest_id} #{tid}", chat=scene.judges_chat)
        await scene.judges_chat.expect("снова ждёт решения")
        await anna.expect("принял жалобу")
        await scene.judge.send(f"/protests #{tid}", chat=scene.judges_chat)
        listing = await scene.judges_chat.expect("жалобы:")
        assert "Затягивание времени" in listing.text


async def test_obscenity_twice_disqualifies_after_a_judge_confirms(tmp_path: Path) -> None:
    # MOD-3: a first obscene message is a warning; a repeat asks a judge, who confirms with
    # one tap; MOD-8: the disqualified player's knockout opponent advances.
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid, _ = await started(scene, "stages=single bo=1")
        boris = scene.players["Борис"]
        first = await boris.send("ну это х.у.й знает что такое", chat=scene.channel)
        await boris.expect("вам предупреждение (MOD-3)")
        quote = await scene.judges_chat.expect("нецензурная брань")
        assert "Борис" in quote.text and "х.у.й" in quote.text
        await scene.sb.wait(lambda: first.deleted)  # removed: the bot is an admin there
        await boris.send("опять п*зд*ц", chat=scene.channel)
        ask = await scene.judges_chat.expect("по регламенту дисквалификация")
        await scene.judge.press(ask, "Дисквалифицировать")
        await boris.expect("вы дисквалифицированы")
        await scene.channel.expect("Борис дисквалифицирован")
        await scene.judge.send(f"/pairings #{tid}")
        shown = await scene.judge.expect("тур 1:")
        line = next(row for row in shown.text.splitlines() if "Борис" in row)
        assert "(1:0)" in line or "(0:1)" in line  # his match is lost at once
        # Spectators get a remark; a chat flood is caught too.
        fan = scene.player("Зритель")
        await fan.send("/start")
        await fan.expect("Привет")
        for n in range(8):
            await fan.send(f"ура {n}", chat=scene.channel)
        await fan.expect("вам замечание")
        await scene.judges_chat.expect("флуд")


async def test_a_banned_player_is_refused_at_the_next_tournament(scene: Scene) -> None:
    # MOD-9: a ban for a period refuses registration anywhere until it ends.
    tid, _ = await started(scene)
    await scene.judge.send(f"/ban 30 Глеб подсказки со стороны #{tid}")
    issued = await scene.judge.expect("Глеб:")
    assert "бан" in issued.text
    await scene.players["Глеб"].expect("бан на участие в турнирах до")
    await scene.judge.send(f"/bans #{tid}")
    await scene.judge.expect("Действующие баны")
    other = await scene.create("Следующий кубок")
    await scene.players["Глеб"].send(f"/start t{other}")
    await scene.players["Глеб"].send("/register Глеб 503")
    await scene.players["Глеб"].expect("запрещено участвовать в турнирах до")
    await scene.judge.send(f"/history Глеб #{tid}")
    assert "бан" in (await scene.judge.expect("Санкции Глеб")).text
    await scene.judge.send(f"/audit csv #{tid}")
    exported = await scene.judge.expect(lambda m: m.document is not None)
    assert "sanction" in exported.document.decode("utf-8-sig")  # type: ignore[union-attr]
