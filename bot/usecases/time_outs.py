"""A knockout's time-out settled by the heroes' life (FMT-6, RES-5): the score at time is
kept, both players give the life totals, and more life takes the unfinished game."""

from __future__ import annotations

from bot.commands import AutoConfirm, Dispute, LifeTotals
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.match_endings import LifeFinal, LifeLevel, decide_time_out_life, time_out_report
from bot.domain.match_rules import LifeEqual, LifeMismatch, LifeNoted, oriented
from bot.domain.model import Match, Player
from bot.domain.tournament import Tournament, refuse_unless_running
from bot.notices import Button
from bot.usecases.final_results import finalize
from bot.usecases.lookups import current_match, playing
from bot.usecases.registry import handles
from bot.usecases.stages import match_bo
from bot.wording import message_params


async def ask_life(
    ctx: Context, t: Tournament, match: Match, me: Player, mine: int, theirs: int, draws: int
) -> None:
    """The score at time is kept (it never becomes final by silence) and both players are
    asked for the heroes' life; the opponent may dispute the score instead (FMT-6)."""
    assert match.b is not None
    a, b = oriented(match, me.id, mine, theirs)
    held = time_out_report(match, me.id, a, b, draws, ctx.now)
    await ctx.store.matches.save(held)
    await ctx.unschedule(AutoConfirm(match_id=match.id))  # an earlier report's clock
    opponent = await ctx.store.players.get(match.opponent_of(me.id) or 0)
    await ctx.reply(
        "knockout-no-draw-asked",
        number=match.number,
        score=message_params.score(mine, theirs, draws),
    )
    await ctx.tell_player(me, "life-asked", number=match.number)
    await ctx.tell_player(
        opponent,
        "life-asked-score",
        [[Button("btn-dispute", Dispute(match=match.number, tournament=t.id))]],
        number=match.number,
        reporter=me.nickname,
        score=message_params.score(theirs, mine, draws),
    )


@handles(LifeTotals)
async def life_totals(ctx: Context, cmd: LifeTotals) -> None:
    """FMT-6 at time-out in a knockout: more life takes the game, equal life plays on."""
    t = await ctx.resolve(cmd)
    refuse_unless_running(t)
    me = await playing(ctx, t)
    match = await current_match(ctx, t, me)
    if match is None:
        raise Refusal("no-current-match", title=t.title)
    bo = await match_bo(ctx, t, match)
    decision = decide_time_out_life(match, bo, me.id, cmd.mine, cmd.theirs, ctx.now)
    if isinstance(decision, LifeNoted):
        await ctx.store.matches.save(decision.match)
        await ctx.reply("life-noted", number=match.number)
        opponent = await ctx.store.players.get(decision.waiting_for)
        await ctx.tell_player(opponent, "life-asked", number=match.number)
        return
    a = await ctx.store.players.get(match.a)
    b = await ctx.store.players.get(match.b or 0)
    match decision:
        case LifeMismatch(cleared):
            await ctx.store.matches.save(cleared)
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
        case LifeEqual(cleared, life):
            await ctx.store.matches.save(cleared)  # the score at time still stands
            for player in (a, b):
                await ctx.tell_player(player, "life-equal", number=match.number, life=life)
        case LifeFinal(cleared, winner, score):
            await ctx.audit(t, "life", match=match.number, winner=_name(a, b, winner))
            await ctx.store.matches.save(cleared)
            await finalize(ctx, t, cleared, *score, "life")
        case LifeLevel(level, winner, score):
            await ctx.store.matches.save(level)
            await ctx.audit(t, "life", match=match.number, winner=_name(a, b, winner))
            for player in (a, b):
                await ctx.tell_player(
                    player,
                    "life-level",
                    number=match.number,
                    winner=_name(a, b, winner),
                    score=message_params.score(*score),
                )


def _name(a: Player, b: Player, winner: int) -> str:
    return (a if winner == a.id else b).nickname
