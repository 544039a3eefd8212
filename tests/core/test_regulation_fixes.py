"""Defects of a real tournament day, each against the rule it broke (FMT-7, FMT-8, FMT-10,
MOD-3, MOD-2, RES-7, REG-4)."""

from __future__ import annotations

import re

from harness import Core, rows_of

from bot.service import Outcome

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def test_losers_of_one_two_and_nil_two_tie_on_gw_and_ogw_decides(core: Core) -> None:
    # FMT-7 (MTR App. C): a player's own GW% is floored at 1/3 for ranking: 1:2 and 0:2 tie,
    # and the 0:2 loser, who met the stronger opponent (OGW% 100% against 67%), ranks higher.
    t = await core.tournament(NICKS, {"bo": "3"})
    close, clear = core.pairs(t, 1)
    assert close.b is not None and clear.b is not None
    for pair, score in ((close, "2:1"), (clear, "2:0")):
        await core.say(pair.a, f"/report {score}")
        assert await core.press(pair.b, "Подтвердить") is Outcome.DONE
    table = core.expect(core.channel, "таблица после тура 1")
    order = [nick for _, nick, _ in rows_of(table.text)]
    assert order == [clear.a.name, close.a.name, clear.b.name, close.b.name], table.text


async def test_an_insult_then_obscenity_is_the_mod3_repeat(core: Core) -> None:
    # MOD-3 (S4 11.5): "obscene language or insults": an insult after a warning for obscenity
    # (or the other way round) is the repeat, and the judges are asked to disqualify.
    t = await core.tournament(NICKS, title="Кубок порядка")
    boris = t["Борис"]
    await core.say(boris, "Анна, ты идиот", core.channel)
    core.expect(boris, "вам предупреждение (MOD-3)")
    core.expect(core.judges_chat, "оскорбление")
    await core.say(boris, "ну х.у.й с ним", core.channel)
    asked = core.expect(core.judges_chat, "по регламенту дисквалификация", key="dq-confirm-ask")
    assert "Борис" in asked.text and "MOD-3" in asked.text
    assert not [m for m in core.sent(boris) if m.key == "you-got-warning"]


POOL = (
    "name,element,hero,horde,set\n"
    "Ведьма Трясины,болота,да,нет,Демо-1\n"
    "Похлебка из болотных тварей,болота,нет,нет,Демо-1\n"
    "Тень болот,болота,нет,нет,Демо-1\n"
    "Тварь Трясины,болота,нет,нет,Демо-1\n"
)


