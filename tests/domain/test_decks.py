"""Decklists (REG-9) and the deck rules of Constructed (DECK-1, DECK-3) and Limited (DECK-2)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.domain.cards import BannedList, CardPool, DeckFormat
from bot.domain.decks import (
    DeckLine,
    DeckReport,
    DeckText,
    Problem,
    check_constructed,
    check_limited,
    parse_decklist,
)
from bot.domain.errors import Refusal

DATA = Path(__file__).resolve().parents[2] / "bot" / "data"
POOL = CardPool.parse_csv((DATA / "sample_pool.csv").read_text(encoding="utf-8"))
BANNED = BannedList.parse(
    (DATA / "sample_banned_constructed.txt").read_text(encoding="utf-8"), POOL
)

STEPPE_HERO = "Хан Буревей"
# DECK-1: 40 cards of the steppe and neutral, at most 3 copies, 5 of the «Орда» ones.
STEPPE_MAIN = {
    "Степной всадник": 3,
    "Лучник ковыля": 3,
    "Сын степи": 3,
    "Орда кочевников": 5,  # «Орда»
    "Степной волк": 5,  # «Орда»
    "Шаман суховея": 3,
    "Табунщик": 3,
    "Наёмный меченосец": 3,
    "Бродячий маг": 3,
    "Торговец": 3,
    "Городской стражник": 3,
    "Походный лекарь": 3,
}
STEPPE_SIDE = {"Лазутчик": 3, "Кочующий менестрель": 3, "Знаменосец": 3, "Монах-отшельник": 1}

NEUTRAL_HERO = "Странник Эйр"
NEUTRAL_MAIN = {
    "Ополченец": 5,
    "Крестьянская толпа": 5,
    "Крысы": 5,
    "Наёмный меченосец": 3,
    "Бродячий маг": 3,
    "Торговец": 3,
    "Городской стражник": 3,
    "Походный лекарь": 3,
    "Лазутчик": 3,
    "Кочующий менестрель": 3,
    "Рыцарь-наёмник": 3,
    "Знаменосец": 1,
}


def decklist(
    hero: str | None, main: dict[str, int], side: dict[str, int] | None = None
) -> DeckText:
    """A decklist typed the plain way: `Герой:`, `N Name` lines, `Сайдборд:`."""
    lines = [f"Герой: {hero}"] if hero else []
    lines += [f"{count} {name}" for name, count in main.items()]
    if side:
        lines.append("Сайдборд:")
        lines += [f"{count} {name}" for name, count in side.items()]
    return parse_decklist("\n".join(lines))


def changed(base: dict[str, int], **changes: int) -> dict[str, int]:
    """`base` with some counts changed (0 removes the card); names use _ for spaces or dashes."""
    result = dict(base)
    for name, count in changes.items():
        card = POOL.get(name.replace("_", " "))
        assert card is not None, name
        name = card.name
        if count:
            result[name] = count
        else:
            result.pop(name, None)
    return result


# Neutral cards not in STEPPE_MAIN, to make a list up to a size without breaking DECK-1.
MAIN_FILLERS = ("Рыцарь-наёмник", "Крысы")
SIDE_FILLERS = ("Лазутчик", "Кочующий менестрель", "Знаменосец", "Монах-отшельник")


def padded(cards: dict[str, int], size: int, fillers: tuple[str, ...]) -> dict[str, int]:
    """`cards` topped up to at least `size` with up to 3 of each filler, in order."""
    result = dict(cards)
    for name in fillers:
        add = min(3, size - sum(result.values()))
        if add > 0:
            result[name] = result.get(name, 0) + add
    assert sum(result.values()) >= size
    return result


def keys(report: DeckReport) -> list[str]:
    """The problem keys of a report, in order."""
    return [problem.key for problem in report.problems]


def only(report: DeckReport, key: str) -> Problem:
    """The one problem of a report, which must have this key."""
    assert keys(report) == [key], report.problems
    assert not report.ok
    return report.problems[0]


# --- parsing (REG-9) ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "count", "name"),
    [
        ("3 Торговец", 3, "Торговец"),
        ("3x Торговец", 3, "Торговец"),
        ("3 x Торговец", 3, "Торговец"),
        ("3х Торговец", 3, "Торговец"),  # Cyrillic х
        ("3× Торговец", 3, "Торговец"),
        ("3* Торговец", 3, "Торговец"),
        ("Торговец x3", 3, "Торговец"),
        ("Торговец х 3", 3, "Торговец"),
        ("Торговец (2)", 2, "Торговец"),
        ("Торговец", 1, "Торговец"),
        ("  Каменный   великан  ", 1, "Каменный великан"),
        ("2 Хан Буревей", 2, "Хан Буревей"),  # the Х of a name is not a multiplier
        ("Ворон, вестник тьмы x2", 2, "Ворон, вестник тьмы"),
        ("- 2 Торговец", 2, "Торговец"),
        ("• Торговец", 1, "Торговец"),
        ("2 Торговец  # the cheap one", 2, "Торговец"),
        ("2 Торговец // spare", 2, "Торговец"),
        ("Ведьма: Трясины", 1, "Ведьма: Трясины"),  # an unknown header is tried as a card
    ],
)
def test_card_line_forms(line: str, count: int, name: str) -> None:
    """REG-9: `3 Card`, `3x Card`, `Card x3`, `Card` (one copy) and their usual variants."""
    deck = parse_decklist(line)
    assert deck.main == (DeckLine(1, count, name),)
    assert deck.side == () and deck.heroes == ()


def test_full_decklist_sections() -> None:
    """REG-9: deck name, hero, main and side sections, comments and blank lines."""
    text = """
        # my deck for Saturday
        Колода: Степная ярость
        Hero: Хан Буревей

        Основная колода (40):
        3 Степной всадник
        // neutrals
        2x Торговец
        Sideboard:
        Лазутчик x3
        Main:
        1 Табунщик
        Side: 2 Знаменосец
        Итого: 40
    """
    deck = parse_decklist(text)
    assert deck.name == "Степная ярость"
    assert deck.heroes == (DeckLine(4, 1, "Хан Буревей"),)
    assert deck.main == (
        DeckLine(7, 3, "Степной всадник"),
        DeckLine(9, 2, "Торговец"),
        DeckLine(13, 1, "Табунщик"),
    )
    assert deck.side == (DeckLine(11, 3, "Лазутчик"), DeckLine(14, 2, "Знаменосец"))


@pytest.mark.parametrize(
    "header",
    [
        "Сайд:",
        "Сайдборд:",
        "Sideboard:",
        "Side:",
        "сайдборд",
        "Дополнительная колода:",
        "Сайд (10):",
        "Sideboard (10 cards):",
        "Сайдборд: 10",
        "Сайдборд - 10:",
    ],
)
def test_side_headers(header: str) -> None:
    """REG-9: every usual side header starts the sideboard."""
    deck = parse_decklist(f"3 Торговец\n{header}\n2 Лазутчик")
    assert deck.main == (DeckLine(1, 3, "Торговец"),)
    assert deck.side == (DeckLine(3, 2, "Лазутчик"),)


@pytest.mark.parametrize(
    "header", ["Основная колода:", "Main deck (40):", "Колода:", "Колода", "Мейн", "Main: 40"]
)
def test_main_headers(header: str) -> None:
    """REG-9: a main-deck header after the sideboard switches back to the main deck."""
    deck = parse_decklist(f"Сайд:\n2 Лазутчик\n{header}\n3 Торговец")
    assert deck.main == (DeckLine(4, 3, "Торговец"),)
    assert deck.side == (DeckLine(2, 2, "Лазутчик"),)


@pytest.mark.parametrize(
    "header", ["Герой: Хан Буревей", "Hero: Хан Буревей", "ГЕРОЙ : Хан Буревей"]
)
def test_hero_line(header: str) -> None:
    """REG-9: `Герой:` / `Hero:` names the hero."""
    assert parse_decklist(header).heroes == (DeckLine(1, 1, "Хан Буревей"),)


def test_bad_lines_are_all_named() -> None:
    """REG-9: every nonsense line is refused together, the first one and all line numbers."""
    text = (
        "3 Торговец\n0 Лазутчик\n42\n!!!\n2 Торговец x3\n100 Торговец\nГерой:\nКолода: A\nDeck: B"
    )
    with pytest.raises(Refusal) as caught:
        parse_decklist(text)
    assert caught.value.key == "deck-bad-line"
    assert caught.value.params == {
        "line": 2,
        "text": "0 Лазутчик",
        "count": 7,
        "lines": "2, 3, 4, 5, 6, 7, 9",
    }


@pytest.mark.parametrize("text", ["", "   \n\n", "# only a comment\n// and another", "Колода: X"])
def test_empty_decklist_refused(text: str) -> None:
    """REG-9: a list with no cards at all is refused."""
    with pytest.raises(Refusal) as caught:
        parse_decklist(text)
    assert caught.value.key == "deck-empty"


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_parse_decklist_fuzz(text: str) -> None:
    """Arbitrary text is a decklist or a Refusal, never another exception; and it checks."""
    try:
        deck = parse_decklist(text)
    except Refusal:
        return
    check_constructed(deck, POOL, BANNED)
    check_limited(deck, POOL, Counter({"Торговец": 3}))


_LINE_PARTS = st.sampled_from(
    [
        *("3 ", "x3", "Сайд:", "Герой: ", "Колода: ", "#", "//", " ", "\n", "(2)", "×", "х", "-"),
        *(card.name for card in list(POOL)[:20]),
    ]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(_LINE_PARTS, max_size=40).map("".join))
def test_parse_decklist_fuzz_near_misses(text: str) -> None:
    """Text made of decklist pieces is a decklist or a Refusal, never another exception."""
    try:
        deck = parse_decklist(text)
    except Refusal:
        return
    for report in (check_constructed(deck, POOL, BANNED), check_limited(deck, POOL)):
        assert report.ok == (not report.problems)


# --- Constructed (DECK-1) ----------------------------------------------------------------


@pytest.mark.parametrize("side", [None, STEPPE_SIDE])
def test_constructed_valid_deck_passes(side: dict[str, int] | None) -> None:
    """DECK-1: a steppe hero, 40 steppe and neutral cards, sideboard of 0 or 10."""
    report = check_constructed(decklist(STEPPE_HERO, STEPPE_MAIN, side), POOL, BANNED)
    assert report.ok and report.problems == []
    assert report.hero is not None and report.hero.name == STEPPE_HERO
    assert (report.main_count, report.side_count) == (40, 10 if side else 0)
    assert report.main == STEPPE_MAIN
    assert report.side == (side or {})


def test_constructed_neutral_hero_with_neutral_cards_passes() -> None:
    """DECK-1: a neutral hero with neutral cards only is a legal deck."""
    assert check_constructed(decklist(NEUTRAL_HERO, NEUTRAL_MAIN), POOL, BANNED).ok


def test_hero_taken_from_the_main_list() -> None:
    """DECK-1: without a `Герой:` line, the one hero card in the main list is the hero."""
    report = check_constructed(decklist(None, {STEPPE_HERO: 1, **STEPPE_MAIN}), POOL)
    assert report.ok
    assert report.hero is not None and report.hero.name == STEPPE_HERO
    assert report.main_count == 40


def test_hero_written_twice_is_one_hero() -> None:
    """DECK-1: the hero on a `Герой:` line and again in the list is still one hero."""
    report = check_constructed(decklist(STEPPE_HERO, {STEPPE_HERO: 1, **STEPPE_MAIN}), POOL)
    assert report.ok and report.main_count == 40


@pytest.mark.parametrize(
    ("main", "ok"),
    [
        (changed(STEPPE_MAIN, Торговец=2), False),
        (STEPPE_MAIN, True),
        (padded(STEPPE_MAIN, 41, MAIN_FILLERS), True),
        (padded(STEPPE_MAIN, 46, MAIN_FILLERS), True),
    ],
)
def test_constructed_forty_cards(main: dict[str, int], ok: bool) -> None:
    """DECK-1: a hero plus 40 or more cards; 39 is refused with the count."""
    report = check_constructed(decklist(STEPPE_HERO, main), POOL)
    assert report.main_count == sum(main.values())
    if ok:
        assert report.ok, report.problems
    else:
        problem = only(report, "deck-too-few-cards")
        assert problem == Problem("deck-too-few-cards", "DECK-1", {"count": 39, "minimum": 40})


@pytest.mark.parametrize(("size", "ok"), [(0, True), (9, False), (10, True), (11, False)])
def test_constructed_sideboard_zero_or_ten(size: int, ok: bool) -> None:
    """DECK-1: a sideboard, if used, of exactly 10 cards."""
    report = check_constructed(
        decklist(STEPPE_HERO, STEPPE_MAIN, padded({}, size, SIDE_FILLERS)), POOL
    )
    assert report.side_count == size
    if ok:
        assert report.ok
    else:
        problem = only(report, "deck-side-size")
        assert problem == Problem("deck-side-size", "DECK-1", {"count": size, "size": 10})


@pytest.mark.parametrize(
    ("in_main", "in_side"),
    [(3, 0), (4, 0), (2, 1), (2, 2), (0, 3), (0, 4), (1, 3), (3, 3)],
)
def test_constructed_three_copies_across_main_and_side(in_main: int, in_side: int) -> None:
    """DECK-1: at most 3 copies of a card in main and sideboard together."""
    main = padded(changed(STEPPE_MAIN, Торговец=in_main), 40, MAIN_FILLERS)
    side = padded({"Торговец": in_side} if in_side else {}, 10, SIDE_FILLERS)
    report = check_constructed(decklist(STEPPE_HERO, main, side), POOL)
    if in_main + in_side <= 3:
        assert report.ok, report.problems
    else:
        problem = only(report, "deck-too-many-copies")
        params = {"card": "Торговец", "count": in_main + in_side, "limit": 3}
        assert problem == Problem("deck-too-many-copies", "DECK-1", params)


@pytest.mark.parametrize(("in_main", "in_side"), [(5, 0), (3, 2), (6, 0), (3, 3), (5, 1)])
def test_constructed_horde_five_copies(in_main: int, in_side: int) -> None:
    """DECK-1: a card with the «Орда» feature may have 5 copies; 6 is refused."""
    main = padded(changed(STEPPE_MAIN, Орда_кочевников=in_main), 40, MAIN_FILLERS)
    side = padded({"Орда кочевников": in_side} if in_side else {}, 10, SIDE_FILLERS)
    report = check_constructed(decklist(STEPPE_HERO, main, side), POOL)
    if in_main + in_side <= 5:
        assert report.ok, report.problems
    else:
        problem = only(report, "deck-too-many-copies")
        params = {"card": "Орда кочевников", "count": in_main + in_side, "limit": 5}
        assert problem == Problem("deck-too-many-copies", "DECK-1", params)


@pytest.mark.parametrize("check", ["constructed", "limited"])
def test_spare_hero_in_sideboard(check: str) -> None:
    """DECK-1, DECK-2: no spare hero card in the sideboard."""
    side = changed(STEPPE_SIDE, Монах_отшельник=0, Кочевница_Айла=1)
    deck = decklist(STEPPE_HERO, STEPPE_MAIN, side)
    if check == "constructed":
        report = check_constructed(deck, POOL)
        rule = "DECK-1"
    else:
        report = check_limited(deck, POOL)
        rule = "DECK-2"
    problem = only(report, "deck-hero-in-side")
    assert problem == Problem("deck-hero-in-side", rule, {"card": "Кочевница Айла", "count": 1})


def test_spare_hero_in_main() -> None:
    """DECK-1: one hero; another hero card in the main list is refused."""
    main = changed(STEPPE_MAIN, Кочевница_Айла=1)
    problem = only(check_constructed(decklist(STEPPE_HERO, main), POOL), "deck-hero-in-main")
    assert problem.params == {"card": "Кочевница Айла", "count": 1}


def test_hero_missing() -> None:
    """DECK-1: a deck without a hero is refused."""
    report = check_constructed(decklist(None, STEPPE_MAIN), POOL)
    assert only(report, "deck-hero-missing") == Problem("deck-hero-missing", "DECK-1", {})
    assert report.hero is None


def test_several_heroes() -> None:
    """DECK-1: two `Герой:` lines name two heroes, which is refused."""
    text = "Герой: Хан Буревей\nГерой: Кочевница Айла\n" + "\n".join(
        f"{count} {name}" for name, count in STEPPE_MAIN.items()
    )
    report = check_constructed(parse_decklist(text), POOL)
    problem = only(report, "deck-several-heroes")
    assert problem.params == {"cards": "Хан Буревей, Кочевница Айла"}


def test_several_heroes_in_main_list() -> None:
    """DECK-1: without a `Герой:` line, two hero cards in the list leave the hero unclear."""
    main = {STEPPE_HERO: 1, "Кочевница Айла": 1, **STEPPE_MAIN}
    problem = only(check_constructed(decklist(None, main), POOL), "deck-several-heroes")
    assert problem.params == {"cards": "Хан Буревей, Кочевница Айла"}


def test_hero_line_names_a_card_that_is_not_a_hero() -> None:
    """DECK-1: the `Герой:` line must name a hero card."""
    report = check_constructed(decklist("Торговец", STEPPE_MAIN), POOL)
    assert only(report, "deck-not-a-hero").params == {"card": "Торговец"}


@pytest.mark.parametrize(
    ("card", "element"),
    [("Древень", "лес"), ("Упырь", "тьма"), ("Гномий хирд", "горы"), ("Кикимора", "болота")],
)
def test_constructed_element_of_the_hero_only(card: str, element: str) -> None:
    """DECK-1: only neutral cards or cards of the hero's element."""
    main = changed(STEPPE_MAIN, Торговец=2) | {card: 1}
    problem = only(check_constructed(decklist(STEPPE_HERO, main), POOL), "deck-wrong-element")
    assert problem == Problem(
        "deck-wrong-element",
        "DECK-1",
        {"card": card, "element": element, "hero": STEPPE_HERO, "hero_element": "степи"},
    )


