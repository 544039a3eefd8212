"""The prize table and the judges' side of prizes: the head judge, the list, paid (PRZ-1…3).

The head judge (S0 9.2, S4 8.2) is the tournament's creator until `/judge head` names
another; the lot and the prize data are his, and the claim data (game nickname, game id,
platform nickname) is shown to him and to global admins only.
"""

from __future__ import annotations

import csv
import io
from datetime import datetime

from bot.commands import HeadJudge, MarkPaid, ShowPrizes
from bot.context import Context
from bot.domain.claim_rules import claims_to_pay, lost_to_disqualification
from bot.domain.errors import Refusal
from bot.domain.prizes import (
    Claim,
    ClaimStatus,
    NoClaim,
    Prize,
    parse_prizes,
)
from bot.domain.tournament import Tournament
from bot.notices import Document, Notice, Recipient
from bot.usecases.claims import current_awards, prize_param
from bot.usecases.registry import handles
from bot.wording import message_params

HEAD_KEYS = frozenset({"seed", "prizes", "documents_contact"})  # S0 9.2: the head judge's


async def head_judge(ctx: Context, t: Tournament) -> int:
    """The head judge's account: the one named, else the creator."""
    return await ctx.store.prizes.head_judge(t.id) or t.created_by


async def is_head(ctx: Context, t: Tournament) -> bool:
    """A global admin or the tournament's head judge."""
    return ctx.is_admin or (ctx.account is not None and ctx.me.id == await head_judge(ctx, t))


async def require_head(ctx: Context, t: Tournament, keys: set[str] | None = None) -> None:
    """S0 9.2: the lot and the prizes are the head judge's; other judges keep the rest."""
    if keys is not None and not keys & HEAD_KEYS:
        return
    if not await is_head(ctx, t):
        head = await ctx.store.accounts.get(await head_judge(ctx, t))
        raise Refusal("head-judge-only", name=head.name, title=t.title)


@handles(HeadJudge)
async def set_head_judge(ctx: Context, cmd: HeadJudge) -> None:
    """`/judge head` as a reply: that person becomes the head judge (one per tournament)."""
    t = ctx.judged
    target = ctx.env.reply_to
    if target is None or ctx.env.chat.private:
        raise Refusal("head-judge-needs-reply")
    await require_head(ctx, t)
    account = await ctx.store.accounts.upsert(
        target.platform, target.user_id, target.name, target.username, target.locale, ctx.now
    )
    # The head judge is a judge: named here, he becomes one if he was not.
    await ctx.store.tournaments.add_judge(t.id, account.id, ctx.me.id, ctx.now)
    await ctx.store.prizes.set_head_judge(t.id, account.id, ctx.me.id, ctx.now)
    await ctx.audit(t, "head-judge", judge=account.id, name=account.name)
    await ctx.reply("head-judge-set", name=account.name, title=t.title)
    await ctx.tell(account, "you-are-head-judge", tournament=t, title=t.title, id=t.id)


def _status(claim: Claim | None) -> dict:
    return message_params.text(f"claim-status-{claim.status}" if claim else "claim-status-none")


@handles(ShowPrizes)
async def show_prizes(ctx: Context, cmd: ShowPrizes) -> None:
    """The table for anyone; for judges each prize's winner, state and deadline (Moscow)."""
    t = await ctx.resolve(cmd)
    prizes = parse_prizes(t.settings.prizes)
    if not prizes:
        raise Refusal("prizes-none", title=t.title)
    judge = await ctx.is_judge(t)
    if cmd.csv and not judge:
        raise Refusal("judges-only", title=t.title)
    if not judge:
        items = [{"places": p.places, "prize": prize_param(p)} for p in prizes]
        await ctx.reply(
            "prizes-table", title=t.title, items=message_params.each("prizes-row", items)
        )
        return
    # The claim data only to the head judge's own chat: a group would show it to everyone.
    head = await is_head(ctx, t) and ctx.env.chat.private
    claims = [c for c in await ctx.store.prizes.claims(t.id) if c.status is not
              ClaimStatus.WITHDRAWN]  # fmt: skip
    players = {p.id: p for p in await ctx.store.players.list(t.id)}
    names = {pid: p.nickname for pid, p in players.items()}
    if cmd.csv:
        await _csv(ctx, t, prizes, claims, names, head)
        return
    # PRZ-3, MOD-8, S4 8.7: a prize whose winner may not claim it is shown as not awarded.
    lost = [] if t.active else [a for a in await current_awards(ctx, t) if a.refused]
    items = []
    for prize in prizes:
        mine = [c for c in claims if c.line == prize.line]
        for claim in mine:
            if lost_to_disqualification(claim, players[claim.player_id].status):
                items.append(_not_awarded(prize, claim.place, NoClaim.DISQUALIFIED))
                continue
            items.append({
                "places": claim.place, "prize": prize_param(prize),
                "winner": names.get(claim.player_id, "—"), "status": _status(claim),
                "due": message_params.date_time(claim.due_at),
                "data": _data(claim) if head else "",
            })  # fmt: skip
        refused = [a for a in lost if a.prize.line == prize.line]
        items += [_not_awarded(prize, a.place, a.refused) for a in refused if not mine]
        if not mine and not refused:
            items.append(_not_awarded(prize, prize.places, None))
    await ctx.reply(
        "prizes-judges", title=t.title, items=message_params.each("prizes-judges-row", items),
        hidden="" if head else message_params.text("prizes-data-hidden"),
    )  # fmt: skip


