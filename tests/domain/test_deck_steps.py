"""When decklists are taken, checked, due and published, without any chat (REG-9, DECK-1,
DECK-2, FMT-11)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from deck_helpers import BANNED, POOL, STEPPE_HERO, STEPPE_MAIN, STEPPE_SIDE, decklist

from bot.domain.cards import DeckFormat
from bot.domain.deck_rules import (
    check_decklists,
    check_decks_open,
    check_decks_required,
    check_pool_allowed,
    check_publishable,
    checked_deck,
    corrected_words,
    deck_slot,
    opened_pool,
)
from bot.domain.errors import Refusal
from bot.domain.model import TournamentStatus
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament


def tournament(status: TournamentStatus = TournamentStatus.REGISTRATION, **settings: Any
               ) -> Tournament:  # fmt: skip
    return Tournament(3, "Кубок", status, TournamentSettings(**settings), 0, 1, 0.0)


def refused(call: Callable[..., object], *args: Any) -> Refusal:
    with pytest.raises(Refusal) as caught:
        call(*args)
    return caught.value


def test_lists_are_taken_only_where_the_tournament_requires_them() -> None:
    # REG-9: "where the tournament requires them".
    check_decks_required(tournament(decks=2))
    none = refused(check_decks_required, tournament(decks=0))
    assert (none.key, none.params) == ("decks-not-required", {"title": "Кубок"})


@pytest.mark.parametrize("status", [TournamentStatus.RUNNING, TournamentStatus.FINISHED])
def test_lists_are_locked_once_the_first_round_starts(status: TournamentStatus) -> None:
    # REG-9: the player submits his lists before the first round.
    assert refused(check_decks_open, tournament(status)).key == "decks-locked"


@pytest.mark.parametrize(
    "status", [TournamentStatus.DRAFT, TournamentStatus.REGISTRATION, TournamentStatus.CLOSED]
)
def test_lists_are_open_before_the_start(status: TournamentStatus) -> None:
    check_decks_open(tournament(status))  # REG-9


def test_an_opened_pool_belongs_to_sealed_only() -> None:
    # FMT-11: the Sealed decklist records the whole pool.
    check_pool_allowed(tournament(format="sealed"))
    assert refused(check_pool_allowed, tournament(format="draft")).key == "pool-not-sealed"


def test_a_list_takes_the_slot_asked_or_the_first_free_one() -> None:
    # REG-9, S4 3.1: one or several decks, each in its slot.
    assert deck_slot(3, [1], 3) == 3
    assert deck_slot(3, [1, 3], None) == 2
    assert deck_slot(1, [1], None) == 1  # one deck: a new list replaces it
    bad = refused(deck_slot, 2, [], 3)
    assert (bad.key, bad.params) == ("deck-slot-bad", {"count": 2})
    full = refused(deck_slot, 2, [1, 2], None)
    assert (full.key, full.params) == ("deck-slots-full", {"count": 2})


def test_a_legal_constructed_list_is_accepted() -> None:
    # DECK-1
    deck = decklist(STEPPE_HERO, STEPPE_MAIN, STEPPE_SIDE)
    report = checked_deck(deck, DeckFormat.CONSTRUCTED, POOL, BANNED, None)
    assert report.ok and report.main_count == 40


def test_an_illegal_list_is_refused_with_every_problem_and_its_rule() -> None:
    # DECK-1: each problem a line, naming the rule.
    deck = decklist(STEPPE_HERO, {"Степной всадник": 4})
    refusal = refused(checked_deck, deck, DeckFormat.CONSTRUCTED, POOL, BANNED, None)
    assert refusal.key == "deck-refused"
    problems = refusal.params["problems"]
    assert problems["$each"] == "problem-line" and problems["sep"] == "\n"
    assert {item["rule"] for item in problems["items"]} == {"DECK-1"}
    assert len(problems["items"]) >= 2  # too many copies, too few cards
    assert refusal.params["corrected"] == ""


def test_a_sealed_list_needs_the_opened_pool_first() -> None:
    # FMT-11, DECK-2: the deck comes from the cards the player opened.
    deck = decklist(STEPPE_HERO, {"Древень": 40})
    first = refused(checked_deck, deck, DeckFormat.SEALED, POOL, None, None)
    assert first.key == "sealed-pool-first"
    assert checked_deck(deck, DeckFormat.SEALED, POOL, None, {"Древень": 40}).ok
    short = refused(checked_deck, deck, DeckFormat.SEALED, POOL, None, {"Древень": 20})
    assert short.key == "deck-refused"
    assert checked_deck(deck, DeckFormat.DRAFT, POOL, None, None).ok  # DECK-2: any copies


def test_corrected_names_are_told() -> None:
    deck = decklist(STEPPE_HERO, STEPPE_MAIN)
    report = checked_deck(deck, DeckFormat.CONSTRUCTED, POOL, BANNED, None)
    assert corrected_words(report) == ""
    report.corrected.append(("Степной всаднек", "Степной всадник"))
    assert corrected_words(report) == {
        "$text": "deck-corrected",
        "pairs": "«Степной всаднек» → «Степной всадник»",
    }


def test_the_start_waits_for_every_list_and_names_who_lacks_one() -> None:
    # REG-9: every list before round 1.
    t = tournament(decks=2)
    check_decklists(t, [("Анна", 2), ("Борис", 3)])
    missing = refused(check_decklists, t, [("Анна", 2), ("Борис", 1), ("Вера", 0)])
    assert missing.key == "begin-missing-decks"
    assert missing.params["count"] == 2 and missing.params["id"] == 3
    assert missing.params["players"] == {
        "$each": "missing-deck-row",
        "items": [
            {"nick": "Борис", "sent": 1, "count": 2},
            {"nick": "Вера", "sent": 0, "count": 2},
        ],
        "sep": ", ",
    }
    check_decklists(tournament(decks=2, format="draft"), [("Анна", 0)])  # DECK-2: built later


def test_the_winners_lists_are_published_after_the_end_only() -> None:
    # REG-9: "after the tournament a judge may publish the winners' lists".
    check_publishable(tournament(TournamentStatus.FINISHED))
    for status in (TournamentStatus.RUNNING, TournamentStatus.ARCHIVED):
        assert refused(check_publishable, tournament(status)).key == "publish-before-end"


def test_an_opened_pool_is_kept_by_the_pool_s_own_names() -> None:
    # FMT-11: the whole opened pool, every card known to the loaded card data (DECK-4).
    opened = opened_pool(decklist(STEPPE_HERO, {"Древень": 3}, {"Степной всадник": 2}), POOL)
    assert opened == {STEPPE_HERO: 1, "Древень": 3, "Степной всадник": 2}
    unknown = refused(opened_pool, decklist(None, {"Нет такой карты": 1}), POOL)
    assert unknown.key.startswith("card-")
