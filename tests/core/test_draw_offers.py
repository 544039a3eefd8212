"""Agreed draws need both players; a single game may be conceded (RES-4, issue 16)."""

from __future__ import annotations

from harness import Core, Event, Pair, Person

from bot.domain.model import Match, MatchStatus


async def first_pair(core: Core, settings: dict[str, str] | None = None) -> tuple[Event, Pair]:
    """A started 4-player tournament and its first match of round 1."""
    t = await core.tournament(settings=settings or {"bo": "3"})
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    return t, pair


def other(pair: Pair) -> Person:
    """The second player of a match that is no bye."""
    assert pair.b is not None
    return pair.b


async def match_of(core: Core, t: Event, number: int) -> Match:
    """The match as stored."""
    async with core.db.transaction() as store:
        match = await store.matches.by_number(t.id, number)
    assert match is not None
    return match


async def test_a_draw_offer_is_final_when_the_opponent_accepts_with_the_button(
    core: Core,
) -> None:
    # RES-4: an agreed draw needs both players: /draw offers, the opponent's button agrees.
    t, pair = await first_pair(core)
    anna, boris = pair.a, other(pair)
    await core.say(anna, "/draw 1:1")
    core.expect(anna, f"предложили {boris.name} ничью в матче №{pair.number}", key="draw-offered")
    offer = core.expect(boris, f"{anna.name} предлагает ничью", key="draw-offer")
    assert offer.labels == ["Согласен на ничью", "Играем дальше"]
    assert (await match_of(core, t, pair.number)).status is MatchStatus.PENDING
    await core.restart()  # the offer is a persisted deadline: it outlives a restart
    await core.press(boris, "Согласен на ничью")
    for player in (anna, boris):
        done = core.expect(player, "Ничья по согласию обоих", key="result-draw")
        assert f"{anna.name} — {boris.name} 1:1" in done.text
    match = await match_of(core, t, pair.number)
    assert (match.status, match.score_a, match.score_b) == (MatchStatus.FINAL, 1, 1)


async def test_the_same_offer_from_both_sides_is_an_agreement(core: Core) -> None:
    # RES-4: both players offering the same draw have agreed; without a score it is one
    # drawn game (0:0:1), a score check_score accepts as a draw.
    t, pair = await first_pair(core)
    anna, boris = pair.a, other(pair)
    await core.say(anna, "/draw")
    await core.say(boris, "/draw")
    core.expect(anna, "Ничья по согласию", key="result-draw")
    match = await match_of(core, t, pair.number)
    assert (match.score_a, match.score_b, match.draws) == (0, 0, 1)


async def test_a_declined_or_unanswered_offer_changes_nothing(core: Core) -> None:
    # RES-4: silence or «Играем дальше» is no agreement; the match goes on.
    t, pair = await first_pair(core, {"bo": "3", "confirm_minutes": "10"})
    anna, boris = pair.a, other(pair)
    await core.say(anna, "/draw")
    await core.press(boris, "Играем дальше")
    core.expect(anna, f"{boris.name} отказался от ничьей", key="draw-declined")
    await core.say(boris, f"/drawyes {pair.number}")
    core.expect(boris, "нет предложения ничьей", key="draw-offer-gone")
    await core.say(anna, "/draw")
    core.expect(boris, "предлагает ничью", key="draw-offer")
    await core.advance(minutes=10)
    core.expect(anna, "оно истекло", key="draw-lapsed")
    await core.say(boris, f"/drawyes {pair.number}")
    core.expect(boris, "нет предложения ничьей", key="draw-offer-gone")
    assert (await match_of(core, t, pair.number)).status is MatchStatus.PENDING
    await core.say(anna, "/draw 2:1")
    core.expect(anna, "2:1 не ничья", key="draw-score-not-level")


async def test_a_reported_draw_is_not_made_final_by_silence(core: Core) -> None:
    # RES-4 with draw_needs_both (on by default): RES-3's silence does not make a draw final;
    # both players and the judges are told; the opponent's tap still agrees.
    t, pair = await first_pair(core)
    anna, boris = pair.a, other(pair)
    await core.say(anna, "/report 1:1")
    core.expect(anna, "только с согласия обоих", key="report-saved-draw")
    core.expect(boris, "только с согласия обоих", key="confirm-request-draw")
    await core.advance(minutes=10)
    assert (await match_of(core, t, pair.number)).status is MatchStatus.REPORTED
    core.expect(anna, "не подтвердил ничью", key="draw-unconfirmed-reporter")
    nudge = core.expect(boris, "вы не ответили", key="draw-unconfirmed")
    assert nudge.labels == ["Подтвердить", "Оспорить"]
    alert = core.expect(core.judges_chat, f"матч №{pair.number}", key="draw-unconfirmed-alert")
    assert f"{anna.name} ввёл ничью 1:1" in alert.text
    assert not [m for m in core.sent(anna) if m.key == "result-auto"]
    await core.press(boris, "Подтвердить")
    core.expect(anna, "Результат подтверждён", key="result-confirmed")


async def test_without_draw_needs_both_a_silent_draw_is_final(core: Core) -> None:
    # The organizer's choice: with draw_needs_both=off a draw is final by RES-3 like any score.
    t, pair = await first_pair(core, {"bo": "3", "draw_needs_both": "off"})
    anna, boris = pair.a, other(pair)
    await core.say(anna, "/report 1:1")
    core.expect(boris, "ввёл счёт", key="confirm-request")
    await core.advance(minutes=10)
    core.expect(boris, "окончательный (RES-3)", key="result-auto")
    assert (await match_of(core, t, pair.number)).status is MatchStatus.FINAL


async def test_a_knockout_refuses_a_draw_offer(core: Core) -> None:
    # FMT-6: no draws where the loser is out.
    _, pair = await first_pair(core, {"stages": "single", "bo": "3"})
    await core.say(pair.a, "/draw")
    core.expect(pair.a, "ничьих нет", key="knockout-no-draw")
    assert not [m for m in core.sent(other(pair)) if m.key == "draw-offer"]


async def test_a_single_game_may_be_conceded(core: Core) -> None:
    # RES-4: a concession of one game gives it to the opponent; the match goes on until a
    # conceded game decides it.
    t, pair = await first_pair(core)
    anna, boris = pair.a, other(pair)
    await core.say(anna, "/concede game")
    core.expect(anna, "Счёт по партиям станет 0:1", key="concede-game-ask")
    await core.press(anna, "Сдаю партию")
    core.expect(anna, "вы сдали партию, счёт по партиям 0:1", key="game-conceded")
    core.expect(boris, f"{anna.name} сдал партию — она ваша, счёт по партиям 1:0")
    assert (await match_of(core, t, pair.number)).status is MatchStatus.PENDING
    await core.say(boris, "/report 0:2")  # his own conceded-to game is missing: refused
    core.expect(boris, "уже засчитаны партии", key="report-misses-gameloss")
    await core.say(anna, "сдаюсь партию")
    core.expect(anna, "Она решает матч: счёт станет 0:2", key="concede-game-final-ask")
    await core.press(anna, "Сдаю партию")
    done = core.expect(boris, f"матч сдан игроком {anna.name}", key="result-conceded")
    assert (
        f"{anna.name} — {boris.name} 0:2" in done.text
        or f"{boris.name} — {anna.name} 2:0" in done.text
    )
