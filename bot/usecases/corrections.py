"""A judge's corrections: what follows a changed result, double no-shows, drops, the review.

Every correction is audited with its reason, tells both players and re-posts what it
changed (RES-7, RES-8, REG-8).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from bot.commands import AutoConfirm, CloseReview, DoubleLoss, JudgeDrop, Undo, Undrop
from bot.context import Context
from bot.domain.corrections import refuse_double_loss_again, refuse_not_dropped
from bot.domain.errors import Refusal
from bot.domain.match_rules import dropped_score
from bot.domain.model import (
    IN_STANDINGS,
    Match,
    MatchStatus,
    Player,
    PlayerStatus,
    ResultKind,
    TournamentStatus,
)
from bot.domain.names import check_reason
from bot.domain.pairing_changes import rounds_missed_on_return
from bot.domain.review import refuse_uncorrectable
from bot.domain.stage_state import Place, repaired_at, same_pairs
from bot.domain.tournament import Tournament, refuse_unless_running
from bot.domain.undo import (
    UNDOABLE,
    UNDONE,
    Entry,
    last_undoable,
    missed_before,
    player_state,
    player_status,
    refuse_if_changed,
    restored,
    snapshot,
)
from bot.usecases.claims import reaward_prizes
from bot.usecases.final_results import finalize
from bot.usecases.lookups import registered_player
from bot.usecases.registry import handles
from bot.usecases.stages import final_order, final_params, match_bo, stage_state
from bot.usecases.standings_table import standings_of, standings_params
from bot.usecases.web_page import page_buttons
from bot.wording import message_params


async def places_before(ctx: Context, t: Tournament) -> list[Place] | None:
    """The final places as published, kept to tell who moved after a correction."""
    return await final_order(ctx, t) if t.status is TournamentStatus.FINISHED else None


async def after_correction(
    ctx: Context, t: Tournament, match: Match, places: list[Place] | None
) -> None:
    """A decided result changed: re-post what it changed (RES-8).

    During the tournament the standings go to the channel again, and the judges hear which
    later rounds would have been paired otherwise (played rounds are never re-paired by
    themselves); after the end the final standings go out again and each player whose
    place moved is told.
    """
    if t.status is TournamentStatus.FINISHED and places is not None:
        await _final_again(ctx, t, places)
        return
    rows, players = await standings_of(ctx, t)
    table = standings_params(rows, players, t)
    await ctx.announce(
        t, "standings-corrected", page_buttons(ctx, t, "standings"),
        number=match.number, title=t.title, table=table,
    )  # fmt: skip
    differ = await _rounds_paired_otherwise(ctx, t, match)
    if differ:
        rounds = ", ".join(map(str, differ))
        await ctx.alert_judges(
            t, "correction-pairings-differ", number=match.number, rounds=rounds, title=t.title
        )


async def _rounds_paired_otherwise(ctx: Context, t: Tournament, match: Match) -> list[int]:
    """Later rounds of the match's stage whose pairing the corrected results would change."""
    run = await ctx.store.stages.get(t.id, match.stage)
    if run is None or run.spec.kind not in ("swiss", "draft"):
        return []  # brackets and round robins do not pair from the standings
    stage = await stage_state(ctx, t, run)
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    differ = []
    for round_no in range(match.round + 1, t.current_round + 1):
        # Who could be paired then: not yet dropped or disqualified at that round.
        active = frozenset(
            p.id
            for p in players
            if p.status is PlayerStatus.REGISTERED
            or p.dropped_after_round is None
            or p.dropped_after_round >= round_no
        )
        played = [m for m in stage.matches if m.round == round_no]
        if played and not same_pairs(repaired_at(stage, round_no, active), played):
            differ.append(round_no)
    return differ


async def _final_again(ctx: Context, t: Tournament, before: list[Place]) -> None:
    """The final standings after a correction in the review window, and who moved."""
    order = await final_order(ctx, t)
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    table = final_params(order, players, t)
    await ctx.announce(
        t, "final-standings-corrected", page_buttons(ctx, t, "standings"), title=t.title,
        table=table,
    )  # fmt: skip
    await reaward_prizes(ctx, t)  # PRZ-1: a moved prize place is asked of its new winner
    was = {player: place for place, player, _ in before}
    by_id = {p.id: p for p in players}
    for place, player, _ in order:
        if was.get(player) != place:
            await ctx.tell_player(
                by_id[player], "your-final-place-changed", title=t.title, place=place,
                before=was.get(player, "—"),
            )  # fmt: skip


@handles(DoubleLoss)
async def double_loss(ctx: Context, cmd: DoubleLoss) -> None:
    """RES-7: neither player came: both lose the match, audited with the reason."""
    t = ctx.judged
    await record_double_loss(ctx, t, cmd.match, cmd.reason)


async def record_double_loss(ctx: Context, t: Tournament, number: int, reason: str) -> None:
    """Both players of a match lose it; a decided result changes only with a reason."""
    refuse_uncorrectable(t)
    match = await ctx.store.matches.by_number(t.id, number)
    if match is None or match.b is None:
        raise Refusal("no-such-match", number=number, title=t.title)
    refuse_double_loss_again(match)
    decided = match.status is MatchStatus.FINAL
    text = check_reason(reason) if reason or decided else None
    places = await places_before(ctx, t) if decided else None
    await remember(ctx, t, "result", [match])
    double = ResultKind.DOUBLE_LOSS
    await finalize(ctx, t, match, 0, 0, 0, "double-loss", reason=text, kind=double)
    a = await ctx.store.players.get(match.a)
    b = await ctx.store.players.get(match.b)
    await ctx.reply("double-loss-set", number=number, a=a.nickname, b=b.nickname)
    if decided:
        await after_correction(ctx, t, match, places)


