"""Every structure of the regulation: Swiss + top, double elimination, draft tables, groups
(FMT-1, FMT-5, FMT-6, FMT-8, MOD-8)."""

from __future__ import annotations

import re
from collections.abc import Callable

from harness import Core, Event

ROW = re.compile(r"^№(\d+)(?: \((.+?)\))?: (.+?) — (.+?) \((.+?)\)$", re.M)
Row = tuple[int, str, str, str, str]  # number, stage label, one player, the other, state


async def field(core: Core, title: str, settings: str, count: int) -> Event:
    """A tournament with `count` players registered; the test has the judge begin it."""
    nicks = [f"Игрок{n:02d}" for n in range(1, count + 1)]
    return await core.tournament(nicks, settings, title=title, begin=False)


async def current_pairings(core: Core, t: Event) -> list[Row]:
    """The current round's matches as the judge's /pairings lists them."""
    await core.say(core.judge, f"/pairings #{t.id}")
    shown = core.expect(core.judge, key="pairings")
    assert shown.text.startswith("🎲"), shown
    return [(int(n), label, a, b, state) for n, label, a, b, state in ROW.findall(shown.text)]


def lower_number(a: str, b: str) -> str:
    """The winner of a predictable field: "Игрок03" beats "Игрок07"."""
    return min(a, b)


async def settle(
    core: Core, t: Event, winner: Callable[[str, str], str] = lower_number, bo: int = 1
) -> list[tuple[int, str, str]]:
    """The judge enters every open result of the round: `winner` takes it without a loss."""
    done = []
    need = bo // 2 + 1
    for number, label, a, b, state in await current_pairings(core, t):
        if state != "ждём результат":
            continue
        score = f"{need}:0" if winner(a, b) == a else f"0:{need}"
        await core.say(core.judge, f"/result {number} {score} #{t.id}")
        core.expect(core.judge, f"Матч №{number}:")
        done.append((number, label, winner(a, b)))
    return done


async def test_swiss_then_top_8_to_the_final(core: Core) -> None:
    # FMT-1: Swiss then a single-elimination top seeded 1v8, 4v5, 2v7, 3v6 (FMT-5).
    t = await field(core, "Кубок с топом", 'stages="swiss:3,top:8" bo=1,3', 10)
    await core.say(core.judge, "/begin", core.channel)
    started = core.expect(core.channel, "начался")
    assert "швейцарка, туров: 3" in started.text and "топ-8" in started.text
    for round_no in (1, 2, 3):
        core.expect(core.channel, f"тур {round_no} (швейцарка")
        await settle(core, t, lower_number)
        table = core.expect(core.channel, f"таблица после тура {round_no}")
        if round_no < 3:
            await core.say(core.judge, "/next", core.channel)
    core.expect(core.judges_chat, "завершил этап")
    seeds = re.findall(r"^\d+\. (.+?) — ", table.text, re.M)
    await core.say(core.judge, "/next", core.channel)
    core.expect(core.channel, "начинается этап «топ-8")
    quarter = core.expect(core.channel, "1/4 финала")
    pairs = [(a, b) for _, _, a, b, _ in ROW.findall(quarter.text)]
    expected = [(seeds[0], seeds[7]), (seeds[3], seeds[4]), (seeds[1], seeds[6]),
                (seeds[2], seeds[5])]  # fmt: skip
    assert pairs == expected
    # The top is BO3 (bo=1,3): a BO1 score is refused there, and a draw is impossible (FMT-6).
    number = ROW.findall(quarter.text)[0][0]
    await core.say(core.judge, f"/result {number} 1:1:1 #{t.id}")
    core.expect(core.judge, "ничьих нет")
    for stage_round, label in ((4, "1/4 финала"), (5, "полуфинал"), (6, "финал")):
        done = await settle(core, t, lower_number, bo=3)
        assert done and all(lbl == label for _, lbl, _ in done), done
        bracket = core.expect(core.channel, f"сетка после тура {stage_round}")
        if label != "финал":
            await core.say(core.judge, "/next", core.channel)
    assert "🥇 Победитель: " + min(seeds[:8]) in bracket.text
    core.expect(core.judges_chat, "последний тур 6 завершён")
    await core.say(core.judge, "/finish", core.channel)
    final = core.expect(core.channel, "итоговая таблица")
    places = re.findall(r"^(\d+(?:–\d+)?)\. (.+?)(?: — |$)", final.text, re.M)
    labels = [p for p, _ in places]
    assert labels[:8] == ["1", "2", "3–4", "3–4", "5–8", "5–8", "5–8", "5–8"]
    assert labels[8:] == ["9", "10"]
    assert places[0][1] == min(seeds[:8])


async def test_double_elimination_to_the_grand_final(core: Core) -> None:
    # FMT-1: upper and lower brackets; every player but the champion loses twice.
    t = await field(core, "Двойная сетка", "stages=double bo=1 grand_final_reset=on", 6)
    await core.say(core.judge, "/begin", core.channel)
    for _ in range(12):
        await settle(core, t, lower_number)
        bracket = core.expect(core.channel, "сетка после тура")
        if "Победитель" in bracket.text:
            break
        await core.say(core.judge, "/next", core.channel)
    assert "суперфинал" in bracket.text
    assert "🥇 Победитель: Игрок01" in bracket.text
    await core.say(core.judge, "/finish", core.channel)
    final = core.expect(core.channel, "итоговая таблица")
    assert re.search(r"^1\. Игрок01", final.text, re.M)
    assert re.search(r"^2\. ", final.text, re.M)


