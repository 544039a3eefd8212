"""Players, playthroughs and place checks shared by the bracket tests."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Collection, Sequence

from bot.domain.brackets import BracketState, Node, advance

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
