"""Stage lists (FMT-1, FMT-2, FMT-4, FMT-8, FMT-11): good and bad forms, sizes by player count."""

from __future__ import annotations

from typing import Any

import pytest

from bot.domain.errors import Refusal
from bot.domain.stage_specs import StageSpec, parse_stages, resolve_sizes


@pytest.mark.parametrize(
    ("text", "bo", "expected"),
    [
        ("swiss:5,top:8", "1,3", [StageSpec("swiss", rounds=5, bo=1), StageSpec("top", size=8)]),
        ("swiss,top", "3", [StageSpec("swiss"), StageSpec("top")]),  # sizes filled later
        ("single", "3", [StageSpec("single")]),
        ("double:8", "bo5", [StageSpec("double", size=8, bo=5)]),
        (
            "groups:4x4,top:8",
            "3",
            [StageSpec("groups", groups=4, group_size=4), StageSpec("top", size=8)],
        ),
        ("groups:4х4", "3", [StageSpec("groups", groups=4, group_size=4)]),  # Cyrillic х
        ("groups:3", "1", [StageSpec("groups", groups=3, bo=1)]),
        ("draft,top", "3", [StageSpec("draft"), StageSpec("top")]),
        ("sealed", "1", [StageSpec("swiss", bo=1)]),  # FMT-11: Sealed plays Swiss
        ("sealed:6,top:8", "3,5", [StageSpec("swiss", rounds=6), StageSpec("top", size=8, bo=5)]),
        (
            " Swiss : 4 , TOP : 4 ",
            " 1 , 3 ",
            [StageSpec("swiss", rounds=4, bo=1), StageSpec("top", size=4)],
        ),
        (
            "swiss,draft,top",
            "1",
            [StageSpec("swiss", bo=1), StageSpec("draft", bo=1), StageSpec("top", bo=1)],
        ),
    ],
)
def test_good_forms(text: str, bo: str, expected: list[StageSpec]) -> None:
    assert parse_stages(text, bo) == tuple(expected)


def refusal(text: str, bo: str = "3", players: int | None = None) -> tuple[str, dict[str, Any]]:
    """The key and parameters of the refusal of a stage text."""
    with pytest.raises(Refusal) as refused:
        parse_stages(text, bo, players)
    return refused.value.key, refused.value.params


@pytest.mark.parametrize(
    ("text", "part", "reason"),
    [
        ("", "", "empty"),
        ("swiss,,top", "swiss,,top", "empty"),
        ("chess", "chess", "kind"),
        ("swiss:x", "swiss:x", "number"),
        ("swiss:0", "swiss:0", "number"),
        ("swiss:", "swiss:", "number"),
        ("top:-4", "top:-4", "number"),
        ("swiss,top:1", "top:1", "size"),  # a bracket needs two players
        ("single:1", "single:1", "size"),
        ("groups", "groups", "groups"),  # the number of groups has no default
        ("groups:4y4", "groups:4y4", "groups"),
        ("groups:4x1", "groups:4x1", "group-size"),
        ("top", "top", "top-first"),  # a top follows a stage that ranks players
        ("single,top", "top", "after-elimination"),
        ("swiss,top,swiss", "swiss", "after-elimination"),
        ("double,draft", "draft", "after-elimination"),
    ],
)
def test_bad_forms(text: str, part: str, reason: str) -> None:
    key, params = refusal(text)
    assert key == "stages-bad"
    assert params["part"] == part and params["reason"] == reason


@pytest.mark.parametrize(
    ("bo", "value", "reason"),
    [("2", "2", "length"), ("bo4", "4", "length"), ("1,x", "x", "length"), ("", "", "length")],
)
def test_bad_bo_values(bo: str, value: str, reason: str) -> None:
    key, params = refusal("swiss,top", bo)
    assert key == "bo-bad"
    assert params == {"value": value, "reason": reason, "stages": 2}


def test_bo_count_must_match_the_stages() -> None:
    # FMT-2: one BO for all stages or one per stage.
    assert refusal("swiss,top", "1,3,5") == (
        "bo-bad",
        {"value": "1,3,5", "reason": "count", "stages": 2},
    )


@pytest.mark.parametrize(
    ("players", "rounds", "top"),
    [(4, 3, None), (8, 3, None), (9, 4, 4), (16, 4, 4), (17, 5, 8), (64, 6, 8), (100, 7, 8)],
)
def test_auto_sizes_follow_fmt4(players: int, rounds: int, top: int | None) -> None:
    specs = parse_stages("swiss,top", "1,3", players)
    assert specs[0] == StageSpec("swiss", rounds=rounds, bo=1)
    if top is None:
        assert specs[1:] == ()  # FMT-4: no top for 8 players or fewer
    else:
        assert specs[1] == StageSpec("top", size=top, bo=3)