@pytest.mark.parametrize("card", ["Степной всадник", "Древень", "Упырь"])
def test_constructed_neutral_hero_allows_neutral_only(card: str) -> None:
    """DECK-1: a neutral hero belongs to no element, so only neutral cards are allowed."""
    main = changed(NEUTRAL_MAIN, Знаменосец=0) | {card: 1}
    report = check_constructed(decklist(NEUTRAL_HERO, main), POOL)
    problem = only(report, "deck-not-neutral")
    assert problem.rule == "DECK-1"
    assert problem.params["card"] == card and problem.params["hero"] == NEUTRAL_HERO


def test_element_checked_in_the_sideboard_too() -> None:
    """DECK-1: the element rule holds for the main deck and the sideboard alike."""
    side = changed(STEPPE_SIDE, Монах_отшельник=0, Древень=1)
    report = check_constructed(decklist(STEPPE_HERO, STEPPE_MAIN, side), POOL)
    assert only(report, "deck-wrong-element").params["card"] == "Древень"


@pytest.mark.parametrize("where", ["main", "side"])
def test_constructed_banned_card_refused(where: str) -> None:
    """DECK-3: a card of the Constructed banned list is refused, in the main or the side."""
    main, side = STEPPE_MAIN, STEPPE_SIDE
    if where == "main":
        main = changed(STEPPE_MAIN, Торговец=2, Пыльная_буря=1)
    else:
        side = changed(STEPPE_SIDE, Монах_отшельник=0, Пыльная_буря=1)
    report = check_constructed(decklist(STEPPE_HERO, main, side), POOL, BANNED)
    assert only(report, "deck-banned") == Problem(
        "deck-banned", "DECK-3", {"card": "Пыльная буря"}
    )
    # Without a banned list the same deck is legal.
    assert check_constructed(decklist(STEPPE_HERO, main, side), POOL).ok


