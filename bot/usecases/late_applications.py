"""Late entrants: a judge's `/add` during a running Swiss stage, and a player's own late
application that reaches the judges with one tap «Допустить» (FMT-3, REG-3, issue 23).

The rule of when a late entry is possible is `bot.domain.late_entry`; this module loads the
stage, asks it, stores the application or the entrant, and tells the judges and the player
in the same transaction.
"""

from __future__ import annotations

from bot.commands import AdmitLate
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.late_entry import (
    LateClosed,
    LateStatus,
    late_entry_closed,
    refuse_admitted,
    refuse_entered,
    refuse_full,
    refuse_late_add,
    refuse_late_applicant,
    refuse_late_application,
    refuse_second_late_application,
)
from bot.domain.model import Account, Player, PlayerStatus, TournamentStatus
from bot.domain.stage_specs import StageSpec
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.admission import registered_count
from bot.usecases.entry_checks import check_ban, check_unique
from bot.usecases.identity import offer_links
from bot.usecases.registry import handles
from bot.usecases.stages import stage_state
from bot.wording import message_params

ADDED = "player-added"  # the audit action of a judge's entry, by /add or by the tap
APPLIED = "late-application"
# A player entered by a judge keeps his place whatever his own application was.
REPLACEABLE = (PlayerStatus.PENDING, PlayerStatus.WAITING)


async def late_closed(ctx: Context, t: Tournament) -> tuple[LateClosed | None, StageSpec | None]:
    """Why nobody can enter `t` late now, or None, with the running stage (the stage loaded,
    the domain asked)."""
    if t.status is not TournamentStatus.RUNNING:
        return late_entry_closed(t.status, t.settings.late_entry, None, False, 0, 0), None
    stage = await stage_state(ctx, t)
    run = stage.run
    played = t.current_round - run.first_round + 1
    why = late_entry_closed(
        t.status, t.settings.late_entry, stage.kind, bool(run.pools), played, run.spec.rounds or 0
    )
    return why, run.spec


async def enter(
    ctx: Context, t: Tournament, account: Account, nickname: str, game_id: str | None
) -> Player:
    """A judge enters the person of `account`: registered (and checked in) at once."""
    entry = await ctx.store.players.of_account(t.id, account.id)
    refuse_entered(t, entry)
    await check_unique(ctx, t, account.id, nickname, game_id)
    await check_ban(ctx, account, game_id)
    refuse_full(t, await registered_count(ctx, t))
    if entry is not None and entry.status in REPLACEABLE:
        await ctx.store.players.set_status(entry.id, PlayerStatus.WITHDRAWN, ctx.now)
    added = await ctx.store.players.add(
        t.id, account.id, nickname, game_id, PlayerStatus.PENDING, ctx.now
    )
    player = await ctx.store.players.set_status(added.id, PlayerStatus.REGISTERED, ctx.now)
    if t.settings.checkin_to is not None:
        player = await ctx.store.players.check_in(player.id, ctx.now)  # REG-4: the judge's word
    await offer_links(ctx, t, account, nickname, game_id)  # issue 26
    return player


async def enter_late(
    ctx: Context, t: Tournament, account: Account, nickname: str, game_id: str | None
) -> Player:
    """A late entrant: paired from the next round, his missed rounds per `late_entry`; the
    judge, the player and the channel are told."""
    refuse_late_add(t.title, *await late_closed(ctx, t))
    player = await enter(ctx, t, account, nickname, game_id)
    after = t.current_round
    player = await ctx.store.players.join_late(player.id, after)
    pending = await ctx.store.late.open_of(t.id, account.id)
    if pending is not None:  # by the tap, or by /add as a reply: either way it is decided
        await ctx.store.late.decide(pending.id, LateStatus.ADMITTED, ctx.me.id, ctx.now)
    await ctx.audit(t, ADDED, player=nickname, game_id=game_id, after_round=after)
    params = {
        "title": t.title,
        "nickname": nickname,
        "next": after + 1,
        "rounds": "1" if after == 1 else f"1–{after}",
        "missed": message_params.text(f"missed-as-{t.settings.late_entry}"),
    }
    await ctx.reply("added-late", **params)
    await ctx.tell_player(player, "you-were-added-late", **params)
    await ctx.announce(t, "late-entry-announced", title=t.title, nickname=nickname, next=after + 1)
    return player


async def apply_late(ctx: Context, t: Tournament, nickname: str, game_id: str | None) -> None:
    """A player's `/register` after the registration closed: while a Swiss stage runs it goes
    to the judges as a late application, once; elsewhere the refusal says why not."""
    why, _ = await late_closed(ctx, t)
    refuse_late_application(t.title, why)
    refuse_late_applicant(t.title, await ctx.player(t))
    await check_unique(ctx, t, ctx.me.id, nickname, game_id)
    await check_ban(ctx, ctx.me, game_id)
    refuse_second_late_application(t.title, await ctx.store.late.open_of(t.id, ctx.me.id))
    application = await ctx.store.late.add(t.id, ctx.me.id, nickname, game_id, ctx.now)
    await ctx.audit(t, APPLIED, player=nickname, game_id=game_id, application=application.id)
    button = Button("btn-admit-late", AdmitLate(application=application.id, tournament=t.id))
    missed = message_params.text(f"missed-as-{t.settings.late_entry}")
    await ctx.alert_judges(t, "late-application-alert", [[button]], title=t.title,
                           nickname=nickname, game_id=game_id or "—", name=ctx.me.name,
                           next=t.current_round + 1, missed=missed)  # fmt: skip
    await ctx.reply("late-application-sent", title=t.title, nickname=nickname)
    await offer_links(ctx, t, ctx.me, nickname, game_id)  # issue 26


@handles(AdmitLate)
async def admit_late(ctx: Context, cmd: AdmitLate) -> None:
    """A judge's tap «Допустить»: what `/add` does, with the applicant's own account."""
    t = ctx.judged
    application = await ctx.store.late.get(cmd.application)
    if application is None or application.tournament_id != t.id:
        raise Refusal("late-application-unknown", id=cmd.application)
    refuse_admitted(t.title, application)
    account = await ctx.store.accounts.get(application.account_id)
    await enter_late(ctx, t, account, application.nickname, application.game_id)
