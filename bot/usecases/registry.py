"""One entry point from a command type to the use case that carries it out."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from typing import Any

from bot.commands import Access, Command, Pick, load
from bot.context import Context
from bot.domain.errors import Refusal

Handler = Callable[[Context, Any], Awaitable[None]]

HANDLERS: dict[type[Command], Handler] = {}


def handles(*kinds: type[Command]) -> Callable[[Handler], Handler]:
    """Register a use case for command types."""

    def register(func: Handler) -> Handler:
        for kind in kinds:
            if kind in HANDLERS:
                raise RuntimeError(f"two use cases for {kind.__name__}")
            HANDLERS[kind] = func
        return func

    return register


async def picked(ctx: Context, pick: Pick) -> Command:
    """The command a tap kept for its sender, once; a stale or someone else's tap is refused."""
    saved = await ctx.store.updates.take_choice(pick.choice, ctx.me.id)
    if saved is None:
        raise Refusal("choice-expired")
    return dataclasses.replace(load(saved), tournament=pick.tournament)


async def dispatch(ctx: Context, command: Command) -> None:
    """Check who may give the command, then carry it out."""
    if command.access == Access.SYSTEM and ctx.account is not None:
        raise Refusal("unknown-command", command=command.name)
    if command.access == Access.ADMIN and not ctx.is_admin:
        raise Refusal("admins-only")
    if command.access == Access.JUDGE:
        # Checked before anything happens: no judge command runs for a non-judge.
        try:
            tournament = await ctx.resolve(command, purpose="judge")
            if not await ctx.is_judge(tournament):
                raise Refusal("judges-only", title=tournament.title)
        except Refusal as refusal:
            if command.others is None or refusal.key == "tournament-not-found":
                raise
            if refusal.key == "judges-only":  # both: whose command it is, and the other form
                hint = {"$text": command.others}
                raise Refusal("judges-only-hint", hint=hint, **refusal.params) from None
            raise Refusal(command.others) from None
        ctx.tournament = tournament
    await HANDLERS[type(command)](ctx, command)
