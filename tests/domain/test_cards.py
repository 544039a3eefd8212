"""The card pool as data (DECK-4), banned lists (DECK-3) and forgiving card names."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.cards import (
    MIN_FUZZY_LENGTH,
    BannedList,
    Card,
    CardPool,
    DeckFormat,
    Element,
    card_key,
)
from bot.domain.errors import Refusal

DATA = Path(__file__).resolve().parents[2] / "bot" / "data"
POOL_CSV = (DATA / "sample_pool.csv").read_text(encoding="utf-8")
BANNED_TXT = (DATA / "sample_banned_constructed.txt").read_text(encoding="utf-8")
POOL = CardPool.parse_csv(POOL_CSV)
HEADER = "name,element,hero,horde,set\n"


def refusal(call: object, *args: object) -> Refusal:
    """The Refusal a call raises; fails the test when it raises none."""
    with pytest.raises(Refusal) as caught:
        call(*args)  # type: ignore[operator]
    return caught.value


# --- elements (DECK-4) ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spelling", "element"),
    [
        ("степи", Element.STEPPE),
        ("Степь", Element.STEPPE),
        ("steppe", Element.STEPPE),
        ("горы", Element.MOUNTAINS),
        ("Mountains", Element.MOUNTAINS),
        ("лес", Element.FOREST),
        ("forest", Element.FOREST),
        ("болота", Element.SWAMPS),
        ("болото", Element.SWAMPS),
        ("swamps", Element.SWAMPS),
        ("тьма", Element.DARKNESS),
        ("darkness", Element.DARKNESS),
        ("нейтральная", Element.NEUTRAL),
        ("Нейтральный", Element.NEUTRAL),
        (" neutral ", Element.NEUTRAL),
    ],
)
def test_element_spellings(spelling: str, element: Element) -> None:
    """DECK-4: the six elements under their usual Russian and English names."""
    assert Element.parse(spelling) is element
    assert Element(spelling) is element


@pytest.mark.parametrize("spelling", ["", "огонь", "water", "лесс"])
def test_element_unknown_refused(spelling: str) -> None:
    """DECK-4: anything else is not an element, and the refusal names what was given."""
    caught = refusal(Element.parse, spelling)
    assert (caught.key, caught.params) == ("element-unknown", {"element": spelling})


# --- the sample pool ------------------------------------------------------------------------


def test_sample_pool_covers_every_element() -> None:
    """The invented sample pool has heroes and cards of all six elements and «Орда» cards."""
    assert len(POOL) == 66
    for element in Element:
        cards = [card for card in POOL if card.element is element]
        assert sum(card.hero for card in cards) >= 2, element
        assert sum(not card.hero for card in cards) >= 8, element
    assert sum(card.horde for card in POOL) >= 6
    raven = POOL.get("Ворон, вестник тьмы")
    assert raven == Card("Ворон, вестник тьмы", Element.DARKNESS, False, False, "Демо-1")


def test_sample_banned_list() -> None:
    """DECK-3: the sample Constructed banned list names cards of the sample pool."""
    banned = BannedList.parse(BANNED_TXT, POOL)
    assert banned.format is DeckFormat.CONSTRUCTED
    assert set(banned.cards) == {"Костяной дракон", "Пыльная буря", "Чародейка"}
    assert POOL.get("Чародейка") in banned
    assert POOL.get("Торговец") not in banned


# --- forgiving names ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("Торговец", "Торговец"),
        ("торговец", "Торговец"),
        ("ТОРГОВЕЦ", "Торговец"),
        ("  Каменный    великан ", "Каменный великан"),
        ("Болотный огонек", "Болотный огонёк"),
        ("Тёмная княжна", "Тёмная княжна"),
        ("Темная княжна", "Тёмная княжна"),
        ("еж-колючник", "Ёж-колючник"),
        ("Ёж колючник", "Ёж-колючник"),
        ("Ворон вестник тьмы", "Ворон, вестник тьмы"),
        ("«Ворон, вестник тьмы»", "Ворон, вестник тьмы"),
        ("Ворон — вестник тьмы!", "Ворон, вестник тьмы"),
        ("Скелет воин", "Скелет-воин"),
        ("Упыpь", "Упырь"),  # a Latin p typed in a Cyrillic word
    ],
)
def test_find_ignores_case_yo_spaces_punctuation(typed: str, name: str) -> None:
    """Case, ё/е, spacing, punctuation and a mixed keyboard layout do not count as typos."""
    match = POOL.find(typed)
    assert match.card.name == name
    assert not match.corrected
    assert typed in POOL


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("Торговиц", "Торговец"),  # substitution
        ("Торгговец", "Торговец"),  # insertion
        ("Торгоец", "Торговец"),  # deletion
        ("Тогровец", "Торговец"),  # transposition of neighbours
        ("Каменный велкиан", "Каменный великан"),
        ("Каменныйвеликан", "Каменный великан"),  # a missing space is one edit too
        ("ворон вестник тьмыы", "Ворон, вестник тьмы"),
    ],
)
def test_find_corrects_one_typo(typed: str, name: str) -> None:
    """One edit (insert, delete, substitute, transpose) from exactly one card is corrected."""
    match = POOL.find(typed)
    assert match.card.name == name
    assert match.corrected
    assert POOL.get(typed) is None


@pytest.mark.parametrize(
    ("typed", "options"),
    [("Торгвиц", "Торговец"), ("Тогровиц", "Торговец"), ("Каменый велкиан", "Каменный великан")],
)
def test_find_suggests_but_does_not_correct_two_typos(typed: str, options: str) -> None:
    """Two edits away is not a typo to guess at: not corrected, but suggested."""
    caught = refusal(POOL.find, typed)
    assert (caught.key, caught.params) == ("card-suggested", {"name": typed, "options": options})


@pytest.mark.parametrize("typed", ["Дракон", "Xyz", "Огненный шторм"])
def test_find_refuses_names_far_from_every_card(typed: str) -> None:
    """Farther than two edits from every card: the card is unknown, nothing suggested."""
    caught = refusal(POOL.find, typed)
    assert (caught.key, caught.params) == ("card-unknown", {"name": typed})


def test_find_refuses_an_ambiguous_typo() -> None:
    """«День болот» is one edit from «Тень болот» and from «Пень болот»: ask, do not guess."""
    caught = refusal(POOL.find, "День болот")
    assert caught.key == "card-ambiguous"
    assert caught.params == {"name": "День болот", "options": "Пень болот, Тень болот"}
    # The exact name still wins over its one-edit neighbour.
    assert POOL.find("тень болот").card.name == "Тень болот"


def test_find_does_not_correct_very_short_names() -> None:
    """A name shorter than MIN_FUZZY_LENGTH is matched exactly or not at all."""
    pool = CardPool.parse_csv(HEADER + "Яд,тьма,нет,нет,A\nКот,лес,нет,нет,A\n")
    assert MIN_FUZZY_LENGTH == 4
    assert pool.find("кот").card.name == "Кот"
    assert refusal(pool.find, "Кит").key == "card-unknown"
    assert refusal(pool.find, "").key == "card-unknown"


def test_card_key() -> None:
    """The comparison form of a name: casefolded, ё as е, punctuation dropped, dashes as spaces."""
    assert card_key(" «Ёж-Колючник», ") == "еж колючник"
    assert card_key("Д'Арк") == "дарк"
    assert card_key("!!!") == ""


# --- CSV and TOML pools (DECK-4) ------------------------------------------------------------


@pytest.mark.parametrize(
    ("yes", "no"),
    [("да", "нет"), ("Да", "Нет"), ("yes", "no"), ("1", "0"), ("true", "false"), ("TRUE", "")],
)
def test_csv_booleans(yes: str, no: str) -> None:
    """DECK-4: hero and «Орда» as да/нет, yes/no, 1/0 or true/false; an empty cell is no."""
    pool = CardPool.parse_csv(HEADER + f"Вожак,степи,{yes},{no},A\nТолпа,степи,{no},{yes},A\n")
    assert pool.get("Вожак") == Card("Вожак", Element.STEPPE, True, False, "A")
    assert pool.get("Толпа") == Card("Толпа", Element.STEPPE, False, True, "A")


def test_csv_semicolons_bom_column_order_and_quotes() -> None:
    """A spreadsheet's CSV: byte-order mark, semicolons, Russian headers in any order."""
    text = (
        "\ufeffСтихия;Название;Сет;Орда;Герой\r\n"
        'лес;"Ёж; колючий";Б;нет;нет\r\n\r\n'
        "горы;Гном;Б;да;нет\r\n"
    )
    pool = CardPool.parse_csv(text)
    assert [card.name for card in pool] == ["Ёж; колючий", "Гном"]
    assert pool.get("гном") == Card("Гном", Element.MOUNTAINS, False, True, "Б")


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        (HEADER + "А-карта,лес,нет,нет,A\nБ-карта,огонь,нет,нет,A\n", 3, "element"),
        (HEADER + "А-карта,лес,нет,нет,A\n\nБ-карта,лес,может,нет,A\n", 4, "hero"),
        (HEADER + "А-карта,лес,нет,нет,A\nБ-карта,лес,нет,2,A\n", 3, "horde"),
        (HEADER + "А-карта,лес,нет,нет,A\n,лес,нет,нет,A\n", 3, "name"),
        (HEADER + "А-карта,лес,нет,нет,A\n!?,лес,нет,нет,A\n", 3, "name"),
        (HEADER + "А-карта,лес,нет,нет,\n", 2, "set"),
        (HEADER + "А-карта,лес,нет,нет,A\nБ-карта,лес,нет\n", 3, "columns"),
        (HEADER + "Ёж,лес,нет,нет,A\nКот,лес,нет,нет,A\nеж,лес,нет,нет,B\n", 4, "duplicate"),
        ("name,element,hero,set\nА,лес,нет,A\n", 1, "header"),
        (HEADER + 'А-карта,лес,нет,нет,A\n"Б-карта,лес,нет,нет,A\n', 3, "syntax"),
        (HEADER + 'А-карта,лес,нет,нет,A\n"Б-карта"x,лес,нет,нет,A\n', 3, "syntax"),
    ],
)
def test_csv_bad_row_named_by_line(text: str, line: int, problem: str) -> None:
    """DECK-4: a bad pool file is refused whole, naming the line and what is wrong there."""
    caught = refusal(CardPool.parse_csv, text)
    assert caught.key == "pool-bad-row"
    assert (caught.params["line"], caught.params["problem"]) == (line, problem)
    assert isinstance(caught.params["value"], str)


