"""Sanctions issued by judges or prescribed by the rules, bans and history (MOD-1…MOD-10)."""

from __future__ import annotations

from typing import Any

from bot.commands import AutoConfirm, ConfirmSanction, History, IssueSanction, ListBans
from bot.context import Context
from bot.domain.ban_rules import ban_in_force
from bot.domain.errors import Refusal
from bot.domain.match_rules import annulled_score, award_game, disqualified_score
from bot.domain.model import Account, MatchStatus, Player, PlayerStatus
from bot.domain.names import check_reason
from bot.domain.sanction_rules import (
    RULE_OF,
    Decision,
    Kind,
    Sanction,
    Violation,
    decide,
    split_reason,
)
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.ban_ask import ask_removal
from bot.usecases.claims import forfeit_disqualified
from bot.usecases.final_results import finalize
from bot.usecases.lookups import current_match
from bot.usecases.registry import handles
from bot.usecases.stages import match_bo
from bot.wording import message_params

DAY = 86400
Note = tuple[str, dict[str, Any]]  # a text for the judges about what a sanction did


async def person(ctx: Context, account: Account) -> tuple[list[int], list[str]]:
    """The accounts and game ids the bot links to one person: the same game id (MOD-9)."""
    game_ids = sorted({
        p.game_id for p in await ctx.store.players.of_person(account.id) if p.game_id
    })  # fmt: skip
    accounts = {account.id}
    for game_id in game_ids:
        accounts |= set(await ctx.store.players.accounts_with_game_id(game_id))
    return sorted(accounts), game_ids


async def active_ban(ctx: Context, account: Account, game_id: str | None) -> Sanction | None:
    """A ban in force on this person, through any account or game id (MOD-9)."""
    accounts, game_ids = await person(ctx, account)
    if game_id:
        game_ids.append(game_id)
    return ban_in_force(await ctx.store.conduct.sanctions_of(accounts, game_ids), ctx.now)


async def _target(ctx: Context, t: Tournament, cmd: IssueSanction) -> tuple[Player, str]:
    """The sanctioned player (by nickname, or the author of the replied message) and reason."""
    replied = ctx.env.reply_to
    if replied is not None and not ctx.env.chat.private:
        account = await ctx.store.accounts.find(replied.platform, replied.user_id)
        player = await ctx.store.players.of_account(t.id, account.id) if account else None
        reason = " ".join(part for part in (cmd.nickname, cmd.reason) if part)
    else:
        player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
        reason = cmd.reason
    if player is None:
        raise Refusal("no-such-player", nickname=cmd.nickname, title=t.title)
    return player, check_reason(reason)


@handles(IssueSanction)
async def issue_sanction(ctx: Context, cmd: IssueSanction) -> None:
    """A judge's sanction, made heavier where the regulation says a repeat is (MOD-3, 5, 6)."""
    t = ctx.judged
    player, reason = await _target(ctx, t, cmd)
    violation, _ = split_reason(reason)
    decision = decide(Kind(cmd.kind), violation, await _earlier(ctx, t, player))
    await apply(ctx, t, player, decision, violation, reason, days=cmd.days, annul=cmd.annul)


async def _earlier(ctx: Context, t: Tournament, player: Player) -> list[Sanction]:
    account = await ctx.store.accounts.get(player.account_id)
    accounts, game_ids = await person(ctx, account)
    return await ctx.store.conduct.sanctions_of(accounts, game_ids, t.id)


