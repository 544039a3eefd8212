"""Admission: the waiting list beyond the cap (REG-5) and the check-in window (REG-4)."""

from __future__ import annotations

from bot.commands import CheckIn, CheckinWindow
from bot.context import Context
from bot.domain.checkin import (
    CHECKIN_MOMENTS,
    checkin_closed,
    checkin_plan,
    place_free,
    refuse_checkin,
)
from bot.domain.model import Player, PlayerStatus, TournamentStatus
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.registry import handles
from bot.wording import message_params


async def registered_count(ctx: Context, t: Tournament) -> int:
    """How many players hold a place."""
    return len(await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED]))


async def has_room(ctx: Context, t: Tournament) -> bool:
    """Whether a new player gets a place rather than the waiting list (REG-5)."""
    return place_free(t.settings.cap, await registered_count(ctx, t))


async def promote_waiting(ctx: Context, t: Tournament) -> None:
    """Fill free places from the waiting list in order; after check-in only the confirmed."""
    if t.status in (TournamentStatus.RUNNING, TournamentStatus.FINISHED):
        return
    after_window = checkin_closed(t, ctx.now)
    for waiting in await ctx.store.players.waiting(t.id):
        if not await has_room(ctx, t):
            return
        if after_window and not waiting.checked_in:
            continue
        await ctx.store.players.set_status(waiting.id, PlayerStatus.REGISTERED, ctx.now)
        await ctx.audit(t, "promoted", player=waiting.nickname)
        await ctx.tell_player(waiting, "promoted-from-waiting", title=t.title)


async def waiting_position(ctx: Context, t: Tournament, player: Player) -> int:
    """1-based place of the player on the waiting list."""
    ids = [p.id for p in await ctx.store.players.waiting(t.id)]
    return ids.index(player.id) + 1


async def schedule_checkin(
    ctx: Context, t: Tournament, moments: tuple[str, ...] = CHECKIN_MOMENTS
) -> None:
    """(Re)plan the window's opening, reminder and closing as persisted deadlines (REG-4);
    `moments` limits it to some of them (a new reminder time does not invite again)."""
    for moment in moments:
        await ctx.unschedule(CheckinWindow(moment=moment, tournament=t.id))
    for moment, due in checkin_plan(t.settings, ctx.now, moments).items():
        await ctx.schedule(t, due, CheckinWindow(moment=moment, tournament=t.id))


def _checkin_button(t: Tournament) -> list[list[Button]]:
    return [[Button("btn-checkin", CheckIn(tournament=t.id))]]


@handles(CheckIn)
async def check_in(ctx: Context, cmd: CheckIn) -> None:
    """An applicant confirms participation inside the window (REG-4)."""
    t = await ctx.resolve(cmd)
    me = await ctx.player(t)
    refuse_checkin(t, me, ctx.now)
    assert me is not None
    await ctx.store.players.check_in(me.id, ctx.now)
    await ctx.reply("checked-in", title=t.title, nickname=me.nickname)


@handles(CheckinWindow)
async def checkin_window(ctx: Context, cmd: CheckinWindow) -> None:
    """The window opens (everyone is asked), nears its end (the silent are reminded), closes."""
    t = await ctx.store.tournaments.get(cmd.tournament or 0)
    if t is None or t.status in (TournamentStatus.RUNNING, TournamentStatus.FINISHED):
        return
    applicants = await ctx.store.players.list(
        t.id, [PlayerStatus.REGISTERED, PlayerStatus.WAITING]
    )
    silent = [p for p in applicants if not p.checked_in]
    closes = message_params.clock_time(t.settings.checkin_to or ctx.now, ctx.now)
    if cmd.moment in ("open", "remind"):
        key = "checkin-opened" if cmd.moment == "open" else "checkin-reminder"
        left = max(1, round(((t.settings.checkin_to or ctx.now) - ctx.now) / 60))
        for player in silent:
            await ctx.tell_player(
                player, key, _checkin_button(t), title=t.title, closes=closes, minutes=left
            )
        if cmd.moment == "open":
            await ctx.announce(t, "checkin-opened-announce", title=t.title, closes=closes)
        return
    for player in silent:  # REG-4: who did not confirm is not admitted
        await ctx.store.players.set_status(
            player.id, PlayerStatus.NOT_ADMITTED, ctx.now, reason="check-in"
        )
        await ctx.tell_player(player, "not-admitted", title=t.title)
    await promote_waiting(ctx, t)
    await ctx.audit(t, "checkin-closed", not_admitted=[p.nickname for p in silent])
    admitted = await registered_count(ctx, t)
    names = ", ".join(p.nickname for p in silent) or "—"
    await ctx.alert_judges(t, "checkin-summary", title=t.title, count=admitted, missing=names)
