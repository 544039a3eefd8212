"""Single and double elimination (FMT-5, FMT-6, MOD-8): shapes, routing, playthroughs."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Collection, Sequence

import pytest
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
    round_label,
    rounds,
    seed_order,
    single_elimination,
)
from bot.domain.errors import Refusal

POWERS = [2, 4, 8, 16, 32, 64]


def ids(players: int) -> list[int]:
    """Player ids in seed order, different from the seed numbers to catch mix-ups."""
    return [100 + seed for seed in range(1, players + 1)]


def play(
    nodes: Sequence[Node],
    seeds: Sequence[int],
    pick: Callable[[int, int], int],
    forfeits: Collection[int] = (),
) -> tuple[BracketState, dict[str, int]]:
    """Play every ready node with `pick` choosing the winner, until nothing is left."""
    results: dict[str, int] = {}
    while True:
        state = advance(nodes, seeds, results, forfeits)
        if not state.ready:
            return state, results
        for key in state.ready:
            node = state.nodes[key]
            assert node.a is not None and node.b is not None
            results[key] = pick(node.a, node.b)


def random_pick(rng: random.Random) -> Callable[[int, int], int]:
    """A winner chosen at random."""
    return lambda a, b: rng.choice((a, b))


def seed_slots(nodes: Sequence[Node]) -> list[int]:
    """Seed numbers appearing in the bracket."""
    return [int(s.ref) for n in nodes for s in (n.a, n.b) if s.kind == "seed"]


def check_places(state: BracketState, players: int) -> None:
    """Everyone placed once; each shared range holds exactly as many players as it spans."""
    assert len(state.places) == players
    shared = Counter(state.places.values())
    for (best, worst), count in shared.items():
        assert count == worst - best + 1
    covered = sorted(place for best, worst in shared for place in range(best, worst + 1))
    assert covered == list(range(1, players + 1))


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


# --- display ---------------------------------------------------------------------------------


def test_single_elimination_labels() -> None:
    nodes = single_elimination(16)
    labels = [round_label(round_[0], nodes) for round_ in rounds(nodes)]
    assert labels == [
        ("round-fraction", {"part": 8}),
        ("round-fraction", {"part": 4}),
        ("round-semifinal", {}),
        ("round-final", {}),
    ]
    two = single_elimination(2)
    assert round_label(two[0], two) == ("round-final", {})


def test_double_elimination_labels() -> None:
    nodes = double_elimination(8, reset=True)
    by_key = {n.key: n for n in nodes}
    assert round_label(by_key["U1.3"], nodes) == ("round-upper", {"round": 1})
    assert round_label(by_key["U3.1"], nodes) == ("round-upper-final", {})
    assert round_label(by_key["L2.2"], nodes) == ("round-lower", {"round": 2})
    assert round_label(by_key["L4.1"], nodes) == ("round-lower-final", {})
    assert round_label(by_key["GF"], nodes) == ("round-grand-final", {})
    assert round_label(by_key["GF2"], nodes) == ("round-grand-final-reset", {})


def test_rounds_group_in_display_order() -> None:
    nodes = double_elimination(8, reset=False)
    assert [[n.key for n in r] for r in rounds(nodes, "upper")] == [
        ["U1.1", "U1.2", "U1.3", "U1.4"],
        ["U2.1", "U2.2"],
        ["U3.1"],
    ]
    assert [len(r) for r in rounds(nodes, "lower")] == [2, 2, 1, 1]
    assert [[n.key for n in r] for r in rounds(nodes, "final")] == [["GF"]]
