"""Entering results: reports, confirmation, RES-3's clock, disputes, knockouts, rulings."""

from __future__ import annotations

from harness import Core, Event, Pair, Person

from bot.domain.model import MatchStatus
from bot.service import Outcome


async def first_pair(core: Core, settings: dict[str, str] | None = None) -> tuple[Event, Pair]:
    """A started 4-player tournament and its first match of round 1."""
    t = await core.tournament(settings=settings)
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    return t, pair


def opponent(pair: Pair) -> Person:
    """The second player of a match that is no bye."""
    assert pair.b is not None
    return pair.b


async def test_the_opponent_confirms_with_a_button_and_both_are_told(core: Core) -> None:
    # RES-2: the other player confirms (a button); the result is final, both players told.
    _, pair = await first_pair(core)
    anna, boris = pair.a, opponent(pair)
    assert await core.say(anna, "/report 2:1") is Outcome.DONE
    saved = core.expect(anna, key="report-saved")
    assert f"№{pair.number} против {boris.name}: 2:1" in saved.text
    request = core.expect(boris, f"ввёл счёт матча №{pair.number}: 1:2")
    assert request.labels == ["Подтвердить", "Оспорить"]
    confirm = request.button("Подтвердить")
    assert confirm is not None and confirm.command == f"/confirm {pair.number} #1"
    assert await core.press(boris, "Подтвердить") is Outcome.DONE
    for player in (anna, boris):
        final = core.expect(player, f"Матч №{pair.number}:", key="result-confirmed")
        assert f"{anna.name} — {boris.name} 2:1" in final.text
        assert final.labels == ["Подать жалобу судье"]  # PRO-1: still protestable
    assert not request.keyboard  # the door took the buttons away once it was done


async def test_a_confirmation_after_the_result_is_final_is_refused(core: Core) -> None:
    # RES-2: one final result; the same button a second time changes nothing.
    _, pair = await first_pair(core)
    await core.say(pair.a, "/report 2:0")
    await core.press(opponent(pair), "Подтвердить")
    core.sent(opponent(pair))
    assert await core.say(opponent(pair), f"/confirm {pair.number}") is Outcome.REFUSED
    refused = core.expect(opponent(pair), f"Результат матча №{pair.number} уже окончательный")
    assert "2:0" in refused.text


async def test_without_an_answer_the_report_is_final_after_ten_minutes(core: Core) -> None:
    # RES-3: neither confirmation nor dispute within 10 minutes: the entered score stands.
    _, pair = await first_pair(core)
    await core.say(pair.a, "/report 2:1")
    request = core.expect(opponent(pair), key="confirm-request")
    assert "до 15:10 МСК" in request.text
    await core.advance(minutes=9, seconds=59)
    assert not [m for m in core.sent(opponent(pair)) if m.key == "result-auto"]
    assert await core.advance(seconds=1) == 1
    for player in (pair.a, opponent(pair)):
        final = core.expect(player, "окончательный (RES-3)")
        assert final.key == "result-auto" and "2:1" in final.text
        assert final.buttons == []  # PRO-9: an RES-3 result cannot be protested
    # The button still on the screen is too late now.
    assert await core.press(opponent(pair), "Подтвердить") is Outcome.REFUSED
    core.expect(opponent(pair), f"Результат матча №{pair.number} уже окончательный")


async def test_the_ten_minutes_survive_a_restart(core: Core) -> None:
    # RES-3: "this deadline must survive a restart of the bot".
    _, pair = await first_pair(core)
    await core.say(pair.a, "/report 2:1")
    await core.restart(crash=True)
    await core.advance(minutes=10)
    core.expect(opponent(pair), key="result-auto")
    core.expect(pair.a, key="result-auto")


async def test_a_different_score_from_the_opponent_opens_a_dispute(core: Core) -> None:
    # RES-2: the players disagree: the judges decide; RES-3 no longer runs for the match.
    t, pair = await first_pair(core)
    anna, boris = pair.a, opponent(pair)
    await core.say(anna, "/report 2:0")
    await core.say(boris, "/report 2:1")  # Борис says he won 2:1
    for player in (anna, boris):
        opened = core.expect(player, "оспорен", key="dispute-opened")
        assert f"№{pair.number} ({anna.name} — {boris.name}, введено 2:0)" in opened.text
    alert = core.expect(core.judges_chat, f"матч №{pair.number}:", key="dispute-alert")
    assert anna.name in alert.text and boris.name in alert.text
    assert "ввёл 2:0" in alert.text and "его счёт: 1:2" in alert.text
    assert f"/result {pair.number}" in alert.text and f"#{t.id}" in alert.text
    await core.advance(minutes=30)
    assert not [m for m in core.sent(anna) if m.key == "result-auto"]
    # A disputed result cannot be settled by the players any more.
    assert await core.say(anna, "/report 2:1") is Outcome.REFUSED
    core.expect(anna, "оспорен: решает судья")


