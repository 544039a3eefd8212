"""Protests with one reason, sanctions by the ladder, chat moderation (PRO-1…9, MOD-1…10)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

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


async def anna_loses(scene: Scene, pairs: dict[str, Any]) -> tuple[SandboxUser, SandboxUser, Any]:
    """Анна's opponent reports 2:0 and she confirms: the match she may protest is final."""
    anna = scene.players["Анна"]
    p = pairs["Анна"]
    assert p is not None
    rival = scene.players[p.opponent]
    await rival.send("/report 2:0")
    request = await anna.expect("ввёл счёт")
    await anna.press(request, "Подтвердить")
    await anna.expect(f"Матч №{p.number}:")
    return anna, rival, p


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
        anna, rival, p = await anna_loses(scene, pairs)
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
        await anna.expect("Жалоб на игрока за тур не больше 1 (PRO-4)")
        # PRO-6: evidence asked, sent, forwarded; PRO-8: the decision changes the result.
        protest_id = filed.text.split("№")[1].split(" ")[0]
        await scene.judge.send(f"/evidence {protest_id} 10 #{tid}", chat=scene.judges_chat)
        await anna.expect("пришлите сюда скриншоты или видео")
        await anna.send_photo(make_png(), "screen.png")
        await anna.expect("приложен к жалобе")
        forwarded = await scene.judges_chat.expect(lambda m: m.document is not None)
        assert forwarded.document and forwarded.document.startswith(b"\x89PNG")
        # PRO-8, RES-8: the decision itself starts with the new score: no separate /result.
        await scene.judge.send(
            f"/decide {protest_id} accept 1:1:1 вторая партия за Анной #{tid}",
            chat=scene.judges_chat,
        )
        await scene.judges_chat.expect(f"Матч №{p.number}:")
        changed = await anna.expect("Судья установил")
        assert f"№{p.number}" in changed.text and "1:1" in changed.text
        decision = await anna.expect("удовлетворена")
        assert "Решение судьи: вторая партия за Анной" in decision.text
        assert "1:1:1" not in decision.text  # the score is the result, not the ruling's text
        await rival.expect("удовлетворена")
        await scene.judge.send(f"/pairings #{tid}")
        shown = await scene.judge.expect("тур 1:")
        line = next(row for row in shown.text.splitlines() if "Анна" in row)
        assert "(2:0)" not in line and "(0:2)" not in line and "1:1" in line, line
        await scene.judge.send(f"/audit csv #{tid}")
        exported = await scene.judge.expect(lambda m: m.document is not None)
        log = exported.document.decode("utf-8-sig")  # type: ignore[union-attr]
        assert "protest-decided" in log
        assert any(
            ",result," in row and "1:1:1" in row and "judge" in row for row in log.splitlines()
        ), log

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
        tid, pairs = await started(scene, "stages=single bo=1")
        boris = scene.players["Борис"]
        p = pairs["Борис"]
        assert p is not None
        rival = scene.players[p.opponent]
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
        await rival.expect("один из игроков дисквалифицирован (MOD-8)")
        # MOD-8: his knockout opponent advances to the final once the other semi is played.
        others = [n for n in NICKS if n not in ("Борис", p.opponent)]
        await scene.players[others[0]].send("/concede")
        bracket = await scene.channel.expect("сетка после тура 1")
        semi = next(row for row in bracket.text.splitlines() if "Борис" in row)
        assert f"проходит {p.opponent})" in semi, bracket.text
        final_row = next(row for row in bracket.text.splitlines() if row.startswith("финал"))
        assert p.opponent in final_row and others[1] in final_row, bracket.text
        await scene.judge.send("/next", chat=scene.channel)
        final = await scene.pairing(rival, 2)
        assert final is not None and final.opponent == others[1]
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


async def test_a_judge_decides_with_a_button_and_his_next_message(tmp_path: Path) -> None:
    # PRO-8: «Принять…» asks the judge for the decision text; his next message in the judges'
    # chat is the decision, and both players get it. /protests shows each protest's deadline:
    # the end of the PRO-3 window, or the evidence deadline once evidence is asked (PRO-6).
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid, pairs = await started(scene)
        judge, chat = scene.judge, scene.judges_chat
        anna, rival, p = await anna_loses(scene, pairs)  # final at 15:00 in Moscow
        await protest(anna, p.number, "Спор о результате", "Вторая партия была за мной.")
        filed = await anna.expect("передана судьям")
        protest_id = filed.text.split("№")[1].split(" ")[0]
        alert = await chat.expect("Жалоба №")

        await judge.send(f"/protests #{tid}", chat=chat)
        listing = await chat.expect("жалобы:")
        assert "ждёт решения; срок — 05.12.2026 15:10 МСК" in listing.text  # PRO-3
        clock.advance(120)
        await judge.send(f"/evidence {protest_id} 20 #{tid}", chat=chat)
        await chat.expect("запрошены до 15:22 МСК")
        await judge.send(f"/protests #{tid}", chat=chat)
        listing = await chat.expect("жалобы:")
        assert "ждём доказательства; срок — 05.12.2026 15:22 МСК" in listing.text  # PRO-6

        await judge.press(alert, "Принять…")
        ask = await chat.expect("Ответьте на это сообщение текстом решения")
        assert f"жалоба №{protest_id} будет удовлетворена" in ask.text
        # Only the judge who pressed writes the decision: another member's reply is not it.
        bystander = scene.players["Глеб"]
        chat.add_member(bystander)
        await bystander.send("Отклонить её!", chat=chat, reply_to=ask)
        # A leading score changes the result as with /result (RES-8); the rest is the ruling.
        await judge.send("1:1:1 Вторая партия за Анной, счёт 1:1.", chat=chat, reply_to=ask)
        for player in (anna, rival):
            await player.expect(f"Судья установил результат матча №{p.number}")
            decision = await player.expect("удовлетворена")  # PRO-8: both players
            assert "Решение судьи: Вторая партия за Анной, счёт 1:1." in decision.text
            assert "Отклонить её" not in decision.text
        await chat.expect(f"Жалоба №{protest_id} (удовлетворена); игроки извещены")
        # The decision taken, the judge's next message is chat again, and it is final.
        await judge.send(f"/decide {protest_id} reject поздно #{tid}", chat=chat)
        await chat.expect("решение окончательное (PRO-8)")
        await judge.send(f"/protests #{tid}", chat=chat)
        await chat.expect("нет жалоб, ждущих решения")


