"""What an applicant confirms besides the rules: his age and territory (S4 1.6-1.9, 8.11)."""

from __future__ import annotations

from collections.abc import Collection

from bot.domain.errors import Refusal
from bot.domain.settings import TournamentSettings

WHAT_TEXT = {"age": "eligibility-age", "territory": "eligibility-territory"}


def required(s: TournamentSettings) -> list[str]:
    """The confirmations the tournament's settings ask for, in order."""
    return [what for what, on in (("age", s.min_age), ("territory", s.territory)) if on]


def missing(s: TournamentSettings, given: Collection[str]) -> list[str]:
    """The confirmations still to give before «Принимаю» counts."""
    return [what for what in required(s) if what not in given]


def check_confirmed(s: TournamentSettings, given: Collection[str]) -> None:
    """S4 8.11: «Принимаю» counts only with every confirmation the tournament asks for."""
    left = missing(s, given)
    if left:
        items = [{"$key": WHAT_TEXT[what]} for what in left]
        raise Refusal(
            "eligibility-missing",
            what={"$each": "eligibility-age", "items": items, "sep": ", "},
        )
