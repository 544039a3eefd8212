"""Rounds: start the tournament, pair the next round, finish (FMT-3, COM-4)."""

from __future__ import annotations

import dataclasses

from bot.commands import AutoNext, Begin, CloseReview, Finish, NextRound
from bot.context import Context
from bot.domain.early_end import answers, cut_short
from bot.domain.errors import Refusal
from bot.domain.match_rules import bye_result, rematches
from bot.domain.model import (
    IN_STANDINGS,
    Match,
    MatchStatus,
    Player,
    PlayerStatus,
    TournamentStatus,
)
from bot.domain.review import review_ends
from bot.domain.round_flow import (
    NextStep,
    next_step,
    refuse_begun,
    refuse_no_pairs,
    refuse_not_ready,
    refuse_too_few,
)
from bot.domain.stage_state import StageState
from bot.domain.tournament import Tournament, refuse_unless_running
from bot.notices import Button
from bot.usecases.claims import award_prizes
from bot.usecases.decks import require_decklists
from bot.usecases.final_results import finalize, open_matches_refusal
from bot.usecases.finish_ask import ask_finish
from bot.usecases.matchday import plan_match_day, remind_round
from bot.usecases.ratings import seeding
from bot.usecases.registry import handles
from bot.usecases.round_time import REMIND_BEFORE, start_round_clock, stop_round_clock
from bot.usecases.stages import (
    current_run,
    final_order,
    final_params,
    labels_for,
    specs_of,
    stage_label,
    stage_names,
    stage_state,
    start_stage,
)
from bot.usecases.web_page import page_buttons
from bot.wording import message_params


@handles(Begin)
async def begin(ctx: Context, cmd: Begin) -> None:
    """Start with at least 4 players and pair round 1 (REG-7)."""
    t = ctx.judged
    refuse_begun(t)
    await start(ctx, t)


async def start(ctx: Context, t: Tournament) -> None:
    """The tournament begins: checks, the announcement, the first stage and its round 1."""
    refuse_not_ready(t, ctx.now)
    players = await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])
    refuse_too_few(len(players))
    await require_decklists(ctx, t, players)  # REG-9: the lists come before round 1
    specs = await specs_of(ctx, t, len(players))  # refuses stages that do not fit the field
    t = dataclasses.replace(t, status=TournamentStatus.RUNNING, started_at=ctx.now)
    await ctx.store.tournaments.save(t)
    await ctx.audit(t, "started", players=len(players))
    await ctx.announce(
        t,
        "tournament-started",
        title=t.title,
        count=len(players),
        stages=stage_names(specs),
    )
    await start_stage(ctx, t, 0, await seeding(ctx, t, players))  # FMT-3 lot or rating
    await _first_round(ctx, await _reload(ctx, t))


async def _first_round(ctx: Context, t: Tournament) -> None:
    """Pair a new stage's first round; a draft first drafts at its tables (FMT-10)."""
    run = await current_run(ctx, t)
    if run is not None and run.spec.kind == "draft":
        await ctx.alert_judges(t, "draft-seated", title=t.title, id=t.id)
        return
    await pair_next(ctx, t, await stage_state(ctx, t))


async def _reload(ctx: Context, t: Tournament) -> Tournament:
    fresh = await ctx.store.tournaments.get(t.id)
    assert fresh is not None
    return fresh


@handles(NextRound)
async def next_round(ctx: Context, cmd: NextRound) -> None:
    """Pair the next round once every result of this one is final."""
    await advance(ctx, ctx.judged, automatic=False)


async def advance(ctx: Context, t: Tournament, *, automatic: bool) -> None:
    """The next round, the next stage, or the end of the tournament after the last one.

    A judge's /next is refused with the reason; the clock's automatic step tells the
    judges instead, since nobody typed anything to answer.
    """
    try:
        await _advance(ctx, t, automatic)
    except Refusal as refusal:
        if not automatic:
            raise
        await ctx.alert_judges(
            t,
            "auto-round-failed",
            title=t.title,
            reason=message_params.text(refusal.key, **refusal.params),
        )


