"""VK random_ids of one database never repeat, whatever its base (issue 22)."""

from __future__ import annotations

from bot.ports.delivery import PARTS, random_id_of


def test_rows_and_their_parts_of_one_database_never_share_a_random_id() -> None:
    # Bases at the edges of the int32 range, where the values wrap from positive to negative.
    for base in (0, 2**31 - PARTS - 150, 2**32 - 2 * PARTS - 250, 123_456_789):
        seen: set[int] = set()
        for row_id in range(1, 3001):
            first = random_id_of(base, row_id)
            values = {first + part for part in range(PARTS)}
            assert not values & seen, (base, row_id)
            assert 0 not in values and all(-(2**31) <= v < 2**31 for v in values)
            seen |= values
