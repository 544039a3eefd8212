"""Stages of a tournament (FMT-1): Swiss, draft tables, groups, single and double elimination.

Every stage answers three questions the round machinery asks: what is the next round's
pairing (nothing when the stage is over), who leaves it in which order, and, for brackets,
who took which place.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from bot.context import Context
from bot.domain import brackets, draft, groups
from bot.domain.errors import Refusal
from bot.domain.model import IN_STANDINGS, Match, MatchStatus, NewMatch, PlayerStatus, ResultKind
from bot.domain.pairing import Entrant, Pairing, pair_round
from bot.domain.results import Outcome, check_score
from bot.domain.settings import stage_specs
from bot.domain.stages import ELIMINATION, StageRun, StageSpec
from bot.domain.standings import StandingRow, compute_standings
from bot.domain.tournament import Tournament

OUT = (PlayerStatus.DROPPED, PlayerStatus.DISQUALIFIED)


async def current_run(ctx: Context, t: Tournament) -> StageRun | None:
    """The running stage, if the tournament has started."""
    return await ctx.store.stages.get(t.id, t.stage)


async def specs_of(
    ctx: Context, t: Tournament, players: int | None = None
) -> tuple[StageSpec, ...]:
    """The stages resolved for the field the tournament started with (FMT-4)."""
    if players is None:
        first = await ctx.store.stages.get(t.id, 0)
        players = len(first.seeds) if first else 0
    return stage_specs(t.settings, players)


def is_knockout(run: StageRun | None) -> bool:
    """Whether the stage eliminates its losers, so that draws are impossible (FMT-6)."""
    return run is not None and run.spec.kind in ELIMINATION


def stage_label(spec: StageSpec) -> dict:
    """A stage named in words."""
    return {
        "$text": f"stage-{spec.kind}",
        "rounds": spec.rounds or 0,
        "size": spec.size or 0,
        "groups": spec.groups or 0,
    }


async def _matches_of(ctx: Context, t: Tournament, run: StageRun) -> list[Match]:
    return [m for m in await ctx.store.matches.all(t.id) if m.stage == run.index]


def winner_of(m: Match) -> int | None:
    """The winner of a final knockout match."""
    if m.status is not MatchStatus.FINAL or m.score_a is None or m.score_b is None:
        return None
    if m.b is None or m.score_a > m.score_b:
        return m.a
    return m.b if m.score_b > m.score_a else None


def _nodes(t: Tournament, run: StageRun) -> list[brackets.Node]:
    if run.spec.kind == "double":
        return brackets.double_elimination(len(run.seeds), t.settings.grand_final_reset)
    return brackets.single_elimination(len(run.seeds))


async def bracket_state(ctx: Context, t: Tournament, run: StageRun) -> brackets.BracketState:
    """The bracket after the results so far; dropped and disqualified players forfeit."""
    results = {
        m.node: w
        for m in await _matches_of(ctx, t, run)
        if m.node is not None and (w := winner_of(m)) is not None
    }
    gone = {p.id for p in await ctx.store.players.list(t.id, OUT)}
    return brackets.advance(_nodes(t, run), run.seeds, results, gone)


async def start_stage(ctx: Context, t: Tournament, index: int, ranked: Sequence[int]) -> bool:
    """Seat the stage's entrants and pair its first round; False if there is nothing to play."""
    specs = await specs_of(ctx, t, len(ranked) if index == 0 else None)
    spec = specs[index]
    entrants = list(ranked)
    pools: tuple[tuple[int, ...], ...] = ()
    if spec.kind == "draft":
        tables = (
            draft.seat_by_lot(entrants, t.settings.seed)  # FMT-8: a random lot
            if index == 0
            else draft.seat_by_standings(entrants)  # FMT-9: by the standings so far
        )
        pools = tuple(tuple(table) for table in tables)
    elif spec.kind == "groups":
        pools = tuple(tuple(g) for g in groups.split_groups(entrants, spec.groups or 1))
    elif spec.kind in ELIMINATION:
        entrants = entrants[: spec.size or len(entrants)]
    run = StageRun(index, spec, tuple(entrants), pools, first_round=t.current_round + 1)
    await ctx.store.stages.add(t.id, run, ctx.now)
    t = dataclasses.replace(t, stage=index)
    await ctx.store.tournaments.save(t)
    await ctx.audit(t, "stage-started", stage=index, kind=spec.kind, players=len(entrants))
    if spec.kind in ELIMINATION:
        await show_bracket(ctx, t, run)
    if len(specs) == 1 and not pools:
        return True  # a one-stage tournament: "the tournament started" said it all
    names = {p.id: p.nickname for p in await ctx.store.players.list(t.id)}
    await ctx.announce(
        t,
        "stage-started",
        title=t.title,
        stage=stage_label(spec),
        count=len(entrants),
        pools={
            "$each": "pool-row",
            "items": [
                {"n": i, "players": ", ".join(names[p] for p in pool)}
                for i, pool in enumerate(pools, start=1)
            ],
        }
        if pools
        else "",
    )
    return True


