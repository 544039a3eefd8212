"""A knockout's time-out settled by the heroes' life, and the time text (FMT-6, RES-5)."""

from __future__ import annotations

from harness import Core, Event, Pair, Person

from bot.domain.model import Match, MatchStatus


async def knockout(core: Core, bo: str = "3") -> tuple[Event, Pair, Person, Person]:
    """A started single-elimination bracket of four and its first match."""
    t = await core.tournament(settings={"stages": "single", "bo": bo})
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    return t, pair, pair.a, pair.b


def shows(text: str, first: Person, second: Person, mine: int, theirs: int) -> bool:
    """The result text names the score with `first` winning `mine` games, either way round."""
    return (
        f"{first.name} — {second.name} {mine}:{theirs}" in text
        or f"{second.name} — {first.name} {theirs}:{mine}" in text
    )


async def match_of(core: Core, t: Event, number: int) -> Match:
    """The match as stored."""
    async with core.db.transaction() as store:
        match = await store.matches.by_number(t.id, number)
    assert match is not None
    return match


async def test_a_time_out_with_an_unfinished_game_is_decided_by_hero_life(core: Core) -> None:
    # FMT-6, RES-5: 1:0 when time ran out in a BO3 knockout: the second game is unfinished,
    # both give the heroes' life, and more life takes that game — the result, not advice.
    t, pair, anna, boris = await knockout(core)
    await core.say(anna, "/report 1:0")
    asked = core.expect(anna, "ничьей быть не может", key="knockout-no-draw-asked")
    assert "1:0" in asked.text
    request = core.expect(boris, f"{anna.name} ввёл счёт", key="life-asked-score")
    assert "0:1" in request.text and request.labels == ["Оспорить"]  # his wins first
    assert not [m for m in core.sent(boris) if m.key == "confirm-request"]
    await core.say(boris, f"/confirm {pair.number}")  # a tap cannot skip the life totals
    core.expect(boris, "ждёт жизней героев", key="life-needed")
    await core.advance(minutes=15)  # and silence makes nothing final (no RES-3 here)
    assert (await match_of(core, t, pair.number)).status is MatchStatus.REPORTED
    await core.say(anna, "/life 10 4")
    core.expect(anna, "Ждём, что ответит соперник", key="life-noted")
    await core.say(boris, "/life 4 10")
    for player in (anna, boris):
        done = core.expect(player, "решили жизни героев", key="result-life")
        assert shows(done.text, anna, boris, 2, 0)
    match = await match_of(core, t, pair.number)
    assert match.status is MatchStatus.FINAL
    assert {match.score_a, match.score_b} == {2, 0}


async def test_equal_life_keeps_the_game_going(core: Core) -> None:
    # FMT-6: with equal life the game goes on until one hero has more.
    t, pair, anna, boris = await knockout(core)
    await core.say(anna, "/report 1:0")
    await core.say(anna, "/life 5 5")
    await core.say(boris, "/life 5 5")
    core.expect(anna, "поровну жизней (5) — игра продолжается", key="life-equal")
    assert (await match_of(core, t, pair.number)).status is MatchStatus.REPORTED
    await core.say(anna, "/life 7 3")  # played on: now Anna's hero is ahead
    await core.say(boris, "/life 3 7")
    done = core.expect(anna, "решили жизни героев", key="result-life")
    assert shows(done.text, anna, boris, 2, 0)


async def test_a_level_score_after_life_plays_a_deciding_game(core: Core) -> None:
    # RES-5 + FMT-6: 1:0, the opponent wins the unfinished game on life: 1:1 cannot stand in
    # a knockout, so the deciding game runs until a hero is ahead, then life decides it.
    t, pair, anna, boris = await knockout(core)
    await core.say(anna, "/report 1:0")
    await core.say(anna, "/life 2 9")
    await core.say(boris, "/life 9 2")
    level = core.expect(anna, f"выиграл {boris.name}", key="life-level")
    assert "1:1" in level.text
    assert (await match_of(core, t, pair.number)).status is MatchStatus.REPORTED
    await core.say(boris, "/life 4 6")
    await core.say(anna, "/life 6 4")
    done = core.expect(boris, "решили жизни героев", key="result-life")
    assert shows(done.text, anna, boris, 2, 1)


async def test_a_bo1_knockout_timed_out_in_its_only_game_reports_0_0(core: Core) -> None:
    # FMT-6 in BO1: the only game is unfinished at time; 0:0 asks for life.
    _, _, anna, boris = await knockout(core, bo="1")
    await core.say(anna, "/report 0:0")
    core.expect(boris, "решают жизни героев", key="life-asked-score")
    await core.say(anna, "/life 1 8")
    await core.say(boris, "/life 8 1")
    done = core.expect(anna, "решили жизни героев", key="result-life")
    assert shows(done.text, anna, boris, 0, 1)


async def test_life_needs_the_score_at_time_and_the_score_may_be_disputed(core: Core) -> None:
    # FMT-6: life decides the unfinished game of a known score; a wrong score goes to judges.
    _, pair, anna, boris = await knockout(core)
    await core.say(anna, "/life 5 3")
    core.expect(anna, "Сначала введите счёт", key="life-needs-score")
    await core.say(anna, "/report 1:0")
    await core.press(boris, "Оспорить")
    core.expect(core.judges_chat, f"матч №{pair.number}", key="dispute-alert")


async def test_a_short_score_in_swiss_is_an_ordinary_report(core: Core) -> None:
    # RES-5 in Swiss: the unfinished game is a draw; 1:0 is reported and confirmed as usual.
    t = await core.tournament(settings={"bo": "3"})
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/report 1:0")
    core.expect(pair.b, "ввёл счёт", key="confirm-request")


async def test_the_time_text_has_the_preparation_rule_and_the_entry_deadline(
    core: Core,
) -> None:
    # RES-5: «время» tells the end-of-match rule, time out in preparation → draw; RES-1's
    # deadline follows; extra cycles (RES-6) lengthen the turns it counts.
    t = await core.tournament(settings={"bo": "3", "round_minutes": "30"})
    first, second = core.pairs(t, 1)[:2]
    assert first.b is not None and second.b is not None
    await core.say(core.judge, f"/extend {second.number} cycles=1 #{t.id}")
    given = core.expect(core.judge, f"Матчу №{second.number} добавлено 1 доп. цикл")
    assert "7 ходов" in given.text and "иначе 6" in given.text
    told = core.expect(second.a, f"Матч №{second.number}: судья добавил", key="match-extended-by")
    assert "(RES-6)" in told.text
    await core.advance(minutes=30)
    rule = core.expect(first.a, f"Матч №{first.number}: время!", key="match-time-over")
    assert "на подготовке к партии, она тоже ничья" in rule.text
    assert "5 ходов" in rule.text and "иначе 4" in rule.text
    assert "Введите счёт до 15:40 МСК (RES-1)" in rule.text
    longer = core.expect(second.b, f"Матч №{second.number}: время!", key="match-time-over")
    assert "два цикла и 1 доп." in longer.text and "7 ходов" in longer.text


async def test_the_knockout_time_text_sends_players_to_life(core: Core) -> None:
    # FMT-6, RES-5: in the playoff the text explains life and the score to report.
    t = await core.tournament(settings={"stages": "single", "bo": "3", "round_minutes": "30"})
    pair = core.pairs(t, 1)[0]
    await core.advance(minutes=30)
    rule = core.expect(pair.a, "время!", key="match-time-over-knockout")
    assert "больше жизней" in rule.text and "/report 1:0" in rule.text
    assert "на подготовке к партии" in rule.text
