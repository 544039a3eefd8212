"""The draft pick timer (FMT-10): every pick announced in the channel and to each table."""

from __future__ import annotations

from bot.commands import DraftClock, RunDraft
from bot.context import Context
from bot.domain.draft import Step, draft_schedule, pick_table, refuse_draft_start
from bot.domain.model import PlayerStatus, TournamentStatus
from bot.domain.tournament import Tournament
from bot.usecases.registry import handles
from bot.usecases.stages import current_run


def _steps(t: Tournament) -> list[Step]:
    """The draft's picks and reviews with the organizer's times, Table 2 by default (FMT-10)."""
    s = t.settings
    table = pick_table(s.draft_pick_seconds, s.draft_cards)
    return draft_schedule(s.draft_boosters, s.draft_cards, table, s.draft_review_seconds)


@handles(RunDraft)
async def run_draft(ctx: Context, cmd: RunDraft) -> None:
    """Start the timer of the draft stage's picks; /pause holds it like every deadline."""
    t = ctx.judged
    run = await current_run(ctx, t)
    kind, first = (run.spec.kind, run.first_round) if run is not None else (None, 0)
    refuse_draft_start(t.title, t.status, kind, first, t.current_round)
    steps = _steps(t)
    await ctx.audit(t, "draft-started", boosters=t.settings.draft_boosters)
    await ctx.announce(
        t,
        "draft-started",
        title=t.title,
        boosters=t.settings.draft_boosters,
        minutes=round(steps[-1].end / 60),
    )
    await ctx.schedule(t, ctx.now, DraftClock(step=0, tournament=t.id))
    await ctx.reply("draft-started-judge", title=t.title)


@handles(DraftClock)
async def draft_clock(ctx: Context, cmd: DraftClock) -> None:
    """Announce one step to the channel and to every seated player, then plan the next."""
    t = await ctx.store.tournaments.get(cmd.tournament or 0)
    if t is None or t.status is not TournamentStatus.RUNNING:
        return
    run = await current_run(ctx, t)
    steps = _steps(t)
    if run is None or run.spec.kind != "draft" or cmd.step > len(steps):
        return
    if cmd.step == len(steps):  # the last review is over: deckbuilding (DECK-2)
        await ctx.announce(t, "draft-over", title=t.title)
        await ctx.alert_judges(t, "draft-done", title=t.title, id=t.id)
        return
    step = steps[cmd.step]
    params: dict = {"booster": step.booster, "seconds": step.seconds}
    if step.kind == "pick":
        key = "draft-pick" if step.direction else "draft-pick-last"
        params |= {"pick": step.pick, "left": step.cards_left}
        if step.direction:  # the last card is taken, not passed: no direction to name
            params["direction"] = {"$text": f"direction-{step.direction}"}
    else:
        key = "draft-review"
    await ctx.announce(t, key, **params)
    seated = {p.id: p for p in await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])}
    for table, members in enumerate(run.pools, start=1):
        for pid in members:
            if pid in seated:
                await ctx.tell_player(seated[pid], key, table=table, **params)
    await ctx.schedule(
        t,
        ctx.now + step.seconds,
        DraftClock(step=cmd.step + 1, tournament=t.id),
    )
