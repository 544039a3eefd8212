"""How a match ends besides a plain report: time-outs settled by the heroes' life, agreed
draws, a single game given up, the entry deadline after time, and windows moved by a pause
(FMT-6, RES-1, RES-4, RES-5, RES-6).

Pure rules, `now` passed in; the use cases load, call these and say what happened.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from bot.domain.errors import Refusal
from bot.domain.match_rules import (
    GameAwarded,
    LifeDecided,
    LifeEqual,
    LifeMismatch,
    LifeNoted,
    Score,
    award_game,
    decide_life,
    is_knockout,
    is_time_out_report,
    refuse_bye,
    refuse_closed,
    score_text,
)
from bot.domain.model import Match, MatchStatus, Report
from bot.domain.scores import Outcome, check_score
from bot.domain.settings import TournamentSettings

# RES-1: the score is entered within 10 minutes of the match's end; the bot takes the end of
# the match's time as that end (it cannot see the extra cycles) and reminds the silent once,
# halfway.
ENTRY_MINUTES = 10
ENTRY_REMIND_MINUTES = 5
CYCLES_AFTER_TIME = 2  # RES-5: two cycles after the turn that was on when time ran out
DRAW_OFFER_SIDES = ("a", "b")


# FMT-6, RES-5: the score at time and the heroes' life -------------------------------------


def time_out_report(match: Match, player: int, a: int, b: int, draws: int, now: float) -> Match:
    """The match holding the score at time (a, b as the match's) until life decides it;
    totals already given stay when the score is the same."""
    entry = Report(player, a, b, draws, now)
    old = match.report
    same = old is not None and (old.score_a, old.score_b, old.draws) == (a, b, draws)
    claims = match.life_claims if same else ()
    held = MatchStatus.REPORTED
    return dataclasses.replace(match, status=held, report=entry, life_claims=claims)


@dataclass(frozen=True, slots=True)
class LifeFinal:
    """More life took the unfinished game, and with it the match: the result is final."""

    match: Match
    winner: int
    score: Score


@dataclass(frozen=True, slots=True)
class LifeLevel:
    """More life took the game, but the games are level: a deciding game is played, which
    runs until one hero has more life (RES-5: time out in preparation is a draw, and a
    knockout has none: FMT-6)."""

    match: Match
    winner: int
    score: Score


TimeOutLife = LifeNoted | LifeMismatch | LifeEqual | LifeFinal | LifeLevel


def decide_time_out_life(
    match: Match, bo: int, player: int, mine: int, theirs: int, now: float
) -> TimeOutLife:
    """A player's heroes' life (his, the opponent's) after a knockout's time-out: once both
    agree, more life wins the unfinished game and the game is counted (FMT-6)."""
    refuse_bye(match)
    refuse_closed(match)
    if not is_knockout(match):
        raise Refusal("life-only-knockout")
    if not is_time_out_report(match, bo):
        raise Refusal("life-needs-score", number=match.number)
    base = match.report
    assert base is not None
    decision = decide_life(match, player, mine, theirs)
    if not isinstance(decision, LifeDecided):
        return decision  # noted, disagreeing (the judges look) or equal (play on)
    winner = decision.winner
    a = base.score_a + (1 if winner == match.a else 0)
    b = base.score_b + (1 if winner != match.a else 0)
    score = (a, b, base.draws)
    if a + b + base.draws > bo:  # every game was played: none was left unfinished
        raise Refusal("life-no-game-left", number=match.number, score=score_text(*score))
    if a != b:
        return LifeFinal(decision.match, winner, score)
    # Level again (1:1 in BO3): the deciding game is played until a hero is ahead.
    level = time_out_report(decision.match, base.by_player, a, b, base.draws, now)
    return LifeLevel(level, winner, score)


# RES-4: agreed draws and a single game given up -------------------------------------------


def side_of(match: Match, player: int) -> str:
    """Which side of the match the player is: "a" or "b"."""
    return "a" if match.a == player else "b"


def other_side(side: str) -> str:
    """The opponent's side."""
    return "b" if side == "a" else "a"


def draw_score(match: Match, bo: int, player: int, given: Score | None) -> Score:
    """The drawn score a player offers (his games first), as the match's (a, b) (RES-4).

    Without a score the games stand level at what game losses already gave (MOD-1), or one
    drawn game when none was counted.
    """
    refuse_bye(match)
    refuse_closed(match)
    if is_knockout(match):
        raise Refusal("knockout-no-draw")
    awarded_a, awarded_b = match.games_awarded()
    if given is None:
        level = max(awarded_a, awarded_b)
        score: Score = (level, level, 0 if level else 1)
    else:
        mine, theirs, draws = given
        score = (mine, theirs, draws) if match.a == player else (theirs, mine, draws)
    a, b, draws = score
    if check_score(bo, a, b, draws) is not Outcome.DRAW:
        raise Refusal("draw-score-not-level", score=score_text(*score))
    if a < awarded_a or b < awarded_b:
        raise Refusal(
            "report-misses-gameloss",
            number=match.number,
            score=score_text(*_own(match, player, awarded_a, awarded_b), 0),
        )
    return score


def offer_still_fits(match: Match, score: Score) -> bool:
    """An offered draw still counts every game awarded since it was made (MOD-1, RES-4)."""
    awarded_a, awarded_b = match.games_awarded()
    return score[0] >= awarded_a and score[1] >= awarded_b


def accepted_draw(match: Match, offered: Score | None) -> Score:
    """The draw the opponent accepts: the offer still standing, if it still counts every game
    awarded since it was made (RES-4, MOD-1)."""
    refuse_closed(match)
    if offered is None or not offer_still_fits(match, offered):
        raise Refusal("draw-offer-gone", number=match.number)
    return offered


def refuse_no_offer(match: Match, offered: Score | None) -> None:
    """A draw is declined only while its offer stands; a lapsed one is gone (RES-4)."""
    if offered is None:
        raise Refusal("draw-offer-gone", number=match.number)


def _own(match: Match, player: int, a: int, b: int) -> tuple[int, int]:
    return (a, b) if match.a == player else (b, a)


def silence_finalizes(report: Report, settings: TournamentSettings) -> bool:
    """RES-3 makes a silent report final, except a draw where both must agree (RES-4)."""
    drawn = report.score_a == report.score_b
    return not (drawn and settings.draw_needs_both)


def concede_game(match: Match, bo: int, player: int) -> GameAwarded:
    """A player gives up the game being played: his opponent takes it (RES-4)."""
    refuse_bye(match)
    refuse_closed(match)
    return award_game(match, bo, player)


# RES-1: who has not entered a score after time --------------------------------------------


def without_result(matches: Sequence[Match]) -> list[Match]:
    """Matches with two players where nobody entered a score yet (RES-1)."""
    return [m for m in matches if m.b is not None and m.status is MatchStatus.PENDING]


def turns_after_time(extra_cycles: int) -> tuple[int, int]:
    """Turns after the one on at time: (the first player was on turn, the second was)."""
    cycles = CYCLES_AFTER_TIME + extra_cycles
    return 2 * cycles + 1, 2 * cycles


# RES-6: a pause moves every window, not only the deadlines --------------------------------


def shifted_match(match: Match, paused_at: float, shift: float, protest_window: float) -> Match:
    """The match with its windows that were still ahead at the pause moved by its length:
    the official start (and with it the deck bans before it) and the protest window after
    its result (PRO-3)."""
    changes: dict[str, float] = {}
    if match.starts_at is not None and match.starts_at > paused_at:
        changes["starts_at"] = match.starts_at + shift
    ended = match.finalized_at
    final = match.status is MatchStatus.FINAL and match.b is not None
    if final and ended is not None and ended + protest_window > paused_at:
        changes["finalized_at"] = ended + shift
    return dataclasses.replace(match, **changes) if changes else match


def shifted_settings(
    settings: TournamentSettings, paused_at: float, shift: float
) -> TournamentSettings:
    """The check-in window's moments still ahead at the pause, moved by its length (REG-4)."""
    changes: dict[str, float] = {}
    for key in ("checkin_from", "checkin_to"):
        moment = getattr(settings, key)
        if moment is not None and moment > paused_at:
            changes[key] = moment + shift
    return dataclasses.replace(settings, **changes) if changes else settings
