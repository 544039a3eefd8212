"""Which messages a killed run repeated, charged to the kill that caused each repeat."""

from __future__ import annotations

from collections import Counter
from difflib import SequenceMatcher

from crash_runs import Outcome

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