async def test_a_dropped_player_in_a_knockout_hands_his_opponent_the_win(core: Core) -> None:
    # MOD-8: the opponent of the current round advances.
    t = await field(core, "Кубок ухода", "stages=single bo=1", 4)
    await core.say(core.judge, "/begin", core.channel)
    rows = await current_pairings(core, t)
    number, _, a, b, _ = rows[0]
    await core.say(core.nickname(a), "/drop")
    await core.press(core.nickname(a), "Выхожу")
    core.expect(core.nickname(b), f"Матч №{number}:")
    await settle(core, t, lower_number)
    core.expect(core.channel, "сетка после тура 1")
    await core.say(core.judge, "/next", core.channel)
    final_round = await current_pairings(core, t)
    assert len(final_round) == 1 and b in final_round[0][2:4]


async def test_knockout_time_out_is_decided_by_hero_life(core: Core) -> None:
    # FMT-6: a drawn report asks both players for life totals; more life takes the game.
    t = await field(core, "Кубок жизней", "stages=single bo=3", 4)
    await core.say(core.judge, "/begin", core.channel)
    number, _, a, b, _ = (await current_pairings(core, t))[0]
    first, second = core.nickname(a), core.nickname(b)
    await core.say(first, "/report 1:1")
    core.expect(first, "ничьей быть не может")
    core.expect(second, "решают жизни героев")
    await core.say(first, "/life 7 7")
    core.expect(first, "Ждём, что ответит соперник")
    await core.say(second, "/life 7 7")
    core.expect(second, "поровну жизней (7)")
    await core.say(first, "/life 12 9")
    await core.say(second, "/life 9 12")
    # Issue 16: the life comparison is the game's result: 2:1 is final, nobody reports again.
    decided = core.expect(second, "решили жизни героев", key="result-life")
    assert f"Матч №{number}: {a} — {b} 2:1" in decided.text


async def test_draft_of_20_players_at_2_tables(core: Core) -> None:
    # FMT-8: two tables of 10 by lot, 4 qualifying rounds inside each table, then the top.
    t = await field(core, "Драфт на двух столах", 'stages="draft,top" bo=1', 20)
    await core.say(core.judge, "/begin", core.channel)
    seating = core.expect(core.channel, "начинается этап «драфт")
    tables = re.findall(r"Стол/группа (\d): (.+)$", seating.text, re.M)
    assert [n for n, _ in tables] == ["1", "2"]
    members = [set(names.split(", ")) for _, names in tables]
    assert [len(m) for m in members] == [10, 10] and not members[0] & members[1]
    core.expect(core.judges_chat, "рассажены за столы")
    await core.say(core.judge, "/next", core.channel)
    for round_no in range(1, 5):
        for _, _, a, b, _ in await current_pairings(core, t):
            if b != "свободен":
                assert any({a, b} <= table for table in members), (a, b)  # inside a table
        await settle(core, t, lower_number)
        core.expect(core.channel, f"таблица после тура {round_no}")
        await core.say(core.judge, "/next", core.channel)
    core.expect(core.channel, "начинается этап «топ-8")
    quarter = core.expect(core.channel, "1/4 финала")
    entrants = {n for _, _, a, b, _ in ROW.findall(quarter.text) for n in (a, b)}
    assert len(entrants & members[0]) == 4 and len(entrants & members[1]) == 4


async def test_groups_round_robin_then_the_top(core: Core) -> None:
    # FMT-1 (S4 4.2): round robin inside each group, then the best of every group meet.
    t = await field(core, "Групповой этап", 'stages="groups:2x4,top:4" bo=1', 8)
    await core.say(core.judge, "/begin", core.channel)
    seating = core.expect(core.channel, "начинается этап «групповой этап")
    groups = [
        set(n.split(", ")) for n in re.findall(r"^Стол/группа \d: (.+)$", seating.text, re.M)
    ]
    assert [len(g) for g in groups] == [4, 4]
    met: set[frozenset[str]] = set()
    for round_no in (1, 2, 3):  # 4 players a group: 3 rounds, everyone meets everyone once
        for _, _, a, b, _ in await current_pairings(core, t):
            assert any({a, b} <= g for g in groups)
            met.add(frozenset((a, b)))
        await settle(core, t, lower_number)
        core.expect(core.channel, f"таблица после тура {round_no}")
        await core.say(core.judge, "/next", core.channel)
    assert len(met) == 2 * 6
    core.expect(core.channel, "начинается этап «топ-4")
    semis = core.expect(core.channel, "полуфинал")
    players = {n for _, _, a, b, _ in ROW.findall(semis.text) for n in (a, b)}
    assert len(players & groups[0]) == 2 and len(players & groups[1]) == 2
