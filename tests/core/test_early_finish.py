"""An early end asks for a tap naming what it cuts short (FMT-1, FMT-4)."""

from __future__ import annotations

from harness import Core, Event
from harness.core import tap
from round_play import judge, play_round

from bot.domain.model import TournamentStatus
from bot.service import Outcome


async def status(core: Core, t: Event) -> TournamentStatus:
    """The tournament's status as stored."""
    async with core.db.transaction() as store:
        found = await store.tournaments.get(t.id)
    assert found is not None
    return found.status


async def test_an_early_finish_asks_and_only_a_judges_tap_ends_it(core: Core) -> None:
    # FMT-4, COM-4: the planned rounds are cut short only on the judge's tap naming them.
    t = await core.tournament(settings={"rounds": "3"})
    await play_round(core, t, 1)
    assert await judge(core, "/finish", t) is Outcome.DONE
    asked = core.expect(core.judges_chat, key="finish-early-confirm")
    assert "Сыграно 1 из 3 туров; туры 2–3 не будут сыграны" in asked.text
    assert await status(core, t) is TournamentStatus.RUNNING
    assert not [m for m in core.posted(core.channel) if m.key == "final-standings"]
    # A player who sees the button cannot end the tournament with it.
    player = t.players[0]
    core.join(player, core.judges_chat)
    assert await core.press(player, "Завершить досрочно", core.judges_chat) is Outcome.REFUSED
    assert await status(core, t) is TournamentStatus.RUNNING
    assert await core.press(core.judge, "Завершить досрочно", core.judges_chat) is Outcome.DONE
    assert await status(core, t) is TournamentStatus.FINISHED
    core.expect(core.channel, key="final-standings")
    # The same tap again changes nothing: no second table.
    assert await tap(core, core.judge, asked, "Завершить досрочно") is Outcome.REFUSED
    assert not [m for m in core.posted(core.channel) if m.key == "final-standings"]


async def test_a_tap_from_an_earlier_round_asks_again(core: Core) -> None:
    # FMT-4: the question named round 1 of 3; after round 2 its tap ends nothing unasked.
    t = await core.tournament(settings={"rounds": "3"})
    await play_round(core, t, 1)
    await judge(core, "/finish", t)
    asked = core.expect(core.judges_chat, key="finish-early-confirm")
    await judge(core, "/next", t)
    await play_round(core, t, 2)
    assert await tap(core, core.judge, asked, "Завершить досрочно") is Outcome.DONE
    again = core.expect(core.judge, key="finish-early-confirm")  # the tap's chat
    assert "Сыграно 2 из 3 туров; тур 3 не будет сыгран" in again.text
    assert await status(core, t) is TournamentStatus.RUNNING


async def test_finishing_before_the_top_names_the_stage_left(core: Core) -> None:
    # FMT-1: after the Swiss, the top has not been played: the question says so.
    t = await core.tournament(settings={"stages": "swiss:1,top:4"})
    await play_round(core, t, 1)
    await judge(core, "/finish", t)
    asked = core.expect(core.judges_chat, key="finish-early-confirm")
    assert "топ-4" in asked.text
    assert await status(core, t) is TournamentStatus.RUNNING


async def test_the_finish_after_every_planned_round_needs_no_tap(core: Core) -> None:
    # COM-4: every planned round played: /finish ends at once, as before.
    t = await core.tournament(settings={"rounds": "1"})
    await play_round(core, t, 1)
    assert await judge(core, "/finish", t) is Outcome.DONE
    core.expect(core.channel, key="final-standings")
    assert await status(core, t) is TournamentStatus.FINISHED


async def test_dropping_the_top_mid_run_asks_too(core: Core) -> None:
    # FMT-1: `/set stages=` that drops the top of a running tournament is an early end too.
    t = await core.tournament(settings={"stages": "swiss:1,top:4"})
    assert await judge(core, "/set stages=swiss:1", t) is Outcome.DONE
    asked = core.expect(core.judges_chat, key="stages-cut-confirm")
    assert "топ-4" in asked.text
    await play_round(core, t, 1)
    await judge(core, "/finish", t)
    core.expect(core.judges_chat, key="finish-early-confirm")  # the top still stands
    assert await core.press(core.judge, "Сохранить без", core.judges_chat) is Outcome.DONE
    core.expect(core.judges_chat, key="settings-changed")
    assert await judge(core, "/finish", t) is Outcome.DONE
    core.expect(core.channel, key="final-standings")
