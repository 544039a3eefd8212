"""«Что мне нужно для топа?» (issue 26): for each record a player may still make in a Swiss
stage followed by a top (FMT-1), whether it guarantees the top, may reach it, or cannot.

Only match points are ever promised. A record guarantees the top when in every outcome of
the other matches fewer than K others reach his points; it cannot reach the top when in every
outcome at least K others finish strictly above him; anything between is decided by the other
results and the tiebreakers (FMT-7), and gets an estimated share. Where the outcomes of the
open matches and of the future rounds are few, every one is enumerated with the real pairing
(FMT-3, deterministic from the seed and the round); otherwise sound bounds decide what they
can and a simulation (bot.domain.top_simulation) estimates the rest.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from dataclasses import dataclass

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus, ResultKind, TournamentStatus
from bot.domain.stage_specs import ELIMINATION
from bot.domain.stage_state import StageState
from bot.domain.standings import ScoringRules
from bot.domain.top_simulation import Field, Record, bounds, simulate, wilson
from bot.domain.tournament import Tournament

__all__ = [
    "LEAF_LIMIT", "PAIRING_LIMIT", "RUNS", "RecordChance", "TopChances", "estimate",
    "field_of", "records", "refuse_not_under_way", "stage_points", "top_chances",
]  # fmt: skip

# The exact method's budget. One real pairing of 8 players (standings with fractions and the
# blossom matching) costs ≈ 3 ms, a leaf ≈ 10 µs (bench/need.py): these keep the exact answer
# near half a second at most; anything larger is simulated.
PAIRING_LIMIT = 150
LEAF_LIMIT = 30_000
RUNS = 2_000  # the most simulated runs of an undecided record (see top_simulation.simulate)

# A match's outcome, as (a's result, b's result): a wins, b wins, a draw.
OUTCOMES = (("W", "L"), ("L", "W"), ("D", "D"))


@dataclass(frozen=True, slots=True)
class RecordChance:
    """One record of his remaining matches and what it gives him.

    verdict: guaranteed | may | cannot. share: the estimated share of outcomes in which he
    reaches the top with it (ties at the cut counted as an even lot), for "may" only;
    low/high: the Wilson 95 % interval of a simulated share.
    """

    wins: int
    draws: int
    losses: int
    points: int  # his points in the stage at its end with this record
    verdict: str
    share: float | None = None
    low: float | None = None
    high: float | None = None
    runs: int = 0  # simulated runs behind the share

    @property
    def record(self) -> str:
        """The record as players write it: wins-losses, then draws if any."""
        base = f"{self.wins}-{self.losses}"
        return f"{base}-{self.draws}" if self.draws else base


@dataclass(frozen=True, slots=True)
class TopChances:
    """The answer: the top's size, his matches left, the method, and a line per record."""

    top: int
    rounds: int
    method: str  # exact | simulation
    runs: int  # exact: the outcomes enumerated; simulation: the most runs of a record
    draw_share: float
    lines: tuple[RecordChance, ...]


def refuse_not_under_way(t: Tournament) -> None:
    """The question needs a running tournament with a round paired."""
    if t.status is not TournamentStatus.RUNNING or not t.current_round:
        raise Refusal("need-not-started", title=t.title)


def field_of(state: StageState, player: int) -> Field:
    """What the chances are computed from; refuses where the question has no answer."""
    following = state.following
    if state.kind != "swiss" or following is None or following.kind not in ELIMINATION:
        raise Refusal("need-no-top")  # FMT-1: only a Swiss followed by a top has a cut
    if player in state.gone:
        raise Refusal("need-gone")
    points = {p: v for p, v in stage_points(state).items() if p not in state.gone}
    if player not in points:
        raise Refusal("need-not-in-stage")
    current = [m for m in state.matches if m.round == state.current_round]
    open_pairs = []
    for m in current:
        if m.status is MatchStatus.FINAL or m.b is None:
            continue
        if m.a in points and m.b in points:
            open_pairs.append((m.a, m.b))
        elif m.a in points or m.b in points:  # REG-8, MOD-8: the one gone forfeits
            points[m.a if m.a in points else m.b] += state.settings.scoring().win
    played = state.current_round - state.run.first_round + 1
    future = max((state.run.spec.rounds or 0) - played, 0)
    mine = any(player in pair for pair in open_pairs) + future * (player in state.active)
    if not mine:
        raise Refusal("need-no-rounds")
    decided = [m for m in state.finals if m.kind is ResultKind.MATCH and m.b is not None]
    draws = sum(m.score_a == m.score_b for m in decided)
    return Field(
        me=player,
        top=following.size or 0,
        points=points,
        open_pairs=tuple(open_pairs),
        future=future,
        scoring=state.settings.scoring(),
        draw_share=draws / len(decided) if decided else 0.0,
        active=frozenset(p for p in state.active if p in points),
    )


