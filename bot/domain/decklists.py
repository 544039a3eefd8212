"""Decklists as players type them, and the deck rules of each format (REG-9, DECK-1, DECK-2)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bot.domain.cards import BannedList, Card, CardPool, DeckFormat, Element, card_key
from bot.domain.errors import Refusal

MIN_MAIN = 40  # DECK-1, DECK-2: a hero plus 40 or more cards
SIDE_SIZE = 10  # DECK-1: a Constructed sideboard, if used, is exactly 10 cards
MAX_COPIES = 3  # DECK-1
MAX_HORDE_COPIES = 5  # DECK-1: cards with the «Орда» feature
MAX_LINE_COUNT = 99  # more copies on one line is a slip of the keyboard, not a deck
MAX_NAME_LENGTH = 100

SECTION_HERO = "hero"
SECTION_MAIN = "main"
SECTION_SIDE = "side"
SECTION_OPENED = "opened"


@dataclass(frozen=True, slots=True)
class DeckLine:
    """One card line of a decklist: where it was, how many, and the name as typed."""

    line: int
    count: int
    name: str


@dataclass(frozen=True, slots=True)
class DeckText:
    """A decklist as typed, not yet checked against a pool (REG-9)."""

    name: str | None
    heroes: tuple[DeckLine, ...]  # every `Герой:` line; more than one is a problem to report
    main: tuple[DeckLine, ...]
    side: tuple[DeckLine, ...]


@dataclass(frozen=True, slots=True)
class Problem:
    """One broken deck rule: a text key, the rule id, and what the text needs (card, count…)."""

    key: str
    rule: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class DeckReport:
    """Everything a check found; `main` and `side` count the pool's cards by canonical name."""

    ok: bool
    problems: list[Problem]
    corrected: list[tuple[str, str]]  # (name as typed, card it was taken for)
    main_count: int  # cards besides the hero, unknown names included
    side_count: int
    hero: Card | None
    main: dict[str, int] = field(default_factory=dict)
    side: dict[str, int] = field(default_factory=dict)


# --- parsing ------------------------------------------------------------------------------


def _words(*words: str) -> frozenset[str]:
    """Header words in the form headers are compared in."""
    return frozenset(card_key(word) for word in words)


_HERO_WORDS = _words("герой", "hero")
_NAME_WORDS = _words("колода", "deck", "название", "название колоды", "deck name", "name")
_SIDE_WORDS = _words(
    "сайд",
    "сайдборд",
    "sideboard",
    "side",
    "side board",
    "дополнительная колода",
    "доп колода",
    "доп. колода",
    "запас",
)
_MAIN_WORDS = _words(
    "основная колода", "основа", "мейн", "мейндек", "main", "main deck", "maindeck"
)
_TOTAL_WORDS = _words("итого", "всего", "total", "карт", "cards")

# `3 Card`, `3x Card`, `3 х Card` (Cyrillic х), `3× Card`, `3* Card`. The multiplier must be
# followed by a space, so that `3 Хранитель` is three «Хранитель», not three «ранитель».
_COUNT_FIRST = re.compile(r"(?P<count>[0-9]+)\s*(?:[xXхХ×*](?=\s))?\s*(?P<name>.*)", re.DOTALL)
# `Card x3`, `Card x 3`, `Card ×3`, `Card (3)`.
_COUNT_LAST = re.compile(
    r"(?P<name>.*?)\s+(?:[xXхХ×*]\s*(?P<count>[0-9]+)|\((?P<paren>[0-9]+)\))", re.DOTALL
)
# `Сайдборд:`, `Сайдборд (10 карт):`, `Main deck - 40:`, `Колода: Имя`: words, then a colon.
_HEADER = re.compile(
    r"(?P<word>[^\W\d_][^:]*?)\s*(?:\(\s*[0-9]+\s*(?:карт[аы]?|cards?)?\s*\)|[-–—]\s*[0-9]+)?"
    r"\s*:\s*(?P<rest>.*)",
    re.DOTALL | re.IGNORECASE,
)
_BULLET = re.compile(r"\A[-–—•·*]\s+")
# `Сайдборд: 10`, `Main: (40 cards)`: the player's own count after a section header.
_HEADER_COUNT = re.compile(r"\(?\s*[0-9]+\s*(?:карт[аы]?|cards?)?\s*\)?\.?", re.IGNORECASE)
_TRAILING_COMMENT = re.compile(r"\s+(?:#|//).*")


