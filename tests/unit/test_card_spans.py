"""The card pool's names are cut out of a chat message before it is judged (MOD-2, DECK-4)."""

from __future__ import annotations

import pytest

from bot.moderation import TextFilter
from bot.moderation.card_spans import CardNames

NAMES = CardNames(
    [
        "Похлебка из болотных тварей",
        "Тварь Трясины",
        "Тупой тролль болот",
        "Тень болот",
        "Тварь",
        "Ёж-колючник",
    ]
)


@pytest.fixture(scope="module")
def text_filter() -> TextFilter:
    """The default filter of a channel."""
    return TextFilter()


@pytest.mark.parametrize(
    "text",
    [
        "Тварь Трясины — отличная карта",
        "тварь  ТРЯСИНЫ!",
        "«Тварь Трясины» снова в топе",
        "против твари трясины нечего играть",  # a name of words inflects
        "Тварь в руке, Ёж колючник на столе",  # a one-word name as written
    ],
)
def test_a_card_name_is_no_violation(text_filter: TextFilter, text: str) -> None:
    assert text_filter.check(text).violation == "insult"
    assert text_filter.check(text, NAMES).ok


@pytest.mark.parametrize(
    "text",
    [
        "Похлебка из болотных тварей — отличная карта",
        "сыграл похлёбку из болотных тварей на третьем ходу",
        "Болотные твари сильны",  # an element of the game names their kind
    ],
)
def test_a_creature_spoken_of_needs_no_pool(text_filter: TextFilter, text: str) -> None:
    # Issue 23: organizers rarely load a pool, and «тварей» here names creatures, no person.
    assert text_filter.check(text).ok
    assert text_filter.check(text, NAMES).ok


def test_only_the_name_is_exempt(text_filter: TextFilter) -> None:
    verdict = text_filter.check("Тварь Трясины, а ты тварюга", NAMES)
    assert (verdict.violation, verdict.match) == ("insult", "тварюга")
    # A one-word name matches only as written: its other forms are read as words.
    assert text_filter.check("эти твари опять", NAMES).violation == "insult"
    # Part of a name is no name.
    assert text_filter.check("тупой тролль", NAMES).violation == "insult"


def test_letters_around_a_name_are_not_joined(text_filter: TextFilter) -> None:
    # «х» before and «уй» after a cut-out name are no word: the name is cut, not blanked.
    spelled = text_filter.check("х у й", NAMES)
    assert spelled.violation == "obscene"
    assert text_filter.check("х Тень болот уй", NAMES).ok


def test_a_big_pool_and_a_long_message_are_read_whole(text_filter: TextFilter) -> None:
    # Its speed is measured in bench/moderation_filter.py (tests never assert on time).
    pool = CardNames([f"Страж болот номер {n}" for n in range(3000)] + ["Тень болот"])
    text = "Тень болот и страж болот номер 5, " * 110  # about 4 KB
    assert text_filter.check(text, pool).ok
    assert not text_filter.check(text + " сука", pool).ok  # the last word is still read
