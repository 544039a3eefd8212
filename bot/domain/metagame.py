"""The metagame of a tournament or a season: which heroes and elements were played, and how
their matches went, mirror matches out (issue 26, DECK-4, REG-9)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction

from bot.domain.cards import Element
from bot.domain.errors import Refusal
from bot.domain.history import PastDeck, PastTournament
from bot.domain.tournament import Tournament

SMALL = 5  # fewer decks than this: counts only, no percentages (issue 26)
NO_HERO = frozenset({"", "—"})  # a list stored without a recognised hero


@dataclass(frozen=True, slots=True)
class MetaLine:
    """One hero or one element: its decks, its share, its non-mirror match record."""

    name: str  # the hero's card name, or the element (DECK-4)
    element: str | None  # a hero's element; None for an element line or a hero not in the pool
    decks: int
    players: int  # entries that brought it (a player with two decks of it counts once)
    total: int  # the decks of the whole field the share is taken of
    wins: int = 0
    losses: int = 0
    draws: int = 0  # a drawn match counts as half a win in the rate

    @property
    def matches(self) -> int:
        """Played matches against another hero (or element), byes and mirrors out."""
        return self.wins + self.losses + self.draws

    @property
    def small(self) -> bool:
        """Too few decks for a win rate to mean anything."""
        return self.decks < SMALL

    @property
    def share(self) -> Fraction:
        """Its part of the field's decks."""
        return Fraction(self.decks, self.total) if self.total else Fraction(0)

    @property
    def share_percent(self) -> int | None:
        """The share in whole percent; None when the field has fewer than SMALL decks."""
        return None if self.total < SMALL else _percent(self.share)

    @property
    def element_code(self) -> str:
        """The Latin name of its element (a hero's) or of itself (an element line)."""
        return element_code(self.element or self.name)

    @property
    def win_rate(self) -> Fraction | None:
        """Match points per match, a draw half; None without a match."""
        if not self.matches:
            return None
        return Fraction(2 * self.wins + self.draws, 2 * self.matches)

    @property
    def win_percent(self) -> int | None:
        """The win rate in whole percent; None under SMALL decks or without a match."""
        rate = self.win_rate
        return None if rate is None or self.small else _percent(rate)


@dataclass(frozen=True, slots=True)
class Metagame:
    """Heroes and elements of a set of tournaments, each sorted by share, then by name."""

    tournaments: int
    decks: int  # decks with a hero
    heroes: tuple[MetaLine, ...]
    elements: tuple[MetaLine, ...]
    unknown: int = 0  # decks whose hero the card pool does not know: not by element
    mirrors: int = 0  # matches of a hero against itself, left out of the heroes' rates

    @property
    def small(self) -> bool:
        """Fewer than SMALL decks in all: counts only, no shares in percent."""
        return self.decks < SMALL

    @property
    def least(self) -> int:
        """The fewest decks that show percentages."""
        return SMALL

    @property
    def small_lines(self) -> bool:
        """Some hero or element has too few decks for a win rate."""
        return any(line.small for line in (*self.heroes, *self.elements))

    @property
    def empty(self) -> bool:
        """No deck to count."""
        return self.decks == 0


def element_code(element: str | None) -> str:
    """An element's Latin name for the texts' selectors ("лес" → "forest"); "other" if none."""
    try:
        return Element(element).name.lower() if element else "other"
    except ValueError:
        return "other"


def _percent(value: Fraction) -> int:
    """Whole percent, half up."""
    return int(value * 100 + Fraction(1, 2))


@dataclass(slots=True)
class _Tally:
    decks: int = 0
    players: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0


def metagame(tournaments: Iterable[PastTournament]) -> Metagame:
    """Shares and non-mirror match records by hero and by element, from the decklists.

    A player with several decks (REG-9, `decks=2`) counts under each of his decks' heroes
    once; his match is a mirror for a hero his opponent also brought. Only played matches
    between two players who both sent lists count (`PastMatch.rated`): byes, technical
    losses and annulled matches are out; a draw is half a win.
    """
    heroes: dict[str, _Tally] = {}
    elements: dict[str, _Tally] = {}
    element_of: dict[str, str | None] = {}
    counted = unknown = mirrors = 0
    total = 0
    for t in tournaments:
        counted += 1
        by_player: dict[int, list[PastDeck]] = {}
        for deck in t.decks:
            if deck.hero.strip() in NO_HERO:
                continue
            by_player.setdefault(deck.player, []).append(deck)
            total += 1
            heroes.setdefault(deck.hero, _Tally()).decks += 1
            element_of.setdefault(deck.hero, deck.element)
            if deck.element is None:
                unknown += 1
            else:
                elements.setdefault(deck.element, _Tally()).decks += 1
        hero_sets = {p: frozenset(d.hero for d in ds) for p, ds in by_player.items()}
        element_sets = {
            p: frozenset(d.element for d in ds if d.element is not None)
            for p, ds in by_player.items()
        }
        for names in hero_sets.values():
            for name in names:
                heroes[name].players += 1
        for names in element_sets.values():
            for name in names:
                elements[name].players += 1
        for m in t.rated_matches():
            if m.b is None or m.a not in by_player or m.b not in by_player:
                continue  # an opponent without a list: what he played is unknown
            mirrors += bool(hero_sets[m.a] & hero_sets[m.b])
            _score(heroes, hero_sets, m.a, m.b, m.winner)
            _score(elements, element_sets, m.a, m.b, m.winner)
    return Metagame(
        tournaments=counted,
        decks=total,
        heroes=_lines(heroes, total, element_of.get),
        elements=_lines(elements, total - unknown, lambda _: None),
        unknown=unknown,
        mirrors=mirrors,
    )


def _score(
    tallies: dict[str, _Tally],
    sets: dict[int, frozenset[str]],
    a: int,
    b: int,
    winner: int | None,
) -> None:
    """One match for each side's heroes (or elements) the other side did not bring."""
    for me, other in ((a, b), (b, a)):
        for name in sets[me] - sets[other]:
            tally = tallies[name]
            if winner is None:
                tally.draws += 1
            elif winner == me:
                tally.wins += 1
            else:
                tally.losses += 1


def _lines(
    tallies: dict[str, _Tally], total: int, element: Callable[[str], str | None]
) -> tuple[MetaLine, ...]:
    lines = [
        MetaLine(name, element(name), x.decks, x.players, total, x.wins, x.losses, x.draws)
        for name, x in tallies.items()
    ]
    lines.sort(key=lambda line: (-line.decks, line.name.casefold(), line.name))
    return tuple(lines)


def open_to_all(t: Tournament) -> bool:
    """Everyone may see a tournament's metagame once it is over; before, the judges only.

    REG-9 keeps the lists to the judges and their owners while the event runs: the heroes
    played would tell an opponent what to expect. `/publish_decks` comes only after the end,
    so after it, as after the end, everyone sees the shares of all decks — never a list.
    """
    return not t.active


def check_meta_open(t: Tournament, judge: bool) -> None:
    """Refuse a player's /meta while the tournament runs (REG-9)."""
    if not judge and not open_to_all(t):
        raise Refusal("meta-not-yet", title=t.title)
