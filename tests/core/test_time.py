"""Time in a tournament: round clock (RES-5), extra time and pauses (RES-6), technical losses
(RES-7), automatic rounds after a break, the draft timer (FMT-10)."""

from __future__ import annotations

from harness import Core, Event

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def started(core: Core, settings: str) -> Event:
    """A 4-player «Кубок Часов» begun at 15:00 Moscow time; round 1 is posted."""
    t = await core.tournament(NICKS, settings, title="Кубок Часов")
    core.expect(core.channel, "тур 1.")
    return t


async def test_pause_delays_auto_confirmation_and_the_round_clock(core: Core) -> None:
    # RES-6: a pause holds RES-3's 10 minutes and the round clock (RES-5) alike.
    t = await started(core, "round_minutes=50 confirm_minutes=10")
    anna = t["Анна"]
    p = core.pairing(anna, 1)
    assert p.opponent is not None
    other = p.opponent
    await core.say(anna, "/report 2:1")
    core.expect(other, "ввёл счёт")
    await core.advance(minutes=5)
    await core.say(core.judge, f"/pause #{t.id}")
    core.expect(core.judge, "на паузе")
    core.expect(core.channel, "турнир на паузе")
    await core.advance(minutes=20)  # the 10 minutes of RES-3 have passed on the wall clock
    await core.say(core.judge, f"/pairings #{t.id}")
    shown = core.expect(core.judge, "тур 1:")
    assert "ждём подтверждения" in shown.text  # held by the pause (RES-6)
    await core.say(core.judge, f"/resume #{t.id}")
    resumed = core.expect(core.channel, "пауза окончена")
    assert "16:10 МСК" in resumed.text  # 15:50 end + 20 min of pause
    await core.advance(minutes=4)
    await core.say(core.judge, f"/pairings #{t.id}")
    assert "ждём подтверждения" in core.expect(core.judge, "тур 1:").text
    await core.advance(minutes=1)  # 5 + 5 minutes of running time: now RES-3 applies
    core.expect(other, "окончательный (RES-3)")
    # The round clock moved too: the 10-minute warning comes at 16:00, not at 15:40.
    await core.advance(minutes=29)
    await core.say(core.judge, f"/pairings #{t.id}")
    core.expect(core.judge, "тур 1:")
    assert not any("осталось 10 мин" in m.text for m in core.posted(core.channel, all=True))
    await core.advance(minutes=1)
    core.expect(core.channel, "до конца осталось 10 мин")


async def test_round_time_extension_and_technical_loss(core: Core) -> None:
    # RES-6: extra time for one match; RES-5: «время!» with its rule; RES-7: technical loss.
    t = await started(core, "round_minutes=30")
    pairings = {person.name: core.pairing(person, 1) for person in t.players}
    first, second = sorted({p.number for p in pairings.values()})
    await core.say(core.judge, f"/extend {second} 7 #{t.id}")
    core.expect(core.judge, f"Матчу №{second} добавлено 7 мин, окончание 15:37 МСК")
    await core.advance(minutes=20)
    core.expect(core.channel, "до конца осталось 10 мин")
    await core.advance(minutes=10)
    time_up = core.expect(core.channel, "Время тура 1 вышло")
    assert "Незавершённых матчей: 1" in time_up.text  # the extended one has its own clock
    someone = next(n for n, p in pairings.items() if p.number == first)
    rule = core.expect(t[someone], f"Матч №{first}: время!")
    assert "5 ходов" in rule.text and "ничья" in rule.text
    await core.advance(minutes=7)
    late = next(n for n, p in pairings.items() if p.number == second)
    core.expect(t[late], f"Матч №{second}: время!")
    await core.say(core.judge, f"/techloss {late} неявка на доигровку #{t.id}")
    core.expect(core.judge, f"{late}: техническое поражение в матче №{second}")
    reason = core.expect(t[late], "Причина")
    assert "неявка на доигровку" in reason.text


async def test_auto_rounds_pair_the_next_round_after_the_break(core: Core) -> None:
    # COM-4: with auto_rounds the next round is paired by itself when the break is over.
    t = await started(core, "auto_rounds=on round_break=5 rounds=2")
    for round_no in (1, 2):
        done: set[str] = set()
        for person in t.players:
            p = core.pairing(person, round_no)
            if p.opponent is None or person.name in done:
                continue
            done |= {person.name, p.opponent.name}
            await core.say(person, "/concede")
            await core.press(person, "Сдаю матч")
        core.expect(core.channel, f"таблица после тура {round_no}")
        if round_no == 1:
            core.expect(core.channel, "Перерыв. Тур 2 начнётся в 15:05 МСК")
            await core.advance(minutes=5)
    # After the last round the break leads to the final standings by itself.
    await core.advance(minutes=5)
    core.expect(core.channel, "итоговая таблица")


async def test_draft_timer_announces_every_pick_and_holds_on_pause(core: Core) -> None:
    # FMT-10: seconds by cards left, pass left on odd boosters, a review after each booster.
    players = [f"Драфтер{i}" for i in range(8)]
    settings = "stages=draft draft_boosters=2 draft_cards=9"
    t = await core.tournament(players, settings, title="Драфт по часам", begin=False)
    await core.say(core.judge, "/begin", core.channel)
    core.expect(core.judges_chat, "рассажены за столы")
    await core.say(core.judge, "/draft", core.channel)
    core.expect(core.channel, "драфт начинается")
    first = core.expect(core.channel, "Бустер 1, пик 1:")
    assert "карт 9, на выбор 25 с, передавайте налево" in first.text  # 9 cards → 25 s
    core.expect(t["Драфтер0"], "Бустер 1, пик 1: карт 9")
    await core.advance(seconds=25)
    second = core.expect(core.channel, "Бустер 1, пик 2:")
    assert "карт 8, на выбор 20 с" in second.text
    await core.say(core.judge, f"/pause #{t.id}")
    core.expect(core.channel, "на паузе")
    await core.advance(seconds=600)  # RES-6: held, no third pick while paused
    await core.say(core.judge, f"/resume #{t.id}")
    core.expect(core.channel, "пауза окончена")
    assert not any("пик 3:" in m.text for m in core.posted(core.channel, all=True))
    await core.advance(seconds=20)
    third = core.expect(core.channel, "Бустер 1, пик 3:")
    assert "карт 7, на выбор 15 с" in third.text
    for pick, seconds in zip(range(4, 10), (15, 10, 5, 5, 5, 5), strict=True):
        await core.advance(seconds=seconds)  # each pick's time, as the wall clock passes it
        core.expect(core.channel, f"Бустер 1, пик {pick}:")
    last = core.last(core.channel)
    assert "последняя карта" in last.text
    assert "5 с" in last.text
    await core.advance(seconds=5)
    core.expect(core.channel, "Бустер 1 разобран: 60 с")
    await core.advance(seconds=60)
    second_booster = core.expect(core.channel, "Бустер 2, пик 1:")
    assert "передавайте направо" in second_booster.text  # even booster: right
    for _ in range(11):  # the rest of booster 2 and its review, a minute at a time
        seen = len(core.posted(core.channel, all=True))
        await core.advance(seconds=60)
        assert len(core.posted(core.channel, all=True)) > seen
        if "драфт окончен" in core.last(core.channel).text:
            break
    assert "драфт окончен" in core.last(core.channel).text
    core.expect(core.judges_chat, "Первый тур: /next")