def test_banned_list_of_another_format_is_a_programming_error() -> None:
    """DECK-3: only a Constructed banned list applies to a Constructed check."""
    draft = BannedList(DeckFormat.DRAFT, frozenset({"Торговец"}))
    with pytest.raises(ValueError):
        check_constructed(decklist(STEPPE_HERO, STEPPE_MAIN), POOL, draft)


def test_unknown_and_ambiguous_cards_named_with_their_lines() -> None:
    """DECK-1: every card must be in the pool; unknown and ambiguous names carry their line."""
    main = changed(STEPPE_MAIN, Торговец=1) | {"Огненный шторм": 1, "День болот": 1}
    report = check_constructed(decklist(STEPPE_HERO, main), POOL)
    assert report.problems == [
        Problem(
            "card-unknown", "DECK-1", {"name": "Огненный шторм", "line": 14, "section": "main"}
        ),
        Problem(
            "card-ambiguous",
            "DECK-1",
            {
                "name": "День болот",
                "options": "Пень болот, Тень болот",
                "line": 15,
                "section": "main",
            },
        ),
    ]
    assert report.main_count == 40  # unknown names still count as cards in the list


def test_typos_corrected_and_reported() -> None:
    """A name one typo away is taken for its card, and the report says so."""
    main = changed(STEPPE_MAIN, Торговец=0, Табунщик=0) | {"Торговиц": 3, "ТАБУНЩИК": 3}
    report = check_constructed(decklist("Хан Буревй", main), POOL, BANNED)
    assert report.ok, report.problems
    assert report.corrected == [("Хан Буревй", "Хан Буревей"), ("Торговиц", "Торговец")]
    assert report.main["Торговец"] == 3


