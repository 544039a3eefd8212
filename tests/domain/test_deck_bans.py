"""Deck bans before a match (COM-3): when they apply, when they close, which ban counts."""

from __future__ import annotations

import dataclasses

import pytest
from match_helpers import NOW, A, B, match

from bot.domain.deck_bans import (
    BANS_BEFORE,
    bans_complete,
    bans_missing,
    bans_on,
    check_ban,
    default_bans,
    prep_minutes,
    refuse_bans_off,
    remaining_decks,
)
from bot.domain.errors import Refusal
from bot.domain.model import Match, SavedDeck, TournamentStatus
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament

STARTS = NOW + 30 * 60  # the match's official start
DECKS = [(1, "Стая", "Лесовик"), (2, "Болото", "Шаман"), (3, "Пламя", "Ведьма")]


def tournament(decks: int = 3, deck_bans: int = 1, **changes: object) -> Tournament:
    """A running «Кубок» where each player declares `decks` and bans `deck_bans`."""
    settings = TournamentSettings(seed="лот", decks=decks, deck_bans=deck_bans)
    base = Tournament(1, "Кубок", TournamentStatus.RUNNING, settings, 1, 1, 0.0)
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def game() -> Match:
    """Match №7 between A and B, starting at STARTS."""
    return match(starts_at=STARTS)


def ban(t: Tournament, slot: int, bans: list[tuple[int, int, bool]], now: float = NOW) -> int:
    """A's ban of B's deck in `slot` (B has slots 1-3); the bans A has left."""
    return check_ban(t, game(), A, slot, [1, 2, 3], bans, now)


def refusal(call: object, *args: object) -> tuple[str, dict]:
    """The key and parameters `call` refuses with."""
    with pytest.raises(Refusal) as refused:
        call(*args)  # type: ignore[operator]
    return refused.value.key, refused.value.params


@pytest.mark.parametrize(
    ("decks", "deck_bans", "on"), [(3, 1, True), (1, 1, False), (3, 0, False)]
)
def test_bans_need_two_decks_and_a_ban(decks: int, deck_bans: int, on: bool) -> None:
    # COM-3: a ban leaves at least one deck to play.
    assert bans_on(tournament(decks, deck_bans)) is on


def test_banning_gives_the_twenty_minutes_time_before_the_start() -> None:
    # COM-3: decks are fixed 20 minutes before the official start; 30 minutes to prepare.
    assert BANS_BEFORE == 20 * 60
    assert prep_minutes(tournament()) == 30
    assert prep_minutes(tournament(decks=0, deck_bans=0)) == 0
    later = tournament()
    later = dataclasses.replace(
        later, settings=dataclasses.replace(later.settings, prep_minutes=45)
    )
    assert prep_minutes(later) == 45


@pytest.mark.parametrize("t", [tournament(decks=1), tournament(status=TournamentStatus.FINISHED)])
def test_no_bans_where_they_do_not_apply(t: Tournament) -> None:
    # COM-3
    assert refusal(refuse_bans_off, t) == ("bans-not-now", {"title": "Кубок"})
    refuse_bans_off(tournament())


def test_a_ban_counts_down_the_bans_left() -> None:
    # COM-3
    t = tournament(deck_bans=2)
    assert ban(t, 2, []) == 1
    assert ban(t, 3, [(A, 2, False), (B, 1, False)]) == 0


def test_bans_close_twenty_minutes_before_the_start() -> None:
    # COM-3
    assert refusal(ban, tournament(), 2, [], STARTS - BANS_BEFORE) == (
        "bans-closed",
        {"number": 7},
    )
    assert ban(tournament(), 2, [], STARTS - BANS_BEFORE - 1) == 0


@pytest.mark.parametrize(
    ("slot", "bans", "key", "params"),
    [
        (4, [], "ban-slot-bad", {"number": 7}),  # the opponent has no such deck
        (2, [(A, 2, False)], "ban-already", {"number": 7}),
        (3, [(A, 2, False)], "bans-used", {"number": 7, "bans": 1}),
    ],
)
def test_a_ban_is_one_of_the_opponents_decks_each_once_as_many_as_given(
    slot: int, bans: list[tuple[int, int, bool]], key: str, params: dict
) -> None:
    # COM-3
    assert refusal(ban, tournament(), slot, bans) == (key, params)


def test_the_match_is_played_on_the_decks_the_opponent_left() -> None:
    # COM-3: the player's own bans do not take his decks.
    decks = [SavedDeck(A, slot, name, hero, "", {}, {}) for slot, name, hero in DECKS]
    bans = [(B, 2, False), (A, 1, False)]
    assert remaining_decks(decks, bans, A) == "Стая (Лесовик), Пламя (Ведьма)"
    assert remaining_decks(decks[1:2], bans, A) == "—"


def test_both_players_banning_all_reveals_the_decks() -> None:
    # COM-3: the decks left are shown once both have chosen every ban.
    assert bans_missing([(A, 1, False)], A, 2) == 1
    assert not bans_complete([(A, 1, False), (A, 2, False)], (A, B), 2)
    assert bans_complete([(A, 1, False), (B, 2, False)], (A, B), 1)


def test_a_silent_players_default_bans_are_drawn_by_lot_leaving_a_deck() -> None:
    # COM-3: `ban_default=random` bans what he left, the same every time, never every deck.
    drawn = default_bans("лот", 7, A, [(A, 2, False)], [1, 2, 3], 2)
    assert drawn == default_bans("лот", 7, A, [(A, 2, False)], [1, 2, 3], 2)
    assert len(drawn) == 1 and set(drawn) <= {1, 3}  # slot 2 is his already; one deck stays
    assert len(default_bans("лот", 7, A, [], [1, 2, 3], 1)) == 1
    assert default_bans("лот", 7, A, [], [1], 1) == []
