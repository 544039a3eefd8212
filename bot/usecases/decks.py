"""Decklists: the organizer's card data, players' lists checked against the deck rules, their
privacy, and publication after the end (REG-9, DECK-1…DECK-4, FMT-11)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from bot.commands import (
    ImportLibrary,
    JudgeDeck,
    MyDecks,
    PublishDecks,
    SealedPool,
    ShowDecklist,
    SubmitDeck,
)
from bot.context import Context
from bot.domain.cards import BannedList, CardPool, DeckFormat
from bot.domain.deck_rules import (
    check_decklists,
    check_decks_open,
    check_decks_required,
    check_pool_allowed,
    check_publishable,
    checked_deck,
    corrected_words,
    deck_slot,
    lists_due_at_begin,
    opened_pool,
)
from bot.domain.decklists import DeckReport, parse_decklist
from bot.domain.errors import Refusal
from bot.domain.model import Player, PlayerStatus, SavedDeck
from bot.domain.tournament import Tournament
from bot.usecases.registry import handles
from bot.usecases.stages import final_order
from bot.wording import message_params

CARDS = "cards"
BANNED = "banned:constructed"  # DECK-3: the banned list applies to Constructed only


@lru_cache(maxsize=8)
def _parse_pool(text: str) -> CardPool:
    if "[[card]]" in text:
        return CardPool.parse_toml(text)
    return CardPool.parse_csv(text)


@lru_cache(maxsize=8)
def _parse_banned(text: str, pool_text: str) -> BannedList:
    return BannedList.parse(text, _parse_pool(pool_text))


async def card_pool(ctx: Context) -> tuple[CardPool, BannedList | None]:
    """The loaded card pool and Constructed banned list; refused when none was loaded."""
    text = await ctx.store.decks.library(CARDS)
    if text is None:
        raise Refusal("no-card-pool")
    banned = await ctx.store.decks.library(BANNED)
    return _parse_pool(text), _parse_banned(banned, text) if banned else None


@handles(ImportLibrary)
async def import_library(ctx: Context, cmd: ImportLibrary) -> None:
    """Load the card pool or the banned list; the data is the organizer's (DECK-3, DECK-4)."""
    if not cmd.text:
        raise Refusal(f"usage-{cmd.kind}")
    if cmd.kind == "cards":
        pool = _parse_pool(cmd.text)
        await ctx.store.decks.put_library(CARDS, cmd.text, ctx.me.id, ctx.now)
        await ctx.audit(None, "cards-imported", cards=len(pool))
        heroes = sum(card.hero for card in pool)
        await ctx.reply("cards-imported", count=len(pool), heroes=heroes)
        return
    pool, _ = await card_pool(ctx)
    banned = BannedList.parse(cmd.text, pool)
    await ctx.store.decks.put_library(BANNED, cmd.text, ctx.me.id, ctx.now)
    await ctx.audit(None, "banned-imported", cards=len(banned))
    await ctx.reply("banned-imported", count=len(banned))


async def _check(ctx: Context, t: Tournament, player: Player, text: str) -> DeckReport:
    """The list checked by the tournament's format, every problem found (DECK-1, DECK-2)."""
    deck = parse_decklist(text)
    pool, banned = await card_pool(ctx)
    fmt = DeckFormat(t.settings.format)
    sealed = fmt is DeckFormat.SEALED
    opened = await ctx.store.decks.sealed_pool(t.id, player.id) if sealed else None
    return checked_deck(deck, fmt, pool, banned, opened)


async def _store(
    ctx: Context, t: Tournament, player: Player, slot_asked: int | None, text: str
) -> tuple[SavedDeck, DeckReport]:
    check_decks_required(t)
    report = await _check(ctx, t, player, text)
    saved = await ctx.store.decks.of_player(t.id, player.id)
    slot = deck_slot(t.settings.decks, (deck.slot for deck in saved), slot_asked)
    hero = report.hero.name if report.hero else "—"
    name = parse_decklist(text).name or hero
    deck = SavedDeck(player.id, slot, name, hero, text.strip(), report.main, report.side)
    await ctx.store.decks.put(t.id, deck, ctx.me.id, ctx.now)
    return deck, report


async def _privately(ctx: Context, t: Tournament, key: str, **params: object) -> None:
    """A list goes to the asker's private chat, whatever chat he asked in (REG-9)."""
    # Decklists are the judges' and their owner's only: a group hears where the answer went.
    if ctx.env.chat.private:
        await ctx.reply(key, **params)
        return
    await ctx.tell(ctx.me, key, tournament=t, **params)
    await ctx.reply("sent-privately", name=ctx.me.name)


async def _accepted(ctx: Context, t: Tournament, deck: SavedDeck, report: DeckReport) -> None:
    await _privately(
        ctx,
        t,
        "deck-accepted",
        slot=deck.slot,
        count=t.settings.decks,
        name=deck.name,
        hero=deck.hero,
        main=report.main_count,
        side=report.side_count,
        corrected=corrected_words(report),
    )


