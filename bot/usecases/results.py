"""Results: reports, confirmation, disputes, concessions, judges' rulings (RES-1…RES-4)."""

from __future__ import annotations

import dataclasses

from bot import views
from bot.commands import (
    AutoConfirm,
    Concede,
    Confirm,
    Dispute,
    LifeTotals,
    Report,
    SetResult,
    TechLoss,
)
from bot.context import Context
from bot.domain import model
from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus, Player, ResultKind, TournamentStatus
from bot.domain.names import check_reason
from bot.domain.results import concession_score
from bot.domain.tournament import Tournament
from bot.envelope import Button
from bot.usecases.common import AUTO_CONFIRM, current_match, finalize, playing
from bot.usecases.registry import handles
from bot.usecases.stages import check_match_score, match_bo


async def _running(ctx: Context, cmd) -> Tournament:
    t = await ctx.resolve(cmd)
    ctx.tournament = t
    if t.status is not TournamentStatus.RUNNING:
        raise Refusal("not-running", title=t.title)
    return t


async def _my_open_match(ctx: Context, t: Tournament, me: Player, number: int | None) -> Match:
    """The match a player speaks about: by number, or his match of the current round."""
    if number is not None:
        match = await ctx.store.matches.by_number(t.id, number)
        if match is None or not match.involves(me.id):
            raise Refusal("not-your-match", number=number)
    else:
        match = await current_match(ctx, t, me)
        if match is None:
            raise Refusal("no-current-match", title=t.title)
    if match.kind is ResultKind.BYE:
        raise Refusal("match-is-bye", number=match.number)
    return match


def _refuse_closed(match: Match) -> None:
    if match.status is MatchStatus.FINAL:
        raise Refusal(
            "result-already-final",
            number=match.number,
            score=views.score(match.score_a or 0, match.score_b or 0, match.draws),
        )
    if match.status is MatchStatus.DISPUTED:
        raise Refusal("match-disputed", number=match.number)


@handles(Report)
async def report(ctx: Context, cmd: Report) -> None:
    """Enter a score; the opponent confirms or disputes, or it is final in N minutes (RES-3)."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, None)
    _refuse_closed(match)
    try:
        await check_match_score(ctx, t, match, cmd.mine, cmd.theirs, cmd.draws)
    except Refusal as refusal:
        if refusal.key != "knockout-no-draw":
            raise
        # FMT-6: no draws where the loser is out: both players give the heroes' life.
        await _ask_life(ctx, t, match)
        return
    mine_first = match.a == me.id
    a, b = (cmd.mine, cmd.theirs) if mine_first else (cmd.theirs, cmd.mine)
    awarded_a, awarded_b = match.games_awarded()  # games lost by sanction count (MOD-1)
    if a < awarded_a or b < awarded_b:
        mine, theirs = (awarded_a, awarded_b) if mine_first else (awarded_b, awarded_a)
        raise Refusal("report-misses-gameloss", number=match.number,
                      score=views.score(mine, theirs, 0))  # fmt: skip
    previous = match.report
    if previous is not None and previous.by_player != me.id:
        if (previous.score_a, previous.score_b, previous.draws) == (a, b, cmd.draws):
            # The opponent already entered the same score: this report confirms it.
            await finalize(ctx, t, match, a, b, cmd.draws, "confirmed")
            return
        await _dispute(ctx, t, match, me, conflicting=views.score(a, b, cmd.draws))
        return
    due = ctx.now + t.settings.confirm_minutes * 60
    entry = model.Report(me.id, a, b, cmd.draws, ctx.now)
    match = dataclasses.replace(match, status=MatchStatus.REPORTED, report=entry)
    await ctx.store.matches.save(match)
    await ctx.schedule(
        t, AUTO_CONFIRM, match.id, due, AutoConfirm(match_id=match.id, reported_at=ctx.now)
    )
    opponent = await ctx.store.players.get(match.opponent_of(me.id) or 0)
    mine = views.score(cmd.mine, cmd.theirs, cmd.draws)
    theirs = views.score(cmd.theirs, cmd.mine, cmd.draws)
    await ctx.reply(
        "report-saved",
        number=match.number,
        score=mine,
        opponent=opponent.nickname,
        due=views.clock_time(due),
    )
    await ctx.tell_player(
        opponent,
        "confirm-request",
        [
            [
                Button("btn-confirm", f"/confirm {match.number} #{t.id}"),
                Button("btn-dispute", f"/dispute {match.number} #{t.id}"),
            ]
        ],
        number=match.number,
        reporter=me.nickname,
        score=theirs,
        due=views.clock_time(due),
    )


@handles(Confirm)
async def confirm(ctx: Context, cmd: Confirm) -> None:
    """The other player confirms the reported score: the result is final (RES-2)."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, cmd.match)
    _refuse_closed(match)
    entry = match.report
    if entry is None:
        raise Refusal("nothing-to-confirm", number=match.number)
    if entry.by_player == me.id:
        raise Refusal("cannot-confirm-own", number=match.number)
    await finalize(ctx, t, match, entry.score_a, entry.score_b, entry.draws, "confirmed")


