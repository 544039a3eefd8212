"""Stages of a tournament (FMT-1): loading a stage's state, seating a new stage, brackets.

The rules live in `bot.domain.stage_state`; this module loads what they need and shows the
bracket.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from bot.context import Context
from bot.domain import brackets
from bot.domain.model import IN_STANDINGS, Match, Player, PlayerStatus
from bot.domain.pairing_changes import late_of, missed_of
from bot.domain.settings import stage_specs
from bot.domain.stage_specs import ELIMINATION, StageRun, StageSpec, stage_label
from bot.domain.stage_state import Place, StageState, ranking_table, round_labels, seat
from bot.domain.stage_state import final_order as order_of
from bot.domain.standings import StandingRow
from bot.domain.tournament import Tournament
from bot.wording import message_params

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


async def stage_state(ctx: Context, t: Tournament, run: StageRun | None = None) -> StageState:
    """The running stage (or `run`) with its matches and who is still playing."""
    if run is None:
        run = await current_run(ctx, t)
    assert run is not None, "the tournament has started"
    matches = [m for m in await ctx.store.matches.all(t.id) if m.stage == run.index]
    gone = {p.id for p in await ctx.store.players.list(t.id, OUT)}
    active = {p.id for p in await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])}
    standing = await ctx.store.players.list(t.id, IN_STANDINGS)
    late = late_of(standing)
    return StageState(
        t.settings,
        t.current_round,
        run,
        await specs_of(ctx, t),
        tuple(matches),
        frozenset(gone),
        frozenset(active),
        late,
        tuple(missed_of(standing, t.settings.late_entry)),
    )


def is_knockout(run: StageRun | None) -> bool:
    """Whether the stage eliminates its losers, so that draws are impossible (FMT-6)."""
    return run is not None and run.spec.kind in ELIMINATION


async def start_stage(ctx: Context, t: Tournament, index: int, ranked: Sequence[int]) -> bool:
    """Seat the stage's entrants and pair its first round; False if there is nothing to play."""
    specs = await specs_of(ctx, t, len(ranked) if index == 0 else None)
    spec = specs[index]
    entrants, pools = seat(spec, index, ranked, t.settings.seed)
    run = StageRun(index, spec, entrants, pools, first_round=t.current_round + 1)
    await ctx.store.stages.add(t.id, run, ctx.now)
    t = dataclasses.replace(t, stage=index)
    await ctx.store.tournaments.save(t)
    await ctx.audit(t, "stage-started", stage=index, kind=spec.kind, players=len(entrants))
    if spec.kind in ELIMINATION:
        await show_bracket(ctx, t, await stage_state(ctx, t, run))
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


async def final_order(ctx: Context, t: Tournament) -> list[Place]:
    """(place, player, standings row) for everyone: bracket places first, then the standings."""
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    matches = await ctx.store.matches.all(t.id)
    run = await current_run(ctx, t)
    state = await stage_state(ctx, t, run) if is_knockout(run) else None
    missed = missed_of(players, t.settings.late_entry)
    return order_of([p.id for p in players], matches, t.settings, state, missed)


def stage_names(specs: Iterable[StageSpec]) -> dict[str, Any]:
    """Stages by their names, comma-separated, as one text parameter."""
    return message_params.each(
        "stage-item", [{"label": stage_label(spec)} for spec in specs], sep=", "
    )


def final_params(order: list[Place], players: list[Player], t: Tournament) -> dict[str, Any]:
    """The final places as the channel's table parameter; dropped players marked."""
    dropped = {p.id for p in players if p.status is not PlayerStatus.REGISTERED}
    return message_params.final_table(
        order, message_params.names_of(players), t.settings.tiebreakers, dropped
    )


async def ranking_standings(ctx: Context, t: Tournament) -> tuple[list[StandingRow], list[Player]]:
    """The table of the stages before a bracket, whose points the final places carry (FMT-1)."""
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    matches = await ctx.store.matches.all(t.id)
    missed = missed_of(players, t.settings.late_entry)
    return ranking_table([p.id for p in players], matches, t.settings, missed), players


async def run_of(ctx: Context, t: Tournament, match: Match) -> StageRun | None:
    """The stage a match belongs to."""
    return await ctx.store.stages.get(t.id, match.stage)


async def match_bo(ctx: Context, t: Tournament, match: Match) -> int:
    """The match length of the match's stage (FMT-2)."""
    run = await run_of(ctx, t, match)
    return run.spec.bo if run is not None else t.settings.bo


async def bracket_params(ctx: Context, t: Tournament, stage: StageState) -> dict:
    """The bracket so far as a list parameter: every match whose players are known."""
    state = stage.bracket
    names = {p.id: p.nickname for p in await ctx.store.players.list(t.id)}
    nodes = stage.nodes
    scores = {m.node: m for m in stage.matches if m.node}
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
    """Round names of a bracket's matches ("1/4 финала", "суперфинал"…) as text values."""
    labels = round_labels(run, t.settings.grand_final_reset) if run is not None else {}
    return {node: {"$text": key, **params} for node, (key, params) in labels.items()}


async def show_bracket(ctx: Context, t: Tournament, stage: StageState) -> None:
    """The bracket as a picture in every channel, replacing its earlier version."""
    state = stage.bracket
    names = {p.id: p.nickname for p in await ctx.store.players.list(t.id)}
    nodes = stage.nodes
    played = {m.node: m for m in stage.matches if m.node}

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
    await ctx.show(
        t, "bracket-picture", picture, ref=f"bracket:{t.id}:{stage.run.index}", title=t.title
    )