@pytest.mark.parametrize(
    ("parse", "text"),
    [
        (CardPool.parse_csv, ""),
        (CardPool.parse_csv, "\n\n"),
        (CardPool.parse_csv, HEADER),
        (CardPool.parse_toml, ""),
        (CardPool.parse_toml, "# no cards yet\n"),
        (CardPool.parse_toml, "card = []\n"),
    ],
)
def test_empty_pool_refused(parse: object, text: str) -> None:
    """DECK-4: a pool without cards is refused."""
    assert refusal(parse, text).key == "pool-empty"


def _as_toml(pool: CardPool) -> str:
    """The pool written as TOML `[[card]]` tables."""
    tables = []
    for card in pool:
        horde = '"да"' if card.horde else '"нет"'
        tables.append(
            f'[[card]]\nname = "{card.name}"\nelement = "{card.element}"\n'
            f'hero = {str(card.hero).lower()}\nhorde = {horde}\nset = "{card.set}"\n\n'
        )
    return "".join(tables)


def test_toml_pool_equals_csv_pool() -> None:
    """DECK-4: the same pool in TOML, with native and word booleans, loads the same cards."""
    assert CardPool.parse_toml(_as_toml(POOL)).cards == POOL.cards


@pytest.mark.parametrize(
    ("body", "line", "problem"),
    [
        ('element = "огонь"', 9, "element"),
        ("hero = 2", 9, "hero"),
        ('horde = "может"', 9, "horde"),
        ("name = 5", 9, "name"),
        ('name = "Кот"', 9, "duplicate"),
        ("set = 3.5", 9, "set"),
    ],
)
def test_toml_bad_card_named_by_line(body: str, line: int, problem: str) -> None:
    """DECK-4: a bad `[[card]]` table is named by the line of its header."""
    good = '[[card]]\nname = "Кот"\nelement = "лес"\nhero = false\nhorde = false\nset = "A"\n\n'
    bad = {
        "name": '"Пёс"',
        "element": '"лес"',
        "hero": "false",
        "horde": "false",
        "set": '"A"',
    }
    key, value = body.split(" = ")
    bad[key] = value
    text = good + "# the second card\n[[card]]\n" + "".join(f"{k} = {v}\n" for k, v in bad.items())
    caught = refusal(CardPool.parse_toml, text)
    assert caught.key == "pool-bad-row"
    assert (caught.params["line"], caught.params["problem"]) == (line, problem)