async def apply(
    ctx: Context, t: Tournament, player: Player, decision: Decision, violation: Violation,
    reason: str, *, days: int = 0, annul: bool = False, by_bot: bool = False,
) -> None:  # fmt: skip
    """Record a sanction and carry it out; an escalated disqualification may wait (MOD-3)."""
    account = await ctx.store.accounts.get(player.account_id)
    by = None if by_bot else ctx.me.id
    if decision.escalated and decision.kind is Kind.DISQUALIFICATION and t.settings.mod_confirm:
        pending = await ctx.store.conduct.add_sanction(
            account.id, t.id, decision.kind, violation, reason, decision.rule, by, ctx.now,
            pending=True, game_id=player.game_id,
        )  # fmt: skip
        buttons = [
            [
                Button(
                    "btn-confirm-dq",
                    ConfirmSanction(sanction=pending.id, yes=True, tournament=t.id),
                ),
                Button(
                    "btn-decline-dq",
                    ConfirmSanction(sanction=pending.id, yes=False, tournament=t.id),
                ),
            ]
        ]
        await ctx.alert_judges(
            t,
            "dq-confirm-ask",
            buttons,
            nickname=player.nickname,
            rule=decision.rule,
            reason=reason,
            title=t.title,
        )
        if not by_bot:
            await ctx.reply("dq-confirm-asked", nickname=player.nickname)
        return
    until = ctx.now + days * DAY if decision.kind is Kind.BAN else None
    sanction = await ctx.store.conduct.add_sanction(
        account.id, t.id, decision.kind, violation, reason, decision.rule, by, ctx.now,
        until=until, game_id=player.game_id,
    )  # fmt: skip
    note = await carry_out(ctx, t, player, sanction, decision.rule, annul=annul)
    if not by_bot:
        await ctx.reply(
            "sanction-issued",
            nickname=player.nickname,
            kind=message_params.text(f"sanction-{decision.kind}"),
            rule=decision.rule,
            escalated=message_params.text("sanction-escalated") if decision.escalated else "",
        )
    if note is not None:
        key, params = note
        if by_bot:
            await ctx.alert_judges(t, key, **params)
        else:
            await ctx.reply(key, **params)


async def carry_out(
    ctx: Context, t: Tournament, player: Player, sanction: Sanction, rule: str,
    annul: bool = False,
) -> Note | None:  # fmt: skip
    """The sanction's effect: told privately (MOD-10), a game, the match or the tournament
    lost; returns what the judges should be told about the game a game loss took."""
    await ctx.audit(
        t,
        "sanction",
        player=player.nickname,
        kind=sanction.kind,
        rule=rule,
        reason=sanction.reason,
        sanction=sanction.id,
    )
    await ctx.tell_player(
        player,
        f"you-got-{sanction.kind}",
        title=t.title,
        rule=rule,
        reason=sanction.reason,
        until=message_params.date_time(sanction.until or ctx.now),
    )
    if sanction.kind is Kind.GAME_LOSS:
        return await _lose_game(ctx, t, player, rule)
    if sanction.kind is Kind.MATCH_LOSS:
        await _lose_current(ctx, t, player, "matchloss")
    elif sanction.kind is Kind.DISQUALIFICATION:
        await disqualify(ctx, t, player, rule, annul)
    elif sanction.kind is Kind.BAN:  # S4 1.1: out of every tournament, on a judge's tap
        await ask_removal(ctx, t, player.nickname, sanction)
    return None


async def _lose_game(ctx: Context, t: Tournament, player: Player, rule: str) -> Note:
    """MOD-1, MOD-5: the player's open match counts one more game for his opponent; when
    that takes the match, the result is final as a judge's /result would make it (RES-8)."""
    match = await current_match(ctx, t, player)
    if match is None or match.b is None or match.status is MatchStatus.FINAL:
        return "gameloss-no-match", {"nickname": player.nickname}  # the sanction still stands
    awarded = award_game(match, await match_bo(ctx, t, match), player.id)
    stale = awarded.stale
    first = await ctx.store.players.get(match.a)
    second = await ctx.store.players.get(match.b)
    names = {"number": match.number, "a": first.nickname, "b": second.nickname,
             "score": message_params.score(*awarded.score)}  # fmt: skip
    if awarded.final:
        await finalize(ctx, t, match, *awarded.score, "gameloss")
        return "result-set", names
    if stale:
        await ctx.unschedule(AutoConfirm(match_id=match.id))
    await ctx.store.matches.save(awarded.match)
    await ctx.audit(t, "game-awarded", match=match.number, player=player.nickname,
                    score=names["score"], report_cleared=stale)  # fmt: skip
    opponent = second if match.a == player.id else first
    await ctx.tell_player(opponent, "gameloss-game-won", nickname=player.nickname, rule=rule,
                          **names)  # fmt: skip
    if stale:
        for told in (first, second):
            await ctx.tell_player(told, "gameloss-report-cleared", **names)
    return "gameloss-applied", {"winner": opponent.nickname, **names}


