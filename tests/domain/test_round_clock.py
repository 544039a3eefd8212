"""The round's time: extra time, pauses and scheduled rounds (RES-5, RES-6, COM-2)."""

from __future__ import annotations

import dataclasses

import pytest
from match_helpers import NOW, A, bye, final, match, reported

from bot.domain.errors import Refusal
from bot.domain.model import Match, TournamentStatus
from bot.domain.round_clock import (
    WARNINGS,
    extended,
    pause_length,
    paused,
    refuse_schedule_without_start,
    refuse_untimed,
)
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament


def tournament(status: TournamentStatus, **changes: object) -> Tournament:
    """«Кубок» in the given status, its round running until NOW + 30 minutes."""
    base = Tournament(1, "Кубок", status, TournamentSettings(seed="лот"), 1, 1, 0.0)
    base = dataclasses.replace(base, round_ends_at=NOW + 1800)
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def refusal(call: object, *args: object) -> tuple[str, dict]:
    """The key and parameters `call` refuses with."""
    with pytest.raises(Refusal) as refused:
        call(*args)  # type: ignore[operator]
    return refused.value.key, refused.value.params


def test_warnings_come_ten_and_five_minutes_before_time() -> None:
    # RES-5
    assert WARNINGS == (("warn10", 600), ("warn5", 300))


@pytest.mark.parametrize(
    "t",
    [
        tournament(TournamentStatus.FINISHED),
        tournament(TournamentStatus.RUNNING, round_ends_at=None),  # a round with no time
    ],
)
def test_extra_time_needs_a_running_round_with_a_time(t: Tournament) -> None:
    # RES-6
    assert refusal(refuse_untimed, t) == ("not-running", {"title": "Кубок"})


def test_an_open_match_gets_more_time_and_cycles() -> None:
    # RES-6: added to what it had.
    once = extended(reported(A, 1, 0), 5, 0)
    twice = extended(once, 2.5, 1)
    assert (twice.extra_minutes, twice.extra_cycles) == (7.5, 1)
    refuse_untimed(tournament(TournamentStatus.RUNNING))


@pytest.mark.parametrize("m", [final(2, 1), bye()])
def test_a_decided_match_or_a_bye_has_no_time_to_extend(m: Match) -> None:
    # RES-6
    assert refusal(extended, m, 5, 0) == ("result-already-final", {"number": 7, "score": ""})


def test_a_pause_holds_a_tournament_once() -> None:
    # RES-6: no deadline fires until /resume.
    held = paused(tournament(TournamentStatus.RUNNING), NOW)
    assert held.paused_at == NOW
    assert refusal(paused, held, NOW + 60) == ("already-paused", {"title": "Кубок"})
    assert pause_length(held, NOW + 600) == 600


def test_a_finished_tournament_is_not_paused() -> None:
    t = tournament(TournamentStatus.FINISHED)
    assert refusal(paused, t, NOW) == ("tournament-finished", {"title": "Кубок"})


def test_only_a_paused_tournament_resumes() -> None:
    t = tournament(TournamentStatus.RUNNING)
    assert refusal(pause_length, t, NOW) == ("not-paused", {"title": "Кубок"})


def test_scheduled_rounds_need_the_start_day() -> None:
    # COM-2: the schedule's times are on the start day.
    settings = TournamentSettings(seed="лот", schedule=("12:00", "14:00"))
    assert refusal(refuse_schedule_without_start, settings) == ("schedule-needs-start", {})
    refuse_schedule_without_start(dataclasses.replace(settings, start=NOW))
    refuse_schedule_without_start(TournamentSettings(seed="лот"))


def test_extra_time_leaves_the_match_otherwise_as_it_was() -> None:
    m = match()
    assert dataclasses.replace(extended(m, 5, 0), extra_minutes=0) == m
