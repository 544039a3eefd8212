"""Draft: tables and seating (FMT-8, FMT-9), qualifying rounds and the pick timer (FMT-10)."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from bot.domain.errors import Refusal
from bot.domain.model import TournamentStatus

TABLE_MIN = 8  # FMT-8: 8 to 16 players a table
TABLE_MAX = 16
# REG-7: a Limited event needs 4 players; FMT-8 rule 4 plays 3 rounds when the tables have
# fewer than 8, so a field of 4–7 drafts at one table.
DRAFT_MIN = 4

Direction = Literal["left", "right"]


def _is_power_of_two(number: int) -> bool:
    """Whether number is 1, 2, 4, 8, …"""
    return number >= 1 and number & (number - 1) == 0


def table_sizes(players: int, tables: int | None = None) -> list[int]:
    """Sizes of the draft tables, larger first: a power-of-two count of 8–16 each (FMT-8).

    Without `tables` the fewest tables that fit: the smallest power of two T with 16T ≥
    players, so the tables are as full as the rule allows and the top needs the fewest places
    (each table sends at least 2). Such a T always also has 8T ≤ players, because the ranges
    8T…16T of consecutive powers of two touch (…32, 16…32, 32…64, …): every count from 8 on
    can be seated. Fewer than 8 (at least 4, REG-7) sit at one table: FMT-8 rule 4 foresees
    tables under 8 and gives them 3 rounds. An organizer's `tables` must be a power of two
    with 8T ≤ players ≤ 16T, or the one table of such a small field.
    """
    if players < DRAFT_MIN:
        raise Refusal("draft-too-few", need=DRAFT_MIN, players=players)
    if players < TABLE_MIN and tables in (None, 1):
        return [players]  # FMT-8 rule 4: one table under 8 plays 3 rounds
    if tables is None:
        tables = 1
        while TABLE_MAX * tables < players:
            tables *= 2
    elif not (_is_power_of_two(tables) and TABLE_MIN * tables <= players <= TABLE_MAX * tables):
        raise Refusal("draft-tables-bad", players=players, tables=tables)
    # FMT-8 "about equal": sizes differ by at most one.
    size, larger = divmod(players, tables)
    return [size + 1] * larger + [size] * (tables - larger)


def _deal(players: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    """Consecutive runs of players, one per table; each run is the seating order around it."""
    if len(set(players)) != len(players):
        raise ValueError(f"a player is listed twice: {list(players)}")
    seated: list[list[int]] = []
    start = 0
    for size in sizes:
        seated.append(list(players[start : start + size]))
        start += size
    return seated


def seat_by_lot(players: Sequence[int], seed: str, tables: int | None = None) -> list[list[int]]:
    """Tables by a random lot drawn from the tournament's seed, each in seating order (FMT-8)."""
    order = list(players)
    random.Random(f"{seed}:draft-seating").shuffle(order)
    return _deal(order, table_sizes(len(order), tables))


def seat_by_standings(ranked: Sequence[int], parts: int | None = None) -> list[list[int]]:
    """Tables for a draft later in a tournament: the standings cut into equal parts (FMT-9).

    `ranked` is best first; the first table takes the top of the standings. `parts` must be a
    power of two giving 8–16 players a table; by default the fewest that fit, as table_sizes.
    """
    return _deal(ranked, table_sizes(len(ranked), parts))


def qualifying_rounds(sizes: Sequence[int]) -> int:
    """Rounds of the qualifying part after the draft: 3 or 4 by the table sizes (FMT-8).

    S0 «Драфт» rule 4: "if every table has fewer than 8 players, 3 rounds; if most tables have
    8 or more, 4 rounds". The two cases leave a gap (exactly half the tables at 8 or more), so
    we read it as one threshold: 4 rounds when more than half the tables have 8 or more
    players, else 3. Rule 1 asks for 8–16 a table, so tables from table_sizes give 4 but for
    a field of 4–7 at its one table, which gives 3 (Limited allows 4 players, S0).
    """
    if not sizes or min(sizes) < 1:
        raise ValueError(f"table sizes must be positive: {list(sizes)}")
    full = sum(size >= TABLE_MIN for size in sizes)
    return 4 if 2 * full > len(sizes) else 3