def _card_line(number: int, text: str) -> DeckLine | None:
    """A `3 Card` / `3x Card` / `Card x3` / `Card` line, or None when it is not one."""
    digits: str | None = None
    name = text
    first = _COUNT_FIRST.fullmatch(text)
    if first:
        digits, name = first["count"], first["name"]
    last = _COUNT_LAST.fullmatch(name)
    if last:
        if digits is not None:
            return None  # `2 Card x3`: which one did the player mean?
        digits, name = last["count"] or last["paren"], last["name"]
    # Checked before int(): a number of thousands of digits would make int() itself refuse.
    if digits is not None and len(digits) > len(str(MAX_LINE_COUNT)):
        return None
    count = int(digits) if digits is not None else 1
    name = " ".join(name.split())
    if not 1 <= count <= MAX_LINE_COUNT or not card_key(name) or len(name) > MAX_NAME_LENGTH:
        return None
    if not any(ch.isalpha() for ch in name):
        return None
    return DeckLine(line=number, count=count, name=name)


def parse_decklist(text: str) -> DeckText:
    """A decklist as typed (REG-9), refusing lines that are not cards with their numbers."""
    name: str | None = None
    heroes: list[DeckLine] = []
    sections: dict[str, list[DeckLine]] = {SECTION_MAIN: [], SECTION_SIDE: []}
    section = SECTION_MAIN
    bad: list[tuple[int, str]] = []
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        stripped = raw.strip()
        if not stripped or stripped.startswith(("#", "//")):
            continue
        line = _TRAILING_COMMENT.sub("", stripped)
        line = _BULLET.sub("", line).strip()
        header = _HEADER.fullmatch(line)
        word = card_key(header["word"] if header else line)
        rest = header["rest"].strip() if header else ""
        target = sections[section]
        if word in _TOTAL_WORDS:
            continue  # `Итого: 40` is the player's own tally; the checks count for themselves
        if word in _SIDE_WORDS or word in _MAIN_WORDS:
            section = SECTION_SIDE if word in _SIDE_WORDS else SECTION_MAIN
            if not rest or _HEADER_COUNT.fullmatch(rest):
                continue
            target = sections[section]
            entry = _card_line(number, rest)  # `Сайд: 3 Card`: a card on the header's line
        elif word in _NAME_WORDS:
            if not rest:
                section = SECTION_MAIN  # `Колода:` alone heads the main deck
            elif name is None and len(rest) <= MAX_NAME_LENGTH and rest.isprintable():
                name = " ".join(rest.split())
            else:
                bad.append((number, stripped))  # a second deck in one list
            continue
        elif header and word in _HERO_WORDS:
            target = heroes
            entry = _card_line(number, rest)
            if entry is not None and entry.count != 1:
                entry = None  # a deck has one hero (DECK-1, DECK-2)
        else:
            entry = _card_line(number, line)  # a card name may hold a colon: try it whole
        if entry is None:
            bad.append((number, stripped))
        else:
            target.append(entry)
    if bad:
        line_no, line_text = bad[0]
        raise Refusal(
            "deck-bad-line",
            line=line_no,
            text=line_text[:MAX_NAME_LENGTH],
            count=len(bad),
            lines=", ".join(str(number) for number, _ in bad),
        )
    if not heroes and not sections[SECTION_MAIN] and not sections[SECTION_SIDE]:
        raise Refusal("deck-empty")
    return DeckText(
        name=name,
        heroes=tuple(heroes),
        main=tuple(sections[SECTION_MAIN]),
        side=tuple(sections[SECTION_SIDE]),
    )


