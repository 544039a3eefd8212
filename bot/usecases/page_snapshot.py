"""What the public pages show of a tournament, read once per change through the bot's own steps.

The standings tables come from `page_tables`, which builds each with the step that builds
the chat's (the final table after the end, the Swiss table, `/standings`), so the page and
the messages cannot differ.
Nothing private is read into a snapshot: no game IDs, no protest texts, no decklist that
was not published to the channel.
The web door reads a snapshot through `Service.read` on a connection of the pages' own, not
in the commands' transaction: with the one shared connection each read of a 256-player table
held the writer's lock, and every player's reply waited behind it (bench/live_pages.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.context import Context
from bot.domain.match_facts import MatchState, is_public, match_state
from bot.domain.metagame import Metagame
from bot.domain.model import MatchStatus, PlayerStatus
from bot.domain.tournament import Tournament
from bot.usecases.decks import published_top
from bot.usecases.metagame import public_meta
from bot.usecases.page_tables import page_tables
from bot.usecases.stages import (
    bracket_params,
    current_run,
    final_order,
    is_knockout,
    labels_for,
    stage_label,
    stage_state,
)
from bot.wording import message_params

# The pages' words for a match's state (the `web-state-*` texts).
STATE_WORDS = {
    MatchState.BYE: "bye",
    MatchState.PLAYING: "playing",
    MatchState.REPORTED: "reported",
    MatchState.DISPUTED: "disputed",
    MatchState.FINAL: "confirmed",
    MatchState.PROTESTED: "protest",  # PRO-1: the score is held; the protest's text stays private
}


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the standings, with the values exactly as the chat message has them."""

    place: str  # "3–4": a bracket's shared place
    nick: str
    points: int | None  # None: a bracket's place with no standings line
    record: str
    tiebreakers: tuple[str, ...]
    mark: str  # "", "dropped" or "disqualified"


@dataclass(frozen=True, slots=True)
class Table:
    """One standings table: its heading (a text parameter) and its lines."""

    title: dict[str, Any]
    rows: tuple[Row, ...]


@dataclass(frozen=True, slots=True)
class Pair:
    """One match of the current round: who plays whom and where its result stands."""

    number: int
    a: str
    b: str | None  # None: a bye
    state: str  # playing | reported | confirmed | disputed | protest | bye
    score: str
    label: dict[str, Any] | None  # a bracket round's name, as a text parameter


@dataclass(frozen=True, slots=True)
class Bracket:
    """One elimination stage: its name, its matches so far, its champion."""

    stage: dict[str, Any]
    rows: tuple[dict[str, Any], ...]  # label, a, b, state: text parameters of `bracket-row`
    champion: Any