def test_every_problem_is_reported() -> None:
    """DECK-1, DECK-3: a deck breaking many rules gets every one of them, not just the first."""
    main = {
        "Степной всадник": 4,  # too many copies
        "Орда кочевников": 6,  # too many «Орда» copies
        "Древень": 2,  # wrong element
        "Пыльная буря": 1,  # banned
        "Кочевница Айла": 1,  # spare hero in main
        "Огненный шторм": 1,  # unknown
    }
    side = {"Тёмная княжна": 1, "Торговец": 7}  # spare hero in side; side of 8
    report = check_constructed(decklist(STEPPE_HERO, main, side), POOL, BANNED)
    assert sorted(keys(report)) == sorted(
        [
            "card-unknown",
            "deck-hero-in-main",
            "deck-hero-in-side",
            "deck-too-few-cards",
            "deck-side-size",
            "deck-too-many-copies",
            "deck-too-many-copies",
            "deck-too-many-copies",
            "deck-wrong-element",
            "deck-banned",
        ]
    )
    assert {p.params["card"] for p in report.problems if p.key == "deck-too-many-copies"} == {
        "Степной всадник",
        "Орда кочевников",
        "Торговец",
    }
    assert all(p.rule in ("DECK-1", "DECK-3") for p in report.problems)
    assert (report.main_count, report.side_count) == (14, 8)


