"""Agreed draws and single games given up (RES-4): a draw needs both players, a concession
takes effect at once."""

from __future__ import annotations

from bot.commands import (
    AcceptDraw,
    AutoConfirm,
    Confirm,
    DeclineDraw,
    Dispute,
    DrawOfferLapse,
    OfferDraw,
    load,
)
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.match_endings import (
    accepted_draw,
    concede_game,
    draw_score,
    other_side,
    refuse_no_offer,
    side_of,
)
from bot.domain.match_rules import Score, oriented, refuse_bye, refuse_closed
from bot.domain.model import Match, Player
from bot.domain.tournament import Tournament, refuse_unless_running
from bot.notices import Button
from bot.usecases.final_results import finalize
from bot.usecases.lookups import current_match, playing
from bot.usecases.registry import handles
from bot.usecases.stages import match_bo
from bot.wording import message_params


async def _my_match(ctx: Context, t: Tournament, me: Player, number: int | None) -> Match:
    if number is None:
        match = await current_match(ctx, t, me)
        if match is None:
            raise Refusal("no-current-match", title=t.title)
    else:
        match = await ctx.store.matches.by_number(t.id, number)
        if match is None or not match.involves(me.id):
            raise Refusal("not-your-match", number=number)
    refuse_bye(match)
    return match


async def _standing_offer(ctx: Context, match: Match, side: str) -> DrawOfferLapse | None:
    """The draw that side of the match offered and that still stands, if any."""
    payload = await ctx.store.deadlines.pending_payload(f"draw-offer-{side}", match.id)
    offer = load(payload) if payload is not None else None
    return offer if isinstance(offer, DrawOfferLapse) else None


async def _withdraw_offers(ctx: Context, match: Match) -> None:
    for side in ("a", "b"):
        await ctx.unschedule(DrawOfferLapse(match_id=match.id, side=side))


async def _agreed(ctx: Context, t: Tournament, match: Match, score: Score) -> None:
    await _withdraw_offers(ctx, match)
    await finalize(ctx, t, match, *score, "draw")


@handles(OfferDraw)
async def offer_draw(ctx: Context, cmd: OfferDraw) -> None:
    """Offer the opponent a draw; he accepts or declines with a button (RES-4)."""
    t = await ctx.resolve(cmd)
    refuse_unless_running(t)
    me = await playing(ctx, t)
    match = await _my_match(ctx, t, me, None)
    score = draw_score(match, await match_bo(ctx, t, match), me.id, cmd.score)
    side = side_of(match, me.id)
    theirs = await _standing_offer(ctx, match, other_side(side))
    if theirs is not None and theirs.score == score:
        await _agreed(ctx, t, match, score)  # both offered the same draw: agreed
        return
    due = ctx.now + t.settings.confirm_minutes * 60
    await ctx.schedule(t, due, DrawOfferLapse(match_id=match.id, side=side, score=score))
    opponent = await ctx.store.players.get(match.opponent_of(me.id) or 0)
    own = message_params.score(*oriented(match, me.id, score[0], score[1]), score[2])
    await ctx.reply(
        "draw-offered", number=match.number, opponent=opponent.nickname, score=own,
        due=message_params.clock_time(due, ctx.now),
    )  # fmt: skip
    their_view = message_params.score(*oriented(match, opponent.id, score[0], score[1]), score[2])
    await ctx.tell_player(
        opponent,
        "draw-offer",
        [
            [
                Button("btn-draw-accept", AcceptDraw(match=match.number, tournament=t.id)),
                Button("btn-draw-decline", DeclineDraw(match=match.number, tournament=t.id)),
            ]
        ],
        number=match.number,
        by=me.nickname,
        score=their_view,
        due=message_params.clock_time(due, ctx.now),
    )


@handles(AcceptDraw)
async def accept_draw(ctx: Context, cmd: AcceptDraw) -> None:
    """The opponent agrees: the draw is final at once (RES-4)."""
    t = await ctx.resolve(cmd)
    refuse_unless_running(t)
    me = await playing(ctx, t)
    match = await _my_match(ctx, t, me, cmd.match)
    offer = await _standing_offer(ctx, match, other_side(side_of(match, me.id)))
    await _agreed(ctx, t, match, accepted_draw(match, offer.score if offer else None))


