"""A match's state machine: reports, confirmations, disputes, concessions, life totals.

Pure rules over a loaded match (RES-1…RES-4, FMT-2, FMT-6, MOD-1): each function takes the
match as it stands and what a player or a judge said, and returns what happens — a new
match value or a decision the use case carries out. Refusals are for input that cannot
apply; the ordinary branches (the opponent confirms, the scores conflict, life is asked)
are values, not exceptions.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus, Report, ResultKind
from bot.domain.scores import Outcome, check_score, concession_score, game_loss, wins_needed


def score_text(a: int, b: int, draws: int) -> str:
    """A game score, draws shown only when there were some."""
    return f"{a}:{b}:{draws}" if draws else f"{a}:{b}"


Score = tuple[int, int, int]  # games won by a, by b, drawn


@dataclass(frozen=True, slots=True)
class Saved:
    """The report waits for the opponent until `due` (RES-2, RES-3)."""

    match: Match
    due: float


@dataclass(frozen=True, slots=True)
class Confirms:
    """The opponent had already entered the same score: the result is final."""

    score: Score


@dataclass(frozen=True, slots=True)
class Conflict:
    """The opponent had entered another score: the judges decide."""

    conflicting: Score


@dataclass(frozen=True, slots=True)
class AskLife:
    """Time ran out in a knockout with the match undecided (a level score, or nobody at the
    games the match needs): the score stands as it was at time and both players give the
    heroes' life in the unfinished game (FMT-6, RES-5)."""


ReportDecision = Saved | Confirms | Conflict | AskLife


def is_knockout(match: Match) -> bool:
    """A bracket match: its loser is out, so it cannot end drawn (FMT-6)."""
    return match.node is not None


def is_time_out(match: Match, bo: int, a: int, b: int) -> bool:
    """In a knockout a score nobody won the match by is the score at time (FMT-6, RES-5)."""
    return is_knockout(match) and max(a, b) < wins_needed(bo)


def is_time_out_report(match: Match, bo: int) -> bool:
    """The pending report is a knockout's score at time, waiting for the heroes' life."""
    r = match.report
    return r is not None and is_time_out(match, bo, r.score_a, r.score_b)


def check_match_score(match: Match, bo: int, a: int, b: int, draws: int) -> Outcome:
    """A score possible in the match's length; in a knockout never a draw (FMT-2, FMT-6)."""
    outcome = check_score(bo, a, b, draws)
    if outcome is Outcome.DRAW and is_knockout(match):
        raise Refusal("knockout-no-draw")
    return outcome


def refuse_bye(match: Match) -> None:
    """A bye has nothing to report, confirm or protest."""
    if match.kind is ResultKind.BYE:
        raise Refusal("match-is-bye", number=match.number)


def refuse_closed(match: Match) -> None:
    """Players speak only about a match that is still open."""
    if match.status is MatchStatus.FINAL:
        raise Refusal(
            "result-already-final",
            number=match.number,
            score=score_text(match.score_a or 0, match.score_b or 0, match.draws),
        )
    if match.status is MatchStatus.DISPUTED:
        raise Refusal("match-disputed", number=match.number)


def oriented(match: Match, player: int, mine: int, theirs: int) -> tuple[int, int]:
    """A player's own view of a score (his games first) as the match's (a, b)."""
    return (mine, theirs) if match.a == player else (theirs, mine)


def decide_report(
    match: Match,
    *,
    bo: int,
    player: int,
    mine: int,
    theirs: int,
    draws: int,
    now: float,
    confirm_minutes: int,
) -> ReportDecision:
    """What a player's `/report` does to his open match (RES-1, RES-2, FMT-6, MOD-1)."""
    refuse_bye(match)
    refuse_closed(match)
    if not (is_knockout(match) and mine == theirs == draws == 0):  # BO1 timed out: 0:0
        check_score(bo, mine, theirs, draws)
    a, b = oriented(match, player, mine, theirs)
    awarded_a, awarded_b = match.games_awarded()  # games lost by sanction count (MOD-1)
    if a < awarded_a or b < awarded_b:
        own = oriented(match, player, awarded_a, awarded_b)
        raise Refusal("report-misses-gameloss", number=match.number, score=score_text(*own, 0))
    if is_time_out(match, bo, a, b):
        return AskLife()
    previous = match.report
    if previous is not None and is_time_out_report(match, bo):
        previous = None  # the score at time gave way to the match's real end (FMT-6)
    if previous is not None and previous.by_player != player:
        if (previous.score_a, previous.score_b, previous.draws) == (a, b, draws):
            return Confirms((a, b, draws))
        return Conflict((a, b, draws))
    entry = Report(player, a, b, draws, now)
    saved = dataclasses.replace(match, status=MatchStatus.REPORTED, report=entry)
    return Saved(saved, now + confirm_minutes * 60)


