"""The bot process killed with SIGKILL at random moments of a 64-player Swiss loses nothing.

The real `python -m bot run` plays against a Telegram sandbox in this process (forked from
`crashing_bot.py`, so that a restart takes milliseconds, not the seconds of importing aiogram).
A seeded tournament is played twice with the same inputs: once without interruption, once
killed and restarted `CRASH_KILLS` times (20 by default; `CRASH_KILLS=5` for a quicker run).
Both must end alike: results, final places, audit, deadlines, every message delivered; the
killed run may repeat a message only where a kill fell between Telegram taking it and the
outbox marking it sent.
"""

from __future__ import annotations

from collections import Counter

import pytest
from crash_repeats import REPEATED, doubled
from crash_runs import Runs, played_runs
from crash_scene import CHANNEL_ID, IN_FLIGHT, KILLS, PLAYERS, ROUNDS

# The forked bots hold the SQLite file itself; tests/e2e/test_chaos_workers.py is the
# PostgreSQL counterpart (three workers, SIGKILLed at random).
pytestmark = [
    pytest.mark.timeout(300),
    pytest.mark.sqlite_only,
    pytest.mark.xdist_group("processes"),  # fleets of bot processes: one at a time
]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    """The tournament without a kill and with `KILLS` of them; a kill of a waiting command."""
    return played_runs(tmp_path_factory)


def test_a_bot_killed_again_and_again_ends_like_one_never_killed(runs: Runs) -> None:
    reference, crashed = runs.reference, runs.crashed
    life = crashed.life
    assert life.kills == KILLS
    # The tournament came out the same: every result, the final places and their picture.
    assert len(reference.matches) == ROUNDS * PLAYERS // 2
    assert crashed.matches == reference.matches
    assert crashed.final == reference.final
    assert len(reference.final[1]) == PLAYERS
    # The audit holds each result once, and every other action as often as without kills.
    assert crashed.results == reference.results
    assert crashed.actions == reference.actions
    # Every deadline fired (the silent opponents' RES-3), none is left behind overdue.
    assert reference.deadlines[("auto-confirm", "fired")] > 0
    assert crashed.deadlines == reference.deadlines
    assert crashed.overdue == 0
    # No message lost: every chat got everything the uninterrupted run's chat got …
    missing = {
        chat: Counter(texts) - Counter(crashed.chats[chat])
        for chat, texts in reference.chats.items()
    }
    assert {chat: texts for chat, texts in missing.items() if texts} == {}
    # … and a message came again only after a kill fell between Telegram taking it and the
    # outbox marking it sent (each repeat has a kill between it and the copy before).
    unexplained, _ = doubled(reference, crashed)
    assert unexplained == []
    # Nothing anyone sent was lost with a killed bot: Telegram offered it to the next one.
    assert life.lost == []


def test_a_kill_repeats_at_most_the_sends_in_flight(runs: Runs) -> None:
    # At most IN_FLIGHT sends await Telegram or their mark in the outbox at a time, and a
    # message in parts remembers each part: a kill can only repeat the sends it interrupted.
    _, per_kill = doubled(runs.reference, runs.crashed)
    print(f"{runs.crashed.life.kills} kills repeated {sum(per_kill.values())} messages")
    over = {kill: REPEATED.get(kill) for kill, n in per_kill.items() if n > IN_FLIGHT}
    assert max(per_kill.values(), default=0) <= IN_FLIGHT, over


def test_the_standings_of_64_players_are_readable_in_the_channel(runs: Runs) -> None:
    texts = [t for t in runs.reference.chats[CHANNEL_ID] if not t.startswith("[picture]")]
    assert [t for t in texts if "{???}" in t] == []
    assert sum("таблица после тура" in t for t in texts) == ROUNDS
    assert sum("итоговая таблица" in t for t in texts) == 1