# --- Draft and Sealed (DECK-2, FMT-11) ----------------------------------------------------


def test_limited_any_copies_any_elements_banned_allowed() -> None:
    """DECK-2, DECK-3: in Draft and Sealed any copies, any elements, banned cards legal."""
    main = {
        "Степной всадник": 10,
        "Древень": 8,
        "Упырь": 7,
        "Пыльная буря": 5,
        "Костяной дракон": 10,
    }
    report = check_limited(decklist("Тан Гранитный", main), POOL)
    assert report.ok, report.problems
    assert report.main_count == 40 and report.side_count == 0
    assert not check_constructed(decklist("Тан Гранитный", main), POOL, BANNED).ok


@pytest.mark.parametrize(("count", "ok"), [(39, False), (40, True)])
def test_limited_forty_cards(count: int, ok: bool) -> None:
    """DECK-2: a hero plus 40 or more cards."""
    report = check_limited(decklist(STEPPE_HERO, {"Древень": count}), POOL)
    if ok:
        assert report.ok
    else:
        problem = only(report, "deck-too-few-cards")
        assert problem == Problem("deck-too-few-cards", "DECK-2", {"count": 39, "minimum": 40})


def test_limited_sideboard_of_any_size() -> None:
    """DECK-2: without the opened pool, the listed sideboard is taken as it is, any size."""
    report = check_limited(decklist(STEPPE_HERO, {"Древень": 40}, {"Упырь": 3}), POOL)
    assert report.ok and report.side_count == 3 and report.side == {"Упырь": 3}


