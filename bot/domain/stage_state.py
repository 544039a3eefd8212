"""A stage with every result in it: the questions the round machinery asks, answered once.

Every stage (FMT-1) answers the same questions: what is the next round's pairing (nothing
when the stage is over), who leaves it in which order, and, for brackets, who took which
place. A `StageState` is built from loaded values after each change and computes each
answer at most once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from bot.domain import brackets, draft, groups
from bot.domain.match_rules import winner_of
from bot.domain.model import Match, MatchResult, MatchStatus, NewMatch, ResultKind
from bot.domain.pairing import Entrant, Pairing, pair_round
from bot.domain.ratings import rating_pairs
from bot.domain.settings import TournamentSettings
from bot.domain.stage_specs import ELIMINATION, StageRun, StageSpec
from bot.domain.standings import StandingRow, compute_standings

Place = tuple[str, int, StandingRow | None]  # (place label, player, standings row)


def first_seeding(players: Sequence[int], seed: str) -> list[int]:
    """The first stage seeds by lot (FMT-3, FMT-8): registration order must not matter."""
    ranked = list(players)
    random.Random(f"{seed}:seeding").shuffle(ranked)
    return ranked


def seat(
    spec: StageSpec, index: int, ranked: Sequence[int], seed: str
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """A new stage's entrants in seed order and its tables or groups (FMT-8, FMT-9)."""
    entrants = list(ranked)
    pools: tuple[tuple[int, ...], ...] = ()
    if spec.kind == "draft":
        tables = (
            draft.seat_by_lot(entrants, seed)  # FMT-8: a random lot
            if index == 0
            else draft.seat_by_standings(entrants)  # FMT-9: by the standings so far
        )
        pools = tuple(tuple(table) for table in tables)
    elif spec.kind == "groups":
        pools = tuple(tuple(g) for g in groups.split_groups(entrants, spec.groups or 1))
    elif spec.kind in ELIMINATION:
        entrants = entrants[: spec.size or len(entrants)]
    return tuple(entrants), pools


def bracket_nodes(run: StageRun, grand_final_reset: bool) -> list[brackets.Node]:
    """The bracket of an elimination stage."""
    if run.spec.kind == "double":
        return brackets.double_elimination(len(run.seeds), grand_final_reset)
    return brackets.single_elimination(len(run.seeds))


def round_labels(run: StageRun, grand_final_reset: bool) -> dict[str, tuple[str, dict]]:
    """Round names of a bracket's matches ("1/4 финала", "суперфинал"…), by node."""
    if run.spec.kind not in ELIMINATION:
        return {}
    nodes = bracket_nodes(run, grand_final_reset)
    return {node.key: brackets.round_label(node, nodes) for node in nodes}


