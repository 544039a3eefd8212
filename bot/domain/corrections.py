"""A judge's corrections: which decided results and which players he may change, and how.

Pure rules over loaded matches and players (RES-3, RES-7, RES-8, REG-8, FMT-6, PRO-1);
the use cases load, ask these and carry out what they allow.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.domain.errors import Refusal
from bot.domain.match_rules import Score, is_decided, winner_of
from bot.domain.model import Match, MatchStatus, Player, PlayerStatus, ResultKind


def refuse_without_reason(match: Match, reason: str) -> None:
    """A decided result changes only with the judge's reason (RES-8)."""
    if is_decided(match) and not reason:
        raise Refusal("correction-needs-reason", number=match.number)


def changed_bracket_winner(match: Match, score: Score) -> int | None:
    """The knockout match's winner whom `score` would unseat, whose later matches then count
    (FMT-6); None when the winner stays (another score) or the match is no bracket one."""
    winner = winner_of(match)
    if match.node is None or winner is None:
        return None
    if winner == (match.a if score[0] > score[1] else match.b):
        return None  # the same winner with another score: nothing downstream changes
    return winner


def refuse_bracket_played(match: Match, winners_matches: Sequence[Match]) -> None:
    """A knockout match's winner cannot change once he played on in the bracket (FMT-6)."""
    later = [
        m
        for m in winners_matches
        if m.stage == match.stage and m.round > match.round and m.node is not None
    ]
    if later:
        raise Refusal("correction-bracket-played", number=match.number, later=later[0].number)


def refuse_techloss_decided(match: Match, nickname: str) -> None:
    """A decided result changes by /result with a reason, not by a technical loss (RES-7,
    RES-8); a technical loss given already is said so."""
    if is_decided(match):
        key = "techloss-already" if match.final_source == "techloss" else "techloss-decided"
        raise Refusal(key, number=match.number, nickname=nickname)


def refuse_double_loss_again(match: Match) -> None:
    """A double no-show is recorded once (RES-7)."""
    if match.status is MatchStatus.FINAL and match.kind is ResultKind.DOUBLE_LOSS:
        raise Refusal("double-loss-already", number=match.number)


def refuse_not_playing(player: Player) -> None:
    """A judge acts on a player still in the tournament, not one who left (REG-8)."""
    if player.status is not PlayerStatus.REGISTERED:
        raise Refusal("player-not-playing", nickname=player.nickname)


def refuse_not_dropped(player: Player) -> None:
    """Only a dropped player comes back (REG-8)."""
    if player.status is not PlayerStatus.DROPPED:
        raise Refusal("undrop-not-dropped", nickname=player.nickname)


def report_stands(match: Match, reported_at: float, protested: bool) -> bool:
    """Whether a report's confirmation deadline still makes it final (RES-3): the report is
    still the pending one, and no protest holds the result until a judge decides (PRO-1)."""
    if match.status is not MatchStatus.REPORTED or match.report is None:
        return False  # settled meanwhile
    if match.report.at != reported_at:
        return False  # a newer report has its own deadline
    return not protested
