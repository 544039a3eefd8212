"""The card pool and the banned lists as data the organizer loads (DECK-3, DECK-4)."""

from __future__ import annotations

import csv
import io
import re
import tomllib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bot.domain.card_names import card_key, plain
from bot.domain.errors import Refusal

# A name this short is not corrected for a typo: one edit is a third of it or more, so the
# "correction" would be a guess, and a wrong card is worse than a question (DECK-1).
MIN_FUZZY_LENGTH = 4
# Two edits away is not corrected but suggested («возможно, вы имели в виду …»): the player
# picks, the bot does not guess. Shorter names than this get no suggestion at two edits.
SUGGEST_DISTANCE = 2
MIN_SUGGEST_LENGTH = 5
SUGGESTIONS = 3


class Element(StrEnum):
    """The elements of «Берсерк. Герои» (DECK-4)."""

    STEPPE = "степи"
    MOUNTAINS = "горы"
    FOREST = "лес"
    SWAMPS = "болота"
    DARKNESS = "тьма"
    NEUTRAL = "нейтральная"

    @classmethod
    def _missing_(cls, value: object) -> Element | None:
        """Accept the usual Russian and English spellings: Element("степь"), Element("neutral")."""
        if not isinstance(value, str):
            return None
        return _ELEMENT_ALIASES.get(plain(value))

    @classmethod
    def parse(cls, text: str) -> Element:
        """The element named by `text`, or a refusal naming what was given."""
        try:
            return cls(text)
        except ValueError:
            raise Refusal("element-unknown", element=text) from None


_ELEMENT_ALIASES: dict[str, Element] = {
    alias: element
    for element, aliases in {
        Element.STEPPE: ("степи", "степь", "степной", "степная", "steppe", "steppes"),
        Element.MOUNTAINS: ("горы", "гора", "горный", "горная", "mountain", "mountains"),
        Element.FOREST: ("лес", "леса", "лесной", "лесная", "forest", "forests"),
        Element.SWAMPS: ("болота", "болото", "болотный", "болотная", "swamp", "swamps"),
        Element.DARKNESS: ("тьма", "темный", "темная", "darkness", "dark"),
        Element.NEUTRAL: (
            "нейтральная",
            "нейтральный",
            "нейтральные",
            "нейтралы",
            "нейтрал",
            "neutral",
            "neutrals",
        ),
    }.items()
    for alias in aliases
}


