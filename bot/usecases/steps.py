"""Steps several use cases share: standings, finishing a match, the end of a round."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from bot.commands import AutoConfirm, FileProtest
from bot.context import Context
from bot.domain.corrections import refuse_not_playing
from bot.domain.errors import Refusal
from bot.domain.match_facts import protestable
from bot.domain.match_rules import finalized
from bot.domain.model import (
    IN_STANDINGS,
    Match,
    MatchStatus,
    Player,
    PlayerStatus,
    ResultKind,
)
from bot.domain.pairing_changes import missed_of
from bot.domain.round_flow import refuse_open_results, round_over
from bot.domain.standings import StandingRow, compute_standings
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.round_time import plan_auto_next, stop_round_clock
from bot.usecases.stages import bracket_params, run_of, show_bracket, stage_state
from bot.usecases.web_page import page_buttons
from bot.wording import message_params

AUTO_CONFIRM = "auto-confirm"


async def standings_of(ctx: Context, t: Tournament) -> tuple[list[StandingRow], list[Player]]:
    """Standings from every final result, and the players they list (FMT-7)."""
    store = ctx.store
    # Keys read cheaply: a `/me` at 1,024 players spent most of its time loading every entry.
    key = (await store.matches.results_version(t.id), await store.players.version(t.id),
           t.settings)  # fmt: skip
    found = ctx.deps.standings.get(t.id, key)
    if found is not None:
        return found
    players = await store.players.list(t.id, IN_STANDINGS)  # a result or the field changed
    matches = await store.matches.all(t.id)
    results = [m.as_result() for m in matches if m.status is MatchStatus.FINAL]
    results += missed_of(players, t.settings.late_entry)  # late entrants, returned players
    rows = compute_standings([p.id for p in players], results, t.settings.scoring())
    ctx.deps.standings.put(t.id, key, rows, players)
    return rows, players


def standings_params(rows: list[StandingRow], players: list[Player], t: Tournament) -> dict:
    """The standings table as a message parameter."""
    dropped = {p.id for p in players if p.status is not PlayerStatus.REGISTERED}
    return message_params.standings(
        rows, message_params.names_of(players), t.settings.tiebreakers, dropped
    )


async def playing(ctx: Context, t: Tournament) -> Player:
    """The sender as a registered player of a running tournament, or a refusal."""
    me = await ctx.player(t)
    if me is None or me.status not in (PlayerStatus.REGISTERED, PlayerStatus.DROPPED):
        raise Refusal("not-a-player", title=t.title)
    return me


async def registered_player(ctx: Context, t: Tournament, nickname: str) -> Player:
    """A player still in the tournament, named by a judge, or a refusal saying why not."""
    player = await ctx.store.players.by_nickname(t.id, nickname)
    if player is None:
        raise Refusal("no-such-player", nickname=nickname, title=t.title)
    refuse_not_playing(player)
    return player


async def current_match(ctx: Context, t: Tournament, player: Player) -> Match | None:
    """The player's match in the current round, if he has one."""
    return await ctx.store.matches.in_round(t.id, t.current_round, player.id)


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
    await ctx.alert_judges(
        t,
        key,
        round=round_no,
        title=t.title,
        id=t.id,
    )


async def open_matches_refusal(
    ctx: Context, t: Tournament, key: str, allow: Sequence[Match] = ()
) -> None:
    """Refuse when matches of the current round still wait for a final result."""
    matches = await ctx.store.matches.of_round(t.id, t.current_round)
    names = message_params.names_of(await ctx.store.players.list(t.id))
    describe = partial(message_params.pairings, names=names)
    refuse_open_results(key, t.current_round, matches, describe, allow)
