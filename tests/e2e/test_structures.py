"""Every structure of the regulation end to end: Swiss + top, double elimination, draft tables
(FMT-1, FMT-5, FMT-6, FMT-8, MOD-8)."""

from __future__ import annotations

import re

from sandbox.script import Scene

ROW = re.compile(r"^№(\d+)(?: \((.+?)\))?: (.+?) — (.+?) \((.+?)\)$", re.M)


async def field(scene: Scene, tid: int, count: int) -> list[str]:
    nicks = [f"Игрок{n:02d}" for n in range(1, count + 1)]
    for i, nick in enumerate(nicks):
        await scene.register(scene.player(nick), nick, f"4{i:03d}", tid)
    return nicks


async def current_pairings(scene: Scene, tid: int) -> list[tuple[int, str, str, str, str]]:
    await scene.judge.send(f"/pairings #{tid}")
    shown = await scene.judge.expect(lambda m: m.text.startswith("🎲"))
    return [(int(n), label, a, b, state) for n, label, a, b, state in ROW.findall(shown.text)]


async def settle(
    scene: Scene, tid: int, winner=lambda a, b: a, bo: int = 1
) -> list[tuple[int, str, str]]:
    """The judge enters every open result of the round: `winner` takes it without a loss."""
    done = []
    need = bo // 2 + 1
    for number, _label, a, b, state in await current_pairings(scene, tid):
        if state != "ждём результат":
            continue
        score = f"{need}:0" if winner(a, b) == a else f"0:{need}"
        await scene.judge.send(f"/result {number} {score} #{tid}")
        await scene.judge.expect(f"Матч №{number}:")
        done.append((number, _label, winner(a, b)))
    return done


def lower_number(a: str, b: str) -> str:
    return min(a, b)  # "Игрок03" beats "Игрок07": a predictable field


async def test_swiss_then_top_8_to_the_final(scene: Scene) -> None:
    # FMT-1: Swiss then a single-elimination top seeded 1v8, 4v5, 2v7, 3v6 (FMT-5).
    tid = await scene.create("Кубок с топом", 'stages="swiss:3,top:8" bo=1,3')
    await field(scene, tid, 10)
    await scene.judge.send("/begin", chat=scene.channel)
    started = await scene.channel.expect("начался")
    assert "швейцарка, туров: 3" in started.text and "топ-8" in started.text
    for round_no in (1, 2, 3):
        await scene.channel.expect(f"тур {round_no} (швейцарка")
        await settle(scene, tid, lower_number)
        table = await scene.channel.expect(f"таблица после тура {round_no}")
        if round_no < 3:
            await scene.judge.send("/next", chat=scene.channel)
    await scene.judges_chat.expect("завершил этап")
    seeds = re.findall(r"^\d+\. (.+?) — ", table.text, re.M)
    await scene.judge.send("/next", chat=scene.channel)
    await scene.channel.expect("начинается этап «топ-8")
    quarter = await scene.channel.expect("1/4 финала")
    pairs = [(a, b) for _, _, a, b, _ in ROW.findall(quarter.text)]
    expected = [(seeds[0], seeds[7]), (seeds[3], seeds[4]), (seeds[1], seeds[6]),
                (seeds[2], seeds[5])]  # fmt: skip
    assert pairs == expected
    # The top is BO3 (bo=1,3): a BO1 score is refused there, and a draw is impossible (FMT-6).
    number = ROW.findall(quarter.text)[0][0]
    await scene.judge.send(f"/result {number} 1:1:1 #{tid}")
    await scene.judge.expect("ничьих нет")
    for stage_round, label in ((4, "1/4 финала"), (5, "полуфинал"), (6, "финал")):
        done = await settle(scene, tid, lower_number, bo=3)
        assert done and all(lbl == label for _, lbl, _ in done), done
        bracket = await scene.channel.expect(f"сетка после тура {stage_round}")
        if label != "финал":
            await scene.judge.send("/next", chat=scene.channel)
    assert "🥇 Победитель: " + min(seeds[:8]) in bracket.text
    await scene.judges_chat.expect("последний тур 6 завершён")
    await scene.judge.send("/finish", chat=scene.channel)
    final = await scene.channel.expect("итоговая таблица")
    places = re.findall(r"^(\d+(?:–\d+)?)\. (.+?)(?: — |$)", final.text, re.M)
    labels = [p for p, _ in places]
    assert labels[:8] == ["1", "2", "3–4", "3–4", "5–8", "5–8", "5–8", "5–8"]
    assert labels[8:] == ["9", "10"]
    assert places[0][1] == min(seeds[:8])


async def test_double_elimination_to_the_grand_final(scene: Scene) -> None:
    # FMT-1: upper and lower brackets; every player but the champion loses twice.
    tid = await scene.create("Двойная сетка", "stages=double bo=1 grand_final_reset=on")
    await field(scene, tid, 6)
    await scene.judge.send("/begin", chat=scene.channel)
    for _ in range(12):
        await settle(scene, tid, lower_number)
        bracket = await scene.channel.expect("сетка после тура")
        if "Победитель" in bracket.text:
            break
        await scene.judge.send("/next", chat=scene.channel)
    assert "суперфинал" in bracket.text
    assert "🥇 Победитель: Игрок01" in bracket.text
    await scene.judge.send("/finish", chat=scene.channel)
    final = await scene.channel.expect("итоговая таблица")
    assert re.search(r"^1\. Игрок01", final.text, re.M)
    assert re.search(r"^2\. ", final.text, re.M)


