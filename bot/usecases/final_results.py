"""A result made final and what follows: the players told, the bracket, the round's end."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from bot.commands import AutoConfirm, FileProtest
from bot.context import Context
from bot.domain.match_facts import protestable
from bot.domain.match_rules import finalized
from bot.domain.model import Match, MatchStatus, PlayerStatus, ResultKind
from bot.domain.round_flow import refuse_open_results, round_over
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.round_time import plan_auto_next, stop_round_clock
from bot.usecases.stages import bracket_params, run_of, show_bracket, stage_state
from bot.usecases.standings_table import standings_of, standings_params
from bot.usecases.web_page import page_buttons
from bot.wording import message_params

AUTO_CONFIRM = "auto-confirm"


async def finalize(
    ctx: Context,
    t: Tournament,
    match: Match,
    score_a: int,
    score_b: int,
    draws: int,
    source: str,
    *,
    reason: str | None = None,
    kind: ResultKind = ResultKind.MATCH,
    by: str = "",
) -> Match:
    """Make a result final, log it, cancel its deadline, tell both players (RES-2, RES-8);
    `by` names the player who conceded or left."""
    was_final = match.status is MatchStatus.FINAL
    before = message_params.score(match.score_a, match.score_b, match.draws) if was_final else None
    done = finalized(match, (score_a, score_b, draws), source, ctx.now, kind)
    await ctx.store.matches.save(done)
    await ctx.unschedule(AutoConfirm(match_id=match.id))
    now_score = message_params.score(score_a, score_b, draws)
    await ctx.audit(
        t, "result", match=match.number, score=now_score, before=before, source=source,
        reason=reason,
    )  # fmt: skip
    a = await ctx.store.players.get(match.a)
    b = await ctx.store.players.get(match.b) if match.b is not None else None
    # PRO-1: «Подать жалобу судье» under every result that can still be protested (PRO-9).
    buttons = (
        [[Button("btn-protest", FileProtest(match=match.number, tournament=t.id))]]
        if protestable(done)
        else []
    )
    confirm_minutes = message_params.minutes(t.settings.confirm_minutes)  # RES-3: auto's
    for player in (a, b):
        if player is not None:
            await ctx.tell_player(
                player,
                "result-corrected" if was_final else f"result-{source}",
                buttons,
                number=match.number,
                a=a.nickname,
                b=b.nickname if b else "",
                score=now_score,
                before=before or "",
                reason=reason or message_params.text("no-reason"),
                by=by,
                minutes=confirm_minutes,
            )
    if match.node is not None:  # the bracket picture follows every knockout result
        run = await run_of(ctx, t, match)
        if run is not None:
            await show_bracket(ctx, t, await stage_state(ctx, t, run))
    if not was_final:
        await round_progress(ctx, t, match.round)
    return done


async def round_progress(ctx: Context, t: Tournament, round_no: int) -> None:
    """When the round's last result becomes final: standings to the channel (COM-4)."""
    # Asked after every result: a count, not the round's matches (512 of them at 1024 players).
    if not round_over(t, round_no, await ctx.store.matches.unfinished(t.id, round_no)):
        return
    await stop_round_clock(ctx, t)
    stage = await stage_state(ctx, t)
    if stage.knockout:
        bracket = await bracket_params(ctx, t, stage)
        await ctx.announce(t, "bracket-after-round", round=round_no, title=t.title, **bracket)
    else:
        rows, players = await standings_of(ctx, t)
        table = standings_params(rows, players, t)
        await ctx.announce(
            t, "standings-after-round", page_buttons(ctx, t, "standings"),
            round=round_no, title=t.title, table=table,
        )  # fmt: skip
        dropped = {p.id for p in players if p.status is not PlayerStatus.REGISTERED}
        picture = message_params.standings_picture(
            t.title,
            message_params.text("picture-after-round", round=round_no),
            rows,
            message_params.names_of(players),
            t.settings.tiebreakers,
            dropped,
        )
        await ctx.show(t, "standings-picture", picture, title=t.title, round=round_no)
    if await plan_auto_next(ctx, t, round_no + 1):
        return
    if not stage.over:
        key = "round-complete"
    elif not stage.last:
        key = "stage-complete"
    else:
        key = "round-complete-last"
    await ctx.alert_judges(t, key, round=round_no, title=t.title, id=t.id)


async def open_matches_refusal(
    ctx: Context, t: Tournament, key: str, allow: Sequence[Match] = ()
) -> None:
    """Refuse when matches of the current round still wait for a final result."""
    matches = await ctx.store.matches.of_round(t.id, t.current_round)
    names = message_params.names_of(await ctx.store.players.list(t.id))
    describe = partial(message_params.pairings, names=names)
    refuse_open_results(key, t.current_round, matches, describe, allow)