def stage_points(state: StageState) -> dict[int, int]:
    """Each entrant's match points in the stage, as the standings count them (FMT-7).

    The same sums as `StageState.points` without the tiebreakers' fractions, which cost
    ≈ 0.15 s at 512 players.
    """
    rules = state.settings.scoring()
    points = dict.fromkeys(state.entrants, 0)
    for r in [m.as_result() for m in state.finals] + state.stage_missed:
        kind = ResultKind(r.kind)
        a, b = r.a, r.b
        if kind is ResultKind.MATCH and b is not None:
            if r.score_a == r.score_b:
                gained = (rules.draw, rules.draw)
            else:
                won = r.score_a > r.score_b
                gained = (rules.win, rules.loss) if won else (rules.loss, rules.win)
            points[a] = points.get(a, 0) + gained[0]
            points[b] = points.get(b, 0) + gained[1]
            continue
        points[a] = points.get(a, 0) + (rules.win if kind is ResultKind.BYE else rules.loss)
        if kind is ResultKind.DOUBLE_LOSS and b is not None:
            points[b] = points.get(b, 0) + rules.loss
    return points


def records(f: Field) -> list[Record]:
    """Every record of his remaining matches, best first; draws only where they score (FMT-7)."""
    rounds = f.remaining
    rules = f.scoring
    with_draws = rules.draw > rules.loss
    found = [
        (w, d, rounds - w - d)
        for w in range(rounds, -1, -1)
        for d in (range(rounds - w, -1, -1) if with_draws else (0,))
    ]
    return sorted(found, key=lambda r: (-f.final_points(r), -r[0]))


def estimate(f: Field) -> tuple[int, int]:
    """The exact method's cost: (pairing calls, leaves), every match having three outcomes."""
    per_round = len(f.active) // 2
    opened = len(f.open_pairs)
    calls = sum(3 ** (opened + r * per_round) for r in range(f.future))
    return calls, 3 ** (opened + f.future * per_round)


def top_chances(
    state: StageState,
    player: int,
    rng: random.Random,
    *,
    runs: int = RUNS,
    pairing_limit: int = PAIRING_LIMIT,
    leaf_limit: int = LEAF_LIMIT,
) -> TopChances:
    """The chances of every record: exact where the outcomes are few, else simulated."""
    f = field_of(state, player)
    calls, leaves = estimate(f)
    if calls <= pairing_limit and leaves <= leaf_limit:
        tallies = _Exact(state, f).run()
        lines = [
            tallies[r].line(f, r) for r in records(f) if r in tallies
        ]  # a record no outcome gives (a bye he cannot escape) is left out
        return TopChances(f.top, f.remaining, "exact", leaves, f.draw_share, tuple(lines))
    f = _paired_ahead(state, f)
    lines = []
    for r in records(f):
        verdict = bounds(f, r)
        line = RecordChance(*r, points=f.final_points(r), verdict=verdict or "may")
        if verdict is None:
            share, done = simulate(f, r, runs, rng)
            low, high = wilson(share * done, done)
            line = dataclasses.replace(line, share=share, low=low, high=high, runs=done)
        lines.append(line)
    most = max((line.runs for line in lines), default=0)
    return TopChances(f.top, f.remaining, "simulation", most, f.draw_share, tuple(lines))


@dataclass(slots=True)
class _Tally:
    """What the outcomes with one record of his said."""

    leaves: int = 0
    never_out: bool = True  # in every outcome fewer than K others reached his points
    never_in: bool = True  # in every outcome at least K others finished above him
    weight: float = 0.0
    inside: float = 0.0  # weighted share in the top, ties at the cut as an even lot

    def add(self, top: int, above: int, level: int, weight: float) -> None:
        """One outcome: `above` others finished above him, `level` on his points."""
        self.leaves += 1
        self.never_out &= above + level < top
        self.never_in &= above >= top
        self.weight += weight
        self.inside += weight * min(max((top - above) / (level + 1), 0.0), 1.0)

    def line(self, f: Field, record: Record) -> RecordChance:
        """The record's line: a promise only where every outcome agrees."""
        points = f.final_points(record)
        if self.never_out:
            return RecordChance(*record, points=points, verdict="guaranteed")
        if self.never_in:
            return RecordChance(*record, points=points, verdict="cannot")
        share = self.inside / self.weight if self.weight else None
        return RecordChance(*record, points=points, verdict="may", share=share)


