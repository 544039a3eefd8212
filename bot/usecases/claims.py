"""Winners claim their prizes: asked, answered, reminded, forfeited (PRZ-1…PRZ-3).

The winners are asked when the final standings are out and again when a correction in the
review window moves places; every limit is a persisted deadline, so a restart loses none.
"""

from __future__ import annotations

from bot.commands import ClaimClock, ClaimPrize, DocumentsSent, PersonalData
from bot.context import Context, NeedChoice
from bot.domain.claim_rules import (
    Contact,
    answer_fields,
    documents_target,
    lost_to_disqualification,
    nothing_to_claim,
    places_moved,
    refuse_documents,
)
from bot.domain.errors import Refusal
from bot.domain.model import IN_STANDINGS, Player
from bot.domain.prizes import (
    FIELDS,
    OPEN,
    SETTLED,
    Award,
    Claim,
    ClaimStatus,
    Prize,
    awards,
    can_answer,
    claim_due,
    move,
    needs_documents,
    parse_prizes,
    prize_words,
    reminders,
)
from bot.domain.tournament import Tournament
from bot.notices import Button, Deletion, Notice
from bot.usecases.registry import handles
from bot.usecases.stages import final_order
from bot.wording import message_params

FIELD_TEXT = {
    "nickname": "claim-field-nickname",
    "game_id": "claim-field-game_id",
    "platform_nick": "claim-field-platform_nick",
}
MOMENTS = ("half", "day", "due")


def prize_param(prize: Prize) -> dict:
    """A prize in words: its kind and what is given."""
    return prize_words(prize)


def documents_contact(ctx: Context, t: Tournament) -> dict | str:
    """PRZ-2: where the organizer collects documents; the tournament's own address first."""
    contact = t.settings.documents_contact or ctx.deps.documents_contact
    return contact or message_params.text("documents-contact-unknown")


async def current_awards(ctx: Context, t: Tournament) -> list[Award]:
    """Every prize line with the players at its places now (PRZ-3, MOD-8, REG-8)."""
    prizes = parse_prizes(t.settings.prizes)
    if not prizes:
        return []
    order = [(place, pid) for place, pid, _ in await final_order(ctx, t)]
    players = {p.id: p for p in await ctx.store.players.list(t.id, IN_STANDINGS)}
    return awards(prizes, order, players, t.settings.drop_keeps_prize)


async def award_prizes(ctx: Context, t: Tournament) -> None:
    """The final standings are out: each winner is asked privately (PRZ-1)."""
    given = await current_awards(ctx, t)
    for award in given:
        await _open(ctx, t, award)
    if given:
        await ctx.alert_judges(t, "prizes-asked-alert", title=t.title, id=t.id, count=len(given))


async def reaward_prizes(ctx: Context, t: Tournament) -> None:
    """A correction moved places (RES-8): claims of lost places end, new winners are asked."""
    given = await current_awards(ctx, t)
    lost, new = places_moved(await ctx.store.prizes.claims(t.id), given)
    for claim in lost:
        if claim.status is not ClaimStatus.PAID:
            await _withdraw(ctx, t, claim)
        else:
            player = await ctx.store.players.get(claim.player_id)
            await ctx.alert_judges(
                t, "prize-paid-place-moved", nickname=player.nickname, place=claim.place,
                title=t.title,
            )  # fmt: skip
    for award in new:
        await _open(ctx, t, award)


async def _open(ctx: Context, t: Tournament, award: Award) -> None:
    player = await ctx.store.players.get(award.player)
    prize = award.prize
    if award.refused is not None:
        # PRZ-3, MOD-8, S4 8.7: his prize stays with the organizer; nobody moves up.
        await ctx.audit(t, "prize-refused", player=player.nickname, line=prize.line,
                        place=award.place, why=award.refused)  # fmt: skip
        await ctx.tell_player(player, f"prize-refused-{award.refused}", title=t.title,
                              place=award.place, prize=prize_param(prize))  # fmt: skip
        return
    due = claim_due(ctx.now, prize.kind, ctx.deps.tz)
    claim = await ctx.store.prizes.add_claim(
        t.id, prize.line, award.place, player.id, player.account_id, prize.kind, ctx.now, due
    )
    await ctx.audit(t, "prize-asked", player=player.nickname, line=prize.line,
                    place=award.place, claim=claim.id)  # fmt: skip
    await ask(ctx, t, claim, prize, "ask")
    for moment, at in reminders(claim.asked_at, due, ctx.now).items():
        await ctx.schedule(t, at, ClaimClock(claim=claim.id, moment=moment, tournament=t.id))
    await ctx.schedule(t, due, ClaimClock(claim=claim.id, moment="due", tournament=t.id))


