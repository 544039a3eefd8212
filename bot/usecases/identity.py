"""Who is who across tournaments (issue 26, REG-3): a known account confirms a newcomer with
his game id by one tap; a judge merges two entries into one person, or splits a wrong merge.

Every change is a row of `account_links` (`ctx.store.links`); the persons are computed from
them (`bot.domain.identity.persons`), so the history, the ratings and the seasons follow at
once, on every worker.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.commands import AnswerLink, Merge, Unmerge
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.history import History
from bot.domain.identity import (
    LinkOffer,
    accounts_of,
    persons,
    platform_of,
    refuse_answer,
    refuse_merge,
    refuse_unmerge,
    split,
    to_ask,
)
from bot.domain.model import Account, PlayerStatus
from bot.domain.names import check_reason, nickname_key
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.history import history
from bot.usecases.registry import handles

LINKED = "accounts-linked"  # the global audit entries (no tournament): who is who
MERGED = "persons-merged"
SPLIT = "persons-split"
# Entries that held a place: a judge of their tournament may merge or split the person.
PLAYED = (
    PlayerStatus.REGISTERED,
    PlayerStatus.WAITING,
    PlayerStatus.DROPPED,
    PlayerStatus.DISQUALIFIED,
)


@dataclass(frozen=True, slots=True)
class Found:
    """A nickname as a judge typed it: the account of its latest entry and its person."""

    account: int
    person: int
    nickname: str


async def offer_links(
    ctx: Context, t: Tournament, account: Account, nickname: str, game_id: str | None
) -> None:
    """REG-3: the accounts that registered this game id before, not yet one person with
    `account`, are asked «Это вы?» once; the registration goes on whatever they answer."""
    if not game_id:
        return
    holders = await ctx.store.players.accounts_with_game_id(game_id)
    if all(holder == account.id for holder in holders):
        return  # the usual case: nobody else ever used it, no more queries
    mapping = persons([account.id, *holders], await ctx.store.links.active())
    for known in to_ask(account.id, holders, mapping):
        if await ctx.store.link_offers.between(known, account.id):
            continue  # asked once, ever: a «Нет» is not asked again every week
        offer = await ctx.store.link_offers.add(
            t.id, known, account.id, nickname, game_id, ctx.now
        )
        buttons = [[
            Button("btn-link-yes", AnswerLink(offer=offer.id, yes=True)),
            Button("btn-link-no", AnswerLink(offer=offer.id, yes=False)),
        ]]  # fmt: skip
        await ctx.tell(known, "link-offer", buttons, nickname=nickname, title=t.title,
                       platform=account.platform, game_id=game_id)  # fmt: skip


@handles(AnswerLink)
async def answer_link(ctx: Context, cmd: AnswerLink) -> None:
    """The known account's tap: «Да» links the two accounts, «Нет» links nothing and tells
    the judges of the newcomer's tournament (two people named one game id, REG-3)."""
    offer = await ctx.store.link_offers.get(cmd.offer)
    refuse_answer(offer, ctx.me.id)
    assert offer is not None
    if not await ctx.store.link_offers.answer(offer.id, cmd.yes, ctx.now):
        refuse_answer(await ctx.store.link_offers.get(offer.id), ctx.me.id)  # a twin tap won
    if not cmd.yes:
        await ctx.reply("link-declined", nickname=offer.nickname)
        await _declined(ctx, offer)
        return
    mapping = persons([offer.known, offer.new], await ctx.store.links.active())
    if mapping[offer.known] == mapping[offer.new]:  # a judge merged them in the meantime
        await ctx.reply("link-already", nickname=offer.nickname)
        return
    link = await ctx.store.links.add(offer.known, offer.new, "confirmed", ctx.me.id, None, ctx.now)
    mine = await _nickname_of(ctx, ctx.me)
    new = await ctx.store.accounts.get(offer.new)
    await ctx.audit(None, LINKED, known=mine, nickname=offer.nickname, link=link.id,
                    accounts=[offer.known, offer.new])  # fmt: skip
    await ctx.reply("link-confirmed", nickname=offer.nickname, platform=new.platform)
    await ctx.tell(new, "link-confirmed-new", nickname=mine, platform=ctx.me.platform)


async def _declined(ctx: Context, offer: LinkOffer) -> None:
    """The judges of a tournament still running hear that a game id has two claimants."""
    t = await ctx.store.tournaments.get(offer.tournament_id or 0)
    if t is None or not t.active:
        return
    mine = await _nickname_of(ctx, ctx.me)
    await ctx.alert_judges(t, "link-declined-judges", title=t.title, known=mine,
                           nickname=offer.nickname, game_id=offer.game_id)  # fmt: skip


