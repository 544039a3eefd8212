"""The confirmation window and the places under the cap, without any chat (REG-4, REG-5)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.domain.checkin import (
    CHECKIN_MOMENTS,
    checkin_closed,
    checkin_open,
    checkin_plan,
    place_free,
    refuse_checkin,
)
from bot.domain.errors import Refusal
from bot.domain.model import Player, PlayerStatus, TournamentStatus
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament

NOW = 1_800_000_000.0
HOUR = 3600.0
WINDOW = TournamentSettings(seed="лот", checkin_from=NOW, checkin_to=NOW + HOUR)
T = Tournament(3, "Кубок", TournamentStatus.CLOSED, WINDOW, 0, 1, NOW - 86400)


def window(opens: float | None, closes: float | None, remind: int = 15) -> TournamentSettings:
    """Settings with a window from `opens` to `closes` and a reminder `remind` minutes early."""
    return dataclasses.replace(
        WINDOW, checkin_from=opens, checkin_to=closes, checkin_remind_minutes=remind
    )


def applicant(status: PlayerStatus = PlayerStatus.REGISTERED, checked: bool = False) -> Player:
    """An applicant of the tournament."""
    return Player(8, T.id, 4, "Элли", None, status, checked_in=checked)


def refusal_of(me: Player | None, now: float, settings: TournamentSettings = WINDOW) -> Refusal:
    """The refusal of a check-in by `me` at `now`."""
    with pytest.raises(Refusal) as caught:
        refuse_checkin(dataclasses.replace(T, settings=settings), me, now)
    return caught.value


def test_the_window_is_open_from_its_start_to_its_end() -> None:
    # REG-4: between its start and end every applicant confirms participation.
    assert not checkin_open(T, NOW - 1) and not checkin_closed(T, NOW - 1)
    assert checkin_open(T, NOW) and checkin_open(T, NOW + HOUR - 1)
    assert not checkin_open(T, NOW + HOUR) and checkin_closed(T, NOW + HOUR)
    no_window = dataclasses.replace(T, settings=window(None, None))
    assert not checkin_open(no_window, NOW) and not checkin_closed(no_window, NOW + 10 * HOUR)


@pytest.mark.parametrize("status", [PlayerStatus.REGISTERED, PlayerStatus.WAITING])
def test_an_applicant_confirms_inside_the_window(status: PlayerStatus) -> None:
    # REG-4: the registered and the waiting list confirm alike.
    refuse_checkin(T, applicant(status), NOW + 60)


@pytest.mark.parametrize(
    ("me", "now", "settings", "key"),
    [
        (applicant(), NOW, window(None, None), "checkin-not-needed"),
        (None, NOW, window(None, None), "checkin-not-needed"),  # the window speaks first
        (None, NOW + HOUR, WINDOW, "checkin-closed"),  # a closed window before who asks
        (applicant(), NOW + HOUR, WINDOW, "checkin-closed"),
        (None, NOW, WINDOW, "not-registered"),
        (applicant(PlayerStatus.PENDING), NOW, WINDOW, "not-registered"),
        (applicant(PlayerStatus.WITHDRAWN), NOW, WINDOW, "not-registered"),
        (applicant(), NOW - 60, WINDOW, "checkin-not-yet"),
        (applicant(checked=True), NOW, WINDOW, "checkin-already"),
    ],
)
def test_a_checkin_is_refused_saying_why(
    me: Player | None, now: float, settings: TournamentSettings, key: str
) -> None:
    # REG-4: the confirmation is once, by an applicant, inside the organizer's window.
    assert refusal_of(me, now, settings).key == key


def test_too_early_names_the_opening() -> None:
    # REG-4: an applicant who comes early is told when the window opens.
    assert refusal_of(applicant(), NOW - 60).params == {
        "title": "Кубок",
        "opens": {"$datetime": NOW},
    }


def test_the_cap_leaves_a_place_or_the_waiting_list() -> None:
    # REG-5: the cap is the organizer's; beyond it applicants wait.
    assert place_free(None, 500)
    assert place_free(8, 7)
    assert not place_free(8, 8)


def test_the_plan_opens_reminds_and_closes() -> None:
    # REG-4: the bot reminds when the window opens and shortly before it closes.
    plan = checkin_plan(WINDOW, NOW - HOUR, CHECKIN_MOMENTS)
    assert plan == {"open": NOW, "remind": NOW + HOUR - 15 * 60, "close": NOW + HOUR}


def test_a_window_set_while_open_invites_at_once_and_skips_a_past_reminder() -> None:
    # REG-4: the invitation is not lost because the judge set the window late.
    later = NOW + HOUR - 5 * 60
    assert checkin_plan(WINDOW, later, CHECKIN_MOMENTS) == {"open": later, "close": NOW + HOUR}


def test_a_window_shorter_than_the_reminder_only_invites() -> None:
    # REG-4: the invitation says it all when the reminder would come before it.
    short = window(NOW, NOW + 10 * 60, remind=15)
    assert checkin_plan(short, NOW - HOUR, CHECKIN_MOMENTS) == {"open": NOW, "close": NOW + 600}


def test_the_plan_keeps_to_the_moments_asked_and_always_closes() -> None:
    # REG-4: a new reminder time moves the reminder alone; a past close is still planned.
    assert checkin_plan(WINDOW, NOW - HOUR, ("remind",)) == {"remind": NOW + HOUR - 15 * 60}
    assert checkin_plan(WINDOW, NOW + 2 * HOUR, CHECKIN_MOMENTS) == {"close": NOW + HOUR}


def test_no_window_no_plan_and_a_reversed_window_is_refused() -> None:
    # REG-4: the window's start comes before its end.
    assert checkin_plan(window(None, NOW), NOW, CHECKIN_MOMENTS) == {}
    with pytest.raises(Refusal) as caught:
        checkin_plan(window(NOW + HOUR, NOW), NOW, CHECKIN_MOMENTS)
    assert caught.value.key == "checkin-order"
