"""A tournament that goes wrong: the judge corrects it, and no side effect rewrites a result."""

from __future__ import annotations

from harness import Core, Event, Pair, Person

from bot.domain.model import MatchStatus, ResultKind
from bot.service import Outcome

EIGHT = ["Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зоя"]


async def match_state(core: Core, t: Event, number: int) -> tuple[MatchStatus, int, int, str]:
    """A match as stored: status, score and kind."""
    async with core.db.transaction() as store:
        m = await store.matches.by_number(t.id, number)
    assert m is not None
    return m.status, m.score_a or 0, m.score_b or 0, m.kind


async def confirmed(core: Core, pair: Pair, score: str = "2:0") -> None:
    """Player a reports, player b confirms."""
    assert pair.b is not None
    await core.say(pair.a, f"/report {score}")
    await core.press(pair.b, "Подтвердить")


async def play_round(core: Core, t: Event, round_no: int) -> list[Pair]:
    """Every match of the round won 2:0 by its first player."""
    pairs = core.pairs(t, round_no)
    for pair in pairs:
        if pair.b is not None and (await match_state(core, t, pair.number))[0] != "final":
            await confirmed(core, pair)
    return pairs


async def judge(core: Core, text: str, t: Event) -> Outcome:
    """A judge's command in the judges' chat."""
    return await core.say(core.judge, f"{text} #{t.id}", core.judges_chat)


async def protest(core: Core, who: Person, number: int, text: str) -> None:
    """A player files a protest about a match's result with its one reason (PRO-2)."""
    await core.say(who, f"/protest {number}")
    await core.press(who, "Спор о результате")
    await core.say(who, text)
    core.expect(who, key="protest-filed")


# Defects: side effects never rewrite a decided or reported result ---------------------------


async def test_a_protest_holds_the_auto_confirmation_until_the_judge_decides(core: Core) -> None:
    # RES-3, PRO-1: a protest filed while a reported score awaits confirmation stops the clock.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/report 2:0")
    await protest(core, pair.b, pair.number, "Вторую партию выиграл я, счёт записан неверно")
    core.expect(pair.b, key="result-held")
    await core.advance(minutes=30)
    assert (await match_state(core, t, pair.number))[0] is MatchStatus.REPORTED
    await judge(core, "/decide 1 reject Запись игры подтверждает счёт 2:0", t)
    released = core.expect(pair.a, key="result-released")
    assert f"№{pair.number}" in released.text
    await core.advance(minutes=10)  # the whole window again, then the report stands
    assert (await match_state(core, t, pair.number))[:3] == (MatchStatus.FINAL, 2, 0)


async def test_a_drop_keeps_a_reported_win_for_confirmation(core: Core) -> None:
    # REG-8: the player who reported his win and then leaves keeps the win, once confirmed.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/report 2:0")
    await core.say(pair.a, "/drop")
    await core.press(pair.a, "Выхожу")
    assert (await match_state(core, t, pair.number))[0] is MatchStatus.REPORTED
    await core.press(pair.b, "Подтвердить")
    status, a, b, _ = await match_state(core, t, pair.number)
    assert (status, a, b) == (MatchStatus.FINAL, 2, 0)


async def test_a_drop_with_no_result_concedes_the_match(core: Core) -> None:
    # REG-8: leaving mid-round concedes the match still being played, so the round can end.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    await core.say(pair.a, "/drop")
    await core.press(pair.a, "Выхожу")
    assert (await match_state(core, t, pair.number))[:3] == (MatchStatus.FINAL, 0, 2)


async def test_a_disqualification_leaves_a_confirmed_result_alone(core: Core) -> None:
    # MOD-8: only an unfinished match is lost; a decided 2:0 stands unless annulled.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    await confirmed(core, pair, "2:0")
    await judge(core, f"/dq {pair.a.name} читерство", t)
    if core.last(core.judges_chat).labels:  # MOD-3: a judge's tap confirms it
        await core.press(core.judge, "Дисквалифицировать", core.judges_chat)
    assert (await match_state(core, t, pair.number))[:3] == (MatchStatus.FINAL, 2, 0)


# Corrections of results --------------------------------------------------------------------


async def test_a_decided_result_changes_only_with_a_reason(core: Core) -> None:
    # RES-8: a correction names its reason; both players are told what it was before.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await confirmed(core, pair, "2:1")
    assert await judge(core, f"/result {pair.number} 1:2", t) is Outcome.REFUSED
    core.expect(core.judges_chat, "только с причиной")
    assert await judge(core, f"/result {pair.number} 1:2 игроки перепутали", t) is Outcome.DONE
    for player in (pair.a, pair.b):
        told = core.expect(player, key="result-corrected")
        assert "1:2 вместо 2:1" in told.text and "игроки перепутали" in told.text
    await judge(core, "/audit", t)
    log = core.expect(core.judges_chat, key="audit")
    assert "игроки перепутали" in log.text