async def ask(ctx: Context, t: Tournament, claim: Claim, prize: Prize, moment: str) -> None:
    """The question to the winner (or its reminder): what to send, where, and until when."""
    player = await ctx.store.players.get(claim.player_id)
    params = {
        "title": t.title,
        "place": claim.place,
        "prize": prize_param(prize),
        "due": message_params.date_time(claim.due_at),
    }
    prefix = "" if moment == "ask" else "claim-reminder-"
    if needs_documents(prize.kind):
        button = Button("btn-documents-sent", DocumentsSent(claim=claim.id, tournament=t.id))
        key = f"{prefix or 'prize-'}documents"
        await ctx.tell_player(player, key, [[button]], contact=documents_contact(ctx, t),
                              **params)  # fmt: skip
        return
    key = f"{prefix or 'prize-'}details"
    await ctx.tell_player(player, key, nickname=player.nickname,
                          game_id=player.game_id or "123456", **params)  # fmt: skip


async def forfeit_disqualified(ctx: Context, t: Tournament, player: Player) -> None:
    """PRZ-3, MOD-8: a disqualified winner's unpaid claims end at once, forfeited, not passed on.

    S4 8.7 and 11.7: his prize place stays with the organizer; he and the judges are told in
    the same transaction as the disqualification. A prize already paid is the judges' to
    settle: they are told.
    """
    for claim in await ctx.store.prizes.claims(t.id):
        if claim.player_id != player.id:
            continue
        prize = prize_param(_prize_of(t, claim))
        if claim.status is ClaimStatus.PAID:
            await ctx.alert_judges(t, "prize-paid-disqualified", nickname=player.nickname,
                                   place=claim.place, prize=prize, title=t.title)  # fmt: skip
            continue
        target = move(claim.status, "disqualified")
        if target is None:
            continue  # already forfeited or withdrawn: nothing left to end
        await ctx.store.prizes.close(claim.id, target, ctx.now)
        for moment in MOMENTS:
            await ctx.unschedule(ClaimClock(claim=claim.id, moment=moment))
        await ctx.audit(t, "prize-forfeited-disqualified", player=player.nickname,
                        line=claim.line, place=claim.place, claim=claim.id)  # fmt: skip
        await ctx.tell_player(player, "prize-forfeited-disqualified", title=t.title,
                              place=claim.place, prize=prize)  # fmt: skip
        await ctx.alert_judges(t, "prize-forfeited-disqualified-alert", nickname=player.nickname,
                               place=claim.place, prize=prize, title=t.title)  # fmt: skip


async def _no_claim(ctx: Context) -> Refusal:
    """Why the sender has nothing to claim: a disqualification says so (PRZ-3), else none."""
    entries = [
        (entry.status, await ctx.store.tournaments.get(entry.tournament_id))
        for entry in await ctx.store.players.of_person(ctx.me.id)
    ]
    return nothing_to_claim(entries)


async def _withdraw(ctx: Context, t: Tournament, claim: Claim) -> None:
    await ctx.store.prizes.close(claim.id, ClaimStatus.WITHDRAWN, ctx.now)
    for moment in MOMENTS:
        await ctx.unschedule(ClaimClock(claim=claim.id, moment=moment))
    player = await ctx.store.players.get(claim.player_id)
    await ctx.audit(t, "prize-withdrawn", player=player.nickname, line=claim.line,
                    claim=claim.id)  # fmt: skip
    await ctx.tell_player(player, "prize-withdrawn", title=t.title, place=claim.place)


def _prize_of(t: Tournament, claim: Claim) -> Prize:
    for prize in parse_prizes(t.settings.prizes):
        if prize.line == claim.line:
            return prize
    # The table changed after the claim was opened: the claim keeps what it was asked for.
    return Prize(claim.line, 0, 0, claim.kind, "—")


async def _my_claims(ctx: Context, cmd: ClaimPrize | DocumentsSent, documents: bool
                     ) -> tuple[Tournament, list[Claim]]:  # fmt: skip
    """The sender's claims still taking an answer, of one tournament (he picks when several)."""
    mine = [
        c for c in await ctx.store.prizes.claims_of(ctx.me.id, (*OPEN, *SETTLED))
        if can_answer(c, ctx.now) and needs_documents(c.kind) is documents
        and (cmd.tournament is None or c.tournament_id == cmd.tournament)
    ]  # fmt: skip
    if not mine:
        raise await _no_claim(ctx)
    ids = sorted({c.tournament_id for c in mine})
    tournaments = [t for t in [await ctx.store.tournaments.get(i) for i in ids] if t]
    if len(tournaments) > 1:
        raise NeedChoice(tournaments)
    return tournaments[0], [c for c in mine if c.tournament_id == tournaments[0].id]


