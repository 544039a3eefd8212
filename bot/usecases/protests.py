"""Protests with exactly one reason, within their window, decided by a judge (PRO-1…PRO-9)."""

from __future__ import annotations

from bot.commands import (
    AskEvidence,
    AutoConfirm,
    DecideProtest,
    EvidenceDeadline,
    FileProtest,
    ListProtests,
    PlainText,
    ProtestReason,
    ReopenProtest,
)
from bot.context import Context, NeedChoice
from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus
from bot.domain.protest_rules import (
    WINDOW,
    Protest,
    ProtestStatus,
    Reason,
    check_decidable,
    check_decision,
    check_reopen,
    check_text,
    check_window,
    chosen_reason,
    deadline,
    ended_at,
    may_file,
    split_decision,
)
from bot.domain.review import refuse_uncorrectable
from bot.domain.tournament import Tournament
from bot.notices import Button
from bot.usecases.lookups import current_match, playing
from bot.usecases.match_chats import tell_match_chats
from bot.usecases.registry import handles
from bot.usecases.results import judge_result
from bot.wording import message_params


def protest_button(t: Tournament, match: Match) -> list[list[Button]]:
    """«Подать жалобу судье» under a result message (PRO-1)."""
    return [[Button("btn-protest", FileProtest(match=match.number, tournament=t.id))]]


async def _own(ctx: Context, protest_id: int) -> tuple[Protest, Tournament]:
    protest = await ctx.store.conduct.protest(protest_id)
    if protest is None:
        raise Refusal("protest-unknown", id=protest_id)
    t = await ctx.store.tournaments.get(protest.tournament_id)
    assert t is not None
    me = await ctx.player(t)
    if me is None or me.id != protest.protester:
        raise Refusal("protest-not-yours")
    return protest, t


@handles(FileProtest)
async def file_protest(ctx: Context, cmd: FileProtest) -> None:
    """Start a protest: the bot fills in both nicknames and asks for one reason (PRO-2)."""
    t = await ctx.resolve(cmd)
    refuse_uncorrectable(t)  # PRO-3: the last round's window outlives /finish
    me = await playing(ctx, t)
    match = (
        await ctx.store.matches.by_number(t.id, cmd.match)
        if cmd.match is not None
        else await current_match(ctx, t, me)
    )
    if match is None or not match.involves(me.id) or match.b is None:
        raise Refusal("protest-no-match")
    earlier = await ctx.store.conduct.protests_of(t.id, me.id)
    scope = t.settings.protest_scope
    stages: dict[int, int] = {}  # PRO-4 per stage: the stage of each match protested before
    if scope != "round":
        for p in earlier:
            other = await ctx.store.matches.get(p.match_id)
            if other is not None:
                stages[p.match_id] = other.stage
    may_file(earlier, match, ctx.now, limit=t.settings.protest_limit, scope=scope,
             stages=stages)  # fmt: skip
    accused = await ctx.store.players.get(match.opponent_of(me.id) or 0)
    draft = await ctx.store.conduct.new_protest(
        t.id, match.id, match.round, me.id, accused.id, ctx.now
    )
    buttons = [
        [
            Button(
                f"reason-{reason}", ProtestReason(protest=draft.id, reason=reason, tournament=t.id)
            )
        ]
        for reason in Reason
    ]
    await ctx.reply("protest-reason-ask", buttons, number=match.number, me=me.nickname,
                    accused=accused.nickname)  # fmt: skip


@handles(ProtestReason)
async def protest_reason(ctx: Context, cmd: ProtestReason) -> None:
    """The one reason of a protest; its text comes next as one message."""
    protest, _ = await _own(ctx, cmd.protest)
    reason = chosen_reason(protest, cmd.reason)
    await ctx.store.conduct.update_protest(protest.id, reason=reason)
    await ctx.reply("protest-text-ask", reason=message_params.text(f"reason-{reason}"))


async def _waiting_draft(ctx: Context) -> Protest | None:
    """The sender's protest draft that has its reason and waits for its text."""
    try:
        t = await ctx.resolve(PlainText())
    except (Refusal, NeedChoice):
        return None
    me = await ctx.player(t)
    if me is None:
        return None
    drafts = [
        p for p in await ctx.store.conduct.protests_of(t.id, me.id)
        if p.status is ProtestStatus.DRAFT and p.reason is not None
    ]  # fmt: skip
    return drafts[-1] if drafts else None


async def awaited_text(ctx: Context, text: str, message_id: int) -> bool:
    """Text the bot asked this person for in this chat, taken as his next plain message:
    a judge's decision after his button (PRO-8), or a protest's one reason (PRO-2).

    False when nothing waits for it: the caller treats it as ordinary text.
    """
    chat = ctx.env.chat
    judged = await ctx.store.conduct.awaiting_decision(ctx.me.id, chat.platform, chat.id)
    if judged is not None and judged.awaiting_verdict is not None:
        t = await ctx.store.tournaments.get(judged.tournament_id)
        assert t is not None
        if await ctx.is_judge(t):
            await _decide(ctx, t, judged, judged.awaiting_verdict, text)
            return True
    if not chat.private:
        return False
    draft = await _waiting_draft(ctx)
    if draft is None:
        return False
    await _file_text(ctx, draft, text, message_id)
    return True


