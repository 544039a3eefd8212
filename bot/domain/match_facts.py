"""What the chats, the live pages and the Mini App all say alike about a match and a tournament.

Each door names these facts in its own words; deciding them here keeps the doors from
disagreeing: where a match stands, when its time is up, whether its result may be protested,
and whether the tournament is on the web at all.
"""

from __future__ import annotations

from enum import StrEnum

from bot.domain.model import Match, MatchStatus, ResultKind, TournamentStatus
from bot.domain.tournament import Tournament

# PRO-9: a result final by its deadline (RES-3) is not protested; nor one annulled by a
# disqualification (MOD-3), which a protest could not change.
UNPROTESTED_SOURCES = ("auto", "annulled")


class MatchState(StrEnum):
    """Where a match stands for whoever looks at it."""

    BYE = "bye"  # no game: a free win (FMT-3, FMT-5)
    PLAYING = "playing"  # no result yet (RES-1)
    REPORTED = "reported"  # one player's score waits for the other's answer (RES-2)
    DISPUTED = "disputed"  # the other disputed it: a judge decides (RES-2)
    FINAL = "final"
    PROTESTED = "protest"  # an open protest holds the result (PRO-1)


def is_bye(match: Match) -> bool:
    """Whether the match is a bye: no opponent, no game (FMT-3)."""
    return match.kind is ResultKind.BYE or match.b is None


def match_state(match: Match, *, protested: bool = False) -> MatchState:
    """The match's state: a bye first, then an open protest on it, then its result's status."""
    if is_bye(match):
        return MatchState.BYE
    if protested:
        return MatchState.PROTESTED
    return {
        MatchStatus.PENDING: MatchState.PLAYING,
        MatchStatus.REPORTED: MatchState.REPORTED,
        MatchStatus.DISPUTED: MatchState.DISPUTED,
        MatchStatus.FINAL: MatchState.FINAL,
    }[match.status]


def protestable(match: Match) -> bool:
    """Whether a final result offers «Подать жалобу судье» (PRO-1): a game was played and it
    became final neither by its deadline (PRO-9) nor by an annulment (MOD-3); the window and
    the limits (PRO-3, PRO-4) are checked when the protest is filed."""
    return (
        match.status is MatchStatus.FINAL
        and not is_bye(match)
        and match.final_source not in UNPROTESTED_SOURCES
    )


def extra_time(match: Match | None) -> float:
    """Seconds a judge gave the match past the round's end (RES-6); a bye plays none."""
    if match is None or is_bye(match):
        return 0.0
    return match.extra_minutes * 60


def round_clock(t: Tournament) -> float | None:
    """The current round's end while its clock runs (RES-5); None before the start, after the
    end, or while a judge has the tournament paused (RES-6)."""
    if t.status is not TournamentStatus.RUNNING or not t.round_ends_at:
        return None
    return None if t.paused_at is not None else t.round_ends_at


def match_ends(t: Tournament, match: Match | None) -> float | None:
    """When the match's time is up: the round's end and its extra time (RES-5, RES-6); None
    while no round clock runs."""
    ends = round_clock(t)
    return None if ends is None else ends + extra_time(match)


def is_public(t: Tournament) -> bool:
    """Whether the tournament is on the web: `public_page` on and announced (not a draft)."""
    return t.settings.public_page and t.status is not TournamentStatus.DRAFT
