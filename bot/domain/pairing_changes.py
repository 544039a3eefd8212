"""A judge's changes to a round before it is played, and late entrants (FMT-3).

A round is paired anew (`/repair`) by a new lot drawn from the tournament's seed, so the same
state always gives the same new pairing; two players exchange their opponents (`/swap`);
either is refused once a result is in. Rematches, second byes and pair-downs that FMT-3
would avoid are named before the judge confirms. A late entrant joins after a round and is
paired from the next; the rounds he missed count as losses or as nothing (`late_entry`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchResult, MatchStatus, NewMatch, Player, ResultKind
from bot.domain.stage_specs import stage_label
from bot.domain.stage_state import StageState, same_pairs

# New lots tried for a pairing other than the round's before giving up: a small field late in
# a stage may have only one pairing that FMT-3 accepts.
LOT_TRIES = 16

Pair = tuple[int, int | None]  # (player, opponent); None for the bye


def late_of(players: Iterable[Player]) -> tuple[tuple[int, int], ...]:
    """Late entrants as (player, the round he joined after), in registration order."""
    return tuple((p.id, p.joined_after_round) for p in players if p.joined_after_round is not None)


def missed_results(late: Iterable[tuple[int, int]], late_entry: str) -> list[MatchResult]:
    """Late entrants' missed rounds for the standings: losses with `late_entry=loss`, else none.

    A missed round is a loss in the record with no points, but no round played: the
    percentages (MW%, GW%) and the opponents' tiebreakers do not see it.
    """
    if late_entry != "loss":
        return []
    return [
        MatchResult(round_no, player, None, 0, 0, kind=ResultKind.MISSED)
        for player, after in late
        for round_no in range(1, after + 1)
    ]


def missed_of(players: Iterable[Player], late_entry: str) -> list[MatchResult]:
    """Every missed round the standings count: late entrants' and returned players' alike.

    A player brought back by /undrop after the next pairing missed the rounds between; they
    count as a late entrant's do (`late_entry`), and his decided results stay as they are.
    """
    if late_entry != "loss":
        return []
    players = list(players)
    returned = [(p.id, r) for p in players for r in p.missed_rounds]
    return missed_results(late_of(players), late_entry) + [
        MatchResult(round_no, player, None, 0, 0, kind=ResultKind.MISSED)
        for player, round_no in returned
    ]


def rounds_missed_on_return(player: Player, stage: StageState) -> tuple[int, ...]:
    """The rounds a dropped player missed if he comes back now, or a refusal saying why not.

    Before the next pairing he missed nothing (REG-8). Later he is paired from the next
    round of a Swiss stage he began, as a late entrant would be (FMT-3): a bracket, a group
    or a draft table has no seat left for him.
    """
    after = player.dropped_after_round
    if after is None or after >= stage.current_round:
        return ()
    run = stage.run
    stage_name = {"nickname": player.nickname, "stage": stage_label(run.spec)}
    if stage.kind != "swiss" or run.pools:
        raise Refusal("undrop-not-swiss", **stage_name)
    if player.id not in stage.entrants:
        raise Refusal("undrop-other-stage", **stage_name)
    if stage.current_round - run.first_round + 1 >= (run.spec.rounds or 0):
        raise Refusal("undrop-no-round-left", **stage_name)
    return tuple(range(after + 1, stage.current_round + 1))


def started(match: Match) -> bool:
    """Whether a match (not a bye) has a report, a result or a game awarded by a sanction."""
    if match.b is None:
        return False
    return (
        match.status is not MatchStatus.PENDING
        or match.report is not None
        or match.games_awarded() != (0, 0)
    )


def refuse_started(matches: Sequence[Match]) -> None:
    """A round whose play began keeps its pairs: a refusal naming the matches with scores."""
    begun = [m.number for m in matches if started(m)]
    if begun:
        raise Refusal("round-change-started", matches=", ".join(f"№{n}" for n in begun))


def refuse_unchangeable(stage: StageState, current_round: int, title: str) -> None:
    """Only a Swiss or draft stage's paired round is paired anew or swapped (FMT-3)."""
    if stage.kind not in ("swiss", "draft"):
        raise Refusal("round-change-not-swiss", title=title)
    if current_round < stage.run.first_round:  # a draft stage drafts before round 1
        raise Refusal("no-pairings-yet", title=title)


def refuse_protested(protested: Iterable[int], matches: Sequence[Match]) -> None:
    """A protest refers to its match: that match keeps its players (PRO-1)."""
    numbers = {m.number for m in matches}
    held = [n for n in protested if n in numbers]
    if held:
        raise Refusal("round-change-protested", matches=", ".join(f"№{n}" for n in held))


def before_round(state: StageState, round_no: int) -> StageState:
    """The stage as it stood when round `round_no` was paired: only the results before it."""
    earlier = tuple(m for m in state.matches if m.round < round_no)
    return replace(state, current_round=round_no - 1, matches=earlier)


def lot_seed(seed: str, lot: int) -> str:
    """The seed of a round's `lot`-th new lot, drawn from the tournament's own (FMT-3)."""
    return f"{seed}:repair{lot}"


def new_lot(
    state: StageState, round_no: int, current: Sequence[Match], first: int
) -> tuple[int, list[NewMatch]]:
    """The first lot from `first` on whose pairing differs from the round's, and its pairs."""
    earlier = before_round(state, round_no)
    for lot in range(first, first + LOT_TRIES):
        settings = replace(state.settings, seed=lot_seed(state.settings.seed, lot))
        pairs = replace(earlier, settings=settings).next_pairs or []
        if pairs and not same_pairs(pairs, current):
            return lot, pairs
    raise Refusal("repair-no-other", round=round_no)


def swapped(first: Match, second: Match, x: int, y: int) -> tuple[Pair, Pair]:
    """X vs A and Y vs B become Y vs A and X vs B: the two change places, a bye goes too.

    `first` is X's match and `second` Y's; a refusal when they play each other, when one
    match has a result in, or when the matches are at different draft tables (FMT-8).
    """
    if first.id == second.id:
        raise Refusal("swap-same-match", number=first.number)
    refuse_started([first, second])
    if first.pool != second.pool:
        raise Refusal("swap-other-table", first=first.number, second=second.number)

    def put(match: Match, out: int, into: int) -> Pair:
        return (into if match.a == out else match.a, into if match.b == out else match.b)

    return put(first, x, y), put(second, y, x)


@dataclass(frozen=True, slots=True)
class PairingWarning:
    """Something FMT-3 avoids where it can, in a pairing the judge is about to make."""

    kind: str  # "rematch" | "second-bye" | "pair-down"
    a: int
    b: int | None = None


def warnings(pairs: Iterable[Pair], before: StageState) -> list[PairingWarning]:
    """Rematches, second byes and pair-downs of `pairs` against the stage before the round."""
    met = {frozenset((m.a, m.b)) for m in before.finals if m.b is not None}
    byes = {m.a for m in before.finals if m.kind is ResultKind.BYE}
    points = before.points
    found: list[PairingWarning] = []
    for a, b in pairs:
        if b is None:
            if a in byes:
                found.append(PairingWarning("second-bye", a))
            continue
        if frozenset((a, b)) in met:
            found.append(PairingWarning("rematch", a, b))
        if points.get(a, 0) != points.get(b, 0):
            found.append(PairingWarning("pair-down", a, b))
    return found
