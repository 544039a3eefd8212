"""The announcement's terms and what a change does to them (REG-1, FMT-1, FMT-2, REG-9, COM-3),
the decklists /begin waits for (REG-9), and COM-2's official starts and reminders."""

from __future__ import annotations

import dataclasses
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from bot.domain.announcement import announcement_terms, changed_terms, changes_param
from bot.domain.deck_rules import deck_bans_apply, lists_due_at_begin, missing_decklists
from bot.domain.match_day import (
    PRESENCE_BEFORE,
    expected_players,
    official_start,
    planned_start,
    presence_reminders,
)
from bot.domain.model import Match, MatchStatus
from bot.domain.settings import TournamentSettings, apply_setting
from bot.domain.stage_specs import StageRun, StageSpec
from bot.domain.stage_state import StageState

MSK = ZoneInfo("Europe/Moscow")
BASE = TournamentSettings(seed="лот")


def moscow(text: str) -> float:
    """A Moscow wall-clock time as the UTC timestamp the settings keep."""
    return datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=MSK).timestamp()


def with_(settings: TournamentSettings = BASE, **raw: str) -> TournamentSettings:
    """Settings changed as `/set key=value` changes them."""
    for key, value in raw.items():
        settings = apply_setting(settings, key, value, MSK)
    return settings


def stage_keys(settings: TournamentSettings) -> list[tuple[str, int]]:
    """(text key, BO) of every announced stage."""
    stages = announcement_terms(settings)["stages"]
    return [(item["label"]["$text"], item["bo"]) for item in stages["items"]]


# REG-1: the terms --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ({}, [("ann-stage-swiss-auto", 3)]),
        ({"stages": "single", "bo": "5"}, [("ann-stage-single", 5)]),
        ({"stages": "double:16"}, [("ann-stage-double-sized", 3)]),
        ({"stages": "swiss:5,top:8", "bo": "1,3"}, [("ann-stage-swiss", 1), ("ann-stage-top", 3)]),
        ({"stages": "groups:4x4,top"}, [("ann-stage-groups-sized", 3), ("ann-stage-top-auto", 3)]),
        ({"stages": "groups:4,top:8"}, [("ann-stage-groups", 3), ("ann-stage-top", 3)]),
        ({"stages": "draft,top:4"}, [("ann-stage-draft-auto", 3), ("ann-stage-top", 3)]),
        (
            {"stages": "swiss,top", "rounds": "4", "top": "8"},
            [
                ("ann-stage-swiss", 3),
                ("ann-stage-top", 3),
            ],
        ),
    ],
)
def test_each_stage_is_announced_with_its_bo(raw: dict[str, str], expected: list) -> None:
    # FMT-1, FMT-2: the stages played, never "Swiss" for an elimination or a group stage.
    assert stage_keys(with_(**raw)) == expected


def test_stage_sizes_set_by_the_judge_are_in_the_terms() -> None:
    # FMT-4: rounds and top the judge fixed are shown; bare ones follow the player count.
    stages = announcement_terms(with_(stages="swiss,top", rounds="4", top="8"))["stages"]
    assert stages["items"][0]["label"]["rounds"] == 4
    assert stages["items"][1]["label"]["size"] == 8


def test_stages_the_parser_refuses_are_shown_as_typed() -> None:
    # A bad stage text is refused at /begin; the announcement still says what was set.
    terms = announcement_terms(with_(stages="top,swiss"))
    assert terms["stages"] == "top,swiss (bo=3)"


def test_decklists_say_how_many_and_until_when() -> None:
    # REG-9: before the first round; the announced start when there is one.
    assert announcement_terms(BASE)["decks"] == {"$text": "ann-decks-none"}
    assert announcement_terms(with_(decks="2"))["decks"] == {
        "$text": "ann-decks",
        "count": 2,
        "until": {"$text": "ann-until-first-round"},
    }
    start = with_(decks="1", start="2026-12-10 12:00")
    assert announcement_terms(start)["decks"]["until"] == {"$datetime": moscow("2026-12-10 12:00")}
    draft = with_(decks="1", format="draft")
    assert announcement_terms(draft)["decks"] == {"$text": "ann-decks-draft", "count": 1}


def test_deck_bans_are_announced_only_where_they_happen() -> None:
    # COM-3: banning one of the opponent's decks needs two decks or more.
    assert announcement_terms(with_(deck_bans="1"))["bans"] == {"$text": "ann-bans-none"}
    assert announcement_terms(with_(decks="3", deck_bans="1"))["bans"] == {
        "$text": "ann-bans",
        "bans": 1,
    }


def test_cap_format_checkin_and_schedule_are_in_the_terms() -> None:
    # REG-5, REG-4 (Moscow time in, UTC kept), the schedule of the rounds.
    s = with_(
        cap="16",
        format="sealed",
        checkin_from="2026-12-10 10:00",
        checkin_to="2026-12-10 11:30",
        start="2026-12-10 12:00",
        schedule="12:00,13:10",
    )
    terms = announcement_terms(s)
    assert terms["cap"] == {"$text": "ann-cap", "cap": 16}
    assert terms["format"] == {"$text": "game-format-sealed"}
    assert terms["checkin"] == {
        "$text": "ann-checkin",
        "opens": {"$datetime": moscow("2026-12-10 10:00")},
        "closes": {"$datetime": moscow("2026-12-10 11:30")},
    }
    assert terms["rounds_time"] == {
        "$text": "ann-rounds-schedule",
        "times": "12:00, 13:10",
        "minutes": 50,
    }
    assert announcement_terms(BASE)["cap"] == {"$text": "ann-no-cap"}
    assert announcement_terms(BASE)["checkin"] == {"$text": "ann-checkin-none"}