@dataclass(frozen=True)
class StageState:
    """The running stage, its matches, and who is still in the tournament."""

    settings: TournamentSettings
    current_round: int  # the tournament's last paired round
    run: StageRun
    specs: tuple[StageSpec, ...]
    matches: tuple[Match, ...]  # this stage's matches
    gone: frozenset[int]  # dropped and disqualified players: they forfeit (REG-8, MOD-8)
    active: frozenset[int]  # registered players still playing
    late: tuple[tuple[int, int], ...] = ()  # late entrants: (player, the round he joined after)
    missed: tuple[MatchResult, ...] = ()  # their missed rounds as `late_entry` counts them

    @property
    def kind(self) -> str:
        """The stage's kind."""
        return self.run.spec.kind

    @property
    def knockout(self) -> bool:
        """Whether the stage eliminates its losers, so that draws are impossible (FMT-6)."""
        return self.kind in ELIMINATION

    @property
    def last(self) -> bool:
        """Whether no stage follows this one."""
        return self.run.index + 1 >= len(self.specs)

    @property
    def following(self) -> StageSpec | None:
        """The next stage, if any."""
        return None if self.last else self.specs[self.run.index + 1]

    @cached_property
    def finals(self) -> list[Match]:
        """The stage's final results."""
        return [m for m in self.matches if m.status is MatchStatus.FINAL]

    @cached_property
    def entrants(self) -> tuple[int, ...]:
        """The seeds and the late entrants who joined this stage by its last paired round."""
        seeds = set(self.run.seeds)
        first = self.run.first_round
        joined = tuple(
            player
            for player, after in self.late
            if player not in seeds and first <= after <= self.current_round
        )
        return self.run.seeds + joined

    @cached_property
    def stage_missed(self) -> list[MatchResult]:
        """The rounds of this stage its late entrants missed, as the standings count them."""
        members = set(self.entrants)
        rounds = range(self.run.first_round, self.current_round + 1)
        return [r for r in self.missed if r.a in members and r.round in rounds]

    @cached_property
    def points(self) -> dict[int, int]:
        """Each entrant's match points in this stage so far: what FMT-3 pairs by."""
        results = [m.as_result() for m in self.finals] + self.stage_missed
        rows = compute_standings(list(self.entrants), results, self.settings.scoring())
        return {r.player: r.points for r in rows}

    @cached_property
    def nodes(self) -> list[brackets.Node]:
        """The bracket's nodes (elimination stages only)."""
        return bracket_nodes(self.run, self.settings.grand_final_reset)

    @cached_property
    def bracket(self) -> brackets.BracketState:
        """The bracket after the results so far; dropped and disqualified players forfeit."""
        results = {
            m.node: w
            for m in self.matches
            if m.node is not None and (w := winner_of(m)) is not None
        }
        return brackets.advance(self.nodes, self.run.seeds, results, set(self.gone))

    @cached_property
    def next_pairs(self) -> list[NewMatch] | None:
        """The next round of the stage, or None when the stage is over."""
        played = self.current_round - self.run.first_round + 1
        run = self.run
        if self.kind in ("swiss", "draft"):
            if played >= (run.spec.rounds or 0):
                return None
            pools = run.pools or (self.entrants,)  # a late entrant joins a pool-less stage
            pairs: list[NewMatch] = []
            for number, pool in enumerate(pools):
                pairing = self._swiss_pairing(pool, played + 1)
                pool_no = number if run.pools else None
                pairs += [NewMatch(a, b, run.index, pool=pool_no) for a, b in pairing.pairs]
                if pairing.bye is not None:
                    pairs.append(NewMatch(pairing.bye, None, run.index, pool=pool_no))
            return pairs
        if self.kind == "groups":
            schedules = [groups.round_robin(pool) for pool in run.pools]
            if played >= max(len(s) for s in schedules):
                return None
            return [
                NewMatch(a, b, run.index, pool=number)
                for number, schedule in enumerate(schedules)
                if played < len(schedule)
                for a, b in schedule[played]
                # sitting out, or a player gone: no match
                if b is not None and a not in self.gone and b not in self.gone
            ]
        state = self.bracket
        if state.finished:
            return None
        started = {m.node for m in self.matches}
        return [
            NewMatch(state.nodes[key].a or 0, state.nodes[key].b, run.index, node=key)
            for key in state.ready
            if key not in started
        ]

    @property
    def over(self) -> bool:
        """Whether the stage has no round left to play."""
        return self.next_pairs is None

    def _swiss_pairing(self, pool: Sequence[int], round_no: int) -> Pairing:
        """FMT-3 inside one pool (the whole field, or a draft table) over its results so far."""
        first = round_no == 1 and self.run.index == 0 and self.kind == "swiss"
        if first and self.settings.seed_by == "rating":
            # seed_by=rating: round 1 folds the seed order, best-rated first, not the lot
            return rating_pairs(p for p in pool if p in self.active)
        members = set(pool)
        results = [m.as_result() for m in self.finals if m.a in members]
        results += [r for r in self.stage_missed if r.a in members]
        rows = compute_standings(list(pool), results, self.settings.scoring())
        met: dict[int, set[int]] = {pid: set() for pid in members}
        byes: set[int] = set()
        for m in self.finals:
            if m.kind is ResultKind.BYE:
                byes.add(m.a)
            elif m.b is not None and m.a in members:
                met[m.a].add(m.b)
                met[m.b].add(m.a)
        entrants = [
            Entrant(r.player, r.points, frozenset(met[r.player]), r.player in byes)
            for r in rows
            if r.player in self.active and r.player in members
        ]
        seed = self.settings.seed
        if self.run.index or self.run.pools:  # every table and stage draws its own lot
            seed = f"{seed}:stage{self.run.index}:pool{min(pool) if pool else 0}"
        return pair_round(entrants, seed, round_no)

    @cached_property
    def ranking(self) -> list[int]:
        """Who leaves the stage, best first: the next stage's entrants in seed order."""
        rules = self.settings.scoring()
        finals = [m.as_result() for m in self.finals]
        run = self.run
        if self.kind in ("groups", "draft"):
            tables = [groups.group_standings(list(pool), finals, rules) for pool in run.pools]
            following = self.following
            size = following.size if following and following.size else 2 * len(run.pools)
            per = (
                draft.advancing_per_table([len(p) for p in run.pools], size)
                if self.kind == "draft"
                else max(1, size // len(run.pools))
            )
            return groups.qualifiers(
                [[r for r in table if r.player not in self.gone] for table in tables], per, rules
            )
        rows = compute_standings(list(self.entrants), finals + self.stage_missed, rules)
        return [r.player for r in rows if r.player not in self.gone]

    @cached_property
    def round_labels(self) -> dict[str, tuple[str, dict]]:
        """Round names of a bracket's matches, by node."""
        return round_labels(self.run, self.settings.grand_final_reset)


def ranking_table(
    players: Sequence[int],
    matches: Sequence[Match],
    settings: TournamentSettings,
    missed: Sequence[MatchResult] = (),
) -> list[StandingRow]:
    """The standings of every result outside the brackets: the Swiss (ranking) stages' table,
    whose points the final places carry; a bracket's matches place players, they score none."""
    results = [m.as_result() for m in matches if m.status is MatchStatus.FINAL and not m.node]
    return compute_standings(list(players), [*results, *missed], settings.scoring())


def final_order(
    players: Sequence[int],
    matches: Sequence[Match],
    settings: TournamentSettings,
    stage: StageState | None,
    missed: Sequence[MatchResult] = (),
) -> list[Place]:
    """Everyone's place: bracket places first, then the standings of the other results.

    `missed` are the missed rounds of late entrants and returned players (`missed_of`).
    """
    rows = ranking_table(players, matches, settings, missed)
    by_player = {r.player: r for r in rows}
    placed: list[Place] = []
    if stage is not None and stage.knockout:
        ranges = sorted(stage.bracket.places.items(), key=lambda kv: kv[1])
        for player, (best, worst) in ranges:
            label = str(best) if best == worst else f"{best}–{worst}"
            placed.append((label, player, by_player.get(player)))
    done = {player for _, player, _ in placed}
    start = len(placed) + 1
    for offset, row in enumerate(r for r in rows if r.player not in done):
        placed.append((str(start + offset), row.player, row))
    return placed


def repaired_at(state: StageState, round_no: int, active: frozenset[int]) -> list[NewMatch]:
    """The pairing round `round_no` of the stage would get from the results before it."""
    before = tuple(m for m in state.matches if m.round < round_no)
    earlier = replace(state, current_round=round_no - 1, matches=before, active=active)
    return earlier.next_pairs or []


def same_pairs(pairs: Sequence[NewMatch], matches: Sequence[Match]) -> bool:
    """Whether a pairing is the one the round was played with (byes included)."""

    def pair_set(items: Sequence[tuple[int, int | None]]) -> set[frozenset[int | None]]:
        return {frozenset((a, b)) for a, b in items}

    return pair_set([(p.a, p.b) for p in pairs]) == pair_set([(m.a, m.b) for m in matches])