@handles(DeclineDraw)
async def decline_draw(ctx: Context, cmd: DeclineDraw) -> None:
    """The opponent plays on: the offer is gone and its maker is told."""
    t = await ctx.resolve(cmd)
    me = await playing(ctx, t)
    match = await _my_match(ctx, t, me, cmd.match)
    side = other_side(side_of(match, me.id))
    offer = await _standing_offer(ctx, match, side)
    refuse_no_offer(match, offer.score if offer else None)
    await ctx.unschedule(DrawOfferLapse(match_id=match.id, side=side))
    offerer = await ctx.store.players.get(match.opponent_of(me.id) or 0)
    await ctx.reply("draw-declined-you", number=match.number)
    await ctx.tell_player(offerer, "draw-declined", number=match.number, by=me.nickname)


@handles(DrawOfferLapse)
async def draw_offer_lapse(ctx: Context, cmd: DrawOfferLapse) -> None:
    """An offer left unanswered lapses: nothing changes, its maker is told."""
    match = await ctx.store.matches.get(cmd.match_id)
    if match is None or match.b is None:
        return
    try:
        refuse_closed(match)
    except Refusal:
        return  # the match ended meanwhile
    offerer = match.a if cmd.side == "a" else match.b
    await ctx.tell_player(await ctx.store.players.get(offerer), "draw-lapsed", number=match.number)


async def draw_unconfirmed(ctx: Context, t: Tournament, match: Match) -> None:
    """RES-3's minutes passed on a reported draw nobody confirmed: where a draw needs both
    players (RES-4) it stays a report; both players are told and so are the judges."""
    assert match.report is not None and match.b is not None
    a = await ctx.store.players.get(match.a)
    b = await ctx.store.players.get(match.b)
    r = match.report
    score = message_params.score(r.score_a, r.score_b, r.draws)
    reporter = a if r.by_player == a.id else b
    other = b if reporter is a else a
    await ctx.audit(t, "draw-unconfirmed", match=match.number, score=score)
    await ctx.tell_player(reporter, "draw-unconfirmed-reporter", number=match.number)
    await ctx.tell_player(
        other,
        "draw-unconfirmed",
        [
            [
                Button("btn-confirm", Confirm(match=match.number, tournament=t.id)),
                Button("btn-dispute", Dispute(match=match.number, tournament=t.id)),
            ]
        ],
        number=match.number,
        reporter=reporter.nickname,
    )
    await ctx.alert_judges(
        t,
        "draw-unconfirmed-alert",
        number=match.number,
        a=a.nickname,
        b=b.nickname,
        score=score,
        reporter=reporter.nickname,
        title=t.title,
        id=t.id,
    )


async def concede_one_game(ctx: Context, t: Tournament, match: Match, me: Player) -> None:
    """The player gives up the game being played: the opponent takes it; the match goes on
    unless that game decides it (RES-4)."""
    awarded = concede_game(match, await match_bo(ctx, t, match), me.id)
    if awarded.final:
        await finalize(ctx, t, match, *awarded.score, "conceded", by=me.nickname)
        return
    if awarded.stale:
        await ctx.unschedule(AutoConfirm(match_id=match.id))
    await ctx.store.matches.save(awarded.match)
    a, b, _ = awarded.score
    await ctx.audit(t, "game-conceded", match=match.number, score=message_params.score(a, b, 0))
    opponent = await ctx.store.players.get(match.opponent_of(me.id) or 0)
    await ctx.reply(
        "game-conceded",
        number=match.number,
        score=message_params.score(*oriented(match, me.id, a, b), 0),
    )
    await ctx.tell_player(
        opponent,
        "game-conceded-won",
        number=match.number,
        by=me.nickname,
        score=message_params.score(*oriented(match, opponent.id, a, b), 0),
    )
    if awarded.stale:
        for player in (me, opponent):
            await ctx.tell_player(player, "game-conceded-report-cleared", number=match.number)