async def _advance(ctx: Context, t: Tournament, automatic: bool) -> None:
    if automatic and t.status in (TournamentStatus.REGISTRATION, TournamentStatus.CLOSED):
        await start(ctx, t)  # the schedule's first time starts the tournament
        return
    refuse_unless_running(t)
    await open_matches_refusal(ctx, t, "round-not-complete")
    stage = await stage_state(ctx, t)
    step = next_step(stage, t.current_round, automatic=automatic)
    if step is NextStep.FINISH:
        await finish_tournament(ctx, t)
    elif step is NextStep.STAGE:
        await start_stage(ctx, t, stage.run.index + 1, stage.ranking)
        await _first_round(ctx, await _reload(ctx, t))
    else:
        await pair_next(ctx, t, stage)


async def pair_next(ctx: Context, t: Tournament, stage: StageState) -> None:
    """Pair the stage's next round, store it, and announce it everywhere (FMT-3, COM-4)."""
    run = stage.run
    pairs = stage.next_pairs
    refuse_no_pairs(pairs)
    assert pairs is not None
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    round_no = t.current_round + 1
    earlier = await ctx.store.matches.all(t.id)
    created = await ctx.store.matches.add_round(t.id, round_no, pairs)
    t = dataclasses.replace(t, current_round=round_no)
    starts = await plan_match_day(ctx, t, round_no, created)
    t = await start_round_clock(ctx, t, round_no, starts)
    for m in created:
        if m.b is None:
            await ctx.store.matches.save(bye_result(m, t.settings.bye, ctx.now))
    created = await ctx.store.matches.of_round(t.id, round_no)
    await ctx.audit(
        t, "round-paired", round=round_no, pairs=[(m.number, m.a, m.b) for m in created]
    )
    await announce_round(ctx, t, round_no, created, players, stage)
    again = rematches(created, earlier, run.index)
    if again and not stage.knockout:
        names = message_params.names_of(players)
        await ctx.alert_judges(
            t,
            "rematch-forced",
            round=round_no,
            pairs=", ".join(f"{names[m.a]} — {names[m.b or 0]}" for m in again),
        )


async def announce_round(
    ctx: Context,
    t: Tournament,
    round_no: int,
    created: list[Match],
    players: list[Player],
    stage: StageState,
    *,
    again: bool = False,
) -> None:
    """A round's pairings to the channels and each player; `again`: they replace earlier ones."""
    names = message_params.names_of(players)
    run = stage.run
    labels = labels_for(t, run)
    several = len(stage.specs) > 1
    await ctx.announce(
        t,
        ("round-pairings-stage" if several else "round-pairings") + ("-again" if again else ""),
        page_buttons(ctx, t, "pairings"),
        round=round_no,
        title=t.title,
        ends=message_params.clock_time(t.round_ends_at or ctx.now, ctx.now),
        stage=stage_label(run.spec),
        pairs=message_params.pairings(created, names, labels),
    )
    await tell_pairings(ctx, t, round_no, created, players, stage, again=again)


async def tell_pairings(
    ctx: Context,
    t: Tournament,
    round_no: int,
    matches: list[Match],
    players: list[Player],
    stage: StageState,
    *,
    again: bool = False,
) -> None:
    """Each player of `matches` privately: his opponent or his bye, the match and its end."""
    by_id = {p.id: p for p in players}
    ends = message_params.clock_time(t.round_ends_at or ctx.now, ctx.now)
    bo = stage.run.spec.bo
    suffix = "-again" if again else ""
    for m in matches:
        if m.b is None:
            await ctx.tell_player(
                by_id[m.a], "your-bye" + suffix, round=round_no, number=m.number, title=t.title
            )
            continue
        for me, other in ((m.a, m.b), (m.b, m.a)):
            opponent = by_id[other]
            await ctx.tell_player(
                by_id[me],
                "your-pairing" + suffix,
                [[Button("btn-my-match", webapp=f"t{t.id}")]],  # the Mini App (issue 14)
                round=round_no,
                number=m.number,
                title=t.title,
                opponent=opponent.nickname,
                game_id=opponent.game_id or "—",
                ends=ends,
                bo=bo,
            )


