"""Results: reports, confirmation, disputes, concessions, judges' rulings (RES-1…RES-4)."""

from __future__ import annotations

from bot.commands import (
    AutoConfirm,
    Concede,
    Confirm,
    Dispute,
    Report,
    SetResult,
    TechLoss,
)
from bot.context import Context
from bot.domain.corrections import (
    changed_bracket_winner,
    refuse_bracket_played,
    refuse_techloss_decided,
    refuse_without_reason,
    report_stands,
)
from bot.domain.errors import Refusal
from bot.domain.match_endings import silence_finalizes
from bot.domain.match_rules import (
    AskLife,
    Confirms,
    Conflict,
    Saved,
    Score,
    check_match_score,
    decide_concession,
    decide_confirm,
    decide_dispute,
    decide_report,
    disputed,
    is_decided,
    refuse_bye,
    techloss_score,
)
from bot.domain.model import Match, Player
from bot.domain.names import check_reason
from bot.domain.review import refuse_uncorrectable
from bot.domain.tournament import Tournament, refuse_unless_running
from bot.notices import Button
from bot.usecases.corrections import (
    after_correction,
    places_before,
    record_double_loss,
    remember,
)
from bot.usecases.draws import concede_one_game, draw_unconfirmed
from bot.usecases.final_results import finalize
from bot.usecases.leaving_ask import concede_asked
from bot.usecases.lookups import current_match, playing
from bot.usecases.registry import handles
from bot.usecases.stages import match_bo
from bot.usecases.time_outs import ask_life
from bot.wording import message_params


async def _running(ctx: Context, cmd) -> Tournament:
    t = await ctx.resolve(cmd)
    refuse_unless_running(t)
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
    refuse_bye(match)
    return match


@handles(Report)
async def report(ctx: Context, cmd: Report) -> None:
    """Enter a score; the opponent confirms or disputes, or it is final in N minutes (RES-3)."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, None)
    decision = decide_report(
        match,
        bo=await match_bo(ctx, t, match),
        player=me.id,
        mine=cmd.mine,
        theirs=cmd.theirs,
        draws=cmd.draws,
        now=ctx.now,
        confirm_minutes=t.settings.confirm_minutes,
    )
    match decision:
        case AskLife():
            await ask_life(ctx, t, match, me, cmd.mine, cmd.theirs, cmd.draws)
        case Confirms(score):
            await finalize(ctx, t, match, *score, "confirmed")
        case Conflict(score):
            await _dispute(ctx, t, disputed(match), me, conflicting=message_params.score(*score))
        case Saved(saved, due):
            await _saved(ctx, t, saved, me, cmd, due)


async def _saved(
    ctx: Context, t: Tournament, match: Match, me: Player, cmd: Report, due: float
) -> None:
    await ctx.store.matches.save(match)
    await ctx.schedule(t, due, AutoConfirm(match_id=match.id, reported_at=ctx.now))
    opponent = await ctx.store.players.get(match.opponent_of(me.id) or 0)
    mine = message_params.score(cmd.mine, cmd.theirs, cmd.draws)
    theirs = message_params.score(cmd.theirs, cmd.mine, cmd.draws)
    assert match.report is not None
    if not silence_finalizes(match.report, t.settings):  # RES-4: a draw needs both
        saved_key, request_key = "report-saved-draw", "confirm-request-draw"
    else:
        saved_key, request_key = "report-saved", "confirm-request"
    await ctx.reply(
        saved_key,
        number=match.number,
        score=mine,
        opponent=opponent.nickname,
        due=message_params.clock_time(due, ctx.now),
    )
    await ctx.tell_player(
        opponent,
        request_key,
        [
            [
                Button("btn-confirm", Confirm(match=match.number, tournament=t.id)),
                Button("btn-dispute", Dispute(match=match.number, tournament=t.id)),
            ]
        ],
        number=match.number,
        reporter=me.nickname,
        score=theirs,
        due=message_params.clock_time(due, ctx.now),
    )


@handles(Confirm)
async def confirm(ctx: Context, cmd: Confirm) -> None:
    """The other player confirms the reported score: the result is final (RES-2)."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, cmd.match)
    score = decide_confirm(match, me.id, await match_bo(ctx, t, match))
    await finalize(ctx, t, match, *score, "confirmed")