@handles(ClaimPrize)
async def claim_prize(ctx: Context, cmd: ClaimPrize) -> None:
    """A winner of bonuses or items gives his game nickname, game id and platform nickname."""
    if not ctx.env.chat.private:
        raise Refusal("claim-in-private")
    # PRZ-2: the grammar turns such a claim into PersonalData (its message deleted); a claim
    # that came another way gets the same answer. The nickname fields are checked once placed.
    contact = await _contact(ctx)
    refuse_documents(cmd.fields, contact)
    t, claims = await _my_claims(ctx, cmd, documents=False)
    first = claims[0]
    if not cmd.fields:
        await ask(ctx, t, first, _prize_of(t, first), "ask")
        return
    fields = answer_fields(first, cmd.fields, contact)
    for claim in claims:  # one answer serves every bonus or items prize of the tournament
        merged = {name: fields.get(name) or getattr(claim, name) for name in FIELDS}
        given = {name: value for name, value in merged.items() if value}
        done = len(given) == len(FIELDS)
        status = ClaimStatus.ANSWERED if done else ClaimStatus.ASKED
        saved = await ctx.store.prizes.answer(claim.id, given, status, ctx.now)
        if done:
            await _settled(ctx, t, saved, "prize-answered")
    saved = await ctx.store.prizes.claim(first.id)
    assert saved is not None
    missing = saved.missing()
    if missing:
        # The answer lacked a field: ask again for exactly that field.
        items = [{"$key": FIELD_TEXT[name]} for name in missing]
        fields = message_params.each(FIELD_TEXT[missing[0]], items, ", ")
        await ctx.reply("claim-missing", fields=fields, due=message_params.date_time(saved.due_at))
        return
    await ctx.reply("claim-answered", title=t.title, due=message_params.date_time(saved.due_at))


@handles(DocumentsSent)
async def documents_sent(ctx: Context, cmd: DocumentsSent) -> None:
    """PRZ-2: the winner says he sent his documents; only that is recorded."""
    claim = await ctx.store.prizes.claim(cmd.claim)
    if claim is None or claim.account_id != ctx.me.id:
        raise Refusal("claim-none")
    owner = await ctx.store.players.get(claim.player_id)
    if lost_to_disqualification(claim, owner.status):
        raise await _no_claim(ctx)
    target = documents_target(claim, ctx.now)
    t = await ctx.store.tournaments.get(claim.tournament_id)
    assert t is not None
    saved = await ctx.store.prizes.answer(claim.id, {}, target, ctx.now)
    await _settled(ctx, t, saved, "prize-documents-sent")
    await ctx.reply("claim-documents-noted", title=t.title, contact=documents_contact(ctx, t))


async def _settled(ctx: Context, t: Tournament, claim: Claim, action: str) -> None:
    for moment in MOMENTS:
        await ctx.unschedule(ClaimClock(claim=claim.id, moment=moment))
    player = await ctx.store.players.get(claim.player_id)
    await ctx.audit(t, action, player=player.nickname, line=claim.line, claim=claim.id)
    await ctx.alert_judges(t, "prize-settled-alert", nickname=player.nickname,
                           place=claim.place, title=t.title,
                           status={"$text": f"claim-status-{claim.status}"})  # fmt: skip


@handles(ClaimClock)
async def claim_clock(ctx: Context, cmd: ClaimClock) -> None:
    """A reminder at half-time and a day before; at the deadline the prize is forfeited."""
    claim = await ctx.store.prizes.claim(cmd.claim)
    if claim is None or move(claim.status, "forfeited") is None:
        return  # answered, withdrawn or paid since: nothing to remind of or forfeit
    t = await ctx.store.tournaments.get(claim.tournament_id)
    assert t is not None
    if cmd.moment != "due":
        await ask(ctx, t, claim, _prize_of(t, claim), cmd.moment)
        return
    # S4 8.5, 8.12: past the limit the prize is forfeited and does not pass to the next place.
    await ctx.store.prizes.close(claim.id, ClaimStatus.FORFEITED, ctx.now)
    player = await ctx.store.players.get(claim.player_id)
    prize = prize_param(_prize_of(t, claim))
    await ctx.audit(t, "prize-forfeited", player=player.nickname, line=claim.line,
                    claim=claim.id)  # fmt: skip
    await ctx.tell_player(player, "prize-forfeited", title=t.title, place=claim.place,
                          prize=prize)  # fmt: skip
    await ctx.alert_judges(t, "prize-forfeited-alert", nickname=player.nickname,
                           place=claim.place, prize=prize, title=t.title)  # fmt: skip


@handles(PersonalData)
async def personal_data(ctx: Context, cmd: PersonalData) -> None:
    """PRZ-2: documents in a chat are not taken: the message goes, the right address is told.

    The text never reached the core (the grammar kept only the message id), so nothing of it
    is in the journal, the audit log or the outbox.
    """
    if cmd.message_id:
        await ctx.notify(Notice(ctx.here(), "personal-data-deleted",
                                attachment=Deletion(cmd.message_id)))  # fmt: skip
    await ctx.reply("personal-data-refused", contact=await _contact(ctx))


async def _contact(ctx: Context) -> Contact:
    """Where the sender's documents go: the tournament of his claim (a money one first)."""
    contact: Contact = ctx.deps.documents_contact or message_params.text(
        "documents-contact-unknown"
    )
    claims = await ctx.store.prizes.claims_of(ctx.me.id, (*OPEN, *SETTLED))
    for claim in sorted(claims, key=lambda c: needs_documents(c.kind)):
        t = await ctx.store.tournaments.get(claim.tournament_id)
        if t is not None:
            contact = documents_contact(ctx, t)
    return contact
