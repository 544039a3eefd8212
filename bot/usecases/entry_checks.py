"""Who may enter a tournament: the checks an application and a judge's entry share (REG-3,
REG-6, MOD-9); the rules are `bot.domain.applications`, this module loads what they need."""

from __future__ import annotations

from bot.context import Context
from bot.domain.applications import refuse_banned, refuse_taken
from bot.domain.model import Account
from bot.domain.tournament import Tournament
from bot.usecases.sanctions import active_ban


async def check_ban(ctx: Context, account: Account, game_id: str | None) -> None:
    """REG-6, MOD-9: the person of `account` is refused while a ban on him lasts."""
    refuse_banned(await active_ban(ctx, account, game_id), ctx.now)


async def check_unique(
    ctx: Context, t: Tournament, account_id: int, nickname: str, game_id: str | None
) -> None:
    """REG-3: a nickname or game id held by another account than `account_id` is refused."""
    by_nickname = await ctx.store.players.by_nickname(t.id, nickname)
    by_game_id = await ctx.store.players.by_game_id(t.id, game_id) if game_id else None
    refuse_taken(account_id, nickname, by_nickname, game_id, by_game_id)
