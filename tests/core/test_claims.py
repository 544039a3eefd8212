"""Winners claim their prizes: asked, answered, reminded, forfeited (PRZ-1…PRZ-3)."""

from __future__ import annotations

import sqlite3
from types import SimpleNamespace

from harness import Core, Event
from prize_scene import play_to_the_end

from bot.service import Outcome

HOURS_TO_ITEMS_DUE = 58  # 15:xx on Saturday → the end of Monday, Moscow: two calendar days


async def claims(core: Core, t: Event) -> dict[str, str]:
    """Each winner's claim state, by nickname."""
    async with core.db.transaction() as store:
        found = await store.prizes.claims(t.id)
        return {(await store.players.get(c.player_id)).nickname: c.status for c in found}


async def test_each_winner_is_asked_privately_for_what_his_prize_needs(core: Core) -> None:
    # PRZ-1, S4 8.2: items and bonuses ask for game nickname, game id and platform nickname;
    # money tells where the documents go and asks to confirm they were sent (PRZ-2).
    _, (first, second, third, fourth) = await play_to_the_end(core)
    money = core.expect(first, key="prize-documents")
    assert "денежный приз: 5000 ₽" in money.text
    assert "организатор сообщит адрес" in money.text  # no [prizes] documents_contact set
    assert "до 21.12.2026 00:00 МСК" in money.text  # S4 8.2: 15 calendar days
    assert money.labels == ["📨 Документы отправлены"]
    items = core.expect(second, key="prize-details")
    assert "внутриигровые предметы: Набор героя" in items.text
    assert "до 08.12.2026 00:00 МСК" in items.text  # S4 8.2: 2 calendar days
    assert f"/claim {second.name}; 5000" in items.text
    for bonus in (third, fourth):
        assert "бонусы: 500 бонусов" in core.expect(bonus, key="prize-details").text
    core.expect(core.judges_chat, key="prizes-asked-alert")


async def test_a_full_answer_settles_the_claim_and_a_missing_field_is_asked_again(
    core: Core,
) -> None:
    # PRZ-1: an answer missing a field asks for exactly that field; the rest is kept.
    t, (_, second, third, _) = await play_to_the_end(core)
    await core.say(second, "/claim Борис Игровой; 777")
    again = core.expect(second, key="claim-missing")
    assert "Не хватает: ник на Платформе" in again.text
    assert (await claims(core, t))[second.name] == "asked"
    await core.say(second, "/claim БорисНаПлатформе")
    core.expect(second, key="claim-answered")
    assert (await claims(core, t))[second.name] == "answered"
    core.expect(core.judges_chat, f"{second.name} (2 место) — данные получены")
    # Three bare words do as well; a fourth word is no form.
    assert await core.say(third, "/claim Ник 555 Платформа") is Outcome.DONE
    core.expect(third, key="claim-answered")
    await core.say(third, "/claim a b c d")
    core.expect(third, key="usage-claim")


async def test_a_claim_from_someone_without_a_prize_is_refused(core: Core) -> None:
    # PRZ-1: only a winner claims; a spectator or a prize already settled has nothing to answer.
    await play_to_the_end(core)
    stranger = core.person("Зритель")
    assert await core.say(stranger, "/claim Ник; 1; Ник") is Outcome.REFUSED
    core.expect(stranger, "нет приза", key="claim-none")
    # The money winner has no details to give: his answer is the documents button.


async def test_reminders_then_the_prize_is_forfeited_and_does_not_pass_on(core: Core) -> None:
    # PRZ-1, S4 8.5, 8.12: reminded at half-time and a day before, forfeited at the limit;
    # the winner and the judges are told; nobody else is asked for the prize.
    t, (first, second, third, fourth) = await play_to_the_end(core)
    await core.press(first, "Документы отправлены")
    core.expect(first, key="claim-documents-noted")
    await core.say(third, "/claim Вера В Игре; 4242; ВераП")
    await core.advance(hours=30)  # past half-time
    half = core.expect(second, key="claim-reminder-details")
    assert "ждёт ваших данных до 08.12.2026 00:00 МСК" in half.text
    core.expect(fourth, key="claim-reminder-details")
    assert not [m for m in core.sent(third) if m.key.startswith("claim-reminder")]
    await core.advance(hours=HOURS_TO_ITEMS_DUE - 30 - 1)  # past "a day before"
    core.expect(second, key="claim-reminder-details")
    await core.advance(hours=2)  # past the limit
    core.expect(second, "истёк", key="prize-forfeited")
    core.expect(fourth, key="prize-forfeited")
    alert = core.expect(core.judges_chat, f"{second.name} не ответил в срок")
    assert "не переходит к следующему месту" in alert.text
    state = await claims(core, t)
    assert state == {
        first.name: "documents",
        second.name: "forfeited",
        third.name: "answered",
        fourth.name: "forfeited",
    }
    # S4 8.5: the forfeited prize is not offered to anyone else.
    assert not [m for m in core.sent(third) if m.key.startswith("prize-")]
    assert await core.say(second, "/claim Поздно; 1; Поздно") is Outcome.REFUSED
    core.expect(second, key="claim-none")


