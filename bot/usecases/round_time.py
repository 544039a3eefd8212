"""Time in a tournament: the round clock (RES-5), extra time and pauses (RES-6), automatic
rounds after a break or on a schedule."""

from __future__ import annotations

import dataclasses

from bot.commands import AutoNext, EntryClock, Extend, Pause, Resume, RoundClock
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.match_day import PRESENCE_BEFORE, presence_reminders
from bot.domain.match_endings import (
    ENTRY_MINUTES,
    ENTRY_REMIND_MINUTES,
    shifted_match,
    shifted_settings,
    turns_after_time,
    without_result,
)
from bot.domain.match_rules import is_knockout
from bot.domain.model import Match, MatchStatus, TournamentStatus
from bot.domain.protest_rules import WINDOW as PROTEST_WINDOW
from bot.domain.round_clock import (
    WARNINGS,
    extended,
    pause_length,
    paused,
    refuse_schedule_without_start,
    refuse_untimed,
)
from bot.domain.settings import schedule_moments
from bot.domain.tournament import Tournament
from bot.usecases.registry import handles
from bot.wording import message_params

# An announced round is announced, and its players reminded, when COM-2 wants them in the
# channel: 30 minutes ahead.
REMIND_BEFORE = PRESENCE_BEFORE


async def start_round_clock(
    ctx: Context, t: Tournament, round_no: int, starts: float | None = None
) -> Tournament:
    """Set the round's end from its official start and plan its warnings and time (RES-5)."""
    ends = (starts or ctx.now) + t.settings.round_minutes * 60
    t = dataclasses.replace(t, round_ends_at=ends)
    await ctx.store.tournaments.save(t)
    for moment, before in WARNINGS:
        if ends - before > ctx.now:
            await ctx.schedule(
                t,
                ends - before,
                RoundClock(round=round_no, moment=moment, tournament=t.id),
            )
    await ctx.schedule(
        t,
        ends,
        RoundClock(round=round_no, moment="time", tournament=t.id),
    )
    return t


async def stop_round_clock(ctx: Context, t: Tournament) -> None:
    """The round is over: its warnings no longer matter."""
    for moment in ("warn10", "warn5", "time"):
        await ctx.unschedule(RoundClock(moment=moment, tournament=t.id))
    for moment in ("remind", "late"):
        await ctx.unschedule(EntryClock(moment=moment, tournament=t.id))


def _open(matches: list[Match]) -> list[Match]:
    return [m for m in matches if m.status is not MatchStatus.FINAL and m.b is not None]


async def _tell_match(ctx: Context, m: Match, key: str, **params: object) -> None:
    for pid in (m.a, m.b):
        if pid is not None:
            await ctx.tell_player(await ctx.store.players.get(pid), key, number=m.number, **params)


@handles(RoundClock)
async def round_clock(ctx: Context, cmd: RoundClock) -> None:
    """Warn open matches before time; at time tell them how the match ends (RES-5)."""
    t = await ctx.store.tournaments.get(cmd.tournament or 0)
    if t is None or t.status is not TournamentStatus.RUNNING or t.current_round != cmd.round:
        return  # a stale clock of a round that is over
    matches = await ctx.store.matches.of_round(t.id, cmd.round)
    if cmd.match is not None:
        matches = [m for m in matches if m.id == cmd.match]
    else:  # matches with extra time have their own clock (RES-6)
        matches = [m for m in matches if m.extra_minutes == 0]
    open_matches = _open(matches)
    if cmd.moment != "time":
        minutes = 10 if cmd.moment == "warn10" else 5
        if cmd.match is None:
            await ctx.announce(t, "round-warning", round=cmd.round, minutes=minutes)
        for m in open_matches:
            await _tell_match(ctx, m, "match-warning", minutes=minutes)
        return
    if cmd.match is None:
        await ctx.announce(t, "round-time", round=cmd.round, open=len(open_matches))
    entry_due = ctx.now + ENTRY_MINUTES * 60
    for m in open_matches:
        first, second = turns_after_time(m.extra_cycles)
        await _tell_match(
            ctx,
            m,
            "match-time-over-knockout" if is_knockout(m) else "match-time-over",
            first=first,
            second=second,
            extra=m.extra_cycles,
            due=message_params.clock_time(entry_due, ctx.now),
        )
    # RES-1: the score is entered within 10 minutes; the silent are reminded once, then
    # the judges hear which matches have none (the bot sets no result by itself).
    for moment, after in (("remind", ENTRY_REMIND_MINUTES), ("late", ENTRY_MINUTES)):
        entry = EntryClock(round=cmd.round, moment=moment, match=cmd.match, tournament=t.id)
        await ctx.schedule(t, ctx.now + after * 60, entry)


