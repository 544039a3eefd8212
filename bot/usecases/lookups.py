"""What a command is about: the sender as a player, a player a judge names, his match."""

from __future__ import annotations

from bot.context import Context
from bot.domain.corrections import refuse_not_playing
from bot.domain.errors import Refusal
from bot.domain.model import Match, Player, PlayerStatus
from bot.domain.tournament import Tournament


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