@dataclass(frozen=True, slots=True)
class Deck:
    """A decklist the judges published to the channel (REG-9)."""

    place: str
    nick: str
    slot: int
    name: str
    hero: str
    main: tuple[tuple[str, int], ...]  # (card, copies) as checked, the hero apart
    side: tuple[tuple[str, int], ...]
    content: str  # the list as sent: shown only for a list stored without its checked cards


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A tournament as its public pages show it at one moment."""

    id: int
    title: str
    status: str
    public: bool
    round: int
    stage: dict[str, Any] | None
    round_ends_at: float | None
    paused_at: float | None
    tiebreakers: tuple[str, ...]
    tables: tuple[Table, ...]  # the final places first, then the Swiss table
    pairings: tuple[Pair, ...]
    brackets: tuple[Bracket, ...]
    decks: tuple[Deck, ...]
    players: int
    meta: Metagame | None = None  # issue 26: once everyone may see it (REG-9)


async def page_snapshot(ctx: Context, tid: int) -> Snapshot | None:
    """The tournament as one committed state shows it, or None when there is no such one."""
    t = await ctx.store.tournaments.get(tid)
    return None if t is None else await _read(ctx, t)


async def _read(ctx: Context, t: Tournament) -> Snapshot:
    started = t.current_round > 0
    run = await current_run(ctx, t) if started else None
    return Snapshot(
        id=t.id,
        title=t.title,
        status=str(t.status),
        public=is_public(t),
        round=t.current_round,
        stage=stage_label(run.spec) if run is not None else None,
        round_ends_at=t.round_ends_at,
        paused_at=t.paused_at,
        tiebreakers=t.settings.tiebreakers,
        tables=tuple(await _tables(ctx, t)),
        pairings=tuple(await _pairings(ctx, t)) if started else (),
        brackets=tuple(await _brackets(ctx, t)) if started else (),
        decks=tuple(await _decks(ctx, t)),
        players=len(await ctx.store.players.list(t.id, [PlayerStatus.REGISTERED])),
        meta=await public_meta(ctx, t),
    )


async def _tables(ctx: Context, t: Tournament) -> list[Table]:
    tables = []
    for table in await page_tables(ctx, t):
        status = {p.nickname: p.status for p in table.players}
        rows = tuple(_row(item, status[item["nick"]]) for item in table.rows)
        tables.append(Table(table.title, rows))
    return tables


def _row(item: dict[str, Any], status: PlayerStatus) -> Row:
    """A line of the chat's table (a list parameter's item) as the page's cells."""
    tiebreakers = tuple(tb["value"] for tb in item["tb"]["items"]) if "tb" in item else ()
    return Row(
        place=str(item["place"]),
        nick=item["nick"],
        points=item.get("points"),
        record=item.get("record", ""),
        tiebreakers=tiebreakers,
        mark=_mark(status),
    )


def _mark(status: PlayerStatus) -> str:
    if status is PlayerStatus.DISQUALIFIED:
        return "disqualified"
    return "" if status is PlayerStatus.REGISTERED else "dropped"


async def _pairings(ctx: Context, t: Tournament) -> list[Pair]:
    matches = await ctx.store.matches.of_round(t.id, t.current_round)
    names = {p.id: p.nickname for p in await ctx.store.players.list(t.id)}
    labels = labels_for(t, await current_run(ctx, t))
    protested = {p.match_id for p in await ctx.store.conduct.open_protests(t.id)}  # one query
    pairs = []
    for m in matches:
        state = match_state(m, protested=m.id in protested)
        if state is MatchState.BYE:
            pairs.append(Pair(m.number, names[m.a], None, STATE_WORDS[state], "", None))
            continue
        assert m.b is not None
        score = ""
        if m.status is MatchStatus.FINAL and m.score_a is not None and m.score_b is not None:
            score = _score(m.score_a, m.score_b, m.draws)
        elif m.status is MatchStatus.REPORTED and m.report is not None:
            score = _score(m.report.score_a, m.report.score_b, m.report.draws)
        label = labels.get(m.node) if m.node is not None else None
        pairs.append(Pair(m.number, names[m.a], names[m.b], STATE_WORDS[state], score, label))
    return pairs


def _score(a: int, b: int, draws: int) -> str:
    return message_params.score(a, b, draws)


async def _brackets(ctx: Context, t: Tournament) -> list[Bracket]:
    found = []
    for index in range(t.stage + 1):
        run = await ctx.store.stages.get(t.id, index)
        if run is None or not is_knockout(run):
            continue
        params = await bracket_params(ctx, t, await stage_state(ctx, t, run))
        found.append(
            Bracket(stage_label(run.spec), tuple(params["rows"]["items"]), params["champion"])
        )
    return found


async def _decks(ctx: Context, t: Tournament) -> list[Deck]:
    """Only what `/publish_decks` posted: the top places' lists, after the end (REG-9)."""
    top = await published_top(ctx, t)
    if not top:
        return []
    names = {p.id: p.nickname for p in await ctx.store.players.list(t.id)}
    decks = []
    for place, player, _ in (await final_order(ctx, t))[:top]:
        for deck in await ctx.store.decks.of_player(t.id, player):
            decks.append(Deck(str(place), names[player], deck.slot, deck.name, deck.hero,
                              tuple(deck.main.items()), tuple(deck.side.items()),
                              deck.content))  # fmt: skip
    return decks
