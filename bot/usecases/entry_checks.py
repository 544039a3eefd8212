"""Who may enter a tournament: the checks an application and a judge's entry share (REG-3,
REG-6, MOD-9)."""

from __future__ import annotations

from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.model import Account
from bot.domain.tournament import Tournament
from bot.usecases.sanctions import active_ban
from bot.wording import message_params


async def check_ban(ctx: Context, account: Account, game_id: str | None) -> None:
    """REG-6, MOD-9: the person of `account` is refused while a ban on him lasts."""
    ban = await active_ban(ctx, account, game_id)
    if ban is not None:
        raise Refusal(
            "banned-until", until=message_params.date_time(ban.until or ctx.now), reason=ban.reason
        )


async def check_unique(
    ctx: Context, t: Tournament, account_id: int, nickname: str, game_id: str | None
) -> None:
    """REG-3: a nickname or game id held by another account than `account_id` is refused."""
    holder = await ctx.store.players.by_nickname(t.id, nickname)
    if holder is not None and holder.account_id != account_id:
        raise Refusal("nickname-taken", nickname=nickname)
    if game_id:
        holder = await ctx.store.players.by_game_id(t.id, game_id)
        if holder is not None and holder.account_id != account_id:
            raise Refusal("game-id-taken", game_id=game_id)
