"""A bound chat the platform moved (group → supergroup) or took away (the bot kicked, VK 917)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from bot.commands import LoseChat, MoveChat
from bot.context import Context
from bot.domain.model import Binding
from bot.domain.tournament import Tournament
from bot.usecases.registry import handles


def _roles(bindings: list[Binding]) -> dict[str, object]:
    """The roles a chat served, as one text parameter («канал, чат судей»)."""
    items = [{"$key": f"channels-role-{b.role}"} for b in bindings]
    return {"$each": "channels-role-channel", "items": items, "sep": ", "}


async def _per_tournament(
    ctx: Context, bindings: list[Binding]
) -> AsyncIterator[tuple[Tournament, list[Binding]]]:
    """Each tournament the bindings belong to, once, with its own bindings among them."""
    for tid in sorted({b.tournament_id for b in bindings}):
        t = await ctx.store.tournaments.get(tid)
        if t is not None:
            yield t, [b for b in bindings if b.tournament_id == tid]


@handles(MoveChat)
async def move_chat(ctx: Context, cmd: MoveChat) -> None:
    """Every binding and queued message of the old group follows to the supergroup at once;
    the judges of each tournament concerned hear of it once (the next time nothing moves)."""
    moved = await ctx.store.channels.move(cmd.platform, cmd.old_chat, cmd.new_chat)
    async for t, mine in _per_tournament(ctx, moved):
        await ctx.audit(t, "chat-moved", old=cmd.old_chat, new=cmd.new_chat)
        await ctx.alert_judges(
            t, "channels-moved", title=t.title, chat=mine[0].title or "", roles=_roles(mine)
        )


@handles(LoseChat)
async def lose_chat(ctx: Context, cmd: LoseChat) -> None:
    """Nothing more goes to a chat the bot is out of; each judge hears privately, once, what to
    do (add the bot back and `/bind` there again, which restores it)."""
    lost = await ctx.store.channels.lose(cmd.platform, cmd.chat, cmd.reason, ctx.now)
    async for t, mine in _per_tournament(ctx, lost):
        await ctx.audit(t, "chat-lost", chat=cmd.chat, reason=cmd.reason)
        commands = " ".join(sorted({_bind_command(b, t.id) for b in mine}))
        for judge in await ctx.store.tournaments.judges(t.id):
            await ctx.tell(
                judge,
                "channels-lost",
                tournament=t,
                title=t.title,
                chat=mine[0].title or str(cmd.chat),
                roles=_roles(mine),
                commands=commands,
            )


def _bind_command(binding: Binding, tournament_id: int) -> str:
    """The command that binds the chat again in its role."""
    role = "" if binding.role == "channel" else f" {binding.role}"
    return f"/bind{role} #{tournament_id}"
