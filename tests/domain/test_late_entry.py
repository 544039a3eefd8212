"""Late entry into a running tournament, without any chat (FMT-3, REG-3, REG-5, REG-6)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.domain.errors import Refusal
from bot.domain.late_entry import (
    LateApplication,
    LateClosed,
    LateStatus,
    late_entry_closed,
    refuse_add_now,
    refuse_admitted,
    refuse_entered,
    refuse_full,
    refuse_late_add,
    refuse_late_applicant,
    refuse_late_application,
    refuse_second_late_application,
)
from bot.domain.model import Player, PlayerStatus, TournamentStatus
from bot.domain.settings import TournamentSettings
from bot.domain.stage_specs import StageSpec
from bot.domain.tournament import Tournament

NOW = 1_800_000_000.0
RUNNING = Tournament(
    4, "Кубок", TournamentStatus.RUNNING, TournamentSettings(seed="лот", cap=8), 2, 1, NOW
)
APPLICATION = LateApplication(12, 4, 30, "Урфин", None, LateStatus.OPEN, NOW)


def refused(check: object, *args: object) -> Refusal:
    """The refusal a check raises for these arguments."""
    with pytest.raises(Refusal) as caught:
        check(*args)  # type: ignore[operator]
    return caught.value


def entry(status: PlayerStatus) -> Player:
    """The person's entry in the tournament."""
    return Player(9, 4, 30, "Урфин", None, status)


def test_a_late_entrant_joins_a_swiss_stage_with_a_round_left() -> None:
    # FMT-3: a running Swiss stage pairs a late entrant from the next round.
    running = TournamentStatus.RUNNING
    assert late_entry_closed(running, "loss", "swiss", False, 2, 5) is None
    assert late_entry_closed(running, "loss", "swiss", False, 5, 5) is LateClosed.NO_ROUND
    assert late_entry_closed(running, "loss", "single", False, 1, 0) is LateClosed.STAGE
    assert late_entry_closed(running, "loss", "swiss", True, 1, 3) is LateClosed.STAGE
    assert late_entry_closed(running, "off", "swiss", False, 1, 5) is LateClosed.OFF
    closed = TournamentStatus.CLOSED
    assert late_entry_closed(closed, "loss", None, False, 0, 0) is LateClosed.NOT_STARTED
    for over in (TournamentStatus.FINISHED, TournamentStatus.ARCHIVED):
        assert late_entry_closed(over, "off", None, False, 0, 0) is LateClosed.FINISHED


def test_a_judges_add_names_the_stage_that_takes_no_late_entrant() -> None:
    # FMT-3: a bracket, groups or draft tables are paired by their shape, not by points.
    refusal = refused(refuse_late_add, "Кубок", LateClosed.STAGE, StageSpec("single", size=8))
    assert refusal.key == "add-not-swiss"
    assert refusal.params["stage"]["$text"] == "stage-single"
    assert refused(refuse_late_add, "Кубок", LateClosed.NO_ROUND, None).key == (
        "add-no-round-left"
    )
    for why in (LateClosed.OFF, LateClosed.FINISHED, LateClosed.NOT_STARTED):
        assert refused(refuse_late_add, "Кубок", why, None).key == f"late-add-{why}"
    refuse_late_add("Кубок", None, StageSpec("swiss", rounds=5))


def test_a_players_late_application_says_why_not() -> None:
    # FMT-3: the refusal names the reason; before the start it is the registration.
    assert refused(refuse_late_application, "Кубок", LateClosed.NOT_STARTED).key == (
        "registration-closed-for"
    )
    refusal = refused(refuse_late_application, "Кубок", LateClosed.OFF)
    assert (refusal.key, refusal.params) == (
        "late-entry-closed",
        {"title": "Кубок", "why": {"$text": "late-closed-off"}},
    )
    refuse_late_application("Кубок", None)


@pytest.mark.parametrize(
    ("status", "key"),
    [
        (PlayerStatus.REGISTERED, "late-already-in"),
        (PlayerStatus.DROPPED, "late-already-in"),
        (PlayerStatus.DISQUALIFIED, "late-already-in"),
        (PlayerStatus.REFUSED, "refused-before"),
    ],
)
def test_one_in_the_standings_or_refused_does_not_apply_late(
    status: PlayerStatus, key: str
) -> None:
    # REG-3: one application per tournament; REG-6: a judges' refusal stands.
    assert refused(refuse_late_applicant, "Кубок", entry(status)).key == key


def test_a_withdrawn_or_new_person_applies_late_once() -> None:
    # REG-3: one application; the judges are not asked twice.
    refuse_late_applicant("Кубок", None)
    refuse_late_applicant("Кубок", entry(PlayerStatus.WITHDRAWN))
    refuse_second_late_application("Кубок", None)
    refusal = refused(refuse_second_late_application, "Кубок", APPLICATION)
    assert (refusal.key, refusal.params) == (
        "late-application-pending",
        {"title": "Кубок", "nickname": "Урфин"},
    )


def test_an_application_is_admitted_once() -> None:
    # REG-3: a second tap «Допустить» changes nothing.
    refuse_admitted("Кубок", APPLICATION)
    done = dataclasses.replace(APPLICATION, status=LateStatus.ADMITTED)
    assert refused(refuse_admitted, "Кубок", done).key == "late-application-done"


def test_a_judges_entry_is_once_and_under_the_cap() -> None:
    # REG-3: one entry per person; REG-5: the cap holds for the judge's entry too.
    for status in (PlayerStatus.REGISTERED, PlayerStatus.DROPPED):
        assert refused(refuse_entered, RUNNING, entry(status)).key == "add-already"
    for me in (None, entry(PlayerStatus.PENDING), entry(PlayerStatus.WAITING)):
        refuse_entered(RUNNING, me)
    refuse_full(RUNNING, 7)
    assert refused(refuse_full, RUNNING, 8).params == {"title": "Кубок", "cap": 8}
    uncapped = dataclasses.replace(RUNNING, settings=TournamentSettings(seed="лот"))
    refuse_full(uncapped, 1000)


def test_a_judge_adds_a_player_before_the_start_or_while_running_never_after() -> None:
    # FMT-3, REG-3: `/add` registers before the start and enters late while running.
    def at(status: TournamentStatus) -> Tournament:
        return dataclasses.replace(RUNNING, status=status)

    assert refuse_add_now(at(TournamentStatus.REGISTRATION)) is False
    assert refuse_add_now(at(TournamentStatus.CLOSED)) is False
    assert refuse_add_now(at(TournamentStatus.RUNNING)) is True
    for over in (TournamentStatus.FINISHED, TournamentStatus.ARCHIVED):
        assert refused(refuse_add_now, at(over)).key == "add-not-now"