@handles(SubmitDeck)
async def submit_deck(ctx: Context, cmd: SubmitDeck) -> None:
    """A player's decklist, checked at once; locked once the tournament starts (REG-9)."""
    t = await ctx.resolve(cmd)
    me = await ctx.player(t)
    if me is None or me.status not in (PlayerStatus.REGISTERED, PlayerStatus.WAITING):
        raise Refusal("not-registered", title=t.title)
    check_decks_open(t)
    deck, report = await _store(ctx, t, me, cmd.slot, cmd.text)
    await _accepted(ctx, t, deck, report)


@handles(JudgeDeck)
async def judge_deck(ctx: Context, cmd: JudgeDeck) -> None:
    """A judge changes a player's list at any time; logged (REG-9, RES-8)."""
    t = ctx.judged
    player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
    if player is None:
        raise Refusal("no-such-player", nickname=cmd.nickname, title=t.title)
    deck, report = await _store(ctx, t, player, cmd.slot, cmd.text)
    await ctx.audit(t, "deck-changed", player=player.nickname, slot=deck.slot, name=deck.name)
    await _accepted(ctx, t, deck, report)
    await ctx.tell_player(
        player, "deck-changed-by-judge", title=t.title, slot=deck.slot, name=deck.name
    )


@handles(SealedPool)
async def sealed_pool(ctx: Context, cmd: SealedPool) -> None:
    """A Sealed player's opened cards: the deck must come from them (FMT-11)."""
    t = await ctx.resolve(cmd)
    me = await ctx.player(t)
    if me is None or me.status is not PlayerStatus.REGISTERED:
        raise Refusal("not-registered", title=t.title)
    check_pool_allowed(t)
    if not cmd.text.strip():
        raise Refusal("usage-pool")
    parsed = parse_decklist(cmd.text)
    pool, _ = await card_pool(ctx)
    cards = opened_pool(parsed, pool)
    await ctx.store.decks.put_sealed_pool(t.id, me.id, cards)
    await ctx.reply("sealed-pool-saved", count=sum(cards.values()), title=t.title)


def _deck_item(deck: SavedDeck) -> dict:
    return {
        "slot": deck.slot,
        "name": deck.name,
        "hero": deck.hero,
        "main": sum(deck.main.values()),
        "side": sum(deck.side.values()),
    }


@handles(MyDecks)
async def my_decks(ctx: Context, cmd: MyDecks) -> None:
    """The sender's decks: visible to him and the judges only (REG-9)."""
    t = await ctx.resolve(cmd)
    me = await ctx.player(t)
    if me is None:
        raise Refusal("not-a-player", title=t.title)
    decks = await ctx.store.decks.of_player(t.id, me.id)
    if not decks:
        raise Refusal("no-decks-yet", title=t.title, count=t.settings.decks)
    await _privately(
        ctx,
        t,
        "my-decks",
        title=t.title,
        decks=message_params.each("deck-row", [_deck_item(d) for d in decks]),
    )


@handles(ShowDecklist)
async def show_decklist(ctx: Context, cmd: ShowDecklist) -> None:
    """A player's lists, for the judges (REG-9)."""
    t = ctx.judged
    player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
    if player is None:
        raise Refusal("no-such-player", nickname=cmd.nickname, title=t.title)
    decks = await ctx.store.decks.of_player(t.id, player.id)
    if not decks:
        raise Refusal("player-no-decks", nickname=player.nickname)
    await _privately(
        ctx,
        t,
        "decklist",
        nickname=player.nickname,
        decks=message_params.each(
            "decklist-item", [{**_deck_item(d), "content": d.content} for d in decks], sep="\n\n"
        ),
    )


async def require_decklists(ctx: Context, t: Tournament, players: Sequence[Player]) -> None:
    """Refuse the start while a player lacks a decklist the tournament requires (REG-9)."""
    # No "start anyway": REG-9 wants every list before round 1, and a player without one
    # would leave his opponents nothing to ban (COM-3). The refusal names him and the ways
    # on: he sends /deck, a judge enters it with /setdeck or refuses him with /refuse.
    if not lists_due_at_begin(t.settings.decks, t.settings.format):
        return
    sent = [(p.nickname, len(await ctx.store.decks.of_player(t.id, p.id))) for p in players]
    check_decklists(t, sent)


PUBLISHED = "decks-published"  # the audit entry of /publish_decks: how many places it showed


async def published_top(ctx: Context, t: Tournament) -> int:
    """How many top places' lists `/publish_decks` showed after the end; 0: none (REG-9)."""
    if t.active:
        return 0
    tops = [e.details.get("top", 0) for e in await ctx.store.audit.list(t.id)
            if e.action == PUBLISHED]  # fmt: skip
    return max(tops, default=0)


@handles(PublishDecks)
async def publish_decks(ctx: Context, cmd: PublishDecks) -> None:
    """After the end, the winners' lists go to the channel (REG-9)."""
    t = ctx.judged
    check_publishable(t)
    names = {p.id: p.nickname for p in await ctx.store.players.list(t.id)}
    shown = 0
    for place, player, _ in (await final_order(ctx, t))[: cmd.top]:
        for deck in await ctx.store.decks.of_player(t.id, player):
            await ctx.announce(
                t,
                "published-deck",
                place=place,
                nickname=names[player],
                **_deck_item(deck),
                content=deck.content,
            )
            shown += 1
    await ctx.audit(t, PUBLISHED, top=cmd.top, decks=shown)
    await ctx.reply("decks-published", count=shown, top=cmd.top)