@handles(Merge)
async def merge(ctx: Context, cmd: Merge) -> None:
    """`/merge`: a judge makes the persons of two nicknames one, by a link of kind «merge»
    between the accounts of their latest entries; audited with who and why."""
    h = await history(ctx)
    first, second = await _found(ctx, h, cmd.first), await _found(ctx, h, cmd.second)
    await _require_judge(ctx, h, first, second)
    _refuse_one_account("merge", first, second)
    refuse_merge(first.person, second.person, first.nickname, second.nickname)
    reason = check_reason(cmd.reason) if cmd.reason.strip() else None
    link = await ctx.store.links.add(first.account, second.account, "merge", ctx.me.id,
                                     reason, ctx.now)  # fmt: skip
    await ctx.audit(None, MERGED, first=first.nickname, second=second.nickname, link=link.id,
                    reason=reason, accounts=[first.account, second.account])  # fmt: skip
    await ctx.reply("merged", first=first.nickname, second=second.nickname)
    await _tell_both(ctx, "merged-you", first, second)


@handles(Unmerge)
async def unmerge(ctx: Context, cmd: Unmerge) -> None:
    """`/unmerge`: the links that join the two nicknames' accounts are undone (a judge's
    merge or a confirmation tapped by mistake); the newest go first, no more than needed."""
    h = await history(ctx)
    first, second = await _found(ctx, h, cmd.first), await _found(ctx, h, cmd.second)
    await _require_judge(ctx, h, first, second)
    _refuse_one_account("unmerge", first, second)
    refuse_unmerge(first.person, second.person, first.nickname, second.nickname)
    cut = split(first.account, second.account, await ctx.store.links.active())
    for link in cut:
        await ctx.store.links.undo(link.id, ctx.me.id, ctx.now)
    await ctx.audit(None, SPLIT, first=first.nickname, second=second.nickname,
                    links=[link.id for link in cut], kinds=[link.kind for link in cut],
                    count=len(cut))  # fmt: skip
    await ctx.reply("unmerged", first=first.nickname, second=second.nickname, count=len(cut))
    await _tell_both(ctx, "unmerged-you", first, second)


async def _found(ctx: Context, h: History, typed: str) -> Found:
    """The person under a nickname: by the finished tournaments (`History.find`), else by
    the newest entry of any tournament, a running one too, that held a place under it;
    `vk:Лось` / `tg:Лось` names that nickname's account on one platform (one nickname on
    both is the usual case of two accounts)."""
    platform, nickname = platform_of(typed)
    if platform is not None:
        entry = await ctx.store.players.latest_by_nickname(nickname, platform)
        if entry is None:
            raise Refusal("merge-unknown", nickname=typed)
        return Found(entry.account_id, h.person_of_account(entry.account_id), typed)
    person = h.find(nickname)
    if person is not None:
        key = nickname_key(nickname)
        for t in reversed(h.tournaments):
            for e in t.entries:
                if e.person == person and nickname_key(e.nickname) == key:
                    return Found(e.account, person, e.nickname)
    player = await ctx.store.players.latest_by_nickname(nickname)
    if player is None:
        raise Refusal("merge-unknown", nickname=nickname)
    return Found(player.account_id, h.person_of_account(player.account_id), player.nickname)


def _refuse_one_account(word: str, first: Found, second: Found) -> None:
    """Two nicknames of one account name one entry: one nickname on both platforms is told
    apart by `tg:` and `vk:`."""
    if first.account == second.account:
        raise Refusal(f"{word}-one-account", first=first.nickname, second=second.nickname,
                      nickname=platform_of(first.nickname)[1])  # fmt: skip


async def _require_judge(ctx: Context, h: History, *found: Found) -> None:
    """Global admins, or a judge of a tournament where either person held a place."""
    if ctx.is_admin:
        return
    seen: set[int] = set()
    for f in found:
        for account in accounts_of(f.person, h.persons) or [f.account]:
            for entry in await ctx.store.players.of_person(account):
                if entry.status not in PLAYED or entry.tournament_id in seen:
                    continue
                seen.add(entry.tournament_id)
                if await ctx.store.tournaments.is_judge(entry.tournament_id, ctx.me.id):
                    return
    raise Refusal("merge-judges-only")


async def _tell_both(ctx: Context, key: str, first: Found, second: Found) -> None:
    """Both entries' accounts hear it privately (the judge's own is answered already)."""
    for account in dict.fromkeys((first.account, second.account)):
        if account != ctx.me.id:
            await ctx.tell(account, key, first=first.nickname, second=second.nickname)


async def _nickname_of(ctx: Context, account: Account) -> str:
    """How others know an account: its latest nickname, else its name on the platform."""
    entries = await ctx.store.players.of_person(account.id)
    return entries[-1].nickname if entries else account.name
