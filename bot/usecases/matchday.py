"""Match day: the official start of a round's matches, deck bans before it (COM-3), the
reminder to be in the channel (COM-2) and the sideboarding rule at the start (COM-5)."""

from __future__ import annotations

import dataclasses

from bot.commands import BanDeck, MatchDay
from bot.context import Context
from bot.domain.deck_bans import (
    BANS_BEFORE,
    bans_complete,
    bans_missing,
    bans_on,
    check_ban,
    default_bans,
    prep_minutes,
    refuse_bans_off,
    remaining_decks,
)
from bot.domain.errors import Refusal
from bot.domain.match_day import PRESENCE_BEFORE, expected_players, official_start
from bot.domain.model import Binding, Match, MatchStatus, Player, PlayerStatus, TournamentStatus
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.lookups import playing
from bot.usecases.registry import handles
from bot.usecases.stages import stage_state
from bot.wording import message_params

REMIND_BEFORE = PRESENCE_BEFORE  # COM-2: players are in the channel 30 minutes before


async def plan_match_day(
    ctx: Context, t: Tournament, round_no: int, created: list[Match]
) -> float:
    """Fix the round's official start and plan bans, the reminder and the start; returns it."""
    # A round paired before its announced start (the start time, the schedule) starts then:
    # COM-2's reminder goes 30 minutes before that.
    earliest = ctx.now + prep_minutes(t) * 60
    starts = official_start(t.settings, round_no, earliest, ctx.deps.tz)
    for m in created:
        await ctx.store.matches.save(dataclasses.replace(m, starts_at=starts))
    # Without preparation time the pairing message itself carries the start and COM-5.
    plan = {"remind": starts - REMIND_BEFORE, "start": starts} if starts > ctx.now else {}
    if bans_on(t):
        plan["bans"] = starts - BANS_BEFORE
        for m in created:
            if m.b is not None:
                await ask_bans(ctx, t, m, starts - BANS_BEFORE)
    for moment, due in plan.items():
        await ctx.schedule(
            t,
            max(due, ctx.now),
            MatchDay(round=round_no, moment=moment, tournament=t.id),
        )
    return starts


async def ask_bans(ctx: Context, t: Tournament, m: Match, closes: float) -> None:
    """Both players get the opponent's deck names as buttons, to choose in private (COM-3)."""
    assert m.b is not None
    for me, other in ((m.a, m.b), (m.b, m.a)):
        opponent = await ctx.store.players.get(other)
        decks = await ctx.store.decks.of_player(t.id, other)
        buttons = [
            [
                Button(
                    "btn-ban",
                    BanDeck(match=m.number, slot=d.slot, tournament=t.id),
                    params={"slot": d.slot, "name": d.name, "hero": d.hero},
                )
            ]
            for d in decks
        ]
        await ctx.tell_player(
            await ctx.store.players.get(me),
            "ban-request",
            buttons,
            number=m.number,
            opponent=opponent.nickname,
            bans=t.settings.deck_bans,
            closes=message_params.clock_time(closes, ctx.now),
        )


@handles(BanDeck)
async def ban_deck(ctx: Context, cmd: BanDeck) -> None:
    """A player bans one of the opponent's decks; the result shows when both have chosen."""
    t = await ctx.resolve(cmd)
    refuse_bans_off(t)
    me = await playing(ctx, t)
    match = await ctx.store.matches.by_number(t.id, cmd.match)
    if match is None or not match.involves(me.id) or match.b is None:
        raise Refusal("not-your-match", number=cmd.match)
    other = match.opponent_of(me.id)
    assert other is not None
    slots = [d.slot for d in await ctx.store.decks.of_player(t.id, other)]
    bans = await ctx.store.decks.bans(match.id)
    left = check_ban(t, match, me.id, cmd.slot, slots, bans, ctx.now)
    await ctx.store.decks.ban(match.id, me.id, cmd.slot, ctx.now)
    await ctx.reply("ban-noted", number=match.number, left=left)
    await _reveal_if_done(ctx, t, match)


async def _reveal_if_done(ctx: Context, t: Tournament, match: Match) -> bool:
    """When both players have all their bans, each learns the decks the match is played on."""
    assert match.b is not None
    bans = await ctx.store.decks.bans(match.id)
    if not bans_complete(bans, (match.a, match.b), t.settings.deck_bans):
        return False
    await _reveal(ctx, t, match, bans)
    return True


async def _reveal(
    ctx: Context, t: Tournament, match: Match, bans: list[tuple[int, int, bool]]
) -> None:
    a = await ctx.store.players.get(match.a)
    b = await ctx.store.players.get(match.b or 0)
    left_a, left_b = await remaining(ctx, t, a, bans), await remaining(ctx, t, b, bans)
    for player in (a, b):
        await ctx.tell_player(
            player,
            "bans-result",
            number=match.number,
            a=a.nickname,
            b=b.nickname,
            decks_a=left_a,
            decks_b=left_b,
        )


async def remaining(
    ctx: Context, t: Tournament, player: Player, bans: list[tuple[int, int, bool]]
) -> str:
    """The player's decks not banned by the opponent, by name and hero."""
    return remaining_decks(await ctx.store.decks.of_player(t.id, player.id), bans, player.id)