class _Exact:
    """Every outcome of the open matches and the future rounds, paired as the bot would.

    A hypothetical win is the shortest one of the stage's BO and a draw 1:1 (0:0 with a
    drawn game in BO1): the pairing reads the standings' order, which the game scores move.
    """

    def __init__(self, state: StageState, f: Field) -> None:
        self.state = state
        self.f = f
        self.rules: ScoringRules = f.scoring
        d = f.draw_share
        self.chance = ((1 - d) / 2, (1 - d) / 2, d)
        bo = state.run.spec.bo
        self.win = (bo // 2 + 1, 0, 0)
        self.draw = (1, 1, 0) if bo >= 3 else (0, 0, 1)
        self.tallies: dict[Record, _Tally] = {}
        self.made = 0  # hypothetical matches, numbered below the real ones
        self.value = {"W": self.rules.win, "L": self.rules.loss, "D": self.rules.draw}

    def run(self) -> dict[Record, _Tally]:
        """Walk the outcomes from the current round on."""
        state = self.state
        current = state.current_round
        kept = [m for m in state.matches if m.round != current or m.status is MatchStatus.FINAL]
        self._walk(kept, current, list(self.f.open_pairs), dict(self.f.points), (0, 0, 0), 1.0,
                   self.f.future)  # fmt: skip
        return self.tallies

    def _walk(
        self,
        matches: list[Match],
        round_no: int,
        pairs: list[tuple[int, int]],
        points: dict[int, int],
        record: Record,
        weight: float,
        after: int,
    ) -> None:
        me = self.f.me
        for combo in itertools.product(range(3), repeat=len(pairs)):
            pts = dict(points)
            rec, w, made = record, weight, []
            for (a, b), o in zip(pairs, combo, strict=True):
                ra, rb = OUTCOMES[o]
                pts[a] += self.value[ra]
                pts[b] += self.value[rb]
                if me in (a, b):
                    rec = _plus(rec, ra if me == a else rb)
                else:
                    w *= self.chance[o]
                if after:
                    made.append(self._match(round_no, a, b, o))
            if not after:
                self._leaf(pts, rec, w)
                continue
            played = [*matches, *made]
            nxt = dataclasses.replace(self.state, current_round=round_no, matches=tuple(played))
            new = nxt.next_pairs or []
            following = []
            for m in new:
                if m.b is None:  # FMT-3, FMT-7: a bye is a win
                    pts[m.a] += self.rules.win
                    rec = _plus(rec, "W") if m.a == me else rec
                    played.append(self._match(round_no + 1, m.a, None, 0))
                else:
                    following.append((m.a, m.b))
            self._walk(played, round_no + 1, following, pts, rec, w, after - 1)

    def _match(self, round_no: int, a: int, b: int | None, outcome: int) -> Match:
        self.made += 1
        score = self.draw if outcome == 2 else self.win
        sa, sb, drawn = score if outcome != 1 else (score[1], score[0], score[2])
        return Match(
            -self.made, 0, 0, round_no, a, b, MatchStatus.FINAL, sa, sb, drawn,
            ResultKind.MATCH if b is not None else ResultKind.BYE, stage=self.state.run.index,
        )  # fmt: skip

    def _leaf(self, points: dict[int, int], record: Record, weight: float) -> None:
        me = self.f.me
        mine = points[me]
        above = level = 0
        for player, value in points.items():
            if value > mine:
                above += 1
            elif value == mine and player != me:
                level += 1
        self.tallies.setdefault(record, _Tally()).add(self.f.top, above, level, weight)


def _paired_ahead(state: StageState, f: Field) -> Field:
    """With the current round over, the next one's real pairing is known: play it as open.

    One real pairing (≈ 0.1 s at 512 players) makes the simulation's first round exact and
    the bounds sharper: two players paired now cannot both win. A bye is a win (FMT-7).
    """
    if f.open_pairs or not f.future:
        return f
    points = dict(f.points)
    pairs = []
    for m in state.next_pairs or []:
        if m.b is None:
            points[m.a] += f.scoring.win
        else:
            pairs.append((m.a, m.b))
    return dataclasses.replace(f, points=points, open_pairs=tuple(pairs), future=f.future - 1)


def _plus(record: Record, result: str) -> Record:
    """The record with one more result."""
    w, d, l = record  # noqa: E741
    return (w + (result == "W"), d + (result == "D"), l + (result == "L"))
