"""Moderation of the tournament chats: obscenity, insults, flood, spam, chat edits (MOD-2)."""

from __future__ import annotations

import hashlib
from functools import cache

from bot.commands import ChatEvent, ChatMessage, MessageEdited
from bot.context import Context
from bot.domain.model import IN_STANDINGS, PlayerStatus
from bot.domain.sanction_rules import Kind, Violation, chat_decision, same_violation
from bot.domain.tournament import Tournament
from bot.moderation import TextFilter, Verdict
from bot.moderation.card_spans import CardNames
from bot.notices import Deletion, Notice, Recipient
from bot.usecases.decks import CARDS, card_pool
from bot.usecases.protests import awaited_text, withdraw_edited
from bot.usecases.registry import handles
from bot.usecases.sanctions import apply, person
from bot.wording import message_params

REPEAT_WINDOW = 60  # seconds: the same text three times within it is spam
REPEATS = 3
QUOTE = 300


MODERATED = ("channel", "match")  # the chats moderation reads; the judges' chat is not one


@cache
def _filter(links_allowed: bool, insults: tuple[str, ...], allowed: tuple[str, ...]) -> TextFilter:
    return TextFilter(insults=insults, allowed=allowed, links_allowed=links_allowed)


def text_filter(ctx: Context, links_allowed: bool) -> TextFilter:
    """The filter with the organizer's word lists, its dictionaries loaded once per process."""
    return _filter(links_allowed, ctx.deps.insults, ctx.deps.allowed)


# The loaded card pool's names by its library version: one pool is loaded at a time, so one
# entry; a new import changes the version and the names are read again (MOD-2, DECK-4).
_CARD_NAMES: dict[tuple[float, int, str], CardNames] = {}


async def card_names(ctx: Context) -> CardNames | None:
    """The names of the loaded card pool, read and indexed once per loaded version."""
    version = await ctx.store.decks.library_version(CARDS)
    if version is None:
        return None
    names = _CARD_NAMES.get(version)
    if names is None:
        pool, _ = await card_pool(ctx)
        names = CardNames(card.name for card in pool)
        _CARD_NAMES.clear()
        _CARD_NAMES[version] = names
    return names


async def verdict_of(ctx: Context, t: Tournament, text: str) -> Verdict:
    """What a chat text violates; the card pool's names never do (MOD-2, DECK-4)."""
    return text_filter(ctx, t.settings.links).check(text, await card_names(ctx))


async def _watched(ctx: Context) -> tuple[Tournament, str] | None:
    """The tournament whose channel or match chat this is, and which of the two it is."""
    chat = ctx.env.chat
    if chat.private:
        return None
    for binding in await ctx.store.tournaments.bindings_of_chat(chat.platform, chat.id):
        if binding.role in MODERATED:
            t = await ctx.store.tournaments.get(binding.tournament_id)
            return None if t is None else (t, binding.role)
    return None


@handles(ChatMessage)
async def chat_message(ctx: Context, cmd: ChatMessage) -> None:
    """Check a channel or match chat message; a violation is removed and sanctioned (MOD-2)."""
    if await awaited_text(ctx, cmd.text, cmd.message_id):
        return  # the text the bot asked this judge for in this chat: his decision (PRO-8)
    watched = await _moderated(ctx)
    if watched is None:
        return  # chatter elsewhere is not the bot's business; judges are not moderated
    t = watched[0]
    verdict = await verdict_of(ctx, t, cmd.text)
    violation = Violation(verdict.violation) if verdict.violation else None
    chat = ctx.env.chat
    digest = hashlib.sha1(" ".join(cmd.text.lower().split()).encode()).hexdigest()
    counts = await ctx.store.conduct.chat_counts(
        chat.platform, chat.id, ctx.me.id, digest, ctx.now - t.settings.flood_seconds,
        ctx.now - REPEAT_WINDOW,
    )  # fmt: skip
    await ctx.store.conduct.log_chat(chat.platform, chat.id, ctx.me.id, digest, ctx.now)
    recent, repeats = counts
    if violation is None and recent + 1 > t.settings.flood_messages:
        violation = Violation.FLOOD
    elif violation is None and repeats + 1 >= REPEATS and cmd.text.strip():
        # MOD-2 spam is the same words again; files without a caption have no words at all.
        violation = Violation.SPAM
    if violation is None:
        return
    await _act(ctx, t, violation, cmd.text, cmd.message_id, verdict.match)