@handles(Finish)
async def finish(ctx: Context, cmd: Finish) -> None:
    """Final standings to the channels and to every player (COM-4).

    An end before the planned rounds and stages, or with loose ends, waits for the judge's
    tap on a question naming them: nothing takes the end back.
    """
    t = ctx.judged
    refuse_unless_running(t)
    matches = await ctx.store.matches.of_round(t.id, t.current_round)
    reported = [m for m in matches if m.status is MatchStatus.REPORTED]
    await open_matches_refusal(ctx, t, "finish-not-complete", allow=reported)
    protests = await ctx.store.conduct.open_protests(t.id)
    stage = await stage_state(ctx, t)
    short = cut_short(stage)
    if (short or reported or protests) and not (cmd.confirm and answers(cmd.asked_at, stage)):
        await ask_finish(ctx, cmd, t, stage, short, reported, protests)
        return
    for match in reported:  # RES-3: a reported score stands, as its deadline would make it
        report = match.report
        assert report is not None
        await finalize(ctx, t, match, report.score_a, report.score_b, report.draws, "auto")
    table = await finish_tournament(ctx, t)
    await ctx.reply("finished", title=t.title, table=table)


async def finish_tournament(ctx: Context, t: Tournament) -> dict:
    """Close the tournament: final places to the channels and each player's place."""
    t = dataclasses.replace(t, status=TournamentStatus.FINISHED, finished_at=ctx.now)
    await ctx.store.tournaments.save(t)
    await stop_round_clock(ctx, t)
    await ctx.unschedule(AutoNext(tournament=t.id))
    # RES-8, PRO-3: judges correct and protests are heard until the review window closes.
    closes = review_ends(ctx.now, t.settings.review_days, ctx.deps.tz)
    await ctx.schedule(t, closes, CloseReview(tournament=t.id))
    order = await final_order(ctx, t)
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    await ctx.audit(t, "finished", rounds=t.current_round)
    dropped = {p.id for p in players if p.status is not PlayerStatus.REGISTERED}
    table = final_params(order, players, t)
    await ctx.announce(
        t, "final-standings", page_buttons(ctx, t, "standings"), title=t.title, table=table
    )
    rows = [row for _, _, row in order if row is not None]
    places = [place for place, _, row in order if row is not None]
    picture = message_params.standings_picture(
        t.title,
        message_params.text("picture-final"),
        rows,
        message_params.names_of(players),
        t.settings.tiebreakers,
        dropped,
        places,
    )
    await ctx.show(t, "standings-picture-final", picture, title=t.title)
    await award_prizes(ctx, t)  # PRZ-1: the winners are asked as the standings come out
    by_id = {p.id: p for p in players}
    for place, player, row in order:
        await ctx.tell_player(
            by_id[player],
            "your-final-place",
            title=t.title,
            place=place,
            points=row.points if row else 0,
            count=len(order),
        )
    return table


@handles(AutoNext)
async def auto_next(ctx: Context, cmd: AutoNext) -> None:
    """Start the round the break or the schedule called for, if the tournament is ready."""
    t = await ctx.store.tournaments.get(cmd.tournament or 0)
    if t is None or t.status is TournamentStatus.FINISHED or t.paused_at is not None:
        return
    if cmd.moment == "remind":  # COM-2: 30 minutes before the announced start
        await remind_round(ctx, t, cmd.round, ctx.now + REMIND_BEFORE)
        return
    if t.current_round != cmd.round - 1:
        return  # a judge already paired it by hand
    await advance(ctx, t, automatic=True)
