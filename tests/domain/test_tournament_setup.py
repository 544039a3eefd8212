"""Opening and closing registration, the settings a running tournament keeps, the announcement
and the draft timer's start, without any chat (REG-1, FMT-3, FMT-4, FMT-10)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.domain.announcing import ANNOUNCE_DAYS, refuse_post, short_notice
from bot.domain.draft import refuse_draft_start
from bot.domain.errors import Refusal
from bot.domain.model import TournamentStatus
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import (
    Tournament,
    opening,
    refuse_locked_setting,
    refuse_rounds_below_current,
    refuse_unless_open,
)

NOW = 1_800_000_000.0
DAY = 86400.0
T = Tournament(2, "Кубок", TournamentStatus.DRAFT, TournamentSettings(seed="лот"), 0, 1, NOW)
CHAT = ("telegram", -100)


def at(status: TournamentStatus, current_round: int = 0) -> Tournament:
    """The tournament in `status`, at `current_round`."""
    return dataclasses.replace(T, status=status, current_round=current_round)


def refused(check: object, *args: object) -> Refusal:
    """The refusal a check raises for these arguments."""
    with pytest.raises(Refusal) as caught:
        check(*args)  # type: ignore[operator]
    return caught.value


def test_registration_opens_from_a_draft_or_closed_tournament() -> None:
    # REG-1: the judge announces the tournament and opens it; a second /open changes nothing.
    assert opening(at(TournamentStatus.DRAFT)) and opening(at(TournamentStatus.CLOSED))
    assert not opening(at(TournamentStatus.REGISTRATION))
    for status in (TournamentStatus.RUNNING, TournamentStatus.FINISHED, TournamentStatus.ARCHIVED):
        refusal = refused(opening, at(status))
        assert (refusal.key, refusal.params) == (f"cannot-open-{status}", {"title": "Кубок"})


def test_only_an_open_registration_closes() -> None:
    # REG-1: registration is closed from its open state only.
    refuse_unless_open(at(TournamentStatus.REGISTRATION))
    for status in TournamentStatus:
        if status is not TournamentStatus.REGISTRATION:
            assert refused(refuse_unless_open, at(status)).key == "registration-not-open"


def test_the_lot_stays_while_the_tournament_runs() -> None:
    # FMT-3: pairing is deterministic for the seed the head judge drew.
    running = at(TournamentStatus.RUNNING)
    assert refused(refuse_locked_setting, running, "seed").key == "seed-locked"
    refuse_locked_setting(running, "rounds")  # the other settings stay the judges'
    for status in (TournamentStatus.DRAFT, TournamentStatus.REGISTRATION):
        refuse_locked_setting(at(status), "seed")


def test_the_round_count_is_not_below_the_current_round() -> None:
    # FMT-4: the organizer overrides the number of rounds, not the rounds already played.
    t = at(TournamentStatus.RUNNING, current_round=3)
    refuse_rounds_below_current(t, TournamentSettings(seed="лот", rounds=3))
    refuse_rounds_below_current(t, TournamentSettings(seed="лот"))
    refusal = refused(refuse_rounds_below_current, t, TournamentSettings(seed="лот", rounds=2))
    assert (refusal.key, refusal.params) == ("rounds-below-current", {"round": 3})


def test_the_announcement_is_posted_where_it_lacks_while_open() -> None:
    # REG-1: the announcement goes to every channel; a late-bound one gets it by the judge's tap.
    refuse_post(TournamentStatus.REGISTRATION, "Кубок", CHAT, set())
    refusal = refused(refuse_post, TournamentStatus.REGISTRATION, "Кубок", CHAT, {CHAT})
    assert (refusal.key, refusal.params) == ("post-already", {"title": "Кубок"})
    for status in (TournamentStatus.CLOSED, TournamentStatus.RUNNING):
        assert refused(refuse_post, status, "Кубок", CHAT, set()).key == "registration-not-open"


def test_a_start_sooner_than_three_days_after_the_announcement_is_short() -> None:
    # REG-1: conditions are announced at least 3 days before the start.
    assert ANNOUNCE_DAYS == 3
    assert short_notice(NOW + 3 * DAY - 1, NOW)
    assert not short_notice(NOW + 3 * DAY, NOW)
    assert not short_notice(None, NOW)


def test_the_draft_timer_starts_in_a_draft_stage_before_its_pairing() -> None:
    # FMT-10: the pick timer belongs to the draft, which comes before the stage's rounds.
    running = TournamentStatus.RUNNING
    refuse_draft_start("Кубок", running, "draft", 4, 3)
    for status, kind in ((TournamentStatus.CLOSED, "draft"), (running, "swiss"), (running, None)):
        assert refused(refuse_draft_start, "Кубок", status, kind, 4, 3).key == "draft-not-now"
    assert refused(refuse_draft_start, "Кубок", running, "draft", 4, 4).key == (
        "draft-after-pairing"
    )
