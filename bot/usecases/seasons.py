"""Seasons (issue 26): a global admin creates and sets them; the table, a player's line and
the file are computed from the history, so a finished tournament or a correction in its review
window shows in them at once, on every worker."""

from __future__ import annotations

import dataclasses
from typing import Any

from bot.commands import NewSeason, SeasonFile, SeasonMe, SetSeason, ShowSeason
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.match_facts import is_public
from bot.domain.model import PlayerStatus
from bot.domain.seasons import (
    PersonSeason,
    SeasonResult,
    SeasonRules,
    SeasonTable,
    refuse_season_change,
    refuse_unknown_season,
    season_csv,
    season_name,
    season_settings,
    season_table,
    shown,
)
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament
from bot.notices import Button, Document, Notice, Picture
from bot.ports.history import SeasonRow
from bot.usecases.history import history
from bot.usecases.registry import handles
from bot.wording.message_params import each, text


async def season_of(ctx: Context, season_id: int) -> SeasonTable | None:
    """A season's table from the finished tournaments; None when there is no such season."""
    row = await ctx.store.seasons.get(season_id)
    if row is None:
        return None
    return season_table(await history(ctx), row)


@dataclasses.dataclass(frozen=True, slots=True)
class SeasonPage:
    """What the season's web page shows: the table, and which tournaments have a page."""

    table: SeasonTable
    rules: dict[str, Any]  # the rules in words (a text parameter)
    public: frozenset[int]  # tournaments whose live page is on (`public_page`)


async def season_page(ctx: Context, season_id: int) -> SeasonPage | None:
    """The season as its page shows it; None when there is no such season."""
    table = await season_of(ctx, season_id)
    if table is None:
        return None
    public = set()
    for past in table.tournaments:
        t = await ctx.store.tournaments.get(past.id)
        if t is not None and is_public(t):
            public.add(t.id)
    return SeasonPage(table, rules_text(table.rules), frozenset(public))


async def seasons_of_person(ctx: Context, person: int) -> list[PersonSeason]:
    """A person's line in every season he played, the newest season first."""
    past = await history(ctx)
    found = []
    for row in await ctx.store.seasons.list():
        table = season_table(past, row)
        line = table.line_of(person)
        if line is not None:
            found.append(PersonSeason(row.id, row.name, line, len(table.lines)))
    return found


async def check_season_setting(ctx: Context, t: Tournament, settings: TournamentSettings,
                               keys: set[str]) -> None:  # fmt: skip
    """`/set season=… weight=…`: before the start, and only into a season that exists."""
    refuse_season_change(t.status, keys)
    if "season" in keys and settings.season is not None:
        exists = await ctx.store.seasons.get(settings.season) is not None
        refuse_unknown_season(settings.season, exists)


def rules_text(rules: SeasonRules) -> dict[str, Any]:
    """The season's rules in words: points, best N, qualification."""
    best = text("season-best", count=rules.best) if rules.best else text("season-best-all")
    if rules.qualify is not None:
        qualify = text("season-qualify-top", count=rules.qualify)
    elif rules.qualify_points is not None:
        qualify = text("season-qualify-points", points=shown(rules.qualify_points))
    else:
        qualify = text("season-qualify-none")
    return text("season-rules", points=rules.text, best=best, qualify=qualify)


@handles(NewSeason)
async def new_season(ctx: Context, cmd: NewSeason) -> None:
    """A global admin opens a season with its rules (the defaults where none are given)."""
    name = season_name(cmd.title)
    renamed, settings = season_settings({}, cmd.items)
    row = await ctx.store.seasons.create(renamed or name, settings, ctx.me.id, ctx.now)
    await ctx.audit(None, "season-created", season=row.id, name=row.name, changes=settings)
    rules = SeasonRules.parse(settings)
    await ctx.reply("season-created", id=row.id, name=row.name, rules=rules_text(rules))


@handles(SetSeason)
async def set_season(ctx: Context, cmd: SetSeason) -> None:
    """A season's points, best N, qualification or name; all of them or none when one is bad."""
    row = await _season_row(ctx, cmd.season)
    renamed, settings = season_settings(row.settings, cmd.items)
    row = dataclasses.replace(row, name=renamed or row.name, settings=settings)
    await ctx.store.seasons.save(row)
    await ctx.audit(None, "season-changed", season=row.id, name=row.name,
                    changes=dict(cmd.items))  # fmt: skip
    rules = SeasonRules.parse(settings)
    await ctx.reply("season-changed", id=row.id, name=row.name, rules=rules_text(rules))


@handles(ShowSeason)
async def show_season(ctx: Context, cmd: ShowSeason) -> None:
    """The season's table as text and as a picture; the current season without an id."""
    table = await _table(ctx, cmd.season)
    if not table.lines:
        await ctx.reply("season-empty", id=table.id, name=table.name,
                        rules=rules_text(table.rules))  # fmt: skip
        return
    rows = _rows(table)
    buttons = _page_button(ctx, table.id)
    provisional = _yes(any(line.provisional for line in table.lines))
    await ctx.reply("season-table", buttons, id=table.id, name=table.name,
                    rules=rules_text(table.rules), count=len(table.tournaments), rows=rows,
                    provisional=provisional)  # fmt: skip
    picture = Picture(_picture(table))
    await ctx.notify(Notice(ctx.here(), "season-picture", {"name": table.name}, (), picture))


