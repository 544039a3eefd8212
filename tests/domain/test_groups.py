"""Group stage (FMT-1, S4 4.2): snake split, round robin, group standings, qualifiers."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.groups import group_standings, qualifiers, round_robin, split_groups
from bot.domain.model import MatchResult
from bot.domain.standings import ScoringRules


def test_snake_split_of_sixteen_into_four() -> None:
    assert split_groups(list(range(1, 17)), 4) == [
        [1, 8, 9, 16],
        [2, 7, 10, 15],
        [3, 6, 11, 14],
        [4, 5, 12, 13],
    ]


@pytest.mark.parametrize(("players", "groups"), [(10, 3), (7, 2), (13, 4), (5, 5), (9, 1)])
def test_snake_split_sizes_and_order(players: int, groups: int) -> None:
    seeded = list(range(1, players + 1))
    split = split_groups(seeded, groups)
    assert len(split) == groups
    assert sorted(itertools.chain.from_iterable(split)) == seeded  # everyone once
    sizes = [len(group) for group in split]
    assert max(sizes) - min(sizes) <= 1
    assert [group[0] for group in split] == list(range(1, groups + 1))  # seeds 1…G head them


def test_snake_split_of_ten_into_three() -> None:
    assert split_groups(list(range(1, 11)), 3) == [[1, 6, 7], [2, 5, 8], [3, 4, 9, 10]]


@pytest.mark.parametrize("groups", [0, 4])
def test_snake_split_refuses_impossible_counts(groups: int) -> None:
    with pytest.raises(ValueError):
        split_groups([1, 2, 3], groups)


@given(st.integers(2, 20))
@settings(max_examples=40, deadline=None)
def test_round_robin_is_complete(count: int) -> None:
    players = [10 * i for i in range(1, count + 1)]
    schedule = round_robin(players)
    assert len(schedule) == (count - 1 if count % 2 == 0 else count)
    pairs = Counter(
        frozenset(pair) for round_ in schedule for pair in round_ if pair[1] is not None
    )
    # Every pair meets exactly once.
    assert set(pairs) == {frozenset(p) for p in itertools.combinations(players, 2)}
    assert set(pairs.values()) == {1}
    sitting_out = []
    for round_ in schedule:
        seen = [p for pair in round_ for p in pair if p is not None]
        assert sorted(seen) == sorted(players)  # everyone plays or sits out, once a round
        sitting_out += [a for a, b in round_ if b is None]
    # With an odd count each player sits out exactly once; with an even count no one does.
    assert sorted(sitting_out) == (sorted(players) if count % 2 else [])


def test_round_robin_of_one_and_none() -> None:
    assert round_robin([7]) == [[(7, None)]]
    assert round_robin([]) == []


def match(a: int, b: int, score_a: int, score_b: int) -> MatchResult:
    """A finished group match."""
    return MatchResult(1, a, b, score_a, score_b)


def test_group_standings_keep_to_the_group() -> None:
    results = [
        match(1, 2, 2, 0),
        match(1, 3, 2, 1),
        match(2, 3, 2, 0),
        match(1, 9, 0, 2),  # another stage or group: not counted here
    ]
    rows = group_standings([1, 2, 3], results)
    assert [row.player for row in rows] == [1, 2, 3]
    assert [row.points for row in rows] == [6, 3, 0]
    assert rows[0].wins == 2 and rows[0].losses == 0


def test_qualifiers_winners_first_then_seconds() -> None:
    group_a = group_standings([1, 2, 3], [match(1, 2, 2, 0), match(1, 3, 2, 0), match(2, 3, 2, 1)])
    beats = [(4, 5), (4, 6), (4, 7), (8, 4), (5, 8), (6, 8), (7, 8), (5, 6), (7, 5), (6, 7)]
    group_b = group_standings([4, 5, 6, 7, 8], [match(won, lost, 2, 0) for won, lost in beats])
    assert [group_a[0].player, group_b[0].player] == [1, 4]
    assert (group_a[0].points, group_b[0].points) == (6, 9)
    chosen = qualifiers([group_a, group_b], 2)
    # Player 1 (2-0, 100%) goes before player 4 (3-1, 75%) although 4 has more points: a group
    # of five plays more rounds than a group of three, so groups compare by MW%.
    assert chosen[:2] == [1, 4]
    assert set(chosen[2:]) == {2, group_b[1].player}


def test_qualifiers_tie_goes_to_the_earlier_group() -> None:
    first = group_standings([1, 2], [match(1, 2, 2, 0)])
    second = group_standings([3, 4], [match(3, 4, 2, 0)])
    assert qualifiers([second, first], 1, ScoringRules()) == [3, 1]
    assert qualifiers([first, second], 2) == [1, 3, 2, 4]


def test_qualifiers_refuse_more_than_a_group_holds() -> None:
    with pytest.raises(ValueError):
        qualifiers([group_standings([1, 2], [match(1, 2, 2, 0)])], 3)