async def _act(
    ctx: Context, t: Tournament, violation: Violation, text: str | dict, message_id: int | None,
    fragment: str | None,
) -> None:  # fmt: skip
    """Remove the message where the bot may, sanction by the rules, quote it to the judges."""
    if message_id:
        here = Recipient(ctx.env.chat.platform, ctx.env.chat.id, ctx.deps.default_locale)
        await ctx.notify(
            Notice(here, "deleted", attachment=Deletion(message_id), tournament_id=t.id)
        )
    player = await ctx.player(t)
    is_player = player is not None and player.status in IN_STANDINGS
    accounts, game_ids = await person(ctx, ctx.me)
    earlier = [
        s for s in await ctx.store.conduct.sanctions_of(accounts, game_ids, t.id)
        if same_violation(s.violation, violation)  # MOD-3: obscenity and insults are one
    ]  # fmt: skip
    decision = chat_decision(violation, earlier, is_player)
    quote = text if not isinstance(text, str) or len(text) <= QUOTE else text[:QUOTE] + "…"
    await ctx.alert_judges(
        t, "moderation-alert", name=ctx.me.name,
        violation=message_params.text(f"violation-{violation}"),
        quote=quote, fragment=fragment or "", title=t.title,
        who=message_params.text("mod-player" if is_player else "mod-spectator"),
    )  # fmt: skip
    reason = views_reason(violation, fragment)
    if is_player and player is not None and player.status is not PlayerStatus.DISQUALIFIED:
        await apply(ctx, t, player, decision, violation, reason, by_bot=True)
        return
    # A spectator: a remark; when he does it again, the judges decide (MOD-2).
    await ctx.store.conduct.add_sanction(
        ctx.me.id, t.id, Kind.REMARK, violation, reason, decision.rule, None, ctx.now
    )
    await ctx.tell(ctx.me, "you-got-remark", tournament=t, title=t.title, rule=decision.rule,
                   reason=reason, until="")  # fmt: skip
    if decision.escalated:
        violated = message_params.text(f"violation-{violation}")
        await ctx.alert_judges(t, "spectator-repeat", name=ctx.me.name, title=t.title,
                               violation=violated)  # fmt: skip


def views_reason(violation: Violation, fragment: str | None) -> str:
    """The reason recorded for a detected violation: its kind and the words at fault."""
    return f"{violation}: {fragment}" if fragment else str(violation)


async def _moderated(ctx: Context) -> tuple[Tournament, str] | None:
    """The active tournament watching this chat and the chat's role, unless a judge speaks."""
    watched = await _watched(ctx)
    if watched is None or not watched[0].active or await ctx.is_judge(watched[0]):
        return None
    return watched


@handles(MessageEdited)
async def message_edited(ctx: Context, cmd: MessageEdited) -> None:
    """An edit: of a protest's message (PRO-5), or in the channel or a match chat (MOD-2)."""
    chat = ctx.env.chat
    protest = await ctx.store.conduct.protest_carried_by(chat.platform, chat.id, cmd.message_id)
    if protest is not None and protest.status.value in ("open", "evidence"):
        await withdraw_edited(ctx, protest)
        return
    watched = await _moderated(ctx)
    if watched is None:
        return
    t, role = watched
    verdict = await verdict_of(ctx, t, cmd.text)
    if verdict.violation is not None:
        await _act(ctx, t, Violation(verdict.violation), cmd.text, cmd.message_id,
                   verdict.match)  # fmt: skip
    elif role == "match":
        # An edit in a match chat is not punished, but the judges see the new text (MOD-2).
        player = await ctx.player(t)
        quote = cmd.text if len(cmd.text) <= QUOTE else cmd.text[:QUOTE] + "…"
        await ctx.alert_judges(
            t, "moderation-edited", name=ctx.me.name, title=t.title, quote=quote,
            chat=chat.title or str(chat.id),
            who=message_params.text("mod-player" if player is not None else "mod-spectator"),
        )  # fmt: skip


@handles(ChatEvent)
async def chat_event(ctx: Context, cmd: ChatEvent) -> None:
    """Members added, a changed title or photo of the channel or a match chat (MOD-2)."""
    watched = await _moderated(ctx)
    if watched is None:
        return
    t, role = watched
    if cmd.event == "members" and not cmd.added:
        return
    what: str | dict = message_params.text(f"chat-event-{cmd.event}")
    if cmd.event == "members" and role == "match":
        # A match chat is for the two players and the judges: whoever was brought in leaves,
        # where the platform lets the bot remove him; the judges are told in any case.
        chat = ctx.env.chat
        removed = [
            await ctx.deps.directory.remove_member(chat.platform, chat.id, user_id)
            for user_id in cmd.added
        ]
        names = cmd.names if len(cmd.names) == len(cmd.added) else tuple(map(str, cmd.added))
        what = message_params.text(
            "chat-event-added-removed" if all(removed) else "chat-event-added-kept",
            added=", ".join(names),
        )
    await _act(ctx, t, Violation.CHAT, what, None, None)
