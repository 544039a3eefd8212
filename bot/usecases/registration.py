"""Players apply, accept the rules, withdraw and drop (REG-2, REG-3, REG-8)."""

from __future__ import annotations

import re

from bot.commands import AcceptRules, CheckIn, Drop, Register, Start, Unregister
from bot.context import Context
from bot.domain.applications import (
    drop_withdraws,
    refuse_acceptance,
    refuse_drop,
    refuse_second_application,
    refuse_withdrawal,
    require_game_id,
)
from bot.domain.checkin import checkin_closed, checkin_open
from bot.domain.errors import Refusal
from bot.domain.match_rules import dropped_score
from bot.domain.model import (
    PlayerStatus,
    TournamentStatus,
)
from bot.domain.names import check_game_id, check_nickname
from bot.notices import Button
from bot.usecases.admission import (
    has_room,
    promote_waiting,
    registered_count,
    waiting_position,
)
from bot.usecases.eligibility import buttons as eligibility_buttons
from bot.usecases.eligibility import consent, require_all, required
from bot.usecases.entry_checks import check_ban, check_unique
from bot.usecases.final_results import finalize
from bot.usecases.identity import offer_links
from bot.usecases.late_applications import apply_late
from bot.usecases.leaving_ask import drop_asked
from bot.usecases.lookups import current_match
from bot.usecases.registry import handles
from bot.usecases.stages import match_bo
from bot.wording import message_params


@handles(Start)
async def start(ctx: Context, cmd: Start) -> None:
    """Greet, or lead into a tournament's registration from a deep link `t<id>`."""
    link = re.fullmatch(r"t(\d{1,9})", cmd.payload)
    if link is None:
        await ctx.reply("welcome", name=ctx.me.name)
        return
    t = await ctx.store.tournaments.get(int(link[1]))
    if t is None:
        raise Refusal("tournament-not-found", id=link[1])
    await ctx.store.accounts.set_context(ctx.me.id, t.id)
    key = "start-open" if t.status is TournamentStatus.REGISTRATION else "start-not-open"
    await ctx.reply(key, title=t.title, id=t.id)


@handles(Register)
async def register(ctx: Context, cmd: Register) -> None:
    """Apply: the bot shows the rules and asks for acceptance with a button (REG-2)."""
    if not ctx.env.chat.private:
        raise Refusal("register-in-private")
    nickname = check_nickname(cmd.nickname)
    game_id = check_game_id(cmd.game_id) if cmd.game_id else None
    t = await ctx.resolve(cmd, purpose="register")
    require_game_id(t, nickname, game_id)
    if t.status is not TournamentStatus.REGISTRATION:
        await apply_late(ctx, t, nickname, game_id)  # to the judges, or a refusal saying why
        return
    me = await ctx.player(t)
    refuse_second_application(t, me)
    await check_unique(ctx, t, ctx.me.id, nickname, game_id)
    await check_ban(ctx, ctx.me, game_id)
    if me is not None and me.status is PlayerStatus.PENDING:
        # A second /register before accepting replaces the first application.
        await ctx.store.players.set_status(me.id, PlayerStatus.WITHDRAWN, ctx.now)
    application = await ctx.store.players.add(
        t.id, ctx.me.id, nickname, game_id, PlayerStatus.PENDING, ctx.now
    )
    s = t.settings
    await ctx.reply(
        "rules-to-accept",
        eligibility_buttons(t, application, required(t)),  # S4 8.11
        title=t.title,
        nickname=nickname,
        rules_url=s.rules_url or message_params.text("rules-url-none"),
        consent=consent(t),  # S4 1.6, 1.7, 1.9
    )
    await offer_links(ctx, t, ctx.me, nickname, game_id)  # issue 26: «Это вы?» to a known account


@handles(AcceptRules)
async def accept_rules(ctx: Context, cmd: AcceptRules) -> None:
    """The applicant accepted the regulation and the rules: he is registered (REG-2)."""
    try:
        application = await ctx.store.players.get(cmd.application)
    except LookupError:
        raise Refusal("not-your-application") from None
    if application.account_id != ctx.me.id:
        raise Refusal("not-your-application")
    t = await ctx.store.tournaments.get(application.tournament_id)
    assert t is not None
    refuse_acceptance(t, application)
    await check_unique(ctx, t, ctx.me.id, application.nickname, application.game_id)
    await check_ban(ctx, ctx.me, application.game_id)
    await require_all(ctx, t, application)  # S4 8.11: age and territory first
    if not await has_room(ctx, t) or checkin_closed(t, ctx.now):
        # REG-5: beyond the cap the applicant waits in order for a place to free up.
        player = await ctx.store.players.set_status(application.id, PlayerStatus.WAITING, ctx.now)
        position = await waiting_position(ctx, t, player)
        await ctx.reply(
            "waiting-listed",
            title=t.title,
            nickname=player.nickname,
            position=position,
            cap=t.settings.cap or 0,
        )
        return
    await ctx.store.players.set_status(application.id, PlayerStatus.REGISTERED, ctx.now)
    count = await registered_count(ctx, t)
    await ctx.reply("registered", title=t.title, nickname=application.nickname, count=count)
    if checkin_open(t, ctx.now):
        await ctx.reply(
            "checkin-opened",
            [[Button("btn-checkin", CheckIn(tournament=t.id))]],
            title=t.title,
            closes=message_params.clock_time(t.settings.checkin_to or 0, ctx.now),
        )


@handles(Unregister)
async def unregister(ctx: Context, cmd: Unregister) -> None:
    """Withdraw an application before the start."""
    t = await ctx.resolve(cmd)
    me = await ctx.player(t)
    refuse_withdrawal(t, me)
    assert me is not None
    await ctx.store.players.set_status(me.id, PlayerStatus.WITHDRAWN, ctx.now)
    await ctx.reply("unregistered", title=t.title)
    await promote_waiting(ctx, t)  # REG-5: the freed place goes to the first in line


@handles(Drop)
async def drop(ctx: Context, cmd: Drop) -> None:
    """Leave the tournament after the player's tap: not paired from the next round, keeps
    points and place (REG-8); before the start it withdraws the application at once."""
    t = await ctx.resolve(cmd)
    if drop_withdraws(t):
        await unregister(ctx, Unregister(tournament=t.id))
        return
    me = await ctx.player(t)
    refuse_drop(t, me)
    assert me is not None
    if await drop_asked(ctx, cmd, t, me):
        return
    await ctx.store.players.set_status(
        me.id, PlayerStatus.DROPPED, ctx.now, dropped_after_round=t.current_round
    )
    await ctx.audit(t, "drop", player=me.nickname, round=t.current_round)
    await ctx.reply("dropped", title=t.title, round=t.current_round)
    await ctx.alert_judges(t, "player-dropped-alert", nickname=me.nickname, title=t.title)
    match = await current_match(ctx, t, me)
    score = None if match is None else dropped_score(match, await match_bo(ctx, t, match), me.id)
    if match is not None and score is not None:
        await finalize(ctx, t, match, *score, "drop", by=me.nickname)
