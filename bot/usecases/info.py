"""Questions: my match, pairings, standings, rules, help; and answers to bad input."""

from __future__ import annotations

from bot.commands import Invalid, Me, ShowPairings, ShowRules, ShowStandings, Undelivered
from bot.commands.help_topics import closest
from bot.context import Context, NeedChoice
from bot.domain.deck_bans import bans_on, remaining_decks
from bot.domain.errors import Refusal
from bot.domain.match_facts import extra_time, round_clock
from bot.domain.model import MatchStatus, PlayerStatus, ResultKind
from bot.notices import Button
from bot.usecases.final_results import AUTO_CONFIRM
from bot.usecases.lookups import current_match
from bot.usecases.page_tables import final_table, my_line, stage_ranking
from bot.usecases.registry import handles
from bot.usecases.stages import current_run, labels_for
from bot.usecases.standings_table import standings_of, standings_params
from bot.usecases.web_page import page_buttons
from bot.wording import message_params


@handles(Invalid)
async def invalid(ctx: Context, cmd: Invalid) -> None:
    """Text the grammar could not read: say what the right form is."""
    params = dict(cmd.params)
    near = closest(params["command"]) if cmd.key == "unknown-command" else None
    if near is not None:  # `/repot 2:1`: the nearest command, explained in one line
        line = message_params.text(f"help-line-{near.word}")
        await ctx.reply("unknown-command-near", word=near.word, line=line, **params)
        return
    await ctx.reply(cmd.key, **params)


@handles(ShowRules)
async def show_rules(ctx: Context, cmd: ShowRules) -> None:
    """The regulation in short and the tournament's own rules."""
    try:
        t = await ctx.resolve(cmd)
    except (Refusal, NeedChoice):
        await ctx.reply("rules-general")
        return
    s = t.settings
    await ctx.reply(
        "rules-tournament",
        title=t.title,
        bo=s.bo,
        confirm_minutes=f"{s.confirm_minutes:g}",
        rules_url=s.rules_url or message_params.text("rules-url-none"),
    )


@handles(ShowPairings)
async def show_pairings(ctx: Context, cmd: ShowPairings) -> None:
    """The current round's pairings with where each result stands."""
    t = await ctx.resolve(cmd)
    if t.current_round == 0:
        raise Refusal("no-pairings-yet", title=t.title)
    matches = await ctx.store.matches.of_round(t.id, t.current_round)
    players = await ctx.store.players.list(t.id)
    labels = labels_for(t, await current_run(ctx, t))
    await ctx.reply(
        "pairings",
        page_buttons(ctx, t, "pairings"),
        title=t.title,
        round=t.current_round,
        pairs=message_params.pairings(matches, message_params.names_of(players), labels),
    )


@handles(ShowStandings)
async def show_standings(ctx: Context, cmd: ShowStandings) -> None:
    """The standings from every final result so far."""
    t = await ctx.resolve(cmd)
    if t.current_round == 0:
        raise Refusal("no-standings-yet", title=t.title)
    buttons = page_buttons(ctx, t, "standings")
    if not t.active:  # the channel's final table: a top's places, the Swiss points (FMT-1)
        table = await final_table(ctx, t)
        await ctx.reply("final-standings", buttons, title=t.title, table=table)
        return
    ranking = await stage_ranking(ctx, t)
    if ranking is not None:  # FMT-1: a bracket's matches score no Swiss points; the page's table
        table = standings_params(ranking.rows, ranking.players, t)
        await ctx.reply(
            "standings-stage", buttons, title=t.title, stages=ranking.stages,
            round=ranking.round, table=table,
        )  # fmt: skip
        return
    rows, players = await standings_of(ctx, t)
    table = standings_params(rows, players, t)
    await ctx.reply("standings", buttons, title=t.title, round=t.current_round, table=table)


@handles(Me)
async def me(ctx: Context, cmd: Me) -> None:
    """My tournament, status, points, current match, opponent and deadline."""
    t = await ctx.resolve(cmd)
    player = await ctx.player(t)
    if player is None or player.status in (PlayerStatus.WITHDRAWN,):
        key = "me-judge" if await ctx.is_judge(t) else "me-none"
        await ctx.reply(
            key, title=t.title, id=t.id, status=message_params.text(f"status-{t.status}")
        )
        return
    place, row = await my_line(ctx, t, player)
    params = {
        "title": t.title,
        "id": t.id,
        "nickname": player.nickname,
        "status": message_params.text(f"player-{player.status}"),
        "points": row.points if row else 0,
        "record": message_params.record(row) if row else "0-0-0",
        "place": place or "—",
        "match": message_params.text("me-no-match"),
    }
    match = await current_match(ctx, t, player) if t.current_round else None
    if match is not None and match.kind is ResultKind.BYE:
        params["match"] = message_params.text("me-bye", round=match.round)
    elif match is not None and match.b is not None:
        opponent = await ctx.store.players.get(match.opponent_of(player.id) or 0)
        due = await ctx.store.deadlines.pending_for(AUTO_CONFIRM, match.id)
        state = message_params.match_state(match)
        if due is not None and match.status is MatchStatus.REPORTED:
            state = message_params.text(
                "me-state-due", state=state, due=message_params.clock_time(due, ctx.now)
            )
        params["match"] = message_params.text(
            "me-match",
            number=match.number,
            round=match.round,
            opponent=opponent.nickname,
            game_id=opponent.game_id or "—",
            state=state,
        )
        bans = await ctx.store.decks.bans(match.id)
        if bans_on(t) and len(bans) >= 2 * t.settings.deck_bans:
            # COM-3: once both have banned, the match is played on the remaining decks.
            mine = remaining_decks(
                await ctx.store.decks.of_player(t.id, player.id), bans, player.id
            )
            theirs = remaining_decks(
                await ctx.store.decks.of_player(t.id, opponent.id), bans, opponent.id
            )
            params["match"] = message_params.text(
                "me-match-decks", match=params["match"], mine=mine, theirs=theirs
            )
    round_ends = round_clock(t)
    if round_ends is not None:
        # RES-5: the round's time; a match given extra time (RES-6) runs on past it.
        clock = {"match": params["match"], "round": t.current_round}
        clock["ends"] = message_params.clock_time(round_ends, ctx.now)
        if extra := extra_time(match):
            ends = message_params.clock_time(round_ends + extra, ctx.now)
            params["match"] = message_params.text("me-round-ends-extra", **clock, match_ends=ends)
        else:
            params["match"] = message_params.text("me-round-ends", **clock)
    # «Мой матч» opens the Mini App with the match and its buttons (issue 14).
    playing = match is not None and match.b is not None
    buttons = [[Button("btn-my-match", webapp=f"t{t.id}")]] if playing else []
    await ctx.reply("me", buttons, **params)


@handles(Undelivered)
async def undelivered(ctx: Context, cmd: Undelivered) -> None:
    """Tell the judges which player the bot cannot reach, and why."""
    if cmd.tournament is None:
        return
    t = await ctx.store.tournaments.get(cmd.tournament)
    if t is None:
        return
    account = await ctx.store.accounts.get(cmd.account_id)
    player = await ctx.store.players.of_account(t.id, account.id)
    name = player.nickname if player else account.name
    await ctx.alert_judges(
        t,
        "undeliverable",
        name=name,
        title=t.title,
        reason=message_params.text(f"undeliverable-{cmd.reason}"),
    )