@handles(PlainText)
async def plain_text(ctx: Context, cmd: PlainText) -> None:
    """Text the bot waits for (a protest's, a decision's); otherwise a hint at the commands."""
    if not await awaited_text(ctx, cmd.text, cmd.message_id):
        await ctx.reply("plain-text-hint")


async def _file_text(ctx: Context, draft: Protest, raw: str, message_id: int) -> None:
    """The protest's text: it goes to the judges, and the protest is filed (PRO-1)."""
    text = check_text(raw)  # PRO-2, PRO-7: exactly one reason
    t = await ctx.store.tournaments.get(draft.tournament_id)
    assert t is not None
    match = await ctx.store.matches.get(draft.match_id)
    assert match is not None
    check_window(match, ctx.now)  # PRO-3, checked again
    chat = ctx.env.chat
    await ctx.store.conduct.update_protest(
        draft.id, status=ProtestStatus.OPEN, text=text,
        carrier=(chat.platform, chat.id, message_id), filed_at=ctx.now,
    )  # fmt: skip
    me = await ctx.store.players.get(draft.protester)
    accused = await ctx.store.players.get(draft.accused)
    await ctx.audit(t, "protest", id=draft.id, match=match.number, reason=draft.reason)
    await ctx.reply("protest-filed", id=draft.id, number=match.number)
    judge_buttons = [[
        *verdict_buttons(t, draft.id),
        Button("btn-protest-evidence", AskEvidence(draft.id, 15, tournament=t.id)),
    ]]  # fmt: skip
    about = {"id": draft.id, "number": match.number, "me": me.nickname,
             "accused": accused.nickname, "reason": message_params.text(f"reason-{draft.reason}"),
             "text": text}  # fmt: skip
    await ctx.alert_judges(t, "protest-alert", judge_buttons, **about, title=t.title, tid=t.id)
    # PRO-1, S4 10.1: the protest is copied to the match's own chat as well.
    await tell_match_chats(ctx, t, match, "protest-copy-match", **about)
    if match.status is MatchStatus.REPORTED:
        # RES-3, PRO-1: the protest holds the reported score until a judge decides.
        await ctx.unschedule(AutoConfirm(match_id=match.id))
        for pid in (draft.protester, draft.accused):
            player = await ctx.store.players.get(pid)
            await ctx.tell_player(player, "result-held", number=match.number, id=draft.id)
    # PRO-1: the channel learns a protest was filed, not its text.
    await ctx.announce(t, "protest-noted", number=match.number, me=me.nickname)
    await ctx.tell_player(accused, "protest-against-you", number=match.number,
                          me=me.nickname)  # fmt: skip


async def withdraw_edited(ctx: Context, protest: Protest) -> None:
    """PRO-5: the message that carried the protest was edited: the protest is rejected."""
    t = await ctx.store.tournaments.get(protest.tournament_id)
    assert t is not None
    await ctx.store.conduct.update_protest(protest.id, status=ProtestStatus.WITHDRAWN)
    await ctx.audit(t, "protest-edited", id=protest.id)
    me = await ctx.store.players.get(protest.protester)
    await ctx.tell_player(me, "protest-edited", id=protest.id)
    await ctx.alert_judges(t, "protest-edited-alert", id=protest.id, me=me.nickname,
                           title=t.title, tid=t.id)  # fmt: skip


async def judged_protest(ctx: Context, protest_id: int) -> Protest:
    """The protest of the tournament the caller judges; unknown to a judge of another one."""
    t = ctx.judged
    protest = await ctx.store.conduct.protest(protest_id)
    if protest is None or protest.tournament_id != t.id:
        raise Refusal("protest-unknown", id=protest_id)
    return protest


@handles(DecideProtest)
async def decide_protest(ctx: Context, cmd: DecideProtest) -> None:
    """The judge's decision is final and goes to both players (PRO-8).

    Without a text (the accept / reject buttons) the bot asks for it, and the judge's next
    message in this chat is the decision (see `awaited_text`).
    """
    protest = await judged_protest(ctx, cmd.protest)
    t = ctx.judged
    check_decidable(protest)
    if cmd.text:
        await _decide(ctx, t, protest, cmd.verdict, cmd.text)
        return
    chat = ctx.env.chat
    await ctx.store.conduct.await_decision(
        protest.id, cmd.verdict, ctx.me.id, chat.platform, chat.id
    )
    status = _verdict_status(cmd.verdict)
    await ctx.reply("decision-text-ask", id=protest.id, judge=ctx.me.name,
                    verdict=message_params.text(f"verdict-{status}"))  # fmt: skip


