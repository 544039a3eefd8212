"""What a typed «да» or «нет» does, given what waits for the person's tap (issue 24)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

WORD_WINDOW = 30 * 60  # a question asked longer ago is no longer what a typed word answers


class Kind(StrEnum):
    """What may wait for a person's answer."""

    TAP = "tap"  # a question the bot asked him with a button (/concede, /drop, /finish…)
    SCORE = "score"  # the opponent's score to confirm (RES-2)
    RULES = "rules"  # the rules to accept (REG-2)
    CHECKIN = "checkin"  # participation to confirm in the window (REG-4)


@dataclass(frozen=True, slots=True)
class Waiting:
    """One thing waiting; `ref` tells the core which (a kept tap, a match, a tournament)."""

    kind: Kind
    ref: int


@dataclass(frozen=True, slots=True)
class Answer:
    """`act` is done as its button would; `cancel` are taps dropped; `point` are shown."""

    act: Waiting | None = None
    cancel: tuple[Waiting, ...] = ()
    point: tuple[Waiting, ...] = ()


def answer(intent: str, waiting: Sequence[Waiting]) -> Answer:
    """«Да» acts when exactly one thing waits and points at the buttons when several do;
    «нет» drops the questions just asked, and only points at a score's «Оспорить»."""
    if intent == "no":
        taps = tuple(w for w in waiting if w.kind is Kind.TAP)
        if taps:
            return Answer(cancel=taps)
        return Answer(point=tuple(w for w in waiting if w.kind is Kind.SCORE))
    if len(waiting) == 1:
        return Answer(act=waiting[0])
    return Answer(point=tuple(waiting))
