"""Group stage: snake seeding into groups, a round robin inside each, who goes through."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from bot.domain.model import MatchResult
from bot.domain.standings import ScoringRules, StandingRow, compute_standings

DEFAULT_RULES = ScoringRules()  # FMT-7 defaults


def split_groups(seeded: Sequence[int], groups: int) -> list[list[int]]:
    """Players in seed order dealt into groups by snake seeding: 1…G, then G…1, and so on.

    Snake seeding evens out the groups' strength (group 1 gets seeds 1 and 2G), and dealing
    row by row keeps the sizes within one of each other (FMT-1, S4 4.2).
    """
    if groups < 1:
        raise ValueError(f"at least one group is needed, not {groups}")
    if groups > len(seeded):
        raise ValueError(f"{len(seeded)} players cannot fill {groups} groups")
    dealt: list[list[int]] = [[] for _ in range(groups)]
    for index, player in enumerate(seeded):
        row, column = divmod(index, groups)
        dealt[column if row % 2 == 0 else groups - 1 - column].append(player)
    return dealt


def round_robin(players: Sequence[int]) -> list[list[tuple[int, int | None]]]:
    """Every round of a round robin by the circle method; (p, None) means p sits out.

    One player stays put while the others turn around him, so every pair meets exactly once:
    n - 1 rounds for an even n, n rounds for an odd n with a different player out each round.
    """
    circle: list[int | None] = list(players)
    if len(set(players)) != len(players):
        raise ValueError(f"a player is listed twice: {list(players)}")
    if len(circle) % 2:
        circle.append(None)
    count = len(circle)
    schedule: list[list[tuple[int, int | None]]] = []
    for number in range(count - 1):
        pairs: list[tuple[int, int | None]] = []
        for i in range(count // 2):
            first, second = circle[i], circle[count - 1 - i]
            # The fixed player would otherwise always be listed first: alternate him.
            if i == 0 and number % 2:
                first, second = second, first
            if first is None:
                first, second = second, first
            assert first is not None
            pairs.append((first, second))
        # Sitting out is listed last so that the round reads as its matches first.
        pairs.sort(key=lambda pair: pair[1] is None)
        schedule.append(pairs)
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return schedule


def group_standings(
    group: Sequence[int], results: Iterable[MatchResult], rules: ScoringRules = DEFAULT_RULES
) -> list[StandingRow]:
    """The standings of one group from the matches between its members (FMT-7).

    Results of other groups or stages are left out, so the tiebreakers look only inside the
    group; sitting out a round is not a bye and gives nothing.
    """
    members = set(group)
    own = [
        result
        for result in results
        if result.a in members and result.b is not None and result.b in members
    ]
    return compute_standings(group, own, rules)


def qualifiers(
    groups_standings: Sequence[Sequence[StandingRow]],
    per_group: int,
    rules: ScoringRules = DEFAULT_RULES,
) -> list[int]:
    """Who goes through, seeded for the top: all group winners, then all seconds, and so on.

    Within one place the better record comes first. Groups may differ in size by one, so
    players of different groups are compared by their match-win share rather than raw
    points, then by the tiebreakers, then by group order.
    """
    if per_group < 1:
        raise ValueError(f"at least one player per group goes through, not {per_group}")
    short = [len(rows) for rows in groups_standings if len(rows) < per_group]
    if short:
        raise ValueError(f"a group of {min(short)} cannot send {per_group} players")

    def key(item: tuple[int, StandingRow]) -> tuple[Fraction | int, ...]:
        index, row = item
        return (-row.mw, *(-row.rank_value(name) for name in rules.tiebreakers), index)

    chosen: list[int] = []
    for place in range(per_group):
        rows = [(index, rows[place]) for index, rows in enumerate(groups_standings)]
        chosen.extend(row.player for _, row in sorted(rows, key=key))
    return chosen
