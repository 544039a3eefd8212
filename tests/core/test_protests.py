"""Protests with one reason: filing, limits, evidence, edits, the judge's decision (PRO-1…9)."""

from __future__ import annotations

from harness import Core, Event, Pairing, Person, Sent

NICKS = ["Анна", "Борис", "Вера", "Глеб"]
# The core forwards evidence as it came: any bytes do; these start as a PNG does.
PNG = b"\x89PNG\r\n\x1a\n" + bytes(32)


async def started(core: Core, settings: str | None = None) -> Event:
    """A started four-player tournament, as the judge and the players set it up."""
    return await core.tournament(NICKS, settings, title="Кубок порядка")


async def anna_loses(core: Core, t: Event) -> tuple[Person, Person, Pairing]:
    """Анна's opponent reports 2:0 and she confirms: the match she may protest is final."""
    anna = t["Анна"]
    p = core.pairing(anna, 1)
    assert p.opponent is not None
    rival = p.opponent
    await core.say(rival, "/report 2:0")
    core.expect(anna, "ввёл счёт")
    await core.press(anna, "Подтвердить")
    core.expect(anna, f"Матч №{p.number}:")
    return anna, rival, p


async def protest(core: Core, person: Person, number: int, reason: str, text: str) -> None:
    """The player opens a protest, picks its one reason and describes it (PRO-2)."""
    await core.say(person, f"/protest {number}")
    core.expect(person, "Выберите одну причину")
    await core.press(person, reason)
    core.expect(person, "опишите её одним сообщением")
    await core.say(person, text)


def protest_id(filed: Sent) -> str:
    """The protest's number from the "передана судьям" message."""
    return filed.text.split("№")[1].split(" ")[0]


def file_of(messages: list[Sent]) -> bytes:
    """The bytes of the first message that came with a file."""
    document = next(m.file for m in messages if m.file is not None)
    assert document is not None
    return document[1]


async def test_protests_follow_the_regulation(core: Core) -> None:
    t = await started(core)
    anna, rival, p = await anna_loses(core, t)
    # PRO-2, PRO-7: a text with several reasons is refused, the draft waits for one.
    await protest(
        core,
        anna,
        p.number,
        "Спор о результате",
        "1. соперник затягивал время\n2. подсказки со стороны",
    )
    core.expect(anna, "В жалобе одна причина")
    await core.say(anna, "Соперник ввёл неверный счёт: вторая партия была за мной.")
    filed = core.expect(anna, "передана судьям")
    alert = core.expect(core.judges_chat, "Жалоба №")
    assert "Анна против " + rival.name in alert.text and "неверный счёт" in alert.text
    channel_note = core.expect(core.channel, "подал жалобу судье")
    assert "неверный счёт" not in channel_note.text  # PRO-1: no text in the channel
    core.expect(rival, "подал жалобу судье")
    # PRO-4: one protest per player per round.
    await core.say(anna, f"/protest {p.number}")
    core.expect(anna, "Жалоб на игрока за тур не больше 1 (PRO-4)")
    # PRO-6: evidence asked, sent, forwarded; PRO-8: the decision changes the result.
    number = protest_id(filed)
    await core.say(core.judge, f"/evidence {number} 10 #{t.id}", core.judges_chat)
    core.expect(anna, "пришлите сюда скриншоты или видео")
    await core.send_file(anna, "screenshot.jpg", PNG, media=True)  # a photo, as the doors name it
    core.expect(anna, "приложен к жалобе")
    forwarded = core.expect(core.judges_chat, key="evidence-forwarded")
    assert forwarded.file and forwarded.file[1].startswith(b"\x89PNG")
    # PRO-8, RES-8: the decision itself starts with the new score: no separate /result.
    await core.say(
        core.judge,
        f"/decide {number} accept 1:1:1 вторая партия за Анной #{t.id}",
        core.judges_chat,
    )
    core.expect(core.judges_chat, f"Матч №{p.number}:")
    changed = core.expect(anna, "Судья установил")
    assert f"№{p.number}" in changed.text and "1:1" in changed.text
    decision = core.expect(anna, "удовлетворена")
    assert "Решение судьи: вторая партия за Анной" in decision.text
    assert "1:1:1" not in decision.text  # the score is the result, not the ruling's text
    core.expect(rival, "удовлетворена")
    await core.say(core.judge, f"/pairings #{t.id}")
    shown = core.expect(core.judge, "тур 1:")
    line = next(row for row in shown.text.splitlines() if "Анна" in row)
    assert "(2:0)" not in line and "(0:2)" not in line and "1:1" in line, line
    await core.say(core.judge, f"/audit csv #{t.id}")
    log = file_of(core.sent(core.judge)).decode("utf-8-sig")
    assert "protest-decided" in log
    assert any(
        ",result," in row and "1:1:1" in row and "judge" in row for row in log.splitlines()
    ), log

    # PRO-3: a protest more than 10 minutes after the end of the match is refused.
    others = [n for n in NICKS if n not in ("Анна", rival.name)]
    vera = t[others[0]]
    q = core.pairing(vera, 1)
    await core.say(vera, "/concede")
    await core.press(vera, "Сдаю матч")
    core.expect(vera, f"Матч №{q.number}:")
    await core.advance(minutes=11)
    await core.say(vera, f"/protest {q.number}")
    core.expect(vera, "в течение 10 минут после окончания матча")