async def test_a_dropped_player_in_a_knockout_hands_his_opponent_the_win(scene: Scene) -> None:
    # MOD-8: the opponent of the current round advances.
    tid = await scene.create("Кубок ухода", "stages=single bo=1")
    await field(scene, tid, 4)
    await scene.judge.send("/begin", chat=scene.channel)
    rows = await current_pairings(scene, tid)
    number, _, a, b, _ = rows[0]
    await scene.players[a].send("/drop")
    await scene.players[b].expect(f"Матч №{number}:")
    await settle(scene, tid, lower_number)
    await scene.channel.expect("сетка после тура 1")
    await scene.judge.send("/next", chat=scene.channel)
    final_round = await current_pairings(scene, tid)
    assert len(final_round) == 1 and b in final_round[0][2:4]


async def test_knockout_time_out_is_decided_by_hero_life(scene: Scene) -> None:
    # FMT-6: a drawn report asks both players for life totals; more life takes the game.
    tid = await scene.create("Кубок жизней", "stages=single bo=3")
    await field(scene, tid, 4)
    await scene.judge.send("/begin", chat=scene.channel)
    number, _, a, b, _ = (await current_pairings(scene, tid))[0]
    first, second = scene.players[a], scene.players[b]
    await first.send("/report 1:1")
    await first.expect("ничьей быть не может")
    await second.expect("решают жизни героев")
    await first.send("/life 7 7")
    await first.expect("Ждём, что ответит соперник")
    await second.send("/life 7 7")
    await second.expect("поровну жизней (7)")
    await first.send("/life 12 9")
    await second.send("/life 9 12")
    decided = await second.expect("по жизням героев выиграл")
    assert a in decided.text
    await first.send("/report 2:1")
    request = await second.expect(f"ввёл счёт матча №{number}")
    await second.press(request, "Подтвердить")
    await first.expect(f"Матч №{number}:")


async def test_draft_of_20_players_at_2_tables(scene: Scene) -> None:
    # FMT-8: two tables of 10 by lot, 4 qualifying rounds inside each table, then the top.
    tid = await scene.create("Драфт на двух столах", 'stages="draft,top" bo=1')
    await field(scene, tid, 20)
    await scene.judge.send("/begin", chat=scene.channel)
    seating = await scene.channel.expect("начинается этап «драфт")
    tables = re.findall(r"Стол/группа (\d): (.+)$", seating.text, re.M)
    assert [t for t, _ in tables] == ["1", "2"]
    members = [set(names.split(", ")) for _, names in tables]
    assert [len(m) for m in members] == [10, 10] and not members[0] & members[1]
    await scene.judges_chat.expect("рассажены за столы")
    await scene.judge.send("/next", chat=scene.channel)
    for round_no in range(1, 5):
        for _, _, a, b, _ in await current_pairings(scene, tid):
            if b != "свободен":
                assert any({a, b} <= table for table in members), (a, b)  # inside a table
        await settle(scene, tid, lower_number)
        await scene.channel.expect(f"таблица после тура {round_no}")
        await scene.judge.send("/next", chat=scene.channel)
    await scene.channel.expect("начинается этап «топ-8")
    quarter = await scene.channel.expect("1/4 финала")
    entrants = {n for _, _, a, b, _ in ROW.findall(quarter.text) for n in (a, b)}
    assert len(entrants & members[0]) == 4 and len(entrants & members[1]) == 4


async def test_groups_round_robin_then_the_top(scene: Scene) -> None:
    # FMT-1 (S4 4.2): round robin inside each group, then the best of every group meet.
    tid = await scene.create("Групповой этап", 'stages="groups:2x4,top:4" bo=1')
    await field(scene, tid, 8)
    await scene.judge.send("/begin", chat=scene.channel)
    seating = await scene.channel.expect("начинается этап «групповой этап")
    groups = [
        set(n.split(", ")) for n in re.findall(r"^Стол/группа \d: (.+)$", seating.text, re.M)
    ]
    assert [len(g) for g in groups] == [4, 4]
    met: set[frozenset[str]] = set()
    for round_no in (1, 2, 3):  # 4 players a group: 3 rounds, everyone meets everyone once
        for _, _, a, b, _ in await current_pairings(scene, tid):
            assert any({a, b} <= g for g in groups)
            met.add(frozenset((a, b)))
        await settle(scene, tid, lower_number)
        await scene.channel.expect(f"таблица после тура {round_no}")
        await scene.judge.send("/next", chat=scene.channel)
    assert len(met) == 2 * 6
    await scene.channel.expect("начинается этап «топ-4")
    semis = await scene.channel.expect("полуфинал")
    players = {n for _, _, a, b, _ in ROW.findall(semis.text) for n in (a, b)}
    assert len(players & groups[0]) == 2 and len(players & groups[1]) == 2
