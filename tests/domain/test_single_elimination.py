"""Seed order and single elimination (FMT-5, MOD-8): shapes, results, forfeits."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from bracket_helpers import POWERS, check_places, ids, play, random_pick, seed_slots
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.brackets import (
    Node,
    advance,
    bracket_size,
    double_elimination,
    seed_order,
    single_elimination,
)
from bot.domain.errors import Refusal

# --- seed order (FMT-5) ---------------------------------------------------------------------


def test_seed_order_of_eight_pairs_1v8_4v5_2v7_3v6() -> None:
    order = seed_order(8)
    assert list(zip(order[::2], order[1::2], strict=True)) == [(1, 8), (4, 5), (2, 7), (3, 6)]


@pytest.mark.parametrize("size", POWERS)
def test_seed_order_pattern(size: int) -> None:
    order = seed_order(size)
    assert sorted(order) == list(range(1, size + 1))
    pairs = list(zip(order[::2], order[1::2], strict=True))
    assert all(a + b == size + 1 and a < b for a, b in pairs)  # FMT-5: 1 v N, 2 v N-1, …
    if size > 2:
        # The winners of each pair (the better seeds) form the half-size bracket's order.
        assert [a for a, _ in pairs] == seed_order(size // 2)


@pytest.mark.parametrize("size", [0, 3, 6, 12])
def test_seed_order_needs_a_power_of_two(size: int) -> None:
    with pytest.raises(ValueError):
        seed_order(size)


# --- single elimination (FMT-5) -------------------------------------------------------------


def meeting_round(nodes: Sequence[Node], first: int, second: int) -> int:
    """The round of the node where two seeds would meet if both kept winning."""
    below: dict[str, set[int]] = {}
    for node in nodes:
        seeds: set[int] = set()
        for slot in (node.a, node.b):
            if slot.kind == "seed":
                seeds.add(int(slot.ref))
            elif slot.kind == "winner":
                seeds |= below[str(slot.ref)]
        below[node.key] = seeds
        if {first, second} <= seeds:
            return node.round
    raise AssertionError("the seeds never meet")


@pytest.mark.parametrize("players", range(2, 65))
def test_single_elimination_shape(players: int) -> None:
    nodes = single_elimination(players)
    size = bracket_size(players)
    assert size // 2 < players <= size
    assert sorted(seed_slots(nodes)) == list(range(1, players + 1))  # everyone once
    # FMT-5: byes only in round 1, only for the top seeds (their opponents are missing).
    byes = [n for n in nodes if n.has_bye]
    assert all(n.round == 1 for n in byes)
    assert sorted(int(n.a.ref) for n in byes) == list(range(1, size - players + 1))
    assert all(n.b.kind == "bye" and int(n.b.ref) > players for n in byes)
    # Matches actually played: each puts out one player.
    assert sum(not n.has_bye for n in nodes) == players - 1
    # Every node but the final feeds exactly one later node; the final comes last.
    fed = Counter(str(s.ref) for n in nodes for s in (n.a, n.b) if s.kind == "winner")
    assert all(fed[n.key] == 1 for n in nodes[:-1]) and fed[nodes[-1].key] == 0
    assert {n.side for n in nodes} == {"upper"}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 7, 8, 9, 13, 16, 17, 31, 32, 33, 64])
def test_top_seeds_meet_as_late_as_possible(players: int) -> None:
    nodes = single_elimination(players)
    last = nodes[-1].round
    # FMT-5: 1 and 2 only in the final, 1-4 only from the semis on, 1-8 from the quarters.
    group = 2
    while group <= players:
        for first, second in itertools.combinations(range(1, group + 1), 2):
            assert meeting_round(nodes, first, second) > last - group.bit_length() + 1
        group *= 2


@pytest.mark.parametrize("players", range(2, 65))
def test_single_elimination_random_playthrough(players: int) -> None:
    nodes = single_elimination(players)
    seeds = ids(players)
    state, results = play(nodes, seeds, random_pick(random.Random(players)))
    assert state.finished and state.champion in seeds
    assert len(results) == players - 1
    assert all(n.status in ("played", "bye") for n in state.nodes.values())
    check_places(state, players)
    assert state.places[state.champion] == (1, 1)


def test_favourites_win_places_by_round() -> None:
    # The better seed always wins: 1 champion, 2 second, 3-4 semi-finalists, 5-8 quarters.
    seeds = ids(8)
    state, _ = play(single_elimination(8), seeds, min)
    assert state.champion == 101
    assert state.places[102] == (2, 2)
    assert state.places[103] == state.places[104] == (3, 4)
    assert {state.places[p] for p in seeds[4:]} == {(5, 8)}


def test_byes_are_decided_at_once() -> None:
    nodes = single_elimination(6)  # seeds 1 and 2 have byes
    state = advance(nodes, ids(6), {})
    assert set(state.auto) == {"U1.1", "U1.3"}
    assert state.nodes["U1.1"].winner == 101 and state.nodes["U1.1"].status == "bye"
    assert set(state.ready) == {"U1.2", "U1.4"}
    assert state.nodes["U2.1"].a == 101 and state.nodes["U2.1"].status == "waiting"


@pytest.mark.parametrize("players", [1, 0])
def test_a_bracket_needs_two_players(players: int) -> None:
    with pytest.raises(ValueError):
        single_elimination(players)


# --- results are checked ---------------------------------------------------------------------


def test_result_must_name_a_player_of_the_node() -> None:
    nodes = single_elimination(4)
    with pytest.raises(Refusal) as refused:
        advance(nodes, ids(4), {"U1.1": 102})
    assert refused.value.key == "bracket-result-bad"
    assert refused.value.params == {"node": "U1.1", "winner": 102}


def test_result_for_an_unknown_node() -> None:
    with pytest.raises(Refusal) as refused:
        advance(single_elimination(4), ids(4), {"U9.1": 101})
    assert refused.value.key == "bracket-node-unknown"
    assert refused.value.params == {"node": "U9.1"}


def test_result_before_the_players_are_known() -> None:
    with pytest.raises(Refusal) as refused:
        advance(single_elimination(4), ids(4), {"U2.1": 101})
    assert refused.value.key == "bracket-node-not-ready"


def test_result_for_a_bye_must_agree_with_it() -> None:
    nodes = single_elimination(3)
    assert advance(nodes, ids(3), {"U1.1": 101}).nodes["U1.1"].status == "bye"
    with pytest.raises(Refusal):
        advance(nodes, ids(3), {"U1.1": 999})


def test_seeds_must_match_the_bracket() -> None:
    with pytest.raises(ValueError):
        advance(single_elimination(4), ids(3), {})
    with pytest.raises(ValueError):
        advance(single_elimination(4), [1, 1, 2, 3], {})


# --- forfeits (MOD-8) ------------------------------------------------------------------------


def test_disqualified_player_loses_his_current_match() -> None:
    nodes = single_elimination(4)
    seeds = ids(4)
    state = advance(nodes, seeds, {"U1.1": 101}, forfeits={101})  # won, then disqualified
    assert state.nodes["U1.1"].status == "played"  # MOD-8: earlier results stand
    assert state.nodes["U1.2"].status == "ready"
    state = advance(nodes, seeds, {"U1.1": 101, "U1.2": 103}, forfeits={101})
    final = state.nodes["U2.1"]
    assert final.status == "forfeit" and final.winner == 103 and final.loser == 101
    assert state.champion == 103 and state.auto == ("U2.1",)
    assert state.places[101] == (2, 2)


def test_forfeit_waits_for_the_opponent() -> None:
    state = advance(single_elimination(4), ids(4), {"U1.1": 101}, forfeits={101})
    assert state.nodes["U2.1"].status == "waiting" and state.champion is None


def test_both_players_out_the_better_seed_forfeits_the_next_match() -> None:
    nodes = single_elimination(8)
    state = advance(nodes, ids(8), {}, forfeits={101, 108, 104})
    first = state.nodes["U1.1"]
    assert first.status == "forfeit" and first.winner == 101
    # 101 goes on only to forfeit against the winner of 4 v 5, which 105 takes at once.
    assert state.nodes["U1.2"].winner == 105
    assert state.nodes["U2.1"].status == "forfeit" and state.nodes["U2.1"].winner == 105


@given(
    players=st.integers(2, 32),
    out=st.sets(st.integers(1, 32), max_size=6),
    seed=st.integers(0, 10_000),
)
@settings(max_examples=60, deadline=None)
def test_forfeits_in_any_bracket(players: int, out: set[int], seed: int) -> None:
    seeds = ids(players)
    forfeits = {seeds[i - 1] for i in out if i <= players}
    for nodes in (single_elimination(players), double_elimination(players, reset=True)):
        state, _ = play(nodes, seeds, random_pick(random.Random(seed)), forfeits)
        assert state.finished
        check_places(state, players)
        if len(forfeits) < players:
            # MOD-8: a player who left never wins a match again, so he cannot be champion.
            assert state.champion not in forfeits
        for node in state.nodes.values():
            if node.status == "forfeit":
                assert node.loser in forfeits