OPENED = Counter(
    {
        "Древень": 20,
        "Упырь": 15,
        "Торговец": 6,
        "Степной волк": 4,
        "Кочевница Айла": 1,  # a hero card opened in a booster
    }
)


def test_sealed_main_from_the_opened_pool_and_the_rest_is_the_side() -> None:
    """DECK-2, FMT-11: main ⊆ opened; every other opened card (no hero) is the sideboard."""
    main = {"Древень": 20, "Упырь": 15, "Торговец": 5}
    report = check_limited(decklist("Некромант Вилар", main), POOL, OPENED)
    assert report.ok, report.problems
    # The hero need not be opened: any hero the player has may be added (S0 «Драфт»).
    assert report.hero is not None and report.hero.name == "Некромант Вилар"
    assert report.main == main
    assert report.side == {"Торговец": 1, "Степной волк": 4}
    assert report.side_count == 5
    # FMT-11: main and side together are the whole opened pool except the hero card.
    assert Counter(report.main) + Counter(report.side) + Counter({"Кочевница Айла": 1}) == OPENED


@pytest.mark.parametrize(
    ("extra", "count", "opened"),
    [({"Торговец": 7}, 7, 6), ({"Лазутчик": 1}, 1, 0)],
)
def test_sealed_card_not_opened_refused(extra: dict[str, int], count: int, opened: int) -> None:
    """DECK-2, FMT-11: a card played more often than it was opened is refused."""
    main = {"Древень": 20, "Упырь": 15, "Торговец": 5} | extra
    report = check_limited(decklist("Некромант Вилар", main), POOL, OPENED)
    card = next(iter(extra))
    problem = only(report, "deck-not-opened")
    assert problem == Problem(
        "deck-not-opened", "DECK-2", {"card": card, "count": count, "opened": opened}
    )


def test_sealed_listed_side_counts_against_the_opened_pool() -> None:
    """DECK-2: a sideboard listed by the player cannot hold cards beyond the opened pool."""
    main = {"Древень": 20, "Упырь": 15, "Торговец": 5}
    report = check_limited(decklist("Некромант Вилар", main, {"Торговец": 2}), POOL, OPENED)
    assert only(report, "deck-not-opened").params == {
        "card": "Торговец",
        "count": 7,
        "opened": 6,
    }


def test_opened_names_forgiven_like_typed_ones() -> None:
    """DECK-2: the opened pool is looked up with the same forgiving names."""
    opened = Counter({"древень": 40, "Огненный шторм": 1})
    report = check_limited(decklist("Некромант Вилар", {"Древень": 40}), POOL, opened)
    assert report.problems == [
        Problem(
            "card-unknown", "DECK-2", {"name": "Огненный шторм", "line": None, "section": "opened"}
        )
    ]
