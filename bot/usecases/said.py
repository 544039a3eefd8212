"""A typed «да», «подтверждаю» or «нет»: it answers what waits for this person's tap."""

from __future__ import annotations

from typing import Any

from bot.commands import AcceptRules, CheckIn, Command, Confirm, Said, load
from bot.context import Context
from bot.domain.checkin import checkin_open
from bot.domain.model import MatchStatus, PlayerStatus, TournamentStatus
from bot.domain.tournament import Tournament
from bot.domain.typed_answers import WORD_WINDOW, Kind, Waiting, answer
from bot.usecases.lookups import current_match
from bot.usecases.protests import awaited_text
from bot.usecases.registry import dispatch, handles
from bot.wording import message_params

_TAP_WHAT = {"concede": "said-tap-concede", "drop": "said-tap-drop", "finish": "said-tap-finish"}


async def _taps(ctx: Context) -> dict[int, Command]:
    """The questions asked here with a button lately, newest first, one per command."""
    chat = ctx.env.chat
    since = ctx.now - WORD_WINDOW
    kept: dict[int, Command] = {}
    names: set[str] = set()
    for choice, saved in await ctx.store.updates.choices_of(
        ctx.me.id, chat.platform, chat.id, since
    ):
        command = load(saved)
        # A tournament choice keeps its command too; only a confirming tap is a question.
        if getattr(command, "confirm", False) and command.name not in names:
            names.add(command.name)
            kept[choice] = command
    return kept


async def _waiting(ctx: Context) -> tuple[list[Waiting], dict[Waiting, Any]]:
    """Everything waiting for this person's tap, and what each one is about."""
    found: dict[Waiting, Any] = {}
    for choice, command in (await _taps(ctx)).items():
        found[Waiting(Kind.TAP, choice)] = command
    for t in await ctx.store.tournaments.active_for(ctx.me.id):
        me = await ctx.player(t)
        if me is None:
            continue
        if me.status is PlayerStatus.PENDING and t.status is TournamentStatus.REGISTRATION:
            found[Waiting(Kind.RULES, me.id)] = t
        entered = me.status in (PlayerStatus.REGISTERED, PlayerStatus.WAITING)
        if entered and not me.checked_in and checkin_open(t, ctx.now):
            found[Waiting(Kind.CHECKIN, t.id)] = t
        if me.status is PlayerStatus.REGISTERED and t.status is TournamentStatus.RUNNING:
            match = await current_match(ctx, t, me)
            report = match.report if match is not None else None
            theirs = report is not None and report.by_player != me.id
            if match is not None and match.status is MatchStatus.REPORTED and theirs:
                found[Waiting(Kind.SCORE, match.number)] = (t, match)
    return list(found), found


def _command(item: Waiting, about: Any) -> Command:
    """What the button of a waiting thing would send."""
    if item.kind is Kind.SCORE:
        t, match = about
        return Confirm(match=match.number, tournament=t.id)
    if item.kind is Kind.RULES:
        return AcceptRules(application=item.ref, tournament=about.id)
    return CheckIn(tournament=about.id)


def _line(item: Waiting, about: Any) -> dict[str, Any]:
    """One line naming a waiting thing and the button that answers it."""
    if item.kind is Kind.TAP:
        what = message_params.text(_TAP_WHAT.get(about.name, "said-tap-other"))
        return {"$key": "said-item-tap", "what": what}
    if item.kind is Kind.SCORE:
        _, match = about
        r = match.report
        return {"$key": "said-item-score", "number": match.number,
                "score": message_params.score(r.score_a, r.score_b, r.draws)}  # fmt: skip
    tournament: Tournament = about
    return {"$key": f"said-item-{item.kind}", "title": tournament.title}


@handles(Said)
async def said(ctx: Context, cmd: Said) -> None:
    """The text the bot asked for first (a protest's, a decision's); then the waiting tap."""
    if cmd.text and await awaited_text(ctx, cmd.text, cmd.message_id):
        return
    waiting, about = await _waiting(ctx)
    decided = answer(cmd.intent, waiting)
    if decided.act is not None:
        item = decided.act
        if item.kind is Kind.TAP:
            await ctx.store.updates.take_choice(item.ref, ctx.me.id)  # pressed: gone, as a tap
            command = about[item]
        else:
            command = _command(item, about[item])
        await dispatch(ctx, command)
        return
    for item in decided.cancel:
        await ctx.store.updates.take_choice(item.ref, ctx.me.id)
    if decided.cancel:
        await ctx.reply("said-no-cancelled")
    elif decided.point and cmd.intent == "no":  # «нет» to a score: the dispute is a tap
        line = _line(decided.point[0], about[decided.point[0]])
        await ctx.reply("said-no-score", number=line["number"], score=line["score"])
    elif decided.point:
        lines = [_line(item, about[item]) for item in decided.point]
        await ctx.reply("said-which", lines=message_params.each("", lines))
    else:
        await ctx.reply("said-nothing-waits")