async def test_game_losses_count_in_the_players_open_match(tmp_path: Path) -> None:
    # MOD-5: a repeat of stalling is a game loss; MOD-1: a game loss is a game of the player's
    # open match won by his opponent, and in a BO3 the second one ends the match (RES-8).
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid, pairs = await started(scene)
        judge, chat = scene.judge, scene.judges_chat
        anna = scene.players["Анна"]
        p = pairs["Анна"]
        assert p is not None
        opponent = p.opponent
        rival = scene.players[opponent]

        def tally(anna_games: int, rival_games: int) -> tuple[str, str]:
            return (f"Анна — {opponent} {anna_games}:{rival_games}",
                    f"{opponent} — Анна {rival_games}:{anna_games}")  # fmt: skip

        await judge.send(f"/warn Анна затягивание думала пять минут #{tid}", chat=chat)
        await chat.expect("Анна: предупреждение (MOD-5)")
        await judge.send(f"/warn Анна затягивание снова #{tid}", chat=chat)
        await chat.expect("Анна: техническое поражение в партии (MOD-5). (повторное")
        applied = await chat.expect(f"Партия засчитана в пользу {opponent}")
        assert any(score in applied.text for score in tally(0, 1))
        await anna.expect("вам техническое поражение в партии (MOD-5)")
        told = await rival.expect("партия засчитана вам")
        assert "Анна получил техническое поражение в партии (MOD-5)" in told.text
        # The game counts: a report that leaves it out is refused.
        await anna.send("/report 2:0")
        await anna.expect("уже засчитаны партии по санкциям судьи: 0:1")

        await judge.send(f"/gameloss Анна опоздала к партии #{tid}", chat=chat)
        await chat.expect("Анна: техническое поражение в партии (MOD-4)")
        ended = await chat.expect(f"Матч №{p.number}:")  # final as a judge's /result
        assert "Записано в журнал" in ended.text and any(s in ended.text for s in tally(0, 2))
        for player in (anna, rival):
            final = await player.expect("партии засчитаны по техническим поражениям")
            assert any(score in final.text for score in tally(0, 2))
        await judge.send(f"/pairings #{tid}", chat=chat)
        shown = await chat.expect("тур 1:")
        line = next(row for row in shown.text.splitlines() if "Анна" in row)
        assert "(0:2)" in line or "(2:0)" in line

        # No open match left: the sanction is recorded, the judge told no game was applied.
        await judge.send(f"/gameloss Анна снова опоздала #{tid}", chat=chat)
        await chat.expect("Анна: техническое поражение в партии")
        await chat.expect("У Анна нет открытого матча в текущем туре — партию засчитать некуда")
        await judge.send(f"/history Анна #{tid}", chat=chat)
        history = await chat.expect("Санкции Анна")
        assert history.text.count("техническое поражение в партии") == 3

        # A reported score that leaves out the game is cleared; the players report again.
        vera_nick = next(n for n in NICKS if n not in ("Анна", opponent))
        vera = scene.players[vera_nick]
        q = pairs[vera_nick]
        assert q is not None
        other = scene.players[q.opponent]
        await vera.send("/report 2:0")
        await other.expect("ввёл счёт")
        await judge.send(f"/gameloss {vera_nick} опоздание #{tid}", chat=chat)
        await chat.expect(f"Партия засчитана в пользу {q.opponent}")
        for player in (vera, other):
            await player.expect(f"Введённый счёт матча №{q.number} снят")
        await other.send("/confirm")
        await other.expect("пока нечего подтверждать")
        await vera.send("/report 2:1")
        await other.expect("ввёл счёт")

        await judge.send(f"/audit csv #{tid}", chat=chat)
        exported = await chat.expect(lambda m: m.document is not None)
        log = exported.document.decode("utf-8-sig")  # type: ignore[union-attr]
        assert "game-awarded" in log and '""source"": ""gameloss""' in log