class DeckFormat(StrEnum):
    """The deck-building formats: Constructed, and the Limited ones, Draft and Sealed."""

    CONSTRUCTED = "constructed"
    DRAFT = "draft"
    SEALED = "sealed"


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the pool (DECK-4): its element, whether it is a hero, whether it is «Орда»."""

    name: str
    element: Element
    hero: bool
    horde: bool
    set: str


@dataclass(frozen=True, slots=True)
class Match:
    """The card a typed name stands for; `corrected` when a typo had to be fixed to find it."""

    card: Card
    corrected: bool


def _join(names: Iterable[str]) -> str:
    """Names as one comma-separated string, the shape the texts take a list in."""
    return ", ".join(names)


@dataclass(frozen=True)
class CardPool:
    """Every card legal in the tournament, found by name forgivingly (DECK-4)."""

    cards: tuple[Card, ...]
    _by_key: dict[str, Card] = field(init=False, repr=False, compare=False)
    # Keys by length n, each bucket holding the keys of lengths n-1, n and n+1: one edit
    # changes the length by at most one, so a typo's card can only be in its own bucket.
    _near: dict[int, tuple[str, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Index the cards by key, and the keys by length for the typo search."""
        by_key: dict[str, Card] = {}
        by_length: dict[int, list[str]] = {}
        for card in self.cards:
            key = card_key(card.name)
            if not key or key in by_key:
                # The parsers refuse these with a line number; this guards direct use.
                raise ValueError(f"card name empty or not unique: {card.name!r}")
            by_key[key] = card
            by_length.setdefault(len(key), []).append(key)
        near = {
            length: tuple(
                key
                for other in (length - 1, length, length + 1)
                for key in by_length.get(other, ())
            )
            for length in range(MIN_FUZZY_LENGTH, max(by_length, default=0) + 2)
        }
        object.__setattr__(self, "_by_key", by_key)
        object.__setattr__(self, "_near", near)

    @classmethod
    def parse_csv(cls, text: str) -> CardPool:
        """A pool from CSV with the header name,element,hero,horde,set (`;` also accepted)."""
        return cls(tuple(_checked_rows(_csv_rows(text))))

    @classmethod
    def parse_toml(cls, text: str) -> CardPool:
        """A pool from TOML `[[card]]` tables with the keys name, element, hero, horde, set."""
        return cls(tuple(_checked_rows(_toml_rows(text))))

    def __len__(self) -> int:
        """How many cards the pool holds."""
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        """The cards in the order they were loaded."""
        return iter(self.cards)

    def __contains__(self, name: object) -> bool:
        """Whether a card of this name, up to case, ё/е, spacing and punctuation, exists."""
        return isinstance(name, str) and card_key(name) in self._by_key

    def get(self, name: str) -> Card | None:
        """The card of this name up to case, ё/е, spacing and punctuation; no typo fixing."""
        return self._by_key.get(card_key(name))

    def find(self, name: str) -> Match:
        """The card meant by `name`, fixing one typo when exactly one card is that close."""
        key = card_key(name)
        card = self._by_key.get(key)
        if card is not None:
            return Match(card, corrected=False)
        candidates = self._near.get(len(key), ()) if len(key) >= MIN_FUZZY_LENGTH else ()
        if candidates:
            # rapidfuzz scores the bucket in C and drops anything farther than one edit; OSA
            # counts a swap of neighbours as one edit, as Damerau-Levenshtein does, and for a
            # distance of one the two are the same.
            from rapidfuzz import process  # the card matcher: with the first card name
            from rapidfuzz.distance import OSA

            close = process.extract(
                key, candidates, scorer=OSA.distance, score_cutoff=1, limit=None
            )
            if len(close) == 1:
                return Match(self._by_key[close[0][0]], corrected=True)
            if close:
                options = sorted(self._by_key[other].name for other, _, _ in close)
                raise Refusal("card-ambiguous", name=name, options=_join(options))
        suggested = self.suggest(key)
        if suggested:
            raise Refusal("card-suggested", name=name, options=_join(suggested))
        raise Refusal("card-unknown", name=name)

    def suggest(self, key: str) -> list[str]:
        """Names of the cards at most two edits from a compared form, nearest first."""
        if len(key) < MIN_SUGGEST_LENGTH:
            return []
        from rapidfuzz import process
        from rapidfuzz.distance import OSA

        close = process.extract(
            key, self._by_key.keys(), scorer=OSA.distance, score_cutoff=SUGGEST_DISTANCE,
            limit=SUGGESTIONS,
        )  # fmt: skip
        ranked = sorted((distance, self._by_key[other].name) for other, distance, _ in close)
        return [name for _, name in ranked]


_TRUE = frozenset({"да", "yes", "1", "true", "y", "д", "+"})
_FALSE = frozenset({"нет", "no", "0", "false", "n", "н", "-", ""})


