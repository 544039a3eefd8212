"""The shape of single and double elimination brackets: nodes, seeding, byes, round names."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import cycle, islice
from typing import Literal

Side = Literal["upper", "lower", "final"]
SlotKind = Literal["seed", "winner", "loser", "bye"]


@dataclass(frozen=True, slots=True)
class Slot:
    """Who fills one side of a node: a seed, the winner or loser of a node, or no one (a bye).

    `ref` is the seed number for "seed"; the node key for "winner" and "loser"; for "bye" the
    missing seed number (round 1) or the key of the node that can send no one here.
    """

    kind: SlotKind
    ref: int | str


@dataclass(frozen=True, slots=True)
class Node:
    """One match of a bracket; `round` counts within its side, from 1."""

    key: str
    round: int
    side: Side
    a: Slot
    b: Slot

    @property
    def has_bye(self) -> bool:
        """Whether one side is empty, so that the node is decided without a match."""
        return self.a.kind == "bye" or self.b.kind == "bye"


def _is_power_of_two(number: int) -> bool:
    """Whether number is 1, 2, 4, 8, …"""
    return number >= 1 and number & (number - 1) == 0


def bracket_size(players: int) -> int:
    """The power of two a bracket for this many players is padded to (FMT-5)."""
    if players < 2:
        raise ValueError(f"a bracket needs at least 2 players, not {players}")
    return 1 << (players - 1).bit_length()


def seed_order(size: int) -> list[int]:
    """Seeds in bracket order for a power-of-two bracket: 1, 8, 4, 5, 2, 7, 3, 6 for 8 (FMT-5).

    Each step doubles the bracket and puts every seed s next to its mirror size + 1 - s, so
    the pairs always add up to size + 1 and seeds 1 and 2 can meet only in the final, 1-4
    only from the semi-finals on, and so on.
    """
    if not _is_power_of_two(size):
        raise ValueError(f"a bracket size must be a power of two, not {size}")
    order = [1]
    while len(order) < size:
        mirror = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, mirror - top)]
    return order


def _upper_rounds(players: int) -> list[list[Node]]:
    """The upper (or only) bracket padded to a power of two; missing seeds become byes."""
    size = bracket_size(players)
    order = seed_order(size)

    def seed_slot(seed: int) -> Slot:
        # FMT-5: the seeds past the field are missing, so the highest seeds (their mirrors)
        # get the byes.
        return Slot("seed", seed) if seed <= players else Slot("bye", seed)

    built = [
        [
            Node(f"U1.{i + 1}", 1, "upper", seed_slot(order[2 * i]), seed_slot(order[2 * i + 1]))
            for i in range(size // 2)
        ]
    ]
    while len(built[-1]) > 1:
        previous = built[-1]
        number = len(built) + 1
        built.append(
            [
                Node(
                    f"U{number}.{i + 1}",
                    number,
                    "upper",
                    Slot("winner", previous[2 * i].key),
                    Slot("winner", previous[2 * i + 1].key),
                )
                for i in range(len(previous) // 2)
            ]
        )
    return built


def _prune(nodes: list[Node]) -> list[Node]:
    """Turn slots that can never be filled into byes and drop nodes with two empty sides.

    A node with one bye sends no loser, a node with two sends no one at all; the nodes come
    after the nodes they take players from, so one pass settles every later reference.
    """
    no_winner: set[str] = set()
    no_loser: set[str] = set()
    kept: list[Node] = []

    def fixed(slot: Slot) -> Slot:
        if (slot.kind == "winner" and slot.ref in no_winner) or (
            slot.kind == "loser" and slot.ref in no_loser
        ):
            return Slot("bye", slot.ref)
        return slot

    for node in nodes:
        a, b = fixed(node.a), fixed(node.b)
        if a.kind == "bye" or b.kind == "bye":
            no_loser.add(node.key)
        if a.kind == "bye" and b.kind == "bye":
            no_winner.add(node.key)
            continue
        kept.append(Node(node.key, node.round, node.side, a, b))
    return kept


def single_elimination(players: int) -> list[Node]:
    """A single-elimination bracket, round after round; the top seeds get the byes (FMT-5)."""
    return _prune([node for round_ in _upper_rounds(players) for node in round_])


def _halves_swapped(items: list[int]) -> list[int]:
    """The second half, then the first."""
    half = len(items) // 2
    return items[half:] + items[:half]


def _halves_reversed(items: list[int]) -> list[int]:
    """Each half back to front, the halves staying in place."""
    half = len(items) // 2
    return items[:half][::-1] + items[half:][::-1]


def _reversed(items: list[int]) -> list[int]:
    """The whole list back to front."""
    return items[::-1]


# Orders in which the losers of upper round r (from 2 on) meet the lower-bracket survivors,
# as a permutation of the upper round's match indexes; they repeat from round 5 on. Searched
# exhaustively over the five usual orders (natural, reversed, halves swapped, each half
# reversed, neighbours swapped) for brackets of 4 to 128: no mix of them puts off the first
# possible lower-bracket rematch longer (the tests repeat the search for 8, 16 and 32).
_DROP_ORDERS = (_halves_swapped, _halves_reversed, _reversed)

# The first lower round in which two players who already met can meet again, by bracket size,
# for the layout above (checked in the tests); before it every lower match is a first meeting.
# Bigger brackets get the same layout, with no measured guarantee.
FIRST_LOWER_REMATCH = {4: 2, 8: 3, 16: 4, 32: 5, 64: 7, 128: 8}


def double_elimination(players: int, reset: bool) -> list[Node]:
    """A double-elimination bracket: the upper rounds, the lower ones, the grand final (FMT-1).

    The lower bracket of a 2^k bracket has 2k - 2 rounds. Round 1 pairs the losers of
    neighbouring upper round 1 matches. For r = 2 … k, lower round 2r - 2 sets the losers of
    upper round r against the survivors, in the crossed orders of _DROP_ORDERS, and (below
    the last upper round) lower round 2r - 1 pairs those winners among themselves. In a
    bracket of 8 the losers of upper match 1 and 2 meet in lower round 1, and the loser of
    upper round 2 match 1 meets the survivor of the other half. The crossing keeps every
    lower match a first meeting up to FIRST_LOWER_REMATCH (lower round 3 of 6 in a bracket of
    16 is still safe, a rematch becomes possible in round 4). The grand final sets the upper
    winner against the lower winner; with `reset` a second final ("GF2") is played only if
    the lower player wins the first, so that everyone but the champion goes out with two
    losses.
    """
    upper = _upper_rounds(players)
    nodes = [node for round_ in upper for node in round_]
    depth = len(upper)
    lower: list[Node] = []
    if depth == 1:
        lower_winner = Slot("loser", upper[0][0].key)
    else:
        first = upper[0]
        survivors = [
            Node(
                f"L1.{i + 1}",
                1,
                "lower",
                Slot("loser", first[2 * i].key),
                Slot("loser", first[2 * i + 1].key),
            )
            for i in range(len(first) // 2)
        ]
        lower.extend(survivors)
        orders = islice(cycle(_DROP_ORDERS), depth - 1)
        for number, order in zip(range(2, depth + 1), orders, strict=True):
            losers = upper[number - 1]
            crossed = order(list(range(len(losers))))
            dropped = [
                Node(
                    f"L{2 * number - 2}.{i + 1}",
                    2 * number - 2,
                    "lower",
                    Slot("winner", survivor.key),
                    Slot("loser", losers[crossed[i]].key),
                )
                for i, survivor in enumerate(survivors)
            ]
            lower.extend(dropped)
            survivors = dropped
            if number < depth:
                survivors = [
                    Node(
                        f"L{2 * number - 1}.{i + 1}",
                        2 * number - 1,
                        "lower",
                        Slot("winner", dropped[2 * i].key),
                        Slot("winner", dropped[2 * i + 1].key),
                    )
                    for i in range(len(dropped) // 2)
                ]
                lower.extend(survivors)
        lower_winner = Slot("winner", survivors[0].key)
    # Lower rounds are played alongside the upper ones, but listing all upper nodes first
    # keeps every reference pointing backwards, which is all _prune and advance rely on.
    finals = [Node("GF", 1, "final", Slot("winner", upper[-1][0].key), lower_winner)]
    if reset:
        # The first final's loser is the upper player whenever this one is played.
        finals.append(Node("GF2", 2, "final", Slot("loser", "GF"), Slot("winner", "GF")))
    return _prune([*nodes, *lower, *finals])


def is_double(nodes: Sequence[Node]) -> bool:
    """Whether the nodes make a double-elimination bracket."""
    return any(node.side != "upper" for node in nodes)


def rounds(nodes: Sequence[Node], side: Side = "upper") -> list[list[Node]]:
    """The nodes of one side grouped by round, in display order (the order they were built)."""
    grouped: dict[int, list[Node]] = {}
    for node in nodes:
        if node.side == side:
            grouped.setdefault(node.round, []).append(node)
    return [grouped[number] for number in sorted(grouped)]


def round_label(node: Node, nodes: Sequence[Node]) -> tuple[str, dict[str, int]]:
    """The text id and parameters naming a node's round, e.g. ("round-fraction", {"part": 4}).

    Single elimination: "round-final", "round-semifinal", "round-fraction" (1/part of the
    final). Double elimination: "round-upper" / "round-lower" with the round number,
    "round-upper-final", "round-lower-final", "round-grand-final" and "round-grand-final-reset".
    """
    last = max(other.round for other in nodes if other.side == node.side)
    if node.side == "final":
        return ("round-grand-final-reset" if node.key == "GF2" else "round-grand-final"), {}
    if not is_double(nodes):
        left = last - node.round
        if left == 0:
            return "round-final", {}
        if left == 1:
            return "round-semifinal", {}
        return "round-fraction", {"part": 2**left}
    if node.round == last:
        return f"round-{node.side}-final", {}
    return f"round-{node.side}", {"round": node.round}