async def test_a_card_name_of_the_loaded_pool_is_no_insult(core: Core) -> None:
    # MOD-2: the card pool is the organizer's data (DECK-4); its names are never a violation,
    # in any case and with ё, but an insult beside a card name still is one.
    await core.send_file(core.judge, "pool.csv", POOL.encode(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен: 4")
    t = await core.tournament(NICKS, title="Кубок болот")
    anna = t["Анна"]
    core.sent(anna), core.posted(core.judges_chat)  # the pairing and the set-up read
    for praise in (
        "Похлебка из болотных тварей — отличная карта",
        "сыграл ПОХЛЁБКУ из болотных тварей на третьем ходу",
    ):
        await core.say(anna, praise, core.channel)
        assert praise not in core.deleted(core.channel)
    assert not core.sent(anna) and not core.posted(core.judges_chat)
    await core.say(anna, "«Похлебка из болотных тварей», а ты тварь", core.channel)
    core.expect(anna, "вам предупреждение (MOD-3)")
    alert = core.expect(core.judges_chat, "оскорбление", key="moderation-alert")
    assert alert.params["fragment"] == "тварь"


async def test_without_a_pool_the_games_creatures_are_no_insult(core: Core) -> None:
    # MOD-2 (issue 23): organizers rarely load a pool; a creature spoken of («из болотных
    # тварей») insults nobody, while «тварь» said to a player still does.
    t = await core.tournament(NICKS, title="Кубок без пула")
    anna = t["Анна"]
    core.sent(anna), core.posted(core.judges_chat)  # the pairing and the set-up read
    await core.say(anna, "Похлебка из болотных тварей — отличная карта", core.channel)
    assert not core.deleted(core.channel)
    assert not core.sent(anna) and not core.posted(core.judges_chat)
    await core.say(anna, "тварь, сдавайся", core.channel)
    alert = core.expect(core.judges_chat, "оскорбление", key="moderation-alert")
    assert alert.params["fragment"] == "тварь"


async def test_a_new_pool_replaces_the_exempt_names(core: Core) -> None:
    # DECK-4, MOD-2: the names are cached per loaded version of the pool; a new import counts.
    await core.send_file(core.judge, "pool.csv", POOL.encode(), caption="/cards")
    t = await core.tournament(NICKS, title="Кубок болот")
    anna = t["Анна"]
    await core.say(anna, "Тварь Трясины", core.channel)
    assert not core.deleted(core.channel)
    other = POOL.replace("Тварь Трясины", "Болотный огонёк")
    await core.send_file(core.judge, "pool.csv", other.encode(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен: 4")
    await core.say(anna, "Тварь Трясины", core.channel)
    assert core.deleted(core.channel) == ["Тварь Трясины"]


async def test_a_draft_of_five_sits_at_one_table_for_three_rounds(core: Core) -> None:
    # FMT-8 (S0 «Драфт» rule 4): "if every table has fewer than 8 players, 3 rounds"; a
    # Limited event needs 4 players (REG-7), so 4–7 draft at one table.
    players = [f"Драфтер{i}" for i in range(5)]
    t = await core.tournament(players, "stages=draft", title="Малый драфт", begin=False)
    assert await core.say(core.judge, "/begin", core.channel) is Outcome.DONE
    seating = core.expect(core.channel, "начинается этап «драфт")
    assert "туров: 3" in seating.text
    tables = re.findall(r"^Стол/группа (\d): (.+)$", seating.text, re.M)
    assert [(n, len(names.split(", "))) for n, names in tables] == [("1", 5)]
    core.expect(core.judges_chat, "рассажены за столы")
    assert await core.say(core.judge, "/next", core.channel) is Outcome.DONE
    assert len(core.pairs(t, 1)) == 3  # two matches and a bye (FMT-3)


async def test_the_organizer_sets_the_draft_pick_and_review_times(core: Core) -> None:
    # FMT-10: the regulation's table and minute are defaults; the organizer gives his own
    # seconds, first pick first, and picks past them go on by 5 s less a card (5 s at least).
    players = [f"Драфтер{i}" for i in range(8)]
    settings = "stages=draft draft_boosters=1 draft_cards=4 draft_pick_seconds=30,20 "
    settings += "draft_review_seconds=90"
    await core.tournament(players, settings, title="Быстрый драфт", begin=False)
    shown = core.last(core.judge)
    assert "(draft_pick_seconds): 30, 20" in shown.text, shown.text
    assert "(draft_review_seconds): 90" in shown.text
    await core.say(core.judge, "/begin", core.channel)
    await core.say(core.judge, "/draft", core.channel)
    core.expect(core.channel, "драфт начинается")
    for pick, seconds in ((1, 30), (2, 20), (3, 15)):
        step = core.expect(core.channel, f"Бустер 1, пик {pick}:")
        assert f"на выбор {seconds} с" in step.text, step.text
        await core.advance(seconds=seconds)
    assert "последняя карта, 10 с" in core.expect(core.channel, "Бустер 1, пик 4:").text
    await core.advance(seconds=10)
    core.expect(core.channel, "Бустер 1 разобран: 90 с")
    await core.advance(seconds=89)
    assert not [m for m in core.posted(core.channel) if "драфт окончен" in m.text]
    await core.advance(seconds=1)
    core.expect(core.channel, "драфт окончен")


async def test_a_bad_setting_value_is_refused_in_russian_with_the_right_form(core: Core) -> None:
    # FMT-10, RES-7, REG-4: each new setting says what it takes.
    t = await core.tournament([], begin=False)
    for setting, form in (
        ("draft_pick_seconds=55,0", "секунды на пики через запятую"),
        ("draft_review_seconds=1", "секунды на просмотр"),
        ("techloss_score=0:2", "счёт победителя и проигравшего"),
        ("checkin_remind_minutes=0", "минуты до конца подтверждения"),
    ):
        assert await core.say(core.judge, f"/set {setting} #{t.id}") is Outcome.REFUSED
        refused = core.expect(core.judge, key="set-bad-value")
        assert form in refused.text, refused.text


async def test_the_check_in_reminder_comes_when_the_organizer_set_it(core: Core) -> None:
    # REG-4: "shortly before it closes" is the organizer's: here 40 minutes before 17:00.
    window = '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"'
    t = await core.tournament([], f"{window} checkin_remind_minutes=40", begin=False)
    assert "(checkin_remind_minutes): 40" in core.last(core.judge).text
    vera = core.person("Вера")
    await core.register(vera, t.id, "Вера", "102")
    await core.advance(minutes=60)  # 16:00: the window opens
    core.expect(vera, "подтвердите участие до 17:00")
    await core.advance(minutes=19)
    assert not [m for m in core.sent(vera) if m.key == "checkin-reminder"]
    await core.advance(minutes=1)  # 16:20
    reminder = core.expect(vera, key="checkin-reminder")
    assert "осталось 40 минут" in reminder.text, reminder.text


async def test_the_default_check_in_reminder_is_fifteen_minutes(core: Core) -> None:
    # REG-4 default: 15 minutes before the window closes.
    window = '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"'
    t = await core.tournament([], window, begin=False)
    vera = core.person("Вера")
    await core.register(vera, t.id, "Вера", "102")
    await core.advance(minutes=104)
    assert not [m for m in core.sent(vera) if m.key == "checkin-reminder"]
    await core.advance(minutes=1)  # 16:45
    assert "осталось 15 минут" in core.expect(vera, key="checkin-reminder").text


async def test_the_technical_loss_score_is_shown_in_the_settings(core: Core) -> None:
    # RES-7: auto by default (the games the match needs), the organizer's score once set.
    t = await core.tournament([], begin=False)
    await core.say(core.judge, f"/settings #{t.id}")
    assert "(techloss_score): авто: 1:0 в BO1, 2:0 в BO3" in core.last(core.judge).text
    await core.say(core.judge, f"/set techloss_score=1:0 #{t.id}")
    assert "(techloss_score): 1:0" in core.last(core.judge).text


async def test_a_technical_loss_takes_the_organizers_score(core: Core) -> None:
    # RES-7 (S4 9.2): "unless the special rules set another": techloss_score=1:0 in BO3.
    t = await core.tournament(NICKS, {"bo": "3", "techloss_score": "1:0"})
    pair = core.pairs(t, 1)[0]
    await core.say(core.judge, f"/techloss {pair.a.name} неявка #{t.id}", core.judges_chat)
    core.expect(core.judges_chat, f"техническое поражение в матче №{pair.number}")
    async with core.db.transaction() as store:
        match = await store.matches.by_number(t.id, pair.number)
    assert match is not None and (match.score_a, match.score_b) == (0, 1)
