"""Exports for the judges: the standings as CSV and the whole tournament as one JSON document
(FMT-7, RES-8), from the judges' chat or the console."""

from __future__ import annotations

import json
from typing import Any

from bot.commands import ExportTournament, StandingsFile
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.export_shape import (
    Placed,
    TournamentRecord,
    document_bytes,
    standings_csv,
    tournament_document,
)
from bot.domain.model import TournamentStatus
from bot.domain.tournament import Tournament
from bot.domain.undo import UNDOABLE
from bot.notices import Document, Notice
from bot.usecases.registry import handles
from bot.usecases.stages import final_order
from bot.usecases.standings_table import standings_of


async def _standings(ctx: Context, t: Tournament) -> list[Placed]:
    """Final places once the tournament is over (a top's bracket first), else the standings."""
    if t.status in (TournamentStatus.FINISHED, TournamentStatus.ARCHIVED):
        return [Placed(place, player, row) for place, player, row in await final_order(ctx, t)]
    if t.current_round == 0:
        return []
    rows, _ = await standings_of(ctx, t)
    return [Placed(str(row.rank), row.player, row) for row in rows]


async def _send(ctx: Context, t: Tournament, key: str, file: Document, **params: Any) -> None:
    """The file to the chat asked in when it is the judges' or private, else privately."""
    # Protests and sanctions are the judges' (MOD-10): a file asked for in the channel or a
    # match chat goes to the judge's private chat, and the chat hears where it went.
    chat = ctx.env.chat
    bound = await ctx.store.tournaments.bindings_of_chat(chat.platform, chat.id)
    judges_chat = any(b.role == "judges" and b.tournament_id == t.id for b in bound)
    if chat.private or judges_chat:
        await ctx.notify(Notice(ctx.here(), key, params, (), file, t.id))
        return
    await ctx.notify(Notice(ctx.person(ctx.me), key, params, (), file, t.id))
    await ctx.reply("export-sent-privately", name=ctx.me.name)


@handles(StandingsFile)
async def standings_file(ctx: Context, cmd: StandingsFile) -> None:
    """`/standings csv`: place, record, every tiebreaker, dropped and disqualified players."""
    t = ctx.judged
    order = await _standings(ctx, t)
    if not order:
        raise Refusal("no-standings-yet", title=t.title)
    players = {p.id: p for p in await ctx.store.players.list(t.id)}
    data = standings_csv(order, players)
    file = Document(f"standings-{t.id}.csv", data)
    await _send(ctx, t, "standings-file", file, title=t.title, round=t.current_round,
                count=len(order))  # fmt: skip


async def tournament_record(ctx: Context, t: Tournament) -> TournamentRecord:
    """Everything stored about the tournament, loaded for the archive."""
    store = ctx.store
    players = await store.players.list(t.id)
    accounts = {p.account_id: await store.accounts.get(p.account_id) for p in players}
    entries = [e for e in await store.audit.list(t.id) if e.action != UNDOABLE]
    actors: dict[int, str] = {}
    for entry in entries:
        if entry.actor is not None and entry.actor not in actors:
            actors[entry.actor] = (await store.accounts.get(entry.actor)).name
    judges = [(await store.accounts.get(j)).name for j in await store.tournaments.judges(t.id)]
    by_account = {p.account_id: p.nickname for p in players}
    sanctions = await store.conduct.sanctions_of(list(by_account), [], t.id)
    protests = [pr for p in players for pr in await store.conduct.protests_of(t.id, p.id)]
    evidence = {pr.id: await store.conduct.evidence_of(pr.id) for pr in protests}
    return TournamentRecord(
        tournament=t,
        settings=json.loads(t.settings.to_json()),
        judges=judges,
        players=[(p, accounts[p.account_id].platform) for p in players],
        matches=await store.matches.all(t.id),
        audit=entries,
        actors=actors,
        sanctions=[(s, by_account.get(s.account_id, "")) for s in sanctions],
        protests=sorted(protests, key=lambda pr: pr.id),
        evidence=evidence,
        standings=await _standings(ctx, t),
    )


@handles(ExportTournament)
async def export_tournament(ctx: Context, cmd: ExportTournament) -> None:
    """`/export`: players, rounds, matches, results with their history, sanctions, protests."""
    t = ctx.judged
    document = tournament_document(await tournament_record(ctx, t), ctx.now)
    file = Document(f"tournament-{t.id}.json", document_bytes(document))
    matches = sum(len(r["matches"]) for r in document["rounds"])
    await _send(ctx, t, "export-file", file, title=t.title, players=len(document["players"]),
                matches=matches, protests=len(document["protests"]),
                sanctions=len(document["sanctions"]))  # fmt: skip