@handles(EntryClock)
async def entry_clock(ctx: Context, cmd: EntryClock) -> None:
    """RES-1 after time: remind matches with no score once; later tell the judges."""
    t = await ctx.store.tournaments.get(cmd.tournament or 0)
    if t is None or t.status is not TournamentStatus.RUNNING or t.current_round != cmd.round:
        return  # the round is over
    matches = await ctx.store.matches.of_round(t.id, cmd.round)
    if cmd.match is not None:
        matches = [m for m in matches if m.id == cmd.match]
    else:  # matches with extra time have their own clock (RES-6)
        matches = [m for m in matches if m.extra_minutes == 0]
    silent = without_result(matches)
    if cmd.moment == "remind":
        due = ctx.now + (ENTRY_MINUTES - ENTRY_REMIND_MINUTES) * 60
        for m in silent:
            await _tell_match(
                ctx, m, "entry-reminder", due=message_params.clock_time(due, ctx.now)
            )
        return
    if not silent:
        return
    players = await ctx.store.players.list(t.id)
    await ctx.alert_judges(
        t,
        "entry-late-alert",
        title=t.title,
        id=t.id,
        round=cmd.round,
        minutes=ENTRY_MINUTES,
        matches=message_params.pairings(silent, message_params.names_of(players)),
    )


@handles(Extend)
async def extend(ctx: Context, cmd: Extend) -> None:
    """Extra time or extra cycles for one match after an interruption that was not the
    players' fault (RES-6)."""
    t = ctx.judged
    refuse_untimed(t)
    assert t.round_ends_at is not None
    found = await ctx.store.matches.by_number(t.id, cmd.match)
    if found is None or found.round != t.current_round:
        raise Refusal("no-current-match-number", number=cmd.match)
    match = extended(found, cmd.minutes, cmd.cycles)
    await ctx.store.matches.save(match)
    ends = t.round_ends_at + match.extra_minutes * 60
    if cmd.minutes:
        await _plan_match_clock(ctx, t, match, ends)
    await ctx.audit(t, "extend", match=match.number, minutes=cmd.minutes, cycles=cmd.cycles)
    first, second = turns_after_time(match.extra_cycles)
    minutes = {"minutes": f"{cmd.minutes:g}", "ends": message_params.clock_time(ends, ctx.now)}
    cycles = {"cycles": cmd.cycles, "first": first, "second": second}
    if cmd.minutes and cmd.cycles:
        what = told = message_params.text("extend-what-both", **minutes, **cycles)
    elif cmd.cycles:
        what = told = message_params.text("extend-what-cycles", **cycles)
    else:
        what = message_params.text("extend-what-minutes", **minutes)
        told = message_params.text("extend-told-minutes", **minutes)
    await _tell_match(ctx, match, "match-extended-by", what=told)
    await ctx.reply("extended-by", number=match.number, what=what)


async def _plan_match_clock(ctx: Context, t: Tournament, match: Match, ends: float) -> None:
    """An extended match's own warnings and time (RES-5, RES-6)."""
    for moment, before in WARNINGS:
        if ends - before > ctx.now:
            await ctx.schedule(
                t,
                ends - before,
                RoundClock(round=t.current_round, moment=moment, match=match.id, tournament=t.id),
            )
    await ctx.schedule(
        t,
        ends,
        RoundClock(round=t.current_round, moment="time", match=match.id, tournament=t.id),
    )


