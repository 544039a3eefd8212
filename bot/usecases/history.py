"""The finished tournaments read once per change of any of them: the one source the seasons,
the ratings, the profiles and the metagame compute from (issue 26)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TypeVar

from bot.context import Context
from bot.domain.cards import CardPool
from bot.domain.errors import Refusal
from bot.domain.history import History, PastDeck, PastEntry, PastMatch, PastTournament, record_of
from bot.domain.identity import persons
from bot.domain.model import IN_STANDINGS, MatchStatus, ResultKind, TournamentStatus
from bot.domain.pairing_changes import missed_of
from bot.domain.tournament import Tournament
from bot.usecases.decks import card_pool, published_top
from bot.usecases.stages import final_order

T = TypeVar("T")


async def history(ctx: Context) -> History:
    """Every finished tournament with its places, records, rated matches and decks."""
    return await derived(ctx, "history", _read)


async def derived(ctx: Context, name: str, compute: Callable[[Context], Awaitable[T]]) -> T:
    """A value computed from the history, once per change of it (any worker's, any time)."""
    key = await ctx.store.past.fingerprint()
    found = ctx.deps.history.get(key, name)
    if found is not None:
        return found  # type: ignore[return-value]
    value = await compute(ctx)
    ctx.deps.history.put(key, name, value)
    return value


async def _read(ctx: Context) -> History:
    platforms = await ctx.store.past.platforms()
    mapping = persons(platforms, await ctx.store.links.active())
    try:
        pool: CardPool | None = (await card_pool(ctx))[0]
    except Refusal:  # no card pool loaded: decks are counted by hero, without elements
        pool = None
    past = []
    for t in await ctx.store.past.finished():
        past.append(await past_tournament(ctx, t, mapping, platforms, pool))
    names: dict[int, str] = {}
    for t in past:
        for e in t.entries:
            names[e.person] = e.nickname  # the latest entry's nickname wins
    return History(tuple(past), mapping, names)


async def past_tournament(
    ctx: Context,
    t: Tournament,
    mapping: dict[int, int],
    platforms: dict[int, str],
    pool: CardPool | None = None,
) -> PastTournament:
    """One tournament as the cross-tournament views read it (finished or, for /meta, not)."""
    players = {p.id: p for p in await ctx.store.players.list(t.id, IN_STANDINGS)}
    matches = [
        PastMatch(m.round, m.stage, m.a, m.b, m.score_a or 0, m.score_b or 0, m.draws,
                  m.kind, m.final_source)
        for m in await ctx.store.matches.all(t.id) if m.status is MatchStatus.FINAL
    ]  # fmt: skip
    matches += [
        PastMatch(r.round, 0, r.a, None, 0, 0, 0, ResultKind.MISSED, None)
        for r in missed_of(players.values(), t.settings.late_entry)
    ]
    matches.sort(key=lambda m: (m.stage, m.round))
    entries = []
    for label, player_id, _ in await final_order(ctx, t):
        p = players[player_id]
        best, _, worst = label.partition("–")
        wins, losses, draws = record_of(p.id, matches)
        entries.append(
            PastEntry(p.id, mapping.get(p.account_id, p.account_id), p.account_id, p.nickname,
                      int(best), int(worst or best), p.status, wins, losses, draws)
        )  # fmt: skip
    return PastTournament(
        id=t.id,
        title=t.title,
        finished_at=t.finished_at or t.created_at,
        final=t.status is TournamentStatus.ARCHIVED,
        season=t.settings.season,
        weight=t.settings.weight,
        platforms=frozenset(platforms.get(p.account_id, "") for p in players.values()),
        entries=tuple(entries),
        matches=tuple(matches),
        decks=tuple(await _decks(ctx, t, entries, pool)),
    )


async def _decks(
    ctx: Context, t: Tournament, entries: list[PastEntry], pool: CardPool | None
) -> list[PastDeck]:
    """Every decklist of the tournament; published: those /publish_decks showed (REG-9)."""
    shown = await published_top(ctx, t)
    decks = []
    for index, entry in enumerate(entries):
        for deck in await ctx.store.decks.of_player(t.id, entry.player):
            card = pool.get(deck.hero) if pool is not None and deck.hero else None
            element = str(card.element) if card is not None else None
            decks.append(
                PastDeck(entry.player, deck.slot, deck.name, deck.hero, element, index < shown,
                         deck.content)
            )  # fmt: skip
    return decks