async def test_a_money_winner_who_never_confirms_the_documents_forfeits(core: Core) -> None:
    # PRZ-1, S4 8.12: 15 calendar days from the publication of the winners.
    t, (first, *_) = await play_to_the_end(core)
    await core.advance(hours=24 * 8)
    core.expect(first, key="claim-reminder-documents")  # half-time
    await core.advance(hours=24 * 7)
    core.expect(first, key="claim-reminder-documents")  # a day before
    assert (await claims(core, t))[first.name] == "asked"
    await core.advance(hours=24)
    core.expect(first, key="prize-forfeited")
    assert (await claims(core, t))[first.name] == "forfeited"
    core.expect(core.judges_chat, key="prize-forfeited-alert")


async def test_a_restart_between_the_question_and_the_answer_loses_nothing(core: Core) -> None:
    # PRZ-1: the question, the claim and its deadlines are persisted.
    t, (first, second, *_) = await play_to_the_end(core)
    core.expect(second, key="prize-details")
    await core.restart(crash=True)
    await core.say(second, "/claim Борис; 31337; БорисП")
    core.expect(second, key="claim-answered")
    await core.restart()
    await core.press(first, "Документы отправлены")
    core.expect(first, key="claim-documents-noted")
    await core.advance(hours=HOURS_TO_ITEMS_DUE + 1)
    state = await claims(core, t)
    assert state[first.name] == "documents" and state[second.name] == "answered"
    assert list(state.values()).count("forfeited") == 2  # the two silent bonus winners


async def test_documents_sent_in_private_are_deleted_and_never_stored(core: Core) -> None:
    # PRZ-2: a card number or a passport in a private chat is not kept anywhere: the bot
    # deletes the message where it can and says where documents go.
    _, (first, second, *_) = await play_to_the_end(core, {"documents_contact": "docs@arena.ru"})
    core.sent(first)
    secrets = ["Моя карта 4276 1600 1234 5678", "паспорт 45 08 123456", "ИНН 770708389312"]
    for text in secrets:
        await core.say(first, text)
        answer = core.expect(first, key="personal-data-refused")
        assert "docs@arena.ru" in answer.text
    private = SimpleNamespace(platform=first.platform, id=first.user_id)
    assert core.deleted(private) == secrets  # type: ignore[arg-type]
    await core.say(second, "/claim Борис; 4276 1600 1234 5678; Борис")
    core.expect(second, key="personal-data-refused")
    await core.deliver()
    stored = "\n".join(sqlite3.connect(core.path).iterdump())  # every table, the outbox too
    for secret in ["4276 1600 1234 5678", "45 08 123456", "770708389312"]:
        assert secret not in stored


async def test_a_disqualified_winner_cannot_claim_and_his_place_does_not_pass(
    core: Core,
) -> None:
    # PRZ-3, MOD-8: nobody is asked for a disqualified player's prize.
    async def disqualify_leader(t: Event) -> None:
        leader = core.pairs(t, 2)[0].a
        await core.say(core.judge, f"/dq {leader.name} подсказки #{t.id}", core.judges_chat)

    t, _ = await play_to_the_end(core, before_finish=disqualify_leader)
    dq = core.pairs(t, 2)[0].a
    core.expect(dq, key="prize-refused-disqualified")
    assert dq.name not in await claims(core, t)
    assert await core.say(dq, "/claim Ник; 1; Ник") is Outcome.REFUSED


async def test_a_dropped_winner_keeps_or_loses_his_prize_by_the_setting(core: Core) -> None:
    # REG-8, PRZ-3: S4 forfeits (the default), S0 keeps (drop_keeps_prize=on).
    async def drop_last(t: Event) -> None:
        await core.say(core.pairs(t, 2)[1].b, "/drop")
        await core.press(core.pairs(t, 2)[1].b, "Выхожу")

    t, _ = await play_to_the_end(core, before_finish=drop_last)
    dropped = core.pairs(t, 2)[1].b
    core.expect(dropped, key="prize-refused-dropped")
    assert dropped.name not in await claims(core, t)


async def test_a_dropped_winner_keeps_his_prize_with_drop_keeps_prize_on(core: Core) -> None:
    async def drop_last(t: Event) -> None:
        await core.say(core.pairs(t, 2)[1].b, "/drop")
        await core.press(core.pairs(t, 2)[1].b, "Выхожу")

    t, _ = await play_to_the_end(core, {"drop_keeps_prize": "on"}, before_finish=drop_last)
    dropped = core.pairs(t, 2)[1].b
    core.expect(dropped, key="prize-details")
    assert (await claims(core, t))[dropped.name] == "asked"