def advancing_per_table(sizes: Sequence[int], top: int) -> int:
    """How many players each table sends to the top: the same from each, at least 2 (FMT-8).

    A top that does not split evenly is rounded up to the next multiple of the table count,
    so the top actually played has per_table × tables players.
    """
    tables = len(sizes)
    per_table = max(2, math.ceil(top / tables)) if top > 0 else 0
    if per_table == 0 or per_table > min(sizes):
        raise Refusal("draft-top-bad", top=top, tables=tables, most=min(sizes) * tables)
    return per_table


# FMT-10, S0 Table 2: seconds to pick by cards left in the booster. The document gives 15…8;
# 7…1 are blank and default to 5 s less per card with a 5 s floor.
PICK_SECONDS: Mapping[int, int] = MappingProxyType(
    {cards: max(5, 55 - 5 * (15 - cards)) for cards in range(15, 0, -1)}
)
PICK_STEP = 5  # seconds per card beyond the table's ends
PICK_FLOOR = 5
REVIEW_SECONDS = 60  # FMT-10: one minute to look through the picks after each booster


def pick_table(picks: Sequence[int], cards: int) -> Mapping[int, int]:
    """The organizer's seconds per pick, first pick first, keyed by cards left (FMT-10).

    No values keep the regulation's Table 2. The first value is for the full booster of
    `cards`; picks past the values go on by 5 s less a card, never under 5 s (pick_seconds).
    """
    if not picks:
        return PICK_SECONDS
    if cards < 1 or any(seconds < 1 for seconds in picks):
        raise ValueError(f"pick times need cards and positive seconds: {cards}, {list(picks)}")
    return MappingProxyType(
        {cards - index: seconds for index, seconds in enumerate(picks) if cards - index >= 1}
    )


def pick_seconds(cards_left: int, table: Mapping[int, int] = PICK_SECONDS) -> int:
    """Seconds to pick from a booster with `cards_left` cards (FMT-10).

    Counts outside the table (a bigger booster, or a table with fewer columns) go on from its
    nearest end by 5 s a card, never under 5 s.
    """
    if cards_left < 1:
        raise ValueError(f"a pick needs at least one card, not {cards_left}")
    if cards_left in table:
        return table[cards_left]
    largest, smallest = max(table), min(table)
    if cards_left > largest:
        return table[largest] + PICK_STEP * (cards_left - largest)
    return max(PICK_FLOOR, table[smallest] - PICK_STEP * (smallest - cards_left))


def pass_direction(booster: int) -> Direction:
    """Where a booster goes after each pick: left for odd boosters, right for even (FMT-10)."""
    if booster < 1:
        raise ValueError(f"boosters count from 1, not {booster}")
    return "left" if booster % 2 else "right"


@dataclass(frozen=True, slots=True)
class Step:
    """One timed step of a draft: a pick or the review after a booster.

    `start` and `end` are seconds from the start of the draft. A pick's `direction` is where
    the rest of the booster goes; None for the last card (nothing is passed) and for reviews.
    """

    kind: Literal["pick", "review"]
    booster: int
    pick: int | None
    cards_left: int | None
    seconds: int
    direction: Direction | None
    start: int
    end: int


def draft_schedule(
    boosters: int = 4,
    cards: int = 15,
    table: Mapping[int, int] = PICK_SECONDS,
    review: int = REVIEW_SECONDS,
) -> list[Step]:
    """Every pick and review of a draft in order, with offsets from its start (FMT-10).

    Usually 4 boosters, 3 in the amateur variant (S0 «Драфт»); a review follows every
    booster, the last one included, since players look through the picks before building.
    """
    if boosters < 1 or cards < 1:
        raise ValueError(f"a draft needs boosters and cards: {boosters} × {cards}")
    steps: list[Step] = []
    clock = 0
    for booster in range(1, boosters + 1):
        for pick in range(1, cards + 1):
            left = cards - pick + 1
            seconds = pick_seconds(left, table)
            direction = pass_direction(booster) if left > 1 else None
            steps.append(
                Step("pick", booster, pick, left, seconds, direction, clock, clock + seconds)
            )
            clock += seconds
        steps.append(Step("review", booster, None, None, review, None, clock, clock + review))
        clock += review
    return steps


def refuse_draft_start(
    title: str, status: TournamentStatus, stage_kind: str | None, first_round: int, current: int
) -> None:
    """FMT-10: the pick timer runs in a running draft stage, before its first pairing;
    `stage_kind` is None when no stage runs."""
    if status is not TournamentStatus.RUNNING or stage_kind != "draft":
        raise Refusal("draft-not-now", title=title)
    if current >= first_round:
        raise Refusal("draft-after-pairing", title=title)