async def test_a_draw_in_a_knockout_asks_for_hero_life_and_decides_nothing(core: Core) -> None:
    # FMT-6: no draws where the loser is eliminated: both players give their heroes' life;
    # the score at time is kept for them (issue 16) but nothing is final.
    t, pair = await first_pair(core, {"stages": "single", "bo": "3"})
    anna, boris = pair.a, opponent(pair)
    assert await core.say(anna, "/report 1:1") is Outcome.DONE
    core.expect(anna, "ничьей быть не может", key="knockout-no-draw-asked")
    core.expect(anna, "решают жизни героев", key="life-asked")
    core.expect(boris, "решают жизни героев", key="life-asked-score")
    assert not [m for m in core.sent(boris) if m.key == "confirm-request"]
    async with core.db.transaction() as store:
        match = await store.matches.by_number(t.id, pair.number)
    assert match is not None
    assert match.status is not MatchStatus.FINAL
    # No RES-3 deadline either: nothing becomes final by waiting.
    await core.advance(minutes=15)
    assert not [m for m in core.sent(anna) + core.sent(boris) if m.key.startswith("result-")]


async def test_a_judges_ruling_overrides_a_final_result_and_is_logged(core: Core) -> None:
    # RES-8: judges may amend a result; every change is logged with who and what it was.
    t, pair = await first_pair(core)
    anna, boris = pair.a, opponent(pair)
    await core.say(anna, "/report 2:1")
    await core.press(boris, "Подтвердить")
    # RES-8 (issue 11): a decided result changes only with a reason.
    await core.say(core.judge, f"/result {pair.number} 0:2 #{t.id}", core.judges_chat)
    core.expect(core.judges_chat, "только с причиной", key="correction-needs-reason")
    reason = "перепутали игроков"
    await core.say(core.judge, f"/result {pair.number} 0:2 {reason} #{t.id}", core.judges_chat)
    done = core.expect(core.judges_chat, f"Матч №{pair.number}:", key="result-set")
    assert "0:2" in done.text and "журнал" in done.text
    for player in (anna, boris):
        ruling = core.expect(player, "Судья установил", key="result-corrected")
        assert f"{anna.name} — {boris.name} 0:2" in ruling.text
        assert "вместо 2:1" in ruling.text and reason in ruling.text
    await core.say(core.judge, f"/audit #{t.id}")
    audit = core.expect(core.judge, key="audit")
    rows = [line for line in audit.text.splitlines() if f"матча №{pair.number}" in line]
    assert len(rows) == 2, audit.text  # the players' result and the judge's amendment
    confirmed, ruled = rows
    assert f"· {boris.name}:" in confirmed and "подтверждён соперником" in confirmed
    assert f"· {core.judge.name}:" in ruled  # who changed it, and from what
    assert "2:1 → 0:2" in ruled and reason in ruled


async def test_players_cannot_rule(core: Core) -> None:
    # RES-8: only judges set results.
    t, pair = await first_pair(core)
    assert await core.say(pair.a, f"/result {pair.number} 2:0 #{t.id}") is Outcome.REFUSED
    core.expect(pair.a, key="judges-only")


async def test_a_pause_holds_the_ten_minutes(core: Core) -> None:
    # RES-6: a pause holds every running deadline; RES-3 counts the running time only.
    t, pair = await first_pair(core, {"round_minutes": "50", "confirm_minutes": "10"})
    await core.say(pair.a, "/report 2:1")
    await core.advance(minutes=5)
    await core.say(core.judge, f"/pause #{t.id}")
    core.expect(core.judge, "на паузе")
    core.expect(core.channel, "турнир на паузе")
    await core.advance(minutes=20)  # the wall clock is past RES-3's 10 minutes
    await core.say(core.judge, f"/pairings #{t.id}")
    assert "ждём подтверждения" in core.expect(core.judge, "тур 1:").text
    await core.say(core.judge, f"/resume #{t.id}")
    resumed = core.expect(core.channel, "пауза окончена")
    assert "16:10 МСК" in resumed.text  # 15:50 end + 20 min of pause
    await core.advance(minutes=4, seconds=59)
    assert not [m for m in core.sent(opponent(pair)) if m.key == "result-auto"]
    await core.advance(seconds=1)  # 5 + 5 minutes of running time
    core.expect(opponent(pair), "окончательный (RES-3)")