async def next_pairs(ctx: Context, t: Tournament, run: StageRun) -> list[NewMatch] | None:
    """The next round of the stage, or None when the stage is over."""
    played = t.current_round - run.first_round + 1
    kind = run.spec.kind
    if kind in ("swiss", "draft"):
        if played >= (run.spec.rounds or 0):
            return None
        pools = run.pools or (run.seeds,)
        pairs: list[NewMatch] = []
        for number, pool in enumerate(pools):
            pairing = await _swiss_pairing(ctx, t, run, pool, played + 1)
            pool_no = number if run.pools else None
            pairs += [NewMatch(a, b, run.index, pool=pool_no) for a, b in pairing.pairs]
            if pairing.bye is not None:
                pairs.append(NewMatch(pairing.bye, None, run.index, pool=pool_no))
        return pairs
    if kind == "groups":
        schedules = [groups.round_robin(pool) for pool in run.pools]
        if played >= max(len(s) for s in schedules):
            return None
        gone = {p.id for p in await ctx.store.players.list(t.id, OUT)}
        return [
            NewMatch(a, b, run.index, pool=number)
            for number, schedule in enumerate(schedules)
            if played < len(schedule)
            for a, b in schedule[played]
            if b is not None and a not in gone and b not in gone  # sitting out: no match
        ]
    state = await bracket_state(ctx, t, run)
    if state.finished:
        return None
    started = {m.node for m in await _matches_of(ctx, t, run)}
    fresh = [key for key in state.ready if key not in started]
    return [
        NewMatch(state.nodes[key].a or 0, state.nodes[key].b, run.index, node=key) for key in fresh
    ]


async def _swiss_pairing(
    ctx: Context, t: Tournament, run: StageRun, pool: Sequence[int], round_no: int
) -> Pairing:
    """FMT-3 inside one pool (the whole field, or a draft table) over its results so far."""
    matches = [m for m in await _matches_of(ctx, t, run) if m.status is MatchStatus.FINAL]
    members = set(pool)
    results = [m.as_result() for m in matches if m.a in members]
    rows = compute_standings(list(pool), results, t.settings.scoring())
    active = {
        p.id for p in await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])
    } & members
    met: dict[int, set[int]] = {pid: set() for pid in members}
    byes: set[int] = set()
    for m in matches:
        if m.kind is ResultKind.BYE:
            byes.add(m.a)
        elif m.b is not None and m.a in members:
            met[m.a].add(m.b)
            met[m.b].add(m.a)
    entrants = [
        Entrant(r.player, r.points, frozenset(met[r.player]), r.player in byes)
        for r in rows
        if r.player in active
    ]
    seed = t.settings.seed
    if run.index or run.pools:  # every table and stage draws its own lot
        seed = f"{seed}:stage{run.index}:pool{min(pool) if pool else 0}"
    return pair_round(entrants, seed, round_no)


