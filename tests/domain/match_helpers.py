"""Matches in every state and the report step, shared by the match-rule tests."""

from __future__ import annotations

import dataclasses
from typing import Any

from bot.domain.errors import Refusal
from bot.domain.match_rules import decide_report
from bot.domain.model import Match, MatchStatus, Report, ResultKind
from bot.domain.scores import check_score

A, B = 10, 20  # the two players; ids unlike any score to catch mix-ups
NOW = 1_000_000.0
NODE = "U1.1"  # any bracket node makes the match a knockout one (FMT-6)


def match(**changes: Any) -> Match:
    """Match №7 of round 1 between A and B, open, in a Swiss stage unless changed."""
    return dataclasses.replace(Match(1, 1, 7, 1, A, B), **changes)


def reported(by: int, a: int, b: int, draws: int = 0, **changes: Any) -> Match:
    """The match with a pending report (score in a/b orientation) by player `by`."""
    return match(status=MatchStatus.REPORTED, report=Report(by, a, b, draws, NOW - 60), **changes)


def final(a: int, b: int, draws: int = 0, /, **changes: Any) -> Match:
    """The match with a final result."""
    return match(status=MatchStatus.FINAL, score_a=a, score_b=b, draws=draws, **changes)


def bye() -> Match:
    """A bye of player A."""
    return match(b=None, status=MatchStatus.FINAL, kind=ResultKind.BYE, score_a=2, score_b=0)


def report(m: Match, player: int, mine: int, theirs: int, draws: int = 0, bo: int = 3) -> Any:
    """`/report mine:theirs:draws` by `player` at NOW, ten minutes to confirm (RES-3)."""
    return decide_report(
        m,
        bo=bo,
        player=player,
        mine=mine,
        theirs=theirs,
        draws=draws,
        now=NOW,
        confirm_minutes=10,
    )


def valid_scores(bo: int) -> list[tuple[int, int, int]]:
    """Every score a best-of-`bo` match can end with (FMT-2, RES-5)."""
    scores = []
    for a in range(bo + 1):
        for b in range(bo + 1):
            for draws in range(bo + 1):
                try:
                    check_score(bo, a, b, draws)
                except Refusal:
                    continue
                scores.append((a, b, draws))
    return scores