def decide_confirm(match: Match, player: int, bo: int = 3) -> Score:
    """The opponent's confirmation of the reported score: the score that becomes final."""
    refuse_bye(match)
    refuse_closed(match)
    entry = match.report
    if entry is None:
        raise Refusal("nothing-to-confirm", number=match.number)
    if entry.by_player == player:
        raise Refusal("cannot-confirm-own", number=match.number)
    if is_time_out(match, bo, entry.score_a, entry.score_b):
        raise Refusal("life-needed", number=match.number)  # FMT-6: life decides, not a tap
    return entry.score_a, entry.score_b, entry.draws


def decide_dispute(match: Match, player: int) -> Match:
    """The opponent rejects the reported score: the match waits for the judges."""
    refuse_bye(match)
    refuse_closed(match)
    if match.report is None:
        raise Refusal("nothing-to-dispute", number=match.number)
    if match.report.by_player == player:
        raise Refusal("cannot-dispute-own", number=match.number)
    return dataclasses.replace(match, status=MatchStatus.DISPUTED)


def disputed(match: Match) -> Match:
    """The match after two reports that disagree."""
    return dataclasses.replace(match, status=MatchStatus.DISPUTED)


def concession(match: Match, bo: int, loser: int) -> Score:
    """The score of a match the player gives up: the opponent takes the games he needs."""
    won, lost = concession_score(bo)
    a, b = (lost, won) if match.a == loser else (won, lost)
    return a, b, 0


def oriented_score(match: Match, loser: int, games: tuple[int, int]) -> Score:
    """A judge's technical-loss score (the winner's games, the loser's) as the match's (a, b)."""
    won, lost = games
    return (lost, won, 0) if match.a == loser else (won, lost, 0)


def decide_concession(match: Match, bo: int, player: int) -> Score:
    """A player concedes his open match (RES-4)."""
    refuse_bye(match)
    if match.status is MatchStatus.FINAL:
        refuse_closed(match)
    return concession(match, bo, player)


def winner_of(match: Match) -> int | None:
    """The winner of a final match (the player of a bye), None for a draw or an open one."""
    if match.status is not MatchStatus.FINAL or match.score_a is None or match.score_b is None:
        return None
    if match.b is None or match.score_a > match.score_b:
        return match.a
    return match.b if match.score_b > match.score_a else None


def finalized(
    match: Match, score: Score, source: str, now: float, kind: ResultKind = ResultKind.MATCH
) -> Match:
    """The match with a final result; the pending report is gone with it."""
    a, b, draws = score
    return dataclasses.replace(
        match,
        kind=kind,
        status=MatchStatus.FINAL,
        score_a=a,
        score_b=b,
        draws=draws,
        report=None,
        finalized_at=now,
        final_source=source,
    )


# FMT-6: life totals at time-out in a knockout ---------------------------------------------


@dataclass(frozen=True, slots=True)
class LifeNoted:
    """One player gave the totals; the other is asked."""

    match: Match
    waiting_for: int


@dataclass(frozen=True, slots=True)
class LifeMismatch:
    """The two players' totals differ: the judges look."""

    match: Match


@dataclass(frozen=True, slots=True)
class LifeEqual:
    """Equal life: the game goes on."""

    match: Match
    life: int


@dataclass(frozen=True, slots=True)
class LifeDecided:
    """More life takes the game."""

    match: Match
    winner: int


LifeDecision = LifeNoted | LifeMismatch | LifeEqual | LifeDecided


def decide_life(match: Match, player: int, mine: int, theirs: int) -> LifeDecision:
    """A player's heroes' life totals (his, the opponent's) at time-out in a knockout."""
    refuse_bye(match)
    refuse_closed(match)
    if not is_knockout(match):
        raise Refusal("life-only-knockout")
    other = match.opponent_of(player)
    assert other is not None
    claims = {c[0]: c for c in match.life_claims if c[0] != player}
    claims[player] = (player, mine, theirs)
    if other not in claims:
        noted = dataclasses.replace(match, life_claims=tuple(claims.values()))
        return LifeNoted(noted, other)
    _, other_own, other_mine = claims[other]
    cleared = dataclasses.replace(match, life_claims=())
    if (other_own, other_mine) != (theirs, mine):
        return LifeMismatch(cleared)
    if mine == theirs:
        return LifeEqual(cleared, mine)
    return LifeDecided(cleared, player if mine > theirs else other)


