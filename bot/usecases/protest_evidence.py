"""A protest's evidence: the judge asks, the protester sends files, the time runs out (PRO-6)."""

from __future__ import annotations

from bot.commands import AskEvidence, Attachment, EvidenceDeadline
from bot.context import Context, NeedChoice
from bot.domain.errors import Refusal
from bot.domain.protest_rules import ProtestStatus, check_evidence, check_open
from bot.notices import Document, Notice
from bot.usecases.protests import judged_protest, verdict_buttons
from bot.usecases.registry import handles
from bot.wording import message_params

EVIDENCE = "evidence"


@handles(AskEvidence)
async def ask_evidence(ctx: Context, cmd: AskEvidence) -> None:
    """PRO-6: the protester sends screenshots or video to the bot within the given time."""
    protest = await judged_protest(ctx, cmd.protest)
    t = ctx.judged
    check_open(protest)
    until = ctx.now + cmd.minutes * 60
    await ctx.store.conduct.update_protest(
        protest.id, status=ProtestStatus.EVIDENCE, evidence_until=until
    )
    await ctx.schedule(t, until, EvidenceDeadline(protest=protest.id, tournament=t.id))
    await ctx.audit(t, "evidence-asked", id=protest.id, minutes=cmd.minutes)
    me = await ctx.store.players.get(protest.protester)
    clock = message_params.clock_time(until, ctx.now)
    await ctx.tell_player(me, "evidence-asked", id=protest.id, until=clock)
    # PRO-6: the tap took the keyboard under the protest away; the decision stays a tap away.
    await ctx.reply("evidence-asked-judge", [verdict_buttons(t, protest.id)], id=protest.id,
                    until=clock)  # fmt: skip


@handles(Attachment)
async def attachment(ctx: Context, cmd: Attachment) -> None:
    """A file from a protester whom a judge asked for evidence goes to the judges (PRO-6)."""
    try:
        t = await ctx.resolve(cmd)
    except (Refusal, NeedChoice):
        t = None
    me = await ctx.player(t) if t else None
    waiting = [
        p for p in (await ctx.store.conduct.protests_of(t.id, me.id) if t and me else [])
        if p.status is ProtestStatus.EVIDENCE
    ]  # fmt: skip
    if t is None or not waiting:
        raise Refusal("file-what-for")
    check_evidence(len(cmd.data))
    protest = waiting[-1]
    await ctx.store.conduct.add_evidence(protest.id, cmd.file_name, len(cmd.data), ctx.now)
    file = Document(cmd.file_name, cmd.data)
    params = {"id": protest.id, "name": cmd.file_name, "me": me.nickname if me else ""}
    # PRO-6: to the judges' chat, or to each judge privately when none is bound.
    for judges in await ctx.judge_recipients(t):
        await ctx.notify(Notice(judges, "evidence-forwarded", params, (), file, t.id))
    await ctx.reply("evidence-received", id=protest.id, name=cmd.file_name)


@handles(EvidenceDeadline)
async def evidence_deadline(ctx: Context, cmd: EvidenceDeadline) -> None:
    """The time for evidence is over: the protest is back with the judges."""
    protest = await ctx.store.conduct.protest(cmd.protest)
    if protest is None or protest.status is not ProtestStatus.EVIDENCE:
        return
    t = await ctx.store.tournaments.get(protest.tournament_id)
    assert t is not None
    await ctx.store.conduct.update_protest(protest.id, status=ProtestStatus.OPEN)
    await ctx.alert_judges(t, "evidence-over", [verdict_buttons(t, protest.id)], id=protest.id,
                           tid=t.id)  # fmt: skip
