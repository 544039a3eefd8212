"""The standings' order when points tie: the tie-breakers of FMT-7."""

from __future__ import annotations

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
