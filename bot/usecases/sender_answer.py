"""A judge command whose effect went only elsewhere still answers its sender: what, and where."""

from __future__ import annotations

from typing import Any

from bot.commands import Access, Begin, Command, NextRound
from bot.context import Context
from bot.wording import message_params


async def answer_sender(ctx: Context, command: Command) -> None:
    """One line to the chat a judge command came from when nothing else was said there."""
    before = ctx.tournament
    if ctx.answered or command.access is not Access.JUDGE or before is None:
        return
    t = await ctx.store.tournaments.get(before.id) or before
    what: dict[str, Any]
    if isinstance(command, Begin):
        what = message_params.text("done-begin", title=t.title)
    elif isinstance(command, NextRound) and t.current_round > before.current_round:
        what = message_params.text("done-next", title=t.title, round=t.current_round)
    else:  # the safety net names no command: the typed one may differ (/warn is `sanction`)
        what = message_params.text("done-command", title=t.title)
    await ctx.reply("done-elsewhere", what=what, where=_where(ctx))


def _where(ctx: Context) -> dict[str, Any]:
    """The chats by title, then how many people privately; or that nobody was written to."""
    places: list[dict[str, Any]] = []
    people = {who for who in ctx.elsewhere.values() if isinstance(who, int)}
    for who in ctx.elsewhere.values():
        if isinstance(who, str):
            places.append({"$key": "done-place-chat", "title": who})
        elif who is None:
            places.append({"$key": "done-place-chat-untitled"})
    if people:
        places.append({"$key": "done-place-people", "count": len(people)})
    if not places:
        return message_params.text("done-nowhere")
    return message_params.text(
        "done-where", places=message_params.each("done-place-chat", places, ", ")
    )