@handles(Pause)
async def pause(ctx: Context, cmd: Pause) -> None:
    """Hold the tournament: no deadline fires until /resume (RES-6)."""
    t = paused(ctx.judged, ctx.now)
    await ctx.store.tournaments.save(t)
    held = await ctx.store.deadlines.pause(t.id)
    await ctx.audit(t, "pause", deadlines=held)
    await ctx.announce(t, "paused", title=t.title)
    await ctx.reply("paused-judge", title=t.title)


@handles(Resume)
async def resume(ctx: Context, cmd: Resume) -> None:
    """Go on: every held deadline and the round's end move by the length of the pause."""
    t = ctx.judged
    shift = pause_length(t, ctx.now)
    assert t.paused_at is not None
    ends = t.round_ends_at + shift if t.round_ends_at is not None else None
    settings = shifted_settings(t.settings, t.paused_at, shift)  # REG-4's window
    await _shift_windows(ctx, t, t.paused_at, shift)
    t = dataclasses.replace(t, paused_at=None, round_ends_at=ends, settings=settings)
    await ctx.store.tournaments.save(t)
    await ctx.store.deadlines.resume(t.id, shift)
    await ctx.audit(t, "resume", minutes=round(shift / 60, 1))
    if ends is not None and t.status is TournamentStatus.RUNNING:
        await ctx.announce(
            t, "resumed-round", title=t.title, ends=message_params.clock_time(ends, ctx.now)
        )
    else:
        await ctx.announce(t, "resumed", title=t.title)
    await ctx.reply("resumed-judge", title=t.title, minutes=f"{shift / 60:.0f}")


async def _shift_windows(ctx: Context, t: Tournament, paused_at: float, shift: float) -> None:
    """RES-6: every window still open at the pause moves with the deadlines: matches'
    official starts (the deck bans close before them), protest windows after results
    (PRO-3) and the evidence a judge asked for (PRO-6)."""
    for m in await ctx.store.matches.all(t.id):
        moved = shifted_match(m, paused_at, shift, PROTEST_WINDOW)
        if moved is not m:
            await ctx.store.matches.save(moved)
    for protest in await ctx.store.conduct.open_protests(t.id):
        until = protest.evidence_until
        if until is not None and until > paused_at:
            await ctx.store.conduct.update_protest(protest.id, evidence_until=until + shift)


async def plan_auto_next(ctx: Context, t: Tournament, next_round: int) -> bool:
    """After a complete round: with auto_rounds the next one starts after the break."""
    if not t.settings.auto_rounds or t.settings.schedule:
        return False
    due = ctx.now + t.settings.round_break * 60
    await ctx.schedule(t, due, AutoNext(round=next_round, tournament=t.id))
    await ctx.announce(
        t, "round-break", round=next_round, starts=message_params.clock_time(due, ctx.now)
    )
    return True


async def plan_schedule(ctx: Context, t: Tournament) -> None:
    """(Re)plan the scheduled round starts and COM-2's reminders before announced starts."""
    for k in range(1, 31):
        for moment in ("start", "remind"):
            await ctx.unschedule(AutoNext(round=k, moment=moment, scheduled=True, tournament=t.id))
    refuse_schedule_without_start(t.settings)
    for k, due in presence_reminders(t.settings, ctx.now, t.current_round, ctx.deps.tz):
        await ctx.schedule(
            t, due, AutoNext(round=k, moment="remind", scheduled=True, tournament=t.id)
        )
    for k, moment in enumerate(schedule_moments(t.settings, ctx.deps.tz), start=1):
        if moment > ctx.now:
            await ctx.schedule(t, moment, AutoNext(round=k, scheduled=True, tournament=t.id))
