"""Judges prepare a tournament: create, set, bind chats, add judges, open and close."""

from __future__ import annotations

import dataclasses

from bot.commands import (
    AddJudge,
    Bind,
    CloseRegistration,
    ListPlayers,
    NewTournament,
    OpenRegistration,
    PostAnnouncement,
    Refuse,
    SetSettings,
    ShowSettings,
)
from bot.context import Context
from bot.domain.announcement import announcement_terms, changed_terms, changes_param
from bot.domain.announcing import (
    ANNOUNCE_DAYS,
    ANNOUNCEMENT_KEYS,
    lacks_announcement,
    refuse_post,
    short_notice,
    split_channels,
)
from bot.domain.applications import refuse_judges_refusal
from bot.domain.errors import Refusal
from bot.domain.model import ACTIVE_APPLICATION, Binding, PlayerStatus, TournamentStatus
from bot.domain.names import check_reason, check_title
from bot.domain.review import refuse_settings_after_end
from bot.domain.setting_names import named_items
from bot.domain.settings import TournamentSettings, apply_setting
from bot.domain.tournament import (
    Tournament,
    opening,
    refuse_locked_setting,
    refuse_rounds_below_current,
    refuse_unless_open,
)
from bot.notices import Button, Notice
from bot.usecases.admission import promote_waiting, schedule_checkin
from bot.usecases.finish_ask import stages_cut_asked
from bot.usecases.prizes import require_head
from bot.usecases.registry import handles
from bot.usecases.round_time import plan_schedule
from bot.usecases.seasons import check_season_setting
from bot.usecases.web_page import page_buttons
from bot.wording import message_params
from bot.wording.setting_lines import setting_areas, setting_lines


@handles(NewTournament)
async def new_tournament(ctx: Context, cmd: NewTournament) -> None:
    """Create a tournament in draft; its creator judges it (REG-1)."""
    title = check_title(cmd.title)
    settings = TournamentSettings(seed=f"{ctx.rng.getrandbits(32):08x}")
    t = await ctx.store.tournaments.create(title, settings, ctx.me.id, ctx.now)
    await ctx.store.tournaments.add_judge(t.id, ctx.me.id, ctx.me.id, ctx.now)
    await ctx.audit(t, "created", title=title)
    await ctx.reply("tournament-created", id=t.id, title=title)


@handles(SetSettings)
async def set_settings(ctx: Context, cmd: SetSettings) -> None:
    """Change settings: all of them or none when one is wrong."""
    t = ctx.judged
    if not cmd.items:
        raise Refusal("usage-set")
    # Russian names and English keys alike become the keys (issue 24): the checks below, the
    # audit and a confirmation's button all speak of keys.
    cmd = dataclasses.replace(cmd, items=named_items(cmd.items))
    keys = {key for key, _ in cmd.items}
    refuse_settings_after_end(t, keys)  # RES-8: only public_page changes after the end
    before = settings = t.settings
    await require_head(ctx, t, keys)  # S0 9.2
    for key, raw in cmd.items:
        refuse_locked_setting(t, key)
        settings = apply_setting(settings, key, raw, ctx.deps.tz)
    refuse_rounds_below_current(t, settings)
    await check_season_setting(ctx, t, settings, keys)  # issue 26: before the start
    if await stages_cut_asked(ctx, cmd, t, settings):
        return  # FMT-1: the stages it drops are named, the judge's tap saves it
    t = dataclasses.replace(t, settings=settings)
    await ctx.store.tournaments.save(t)
    changed = {key for key, _ in cmd.items}
    if {"checkin_from", "checkin_to"} & changed:
        await schedule_checkin(ctx, t)
    elif "checkin_remind_minutes" in changed:
        await schedule_checkin(ctx, t, ("remind",))  # REG-4: the reminder alone moves
    if {"schedule", "start"} & changed and t.status is not TournamentStatus.FINISHED:
        await plan_schedule(ctx, t)
    await ctx.audit(t, "settings", changes=dict(cmd.items))
    players = await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])
    lines = setting_lines(settings, len(players), keys)
    await ctx.reply("settings-changed", title=t.title, id=t.id, lines=lines)
    if "start" in dict(cmd.items):
        await warn_short_notice(ctx, t)
    terms = changed_terms(before, settings)
    if terms and t.status in (TournamentStatus.REGISTRATION, TournamentStatus.CLOSED):
        # REG-1: the channel's newest announcement always holds the conditions in force; the
        # whole text again (not a bare diff) so that it reads alone, its first line saying
        # what changed for those who read the first one.
        await announce(ctx, t, "announcement-updated", changes=changes_param(terms))


