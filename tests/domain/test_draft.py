"""Draft tables and seating (FMT-8, FMT-9), qualifying rounds and the pick timer (FMT-10)."""

from __future__ import annotations

import itertools

import pytest

from bot.domain.draft import (
    PICK_SECONDS,
    REVIEW_SECONDS,
    advancing_per_table,
    draft_schedule,
    pass_direction,
    pick_seconds,
    pick_table,
    qualifying_rounds,
    seat_by_lot,
    seat_by_standings,
    table_sizes,
)
from bot.domain.errors import Refusal


def is_power_of_two(number: int) -> bool:
    """1, 2, 4, 8, …"""
    return number >= 1 and number & (number - 1) == 0


def check_fmt8(tables: list[list[int]], players: list[int]) -> None:
    """FMT-8: 8–16 a table, a power-of-two count, sizes within one, everyone seated once."""
    sizes = [len(table) for table in tables]
    assert is_power_of_two(len(tables))
    assert all(8 <= size <= 16 for size in sizes)
    assert max(sizes) - min(sizes) <= 1
    assert sorted(itertools.chain.from_iterable(tables)) == sorted(players)


@pytest.mark.parametrize("count", range(8, 131))
def test_seating_by_lot_for_every_count(count: int) -> None:
    players = [1000 + i for i in range(count)]
    tables = seat_by_lot(players, "cup-7")
    check_fmt8(tables, players)
    # The fewest tables that fit: one table fewer (half as many) would need more than 16 each.
    if len(tables) > 1:
        assert count > 16 * (len(tables) // 2)
    assert tables == seat_by_lot(players, "cup-7")  # the lot is deterministic per seed


def test_lot_depends_on_the_seed() -> None:
    players = list(range(40))
    assert seat_by_lot(players, "a") != seat_by_lot(players, "b")
    # Shuffled, not just cut in order.
    assert seat_by_lot(players, "a") != [
        players[:10],
        players[10:20],
        players[20:30],
        players[30:],
    ]


@pytest.mark.parametrize(
    ("players", "sizes"),
    [
        (8, [8]),
        (16, [16]),
        (17, [9, 8]),
        (32, [16, 16]),
        (33, [9, 8, 8, 8]),
        (65, [9, 8, 8, 8, 8, 8, 8, 8]),
        (100, [13, 13, 13, 13, 12, 12, 12, 12]),
    ],
)
def test_table_sizes(players: int, sizes: list[int]) -> None:
    assert table_sizes(players) == sizes


@pytest.mark.parametrize("players", [0, 1, 3])
def test_too_few_for_a_draft(players: int) -> None:
    # REG-7: every format, Limited included, needs at least 4 players.
    with pytest.raises(Refusal) as refused:
        table_sizes(players)
    assert refused.value.key == "draft-too-few"
    assert refused.value.params == {"need": 4, "players": players}


@pytest.mark.parametrize("players", [4, 5, 7])
def test_four_to_seven_draft_at_one_table_for_three_rounds(players: int) -> None:
    # FMT-8 (S0 «Драфт» rule 4): tables under 8 play a qualifying part of 3 rounds.
    assert table_sizes(players) == table_sizes(players, 1) == [players]
    assert qualifying_rounds(table_sizes(players)) == 3
    assert [len(table) for table in seat_by_lot(range(players), "small")] == [players]
    assert advancing_per_table([players], 2) == 2  # a top of two from the one table
    with pytest.raises(Refusal):
        table_sizes(players, 2)  # more tables than one of a small field are not seated


@pytest.mark.parametrize(
    ("players", "tables", "sizes"),
    [(16, 2, [8, 8]), (32, 4, [8, 8, 8, 8]), (40, 4, [10, 10, 10, 10]), (24, 2, [12, 12])],
)
def test_organizer_chooses_more_tables(players: int, tables: int, sizes: list[int]) -> None:
    assert table_sizes(players, tables) == sizes


@pytest.mark.parametrize(("players", "tables"), [(20, 1), (15, 2), (30, 3), (40, 8), (9, 0)])
def test_table_counts_that_do_not_fit(players: int, tables: int) -> None:
    # FMT-8: a power of two, 8–16 each: 20 at one table is too many, 15 at two too few, …
    with pytest.raises(Refusal) as refused:
        table_sizes(players, tables)
    assert refused.value.key == "draft-tables-bad"
    assert refused.value.params == {"players": players, "tables": tables}


@pytest.mark.parametrize("count", range(8, 131))
def test_seating_by_standings(count: int) -> None:
    # FMT-9: the standings cut into equal parts, best first, each part at its own table.
    ranked = list(range(1, count + 1))
    tables = seat_by_standings(ranked)
    check_fmt8(tables, ranked)
    assert list(itertools.chain.from_iterable(tables)) == ranked


def test_seating_by_standings_into_chosen_parts() -> None:
    ranked = list(range(1, 33))
    assert seat_by_standings(ranked, 4) == [ranked[0:8], ranked[8:16], ranked[16:24], ranked[24:]]
    with pytest.raises(Refusal):
        seat_by_standings(ranked, 3)


@pytest.mark.parametrize(
    ("sizes", "rounds"),
    [
        ([8], 4),
        ([16, 16], 4),
        ([9, 8, 8, 8], 4),
        ([6], 3),  # every table under 8 (S0 «Драфт» rule 4)
        ([7, 7], 3),
        ([8, 7], 3),  # exactly half at 8 or more: not "most", so 3
        ([8, 8, 7, 7, 8, 8, 7, 7], 3),
        ([8, 8, 7, 8], 4),  # most tables at 8 or more
    ],
)
def test_qualifying_rounds(sizes: list[int], rounds: int) -> None:
    assert qualifying_rounds(sizes) == rounds


@pytest.mark.parametrize("count", range(8, 131))
def test_rule_tables_always_play_four_rounds(count: int) -> None:
    assert qualifying_rounds(table_sizes(count)) == 4


@pytest.mark.parametrize(
    ("sizes", "top", "per_table"),
    [
        ([16], 8, 8),
        ([9, 8], 8, 4),
        ([8, 8, 8, 8], 8, 2),
        ([13] * 4 + [12] * 4, 8, 2),  # at least 2 from each table: a top of 16
        ([10, 10, 10, 10], 12, 3),
        ([10, 10, 10, 10], 10, 3),  # rounded up to the same number from each table
        ([8], 1, 2),
    ],
)
def test_advancing_per_table(sizes: list[int], top: int, per_table: int) -> None:
    assert advancing_per_table(sizes, top) == per_table


@pytest.mark.parametrize(("sizes", "top"), [([8], 9), ([8, 8], 0), ([9, 8], 32)])
def test_advancing_more_than_a_table_holds(sizes: list[int], top: int) -> None:
    with pytest.raises(Refusal) as refused:
        advancing_per_table(sizes, top)
    assert refused.value.key == "draft-top-bad"


def test_pick_times_follow_table_2() -> None:
    # FMT-10, S0 Table 2, then the default 5 s less per card down to 5 s.
    expected = {15: 55, 14: 50, 13: 45, 12: 40, 11: 35, 10: 30, 9: 25, 8: 20}
    expected |= {7: 15, 6: 10, 5: 5, 4: 5, 3: 5, 2: 5, 1: 5}
    assert {cards: pick_seconds(cards) for cards in range(1, 16)} == expected
    assert dict(PICK_SECONDS) == expected


def test_pick_times_from_another_table() -> None:
    short = {15: 40, 14: 35, 13: 30}
    assert pick_seconds(14, short) == 35
    assert pick_seconds(12, short) == 25  # below the table: 5 s less a card
    assert pick_seconds(2, short) == 5  # never under the floor
    assert pick_seconds(16, short) == 45  # a bigger booster: 5 s more a card
    with pytest.raises(ValueError):
        pick_seconds(0)


@pytest.mark.parametrize(("booster", "direction"), [(1, "left"), (2, "right"), (3, "left")])
def test_pass_direction(booster: int, direction: str) -> None:
    assert pass_direction(booster) == direction  # FMT-10: left on odd, right on even


def test_schedule_of_a_standard_draft() -> None:
    steps = draft_schedule()
    picks = [step for step in steps if step.kind == "pick"]
    reviews = [step for step in steps if step.kind == "review"]
    assert len(picks) == 4 * 15 and len(reviews) == 4
    first = picks[0]
    assert (first.booster, first.pick, first.cards_left, first.seconds) == (1, 1, 15, 55)
    assert (first.direction, first.start, first.end) == ("left", 0, 55)
    # A booster of 15: 55 + 50 + … + 20 for 15…8, then 15, 10 and five picks of 5.
    booster_time = sum(range(20, 56, 5)) + 15 + 10 + 5 * 5
    assert steps[15].kind == "review" and steps[15].start == booster_time
    assert steps[15].seconds == REVIEW_SECONDS
    assert steps[16].booster == 2 and steps[16].direction == "right"
    assert steps[16].start == booster_time + 60
    assert steps[-1].end == 4 * (booster_time + 60)
    # Offsets run on without gaps or overlaps.
    assert all(a.end == b.start for a, b in itertools.pairwise(steps))
    # The last card of a booster is taken, not passed.
    assert all((step.direction is None) == (step.cards_left == 1) for step in picks)


def test_schedule_of_an_amateur_draft() -> None:
    steps = draft_schedule(boosters=3)  # S0: the three-booster draft
    assert [step.booster for step in steps if step.kind == "review"] == [1, 2, 3]
    assert {step.direction for step in steps if step.booster == 3} == {"left", None}


def test_the_organizers_pick_times_start_at_the_full_booster() -> None:
    # FMT-10: the regulation's table is the default; an organizer's list is first pick first,
    # and the picks past it go on by 5 s less a card, never under 5 s.
    assert pick_table((), 15) is PICK_SECONDS
    table = pick_table((30, 20), 9)
    assert dict(table) == {9: 30, 8: 20}
    steps = draft_schedule(boosters=1, cards=9, table=table, review=90)
    picks = [step.seconds for step in steps if step.kind == "pick"]
    assert picks == [30, 20, 15, 10, 5, 5, 5, 5, 5]
    assert steps[-1].kind == "review" and steps[-1].seconds == 90
    # More values than cards: the extra ones are never used.
    assert dict(pick_table((40, 30, 20), 2)) == {2: 40, 1: 30}
    with pytest.raises(ValueError):
        pick_table((30, 0), 9)
