"""A ban reaches every tournament: after a judge's tap the banned person leaves each one he
is in (S4 1.1, MOD-9, REG-3: the game id binds his accounts to one person)."""

from __future__ import annotations

from bot.commands import BanRemoval
from bot.context import Context
from bot.domain.ban_rules import BanEffect, ban_effect, claim_open
from bot.domain.errors import Refusal
from bot.domain.model import PlayerStatus
from bot.domain.sanction_rules import Kind, Sanction
from bot.domain.tournament import Tournament
from bot.usecases.admission import promote_waiting
from bot.usecases.registry import handles
from bot.usecases.sanctions import disqualify, person
from bot.wording import message_params


@handles(BanRemoval)
async def ban_removal(ctx: Context, cmd: BanRemoval) -> None:
    """The judge's answer: remove the banned person from every tournament, or keep him."""
    t = ctx.judged
    sanction = await ctx.store.conduct.sanction(cmd.sanction)
    if sanction is None or sanction.kind is not Kind.BAN or sanction.pending:
        raise Refusal("ban-remove-stale", id=cmd.sanction)
    account = await ctx.store.accounts.get(sanction.account_id)
    if not cmd.yes:
        await ctx.audit(t, "ban-kept-in-tournaments", account=account.id, sanction=sanction.id)
        await ctx.reply("ban-remove-declined", name=account.name)
        return
    accounts, _ = await person(ctx, account)
    removed = []
    for account_id in accounts:
        for entry in await ctx.store.players.of_person(account_id):
            other = await ctx.store.tournaments.get(entry.tournament_id)
            if other is None:
                continue
            if await _remove(ctx, other, entry.id, sanction):
                removed.append(other)
    await ctx.audit(t, "ban-removed", account=account.id, sanction=sanction.id,
                    tournaments=[o.id for o in removed])  # fmt: skip
    titles = ", ".join(f"«{o.title}»" for o in removed) or "—"
    await ctx.reply("ban-remove-done", name=account.name, titles=titles)


async def _remove(ctx: Context, t: Tournament, player_id: int, sanction: Sanction) -> bool:
    """Out of one tournament: refused before the start, disqualified while it runs (MOD-8) or
    while his prize is unpaid after it (PRZ-3: the claim ends, the prize is not passed on)."""
    claims = [] if t.active else await ctx.store.prizes.claims(t.id)
    player = await ctx.store.players.get(player_id)
    effect = ban_effect(t, player.status, claim_open(t, claims, player_id))
    if effect is BanEffect.DISQUALIFY:
        await disqualify(ctx, t, player, "MOD-9", annul=False)
    elif effect is BanEffect.REFUSE:
        await ctx.store.players.set_status(player.id, PlayerStatus.REFUSED, ctx.now,
                                           reason=sanction.reason)  # fmt: skip
        await promote_waiting(ctx, t)
    else:
        return False
    await ctx.audit(t, "removed-for-ban", player=player.nickname, sanction=sanction.id)
    await ctx.tell_player(player, "ban-removed-you", title=t.title,
                          until=message_params.date_time(sanction.until or ctx.now))  # fmt: skip
    await ctx.alert_judges(t, "ban-removed-alert", nickname=player.nickname, title=t.title)
    return True
