"""Who is who across tournaments: a person is the accounts his links join (issue 26)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Link:
    """Two accounts of one person: confirmed by a tap, or merged by a judge."""

    id: int
    account_a: int
    account_b: int
    kind: str  # confirmed | merge
    by: int | None
    reason: str | None
    at: float


def persons(accounts: Iterable[int], links: Iterable[Link]) -> dict[int, int]:
    """Each account's person: the smallest account id of the accounts its links join.

    The smallest id is stable under a new link to a newer account, so a profile's address
    (`/p/<id>`) keeps working; any account of the person opens the same profile.
    """
    parent: dict[int, int] = {}

    def root(x: int) -> int:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for account in accounts:
        root(account)
    for link in links:
        a, b = root(link.account_a), root(link.account_b)
        if a != b:
            parent[max(a, b)] = min(a, b)
    return {account: root(account) for account in parent}


def accounts_of(person: int, mapping: dict[int, int]) -> list[int]:
    """Every account of a person, oldest first."""
    return sorted(a for a, p in mapping.items() if p == person)