# --- checking -----------------------------------------------------------------------------


@dataclass
class _Resolved:
    """A decklist's names turned into cards, with what could not be and who the hero is."""

    problems: list[Problem] = field(default_factory=list)
    corrected: list[tuple[str, str]] = field(default_factory=list)
    main: Counter[Card] = field(default_factory=Counter)  # hero cards left out
    side: Counter[Card] = field(default_factory=Counter)  # hero cards included: a problem
    unknown_main: int = 0
    unknown_side: int = 0
    hero: Card | None = None


def _lookup(
    pool: CardPool, name: str, rule: str, line: int | None, section: str, found: _Resolved
) -> Card | None:
    """The card a typed name stands for, or None with the problem recorded."""
    try:
        match = pool.find(name)
    except Refusal as refusal:
        params = {**refusal.params, "line": line, "section": section}
        found.problems.append(Problem(refusal.key, rule, params))
        return None
    if match.corrected and (name, match.card.name) not in found.corrected:
        found.corrected.append((name, match.card.name))
    return match.card


def _resolve(deck: DeckText, pool: CardPool, rule: str) -> _Resolved:
    """Find every card of the list and settle the hero, reporting what does not fit."""
    found = _Resolved()
    declared: list[Card] = []
    for entry in deck.heroes:
        card = _lookup(pool, entry.name, rule, entry.line, SECTION_HERO, found)
        if card is None:
            continue
        if not card.hero:
            found.problems.append(Problem("deck-not-a-hero", rule, {"card": card.name}))
        elif card not in declared:
            declared.append(card)
    main_heroes: Counter[Card] = Counter()
    for entry in deck.main:
        card = _lookup(pool, entry.name, rule, entry.line, SECTION_MAIN, found)
        if card is None:
            found.unknown_main += entry.count
        elif card.hero:
            main_heroes[card] += entry.count
        else:
            found.main[card] += entry.count
    for entry in deck.side:
        card = _lookup(pool, entry.name, rule, entry.line, SECTION_SIDE, found)
        if card is None:
            found.unknown_side += entry.count
        else:
            found.side[card] += entry.count

    # A hero card in the main list is the hero when no `Герой:` line names one; a list that
    # also names it on a `Герой:` line has simply written it twice.
    if not declared and len(main_heroes) == 1:
        declared.append(next(iter(main_heroes)))
    if declared and main_heroes.get(declared[0]):
        main_heroes[declared[0]] -= 1
    main_heroes = +main_heroes
    if len(declared) > 1:
        names = ", ".join(card.name for card in declared)
        found.problems.append(Problem("deck-several-heroes", rule, {"cards": names}))
    elif declared:
        found.hero = declared[0]
    elif not deck.heroes and not main_heroes:
        # A `Герой:` line that names no hero has had its own problem reported already.
        found.problems.append(Problem("deck-hero-missing", rule, {}))
    if len(main_heroes) > 1 and not declared:
        names = ", ".join(card.name for card in main_heroes)
        found.problems.append(Problem("deck-several-heroes", rule, {"cards": names}))
    else:
        for card, count in main_heroes.items():
            found.problems.append(
                Problem("deck-hero-in-main", rule, {"card": card.name, "count": count})
            )
    for card, count in found.side.items():
        if card.hero:
            found.problems.append(
                Problem("deck-hero-in-side", rule, {"card": card.name, "count": count})
            )
    return found


def _names(cards: Counter[Card]) -> dict[str, int]:
    """Counts by canonical card name."""
    return {card.name: count for card, count in cards.items() if count > 0}