@handles(ShowSettings)
async def show_settings(ctx: Context, cmd: ShowSettings) -> None:
    """Show every setting."""
    t = ctx.judged
    players = await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])
    await ctx.reply(
        "settings", title=t.title, id=t.id, areas=setting_areas(t.settings, len(players))
    )


@handles(Bind)
async def bind(ctx: Context, cmd: Bind) -> None:
    """This group becomes the tournament's channel, its judges' chat or a match chat (COM-1).

    A chat has one binding per role; a tournament may have several channels and match chats.
    """
    t = ctx.judged
    chat = ctx.env.chat
    if chat.private:
        raise Refusal("bind-in-group")
    await ctx.store.tournaments.bind(
        Binding(chat.platform, chat.id, cmd.role, t.id, chat.title, chat.thread_id), ctx.now
    )
    await ctx.audit(t, "bind", role=cmd.role, chat=chat.id, platform=chat.platform)
    announced = await ctx.store.outbox.chats_with(t.id, ANNOUNCEMENT_KEYS)
    if cmd.role == "channel" and lacks_announcement(t.status, (chat.platform, chat.id), announced):
        # REG-1: registration opened before this channel was bound; the judge posts it here.
        post = await ctx.confirm_button(
            PostAnnouncement(tournament=t.id), t, "btn-post-announcement"
        )
        await ctx.reply("bound-channel-offer", [[post]], title=t.title, id=t.id)
    else:
        await ctx.reply(f"bound-{cmd.role}", title=t.title, id=t.id)
    if cmd.role in ("channel", "match"):
        # MOD-2: moderation needs to read every message and remove the bad ones.
        missing = await ctx.deps.directory.missing_rights(chat.platform, chat.id)
        if missing:
            await ctx.reply(f"bind-missing-{missing}")


@handles(AddJudge)
async def add_judge(ctx: Context, cmd: AddJudge) -> None:
    """The author of the replied message becomes a judge of the tournament."""
    t = ctx.judged
    target = ctx.env.reply_to
    if target is None or ctx.env.chat.private:
        raise Refusal("judge-needs-reply")
    account = await ctx.store.accounts.upsert(
        target.platform, target.user_id, target.name, target.username, target.locale, ctx.now
    )
    if not await ctx.store.tournaments.add_judge(t.id, account.id, ctx.me.id, ctx.now):
        raise Refusal("already-judge", name=account.name, title=t.title)
    await ctx.audit(t, "judge-added", judge=account.id, name=account.name)
    await ctx.reply("judge-added", name=account.name, title=t.title)
    await ctx.tell(account, "you-are-judge", tournament=t, title=t.title, id=t.id)


@handles(OpenRegistration)
async def open_registration(ctx: Context, cmd: OpenRegistration) -> None:
    """Open registration and post the announcement with a button into the bot (REG-1)."""
    t = ctx.judged
    if not opening(t):
        await tell_open(ctx, t)
        return
    t = dataclasses.replace(t, status=TournamentStatus.REGISTRATION, opened_at=ctx.now)
    await ctx.store.tournaments.save(t)
    await ctx.audit(t, "registration-opened")
    await announce(ctx, t, "announcement")
    channels = await ctx.store.tournaments.bindings(t.id, "channel")
    if channels:
        await ctx.reply("registration-opened", title=t.title, id=t.id, chats=_titles(channels))
    else:
        await ctx.reply("registration-opened-no-channel", title=t.title, id=t.id)
    await warn_short_notice(ctx, t)


async def tell_open(ctx: Context, t: Tournament) -> None:
    """A second /open: registration is open, where the announcement is, where it is not."""
    announced = await ctx.store.outbox.chats_with(t.id, ANNOUNCEMENT_KEYS)
    have, lack = split_channels(await ctx.store.tournaments.bindings(t.id, "channel"), announced)
    lines = [{"$key": "open-already-in", "chats": _titles(have)}] if have else []
    if lack:
        lines.append({"$key": "open-already-missing", "chats": _titles(lack), "id": t.id})
    elif not have:
        lines.append({"$key": "open-already-no-channel", "id": t.id})
    await ctx.reply("open-already", title=t.title, id=t.id, lines=message_params.each("", lines))


