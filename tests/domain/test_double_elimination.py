"""Double elimination (FMT-1, FMT-6, MOD-8): shapes, playthroughs, rematches, the grand final."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from bracket_helpers import check_places, ids, play, random_pick, seed_slots
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain import bracket_shape, brackets
from bot.domain.brackets import (
    FIRST_LOWER_REMATCH,
    BracketState,
    Node,
    advance,
    bracket_size,
    double_elimination,
    rounds,
)
from bot.domain.errors import Refusal

# --- double elimination (FMT-1) --------------------------------------------------------------


@pytest.mark.parametrize("reset", [True, False])
@pytest.mark.parametrize("players", range(2, 65))
def test_double_elimination_shape(players: int, reset: bool) -> None:
    nodes = double_elimination(players, reset)
    assert sorted(seed_slots(nodes)) == list(range(1, players + 1))
    assert [n.key for n in nodes if n.side == "final"] == (["GF", "GF2"] if reset else ["GF"])
    winners = Counter(str(s.ref) for n in nodes for s in (n.a, n.b) if s.kind == "winner")
    losers = Counter(str(s.ref) for n in nodes for s in (n.a, n.b) if s.kind == "loser")
    for node in nodes:
        if node.side == "final":
            continue
        assert winners[node.key] == 1  # every node's winner goes on exactly once
        # Upper losers drop to the lower bracket once (a bye has no loser); lower ones go out.
        expected = 1 if node.side == "upper" and not node.has_bye else 0
        assert losers[node.key] == expected
    assert all(not (n.a.kind == "bye" and n.b.kind == "bye") for n in nodes)
    assert all(n.round == 1 for n in nodes if n.side == "upper" and n.has_bye)
    lower = rounds(nodes, "lower")
    depth = len(rounds(nodes, "upper"))
    assert len(lower) == 2 * depth - 2


def test_eight_player_layout_crosses_the_drops() -> None:
    nodes = {n.key: n for n in double_elimination(8, reset=True)}
    assert (nodes["L1.1"].a.ref, nodes["L1.1"].b.ref) == ("U1.1", "U1.2")
    # Upper round 2 losers meet the survivors of the other half of the bracket.
    assert (nodes["L2.1"].a.ref, nodes["L2.1"].b.ref) == ("L1.1", "U2.2")
    assert (nodes["L2.2"].a.ref, nodes["L2.2"].b.ref) == ("L1.2", "U2.1")
    assert (nodes["L4.1"].a.ref, nodes["L4.1"].b.ref) == ("L3.1", "U3.1")
    assert (nodes["GF"].a.ref, nodes["GF"].b.ref) == ("U3.1", "L4.1")


def losses_of(state: BracketState) -> Counter[int]:
    """Matches lost by each player, played or forfeited."""
    return Counter(
        n.loser for n in state.nodes.values() if n.status in ("played", "forfeit") and n.loser
    )


@given(players=st.integers(4, 32), reset=st.booleans(), seed=st.integers(0, 10_000))
@settings(max_examples=80, deadline=None)
def test_double_elimination_playthrough(players: int, reset: bool, seed: int) -> None:
    nodes = double_elimination(players, reset)
    seeds = ids(players)
    state, results = play(nodes, seeds, random_pick(random.Random(seed)))
    assert state.finished and state.champion in seeds
    check_places(state, players)
    losses = losses_of(state)
    final = state.nodes["GF"]
    upper_champion = final.a
    for player in seeds:
        if player == state.champion:
            assert losses[player] <= 1
        elif not reset and player == upper_champion:
            assert losses[player] == 1  # lost the only final: one loss without a reset
        else:
            assert losses[player] == 2  # everyone else goes out on his second loss
    played = len(results)
    extra = 1 if reset and final.winner != upper_champion else 0
    assert played == 2 * (players - 1) + extra


def possible_rematch_rounds(nodes: Sequence[Node]) -> set[int]:
    """Lower rounds where two players who could already have met can meet, found statically.

    A lower player is the loser of some upper node; the loser of node y may have beaten the
    loser of node x exactly when x lies in y's subtree. Two sides of a lower node never met
    in the lower bracket, their subtrees being apart, so that is the only way to a rematch.
    """
    below: dict[str, set[str]] = {}
    sources: dict[str, set[str]] = {}
    found: set[int] = set()

    def side(slot: brackets.Slot) -> set[str]:
        if slot.kind == "loser":
            return {str(slot.ref)}
        if slot.kind == "winner":
            return sources[str(slot.ref)]
        return set()

    def met(x: str, y: str) -> bool:
        return x != y and (x in below[y] or y in below[x])

    for node in nodes:
        if node.side == "upper":
            below[node.key] = {node.key}.union(
                *(below[str(s.ref)] for s in (node.a, node.b) if s.kind == "winner")
            )
        elif node.side == "lower":
            first, second = side(node.a), side(node.b)
            if any(met(x, y) for x in first for y in second):
                found.add(node.round)
            sources[node.key] = first | second
    return found


@pytest.mark.parametrize("size", [4, 8, 16, 32, 64, 128])
def test_first_possible_lower_rematch(size: int) -> None:
    # Before FIRST_LOWER_REMATCH every lower match is a first meeting; from it on not always.
    assert (
        min(possible_rematch_rounds(double_elimination(size, reset=False)))
        == (FIRST_LOWER_REMATCH[size])
    )


@pytest.mark.parametrize("players", [5, 6, 7, 9, 12, 15, 20, 27, 33, 48, 63, 100])
def test_byes_keep_the_rematch_guarantee(players: int) -> None:
    found = possible_rematch_rounds(double_elimination(players, reset=True))
    assert min(found, default=99) >= FIRST_LOWER_REMATCH[bracket_size(players)]


def _natural(items: list[int]) -> list[int]:
    return list(items)


def _pairs_swapped(items: list[int]) -> list[int]:
    return [items[i ^ 1] for i in range(len(items))] if len(items) > 1 else list(items)


USUAL_ORDERS = [
    _natural,
    bracket_shape._reversed,
    bracket_shape._halves_swapped,
    bracket_shape._halves_reversed,
    _pairs_swapped,
]


@pytest.mark.parametrize("size", [8, 16, 32])
def test_no_usual_crossing_does_better(size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # The layout's claim: no mix of the five usual orders puts the first rematch later.
    depth = size.bit_length() - 1
    for orders in itertools.product(USUAL_ORDERS, repeat=depth - 2):
        # The last drop (the upper final's loser) is a single node: its order does not matter.
        monkeypatch.setattr(bracket_shape, "_DROP_ORDERS", (*orders, _natural))
        found = possible_rematch_rounds(double_elimination(size, reset=False))
        assert min(found) <= FIRST_LOWER_REMATCH[size]


@given(players=st.integers(4, 32), seed=st.integers(0, 10_000))
@settings(max_examples=60, deadline=None)
def test_no_lower_rematch_before_the_guaranteed_round(players: int, seed: int) -> None:
    nodes = double_elimination(players, reset=True)
    state, _ = play(nodes, ids(players), random_pick(random.Random(seed)))
    safe_until = FIRST_LOWER_REMATCH[bracket_size(players)]
    met: set[frozenset[int]] = set()
    for node in nodes:  # upper nodes come first, so `met` holds the whole upper history
        played = state.nodes[node.key]
        if played.status != "played":
            continue
        assert played.a is not None and played.b is not None
        pair = frozenset((played.a, played.b))
        if node.side == "lower" and node.round < safe_until:
            assert pair not in met
        met.add(pair)


def test_grand_final_reset_only_when_the_lower_player_wins() -> None:
    nodes = double_elimination(4, reset=True)
    seeds = ids(4)
    base = {"U1.1": 101, "U1.2": 102, "U2.1": 101, "L1.1": 104, "L2.1": 102}
    state = advance(nodes, seeds, base)
    assert state.ready == ("GF",)
    assert (state.nodes["GF"].a, state.nodes["GF"].b) == (101, 102)
    upper_wins = advance(nodes, seeds, {**base, "GF": 101})
    assert upper_wins.nodes["GF2"].status == "skipped" and upper_wins.champion == 101
    assert upper_wins.places[102] == (2, 2)
    with pytest.raises(Refusal):
        advance(nodes, seeds, {**base, "GF": 101, "GF2": 102})
    lower_wins = advance(nodes, seeds, {**base, "GF": 102})
    assert lower_wins.ready == ("GF2",) and lower_wins.champion is None
    assert 101 not in lower_wins.places  # one loss: still in
    assert (lower_wins.nodes["GF2"].a, lower_wins.nodes["GF2"].b) == (101, 102)
    done = advance(nodes, seeds, {**base, "GF": 102, "GF2": 101})
    assert done.champion == 101 and done.places[102] == (2, 2)


def test_grand_final_without_reset_is_one_match() -> None:
    nodes = double_elimination(4, reset=False)
    base = {"U1.1": 101, "U1.2": 102, "U2.1": 101, "L1.1": 104, "L2.1": 102, "GF": 102}
    state = advance(nodes, ids(4), base)
    assert state.champion == 102 and state.places[101] == (2, 2)


def test_double_elimination_of_two_players() -> None:
    nodes = double_elimination(2, reset=True)
    assert [n.key for n in nodes] == ["U1.1", "GF", "GF2"]
    state = advance(nodes, [1, 2], {"U1.1": 1, "GF": 2, "GF2": 2})
    assert state.champion == 2 and state.places[1] == (2, 2)


def test_disqualified_upper_player_forfeits_in_the_lower_bracket_too() -> None:
    nodes = double_elimination(4, reset=True)
    seeds = ids(4)
    state = advance(nodes, seeds, {"U1.1": 101, "U1.2": 102}, forfeits={101})
    assert state.nodes["U2.1"].status == "forfeit" and state.nodes["U2.1"].winner == 102
    state = advance(nodes, seeds, {"U1.1": 101, "U1.2": 102, "L1.1": 103}, forfeits={101})
    lower_final = state.nodes["L2.1"]
    assert lower_final.status == "forfeit" and lower_final.winner == 103
    assert state.places[101] == (3, 3) and state.ready == ("GF",)