async def test_an_edited_protest_is_rejected_and_may_be_reopened(core: Core) -> None:
    # PRO-5: an edited protest is rejected; a judge may take it again.
    t = await started(core)
    anna = t["Анна"]
    p = core.pairing(anna, 1)
    await protest(core, anna, p.number, "Затягивание времени", "Соперник тянет время.")
    filed = core.expect(anna, "передана судьям")
    number = protest_id(filed)
    await core.edit(anna, "Соперник тянет время.", "Соперник тянет время и ещё подсказывает.")
    core.expect(anna, "жалоба отклонена")
    core.expect(core.judges_chat, "сообщение изменено")
    await core.say(core.judge, f"/reopen {number} #{t.id}", core.judges_chat)
    core.expect(core.judges_chat, "снова ждёт решения")
    core.expect(anna, "принял жалобу")
    await core.say(core.judge, f"/protests #{t.id}", core.judges_chat)
    listing = core.expect(core.judges_chat, "жалобы:")
    assert "Затягивание времени" in listing.text


async def test_a_judge_decides_with_a_button_and_his_next_message(core: Core) -> None:
    # PRO-8: «Принять…» asks the judge for the decision text; his next message in the judges'
    # chat is the decision, and both players get it. /protests shows each protest's deadline:
    # the end of the PRO-3 window, or the evidence deadline once evidence is asked (PRO-6).
    t = await started(core)
    judge, chat = core.judge, core.judges_chat
    anna, rival, p = await anna_loses(core, t)  # final at 15:00 in Moscow
    await protest(core, anna, p.number, "Спор о результате", "Вторая партия была за мной.")
    filed = core.expect(anna, "передана судьям")
    number = protest_id(filed)
    core.expect(chat, "Жалоба №")

    await core.say(judge, f"/protests #{t.id}", chat)
    listing = core.expect(chat, "жалобы:")
    assert "ждёт решения; срок — 05.12.2026 15:10 МСК" in listing.text  # PRO-3
    await core.advance(minutes=2)
    await core.say(judge, f"/evidence {number} 20 #{t.id}", chat)
    core.expect(chat, "запрошены до 15:22 МСК")
    await core.say(judge, f"/protests #{t.id}", chat)
    listing = core.expect(chat, "жалобы:")
    assert "ждём доказательства; срок — 05.12.2026 15:22 МСК" in listing.text  # PRO-6

    await core.press(judge, "Принять…", chat)  # on the protest's alert
    ask = core.expect(chat, "Ответьте на это сообщение текстом решения")
    assert f"жалоба №{number} будет удовлетворена" in ask.text
    # Only the judge who pressed writes the decision: another member's reply is not it.
    bystander = t["Глеб"]
    core.join(bystander, chat)
    await core.say(bystander, "Отклонить её!", chat)
    # A leading score changes the result as with /result (RES-8); the rest is the ruling.
    await core.say(judge, "1:1:1 Вторая партия за Анной, счёт 1:1.", chat)
    for player in (anna, rival):
        core.expect(player, f"Судья установил результат матча №{p.number}")
        decision = core.expect(player, "удовлетворена")  # PRO-8: both players
        assert "Решение судьи: Вторая партия за Анной, счёт 1:1." in decision.text
        assert "Отклонить её" not in decision.text
    core.expect(chat, f"Жалоба №{number} (удовлетворена); игроки извещены")
    # The decision taken, the judge's next message is chat again, and it is final.
    await core.say(judge, f"/decide {number} reject поздно #{t.id}", chat)
    core.expect(chat, "решение окончательное (PRO-8)")
    await core.say(judge, f"/protests #{t.id}", chat)
    core.expect(chat, "нет жалоб, ждущих решения")
