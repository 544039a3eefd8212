"""The live page's link: `/page`, and the button under the announcement, pairings and standings."""

from __future__ import annotations

from bot.commands import ShowPage
from bot.context import Context
from bot.domain.match_facts import is_public
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.registry import handles


def page_url(ctx: Context, t: Tournament, page: str = "") -> str | None:
    """The tournament's page on the web, or None when pages are off or it is kept off them."""
    if not is_public(t):
        return None
    return ctx.deps.pages.url(t.id, page)


def page_buttons(ctx: Context, t: Tournament, page: str = "") -> list[list[Button]]:
    """A row with the «Живая страница» button, or no rows when there is no page to open."""
    url = page_url(ctx, t, page)
    return [[Button("btn-live-page", url=url)]] if url else []


@handles(ShowPage)
async def show_page(ctx: Context, cmd: ShowPage) -> None:
    """`/page`: the address of the tournament's live page, as a button and as text."""
    t = await ctx.resolve(cmd)
    if not ctx.deps.pages.base:
        await ctx.reply("page-disabled")
        return
    url = page_url(ctx, t)
    if url is None:
        await ctx.reply("page-off", title=t.title)
        return
    await ctx.reply("page-link", page_buttons(ctx, t), title=t.title, url=url)
