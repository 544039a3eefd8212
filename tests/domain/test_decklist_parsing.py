"""Reading a decklist (REG-9): card lines, sections, heroes, bad lines, fuzzing."""

from __future__ import annotations

from collections import Counter

import pytest
from deck_helpers import BANNED, POOL
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.domain.decklists import DeckLine, check_constructed, check_limited, parse_decklist
from bot.domain.errors import Refusal

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
