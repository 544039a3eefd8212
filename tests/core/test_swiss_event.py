"""A whole Swiss event in the core: registration, two rounds, the final standings."""

from __future__ import annotations

from harness import Core, Event, rows_of

from bot.service import Outcome


async def play_round(core: Core, t: Event, round_no: int) -> None:
    """Each match: the first player reports 2:1, the other confirms with the button (RES-2)."""
    for pair in core.pairs(t, round_no):
        assert pair.b is not None  # 4 players: no bye
        await core.say(pair.a, "/report 2:1")
        core.expect(pair.b, f"ввёл счёт матча №{pair.number}: 1:2")
        assert await core.press(pair.b, "Подтвердить") is Outcome.DONE
        core.expect(pair.a, f"Матч №{pair.number}:", key="result-confirmed")


async def test_four_players_two_rounds_to_the_final_standings(core: Core) -> None:
    # REG-2, FMT-3, FMT-7, COM-4: pairings by points, no rematch, standings after each
    # round, the final table in the channel and each player's place in private.
    players = ["Анна", "Борис", "Вера", "Глеб"]
    t = await core.tournament(players, {"bo": "3", "rounds": "2"}, begin=False)
    await core.say(core.judge, "/players", core.judges_chat)
    listing = core.expect(core.judges_chat, "зарегистрировано 4")
    assert all(nick in listing.text for nick in players)
    assert await core.say(core.judge, "/begin", core.channel) is Outcome.DONE
    start = core.expect(core.channel, "начался")
    assert "туров: 2" in start.text
    met: set[frozenset[str]] = set()
    for round_no in (1, 2):
        posted = core.expect(core.channel, f"тур {round_no}.", key="round-pairings")
        assert posted.text.count("ждём результат") == 2
        pairs = core.pairs(t, round_no)
        assert len(pairs) == 2
        games = {frozenset((p.a.name, p.b.name)) for p in pairs if p.b is not None}
        assert not games & met  # FMT-3: no two players meet twice
        met |= games
        await play_round(core, t, round_no)
        table = core.expect(core.channel, f"таблица после тура {round_no}")
        assert len(rows_of(table.text)) == 4
        picture = core.expect(core.channel, key="standings-picture")
        assert picture.picture is not None and picture.picture.startswith(b"\x89PNG")
        if round_no == 1:
            core.expect(core.judges_chat, "тур 1 завершён", key="round-complete")
            assert await core.say(core.judge, "/next", core.channel) is Outcome.DONE
    # FMT-3: equal points meet: the two winners of round 1 play each other in round 2.
    winners = {p.a.name for p in core.pairs(t, 1)}
    assert winners in [{p.a.name, p.b.name} for p in core.pairs(t, 2) if p.b is not None]
    core.expect(core.judges_chat, key="round-complete-last")
    assert await core.say(core.judge, "/finish", core.channel) is Outcome.DONE
    final = core.expect(core.channel, "итоговая таблица", key="final-standings")
    rows = rows_of(final.text)
    assert [place for place, _, _ in rows] == [1, 2, 3, 4]
    assert {nick for _, nick, _ in rows} == {p.name for p in t.players}
    points = [pts for _, _, pts in rows]
    assert points == sorted(points, reverse=True)
    assert sum(points) == 4 * 3  # four matches, three points a win (FMT-7)
    assert points[0] == 6 and points[-1] == 0
    core.expect(core.channel, key="standings-picture-final")
    for player in t.players:
        place = core.expect(player, "ваше место", key="your-final-place")
        assert "из 4" in place.text
