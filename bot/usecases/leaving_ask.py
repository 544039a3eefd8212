"""A player's question before he gives up: `/concede` and `/drop` act only on his own tap.

The question names the consequence; the tap carries what it named (the match and its games,
the round), so a tap that no longer answers the tournament as it stands asks again.
"""

from __future__ import annotations

import dataclasses

from bot.commands import Concede, Drop
from bot.context import Context
from bot.domain.match_endings import concede_game
from bot.domain.match_rules import decide_concession, dropped_score, oriented
from bot.domain.model import Match, Player
from bot.domain.tournament import Tournament
from bot.usecases.lookups import current_match
from bot.usecases.stages import match_bo
from bot.wording import message_params


def _games(match: Match) -> int:
    """The games already awarded in an open match (MOD-1, RES-4): a game tap names them."""
    return (match.score_a or 0) + (match.score_b or 0)


async def concede_asked(ctx: Context, cmd: Concede, t: Tournament, match: Match,
                        me: Player) -> bool:  # fmt: skip
    """Whether the concession waits for the player's tap (asked here); False on his tap."""
    asked_at = (match.number, _games(match))
    if cmd.confirm and cmd.asked_at == asked_at:
        return False
    bo = await match_bo(ctx, t, match)
    opponent = await ctx.store.players.get(match.opponent_of(me.id) or 0)
    asked = dataclasses.replace(cmd, asked_at=asked_at)
    if cmd.game:
        awarded = concede_game(match, bo, me.id)  # refuses what cannot be conceded
        a, b, _ = awarded.score
        mine, theirs = oriented(match, me.id, a, b)
        button = await ctx.confirm_button(asked, t, "btn-concede-game")
        key = "concede-game-final-ask" if awarded.final else "concede-game-ask"
        await ctx.reply(key, [[button]], number=match.number, opponent=opponent.nickname,
                        score=message_params.score(mine, theirs, 0))  # fmt: skip
        return True
    a, b, draws = decide_concession(match, bo, me.id)
    mine, theirs = oriented(match, me.id, a, b)
    button = await ctx.confirm_button(asked, t, "btn-concede-match")
    await ctx.reply("concede-ask", [[button]], number=match.number, opponent=opponent.nickname,
                    score=message_params.score(mine, theirs, draws))  # fmt: skip
    return True


async def drop_asked(ctx: Context, cmd: Drop, t: Tournament, me: Player) -> bool:
    """Whether leaving waits for the player's tap (asked here); False on his tap (REG-8)."""
    if cmd.confirm and cmd.asked_round == t.current_round:
        return False
    match = await current_match(ctx, t, me)
    lost = match is not None and dropped_score(match, await match_bo(ctx, t, match), me.id)
    asked = dataclasses.replace(cmd, asked_round=t.current_round)
    button = await ctx.confirm_button(asked, t, "btn-drop")
    if lost and match is not None:  # REG-8: his open match is lost with the drop
        await ctx.reply("drop-ask-playing", [[button]], title=t.title, number=match.number)
    else:
        await ctx.reply("drop-ask", [[button]], title=t.title)
    return True
