"""The deck rules of Draft and Sealed (DECK-2, FMT-11)."""

from __future__ import annotations

from collections import Counter

import pytest
from deck_helpers import BANNED, POOL, STEPPE_HERO, decklist, only

from bot.domain.decklists import Problem, check_constructed, check_limited

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
