"""The finished tournaments as the cross-tournament views read them (issue 26)."""

from __future__ import annotations

from harness import Core
from round_play import play_round

from bot.domain.model import PlayerStatus
from bot.usecases.history import history


async def test_a_finished_tournament_is_read_with_places_records_and_persons(core: Core) -> None:
    t = await core.tournament(["Анна", "Борис", "Вера", "Глеб"], {"rounds": "2"})
    empty = await core.service.read(history)
    assert empty.tournaments == ()  # a running tournament is not history yet
    for round_no in (1, 2):
        if round_no > 1:
            await core.say(core.judge, "/next", core.channel)
        await play_round(core, t, round_no)
    await core.say(core.judge, "/finish", core.channel)
    past = (await core.service.read(history)).tournaments
    assert [p.id for p in past] == [t.id] and not past[0].final  # in its review window
    entries = past[0].entries
    assert [e.place for e in entries] == [1, 2, 3, 4]
    assert entries[0].wins == 2 and entries[-1].losses == 2
    assert all(e.status is PlayerStatus.REGISTERED for e in entries)
    assert len({e.person for e in entries}) == 4
    assert all(m.rated for m in past[0].matches)  # four played matches, no bye
