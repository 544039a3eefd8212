"""The question a ban raises: should the banned person leave every tournament (S4 1.1)?"""

from __future__ import annotations

from bot.commands import BanRemoval
from bot.context import Context
from bot.domain.sanction_rules import Sanction
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.wording import message_params


async def ask_removal(ctx: Context, t: Tournament, nickname: str, sanction: Sanction) -> None:
    """The judges confirm with one tap that the banned player leaves every tournament."""
    rows = [[
        Button("btn-ban-remove", BanRemoval(sanction=sanction.id, yes=True, tournament=t.id)),
        Button("btn-ban-keep", BanRemoval(sanction=sanction.id, yes=False, tournament=t.id)),
    ]]  # fmt: skip
    until = message_params.date_time(sanction.until or ctx.now)
    await ctx.alert_judges(t, "ban-remove-ask", rows, nickname=nickname, until=until,
                           title=t.title)  # fmt: skip