async def test_correcting_an_earlier_round_names_the_rounds_paired_otherwise(core: Core) -> None:
    # RES-8: played rounds are never re-paired; the judges learn which pairing would differ.
    t = await core.tournament(EIGHT, {"rounds": "3"})
    first = await play_round(core, t, 1)
    await judge(core, "/next", t)
    flipped = next(p for p in first if p.b is not None)
    await judge(core, f"/result {flipped.number} 0:2 ошибка ввода", t)
    alert = core.expect(core.judges_chat, key="correction-pairings-differ")
    assert "тура 2" in alert.text
    posted = core.expect(core.channel, key="standings-corrected")
    assert f"№{flipped.number}" in posted.text
    assert len(core.pairs(t, 2)) == 4  # round 2 itself is left as it was paired


async def test_a_double_no_show_is_a_loss_for_both(core: Core) -> None:
    # RES-7: neither came: both lose; `/result N 0:0` says the same; a second time is refused.
    t = await core.tournament()
    pair, other = core.pairs(t, 1)[:2]
    assert await judge(core, f"/techloss {pair.number} both не пришли", t) is Outcome.DONE
    status, _, _, kind = await match_state(core, t, pair.number)
    assert (status, kind) == (MatchStatus.FINAL, ResultKind.DOUBLE_LOSS)
    assert await judge(core, f"/techloss {pair.number} both", t) is Outcome.REFUSED
    core.expect(core.judges_chat, "уже записана неявка обоих")
    assert await judge(core, f"/result {other.number} 0:0 не пришли", t) is Outcome.DONE
    assert (await match_state(core, t, other.number))[3] == ResultKind.DOUBLE_LOSS
    await judge(core, "/standings", t)
    table = core.last(core.judges_chat).text
    assert table.count("0 очк.") == 4  # all four lost, nobody won


async def test_a_second_techloss_does_not_overwrite_the_first(core: Core) -> None:
    # RES-7: the first technical loss stands; the hint shows the double no-show's form.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await judge(core, f"/techloss {pair.a.name} 2:0 опоздал", t)
    assert (await match_state(core, t, pair.number))[:3] == (MatchStatus.FINAL, 0, 2)
    assert await judge(core, f"/techloss {pair.b.name}", t) is Outcome.REFUSED
    hint = core.expect(core.judges_chat, key="techloss-already")
    assert f"/techloss {pair.number} both" in hint.text


# Drops, the review window, undo -----------------------------------------------------------


async def test_a_judge_drops_a_player_and_brings_him_back_before_the_next_pairing(
    core: Core,
) -> None:
    # REG-8: a judge's /drop with a reason; /undrop before the next pairing; after it only
    # while the stage has a round left (round 3 of 3 is paired here: refused).
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    assert await judge(core, f"/drop {pair.a.name} заболел", t) is Outcome.DONE
    told = core.expect(pair.a, key="dropped-by-judge")
    assert "заболел" in told.text
    assert await judge(core, f"/undrop {pair.a.name}", t) is Outcome.DONE
    core.expect(pair.a, key="undropped")
    await play_round(core, t, 1)
    await judge(core, "/next", t)
    assert core.pairing(pair.a, 2).number  # paired again in round 2
    await judge(core, f"/drop {pair.a.name}", t)
    await play_round(core, t, 2)
    await judge(core, "/next", t)
    assert await judge(core, f"/undrop {pair.a.name}", t) is Outcome.REFUSED


async def test_results_and_protests_after_the_finish_within_the_review_window(
    core: Core,
) -> None:
    # RES-8, PRO-3: the last round's protest window and corrections outlive /finish.
    t = await core.tournament(settings={"rounds": "1", "review_days": "1"})
    pairs = await play_round(core, t, 1)
    await judge(core, "/finish", t)
    core.expect(core.channel, key="final-standings")
    loser = pairs[0].b
    assert loser is not None
    await protest(core, loser, pairs[0].number, "Соперник сыграл лишнюю карту в партии 2")
    core.expect(core.judges_chat, key="protest-alert")
    await judge(core, f"/decide 1 accept 1:2 Партия 2 и 3 за {loser.name}", t)
    final = core.expect(core.channel, key="final-standings-corrected")
    assert loser.name in final.text
    moved = core.expect(loser, key="your-final-place-changed")
    assert "было" in moved.text
    await core.advance(minutes=60 * 24 * 4)  # past the next working day
    assert await judge(core, f"/result {pairs[0].number} 2:0 ещё раз", t) is Outcome.REFUSED
    core.expect(core.judges_chat, "срок исправлений")


