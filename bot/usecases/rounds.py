"""Rounds: start the tournament, pair the next round, finish (FMT-3, COM-4)."""

from __future__ import annotations

import dataclasses

from bot import views
from bot.commands import Begin, Finish, NextRound
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.model import MatchStatus, NewMatch, PlayerStatus, ResultKind, TournamentStatus
from bot.domain.pairing import Entrant, pair_round
from bot.domain.tournament import Tournament
from bot.usecases.clock import AUTO_NEXT, start_round_clock, stop_round_clock
from bot.usecases.common import (
    open_matches_refusal,
    standings_of,
    standings_params,
    total_rounds,
)
from bot.usecases.registry import handles

MIN_PLAYERS = 4  # REG-7


@handles(Begin)
async def begin(ctx: Context, cmd: Begin) -> None:
    """Start with at least 4 players and pair round 1 (REG-7)."""
    t = ctx.judged
    if t.status in (TournamentStatus.RUNNING, TournamentStatus.FINISHED):
        raise Refusal("already-started", title=t.title)
    await start(ctx, t)


async def start(ctx: Context, t: Tournament) -> None:
    """The tournament begins: checks, the announcement, round 1."""
    if t.status is TournamentStatus.DRAFT:
        raise Refusal("begin-before-open", title=t.title)
    if t.settings.checkin_to is not None and ctx.now < t.settings.checkin_to:
        raise Refusal("checkin-still-open", closes=views.date_time(t.settings.checkin_to))
    players = await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])
    if len(players) < MIN_PLAYERS:
        raise Refusal("too-few-players", count=len(players), need=MIN_PLAYERS)
    t = dataclasses.replace(t, status=TournamentStatus.RUNNING, started_at=ctx.now)
    await ctx.audit(t, "started", players=len(players))
    await ctx.announce(
        t,
        "tournament-started",
        title=t.title,
        count=len(players),
        rounds=total_rounds(t, len(players)),
    )
    await pair_next(ctx, t)


@handles(NextRound)
async def next_round(ctx: Context, cmd: NextRound) -> None:
    """Pair the next round once every result of this one is final."""
    await advance(ctx, ctx.judged, automatic=False)


async def advance(ctx: Context, t: Tournament, *, automatic: bool) -> None:
    """The next round, or the end of the tournament after the last one.

    A judge's /next is refused with the reason; the clock's automatic step tells the
    judges instead, since nobody typed anything to answer.
    """
    try:
        await _advance(ctx, t, automatic)
    except Refusal as refusal:
        if not automatic:
            raise
        await ctx.alert_judges(
            t, "auto-round-failed", title=t.title, reason=views.text(refusal.key, **refusal.params)
        )


async def _advance(ctx: Context, t: Tournament, automatic: bool) -> None:
    if automatic and t.status in (TournamentStatus.REGISTRATION, TournamentStatus.CLOSED):
        await start(ctx, t)  # the schedule's first time starts the tournament
        return
    if t.status is not TournamentStatus.RUNNING:
        raise Refusal("not-running", title=t.title)
    await open_matches_refusal(ctx, t, "round-not-complete")
    _, everyone = await standings_of(ctx, t)
    rounds = total_rounds(t, len(everyone))
    if t.current_round >= rounds:
        if automatic:
            await finish_tournament(ctx, t)
            return
        raise Refusal("all-rounds-played", rounds=rounds)
    if sum(p.status is PlayerStatus.REGISTERED for p in everyone) < 2:
        raise Refusal("too-few-to-pair")
    await pair_next(ctx, t)