# Side effects of sanctions and of players leaving ------------------------------------------


@dataclass(frozen=True, slots=True)
class GameAwarded:
    """MOD-1, MOD-5: one more game for the opponent of the player who lost it by sanction.

    `final` is the match's result when that game takes the match; otherwise `match` counts
    the game, and `stale` says a pending report that left the game out was cleared.
    """

    match: Match
    score: Score
    final: bool
    stale: bool


def award_game(match: Match, bo: int, loser: int) -> GameAwarded:
    """The open match after a game lost by sanction (MOD-1, MOD-5)."""
    a, b, final = game_loss(bo, *match.games_awarded(), loser_is_a=match.a == loser)
    if final:
        return GameAwarded(match, (a, b, 0), True, False)
    report = match.report
    # A reported score that leaves out the game no longer stands: the players report again.
    stale = (
        match.status is MatchStatus.REPORTED
        and report is not None
        and (report.score_a < a or report.score_b < b)
    )
    if stale:
        match = dataclasses.replace(match, status=MatchStatus.PENDING, report=None)
    return GameAwarded(dataclasses.replace(match, score_a=a, score_b=b), (a, b, 0), False, stale)


def is_decided(match: Match) -> bool:
    """A final result: only a judge's correction changes it (RES-8)."""
    return match.status is MatchStatus.FINAL


def dropped_score(match: Match, bo: int, player: int) -> Score | None:
    """REG-8: leaving mid-round concedes the match still being played, so the round can end.

    A decided result stands, and so does a score already reported (it waits for its
    confirmation as it would have) or disputed (the judges decide): None, nothing changes.
    """
    if match.b is None or is_decided(match):
        return None
    if match.status is not MatchStatus.PENDING and not is_time_out_report(match, bo):
        return None  # a knockout's score at time waits for nobody's confirmation: concede
    return concession(match, bo, player)


def disqualified_score(match: Match, bo: int, player: int) -> Score | None:
    """MOD-8: the disqualified player loses his unfinished match; a decided one stands."""
    if match.b is None or is_decided(match):
        return None
    return concession(match, bo, player)


def annulled_score(match: Match, bo: int, player: int) -> Score | None:
    """MOD-3 annulment: a decided match of the player counts as lost; None if it already is."""
    if match.b is None or not is_decided(match):
        return None
    a, b, draws = concession(match, bo, player)
    return None if (match.score_a, match.score_b) == (a, b) else (a, b, draws)


def bye_result(match: Match, bye: tuple[int, int], now: float) -> Match:
    """FMT-7: a bye is a match win with the bye's game score."""
    a, b = bye
    return dataclasses.replace(
        match,
        status=MatchStatus.FINAL,
        kind=ResultKind.BYE,
        score_a=a,
        score_b=b,
        finalized_at=now,
    )


def rematches(created: list[Match], earlier: list[Match], stage: int) -> list[Match]:
    """New matches whose players already met in this stage (FMT-3 avoids them if it can)."""
    met = {frozenset((m.a, m.b)) for m in earlier if m.b is not None and m.stage == stage}
    return [m for m in created if m.b is not None and frozenset((m.a, m.b)) in met]


# RES-7: the score of a technical loss ------------------------------------------------------


def techloss_score(
    match: Match,
    bo: int,
    loser: int,
    setting: tuple[int, int] | None,
    given: tuple[int, int] | None = None,
) -> Score:
    """The score of a technical loss as the match's (a, b): the judge's, else the setting's,
    else the RES-7 default, the winner taking the games the match needs (0:2 in BO3).

    `setting` and `given` are (winner's games, loser's games). A setting this match's length
    cannot produce (2:0 in a BO1) is refused rather than bent, so the judge sees it.
    """
    games = given if given is not None else setting
    if games is None:
        return concession(match, bo, loser)
    won, lost = games
    if won <= lost:  # the loser's opponent must win it
        raise Refusal("techloss-score-bad", score=score_text(won, lost, 0))
    score = oriented_score(match, loser, games)
    if given is not None:
        check_match_score(match, bo, *score)  # the judge's own score: the usual refusals
        return score
    try:
        check_match_score(match, bo, *score)
    except Refusal:
        raise Refusal("techloss-score-unfit", score=score_text(won, lost, 0), bo=bo) from None
    return score
