"""Whether a score is possible in a match of a given length (RES-1, FMT-2)."""

from __future__ import annotations

from enum import StrEnum

from bot.domain.errors import Refusal

MATCH_LENGTHS = (1, 3, 5)  # FMT-2


class Outcome(StrEnum):
    """Who took the match."""

    A = "a"
    B = "b"
    DRAW = "draw"


def wins_needed(bo: int) -> int:
    """Game wins that take a best-of-`bo` match."""
    return bo // 2 + 1


def check_score(bo: int, a: int, b: int, draws: int) -> Outcome:
    """Refuse a score the match length cannot produce; otherwise say who won."""
    need = wins_needed(bo)
    if max(a, b) > need:
        raise Refusal("score-too-many-wins", bo=bo, need=need)
    if a == need and b == need:
        raise Refusal("score-both-won", bo=bo, need=need)
    if a + b + draws > bo:
        raise Refusal("score-too-many-games", bo=bo)
    if a + b + draws == 0:
        raise Refusal("score-no-games")
    # A match that ends on time may stop short of `need` (RES-5): more games won still wins.
    if a > b:
        return Outcome.A
    if b > a:
        return Outcome.B
    return Outcome.DRAW


def concession_score(bo: int) -> tuple[int, int]:
    """Games for the winner and the loser of a conceded match (RES-4)."""
    return wins_needed(bo), 0


def game_loss(bo: int, a: int, b: int, loser_is_a: bool) -> tuple[int, int, bool]:
    """A game lost by sanction (MOD-1, MOD-5): the opponent takes one more game on top of
    the games awarded so far; True when that gives him the match."""
    a, b = (a, b + 1) if loser_is_a else (a + 1, b)
    return a, b, max(a, b) >= wins_needed(bo)