async def test_undo_takes_back_the_last_correction_until_something_builds_on_it(
    core: Core,
) -> None:
    # RES-8: /undo within 10 minutes puts the result back; after /next it is refused.
    t = await core.tournament(settings={"rounds": "3"})
    pair = (await play_round(core, t, 1))[0]
    await judge(core, f"/result {pair.number} 0:2 ошибка", t)
    assert (await match_state(core, t, pair.number))[1:3] == (0, 2)
    assert await judge(core, "/undo", t) is Outcome.DONE
    assert (await match_state(core, t, pair.number))[1:3] == (2, 0)
    core.expect(pair.a, key="correction-undone")
    assert await judge(core, "/undo", t) is Outcome.REFUSED  # nothing left to take back
    await judge(core, f"/result {pair.number} 1:2 снова ошибка", t)
    await judge(core, "/next", t)
    assert await judge(core, "/undo", t) is Outcome.REFUSED
    core.expect(core.judges_chat, key="undo-depends")


async def test_corrections_are_for_judges_only(core: Core) -> None:
    # RES-8: a player or another tournament's judge is refused; nothing changes.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    await confirmed(core, pair)
    for text in (f"/result {pair.number} 0:2 вот так", "/undo", f"/undrop {pair.a.name}",
                 f"/techloss {pair.number} both"):  # fmt: skip
        assert await core.say(pair.a, f"{text} #{t.id}") is Outcome.REFUSED
    assert await core.say(pair.a, f"/drop {pair.a.name} #{t.id}") is Outcome.REFUSED
    assert "У команды /drop нет аргументов" in core.last(pair.a).text
    assert (await match_state(core, t, pair.number))[:3] == (MatchStatus.FINAL, 2, 0)


async def test_help_lists_the_corrections_for_judges_only(core: Core) -> None:
    # RES-8: a judge's /help shows every correction; a player's does not.
    t = await core.tournament()
    await core.say(core.judge, f"/help #{t.id}")
    judge_help = core.last(core.judge).text
    for command in ("/repair", "/swap", "/add", "/undo", "/undrop", "/techloss", "both"):
        assert command in judge_help, command
    player = t.players[0]
    await core.say(player, f"/help #{t.id}")
    assert "/repair" not in core.last(player).text


async def test_me_follows_every_change_of_the_results(core: Core) -> None:
    # FMT-7: standings are kept between questions; a correction or an undo is seen at once.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    await confirmed(core, pair, "2:0")

    async def points() -> int:
        await core.say(pair.a, "/me")
        return int(core.last(pair.a).params["points"])

    assert await points() == 3
    assert await points() == 3  # asked again: the same table
    await judge(core, f"/result {pair.number} 0:2 перепутали", t)
    assert await points() == 0
    await judge(core, "/undo", t)
    assert await points() == 3


async def test_undo_never_overwrites_what_changed_the_match_since(core: Core) -> None:
    # RES-8, MOD-8: an annulment after the correction stands; /undo is refused.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await confirmed(core, pair, "2:0")
    await judge(core, f"/result {pair.number} 0:2 перепутали", t)
    await core.advance(minutes=1)
    await judge(core, f"/dq annul {pair.b.name} читерство", t)
    if core.last(core.judges_chat).labels:  # MOD-3: a judge's tap confirms it
        await core.press(core.judge, "Дисквалифицировать", core.judges_chat)
    annulled = await match_state(core, t, pair.number)
    assert await judge(core, "/undo", t) is Outcome.REFUSED
    core.expect(core.judges_chat, key="undo-depends")
    assert await match_state(core, t, pair.number) == annulled


async def test_undo_brings_a_dropped_player_back(core: Core) -> None:
    # REG-8: a judge's drop taken back within minutes; the match it conceded is open again.
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    await judge(core, f"/drop {pair.a.name} ошибся", t)
    assert (await match_state(core, t, pair.number))[0] is MatchStatus.FINAL
    assert await judge(core, "/undo", t) is Outcome.DONE
    assert (await match_state(core, t, pair.number))[0] is MatchStatus.PENDING
    await core.say(pair.a, "/report 2:0")
    core.expect(pair.a, key="report-saved")