async def test_a_correction_in_the_review_window_moves_the_prize(core: Core) -> None:
    # PRZ-1, RES-8: the winners are asked again when a correction moves places.
    t, (first, *_) = await play_to_the_end(core)
    final = next(p for p in core.pairs(t, 2) if first in (p.a, p.b))  # the two 1-0 players
    runner_up = final.b if final.a is first else final.a
    assert runner_up is not None
    score = "0:2" if final.a is first else "2:0"
    await core.say(core.judge, f"/result {final.number} {score} перепутали #{t.id}",
                   core.judges_chat)  # fmt: skip
    core.expect(first, key="prize-withdrawn")
    core.expect(first, key="prize-details")  # no longer first: not the money prize
    core.expect(runner_up, key="prize-withdrawn")
    assert "денежный приз" in core.expect(runner_up, key="prize-documents").text
    async with core.db.transaction() as store:
        statuses = [c.status for c in await store.prizes.claims(t.id)]
    assert statuses.count("asked") == 4 and statuses.count("withdrawn") >= 2


async def test_a_winner_disqualified_after_the_standings_forfeits_his_open_claim(
    core: Core,
) -> None:
    # PRZ-3, MOD-8 (S4 8.7, 11.7): a disqualification after the final standings closes his
    # claim at once; the prize stays with the organizer, nobody moves up; a later claim is
    # refused with the reason and /prizes shows the prize forfeited, not him as its winner.
    t, (_, second, third, _) = await play_to_the_end(core)
    core.sent(second)
    core.sent(third)
    await core.say(core.judge, f"/dq {second.name} подсказки со стороны #{t.id}", core.judges_chat)
    told = core.expect(second, key="prize-forfeited-disqualified")
    assert "не вручается и не переходит к другим" in told.text
    alert = core.expect(core.judges_chat, key="prize-forfeited-disqualified-alert")
    assert second.name in alert.text and "не переходит к следующему месту" in alert.text
    assert (await claims(core, t))[second.name] == "forfeited"
    assert await core.say(second, f"/claim {second.name}; 420204; Newtina") is Outcome.REFUSED
    refusal = core.expect(second, key="claim-refused-disqualified")
    assert "дисквалифицированы" in refusal.text
    assert not [m for m in core.posted(core.judges_chat) if m.key == "prize-settled-alert"]
    assert (await claims(core, t))[second.name] == "forfeited"
    assert not [m for m in core.sent(third) if m.key.startswith("prize-")]  # S4 8.7
    await core.say(core.judge, f"/prizes #{t.id}")
    listed = core.expect(core.judge, key="prizes-judges").text
    row = next(line for line in listed.splitlines() if line.startswith("2 место"))
    assert second.name not in row and "не вручается" in row


async def test_a_ban_that_removes_a_winner_after_the_standings_ends_his_claim(core: Core) -> None:
    # PRZ-3, MOD-8, MOD-9: the judge's tap «Снять со всех турниров» reaches a finished
    # tournament where his prize is still unpaid: the claim ends, nobody moves up.
    t, (_, second, *_) = await play_to_the_end(core)
    await core.say(core.judge, f"/ban 30 {second.name} оскорбления #{t.id}", core.judges_chat)
    await core.press(core.judge, "Снять со всех", core.judges_chat)
    assert "«Кубок Берсерка»" in core.expect(core.judges_chat, key="ban-remove-done").text
    core.expect(second, key="prize-forfeited-disqualified")
    assert (await claims(core, t))[second.name] == "forfeited"
    assert await core.say(second, f"/claim {second.name}; 420204; Newtina") is Outcome.REFUSED
    core.expect(second, key="claim-refused-disqualified")


async def test_a_card_number_inside_a_claim_is_deleted_and_answered_as_one_alone(
    core: Core,
) -> None:
    # PRZ-2: a card number typed into the claim's form (/claim, VK «приз: …») is treated as
    # the same number sent alone: the message deleted, the organizer's contact given.
    _, (_, second, *_) = await play_to_the_end(core, {"documents_contact": "docs@arena.ru"})
    core.sent(second)
    texts = [
        f"/claim {second.name}; 5486 7301 9284 6156; Avrorina",
        f"приз: {second.name}; 5486 7301 9284 6156; Avrorina",
        "5486 7301 9284 6156",
    ]
    for text in texts:
        await core.say(second, text)
        answer = core.expect(second, key="personal-data-refused")
        assert "docs@arena.ru" in answer.text
    private = SimpleNamespace(platform=second.platform, id=second.user_id)
    assert core.deleted(private) == texts  # type: ignore[arg-type]
    await core.say(second, f"/claim {second.name}; 1234567890; Avrorina")  # a long game id
    core.expect(second, key="claim-answered")
