"""Which bound match chat is a match's own, and copies of protests and decisions there (PRO-1,
PRO-8, S4 10.1, 6.2)."""

from __future__ import annotations

from typing import Any

from bot.context import Context
from bot.domain.model import Binding, Match
from bot.domain.tournament import Tournament
from bot.notices import Notice


async def match_chats_of(ctx: Context, t: Tournament, match: Match) -> list[Binding]:
    """The match chats (`/bind match`) where this match is played.

    One bound match chat serves every match. With several, a chat is the match's own where
    the platform says one of its two players is in it; where the platform cannot tell about
    any chat, every match chat it cannot tell about gets the copy (S4 10.1 wants one).
    """
    chats = await ctx.store.tournaments.bindings(t.id, "match")
    if len(chats) <= 1:
        return chats
    accounts = []
    for pid in (match.a, match.b):
        if pid is not None:
            player = await ctx.store.players.get(pid)
            accounts.append(await ctx.store.accounts.get(player.account_id))
    known: list[Binding] = []
    unknown: list[Binding] = []
    for chat in chats:
        present = [
            await ctx.deps.directory.is_member(chat.platform, chat.chat_id, account.user_id)
            for account in accounts
            if account.platform == chat.platform
        ]
        if any(p is True for p in present):
            known.append(chat)
        elif any(p is None for p in present):
            unknown.append(chat)
    return known or unknown


async def tell_match_chats(
    ctx: Context, t: Tournament, match: Match, key: str, **params: Any
) -> int:
    """A message to the match's own chats; returns how many got it."""
    chats = await match_chats_of(ctx, t, match)
    for chat in chats:
        await ctx.notify(Notice(ctx.shared(chat), key, params, (), None, t.id))
    return len(chats)