def test_resolve_later_fills_what_parse_left_open() -> None:
    specs = parse_stages("swiss,top", "3")
    assert resolve_sizes(specs, 20) == (StageSpec("swiss", rounds=5), StageSpec("top", size=8))
    assert resolve_sizes(specs, 200)[0].rounds == 8  # ceil(log2 200) above 128 (FMT-4)


def test_explicit_sizes_are_kept() -> None:
    specs = parse_stages("swiss:6,top:4", "3", 20)
    assert specs == (StageSpec("swiss", rounds=6), StageSpec("top", size=4))


@pytest.mark.parametrize("kind", ["single", "double"])
def test_whole_field_bracket_takes_everyone(kind: str) -> None:
    assert parse_stages(kind, "3", 11) == (StageSpec(kind, size=11),)  # type: ignore[arg-type]
    assert parse_stages(f"{kind}:11", "3", 11)[0].size == 11
    key, params = refusal(f"{kind}:8", "3", 11)
    assert (key, params["reason"]) == ("stages-bad", "bracket-players")


def test_a_later_bracket_is_a_top() -> None:
    assert parse_stages("swiss,double", "3", 20)[1] == StageSpec("double", size=8)


def test_groups_and_their_top() -> None:
    assert parse_stages("groups:4x4,top:8", "3", 16) == (
        StageSpec("groups", groups=4, group_size=4),
        StageSpec("top", size=8),
    )
    # 15 players: three groups of 4 and one of 3 still fit "4x4".
    assert parse_stages("groups:4x4", "3", 15)[0].group_size == 4
    # A bare top takes FMT-4's size per whole group: top 8 for 32 players is 2 a group.
    assert parse_stages("groups:4,top", "3", 32)[1].size == 8
    assert parse_stages("groups:2,top", "3", 12)[1].size == 4


@pytest.mark.parametrize(
    ("text", "players", "reason"),
    [
        ("groups:4x4", 17, "groups-players"),  # 17 do not fit four groups of at most 4
        ("groups:4x5", 16, "groups-players"),  # 16 make groups of 4, not 5
        ("groups:5", 9, "groups-players"),  # a group of one
        ("groups:4x4,top:6", 16, "groups-top"),  # not the same number from each group
        ("groups:2x4,top:10", 8, "groups-top"),  # more than a group holds
        ("swiss:5,top:32", 20, "top-too-big"),
        ("swiss:8", 8, "rounds-too-many"),  # more rounds than opponents (FMT-3)
        ("draft,top:8", 100, "draft-top"),  # 8 tables send at least 2 each (FMT-8)
        ("draft,top:10", 40, "draft-top"),  # 4 tables of 10 cannot send the same number
    ],
)
def test_sizes_that_do_not_fit(text: str, players: int, reason: str) -> None:
    key, params = refusal(text, "3", players)
    assert key == "stages-bad" and params["reason"] == reason


def test_draft_stage_sizes() -> None:
    # FMT-8: 20 players sit at two tables of 10, play 4 rounds, send 4 each to a top of 8.
    assert parse_stages("draft,top", "3", 20) == (
        StageSpec("draft", rounds=4),
        StageSpec("top", size=8),
    )
    # 100 players at 8 tables: at least 2 from each makes the default top 16.
    assert parse_stages("draft,top", "3", 100)[1].size == 16
    assert parse_stages("draft:3", "3", 16)[0].rounds == 3
    # 40 players: 16 a table at most, so 4 tables of 10; a top of 12 is 3 from each.
    assert parse_stages("draft,top:12", "3", 40)[1].size == 12


def test_draft_needs_four_players_and_plays_three_rounds_under_eight() -> None:
    # REG-7: at least 4; FMT-8 rule 4: one table of 4–7 plays 3 qualifying rounds, no top
    # by default (FMT-4: no top up to 8 players), a top of 4 when the judge asks for it.
    assert refusal("draft,top", "3", 3) == ("draft-too-few", {"need": 4, "players": 3})
    assert parse_stages("draft,top", "3", 7) == (StageSpec("draft", rounds=3),)
    assert parse_stages("draft,top:4", "3", 6)[1].size == 4
