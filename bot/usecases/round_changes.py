"""A judge changes the current round before its results: `/repair`, `/swap`; and `/add`.

The rules live in `bot.domain.pairing_changes`; this module loads the round, asks for the
judge's tap when FMT-3 would rather not (a rematch, a second bye, a pair-down), stores the
new pairs and sends them out as the first ones went.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from bot.commands import AddLate, Repair, RoundClock, Swap
from bot.context import Context
from bot.domain.deck_bans import BANS_BEFORE, bans_on
from bot.domain.errors import Refusal
from bot.domain.late_entry import refuse_add_now
from bot.domain.match_rules import bye_result
from bot.domain.model import IN_STANDINGS, Match
from bot.domain.names import check_game_id, check_nickname
from bot.domain.pairing_changes import (
    Pair,
    PairingWarning,
    before_round,
    new_lot,
    refuse_protested,
    refuse_started,
    refuse_unchangeable,
    swapped,
    warnings,
)
from bot.domain.round_clock import WARNINGS
from bot.domain.stage_state import StageState
from bot.domain.tournament import Tournament, refuse_unless_running
from bot.usecases.admission import registered_count
from bot.usecases.late_applications import ADDED, enter, enter_late
from bot.usecases.lookups import registered_player
from bot.usecases.matchday import ask_bans
from bot.usecases.registry import handles
from bot.usecases.rounds import announce_round, tell_pairings
from bot.usecases.stages import labels_for, stage_state
from bot.wording import message_params

REPAIRED = "round-repaired"  # the audit action; /undo does not reach back past it
SWAPPED = "opponents-swapped"
# A judge registers someone while registration is open or closed, until the start.


async def _paired_round(ctx: Context, t: Tournament) -> StageState:
    """The running Swiss or draft stage with its current round paired, or a refusal."""
    refuse_unless_running(t)
    stage = await stage_state(ctx, t)
    refuse_unchangeable(stage, t.current_round, t.title)
    return stage


async def _refuse_protested(ctx: Context, t: Tournament, matches: Sequence[Match]) -> None:
    """A protest refers to its match: that match keeps its players (PRO-1)."""
    refuse_protested(await ctx.store.matches.protested(t.id, t.current_round), matches)


def _pairs_param(pairs: Iterable[Pair], names: dict[int, str]) -> dict:
    """Pairs not stored yet (no match numbers) as a list parameter."""
    items = [
        {"$key": "change-pair-bye", "a": names[a]} if b is None else {"a": names[a], "b": names[b]}
        for a, b in pairs
    ]
    return message_params.each("change-pair-row", items)


def _warnings_param(
    found: Sequence[PairingWarning], names: dict[int, str], points: dict[int, int]
) -> dict:
    """The warnings in words, one a line."""
    items = [
        {
            "$key": f"warning-{w.kind}",
            "a": names[w.a],
            "b": names[w.b] if w.b is not None else "",
            "pa": points.get(w.a, 0),
            "pb": points.get(w.b, 0) if w.b is not None else 0,
        }
        for w in found
    ]
    return message_params.each("warning-rematch", items)


def _pair_names(pairs: Iterable[Pair], names: dict[int, str]) -> list[str]:
    """Pairs for the audit log, readable without the player table."""
    return [f"{names[a]} — {names[b] if b is not None else 'bye'}" for a, b in pairs]


async def _ask_bans_again(ctx: Context, t: Tournament, matches: Sequence[Match]) -> None:
    """COM-3: a new opponent means new deck bans, asked while the bans are still open."""
    if not bans_on(t):
        return
    for m in matches:
        if m.b is not None and m.starts_at is not None and m.starts_at - BANS_BEFORE > ctx.now:
            await ask_bans(ctx, t, m, m.starts_at - BANS_BEFORE)


@handles(Repair)
async def repair(ctx: Context, cmd: Repair) -> None:
    """Pair the current round anew from a new lot while none of its results is in (FMT-3)."""
    t = ctx.judged
    stage = await _paired_round(ctx, t)
    round_no = t.current_round
    current = await ctx.store.matches.of_round(t.id, round_no)
    refuse_started(current)
    await _refuse_protested(ctx, t, current)
    # The k-th repair of a round draws lot k: the same state always gives the same pairs.
    used = [
        int(e.details.get("lot", 0))
        for e in await ctx.store.audit.list(t.id)
        if e.action == REPAIRED and e.details.get("round") == round_no
    ]
    lot, pairs = new_lot(stage, round_no, current, max(used, default=0) + 1)
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    names = message_params.names_of(players)
    before = before_round(stage, round_no)
    found = warnings([(p.a, p.b) for p in pairs], before)
    if found and not cmd.confirm:
        await ctx.reply(
            "repair-confirm",
            [[await ctx.confirm_button(cmd, t, "btn-apply-pairs")]],
            title=t.title,
            round=round_no,
            pairs=_pairs_param([(p.a, p.b) for p in pairs], names),
            warnings=_warnings_param(found, names, before.points),
        )
        return
    for m in current:
        if m.extra_minutes:  # RES-6: the extra time belonged to a pairing that is gone
            for moment in [name for name, _ in WARNINGS] + ["time"]:
                await ctx.unschedule(RoundClock(moment=moment, match=m.id, tournament=t.id))
    starts = current[0].starts_at if current else None  # the round keeps its clock
    for m in await ctx.store.matches.replace_round(t.id, round_no, pairs):
        m = dataclasses.replace(m, starts_at=starts)
        await ctx.store.matches.save(bye_result(m, t.settings.bye, ctx.now) if m.b is None else m)
    created = await ctx.store.matches.of_round(t.id, round_no)
    await ctx.audit(
        t,
        REPAIRED,
        round=round_no,
        lot=lot,
        before=_pair_names([(m.a, m.b) for m in current], names),
        after=_pair_names([(m.a, m.b) for m in created], names),
    )
    await announce_round(ctx, t, round_no, created, players, stage, again=True)
    await _ask_bans_again(ctx, t, created)
    await ctx.reply("repair-done", round=round_no)


@handles(Swap)
async def swap(ctx: Context, cmd: Swap) -> None:
    """Two players of the current round exchange their opponents before anyone reports."""
    t = ctx.judged
    stage = await _paired_round(ctx, t)
    round_no = t.current_round
    x = await registered_player(ctx, t, cmd.first)
    y = await registered_player(ctx, t, cmd.second)
    found_matches = []
    for player in (x, y):
        match = await ctx.store.matches.in_round(t.id, round_no, player.id)
        if match is None:
            raise Refusal("swap-not-in-round", nickname=player.nickname, round=round_no)
        found_matches.append(match)
    first, second = found_matches
    new_first, new_second = swapped(first, second, x.id, y.id)
    await _refuse_protested(ctx, t, [first, second])
    players = await ctx.store.players.list(t.id, IN_STANDINGS)
    names = message_params.names_of(players)
    before = before_round(stage, round_no)
    found = warnings([new_first, new_second], before)
    if found and not cmd.confirm:
        await ctx.reply(
            "swap-confirm",
            [[await ctx.confirm_button(cmd, t, "btn-apply-pairs")]],
            title=t.title,
            round=round_no,
            pairs=_pairs_param([new_first, new_second], names),
            warnings=_warnings_param(found, names, before.points),
        )
        return
    changed = [
        await ctx.store.matches.set_players(first.id, *new_first),
        await ctx.store.matches.set_players(second.id, *new_second),
    ]
    await ctx.audit(
        t,
        SWAPPED,
        round=round_no,
        before=_pair_names([(first.a, first.b), (second.a, second.b)], names),
        after=_pair_names([new_first, new_second], names),
    )
    await ctx.announce(
        t,
        "swap-announced",
        title=t.title,
        round=round_no,
        pairs=message_params.pairings(changed, names, labels_for(t, stage.run)),
    )
    await tell_pairings(ctx, t, round_no, changed, players, stage, again=True)
    await _ask_bans_again(ctx, t, changed)
    await ctx.reply("swap-done", round=round_no, a=x.nickname, b=y.nickname)


@handles(AddLate)
async def add_late(ctx: Context, cmd: AddLate) -> None:
    """The author of the replied message enters: at once in registration, else a late entry.

    In registration a judge registers someone who cannot himself (no rules tap: the judge
    entered him); in a running Swiss stage he is paired from the next round, and the rounds
    he missed count per `late_entry`.
    """
    t = ctx.judged
    target = ctx.env.reply_to
    if target is None or ctx.env.chat.private:
        raise Refusal("usage-add")
    nickname = check_nickname(cmd.nickname)
    game_id = check_game_id(cmd.game_id) if cmd.game_id else None
    running = refuse_add_now(t)
    account = await ctx.store.accounts.upsert(
        target.platform, target.user_id, target.name, target.username, target.locale, ctx.now
    )
    if running:
        await enter_late(ctx, t, account, nickname, game_id)  # refused where none fits
        return
    player = await enter(ctx, t, account, nickname, game_id)
    await ctx.audit(t, ADDED, player=nickname, game_id=game_id)
    count = await registered_count(ctx, t)
    await ctx.reply("added-registered", nickname=nickname, title=t.title, count=count)
    await ctx.tell_player(player, "you-were-added", title=t.title, nickname=nickname)