def test_toml_syntax_error_named_by_line() -> None:
    """DECK-4: broken TOML is refused with the line the parser stopped at."""
    text = '[[card]]\nname = "Кот"\nelement = "лес\nhero = false\n'
    caught = refusal(CardPool.parse_toml, text)
    assert (caught.key, caught.params["line"], caught.params["problem"]) == (
        "pool-bad-row",
        3,
        "syntax",
    )


# --- banned lists (DECK-3) ------------------------------------------------------------------


def test_banned_list_comments_and_forgiving_case() -> None:
    """DECK-3: one name a line, `#` comments and blank lines skipped, case and ё ignored."""
    text = "# banned\n\n  костяной ДРАКОН  # too strong\nТемная княжна\n"
    banned = BannedList.parse(text, POOL, DeckFormat.CONSTRUCTED)
    assert banned.cards == frozenset({"Костяной дракон", "Тёмная княжна"})
    assert len(banned) == 2
    assert "Костяной дракон" in banned


@pytest.mark.parametrize(
    ("name", "problem", "options"),
    [
        ("Огненный шторм", "unknown", ""),
        ("Костяной дркаон", "typo", "Костяной дракон"),
        ("День болот", "ambiguous", "Пень болот, Тень болот"),
    ],
)
def test_banned_list_names_checked_against_pool(name: str, problem: str, options: str) -> None:
    """DECK-3: every banned name must be a card of the pool; a typo is refused, not guessed."""
    caught = refusal(BannedList.parse, f"Чародейка\n# comment\n{name}\n", POOL)
    assert caught.key == "banned-bad-line"
    assert caught.params == {"line": 3, "name": name, "problem": problem, "options": options}


# --- robustness -----------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_find_fuzz(text: str) -> None:
    """Any typed name is a card or a Refusal (unknown / ambiguous / suggested), nothing else."""
    try:
        match = POOL.find(text)
    except Refusal as caught:
        assert caught.key in ("card-unknown", "card-ambiguous", "card-suggested")
    else:
        assert match.card in POOL.cards


_CSV_PARTS = st.sampled_from(
    [HEADER, "Кот", "лес", "да", "нет", "A", ",", ";", '"', "\n", "\r\n", " ", "\x00", "x"]
)


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(max_size=200), st.lists(_CSV_PARTS, max_size=30).map("".join)))
def test_pool_parsers_fuzz(text: str) -> None:
    """Any file is a pool or a Refusal naming the problem, never another exception."""
    for parse in (CardPool.parse_csv, CardPool.parse_toml):
        try:
            pool = parse(text)
        except Refusal as caught:
            assert caught.key in ("pool-bad-row", "pool-empty")
        else:
            assert len(pool) > 0