async def pair_next(ctx: Context, t: Tournament) -> None:
    """Pair the next Swiss round, store it, and announce it everywhere (FMT-3, COM-4)."""
    rows, players = await standings_of(ctx, t)
    active = {p.id for p in players if p.status is PlayerStatus.REGISTERED}
    matches = await ctx.store.matches.all(t.id)
    met: dict[int, set[int]] = {pid: set() for pid in active}
    byes: set[int] = set()
    for m in matches:
        if m.kind is ResultKind.BYE:
            byes.add(m.a)
        elif m.b is not None:
            met.setdefault(m.a, set()).add(m.b)
            met.setdefault(m.b, set()).add(m.a)
    entrants = [
        Entrant(r.player, r.points, frozenset(met[r.player]), r.player in byes)
        for r in rows
        if r.player in active
    ]
    round_no = t.current_round + 1
    pairing = pair_round(entrants, t.settings.seed, round_no)
    pairs = [NewMatch(a, b, t.stage) for a, b in pairing.pairs]
    if pairing.bye is not None:
        pairs.append(NewMatch(pairing.bye, None, t.stage))
    created = await ctx.store.matches.add_round(t.id, round_no, pairs)
    t = dataclasses.replace(t, current_round=round_no)
    t = await start_round_clock(ctx, t, round_no)
    bye_a, bye_b = t.settings.bye
    for m in created:
        if m.b is None:  # FMT-7: a bye is a match win with the bye's game score
            await ctx.store.matches.save(
                dataclasses.replace(
                    m,
                    status=MatchStatus.FINAL,
                    kind=ResultKind.BYE,
                    score_a=bye_a,
                    score_b=bye_b,
                    finalized_at=ctx.now,
                )
            )
    created = await ctx.store.matches.of_round(t.id, round_no)
    await ctx.audit(
        t, "round-paired", round=round_no, pairs=[(m.number, m.a, m.b) for m in created]
    )
    await _announce_round(ctx, t, round_no, created, players)
    if pairing.rematches:
        names = views.names_of(players)
        await ctx.alert_judges(
            t,
            "rematch-forced",
            round=round_no,
            pairs=", ".join(f"{names[a]} — {names[b]}" for a, b in pairing.rematches),
        )


async def _announce_round(ctx: Context, t: Tournament, round_no: int, created, players) -> None:
    names = views.names_of(players)
    by_id = {p.id: p for p in players}
    ends = views.clock_time(t.round_ends_at or ctx.now)
    await ctx.announce(
        t,
        "round-pairings",
        round=round_no,
        title=t.title,
        ends=ends,
        pairs=views.pairings(created, names),
    )
    for m in created:
        if m.b is None:
            await ctx.tell_player(
                by_id[m.a], "your-bye", round=round_no, number=m.number, title=t.title
            )
            continue
        for me, other in ((m.a, m.b), (m.b, m.a)):
            opponent = by_id[other]
            await ctx.tell_player(
                by_id[me],
                "your-pairing",
                round=round_no,
                number=m.number,
                title=t.title,
                opponent=opponent.nickname,
                game_id=opponent.game_id or "—",
                ends=ends,
                bo=t.settings.bo,
            )


@handles(Finish)
async def finish(ctx: Context, cmd: Finish) -> None:
    """Final standings to the channels and to every player (COM-4)."""
    t = ctx.judged
    if t.status is not TournamentStatus.RUNNING:
        raise Refusal("not-running", title=t.title)
    await open_matches_refusal(ctx, t, "finish-not-complete")
    table = await finish_tournament(ctx, t)
    await ctx.reply("finished", title=t.title, table=table)


async def finish_tournament(ctx: Context, t: Tournament) -> dict:
    """Close the tournament: final standings to the channels and each player's place."""
    t = dataclasses.replace(t, status=TournamentStatus.FINISHED, finished_at=ctx.now)
    await ctx.store.tournaments.save(t)
    await stop_round_clock(ctx, t)
    await ctx.store.deadlines.cancel(AUTO_NEXT, t.id)
    rows, players = await standings_of(ctx, t)
    await ctx.audit(t, "finished", rounds=t.current_round)
    table = standings_params(rows, players, t)
    await ctx.announce(t, "final-standings", title=t.title, table=table)
    by_id = {p.id: p for p in players}
    for row in rows:
        await ctx.tell_player(
            by_id[row.player],
            "your-final-place",
            title=t.title,
            place=row.rank,
            points=row.points,
            count=len(rows),
        )
    return table