async def ranking(ctx: Context, t: Tournament, run: StageRun) -> list[int]:
    """Who leaves the stage, best first: the next stage's entrants in seed order."""
    rules = t.settings.scoring()
    finals = [
        m.as_result() for m in await _matches_of(ctx, t, run) if m.status is MatchStatus.FINAL
    ]
    gone = {p.id for p in await ctx.store.players.list(t.id, OUT)}
    if run.spec.kind in ("groups", "draft"):
        tables = [groups.group_standings(list(pool), finals, rules) for pool in run.pools]
        specs = await specs_of(ctx, t)
        following = specs[run.index + 1] if run.index + 1 < len(specs) else None
        size = following.size if following and following.size else 2 * len(run.pools)
        per = (
            draft.advancing_per_table([len(p) for p in run.pools], size)
            if run.spec.kind == "draft"
            else max(1, size // len(run.pools))
        )
        ordered = groups.qualifiers(
            [[r for r in table if r.player not in gone] for table in tables], per, rules
        )
        return ordered
    rows = compute_standings(list(run.seeds), finals, rules)
    return [r.player for r in rows if r.player not in gone]


async def final_order(ctx: Context, t: Tournament) -> list[tuple[str, int, StandingRow | None]]:
    """(place, player, standings row) for everyone: bracket places first, then the standings."""
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    matches = await ctx.store.matches.all(t.id)
    results = [m.as_result() for m in matches if m.status is MatchStatus.FINAL and not m.node]
    rows = compute_standings([p.id for p in players], results, t.settings.scoring())
    by_player = {r.player: r for r in rows}
    run = await current_run(ctx, t)
    placed: list[tuple[str, int, StandingRow | None]] = []
    if is_knockout(run):
        assert run is not None
        state = await bracket_state(ctx, t, run)
        for player, (best, worst) in sorted(state.places.items(), key=lambda kv: kv[1]):
            label = str(best) if best == worst else f"{best}–{worst}"
            placed.append((label, player, by_player.get(player)))
    done = {player for _, player, _ in placed}
    start = len(placed) + 1
    for offset, row in enumerate(r for r in rows if r.player not in done):
        placed.append((str(start + offset), row.player, row))
    return placed


def knockout_score(bo: int, a: int, b: int, draws: int) -> Outcome:
    """A knockout score: possible in the match length and not a draw (FMT-6)."""
    outcome = check_score(bo, a, b, draws)
    if outcome is Outcome.DRAW:
        raise Refusal("knockout-no-draw")
    return outcome


async def run_of(ctx: Context, t: Tournament, match: Match) -> StageRun | None:
    """The stage a match belongs to."""
    return await ctx.store.stages.get(t.id, match.stage)


async def match_bo(ctx: Context, t: Tournament, match: Match) -> int:
    """The match length of the match's stage (FMT-2)."""
    run = await run_of(ctx, t, match)
    return run.spec.bo if run is not None else t.settings.bo


async def check_match_score(
    ctx: Context, t: Tournament, match: Match, a: int, b: int, draws: int
) -> Outcome:
    """A score possible in the match's length; in a knockout never a draw (FMT-2, FMT-6)."""
    run = await run_of(ctx, t, match)
    bo = run.spec.bo if run is not None else t.settings.bo
    return (
        knockout_score(bo, a, b, draws) if match.node is not None else check_score(bo, a, b, draws)
    )


async def bracket_params(ctx: Context, t: Tournament, run: StageRun) -> dict:
    """The bracket so far as a list parameter: every match whose players are known."""
    state = await bracket_state(ctx, t, run)
    names = {p.id: p.nickname for p in await ctx.store.players.list(t.id)}
    nodes = _nodes(t, run)
    scores = {m.node: m for m in await _matches_of(ctx, t, run) if m.node}
    items = []
    for node in nodes:
        ns = state.nodes[node.key]
        if (ns.a is None and ns.b is None) or ns.status == "skipped":
            continue
        key, params = brackets.round_label(node, nodes)
        match = scores.get(node.key)
        items.append(
            {
                "label": {"$text": key, **params},
                "a": names.get(ns.a, "—") if ns.a else "—",
                "b": names.get(ns.b, "—") if ns.b else {"$text": "bye-word"},
                "state": {
                    "$text": f"node-{ns.status}",
                    "score": _score(match),
                    "winner": names.get(ns.winner, "") if ns.winner else "",
                },
            }
        )
    champion = (
        {"$text": "bracket-champion", "name": names.get(state.champion, "")}
        if state.champion
        else ""
    )
    return {"rows": {"$each": "bracket-row", "items": items}, "champion": champion}


def _score(match: Match | None) -> str:
    if match is None or match.score_a is None or match.score_b is None:
        return ""
    return f"{match.score_a}:{match.score_b}"


def labels_for(t: Tournament, run: StageRun | None) -> dict[str, dict]:
    """Round names of a bracket's matches ("1/4 финала", "суперфинал"…), by node."""
    if not is_knockout(run):
        return {}
    assert run is not None
    nodes = _nodes(t, run)
    labels = {}
    for node in nodes:
        key, params = brackets.round_label(node, nodes)
        labels[node.key] = {"$text": key, **params}
    return labels


async def show_bracket(ctx: Context, t: Tournament, run: StageRun) -> None:
    """The bracket as a picture in every channel, replacing its earlier version."""
    state = await bracket_state(ctx, t, run)
    names = {p.id: p.nickname for p in await ctx.store.players.list(t.id)}
    nodes = _nodes(t, run)
    played = {m.node: m for m in await _matches_of(ctx, t, run) if m.node}

    def box(node: brackets.Node) -> dict:
        ns = state.nodes[node.key]
        match = played.get(node.key)
        bye = node.has_bye
        return {
            "key": node.key,
            "round": node.round,
            "side": node.side,
            "a": names.get(ns.a) if ns.a else ("bye" if bye and node.a.kind == "bye" else None),
            "b": names.get(ns.b) if ns.b else ("bye" if bye and node.b.kind == "bye" else None),
            "score": _score(match) or None,
            "winner": names.get(ns.winner) if ns.winner else None,
            "label": f"№{match.number}" if match else None,
        }

    def columns(side: str) -> list:
        return [
            [{"$text": key, **params}, [box(n) for n in column]]
            for column in brackets.rounds(nodes, side)  # type: ignore[arg-type]
            for key, params in [brackets.round_label(column[0], nodes)]
        ]

    finals = [box(n) for n in nodes if n.side == "final"]
    picture = {
        "kind": "bracket",
        "title": t.title,
        "rounds": columns("upper"),
        "lower": columns("lower"),
        "finals": finals,
        "finals_title": {"$text": "round-grand-final"},
    }
    await ctx.show(t, "bracket-picture", picture, ref=f"bracket:{t.id}:{run.index}", title=t.title)
