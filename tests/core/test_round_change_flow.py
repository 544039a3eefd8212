"""A judge changes the current round before its results, and late entrants (FMT-3, FMT-7).

`/repair` pairs the round anew from a new lot, `/swap` exchanges two players' opponents,
`/add` (as a reply) registers someone or lets him join a running Swiss stage late.
"""

from __future__ import annotations

from pathlib import Path

from harness import Core, Event, Pair, Person

from bot.domain.model import PlayerStatus
from bot.service import Outcome

EIGHT = ["Анна", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Захар"]
SEED = {"seed": "лот-судьи", "rounds": "3"}


def pair_set(pairs: list[Pair]) -> set[frozenset[str | None]]:
    """A round's pairs by nickname, the bye as None."""
    return {frozenset((p.a.name, p.b.name if p.b else None)) for p in pairs}


async def play_round(core: Core, t: Event, round_no: int) -> None:
    """Every match of the round: its first player wins 2:0 and the other confirms."""
    for pair in core.pairs(t, round_no):
        if pair.b is not None:
            await core.say(pair.a, "/report 2:0")
            assert await core.press(pair.b, "Подтвердить") is Outcome.DONE


async def judge(core: Core, text: str) -> Outcome:
    """A judge's command in the judges' chat; the transcript so far is read."""
    core.posted(core.judges_chat)
    return await core.say(core.judge, text, core.judges_chat)


async def audit(core: Core, t: Event, action: str) -> list[dict]:
    """The details of the tournament's audit entries of one action."""
    async with core.db.transaction() as store:
        return [e.details for e in await store.audit.list(t.id) if e.action == action]


# /repair -----------------------------------------------------------------------------------


async def test_repair_pairs_round_one_anew_and_sends_it_out_as_the_first(core: Core) -> None:
    # FMT-3: a new lot for the same round; the channel and every player get the new pairs,
    # saying they replace the earlier ones; the round keeps its end time; audited.
    t = await core.tournament(EIGHT, SEED)
    before = core.pairs(t, 1)
    first_post = core.expect(core.channel, key="round-pairings")
    core.posted(core.channel)
    assert await judge(core, "/repair") is Outcome.DONE
    core.expect(core.judges_chat, "составлены заново", key="repair-done")
    post = core.expect(core.channel, "заменяют прежние", key="round-pairings-again")
    assert post.params["ends"] == first_post.params["ends"]
    after = core.pairs(t, 1)
    assert pair_set(after) != pair_set(before)
    assert {p.number for p in after}.isdisjoint({p.number for p in before})  # new numbers
    for person in t.players:
        told = core.expect(person, "заменяет прежнее", key="your-pairing-again")
        assert "Соперник:" in told.text
    [entry] = await audit(core, t, "round-repaired")
    assert entry["round"] == 1 and entry["lot"] == 1
    assert len(entry["before"]) == len(entry["after"]) == 4


async def test_the_new_lot_is_reproducible(core: Core, tmp_path: Path) -> None:
    # FMT-3: "deterministic for a given seed": two identical tournaments re-paired twice get
    # the same new pairs each time.
    t = await core.tournament(EIGHT, SEED)
    await judge(core, "/repair")
    first = pair_set(core.pairs(t, 1))
    await judge(core, "/repair")
    second = pair_set(core.pairs(t, 1))
    async with Core(tmp_path / "twin.sqlite3") as twin:
        u = await twin.tournament(EIGHT, SEED)
        await twin.say(twin.judge, "/repair", twin.judges_chat)
        assert pair_set(twin.pairs(u, 1)) == first
        await twin.say(twin.judge, "/repair", twin.judges_chat)
        assert pair_set(twin.pairs(u, 1)) == second
    assert [e["lot"] for e in await audit(core, t, "round-repaired")] == [1, 2]


async def test_repair_is_refused_once_a_result_is_reported(core: Core) -> None:
    # FMT-3: a round whose play began keeps its pairs; nothing changes, nobody is told.
    t = await core.tournament(EIGHT, SEED)
    before = core.pairs(t, 1)
    pair = before[0]
    await core.say(pair.a, "/report 2:1")
    assert await judge(core, "/repair") is Outcome.REFUSED
    refused = core.expect(core.judges_chat, "только до первого результата")
    assert f"№{pair.number}" in refused.text
    assert core.pairs(t, 1) == before and not await audit(core, t, "round-repaired")
    assert not [m for m in core.sent(pair.b or pair.a) if m.key == "your-pairing-again"]


async def test_repair_is_refused_outside_swiss_and_draft(core: Core) -> None:
    t = await core.tournament(["Анна", "Борис", "Вера", "Глеб"], {"stages": "single"})
    assert await judge(core, "/repair") is Outcome.REFUSED
    core.expect(core.judges_chat, "только в швейцарской системе и в драфте")
    assert not await audit(core, t, "round-repaired")


async def test_a_player_and_another_tournaments_judge_cannot_change_a_round(core: Core) -> None:
    t = await core.tournament(EIGHT, SEED)
    before = pair_set(core.pairs(t, 1))
    anna, boris = t["Анна"], t["Борис"]
    oleg = core.person("Олег")
    await core.say(core.judge, "/new Второй турнир")
    other = int(core.last(core.judge).params["id"])
    await core.say(core.judge, f"/judge #{other}", core.channel, reply_to=oleg)
    core.expect(core.channel, key="judge-added")
    for who in (anna, oleg):
        for text in (f"/repair #{t.id}", f"/swap Анна Борис #{t.id}"):
            assert await core.say(who, text) is Outcome.REFUSED
            assert core.last(who).key == "judges-only"
    assert await core.say(oleg, f"/add Лось #{t.id}", core.channel, reply_to=boris) is (
        Outcome.REFUSED
    )
    assert pair_set(core.pairs(t, 1)) == before
    assert not await audit(core, t, "round-repaired")
    assert not await audit(core, t, "opponents-swapped")
    assert not await audit(core, t, "player-added")


async def test_a_pair_down_is_warned_and_applied_only_after_the_tap(core: Core) -> None:
    # FMT-3: six players after round 1 are three winners and three losers: any pairing of
    # round 2 has a pair-down; the judge sees it and the new pairs, and taps to apply.
    t = await core.tournament(EIGHT[:6], SEED)
    await play_round(core, t, 1)
    await judge(core, "/next")
    before = pair_set(core.pairs(t, 2))
    assert await judge(core, "/repair") is Outcome.DONE
    asked = core.expect(core.judges_chat, key="repair-confirm")
    assert "разные очки" in asked.text and asked.labels == ["Применить пары"]
    assert pair_set(core.pairs(t, 2)) == before  # nothing changed yet
    assert not [m for m in core.posted(core.channel) if m.key == "round-pairings-again"]
    assert await core.press(core.judge, "Применить пары", core.judges_chat) is Outcome.DONE
    core.expect(core.judges_chat, key="repair-done")
    core.expect(core.channel, key="round-pairings-again")
    assert pair_set(core.pairs(t, 2)) != before


# /swap -------------------------------------------------------------------------------------


async def test_two_players_exchange_opponents_and_all_four_are_told(core: Core) -> None:
    t = await core.tournament(EIGHT, SEED)
    first, second, *rest = core.pairs(t, 1)
    x, a, y, b = first.a, first.b, second.a, second.b
    assert a is not None and b is not None
    for person in t.players:
        core.sent(person)
    core.posted(core.channel)
    assert await judge(core, f"/swap {x.name} {y.name}") is Outcome.DONE
    core.expect(core.judges_chat, "поменялись соперниками", key="swap-done")
    shown = core.expect(core.channel, "поменял соперников", key="swap-announced")
    assert f"{y.name} — {a.name}" in shown.text and f"{x.name} — {b.name}" in shown.text
    for person, opponent in ((x, b), (b, x), (y, a), (a, y)):
        told = core.expect(person, "заменяет прежнее", key="your-pairing-again")
        assert told.params["opponent"] == opponent.name
    assert core.pairing(x, 1).number == second.number  # the matches keep their numbers
    assert core.pairing(y, 1).number == first.number
    for pair in rest:  # nobody else hears of it
        assert not core.sent(pair.a)
    [entry] = await audit(core, t, "opponents-swapped")
    assert entry["before"] == [f"{x.name} — {a.name}", f"{y.name} — {b.name}"]


async def test_a_bye_moves_with_the_swap(core: Core) -> None:
    t = await core.tournament(EIGHT[:5], SEED)
    pairs = core.pairs(t, 1)
    bye = next(p for p in pairs if p.b is None)
    other = next(p for p in pairs if p.b is not None)
    assert other.b is not None
    assert await judge(core, f"/swap {bye.a.name} {other.a.name}") is Outcome.DONE
    core.expect(other.a, "заменяет прежнее", key="your-bye-again")
    moved = core.expect(bye.a, key="your-pairing-again")
    assert moved.params["opponent"] == other.b.name
    core.expect(other.b, key="your-pairing-again")


async def test_swap_refusals_change_nothing(core: Core) -> None:
    t = await core.tournament(EIGHT, SEED)
    first, second, *_ = core.pairs(t, 1)
    assert first.b is not None
    cases = [
        (f"/swap {first.a.name} {first.b.name}", "играют друг с другом"),
        (f"/swap {first.a.name} Никто", "нет игрока Никто"),
    ]
    for text, fragment in cases:
        assert await judge(core, text) is Outcome.REFUSED, text
        core.expect(core.judges_chat, fragment)
    await core.say(second.a, "/report 2:0")
    assert await judge(core, f"/swap {first.a.name} {second.a.name}") is Outcome.REFUSED
    core.expect(core.judges_chat, f"в матчах №{second.number} уже есть счёт")
    assert not await audit(core, t, "opponents-swapped")
    assert core.pairing(first.a, 1).opponent == first.b


async def test_a_swap_into_a_rematch_asks_for_the_tap(core: Core) -> None:
    # Round 2: a winner swapped with a loser he beat in round 1 meets him again, and both
    # new pairs have different points (FMT-3): the judge is warned and taps to go ahead.
    t = await core.tournament(EIGHT, SEED)
    round_one = core.pairs(t, 1)
    await play_round(core, t, 1)
    await judge(core, "/next")
    winner = round_one[0].a
    beaten = round_one[0].b
    assert beaten is not None
    partner = core.pairing(winner, 2).opponent
    assert partner is not None
    assert await judge(core, f"/swap {partner.name} {beaten.name}") is Outcome.DONE
    asked = core.expect(core.judges_chat, key="swap-confirm")
    assert f"повторная встреча: {winner.name} — {beaten.name}" in asked.text or (
        f"повторная встреча: {beaten.name} — {winner.name}" in asked.text
    )
    assert "разные очки" in asked.text
    assert core.pairing(winner, 2).opponent == partner
    assert await core.press(core.judge, "Применить пары", core.judges_chat) is Outcome.DONE
    core.expect(core.judges_chat, key="swap-done")
    assert core.pairing(winner, 2).opponent == beaten


# /add --------------------------------------------------------------------------------------


async def test_a_judge_registers_someone_during_registration(core: Core) -> None:
    # REG-2 by the judge's hand: registered at once, no rules tap; REG-3 still holds.
    t = await core.tournament(EIGHT[:4], begin=False)
    los = core.person("Лось")
    await core.say(los, "Запишите меня, бот не открывается", core.channel)
    assert await core.say(core.judge, "/add Лось 777", core.channel) is Outcome.REFUSED
    core.expect(core.channel, "ответом на сообщение игрока")
    assert await core.say(core.judge, "/add Анна 778", core.channel, reply_to=los) is (
        Outcome.REFUSED
    )
    core.expect(core.channel, "Ник Анна уже занят")
    assert await core.say(core.judge, "/add Лось 777", core.channel, reply_to=los) is (
        Outcome.DONE
    )
    done = core.expect(core.channel, key="added-registered")
    assert "Принимать правила через бота ему не нужно" in done.text and "игроков: 5" in done.text
    core.expect(los, "Судья зарегистрировал вас", key="you-were-added")
    async with core.db.transaction() as store:
        players = await store.players.list(t.id, [PlayerStatus.REGISTERED])
    added = next(p for p in players if p.nickname == "Лось")
    assert added.game_id == "777" and added.joined_after_round is None
    assert await core.say(core.judge, "/add Лось 777", core.channel, reply_to=los) is (
        Outcome.REFUSED
    )
    core.expect(core.channel, "уже участвует")


async def late_entry(core: Core, setting: str) -> tuple[Event, Person]:
    """Five players with MW% shown; Лось joins during round 1 and wins his round 2."""
    settings = {**SEED, "late_entry": setting, "tiebreakers": "mw,omw,gw"}
    t = await core.tournament(EIGHT[:5], settings)
    los = core.person("Лось")
    await core.say(los, "Я опоздал", core.channel)
    assert await core.say(core.judge, "/add Лось", core.channel, reply_to=los) is Outcome.DONE
    done = core.expect(core.channel, key="added-late")
    assert "попадёт в пары тура 2" in done.text and "Пропущенные туры (1)" in done.text
    core.expect(core.channel, "вступает в турнир и играет с тура 2")
    core.expect(los, "вы в парах с тура 2", key="you-were-added-late")
    assert await judge(core, "/swap Лось Анна") is Outcome.REFUSED  # not in round 1
    core.expect(core.judges_chat, "Лось не играет в туре 1")
    await play_round(core, t, 1)
    assert await judge(core, "/next") is Outcome.DONE
    paired = core.expect(los, key="your-pairing")  # six players: he has an opponent
    assert paired.params["round"] == 2
    await core.say(los, "/report 2:0")
    opponent = next(p for p in t.players if p.name == paired.params["opponent"])
    assert await core.press(opponent, "Подтвердить") is Outcome.DONE
    return t, los


async def test_a_late_entrants_missed_round_is_a_loss_with_late_entry_loss(core: Core) -> None:
    # late_entry=loss: round 1 is a loss in his record with no points, not a played round:
    # his MW% is that of round 2 alone (FMT-7).
    await late_entry(core, "loss")
    await core.say(core.nickname("Анна"), "/standings")
    table = core.last(core.nickname("Анна")).text
    assert "Лось — 3 очк. (1-1-0) · MW 100.00%" in table, table


async def test_a_late_entrants_missed_round_is_nothing_with_late_entry_none(core: Core) -> None:
    await late_entry(core, "none")
    await core.say(core.nickname("Анна"), "/standings")
    table = core.last(core.nickname("Анна")).text
    assert "Лось — 3 очк. (1-0-0) · MW 100.00%" in table, table


async def test_late_entry_is_refused_outside_a_swiss_stage(core: Core) -> None:
    t = await core.tournament(EIGHT[:4], {"stages": "single"})
    los = core.person("Лось")
    await core.say(los, "Можно ещё?", core.channel)
    assert await core.say(core.judge, "/add Лось", core.channel, reply_to=los) is (Outcome.REFUSED)
    core.expect(core.channel, "опоздавшего добавляют только в швейцарскую систему")
    async with core.db.transaction() as store:
        assert await store.players.by_nickname(t.id, "Лось") is None