@handles(MatchDay)
async def match_day(ctx: Context, cmd: MatchDay) -> None:
    """Bans close (defaults for the silent), the reminder, and the start of the matches."""
    t = await ctx.store.tournaments.get(cmd.tournament or 0)
    if t is None or t.status is not TournamentStatus.RUNNING or t.current_round != cmd.round:
        return
    matches = [m for m in await ctx.store.matches.of_round(t.id, cmd.round) if m.b is not None]
    if cmd.moment == "bans":
        await _close_bans(ctx, t, matches)
    elif cmd.moment == "remind":
        await _remind(ctx, t, matches)
    else:
        for m in matches:
            if m.status is MatchStatus.FINAL:
                continue
            for pid in (m.a, m.b):
                await ctx.tell_player(
                    await ctx.store.players.get(pid or 0), "match-start", number=m.number
                )


async def _close_bans(ctx: Context, t: Tournament, matches: list[Match]) -> None:
    """COM-3: a player who did not choose gets the default ban; the judges are told."""
    late: list[str] = []
    for m in matches:
        bans = await ctx.store.decks.bans(m.id)
        for me, other in ((m.a, m.b or 0), (m.b or 0, m.a)):
            missing = bans_missing(bans, me, t.settings.deck_bans)
            if missing <= 0:
                continue
            player = await ctx.store.players.get(me)
            late.append(player.nickname)
            if t.settings.ban_default == "random":
                slots = [d.slot for d in await ctx.store.decks.of_player(t.id, other)]
                chosen = default_bans(t.settings.seed, m.id, me, bans, slots, missing)
                for slot in chosen:
                    await ctx.store.decks.ban(m.id, me, slot, ctx.now, by_default=True)
            await ctx.tell_player(player, f"ban-default-{t.settings.ban_default}", number=m.number)
        if not await _reveal_if_done(ctx, t, m) and t.settings.ban_default == "none":
            await _reveal(ctx, t, m, await ctx.store.decks.bans(m.id))
    if late:
        await ctx.alert_judges(t, "bans-late", title=t.title, players=", ".join(late))


async def _absent(ctx: Context, channels: list[Binding], player: Player) -> bool:
    """Whether the platform says the player is in none of the channels of his platform."""
    account = await ctx.store.accounts.get(player.account_id)
    mine = [c for c in channels if c.platform == account.platform]
    present = [
        await ctx.deps.directory.is_member(c.platform, c.chat_id, account.user_id) for c in mine
    ]
    return bool(mine) and all(p is False for p in present)


async def remind_round(ctx: Context, t: Tournament, round_no: int, starts: float) -> None:
    """COM-2 before an announced start that is not paired yet: channel, players, judges."""
    if t.status not in (
        TournamentStatus.REGISTRATION,
        TournamentStatus.CLOSED,
        TournamentStatus.RUNNING,
    ):
        return  # a draft was never announced
    if t.current_round >= round_no:
        return  # paired already: its match-day reminder names the matches
    await ctx.announce(
        t, "round-soon", round=round_no, starts=message_params.clock_time(starts, ctx.now)
    )
    registered = await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])
    state = await stage_state(ctx, t) if t.status is TournamentStatus.RUNNING else None
    expected = set(expected_players([p.id for p in registered], state))
    channels = await ctx.store.tournaments.bindings(t.id, "channel")
    absent: list[str] = []
    for player in registered:
        if player.id not in expected:
            continue
        missing = await _absent(ctx, channels, player)
        if missing:
            absent.append(player.nickname)
        await ctx.tell_player(
            player,
            "round-absent" if missing else "round-presence",
            title=t.title,
            round=round_no,
            starts=message_params.clock_time(starts, ctx.now),
        )
    if absent:
        await ctx.alert_judges(t, "absent-players", title=t.title, players=", ".join(absent))


async def _remind(ctx: Context, t: Tournament, matches: list[Match]) -> None:
    """COM-2: be in the channel; those the platform says are not there are told privately."""
    channels = await ctx.store.tournaments.bindings(t.id, "channel")
    absent: list[str] = []
    for m in matches:
        for pid in (m.a, m.b or 0):
            player = await ctx.store.players.get(pid)
            if await _absent(ctx, channels, player):
                absent.append(player.nickname)
                await ctx.tell_player(
                    player,
                    "not-in-channel",
                    number=m.number,
                    starts=message_params.clock_time(m.starts_at or ctx.now, ctx.now),
                )
            else:
                await ctx.tell_player(
                    player,
                    "match-reminder",
                    number=m.number,
                    starts=message_params.clock_time(m.starts_at or ctx.now, ctx.now),
                )
    await ctx.announce(
        t,
        "round-reminder",
        round=t.current_round,
        starts=message_params.clock_time(matches[0].starts_at or ctx.now, ctx.now)
        if matches
        else message_params.clock_time(ctx.now, ctx.now),
    )
    if absent:
        await ctx.alert_judges(t, "absent-players", title=t.title, players=", ".join(absent))
