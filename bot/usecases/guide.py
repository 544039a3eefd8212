"""`/guide`: «Памятка судьи» for a judge, privately, in parts (issue 24)."""

from __future__ import annotations

from bot.commands import JudgeGuide
from bot.context import Context
from bot.domain.errors import Refusal
from bot.notices import Notice
from bot.usecases.registry import handles
from bot.wording.guide_text import guide_parts


@handles(JudgeGuide)
async def send_guide(ctx: Context, cmd: JudgeGuide) -> None:
    """The guide to a global admin or a judge of a tournament not yet closed."""
    mine = await ctx.store.tournaments.active_for(ctx.me.id, review=True)
    judges = ctx.is_admin or any(
        [await ctx.store.tournaments.is_judge(t.id, ctx.me.id) for t in mine]
    )
    if not judges:
        raise Refusal("guide-judges-only")
    # Always his private chat: a judge keeps it at hand, and the players' chats stay quiet.
    to = ctx.person(ctx.me)
    for i, part in enumerate(guide_parts()):
        await ctx.notify(Notice(to, "guide-first" if i == 0 else "guide-part", {"text": part}))
    if not ctx.env.chat.private:
        await ctx.reply("guide-sent-privately", name=ctx.me.name)
