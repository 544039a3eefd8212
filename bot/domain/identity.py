"""Who is who across tournaments: a person is the accounts his links join (issue 26, REG-3)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.domain.errors import Refusal

# A game id many people typed is a typo or a joke, not one person: ask no more than this.
OFFERS_MAX = 3
# `vk:Лось`, `tg:Лось`: a judge names one nickname's account on one platform.
PLATFORM_PREFIXES = {"vk": "vk", "вк": "vk", "tg": "telegram", "тг": "telegram"}


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


@dataclass(frozen=True, slots=True)
class LinkOffer:
    """The question «Это вы?» to a known account when another one registers his game id."""

    id: int
    tournament_id: int | None  # where the newcomer registered (its judges hear a «Нет»)
    known: int  # the account that registered the game id before: it is asked
    new: int  # the account registering it now
    nickname: str  # the newcomer's nickname there
    game_id: str
    asked_at: float
    answer: str | None = None  # yes | no; None while open
    answered_at: float | None = None


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


def to_ask(new: int, holders: Iterable[int], mapping: dict[int, int]) -> list[int]:
    """REG-3: the accounts to ask «Это вы?» when `new` registers a game id `holders` used
    before: the oldest holder of each other person, none when too many people used it."""
    mine = mapping.get(new, new)
    oldest: dict[int, int] = {}
    for account in sorted(set(holders)):
        person = mapping.get(account, account)
        if person != mine:
            oldest.setdefault(person, account)
    return [] if len(oldest) > OFFERS_MAX else sorted(oldest.values())


def platform_of(typed: str) -> tuple[str | None, str]:
    """A nickname as a judge typed it: (platform or None, the nickname)."""
    head, sep, rest = typed.partition(":")
    platform = PLATFORM_PREFIXES.get(head.strip().lower()) if sep else None
    return (platform, rest.strip()) if platform else (None, typed)


def refuse_answer(offer: LinkOffer | None, me: int) -> None:
    """Only the asked account answers, once; a second tap says what the first one did."""
    if offer is None or offer.known != me:
        raise Refusal("link-offer-unknown")
    if offer.answer is not None:
        raise Refusal(f"link-offer-answered-{offer.answer}", nickname=offer.nickname)


def refuse_merge(first: int, second: int, nickname: str, other: str) -> None:
    """A merge joins two persons; one person needs none."""
    if first == second:
        raise Refusal("merge-same-person", first=nickname, second=other)


def refuse_unmerge(first: int, second: int, nickname: str, other: str) -> None:
    """A split parts one person; two persons are parted already."""
    if first != second:
        raise Refusal("unmerge-not-one", first=nickname, second=other)


def split(a: int, b: int, links: Iterable[Link]) -> list[Link]:
    """The links to undo so that accounts `a` and `b` are no longer one person.

    The newest links go first until the two part (a wrong merge is usually the latest
    link); then every link taken that would not join them again comes back, so nothing
    is undone that the split does not need.
    """
    if a == b:
        return []
    kept = sorted(links, key=lambda link: link.id)
    taken: list[Link] = []
    while _joined(a, b, kept):
        taken.append(kept.pop())
    for link in sorted(taken, key=lambda link: link.id):
        if not _joined(a, b, [*kept, link]):
            kept.append(link)
    return [link for link in taken if link not in kept]


def _joined(a: int, b: int, links: list[Link]) -> bool:
    mapping = persons((a, b), links)
    return mapping[a] == mapping[b]