def _bool(value: Any) -> bool | None:
    """A yes/no cell as a bool, or None when it is neither."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        word = plain(value)
        if word in _TRUE:
            return True
        if word in _FALSE:
            return False
    return None


_COLUMNS = ("name", "element", "hero", "horde", "set")
_COLUMN_ALIASES = {
    "name": "name",
    "название": "name",
    "имя": "name",
    "карта": "name",
    "element": "element",
    "стихия": "element",
    "hero": "hero",
    "герой": "hero",
    "horde": "horde",
    "орда": "horde",
    "set": "set",
    "сет": "set",
    "выпуск": "set",
}


def _bad(line: int, problem: str, value: Any = "") -> Refusal:
    """A refusal of the pool file at `line` for `problem` (DECK-4)."""
    return Refusal("pool-bad-row", line=line, problem=problem, value=str(value))


def _card(line: int, row: dict[str, Any]) -> Card:
    """One row of the pool file as a card, or a refusal naming the line and the field."""
    name = row.get("name")
    if not isinstance(name, str) or not card_key(name):
        raise _bad(line, "name", name if name is not None else "")
    element_text = row.get("element")
    try:
        element = Element(element_text)
    except ValueError:
        raise _bad(line, "element", element_text if element_text is not None else "") from None
    flags: dict[str, bool] = {}
    for column in ("hero", "horde"):
        value = _bool(row.get(column, ""))
        if value is None:
            raise _bad(line, column, row.get(column))
        flags[column] = value
    card_set = row.get("set")
    if isinstance(card_set, int) and not isinstance(card_set, bool):
        card_set = str(card_set)
    if not isinstance(card_set, str) or not card_set.strip():
        raise _bad(line, "set", card_set if card_set is not None else "")
    return Card(
        name=" ".join(name.split()),
        element=element,
        hero=flags["hero"],
        horde=flags["horde"],
        set=" ".join(card_set.split()),
    )


def _checked_rows(rows: Iterable[tuple[int, dict[str, Any]]]) -> Iterator[Card]:
    """Cards from numbered rows, refusing a name met twice and an empty pool."""
    seen: dict[str, int] = {}
    for line, row in rows:
        card = _card(line, row)
        key = card_key(card.name)
        if key in seen:
            raise _bad(line, "duplicate", card.name)
        seen[key] = line
        yield card
    if not seen:
        raise Refusal("pool-empty")


def _csv_rows(text: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """Rows of a CSV pool as dicts keyed by column, with the line each row ends on."""
    text = text.removeprefix("\ufeff")  # a spreadsheet's byte-order mark
    first = next((line for line in text.splitlines() if line.strip()), "")
    # Spreadsheets in a Russian locale save with semicolons, since the comma is the decimal mark.
    delimiter = ";" if ";" in first and "," not in first else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    columns: list[str | None] | None = None
    try:
        for cells in reader:
            if not any(cell.strip() for cell in cells):
                continue
            if columns is None:
                columns = [_COLUMN_ALIASES.get(plain(cell)) for cell in cells]
                missing = [name for name in _COLUMNS if name not in columns]
                if missing:
                    raise _bad(reader.line_num, "header", _join(missing))
                continue
            if len(cells) != len(columns):
                raise _bad(reader.line_num, "columns", len(cells))
            row = {column: cell for column, cell in zip(columns, cells, strict=True) if column}
            yield reader.line_num, row
    except csv.Error as error:
        raise _bad(reader.line_num, "syntax", error) from None
    if columns is None:
        raise Refusal("pool-empty")


_TOML_LINE = re.compile(r"line (\d+)")
_CARD_TABLE = re.compile(r"^\s*\[\[\s*(?:card|\"card\"|'card')\s*\]\]", re.MULTILINE)


def _toml_rows(text: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """The `[[card]]` tables of a TOML pool, each with the line of its header."""
    try:
        data = tomllib.loads(text)
    except ValueError as error:  # TOMLDecodeError, or int() refusing thousands of digits
        found = _TOML_LINE.search(str(error))
        line = int(found.group(1)) if found else max(1, len(text.splitlines()))
        raise _bad(line, "syntax", error) from None
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise _bad(1, "syntax", "card")
    # tomllib keeps no positions: the n-th `[[card]]` header is the n-th table.
    headers = [text.count("\n", 0, found.start()) + 1 for found in _CARD_TABLE.finditer(text)]
    for index, row in enumerate(cards):
        line = headers[index] if index < len(headers) else 1
        if not isinstance(row, dict):
            raise _bad(line, "syntax", row)
        yield line, row


@dataclass(frozen=True, slots=True)
class BannedList:
    """The cards banned in one format; the organizer loads it as text (DECK-3)."""

    format: DeckFormat
    cards: frozenset[str] = frozenset()  # canonical names from the pool

    def __contains__(self, card: object) -> bool:
        """Whether a card (or a canonical card name) is banned."""
        name = card.name if isinstance(card, Card) else card
        return name in self.cards

    def __len__(self) -> int:
        """How many cards are banned."""
        return len(self.cards)

    @classmethod
    def parse(
        cls, text: str, pool: CardPool, format: DeckFormat = DeckFormat.CONSTRUCTED
    ) -> BannedList:
        """One card name a line, `#` comments; every name must be a card of the pool exactly."""
        names: set[str] = set()
        for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
            name = raw.split("#", 1)[0].strip()
            if not name:
                continue
            try:
                match = pool.find(name)
            except Refusal as refusal:
                problem = {"card-ambiguous": "ambiguous", "card-suggested": "typo"}.get(
                    refusal.key, "unknown"
                )
                options = refusal.params.get("options", "")
                raise Refusal(
                    "banned-bad-line", line=number, name=name, problem=problem, options=options
                ) from None
            if match.corrected:
                # The organizer's list is data, not chat: a typo there is refused, not guessed.
                raise Refusal(
                    "banned-bad-line",
                    line=number,
                    name=name,
                    problem="typo",
                    options=match.card.name,
                )
            names.add(match.card.name)
        return cls(format=format, cards=frozenset(names))