@handles(Dispute)
async def dispute(ctx: Context, cmd: Dispute) -> None:
    """The other player rejects the reported score: the judges decide."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, cmd.match)
    _refuse_closed(match)
    if match.report is None:
        raise Refusal("nothing-to-dispute", number=match.number)
    if match.report.by_player == me.id:
        raise Refusal("cannot-dispute-own", number=match.number)
    await _dispute(ctx, t, match, me, conflicting=None)


async def _dispute(
    ctx: Context, t: Tournament, match: Match, me: Player, conflicting: str | None
) -> None:
    assert match.report is not None and match.b is not None
    reported = views.score(match.report.score_a, match.report.score_b, match.report.draws)
    await ctx.store.matches.save(dataclasses.replace(match, status=MatchStatus.DISPUTED))
    await ctx.store.deadlines.cancel(AUTO_CONFIRM, match.id)
    await ctx.audit(
        t,
        "dispute",
        match=match.number,
        by=me.nickname,
        reported=reported,
        conflicting=conflicting,
    )
    a = await ctx.store.players.get(match.a)
    b = await ctx.store.players.get(match.b)
    reporter = a if match.report.by_player == a.id else b
    for player in (a, b):
        await ctx.tell_player(
            player,
            "dispute-opened",
            number=match.number,
            a=a.nickname,
            b=b.nickname,
            score=reported,
        )
    await ctx.alert_judges(
        t,
        "dispute-alert",
        number=match.number,
        a=a.nickname,
        b=b.nickname,
        score=reported,
        reporter=reporter.nickname,
        by=me.nickname,
        other=conflicting or "—",
        title=t.title,
        id=t.id,
    )


@handles(Concede)
async def concede(ctx: Context, cmd: Concede) -> None:
    """Lose the current match at once (RES-4)."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, None)
    if match.status is MatchStatus.FINAL:
        _refuse_closed(match)
    won, lost = concession_score(await match_bo(ctx, t, match))
    a, b = (lost, won) if match.a == me.id else (won, lost)
    await finalize(ctx, t, match, a, b, 0, "conceded")


@handles(SetResult)
async def set_result(ctx: Context, cmd: SetResult) -> None:
    """A judge sets or overrides a result: final at once, logged (RES-8)."""
    t = ctx.judged
    if t.status is not TournamentStatus.RUNNING:
        raise Refusal("not-running", title=t.title)
    match = await ctx.store.matches.by_number(t.id, cmd.match)
    if match is None:
        raise Refusal("no-such-match", number=cmd.match, title=t.title)
    if match.kind is ResultKind.BYE:
        raise Refusal("match-is-bye", number=match.number)
    await check_match_score(ctx, t, match, cmd.score_a, cmd.score_b, cmd.draws)
    done = await finalize(ctx, t, match, cmd.score_a, cmd.score_b, cmd.draws, "judge")
    a = await ctx.store.players.get(done.a)
    b = await ctx.store.players.get(done.b) if done.b is not None else None
    await ctx.reply(
        "result-set",
        number=done.number,
        a=a.nickname,
        b=b.nickname if b else "",
        score=views.score(cmd.score_a, cmd.score_b, cmd.draws),
    )


