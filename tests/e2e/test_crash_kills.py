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

import itertools
from collections import Counter

import pytest
from crash_runs import Outcome, Runs, played_runs
from crash_scene import CHANNEL_ID, IN_FLIGHT, KILLS, PLAYERS, ROUNDS

pytestmark = pytest.mark.timeout(300)


def copies_apart(texts: list[str], text: str, marks: list[int]) -> list[list[int]]:
    """For each later copy of a message in a chat: the kills since the copy before it."""
    where = [i for i, t in enumerate(texts) if t == text]
    return [
        [k for k, mark in enumerate(marks) if first < mark <= second]
        for first, second in itertools.pairwise(where)
    ]


REPEATED: dict[int, list[str]] = {}  # kill → what it repeated, for the failure message


def doubled(reference: Outcome, crashed: Outcome) -> tuple[list[str], Counter[int]]:
    """Repeats no kill explains, and how many repeats each kill caused."""
    unexplained: list[str] = []
    per_kill: Counter[int] = Counter()
    for chat, texts in crashed.chats.items():
        marks = [mark[chat] for mark in crashed.life.marks]
        charged: set[int] = set()  # the kills that already explain a repeat in this chat
        for text, extra in (Counter(texts) - Counter(reference.chats[chat])).items():
            gaps = [kills for kills in copies_apart(texts, text, marks) if kills]
            if len(gaps) < extra:
                unexplained.append(f"{chat}: {text[:80]!r} ×{extra}")
            for kills in gaps[-extra:]:
                # A kill interrupts at most one send per chat (a chat's messages leave one
                # at a time), the earliest kill after the first copy first: the copy again
                # may come only after a later kill (answers go first). Identical texts sent
                # on purpose would otherwise charge one kill with every repeat of the text.
                kill = next((k for k in kills if k not in charged), kills[0])
                charged.add(kill)
                per_kill[kill] += 1
                REPEATED.setdefault(kill, []).append(f"{chat}: {text[:60]!r}")
    return unexplained, per_kill


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