@handles(PostAnnouncement)
async def post_announcement(ctx: Context, cmd: PostAnnouncement) -> None:
    """The judge's tap under a bind confirmation: the announcement to that channel (REG-1)."""
    t = ctx.judged
    chat = ctx.env.chat
    here = [b for b in await ctx.store.tournaments.bindings(t.id, "channel")
            if (b.platform, b.chat_id) == (chat.platform, chat.id)]  # fmt: skip
    if not here:
        raise Refusal("post-not-channel", title=t.title, id=t.id)
    announced = await ctx.store.outbox.chats_with(t.id, ANNOUNCEMENT_KEYS)
    refuse_post(t.status, t.title, (chat.platform, chat.id), announced)
    await ctx.audit(t, "announcement-posted", chat=chat.id, platform=chat.platform)
    await announce(ctx, t, "announcement", to=here)


def _titles(channels: list[Binding]) -> dict:
    """Channels by title, as one text parameter: «Канал», «Группа ВК»."""
    items = [{"title": c.title or str(c.chat_id)} for c in channels]
    return message_params.each("open-chat", items, ", ")


async def announce(
    ctx: Context, t: Tournament, key: str, *, to: list[Binding] | None = None, **params: object
) -> None:
    """The announcement with the real conditions to every channel, or to `to` (REG-1)."""
    # The register button only while registration is open.
    judges = [(await ctx.store.accounts.get(j)) for j in await ctx.store.tournaments.judges(t.id)]
    contacts = ", ".join(f"@{j.username}" if j.username else j.name for j in judges)
    is_open = t.status is TournamentStatus.REGISTRATION
    buttons = [[Button("btn-register", deeplink=f"t{t.id}")]] if is_open else []
    buttons += page_buttons(ctx, t)  # the live page (issue 14)
    words = {
        "title": t.title,
        "id": t.id,
        "judges": contacts,
        "registration": message_params.text(
            "ann-registration-open" if is_open else "ann-registration-closed"
        ),
        **announcement_terms(t.settings),
        **params,
    }
    if to is None:
        await ctx.announce(t, key, buttons, **words)
        return
    rows = tuple(tuple(row) for row in buttons)
    for chat in to:
        await ctx.notify(Notice(ctx.shared(chat), key, words, rows, None, t.id))


async def warn_short_notice(ctx: Context, t: Tournament) -> None:
    """REG-1: warn the judge when the start is less than 3 days after the announcement."""
    start = t.settings.start
    if start is not None and short_notice(start, t.opened_at or ctx.now):
        await ctx.reply("short-notice", days=ANNOUNCE_DAYS, start=message_params.date_time(start))


@handles(CloseRegistration)
async def close_registration(ctx: Context, cmd: CloseRegistration) -> None:
    """Close registration; registered players stay."""
    t = ctx.judged
    refuse_unless_open(t)
    t = dataclasses.replace(t, status=TournamentStatus.CLOSED)
    await ctx.store.tournaments.save(t)
    await ctx.audit(t, "registration-closed")
    count = len(await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED]))
    await ctx.announce(t, "registration-closed-announce", title=t.title, count=count)
    await ctx.reply("registration-closed", title=t.title, count=count)


@handles(Refuse)
async def refuse(ctx: Context, cmd: Refuse) -> None:
    """Refuse an applicant before the start, with a reason he is told (REG-6)."""
    t = ctx.judged
    reason = check_reason(cmd.reason)
    refuse_judges_refusal(t)
    player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
    if player is None or player.status not in ACTIVE_APPLICATION:
        raise Refusal("no-such-applicant", nickname=cmd.nickname, title=t.title)
    await ctx.store.players.set_status(player.id, PlayerStatus.REFUSED, ctx.now, reason=reason)
    await ctx.audit(t, "refused", player=player.nickname, reason=reason)
    await ctx.tell_player(player, "you-are-refused", title=t.title, reason=reason)
    await ctx.reply("applicant-refused", nickname=player.nickname, reason=reason)
    await promote_waiting(ctx, t)


@handles(ListPlayers)
async def list_players(ctx: Context, cmd: ListPlayers) -> None:
    """Applicants and players with their status."""
    t = ctx.judged
    players = await ctx.store.players.list(t.id)
    items = [
        {
            "n": i,
            "nick": p.nickname,
            "game_id": p.game_id or "—",
            "status": message_params.text(f"player-{p.status}"),
        }
        for i, p in enumerate(players, start=1)
    ]
    registered = sum(p.status is PlayerStatus.REGISTERED for p in players)
    if not items:
        raise Refusal("no-players-yet", title=t.title)
    await ctx.reply(
        "players-list",
        title=t.title,
        count=registered,
        players=message_params.each("players-row", items),
    )