def _report(found: _Resolved, side: Counter[Card], side_count: int) -> DeckReport:
    """The report of a check from what it resolved and found."""
    return DeckReport(
        ok=not found.problems,
        problems=found.problems,
        corrected=found.corrected,
        main_count=found.main.total() + found.unknown_main,
        side_count=side_count,
        hero=found.hero,
        main=_names(found.main),
        side=_names(side),
    )


def check_constructed(
    deck: DeckText, pool: CardPool, banned: BannedList | None = None
) -> DeckReport:
    """Check a Constructed deck against DECK-1 and the format's banned list (DECK-3)."""
    if banned is not None and banned.format is not DeckFormat.CONSTRUCTED:
        raise ValueError(f"a {banned.format} banned list given to a Constructed check")
    rule = "DECK-1"
    found = _resolve(deck, pool, rule)
    problems = found.problems
    main_count = found.main.total() + found.unknown_main
    side_count = found.side.total() + found.unknown_side
    if main_count < MIN_MAIN:
        problems.append(
            Problem("deck-too-few-cards", rule, {"count": main_count, "minimum": MIN_MAIN})
        )
    if side_count not in (0, SIDE_SIZE):
        problems.append(Problem("deck-side-size", rule, {"count": side_count, "size": SIDE_SIZE}))
    both = found.main + Counter({card: n for card, n in found.side.items() if not card.hero})
    for card, count in both.items():
        limit = MAX_HORDE_COPIES if card.horde else MAX_COPIES
        if count > limit:
            problems.append(
                Problem(
                    "deck-too-many-copies",
                    rule,
                    {"card": card.name, "count": count, "limit": limit},
                )
            )
    hero = found.hero
    if hero is not None:
        for card in both:
            if card.element is Element.NEUTRAL or card.element is hero.element:
                continue
            params = {"card": card.name, "element": str(card.element), "hero": hero.name}
            if hero.element is Element.NEUTRAL:
                # A neutral hero belongs to no element, so it allows neutral cards only.
                problems.append(Problem("deck-not-neutral", rule, params))
            else:
                params["hero_element"] = str(hero.element)
                problems.append(Problem("deck-wrong-element", rule, params))
    if banned is not None:
        everything = ([hero] if hero is not None else []) + list(both)
        for card in everything:
            if card in banned:
                problems.append(Problem("deck-banned", "DECK-3", {"card": card.name}))
    return _report(found, found.side, side_count)


def check_limited(
    deck: DeckText, pool: CardPool, opened: Counter[str] | None = None
) -> DeckReport:
    """Check a Draft or Sealed deck against DECK-2; with `opened`, the side is the rest of it."""
    rule = "DECK-2"
    found = _resolve(deck, pool, rule)
    problems = found.problems
    main_count = found.main.total() + found.unknown_main
    if main_count < MIN_MAIN:
        problems.append(
            Problem("deck-too-few-cards", rule, {"count": main_count, "minimum": MIN_MAIN})
        )
    if opened is None:
        return _report(found, found.side, found.side.total() + found.unknown_side)
    have: Counter[Card] = Counter()
    for name, count in opened.items():
        if count <= 0:
            continue
        card = _lookup(pool, name, rule, None, SECTION_OPENED, found)
        if card is not None:
            have[card] += count
    # The hero may be any the player owns, not only an opened one (S0 «Драфт»: «добавляя в
    # неё любого доступного героя»), so only the cards besides the hero must come from the
    # opened pool (DECK-2, FMT-11).
    used = found.main + Counter({card: n for card, n in found.side.items() if not card.hero})
    for card, count in used.items():
        if count > have[card]:
            problems.append(
                Problem(
                    "deck-not-opened",
                    rule,
                    {"card": card.name, "count": count, "opened": have[card]},
                )
            )
    # DECK-2: every opened card not in the main deck is the sideboard, except hero cards,
    # which may not be in it at all.
    side = Counter({card: n for card, n in (have - found.main).items() if not card.hero})
    return _report(found, side, side.total())
