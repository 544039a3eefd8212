"""Settings and scores as the regulation defines them (FMT-2, FMT-4, FMT-7, RES-1)."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from bot.domain.errors import Refusal
from bot.domain.formats import swiss_rounds, top_size
from bot.domain.names import check_nickname, nickname_key
from bot.domain.scores import Outcome, check_score
from bot.domain.settings import TournamentSettings, apply_setting

MSK = ZoneInfo("Europe/Moscow")


@pytest.mark.parametrize(
    ("bo", "a", "b", "d", "outcome"),
    [
        (3, 2, 1, 0, Outcome.A),
        (3, 0, 2, 0, Outcome.B),
        (3, 1, 1, 1, Outcome.DRAW),
        (3, 1, 0, 0, Outcome.A),  # RES-5: the match ended on time after one game
        (3, 0, 0, 1, Outcome.DRAW),
        (1, 1, 0, 0, Outcome.A),
        (1, 0, 0, 1, Outcome.DRAW),
        (5, 3, 2, 0, Outcome.A),
        (5, 2, 2, 1, Outcome.DRAW),
    ],
)
def test_possible_scores(bo: int, a: int, b: int, d: int, outcome: Outcome) -> None:
    assert check_score(bo, a, b, d) is outcome


@pytest.mark.parametrize(
    ("bo", "a", "b", "d", "key"),
    [
        (3, 3, 0, 0, "score-too-many-wins"),
        (3, 2, 2, 0, "score-both-won"),
        (3, 1, 1, 2, "score-too-many-games"),
        (3, 0, 0, 0, "score-no-games"),
        (1, 2, 0, 0, "score-too-many-wins"),
        (5, 4, 0, 0, "score-too-many-wins"),
    ],
)
def test_impossible_scores_are_refused(bo: int, a: int, b: int, d: int, key: str) -> None:
    with pytest.raises(Refusal) as refused:
        check_score(bo, a, b, d)
    assert refused.value.key == key


@pytest.mark.parametrize(
    ("players", "rounds", "top"),
    [
        (4, 3, 0),
        (8, 3, 0),
        (9, 4, 4),
        (16, 4, 4),
        (17, 5, 8),
        (33, 6, 8),
        (65, 7, 8),
        (128, 7, 8),
        (129, 8, 16),
        (1000, 10, 16),
    ],
)
def test_fmt4_default_table(players: int, rounds: int, top: int) -> None:
    assert (swiss_rounds(players), top_size(players)) == (rounds, top)


@pytest.mark.parametrize(
    ("key", "raw", "field", "value"),
    [
        ("rounds", "auto", "rounds", None),
        ("rounds", "5", "rounds", 5),
        ("bo", "5", "bo", 5),
        ("bo", "BO1", "bo", 1),
        ("cap", "32", "cap", 32),
        ("cap", "0", "cap", None),
        ("confirm_minutes", "0,5", "confirm_minutes", 0.5),
        ("points", "3/1/0", "points", (3, 1, 0)),
        (
            "tiebreakers",
            "buchholz,median_buchholz",
            "tiebreakers",
            ("buchholz", "median_buchholz"),
        ),
        ("floor", "0.33", "floor", "0.33"),
        ("bye", "1:0", "bye", (1, 0)),
        ("start", "2026-12-05 18:00", "start", 1796482800.0),  # 15:00 UTC
        # The organizer's values where the regulation leaves them open (FMT-10, RES-7, REG-4).
        ("draft_pick_seconds", "40, 35,30", "draft_pick_seconds", (40, 35, 30)),
        ("draft_pick_seconds", "default", "draft_pick_seconds", ()),
        ("draft_review_seconds", "90", "draft_review_seconds", 90),
        ("techloss_score", "1:0", "techloss_score", (1, 0)),
        ("techloss_score", "auto", "techloss_score", None),
        ("checkin_remind_minutes", "30", "checkin_remind_minutes", 30),
    ],
)
def test_settings_accept_their_forms(key: str, raw: str, field: str, value: object) -> None:
    assert getattr(apply_setting(TournamentSettings(), key, raw, MSK), field) == value


@pytest.mark.parametrize(
    ("key", "raw"),
    [
        ("rounds", "0"),
        ("rounds", "many"),
        ("bo", "2"),
        ("cap", "3"),
        ("points", "1/3/0"),
        ("confirm_minutes", "0"),
        ("tiebreakers", "omw,omw"),
        ("tiebreakers", "elo"),
        ("floor", "0.5"),
        ("bye", "0:2"),
        ("rules_url", "ftp://x"),
        ("start", "5 декабря"),
        ("draft_pick_seconds", "55,0"),
        ("draft_pick_seconds", "fast"),
        ("draft_pick_seconds", ",".join(["30"] * 21)),
        ("draft_review_seconds", "5"),
        ("techloss_score", "0:2"),
        ("techloss_score", "4:0"),
        ("techloss_score", "2-0"),
        ("checkin_remind_minutes", "0"),
    ],
)
def test_settings_refuse_bad_values_with_the_expected_form(key: str, raw: str) -> None:
    with pytest.raises(Refusal) as refused:
        apply_setting(TournamentSettings(), key, raw, MSK)
    assert refused.value.key == "set-bad-value"
    assert refused.value.params["expected"] == {"$text": f"set-expected-{key}"}


def test_settings_round_trip_through_json() -> None:
    s = apply_setting(TournamentSettings(seed="x"), "tiebreakers", "gw,omw", MSK)
    assert TournamentSettings.from_json(s.to_json()) == s
    # FMT-10, RES-7: tuples and None come back as they were stored.
    for key, raw in (("draft_pick_seconds", "30,25"), ("techloss_score", "1:0")):
        s = apply_setting(s, key, raw, MSK)
    assert TournamentSettings.from_json(s.to_json()) == s


def test_the_regulations_defaults_stand_until_changed() -> None:
    # FMT-10: Table 2 and one minute of review; RES-7: the games the match needs; REG-4: the
    # reminder 15 minutes before the check-in closes.
    s = TournamentSettings()
    assert (s.draft_pick_seconds, s.draft_review_seconds) == ((), 60)
    assert (s.techloss_score, s.checkin_remind_minutes) == (None, 15)


@pytest.mark.parametrize("raw", ["<b>Хакер</b>", "a", "x" * 33, "_под", "Ник*", "[link](x)"])
def test_nicknames_with_markup_or_bad_length_are_refused(raw: str) -> None:
    with pytest.raises(Refusal):
        check_nickname(raw)


def test_nicknames_compare_without_case_yo_and_spacing() -> None:
    # REG-3: one nickname per tournament, however it is typed.
    assert nickname_key("Ёжик  В тумане") == nickname_key("ежик в Тумане")
    assert check_nickname("  Дикий   Лось ") == "Дикий Лось"
