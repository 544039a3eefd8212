"""What an applicant confirms besides the rules: consent, age, territory (S4 1.6-1.9, 8.11)."""

from __future__ import annotations

from bot.commands import AcceptRules, ConfirmEligibility
from bot.context import Context
from bot.domain.eligibility_rules import WHAT_TEXT, check_confirmed
from bot.domain.eligibility_rules import missing as still_missing
from bot.domain.eligibility_rules import required as asked_for
from bot.domain.errors import Refusal
from bot.domain.model import Player, PlayerStatus
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.registry import handles
from bot.wording import message_params


def required(t: Tournament) -> list[str]:
    """The confirmations the tournament's settings ask for, in order."""
    return asked_for(t.settings)


async def missing(ctx: Context, t: Tournament, application: Player) -> list[str]:
    """The confirmations still to give before «Принимаю» counts."""
    return still_missing(t.settings, await ctx.store.prizes.confirmed(application.id))


def buttons(t: Tournament, application: Player, left: list[str]) -> list[list[Button]]:
    """One button per confirmation still to give, then the acceptance."""
    s = t.settings
    params = {"age": s.min_age or 0, "territory": s.territory}
    rows = [
        [Button(
            "btn-confirm-age" if what == "age" else "btn-confirm-territory",
            ConfirmEligibility(application=application.id, what=what, tournament=t.id),
            params=params,
        )]
        for what in left
    ]  # fmt: skip
    rows.append([Button("btn-accept", AcceptRules(application=application.id, tournament=t.id))])
    return rows


def consent(t: Tournament) -> dict:
    """S4 1.6, 1.7, 1.9: consent to publication and to the processing of the data given, and
    the age and territory the tournament asks to confirm (S4 definitions, 8.11)."""
    s = t.settings
    extra = []
    if s.min_age:
        extra.append({"$key": "consent-age", "age": s.min_age})
    if s.territory:
        extra.append({"$key": "consent-territory", "territory": s.territory})
    return message_params.text(
        "registration-consent", extra=message_params.each("consent-age", extra)
    )


async def require_all(ctx: Context, t: Tournament, application: Player) -> None:
    """«Принимаю» counts only with every confirmation the tournament asks for."""
    check_confirmed(t.settings, await ctx.store.prizes.confirmed(application.id))


@handles(ConfirmEligibility)
async def confirm_eligibility(ctx: Context, cmd: ConfirmEligibility) -> None:
    """The applicant confirms his age or territory; the buttons still to press follow."""
    try:
        application = await ctx.store.players.get(cmd.application)
    except LookupError:
        raise Refusal("not-your-application") from None
    if application.account_id != ctx.me.id:
        raise Refusal("not-your-application")
    if application.status is not PlayerStatus.PENDING:
        raise Refusal("application-stale")
    t = await ctx.store.tournaments.get(application.tournament_id)
    assert t is not None
    if cmd.what not in required(t):
        raise Refusal("application-stale")
    await ctx.store.prizes.confirm(application.id, cmd.what, ctx.now)
    left = await missing(ctx, t, application)
    await ctx.reply("eligibility-confirmed", buttons(t, application, left),
                    what=message_params.text(WHAT_TEXT[cmd.what]))  # fmt: skip
