"""Sizes that follow from the player count (FMT-4)."""

from __future__ import annotations

import math

# FMT-4 default table: (largest player count, Swiss rounds, top size).
_TABLE = ((8, 3, 0), (16, 4, 4), (32, 5, 8), (64, 6, 8), (128, 7, 8))


def swiss_rounds(players: int) -> int:
    """Default number of Swiss rounds for a field of this size (FMT-4)."""
    for limit, rounds, _ in _TABLE:
        if players <= limit:
            return rounds
    return math.ceil(math.log2(players))


def top_size(players: int) -> int:
    """Default size of the single-elimination top (FMT-4): 0 means no top."""
    for limit, _, top in _TABLE:
        if players <= limit:
            return top
    return 16
