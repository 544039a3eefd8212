"""The standings tables of the live page, each built by the step that builds the chat's.

Once the tournament is over the page shows the channel's final table (`final_order` laid out
by `views.final_table`); when a bracket placed the players, also the table of the stages
before it (Swiss points and tiebreakers, the bracket's matches not counted: FMT-1), which
is also all there is while the bracket runs; before a bracket, the chat's `/standings`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot import views
from bot.context import Context
from bot.domain.model import IN_STANDINGS, Player, PlayerStatus
from bot.domain.stage_specs import StageRun
from bot.domain.tournament import Tournament
from bot.usecases.stages import final_order, is_knockout, ranking_standings, stage_label
from bot.usecases.steps import standings_of, standings_params


@dataclass(frozen=True, slots=True)
class PageTable:
    """One table of the page: its heading and its lines, as the chat's message has them."""

    title: dict[str, Any]  # a text parameter
    rows: list[dict[str, Any]]  # the items of `views.standings` or `views.final_table`
    players: list[Player]  # everyone the rows name, with his status


async def page_tables(ctx: Context, t: Tournament) -> list[PageTable]:
    """The page's tables, best first; none before the first round or in a bracket alone."""
    if t.current_round == 0:
        return []
    runs = [run for i in range(t.stage + 1) if (run := await ctx.store.stages.get(t.id, i))]
    brackets = [run for run in runs if is_knockout(run)]
    tables = []
    if not t.active:
        tables.append(await _final(ctx, t))
        if not brackets:
            return tables  # no bracket: the final table is the Swiss table itself
    ranking = [run for run in runs if not is_knockout(run)]
    if not ranking:
        return tables  # a bracket from the start: the bracket alone places the players
    if brackets:
        rows, players = await ranking_standings(ctx, t)
        title = _stages_title(ranking, min(run.first_round for run in brackets) - 1)
    else:
        rows, players = await standings_of(ctx, t)
        title = views.text("web-standings-title", round=t.current_round)
    tables.append(PageTable(title, standings_params(rows, players, t)["items"], players))
    return tables


async def _final(ctx: Context, t: Tournament) -> PageTable:
    """The final places exactly as the channel got them at the end."""
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    table = await final_table(ctx, t, players)
    return PageTable(views.text("web-final-title"), table["items"], players)


async def final_table(
    ctx: Context, t: Tournament, players: list[Player] | None = None
) -> dict[str, Any]:
    """The final places as a list parameter: bracket places first, then the standings."""
    order = await final_order(ctx, t)
    if players is None:
        players = await ctx.store.players.list(t.id, IN_STANDINGS)
    dropped = {p.id for p in players if p.status is not PlayerStatus.REGISTERED}
    return views.final_table(order, views.names_of(players), t.settings.tiebreakers, dropped)


def _stages_title(ranking: list[StageRun], last_round: int) -> dict[str, Any]:
    labels = [{"label": stage_label(run.spec)} for run in ranking]
    return views.text(
        "web-stage-standings-title",
        stages=views.each("stage-item", labels, sep=", "),
        round=last_round,
    )
