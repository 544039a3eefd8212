"""Single and double elimination brackets: their shape, and where a set of results leaves them.

The shape (nodes, seeding, byes, round names) is built in bracket_shape; this module follows
the results through it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from bot.domain.bracket_shape import (
    FIRST_LOWER_REMATCH,
    Node,
    Side,
    Slot,
    SlotKind,
    bracket_size,
    double_elimination,
    is_double,
    round_label,
    rounds,
    seed_order,
    single_elimination,
)
from bot.domain.errors import Refusal

__all__ = [
    "FIRST_LOWER_REMATCH",
    "BracketState",
    "Node",
    "NodeState",
    "NodeStatus",
    "Side",
    "Slot",
    "SlotKind",
    "advance",
    "bracket_size",
    "double_elimination",
    "round_label",
    "rounds",
    "seed_order",
    "single_elimination",
]

NodeStatus = Literal["waiting", "ready", "played", "bye", "forfeit", "skipped"]


@dataclass(frozen=True, slots=True)
class NodeState:
    """Where one node stands: its players (None while unknown or for a bye) and its outcome.

    waiting: a player is not known yet; ready: both are known and no result is in; played: a
    result is in; bye: one side is empty; forfeit: a withdrawn or disqualified player lost
    without playing (MOD-8); skipped: the reset final is not needed.
    """

    key: str
    a: int | None
    b: int | None
    status: NodeStatus
    winner: int | None = None
    loser: int | None = None


@dataclass(frozen=True, slots=True)
class BracketState:
    """A bracket after the results so far: every node, what to play next, places, champion.

    `places` maps each player whose place is known to (best, worst): players who go out at the
    same stage share the range, e.g. (3, 4) for both losing semi-finalists.
    """

    nodes: Mapping[str, NodeState]
    ready: tuple[str, ...]
    auto: tuple[str, ...]
    places: Mapping[int, tuple[int, int]]
    champion: int | None

    @property
    def finished(self) -> bool:
        """Whether the bracket has crowned its champion."""
        return self.champion is not None


def _stages(nodes: Sequence[Node]) -> dict[str, int]:
    """The elimination stage of every node whose loser can go out there.

    Single elimination: the round. Double elimination: the lower round, then one more for the
    grand final(s); an upper loser drops to the lower bracket instead of going out.
    """
    double = is_double(nodes)
    last_lower = max((node.round for node in nodes if node.side == "lower"), default=0)
    stages: dict[str, int] = {}
    for node in nodes:
        if not double or node.side == "lower":
            stages[node.key] = node.round
        elif node.side == "final":
            stages[node.key] = last_lower + 1
    return stages


def _place_ranges(nodes: Sequence[Node], players: int) -> dict[int, tuple[int, int]]:
    """(best, worst) place of a player who goes out at each stage.

    Everyone going out later finishes above; the stage's own matches with two players each
    put out one (a bye puts out no one); the grand final and its reset put out one together.
    """
    stages = _stages(nodes)
    out: dict[int, int] = {}
    for node in nodes:
        stage = stages.get(node.key)
        if stage is not None and not node.has_bye and node.key != "GF2":
            out[stage] = out.get(stage, 0) + 1
    ranges: dict[int, tuple[int, int]] = {}
    remaining = players
    for stage in sorted(out):
        ranges[stage] = (remaining - out[stage] + 1, remaining)
        remaining -= out[stage]
    return ranges


def advance(
    nodes: Sequence[Node],
    seeds: Sequence[int],
    results: Mapping[str, int],
    forfeits: Collection[int] = (),
) -> BracketState:
    """Where the bracket stands after `results` (node key → winner's player id).

    `seeds` are player ids in seed order, 1 first. A player in `forfeits` (withdrawn or
    disqualified) loses every node still to play as soon as his opponent is known: the
    opponent wins automatically (MOD-8); results already in stand. A result must name one of
    the node's two known players.
    """
    seed_count = sum(slot.kind == "seed" for node in nodes for slot in (node.a, node.b))
    if len(seeds) != seed_count or len(set(seeds)) != len(seeds):
        raise ValueError(f"{seed_count} distinct seeds expected, got {list(seeds)}")
    keys = {node.key for node in nodes}
    for key in results:
        if key not in keys:
            raise Refusal("bracket-node-unknown", node=key)
    seed_of = {player: number for number, player in enumerate(seeds, start=1)}
    forfeited = set(forfeits)
    states: dict[str, NodeState] = {}

    def resolve(slot: Slot) -> int | None:
        if slot.kind == "seed":
            return seeds[int(slot.ref) - 1]
        if slot.kind == "bye":
            return None
        source = states[str(slot.ref)]
        return source.winner if slot.kind == "winner" else source.loser

    for node in nodes:
        a, b = resolve(node.a), resolve(node.b)
        states[node.key] = _settle(node, a, b, results, forfeited, seed_of, states)

    ranges = _place_ranges(nodes, len(seeds))
    stages = _stages(nodes)
    reset = "GF2" in keys
    places: dict[int, tuple[int, int]] = {}
    for node in nodes:
        state = states[node.key]
        if node.key in stages and state.loser is not None and _goes_out(node, state, reset):
            places[state.loser] = ranges[stages[node.key]]
    champion = _champion(nodes, states)
    if champion is not None:
        places[champion] = (1, 1)
    return BracketState(
        nodes=states,
        ready=tuple(key for key, state in states.items() if state.status == "ready"),
        auto=tuple(key for key, state in states.items() if state.status in ("bye", "forfeit")),
        places=places,
        champion=champion,
    )


def _settle(
    node: Node,
    a: int | None,
    b: int | None,
    results: Mapping[str, int],
    forfeited: set[int],
    seed_of: Mapping[int, int],
    states: Mapping[str, NodeState],
) -> NodeState:
    """The state of one node once its players are known as far as they can be."""
    result = results.get(node.key)
    if node.key == "GF2":
        first = states["GF"]
        # The reset is needed only when the lower player took the first final.
        if first.winner is not None and first.winner == states["GF"].a:
            if result is not None:
                raise Refusal("bracket-result-bad", node=node.key, winner=result)
            return NodeState(node.key, a, b, "skipped")
    if node.has_bye:
        player = a if node.a.kind != "bye" else b
        if player is None:
            if result is not None:
                raise Refusal("bracket-node-not-ready", node=node.key)
            return NodeState(node.key, a, b, "waiting")
        if result is not None and result != player:
            raise Refusal("bracket-result-bad", node=node.key, winner=result)
        return NodeState(node.key, a, b, "bye", winner=player)
    if a is None or b is None:
        if result is not None:
            raise Refusal("bracket-node-not-ready", node=node.key)
        return NodeState(node.key, a, b, "waiting")
    if result is not None:
        if result not in (a, b):
            raise Refusal("bracket-result-bad", node=node.key, winner=result)
        return NodeState(node.key, a, b, "played", result, b if result == a else a)
    if a in forfeited or b in forfeited:
        # MOD-8: the opponent of this round wins. If both are out, the better seed is carried
        # on only to forfeit his next match, so the bracket still ends; should both finalists
        # be out, he is named champion and, as MOD-8 says, his place passes to no one.
        if a in forfeited and b in forfeited:
            winner = min(a, b, key=seed_of.__getitem__)
        else:
            winner = b if a in forfeited else a
        return NodeState(node.key, a, b, "forfeit", winner, b if winner == a else a)
    return NodeState(node.key, a, b, "ready")


def _goes_out(node: Node, state: NodeState, reset: bool) -> bool:
    """Whether the loser of a decided node leaves the bracket there (FMT-1)."""
    # With a reset the upper player who loses the first final still has a life: he plays
    # the second one.
    return not (reset and node.key == "GF" and state.loser == state.a)


def _champion(nodes: Sequence[Node], states: Mapping[str, NodeState]) -> int | None:
    """The winner of the bracket, once known."""
    last = nodes[-1]
    if last.key == "GF2":
        if states["GF2"].status == "skipped":
            return states["GF"].winner
        return states["GF2"].winner
    return states[last.key].winner
