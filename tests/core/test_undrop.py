"""A dropped player brought back by a judge after missed rounds (REG-8, FMT-3)."""

from __future__ import annotations

import pytest
from harness import Core
from round_play import FIVE, judge, play_round

from bot.service import Outcome


@pytest.mark.parametrize(("late_entry", "record"), [("loss", "1-1-0"), ("none", "1-0-0")])
async def test_undrop_after_a_missed_round(core: Core, late_entry: str, record: str) -> None:
    # REG-8, FMT-3: a player dropped by mistake comes back from the next pairing; the round he
    # missed counts as `late_entry` says; round 1's decided result stays as it was.
    t = await core.tournament(FIVE, {"rounds": "4", "late_entry": late_entry})
    await play_round(core, t, 1)
    back = next(p.a for p in core.pairs(t, 1) if p.b is not None)  # won round 1
    await judge(core, f"/drop {back.name}", t)
    await judge(core, "/next", t)
    await play_round(core, t, 2)
    assert await judge(core, f"/undrop {back.name}", t) is Outcome.DONE
    said = core.expect(core.judges_chat, key="judge-undropped-missed")
    assert "пары тура 3. Пропущенный тур 2:" in said.text
    core.expect(back, key="undropped-missed")
    async with core.db.transaction() as store:
        audit = [e for e in await store.audit.list(t.id) if e.action == "undrop"]
    assert audit[-1].details["missed"] == [2]
    assert await judge(core, "/undo", t) is Outcome.DONE  # RES-8: he is out again, as he was
    await core.say(back, f"/standings #{t.id}")
    assert "(1-0-0)" in next(
        line for line in core.expect(back, key="standings").text.splitlines() if back.name in line
    )
    assert await judge(core, f"/undrop {back.name}", t) is Outcome.DONE
    await core.say(back, f"/standings #{t.id}")
    rows = core.expect(back, key="standings")
    line = next(line for line in rows.text.splitlines() if f" {back.name} — " in line)
    assert f"({record})" in line
    assert await judge(core, "/next", t) is Outcome.DONE
    assert core.pairing(back, 3).number  # paired again from round 3