# REG-1: what a change changed --------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "changed"),
    [
        ({"bo": "5"}, ["stages"]),
        ({"stages": "single"}, ["stages"]),
        ({"rounds": "4"}, ["stages"]),
        ({"cap": "32", "start": "2026-12-10 12:00"}, ["start", "cap"]),
        ({"decks": "1"}, ["decks"]),
        ({"decks": "2", "deck_bans": "1"}, ["decks", "bans"]),
        ({"round_minutes": "40"}, ["rounds_time"]),
        ({"rules_url": "https://example.org/rules"}, ["rules_url"]),
        ({"tiebreakers": "gw,omw", "seed": "abc", "links": "off"}, []),
        ({"deck_bans": "1"}, []),  # with no decks there are no bans to announce
    ],
)
def test_changed_terms_name_what_the_announcement_shows(raw: dict, changed: list) -> None:
    assert changed_terms(BASE, with_(**raw)) == changed


def test_the_changes_are_named_in_words() -> None:
    assert changes_param(["start", "cap"]) == {
        "$each": "ann-changed-start",
        "items": [{"$key": "ann-changed-start"}, {"$key": "ann-changed-cap"}],
        "sep": ", ",
    }


# REG-9: decklists before /begin ------------------------------------------------------------


def test_players_short_of_the_required_lists_are_named() -> None:
    sent = [("Анна", 2), ("Борис", 1), ("Вера", 0)]
    assert missing_decklists(2, "constructed", sent) == [("Борис", 1), ("Вера", 0)]
    assert missing_decklists(1, "sealed", sent) == [("Вера", 0)]
    assert missing_decklists(0, "constructed", sent) == []


def test_a_draft_needs_no_lists_before_the_start() -> None:
    # DECK-2, FMT-10: the decks come from the picks, after /begin.
    assert lists_due_at_begin(2, "draft") == 0
    assert missing_decklists(2, "draft", [("Анна", 0)]) == []


@pytest.mark.parametrize(
    ("decks", "bans", "on"), [(0, 1, False), (1, 1, False), (2, 0, False), (2, 1, True)]
)
def test_deck_bans_need_two_decks(decks: int, bans: int, on: bool) -> None:
    assert deck_bans_apply(decks, bans) is on  # COM-3


# COM-2: the official start and the reminders -----------------------------------------------


def test_round_one_starts_at_the_tournament_start_when_paired_before_it() -> None:
    s = with_(start="2026-12-05 16:00")
    start = moscow("2026-12-05 16:00")
    assert planned_start(s, 1, MSK) == start
    assert planned_start(s, 2, MSK) is None
    assert official_start(s, 1, moscow("2026-12-05 15:00"), MSK) == start
    late = moscow("2026-12-05 16:20")
    assert official_start(s, 1, late, MSK) == late  # paired late: it starts when it can
    assert official_start(s, 2, moscow("2026-12-05 15:00"), MSK) == moscow("2026-12-05 15:00")
    assert official_start(BASE, 1, 100.0, MSK) == 100.0  # nothing announced


def test_scheduled_rounds_start_at_their_times() -> None:
    s = with_(start="2026-12-05 16:00", schedule="16:00,17:10")
    assert planned_start(s, 2, MSK) == moscow("2026-12-05 17:10")
    assert planned_start(s, 3, MSK) is None  # beyond the schedule
    early = moscow("2026-12-05 16:55")
    assert official_start(s, 2, early, MSK) == moscow("2026-12-05 17:10")


def test_reminders_go_30_minutes_before_each_announced_start_still_ahead() -> None:
    s = with_(start="2026-12-05 16:00", schedule="16:00,17:10,18:20")
    now = moscow("2026-12-05 15:00")
    assert presence_reminders(s, now, 0, MSK) == [
        (1, moscow("2026-12-05 15:30")),
        (2, moscow("2026-12-05 16:40")),
        (3, moscow("2026-12-05 17:50")),
    ]
    # A paired round is reminded with its matches; a reminder in the past is not planned.
    assert [k for k, _ in presence_reminders(s, moscow("2026-12-05 15:40"), 1, MSK)] == [2, 3]
    only_start = with_(start="2026-12-05 16:00")
    assert presence_reminders(only_start, now, 0, MSK) == [(1, moscow("2026-12-05 16:00") - 1800)]
    assert presence_reminders(BASE, now, 0, MSK) == []
    assert PRESENCE_BEFORE == 30 * 60


def test_players_a_bracket_sent_out_are_not_expected() -> None:
    # FMT-5: in a running bracket only those still in it play the next round.
    seeds = (11, 12, 13, 14)
    run = StageRun(0, StageSpec("single", size=4), seeds)
    played = [
        dataclasses.replace(m, status=MatchStatus.FINAL, score_a=2, score_b=0)
        for m in (
            Match(1, 1, 1, 1, 11, 14, stage=0, node="U1.1"),
            Match(2, 1, 2, 1, 12, 13, stage=0, node="U1.2"),
        )
    ]
    state = StageState(BASE, 1, run, (run.spec,), tuple(played), frozenset(), frozenset(seeds))
    assert set(state.bracket.places) == {13, 14}  # both semi-final losers are out
    assert expected_players([11, 12, 13, 14], state) == [11, 12]
    assert expected_players([11, 12, 13, 14], None) == [11, 12, 13, 14]
