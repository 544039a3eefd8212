"""What every door says alike of a match and a tournament: its state, its time, whether its
result may be protested, whether the tournament is on the web (RES-1…RES-6, PRO-1, PRO-9)."""

from __future__ import annotations

import dataclasses

import pytest
from match_helpers import NOW, A, B, bye, final, match, reported

from bot.domain.match_facts import (
    MatchState,
    extra_time,
    is_public,
    match_ends,
    match_state,
    protestable,
    round_clock,
)
from bot.domain.model import MatchStatus, TournamentStatus
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament

ENDS = NOW + 50 * 60  # the round's end, fifty minutes after NOW


def tournament(
    status: TournamentStatus = TournamentStatus.RUNNING, **changes: object
) -> Tournament:
    """A running tournament in round 1 whose round ends at ENDS, its page on."""
    t = Tournament(1, "Кубок", status, TournamentSettings(seed="лот"), 1, 1, 0.0,
                   round_ends_at=ENDS)  # fmt: skip
    return dataclasses.replace(t, **changes)  # type: ignore[arg-type]


def test_a_match_goes_from_playing_through_reported_to_final() -> None:
    # RES-1, RES-2: no result, then one player's score awaiting the other, then final.
    assert match_state(match()) is MatchState.PLAYING
    assert match_state(reported(A, 2, 1)) is MatchState.REPORTED
    assert match_state(match(status=MatchStatus.DISPUTED)) is MatchState.DISPUTED
    assert match_state(final(2, 1)) is MatchState.FINAL


def test_a_bye_is_a_bye_whatever_its_result() -> None:
    # FMT-3: a bye is no game: it is shown as such, never as a result or a protest.
    assert match_state(bye()) is MatchState.BYE
    assert match_state(bye(), protested=True) is MatchState.BYE
    assert match_state(match(b=None)) is MatchState.BYE


def test_an_open_protest_holds_the_result() -> None:
    # PRO-1: while a judge hears the protest, the match shows the protest, not its score.
    assert match_state(final(2, 1), protested=True) is MatchState.PROTESTED
    assert match_state(match(), protested=True) is MatchState.PROTESTED


@pytest.mark.parametrize(
    ("source", "offered"),
    [("confirmed", True), ("judge", True), ("conceded", True), ("auto", False),
     ("annulled", False)],
)  # fmt: skip
def test_which_final_results_may_be_protested(source: str, offered: bool) -> None:
    # PRO-1: a final result offers the protest button; PRO-9: not one final by its deadline
    # (RES-3); MOD-3: nor one annulled with a disqualification.
    assert protestable(final(2, 1, final_source=source)) is offered


def test_only_a_played_final_result_may_be_protested() -> None:
    # PRO-1: an open match, a pending report or a bye has no result to protest.
    assert not protestable(match())
    assert not protestable(reported(B, 1, 2))
    assert not protestable(dataclasses.replace(bye(), final_source="confirmed"))


def test_extra_time_runs_past_the_rounds_end() -> None:
    # RES-5: the round's end; RES-6: a judge's extra minutes on one match run past it.
    t = tournament()
    assert round_clock(t) == ENDS
    assert extra_time(match()) == 0
    assert extra_time(match(extra_minutes=7)) == 7 * 60
    assert match_ends(t, match()) == ENDS
    assert match_ends(t, match(extra_minutes=7)) == ENDS + 7 * 60
    assert match_ends(t, None) == ENDS


def test_a_bye_has_no_extra_time() -> None:
    # RES-6: extra time is given to a match that is played; a bye plays none.
    assert extra_time(dataclasses.replace(bye(), extra_minutes=5)) == 0
    assert extra_time(None) == 0


@pytest.mark.parametrize(
    "t",
    [
        tournament(paused_at=NOW),  # RES-6: a paused tournament's clock stands still
        tournament(round_ends_at=None),  # between rounds: no round clock
        tournament(TournamentStatus.FINISHED),  # over: no time to show
        tournament(TournamentStatus.REGISTRATION, round_ends_at=None),
    ],
)
def test_no_clock_runs_before_the_start_between_rounds_or_paused(t: Tournament) -> None:
    # RES-5, RES-6: only a running, unpaused round has an end to show.
    assert round_clock(t) is None
    assert match_ends(t, match(extra_minutes=7)) is None


@pytest.mark.parametrize(
    ("status", "page", "public"),
    [
        (TournamentStatus.DRAFT, True, False),  # not announced yet: nothing to show
        (TournamentStatus.REGISTRATION, True, True),
        (TournamentStatus.RUNNING, True, True),
        (TournamentStatus.ARCHIVED, True, True),
        (TournamentStatus.RUNNING, False, False),  # the judges keep it off the web
    ],
)
def test_a_tournament_is_on_the_web_once_announced_with_its_page_on(
    status: TournamentStatus, page: bool, public: bool
) -> None:
    # Issue 14: `public_page` puts an announced tournament on the web; a draft never is.
    settings = TournamentSettings(seed="лот", public_page=page)
    assert is_public(tournament(status, settings=settings)) is public