def _not_awarded(prize: Prize, place: str, why: NoClaim | None) -> dict:
    """A prize row without a winner: not played for yet, or lost to a disqualification or a
    drop (PRZ-3) — the player is not named as its winner."""
    status = message_params.text(f"claim-status-{why}" if why else "claim-status-none")
    return {"places": place, "prize": prize_param(prize), "winner": "—", "status": status,
            "due": "—", "data": ""}  # fmt: skip


def _data(claim: Claim) -> dict | str:
    if not any((claim.nickname, claim.game_id, claim.platform_nick)):
        return ""
    return message_params.text(
        "prizes-claim-data",
        nickname=claim.nickname or "—",
        game_id=claim.game_id or "—",
        platform_nick=claim.platform_nick or "—",
    )


async def _csv(ctx: Context, t: Tournament, prizes: tuple[Prize, ...], claims: list[Claim],
               names: dict[int, str], head: bool) -> None:  # fmt: skip
    out = io.StringIO()
    writer = csv.writer(out)
    header = ["line", "places", "kind", "prize", "place", "winner", "status", "due_msk"]
    writer.writerow(header + (["game_nickname", "game_id", "platform_nickname"] if head else []))
    by_line = {p.line: p for p in prizes}
    for claim in claims:
        prize = by_line.get(claim.line)
        due = views_moscow(ctx, claim.due_at)
        row = [claim.line, prize.places if prize else "", claim.kind,
               prize.text if prize else "", claim.place, names.get(claim.player_id, ""),
               claim.status, due]  # fmt: skip
        if head:
            row += [claim.nickname or "", claim.game_id or "", claim.platform_nick or ""]
        writer.writerow(row)
    data = out.getvalue().encode("utf-8-sig")  # Excel reads UTF-8 with the BOM
    chat = ctx.env.chat
    here = Recipient(chat.platform, chat.id, ctx.locale_of(ctx.account))
    file = Document(f"prizes-{t.id}.csv", data)
    params = {"title": t.title, "count": len(claims)}
    await ctx.notify(Notice(here, "prizes-file", params, (), file, t.id))


def views_moscow(ctx: Context, ts: float) -> str:
    """A moment as the people's date and time, for a file."""
    return datetime.fromtimestamp(ts, ctx.deps.tz).strftime("%Y-%m-%d %H:%M")


@handles(MarkPaid)
async def mark_paid(ctx: Context, cmd: MarkPaid) -> None:
    """`/paid <place> [kind]`: the head judge marks a claimed prize paid (audited)."""
    t = ctx.judged
    await require_head(ctx, t)
    claims = claims_to_pay(await ctx.store.prizes.claims(t.id), cmd.place, cmd.kind, t.title)
    for claim in claims:
        await ctx.store.prizes.close(claim.id, ClaimStatus.PAID, ctx.now)
        player = await ctx.store.players.get(claim.player_id)
        await ctx.audit(t, "prize-paid", player=player.nickname, line=claim.line,
                        place=claim.place, claim=claim.id)  # fmt: skip
        await ctx.tell_player(player, "prize-paid", title=t.title, place=claim.place)
        await ctx.reply("paid-marked", nickname=player.nickname, place=claim.place)
