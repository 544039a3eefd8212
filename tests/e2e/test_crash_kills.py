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
from difflib import SequenceMatcher

import pytest
from crash_runs import Outcome, Runs, played_runs
from crash_scene import CHANNEL_ID, IN_FLIGHT, KILLS, PLAYERS, ROUNDS

pytestmark = pytest.mark.timeout(300)


REPEATED: dict[int, list[str]] = {}  # kill → what it repeated, for the failure message


def doubled(reference: Outcome, crashed: Outcome) -> tuple[list[str], Counter[int]]:
    """Repeats no kill explains, and in how many chats each kill caused a repeat.

    Each chat's messages in the crashed run are aligned with the same chat's in the
    uninterrupted one (difflib); a message only the crashed run has is a repeat of its
    nearest twin, charged to the kill between the two.
    Texts sent on purpose again and again (a judge's «Сохранено» each round) align with
    their twins instead of being charged to whichever kill lies between two of them.
    """
    unexplained: list[str] = []
    per_kill: Counter[int] = Counter()
    chats: dict[int, set[int]] = {}  # kill → the chats it repeated a message in
    for chat, texts in crashed.chats.items():
        marks = [mark[chat] for mark in crashed.life.marks]  # messages the chat had at kill k
        expected = reference.chats[chat]
        matcher = SequenceMatcher(a=expected, b=texts, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag not in ("insert", "replace"):
                continue
            kept = Counter(expected[i1:i2])
            for j in range(j1, j2):
                text = texts[j]
                if kept[text] > 0:  # the same message, only elsewhere in the block
                    kept[text] -= 1
                    continue
                # Its twin: the nearest other copy. The kill between the two is charged (the
                # first after the earlier copy); with none between them, the latest before the
                # later one (the earlier copy was on the wire when the process died).
                others = [i for i, t in enumerate(texts) if t == text and i != j]
                if not others:
                    unexplained.append(f"{chat}: {text[:80]!r}")
                    continue
                twin = min(others, key=lambda i: abs(i - j))
                lo, hi = min(j, twin), max(j, twin)
                between = [k for k, mark in enumerate(marks) if lo < mark <= hi]
                before = [k for k, mark in enumerate(marks) if mark <= hi]
                kill = between[0] if between else (before[-1] if before else None)
                if kill is None:
                    unexplained.append(f"{chat}: {text[:80]!r}")
                    continue
                if expected.count(text) > 1:
                    # A text the chat gets again and again on purpose (a judge's «Сохранено»
                    # each round): which copy is the repeat is a guess, so no kill is charged.
                    continue
                REPEATED.setdefault(kill, []).append(f"{chat}: {text[:60]!r}")
                chats.setdefault(kill, set()).add(chat)
    # A chat's messages leave one at a time (tests/unit/test_courier_order.py), so a kill
    # interrupts at most one send per chat: the chats it repeated in are what it cost.
    per_kill.update({kill: len(repeated) for kill, repeated in chats.items()})
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