@handles(Dispute)
async def dispute(ctx: Context, cmd: Dispute) -> None:
    """The other player rejects the reported score: the judges decide."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, cmd.match)
    await _dispute(ctx, t, decide_dispute(match, me.id), me, conflicting=None)


async def _dispute(
    ctx: Context, t: Tournament, match: Match, me: Player, conflicting: str | None
) -> None:
    assert match.report is not None and match.b is not None
    reported = message_params.score(match.report.score_a, match.report.score_b, match.report.draws)
    await ctx.store.matches.save(match)
    await ctx.unschedule(AutoConfirm(match_id=match.id))
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
    """Lose the current match, or only the game being played, on the player's tap (RES-4)."""
    t = await _running(ctx, cmd)
    me = await playing(ctx, t)
    match = await _my_open_match(ctx, t, me, None)
    if await concede_asked(ctx, cmd, t, match, me):
        return
    if cmd.game:
        await concede_one_game(ctx, t, match, me)
        return
    score = decide_concession(match, await match_bo(ctx, t, match), me.id)
    await finalize(ctx, t, match, *score, "conceded", by=me.nickname)


@handles(SetResult)
async def set_result(ctx: Context, cmd: SetResult) -> None:
    """A judge sets or overrides a result: final at once, logged (RES-8)."""
    score = (cmd.score_a, cmd.score_b, cmd.draws)
    await judge_result(ctx, ctx.judged, cmd.match, score, cmd.reason)


async def judge_result(
    ctx: Context, t: Tournament, number: int, score: Score, reason: str = ""
) -> None:
    """A judge's result for a match: by /result or with a protest's decision (PRO-8).

    While the tournament runs and in the review window after it (RES-8); a decided result
    changes only with a reason, and what it changed is posted again.
    """
    refuse_uncorrectable(t)
    if score == (0, 0, 0):  # RES-7: no game played at all is a double no-show
        await record_double_loss(ctx, t, number, reason)
        return
    match = await ctx.store.matches.by_number(t.id, number)
    if match is None:
        raise Refusal("no-such-match", number=number, title=t.title)
    refuse_bye(match)
    check_match_score(match, await match_bo(ctx, t, match), *score)
    decided = is_decided(match)
    refuse_without_reason(match, reason)
    winner = changed_bracket_winner(match, score)
    if winner is not None:
        refuse_bracket_played(match, await ctx.store.matches.of_player(t.id, winner))
    text = check_reason(reason) if reason else None
    places = await places_before(ctx, t) if decided else None
    await remember(ctx, t, "result", [match])
    done = await finalize(ctx, t, match, *score, "judge", reason=text)
    a = await ctx.store.players.get(done.a)
    b = await ctx.store.players.get(done.b) if done.b is not None else None
    await ctx.reply(
        "result-set",
        number=done.number,
        a=a.nickname,
        b=b.nickname if b else "",
        score=message_params.score(*score),
    )
    if decided:
        await after_correction(ctx, t, done, places)


@handles(AutoConfirm)
async def auto_confirm(ctx: Context, cmd: AutoConfirm) -> None:
    """RES-3: ten minutes passed with neither confirmation nor dispute: the report stands."""
    match = await ctx.store.matches.get(cmd.match_id)
    if match is None:
        return
    protested = await ctx.store.conduct.open_protest_on(match.id)
    if not report_stands(match, cmd.reported_at, protested):
        return
    t = await ctx.store.tournaments.get(match.tournament_id)
    assert t is not None and match.report is not None
    r = match.report
    if not silence_finalizes(r, t.settings):
        await draw_unconfirmed(ctx, t, match)  # RES-4: a draw needs both players
        return
    await finalize(ctx, t, match, r.score_a, r.score_b, r.draws, "auto")


@handles(TechLoss)
async def tech_loss(ctx: Context, cmd: TechLoss) -> None:
    """A technical loss of the player's current match with the default score (RES-7)."""
    t = ctx.judged
    refuse_unless_running(t)
    reason = check_reason(cmd.reason) if cmd.reason else None
    player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
    if player is None:
        raise Refusal("no-such-player", nickname=cmd.nickname, title=t.title)
    match = await current_match(ctx, t, player)
    if match is None or match.b is None:
        raise Refusal("no-current-match-for", nickname=player.nickname)
    refuse_techloss_decided(match, player.nickname)
    # RES-7: the opponent takes the match with the games the judge gives, or it needs.
    bo = await match_bo(ctx, t, match)
    score = techloss_score(match, bo, player.id, t.settings.techloss_score, cmd.score)
    await remember(ctx, t, "result", [match])
    await ctx.audit(t, "techloss", player=player.nickname, match=match.number, reason=reason)
    done = await finalize(ctx, t, match, *score, "techloss")
    await ctx.tell_player(
        player,
        "techloss-reason",
        title=t.title,
        number=done.number,
        reason=reason or message_params.text("techloss-no-reason"),
    )
    await ctx.reply(
        "techloss-set",
        nickname=player.nickname,
        number=done.number,
        score=message_params.score(*score),
    )
