"""A protest and its decision reach the match chat (PRO-1, PRO-8, S4 10.1, 6.2); evidence
reaches the judges privately without a judges' chat, and asking for it keeps the verdict
buttons (PRO-6)."""

from __future__ import annotations

from harness import Core, Event, Person, Room

NICKS = ["Анна", "Борис", "Вера", "Глеб"]
PNG = b"\x89PNG\r\n\x1a\n" + bytes(32)


async def protest(core: Core, person: Person, number: int, reason: str, text: str) -> str:
    """The player files a protest with one reason and its text; returns its number."""
    await core.say(person, f"/protest {number}")
    await core.press(person, reason)
    await core.say(person, text)
    filed = core.expect(person, key="protest-filed")
    return str(filed.params["id"])


async def match_room(core: Core, t: Event, first: Person, second: Person) -> Room:
    """A group where these two play their match, bound with /bind match by the judge."""
    room = core.group(f"Матч: {first.name} — {second.name}")
    for person in (core.judge, first, second):
        core.join(person, room)
    await core.say(core.judge, f"/bind match #{t.id}", room)
    core.expect(room, key="bound-match")
    return room


async def test_a_protest_and_its_decision_are_copied_to_that_matchs_chat(core: Core) -> None:
    # PRO-1 (S4 10.1): the protest is duplicated in the match chat; PRO-8 (S4 6.2): the
    # judge's decision is told there too. Another match's chat hears nothing of it.
    t = await core.tournament(NICKS, title="Кубок копий")
    anna = t["Анна"]
    mine = core.pairing(anna, 1)
    assert mine.opponent is not None
    rival = mine.opponent
    others = [t[n] for n in NICKS if n not in ("Анна", rival.name)]
    own_room = await match_room(core, t, anna, rival)
    other_room = await match_room(core, t, *others)

    number = await protest(core, anna, mine.number, "Затягивание времени",
                           "Соперник тянул время в третьей партии.")  # fmt: skip
    copy = core.expect(own_room, key="protest-copy-match")
    assert f"Жалоба №{number} по матчу №{mine.number}: Анна против {rival.name}" in copy.text
    assert "Затягивание времени" in copy.text and "тянул время в третьей" in copy.text
    assert copy.buttons == []  # the verdict buttons are the judges' alone
    assert core.posted(other_room) == []
    core.expect(core.judges_chat, key="protest-alert")

    await core.say(core.judge, f"/decide {number} reject время не вышло #{t.id}",
                   core.judges_chat)  # fmt: skip
    core.expect(anna, "отклонена")
    decision = core.expect(own_room, key="protest-decision-match")
    assert f"Жалоба №{number} по матчу №{mine.number} отклонена" in decision.text
    assert "Решение судьи: время не вышло" in decision.text
    assert core.posted(other_room) == []


async def test_one_match_chat_serves_every_match(core: Core) -> None:
    # PRO-1: with a single match chat bound, it is every match's chat.
    t = await core.tournament(NICKS, title="Кубок одного чата")
    room = core.group("Матчи")
    core.join(core.judge, room)
    await core.say(core.judge, f"/bind match #{t.id}", room)
    core.expect(room, key="bound-match")
    vera = t["Вера"]
    p = core.pairing(vera, 1)
    await protest(core, vera, p.number, "Технический сбой", "У меня вылетел клиент.")
    copy = core.expect(room, key="protest-copy-match")
    assert "Вера против" in copy.text and "вылетел клиент" in copy.text


async def test_asking_for_evidence_keeps_the_verdict_buttons(core: Core) -> None:
    # PRO-6: «Запросить доказательства» under the alert takes that keyboard away (a done
    # press does); the judge's answer brings «Принять…» / «Отклонить…» back under it.
    t = await core.tournament(NICKS, title="Кубок доказательств")
    anna = t["Анна"]
    p = core.pairing(anna, 1)
    number = await protest(core, anna, p.number, "Спор о результате", "Счёт введён неверно.")
    alert = core.expect(core.judges_chat, key="protest-alert")
    assert alert.labels == ["Принять…", "Отклонить…", "Запросить доказательства"]
    await core.press(core.judge, "Запросить доказательства", core.judges_chat)
    asked = core.expect(core.judges_chat, key="evidence-asked-judge")
    assert asked.labels == ["Принять…", "Отклонить…"]
    core.expect(anna, "пришлите сюда скриншоты или видео")
    await core.press(core.judge, "Принять…", core.judges_chat)
    core.expect(core.judges_chat, "Ответьте на это сообщение текстом решения")
    await core.say(core.judge, "Скриншот подтвердил счёт.", core.judges_chat)
    assert "удовлетворена" in core.expect(anna, key="protest-accepted").text
    assert number in core.expect(core.judges_chat, key="protest-decided-judge").text


async def test_evidence_reaches_the_judges_privately_without_a_judges_chat(core: Core) -> None:
    # PRO-6 as alerts do: no judges' chat bound, so each judge gets the file in private.
    judge = core.judge
    await core.say(judge, "/new Кубок без судейской")
    tid = core.expect(judge, key="tournament-created").params["id"]
    await core.say(judge, f"/bind #{tid}", core.channel)
    await core.say(judge, "/open", core.channel)
    core.expect(core.channel, key="announcement")
    people = [core.person(n) for n in NICKS]
    for i, person in enumerate(people):
        await core.register(person, tid, person.name, f"7000{i}")
    await core.say(judge, "/begin", core.channel)
    core.expect(core.channel, key="tournament-started")
    anna = people[0]
    p = core.pairing(anna, 1)

    number = await protest(core, anna, p.number, "Спор о результате", "Счёт введён неверно.")
    alert = core.expect(judge, key="protest-alert")  # privately, with the buttons
    assert "Счёт введён неверно" in alert.text
    await core.press(judge, "Запросить доказательства")
    asked = core.expect(judge, key="evidence-asked-judge")
    assert asked.labels == ["Принять…", "Отклонить…"]
    await core.send_file(anna, "screenshot.jpg", PNG, media=True)
    core.expect(anna, key="evidence-received")
    forwarded = core.expect(judge, key="evidence-forwarded")
    assert forwarded.file is not None and forwarded.file[1] == PNG
    assert f"№{number}" in forwarded.text and "Анна" in forwarded.text

    # The time for evidence runs out: the protest is back, its verdict buttons with it.
    await core.advance(minutes=15)
    back = core.expect(judge, key="evidence-over")
    assert back.labels == ["Принять…", "Отклонить…"]
    await core.press(judge, "Отклонить…")
    await core.say(judge, "Скриншот ничего не показал.")
    assert "отклонена" in core.expect(anna, key="protest-rejected").text
