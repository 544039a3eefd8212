"""The deck rules of Constructed (DECK-1, DECK-3): size, copies, hero, elements, bans, names."""

from __future__ import annotations

import pytest
from deck_helpers import (
    BANNED,
    MAIN_FILLERS,
    NEUTRAL_HERO,
    NEUTRAL_MAIN,
    POOL,
    SIDE_FILLERS,
    STEPPE_HERO,
    STEPPE_MAIN,
    STEPPE_SIDE,
    changed,
    decklist,
    keys,
    only,
    padded,
)

from bot.domain.cards import BannedList, DeckFormat
from bot.domain.decklists import Problem, check_constructed, check_limited, parse_decklist

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