@handles(SeasonMe)
async def season_me(ctx: Context, cmd: SeasonMe) -> None:
    """A player's line: the results that count, and those that do not with why."""
    table = await _table(ctx, cmd.season)
    past = await history(ctx)
    if cmd.nickname:
        person = past.find(cmd.nickname)
        if person is None:
            raise Refusal("season-player-unknown", nick=cmd.nickname)
    else:
        person = past.person_of_account(ctx.me.id)
    line = table.line_of(person)
    if line is None:
        nick = cmd.nickname or past.names.get(person) or ctx.me.name
        raise Refusal("season-me-none", nick=nick, id=table.id, name=table.name)
    counted = [_result_item(r) for r in line.counted]
    missed = [_result_item(r) for r in line.not_counted]
    await ctx.reply(
        "season-me", _page_button(ctx, table.id), id=table.id, name=table.name,
        nick=line.nickname, place=line.label, size=len(table.lines), points=shown(line.points),
        qualified=_yes(line.qualified),
        counted=each("season-me-result", counted) if counted else text("season-me-nothing"),
        missed=each("season-me-result", missed) if missed else "none",
    )  # fmt: skip


@handles(SeasonFile)
async def season_file(ctx: Context, cmd: SeasonFile) -> None:
    """The table as CSV for the global admins and the judges of the season's tournaments."""
    table = await _table(ctx, cmd.season)
    if not ctx.is_admin and not await _judges_in(ctx, table):
        raise Refusal("season-file-judges-only")
    file = Document(f"season-{table.id}.csv", season_csv(table))
    params = {"id": table.id, "name": table.name, "count": len(table.lines)}
    await ctx.notify(Notice(ctx.here(), "season-file", params, (), file))


async def _judges_in(ctx: Context, table: SeasonTable) -> bool:
    """Whether the sender judges a tournament of the season, finished or not."""
    ids = {t.id for t in table.tournaments}
    for t in await ctx.store.tournaments.active():
        if t.settings.season == table.id:
            ids.add(t.id)
    for tid in sorted(ids):
        if await ctx.store.tournaments.is_judge(tid, ctx.me.id):
            return True
    return False


async def _season_row(ctx: Context, season_id: int) -> SeasonRow:
    row = await ctx.store.seasons.get(season_id)
    if row is None:
        raise Refusal("season-not-found", id=season_id)
    return row


async def _table(ctx: Context, season_id: int | None) -> SeasonTable:
    """The season asked for, else the newest open one (the newest of all when all closed)."""
    if season_id is None:
        rows = await ctx.store.seasons.list()  # newest first
        if not rows:
            raise Refusal("season-none")
        row = next((r for r in rows if r.closed_at is None), rows[0])
    else:
        row = await _season_row(ctx, season_id)
    return season_table(await history(ctx), row)


def _page_button(ctx: Context, season_id: int) -> list[list[Button]]:
    base = ctx.deps.pages.base
    return [[Button("btn-live-page", url=f"{base}/s/{season_id}")]] if base else []


def _yes(flag: bool) -> str:
    """A flag as the texts' selectors read it."""
    return "yes" if flag else "no"


def _rows(table: SeasonTable) -> dict[str, Any]:
    """The table's lines, the qualification line drawn under the last one that qualifies."""
    items: list[dict[str, Any]] = []
    last = max((i for i, line in enumerate(table.lines) if line.qualified), default=-1)
    for i, line in enumerate(table.lines):
        items.append({"$key": "season-row", "place": line.label, "nick": line.nickname,
                      "points": shown(line.points), "counted": len(line.counted),
                      "played": line.played, "qualified": _yes(line.qualified),
                      "provisional": _yes(line.provisional)})  # fmt: skip
        if i == last and i + 1 < len(table.lines):
            items.append({"$key": "season-qualify-line"})
    return each("season-row", items)


def _result_item(result: SeasonResult) -> dict[str, Any]:
    return {
        "title": result.title,
        "id": result.tournament,
        "place": result.label,
        "points": shown(result.points),
        "weight": shown(result.weight),
        "weighted": _yes(result.weight != 1),
        "dropped": _yes(result.status is PlayerStatus.DROPPED),
        "why": result.why or "none",
        "provisional": _yes(result.provisional),
    }


def _picture(table: SeasonTable) -> dict[str, Any]:
    """The table drawn as the standings are; the lines under the qualification greyed."""
    rows = [[line.label, line.nickname, shown(line.points), f"{len(line.counted)}/{line.played}"]
            for line in table.lines]  # fmt: skip
    cut = table.rules.qualify is not None or table.rules.qualify_points is not None
    qualify = rules_text(table.rules)["qualify"] if cut else ""
    heads = ["col-place", "col-player", "col-points", "season-col-results"]
    count = len(table.tournaments)
    return {
        "kind": "standings",
        "title": table.name,
        "subtitle": text("season-picture-subtitle", count=count, qualify=qualify, cut=_yes(cut)),
        "headers": [text(key) for key in heads],
        "rows": rows,
        "highlight": [i for i, line in enumerate(table.lines) if cut and not line.qualified],
    }
