"""Swiss pairing of one round: an exact lexicographic matching, score group by group when large.

FMT-3's priorities, from the most to the least important: no rematch, no second bye, the bye
to the lowest-ranked player, the smallest pair-downs, then a seeded lot. A field up to
EXACT_LIMIT is paired by one exact matching (bot.domain.matching), a larger one score group
by score group (bot.domain.score_groups) with the same priorities.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.domain.matching import LOT_RANGE, Entrant, met, pair_exact
from bot.domain.model import Pairing
from bot.domain.score_groups import MERGE_LIMIT, pair_by_groups

__all__ = ["EXACT_LIMIT", "LOT_RANGE", "MERGE_LIMIT", "Entrant", "Pairing", "pair_round"]

# Largest field paired by the exact matching. Measured (bench/pairing_speed.py, CPU time on 2
# cores): one late round takes the exact matching ≈ 0.2 s at 64 players, ≈ 0.65 s at 96 and
# ≈ 1.3 s at 128, the group path under 50 ms at any of them, with the same rematches, byes
# and pair-downs in every simulated round compared. The bot pairs inside its event loop
# (usecases/rounds.py), so every chat waits meanwhile: 64, the FMT-4 size class of 6 rounds,
# keeps that wait near 0.2 s, and the reference method for every field up to it.
EXACT_LIMIT = 64


def pair_round(
    entrants: Sequence[Entrant], seed: str, round_no: int, *, exact_limit: int | None = None
) -> Pairing:
    """Pair one Swiss round of `entrants`, best first, per FMT-3 (`exact_limit`: EXACT_LIMIT)."""
    ids = [entrant.id for entrant in entrants]
    if len(set(ids)) != len(ids):
        raise ValueError("an entrant is listed twice")
    count = len(entrants)
    if count == 0:
        return Pairing(pairs=[])
    if count == 1:
        return Pairing(pairs=[], bye=entrants[0].id)

    # FMT-3: the head judge's lot, reproducible from the tournament's seed and the round.
    lot_key = f"{seed}:{round_no}"
    limit = EXACT_LIMIT if exact_limit is None else exact_limit
    if count <= limit:
        table_pairs, bye = pair_exact(entrants, random.Random(lot_key))
    else:
        table_pairs, bye = pair_by_groups(entrants, lot_key)

    table_pairs.sort()  # table 1 = the pair with the best-ranked player
    if len(table_pairs) * 2 + (bye is not None) != count:
        raise AssertionError("the matching left a player out")  # cannot happen: both pair all
    result = [(entrants[i].id, entrants[j].id) for i, j in table_pairs]
    rematches = [
        (entrants[i].id, entrants[j].id) for i, j in table_pairs if met(entrants[i], entrants[j])
    ]
    return Pairing(
        pairs=result, bye=None if bye is None else entrants[bye].id, rematches=rematches
    )