@handles(JudgeDrop)
async def judge_drop(ctx: Context, cmd: JudgeDrop) -> None:
    """A judge takes a player out (REG-8): as his own /drop would, with the reason told."""
    t = ctx.judged
    refuse_unless_running(t)
    player = await registered_player(ctx, t, cmd.nickname)
    reason = check_reason(cmd.reason) if cmd.reason else None
    match = await ctx.store.matches.in_round(t.id, t.current_round, player.id)
    await remember(ctx, t, "drop", [match] if match is not None else [], [player])
    await ctx.store.players.set_status(
        player.id, PlayerStatus.DROPPED, ctx.now, dropped_after_round=t.current_round
    )
    await ctx.audit(t, "drop", player=player.nickname, round=t.current_round, reason=reason)
    if match is not None:
        score = dropped_score(match, await match_bo(ctx, t, match), player.id)
        if score is not None:
            await finalize(ctx, t, match, *score, "drop", reason=reason, by=player.nickname)
    await ctx.tell_player(
        player,
        "dropped-by-judge",
        title=t.title,
        reason=reason or message_params.text("no-reason"),
    )
    await ctx.reply("judge-dropped", nickname=player.nickname, round=t.current_round)


@handles(Undrop)
async def undrop(ctx: Context, cmd: Undrop) -> None:
    """A dropped player comes back from the next pairing (REG-8), audited.

    After rounds he missed, they count as `late_entry` says (FMT-3); his decided results
    stay as they are.
    """
    t = ctx.judged
    refuse_unless_running(t)
    player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
    if player is None:
        raise Refusal("no-such-player", nickname=cmd.nickname, title=t.title)
    refuse_not_dropped(player)
    missed = rounds_missed_on_return(player, await stage_state(ctx, t))
    await remember(ctx, t, "undrop", players=[player])
    await ctx.store.players.set_status(player.id, PlayerStatus.REGISTERED, ctx.now)
    if missed:
        await ctx.store.players.set_missed(player.id, player.missed_rounds + missed)
    await ctx.audit(
        t, "undrop", player=player.nickname, round=t.current_round, missed=list(missed)
    )
    back = t.current_round + 1
    if not missed:
        await ctx.tell_player(player, "undropped", title=t.title)
        await ctx.reply("judge-undropped", nickname=player.nickname, round=back)
        return
    said = {
        "title": t.title,
        "nickname": player.nickname,
        "round": back,
        "rounds": ", ".join(map(str, missed)),
        "count": len(missed),
        "missed": message_params.text(f"missed-as-{t.settings.late_entry}"),
    }
    await ctx.tell_player(player, "undropped-missed", **said)
    await ctx.reply("judge-undropped-missed", **said)


@handles(CloseReview)
async def close_review(ctx: Context, cmd: CloseReview) -> None:
    """The review window is over: results are final for good (RES-8)."""
    t = await ctx.store.tournaments.get(cmd.tournament or 0)
    if t is None or t.status is not TournamentStatus.FINISHED:
        return
    await ctx.store.tournaments.save(dataclasses.replace(t, status=TournamentStatus.ARCHIVED))
    await ctx.audit(t, "review-closed")
    await ctx.alert_judges(t, "review-closed-alert", title=t.title, id=t.id)


async def remember(
    ctx: Context,
    t: Tournament,
    what: str,
    matches: Sequence[Match] = (),
    players: Sequence[Player] = (),
) -> None:
    """What a correction is about to change, as it was: `/undo` puts it back."""
    await ctx.audit(
        t,
        UNDOABLE,
        what=what,
        matches=[snapshot(m) for m in matches],
        players=[player_state(p) for p in players],
    )


@handles(Undo)
async def undo(ctx: Context, cmd: Undo) -> None:
    """Take back the judge's last correction, within minutes, if nothing built on it yet."""
    t = ctx.judged
    refuse_uncorrectable(t)
    entries = [
        Entry(e.id, e.at, e.actor, e.action, e.details) for e in await ctx.store.audit.list(t.id)
    ]
    last = last_undoable(entries, ctx.me.id, ctx.now)
    earlier = [restored(data) for data in last.details.get("matches", [])]
    for match in earlier:
        current = await ctx.store.matches.get(match.id)
        assert current is not None
        refuse_if_changed(match, current, last.at)
    places = await places_before(ctx, t)
    changed: list[Match] = []
    for match in earlier:
        await ctx.store.matches.save(match)
        changed.append(match)
        await ctx.unschedule(AutoConfirm(match_id=match.id))
        if match.status is MatchStatus.REPORTED and match.report is not None:
            due = ctx.now + t.settings.confirm_minutes * 60
            await ctx.schedule(t, due, AutoConfirm(match_id=match.id, reported_at=match.report.at))
        for pid in (match.a, match.b):
            if pid is not None:
                await ctx.tell_player(
                    await ctx.store.players.get(pid), "correction-undone", number=match.number
                )
    for data in last.details.get("players", []):
        pid, status, after = player_status(data)
        await ctx.store.players.set_status(pid, status, ctx.now, dropped_after_round=after)
        missed = missed_before(data)
        if missed is not None:  # an undone /undrop after missed rounds counts them no more
            await ctx.store.players.set_missed(pid, missed)
        await ctx.tell_player(await ctx.store.players.get(pid), "status-undone", title=t.title)
    await ctx.audit(t, UNDONE, undoes=last.id, what=last.details.get("what"))
    await ctx.reply("undone", what={"$text": f"undo-what-{last.details.get('what')}"})
    if changed:
        await after_correction(ctx, t, changed[0], places)