@handles(AutoConfirm)
async def auto_confirm(ctx: Context, cmd: AutoConfirm) -> None:
    """RES-3: ten minutes passed with neither confirmation nor dispute: the report stands."""
    match = await ctx.store.matches.get(cmd.match_id)
    if match is None or match.status is not MatchStatus.REPORTED or match.report is None:
        return  # settled meanwhile
    if match.report.at != cmd.reported_at:
        return  # a newer report has its own deadline
    t = await ctx.store.tournaments.get(match.tournament_id)
    assert t is not None
    ctx.tournament = t
    r = match.report
    await finalize(ctx, t, match, r.score_a, r.score_b, r.draws, "auto")


@handles(TechLoss)
async def tech_loss(ctx: Context, cmd: TechLoss) -> None:
    """A technical loss of the player's current match with the default score (RES-7)."""
    t = ctx.judged
    if t.status is not TournamentStatus.RUNNING:
        raise Refusal("not-running", title=t.title)
    reason = check_reason(cmd.reason) if cmd.reason else None
    player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
    if player is None:
        raise Refusal("no-such-player", nickname=cmd.nickname, title=t.title)
    match = await current_match(ctx, t, player)
    if match is None or match.b is None:
        raise Refusal("no-current-match-for", nickname=player.nickname)
    # RES-7 default: the opponent takes the match with the games it needs (0:2 in BO3).
    won, lost = concession_score(await match_bo(ctx, t, match))
    a, b = (lost, won) if match.a == player.id else (won, lost)
    await ctx.audit(t, "techloss", player=player.nickname, match=match.number, reason=reason)
    done = await finalize(ctx, t, match, a, b, 0, "techloss")
    await ctx.tell_player(
        player,
        "techloss-reason",
        title=t.title,
        number=done.number,
        reason=reason or views.text("techloss-no-reason"),
    )
    await ctx.reply(
        "techloss-set", nickname=player.nickname, number=done.number, score=views.score(a, b, 0)
    )


async def _ask_life(ctx: Context, t: Tournament, match: Match) -> None:
    """A drawn score in a knockout: both players are asked for the heroes' life (FMT-6)."""
    assert match.b is not None
    for pid in (match.a, match.b):
        await ctx.tell_player(await ctx.store.players.get(pid), "life-asked", number=match.number)
    await ctx.reply("knockout-no-draw-asked", number=match.number)


@handles(LifeTotals)
async def life_totals(ctx: Context, cmd: LifeTotals) -> None:
    """FMT-6 at time-out in a knockout: more life takes the game, equal life plays on."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, None)
    _refuse_closed(match)
    if match.node is None:
        raise Refusal("life-only-knockout")
    other = match.opponent_of(me.id)
    assert other is not None
    claims = {c[0]: c for c in match.life_claims if c[0] != me.id}
    claims[me.id] = (me.id, cmd.mine, cmd.theirs)
    match = dataclasses.replace(match, life_claims=tuple(claims.values()))
    if other not in claims:
        await ctx.store.matches.save(match)
        await ctx.reply("life-noted", number=match.number)
        opponent = await ctx.store.players.get(other)
        await ctx.tell_player(opponent, "life-asked", number=match.number)
        return
    _, other_own, other_mine = claims[other]
    await ctx.store.matches.save(dataclasses.replace(match, life_claims=()))
    a = await ctx.store.players.get(match.a)
    b = await ctx.store.players.get(match.b or 0)
    if (other_own, other_mine) != (cmd.theirs, cmd.mine):
        for player in (a, b):
            await ctx.tell_player(player, "life-mismatch", number=match.number)
        await ctx.alert_judges(
            t,
            "life-mismatch-alert",
            number=match.number,
            a=a.nickname,
            b=b.nickname,
            title=t.title,
            id=t.id,
        )
        return
    if cmd.mine == cmd.theirs:
        for player in (a, b):
            await ctx.tell_player(player, "life-equal", number=match.number, life=cmd.mine)
        return
    winner = me if cmd.mine > cmd.theirs else await ctx.store.players.get(other)
    for player in (a, b):
        await ctx.tell_player(player, "life-decided", number=match.number, winner=winner.nickname)
