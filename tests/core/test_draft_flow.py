"""A draft event: the tables it seats (FMT-8) and the pick timer the organizer sets (FMT-10)."""

from __future__ import annotations

import re

from harness import Core

from bot.service import Outcome


async def test_a_draft_of_five_sits_at_one_table_for_three_rounds(core: Core) -> None:
    # FMT-8 (S0 «Драфт» rule 4): "if every table has fewer than 8 players, 3 rounds"; a
    # Limited event needs 4 players (REG-7), so 4–7 draft at one table.
    players = [f"Драфтер{i}" for i in range(5)]
    t = await core.tournament(players, "stages=draft", title="Малый драфт", begin=False)
    assert await core.say(core.judge, "/begin", core.channel) is Outcome.DONE
    seating = core.expect(core.channel, "начинается этап «драфт")
    assert "туров: 3" in seating.text
    tables = re.findall(r"^Стол/группа (\d): (.+)$", seating.text, re.M)
    assert [(n, len(names.split(", "))) for n, names in tables] == [("1", 5)]
    core.expect(core.judges_chat, "рассажены за столы")
    assert await core.say(core.judge, "/next", core.channel) is Outcome.DONE
    assert len(core.pairs(t, 1)) == 3  # two matches and a bye (FMT-3)


async def test_the_organizer_sets_the_draft_pick_and_review_times(core: Core) -> None:
    # FMT-10: the regulation's table and minute are defaults; the organizer gives his own
    # seconds, first pick first, and picks past them go on by 5 s less a card (5 s at least).
    players = [f"Драфтер{i}" for i in range(8)]
    settings = "stages=draft draft_boosters=1 draft_cards=4 draft_pick_seconds=30,20 "
    settings += "draft_review_seconds=90"
    await core.tournament(players, settings, title="Быстрый драфт", begin=False)
    shown = core.last(core.judge)
    assert "(draft_pick_seconds): 30, 20" in shown.text, shown.text
    assert "(draft_review_seconds): 90" in shown.text
    await core.say(core.judge, "/begin", core.channel)
    await core.say(core.judge, "/draft", core.channel)
    core.expect(core.channel, "драфт начинается")
    for pick, seconds in ((1, 30), (2, 20), (3, 15)):
        step = core.expect(core.channel, f"Бустер 1, пик {pick}:")
        assert f"на выбор {seconds} с" in step.text, step.text
        await core.advance(seconds=seconds)
    assert "последняя карта, 10 с" in core.expect(core.channel, "Бустер 1, пик 4:").text
    await core.advance(seconds=10)
    core.expect(core.channel, "Бустер 1 разобран: 90 с")
    await core.advance(seconds=89)
    assert not [m for m in core.posted(core.channel) if "драфт окончен" in m.text]
    await core.advance(seconds=1)
    core.expect(core.channel, "драфт окончен")