def verdict_buttons(t: Tournament, protest_id: int) -> list[Button]:
    """«Принять» and «Отклонить» for a protest (PRO-8)."""
    return [
        Button("btn-protest-accept", DecideProtest(protest_id, "accept", tournament=t.id)),
        Button("btn-protest-reject", DecideProtest(protest_id, "reject", tournament=t.id)),
    ]


def _verdict_status(verdict: str) -> ProtestStatus:
    return ProtestStatus.ACCEPTED if verdict == "accept" else ProtestStatus.REJECTED


async def _decide(ctx: Context, t: Tournament, protest: Protest, verdict: str, raw: str) -> None:
    """Record the final decision and send it to both players (PRO-8).

    An accepting decision may start with the match's new score (`2:1 text`): the result is
    set first, exactly as the judge's /result sets it, final and audited (RES-8).
    """
    score, text = split_decision(raw) if verdict == "accept" else (None, check_decision(raw))
    if score is not None:
        match = await ctx.store.matches.get(protest.match_id)
        assert match is not None
        await judge_result(ctx, t, match.number, score, reason=text)
    status = _verdict_status(verdict)
    await ctx.store.conduct.update_protest(
        protest.id, status=status, decision=text, decided_at=ctx.now
    )
    await ctx.store.conduct.stop_awaiting(protest.id)
    await ctx.unschedule(EvidenceDeadline(protest=protest.id))
    await ctx.audit(t, "protest-decided", id=protest.id, verdict=verdict, text=text)
    match = await ctx.store.matches.get(protest.match_id)
    assert match is not None
    await _release(ctx, t, match)
    for pid in (protest.protester, protest.accused):
        await ctx.tell_player(await ctx.store.players.get(pid), f"protest-{status}",
                              id=protest.id, number=match.number, text=text)  # fmt: skip
    worded = message_params.text(f"verdict-{status}")
    await ctx.reply("protest-decided-judge", id=protest.id, verdict=worded, number=match.number)
    # PRO-8, S4 6.2: the match's participants learn the decision where the match is played.
    await tell_match_chats(ctx, t, match, "protest-decision-match", id=protest.id,
                           number=match.number, verdict=message_params.text(f"verdict-{status}"),
                           text=text)  # fmt: skip


async def _release(ctx: Context, t: Tournament, match: Match) -> None:
    """A held report waits for confirmation again, with the whole window (RES-3)."""
    report = match.report
    if match.status is not MatchStatus.REPORTED or report is None:
        return
    if await ctx.store.conduct.open_protest_on(match.id):
        return  # another protest still holds it
    due = ctx.now + t.settings.confirm_minutes * 60
    await ctx.schedule(t, due, AutoConfirm(match_id=match.id, reported_at=report.at))
    for pid in (match.a, match.b):
        if pid is not None:
            player = await ctx.store.players.get(pid)
            await ctx.tell_player(
                player,
                "result-released",
                number=match.number,
                due=message_params.clock_time(due, ctx.now),
            )


@handles(ReopenProtest)
async def reopen_protest(ctx: Context, cmd: ReopenProtest) -> None:
    """PRO-5: a judge may accept an edited protest within the same 10 minutes."""
    protest = await judged_protest(ctx, cmd.protest)
    check_reopen(protest, ctx.now)
    await ctx.store.conduct.update_protest(protest.id, status=ProtestStatus.OPEN)
    await ctx.audit(ctx.judged, "protest-reopened", id=protest.id)
    await ctx.tell_player(await ctx.store.players.get(protest.protester), "protest-reopened",
                          id=protest.id)  # fmt: skip
    await ctx.reply("protest-reopened-judge", id=protest.id)


@handles(ListProtests)
async def list_protests(ctx: Context, cmd: ListProtests) -> None:
    """Open protests and their deadlines: PRO-3's window, or the evidence's (PRO-6)."""
    t = ctx.judged
    items = []
    for p in await ctx.store.conduct.open_protests(t.id):
        match = await ctx.store.matches.get(p.match_id)
        me = await ctx.store.players.get(p.protester)
        accused = await ctx.store.players.get(p.accused)
        due = deadline(p, ended_at(match) if match else None)
        items.append({
            "id": p.id, "number": match.number if match else 0, "me": me.nickname,
            "accused": accused.nickname, "reason": message_params.text(f"reason-{p.reason}"),
            "state": message_params.text(f"protest-state-{p.status}"),
            "due": message_params.text("protest-due", moment=message_params.date_time(due))
            if due is not None
            else message_params.text("protest-due-playing", minutes=WINDOW // 60),
        })  # fmt: skip
    if not items:
        raise Refusal("no-open-protests", title=t.title)
    await ctx.reply(
        "protests-list", title=t.title, items=message_params.each("protest-row", items)
    )
