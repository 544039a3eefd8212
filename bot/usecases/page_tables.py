"""The standings tables of the live page, each built by the step that builds the chat's.

Once the tournament is over the page shows the channel's final table (`final_order` laid out
by `message_params.final_table`); when a bracket placed the players, also the table of the stages
before it (Swiss points and tiebreakers, the bracket's matches not counted: FMT-1), which
is also all there is while the bracket runs; before a bracket, the chat's `/standings`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.context import Context
from bot.domain.model import IN_STANDINGS, Player
from bot.domain.stage_specs import StageRun
from bot.domain.standings import StandingRow
from bot.domain.tournament import Tournament
from bot.usecases.stages import (
    final_order,
    final_params,
    is_knockout,
    ranking_standings,
    stage_names,
)
from bot.usecases.standings_table import standings_of, standings_params
from bot.wording import message_params


@dataclass(frozen=True, slots=True)
class PageTable:
    """One table of the page: its heading and its lines, as the chat's message has them."""

    title: dict[str, Any]  # a text parameter
    rows: list[
        dict[str, Any]
    ]  # the items of `message_params.standings` or `message_params.final_table`
    players: list[Player]  # everyone the rows name, with his status


@dataclass(frozen=True, slots=True)
class StageRanking:
    """The table of the stages before a bracket: what their points and tiebreakers say."""

    stages: dict[str, Any]  # a text parameter: the stages' names
    round: int  # the last round of those stages
    rows: list[StandingRow]
    players: list[Player]


async def page_tables(ctx: Context, t: Tournament) -> list[PageTable]:
    """The page's tables, best first; none before the first round or in a bracket alone."""
    if t.current_round == 0:
        return []
    runs = await _runs(ctx, t)
    tables = [] if t.active else [await _final(ctx, t)]
    if any(is_knockout(run) for run in runs):
        ranking = await _ranking(ctx, t, runs)
        if ranking is not None:  # a bracket from the start has no table of its own
            title = message_params.text(
                "web-stage-standings-title", stages=ranking.stages, round=ranking.round
            )
            items = standings_params(ranking.rows, ranking.players, t)["items"]
            tables.append(PageTable(title, items, ranking.players))
        return tables
    if not t.active:
        return tables  # no bracket: the final table is the Swiss table itself
    rows, players = await standings_of(ctx, t)
    title = message_params.text("web-standings-title", round=t.current_round)
    tables.append(PageTable(title, standings_params(rows, players, t)["items"], players))
    return tables


async def stage_ranking(ctx: Context, t: Tournament) -> StageRanking | None:
    """Once a bracket began: the table of the stages before it (FMT-1); else None."""
    runs = await _runs(ctx, t)
    if not any(is_knockout(run) for run in runs):
        return None
    return await _ranking(ctx, t, runs)


async def _runs(ctx: Context, t: Tournament) -> list[StageRun]:
    return [run for i in range(t.stage + 1) if (run := await ctx.store.stages.get(t.id, i))]


async def _ranking(ctx: Context, t: Tournament, runs: list[StageRun]) -> StageRanking | None:
    """The stages before the first bracket of `runs`, a bracket's matches not counted."""
    ranking = [run for run in runs if not is_knockout(run)]
    if not ranking:
        return None
    last = min(run.first_round for run in runs if is_knockout(run)) - 1
    rows, players = await ranking_standings(ctx, t)
    return StageRanking(stage_names(run.spec for run in ranking), last, rows, players)


async def _final(ctx: Context, t: Tournament) -> PageTable:
    """The final places exactly as the channel got them at the end."""
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    table = await final_table(ctx, t, players)
    return PageTable(message_params.text("web-final-title"), table["items"], players)


async def final_table(
    ctx: Context, t: Tournament, players: list[Player] | None = None
) -> dict[str, Any]:
    """The final places as a list parameter: bracket places first, then the standings."""
    order = await final_order(ctx, t)
    if players is None:
        players = await ctx.store.players.list(t.id, IN_STANDINGS)
    return final_params(order, players, t)


async def my_line(
    ctx: Context, t: Tournament, player: Player
) -> tuple[str | None, StandingRow | None]:
    """A player's place and line as the tables show them now (the final places at the end)."""
    if not t.active:
        order = await final_order(ctx, t)
        return next(((place, row) for place, who, row in order if who == player.id), (None, None))
    ranking = await stage_ranking(ctx, t)  # while a bracket runs: the Swiss stage's line
    rows = ranking.rows if ranking is not None else (await standings_of(ctx, t))[0]
    row = next((row for row in rows if row.player == player.id), None)
    return (str(row.rank) if row else None), row