async def _lose_current(ctx: Context, t: Tournament, player: Player, source: str) -> None:
    match = await current_match(ctx, t, player)
    if match is None:
        return
    score = disqualified_score(match, await match_bo(ctx, t, match), player.id)
    if score is not None:
        await finalize(ctx, t, match, *score, source)


async def disqualify(ctx: Context, t: Tournament, player: Player, rule: str,
                     annul: bool) -> None:  # fmt: skip
    """MOD-8: final; no longer paired; a knockout opponent advances; results may be annulled."""
    round_no = t.current_round
    await ctx.store.players.set_status(player.id, PlayerStatus.DISQUALIFIED, ctx.now,
                                       dropped_after_round=round_no)  # fmt: skip
    await ctx.announce(t, "dq-announced", nickname=player.nickname, rule=rule, title=t.title)
    await forfeit_disqualified(ctx, t, player)  # PRZ-3: after the standings, his claims end
    await _lose_current(ctx, t, player, "dq")
    if annul:  # MOD-3: his results are annulled: every match he played counts as lost
        for match in await ctx.store.matches.of_player(t.id, player.id):
            score = annulled_score(match, await match_bo(ctx, t, match), player.id)
            if score is not None:
                await finalize(ctx, t, match, *score, "annulled")


@handles(ConfirmSanction)
async def confirm_sanction(ctx: Context, cmd: ConfirmSanction) -> None:
    """The judge's one tap on an escalation the rules prescribe (MOD-3)."""
    t = ctx.judged
    sanction = await ctx.store.conduct.sanction(cmd.sanction)
    if sanction is None or not sanction.pending or sanction.tournament_id != t.id:
        raise Refusal("sanction-not-pending", id=cmd.sanction)
    player = await ctx.store.players.of_account(t.id, sanction.account_id)
    assert player is not None
    if not cmd.yes:
        await ctx.store.conduct.drop_sanction(sanction.id)
        await ctx.audit(t, "dq-declined", player=player.nickname)
        await ctx.reply("dq-declined", nickname=player.nickname)
        return
    await ctx.store.conduct.confirm_sanction(sanction.id)
    note = await carry_out(ctx, t, player, sanction, _rule(sanction))
    await ctx.reply(
        "sanction-issued",
        nickname=player.nickname,
        kind=message_params.text(f"sanction-{sanction.kind}"),
        rule=_rule(sanction),
        escalated=message_params.text("sanction-escalated"),
    )
    if note is not None:
        await ctx.reply(note[0], **note[1])


def _rule(sanction: Sanction) -> str:
    return RULE_OF[sanction.violation]


@handles(ListBans)
async def list_bans(ctx: Context, cmd: ListBans) -> None:
    """Bans in force (MOD-9)."""
    items = []
    for ban in await ctx.store.conduct.active_bans(ctx.now):
        account = await ctx.store.accounts.get(ban.account_id)
        items.append(
            {
                "name": account.name,
                "until": message_params.date_time(ban.until or ctx.now),
                "reason": ban.reason,
            }
        )
    if not items:
        raise Refusal("no-bans")
    await ctx.reply("bans-list", items=message_params.each("ban-row", items))


@handles(History)
async def history(ctx: Context, cmd: History) -> None:
    """A person's sanctions across tournaments, through every account the bot links."""
    t = ctx.judged
    player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
    if player is None:
        raise Refusal("no-such-player", nickname=cmd.nickname, title=t.title)
    accounts, game_ids = await person(ctx, await ctx.store.accounts.get(player.account_id))
    items = []
    for s in await ctx.store.conduct.sanctions_of(accounts, game_ids):
        tournament = await ctx.store.tournaments.get(s.tournament_id) if s.tournament_id else None
        items.append(
            {
                "at": message_params.date_time(s.at),
                "kind": message_params.text(f"sanction-{s.kind}"),
                "title": tournament.title if tournament else "—",
                "reason": s.reason,
                "pending": message_params.text("sanction-pending") if s.pending else "",
            }
        )
    if not items:
        raise Refusal("history-clean", nickname=player.nickname)
    await ctx.reply(
        "history", nickname=player.nickname, items=message_params.each("history-row", items)
    )
