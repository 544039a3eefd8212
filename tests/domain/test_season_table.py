"""A season's table from finished tournaments: points by place × weight, the best N, a
disqualification scoring nothing (MOD-8), qualification by rank or by points (issue 26)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.domain.errors import Refusal
from bot.domain.history import History, PastEntry, PastTournament
from bot.domain.model import PlayerStatus, TournamentStatus
from bot.domain.seasons import (
    SeasonRules,
    refuse_season_change,
    season_csv,
    season_settings,
    season_table,
)

D, Q = PlayerStatus.DROPPED, PlayerStatus.DISQUALIFIED


@dataclass(frozen=True)
class Season:
    id: int = 1
    name: str = "Весна"
    settings: dict[str, Any] = field(default_factory=dict)


def cup(tid: int, places: list[Any], weight: float = 1.0, final: bool = True) -> PastTournament:
    """A finished tournament; each place a person id, or (person, status), or (person,
    best, worst) for a shared place."""
    entries = []
    for i, item in enumerate(places, start=1):
        person, status, best, worst = item, PlayerStatus.REGISTERED, i, i
        if isinstance(item, tuple) and isinstance(item[1], PlayerStatus):
            person, status = item
        elif isinstance(item, tuple):
            person, best, worst = item
        entries.append(PastEntry(100 * tid + i, person, person, f"P{person}", best, worst,
                                 status))  # fmt: skip
    return PastTournament(tid, f"Кубок {tid}", float(tid), final, 1, weight, frozenset(),
                          tuple(entries), ())  # fmt: skip


def table(cups: list[PastTournament], **settings: str) -> Any:
    names = {e.person: e.nickname for t in cups for e in t.entries}
    return season_table(History(tuple(cups), {}, names), Season(settings=settings))


def points(result: Any) -> dict[str, float]:
    return {line.nickname: line.points for line in result.lines}


def test_the_points_table_reads_places_ranges_and_participation() -> None:
    rules = SeasonRules.parse({"points": "1:10; 2:7; 3-4:5; 5–8:3; *:1"})
    assert [rules.points_for(p) for p in (1, 2, 3, 4, 5, 8, 9, 40)] == [10, 7, 5, 5, 3, 3, 1, 1]
    assert rules.text == "1:10;2:7;3-4:5;5-8:3;*:1"
    assert SeasonRules.parse({"points": "1:3;2:1"}).points_for(3) == 0  # no `*`: nothing
    for bad in ("1:10;2", "0:5", "4-3:1", "1:x", "a:1", ""):
        with pytest.raises(Refusal) as refused:
            SeasonRules.parse({"points": bad or ";"})
        assert refused.value.key == "season-bad-points"
    with pytest.raises(Refusal, match="season-points-overlap"):
        SeasonRules.parse({"points": "1:10;1-2:5"})
    for key, bad in (("best", "1000"), ("qualify", "-3"), ("qualify_points", "много")):
        with pytest.raises(Refusal):
            SeasonRules.parse({key: bad})
    with pytest.raises(Refusal, match="season-qualify-both"):
        SeasonRules.parse({"qualify": "8", "qualify_points": "30"})


def test_settings_change_whole_and_one_qualification_replaces_the_other() -> None:
    items = [("порог", "30"), ("лучших", "все"), ("название", "Осень 2026")]
    name, settings = season_settings({"qualify": 8, "best": 6}, items)
    assert name == "Осень 2026" and settings["qualify_points"] == 30 and "qualify" not in settings
    assert "best" not in settings and settings["points"] == "1:10;2:7;3-4:5;5-8:3;*:1"
    with pytest.raises(Refusal, match="season-bad-key"):
        season_settings({}, [("призы", "3")])


def test_weights_multiply_and_the_best_n_count() -> None:
    # 1 wins the minor and is third in the major (×2); 2 is second in both.
    cups = [cup(1, [1, 2, 3]), cup(2, [3, 2, 1], weight=2), cup(3, [2, 3, 1])]
    result = table(cups, points="1:10;2:7;3:5", best="2")
    assert points(result) == {"P1": 20, "P2": 24, "P3": 27}
    p1 = result.line_of(1)
    assert p1 is not None and [r.points for r in p1.counted] == [10, 10]  # 5×2, 10
    assert [(r.tournament, r.why) for r in p1.not_counted] == [(3, "not-best")]
    assert [line.nickname for line in result.lines] == ["P3", "P2", "P1"]


def test_a_disqualification_scores_nothing_and_a_drop_scores_its_place() -> None:
    # MOD-8: the disqualified winner's result is 0 and shown as such; a drop keeps his place.
    cups = [cup(1, [(1, Q), 2, (3, D)])]
    result = table(cups, points="1:10;2:7;3:5")
    assert points(result) == {"P2": 7, "P3": 5, "P1": 0}
    p1 = result.line_of(1)
    assert p1 is not None and p1.counted == () and p1.not_counted[0].why == "dq"
    assert result.line_of(3).counted[0].status is D  # type: ignore[union-attr]
    assert b"DQ" in season_csv(result)


def test_ties_break_on_the_best_single_result_then_share_a_place() -> None:
    # P1, P2 and P5 have 10 each: P1 and P5 won a tournament, P2 has 5 + 5, so he is third;
    # P1 and P5 are equal on everything and share 1–2, as P3, P4, P6, P7 share 4–7.
    cups = [cup(1, [1, 3, 4, 2]), cup(2, [5, 6, 7, 8, 2])]
    result = table(cups, points="1:10;2:6;3:6;4:5;5:5")
    labels = {line.nickname: line.label for line in result.lines}
    assert labels == {"P1": "1–2", "P5": "1–2", "P2": "3", "P3": "4–7", "P4": "4–7",
                      "P6": "4–7", "P7": "4–7", "P8": "8"}  # fmt: skip
    assert points(result)["P2"] == 10


def test_a_shared_final_place_takes_its_best_places_points() -> None:
    # Two semifinal losers share 3–4: both get the points of place 3.
    result = table([cup(1, [1, 2, (3, 3, 4), (4, 3, 4)])], points="1:10;2:7;3:5;4:1")
    assert points(result)["P3"] == points(result)["P4"] == 5


def test_qualification_by_rank_and_by_points_and_provisional_results() -> None:
    cups = [cup(1, [1, 2, 3, 4]), cup(2, [2, 1, 4, 3], final=False)]
    by_rank = table(cups, points="1:10;2:7;3:5;4:3", qualify="2")
    assert [line.qualified for line in by_rank.lines] == [True, True, False, False]
    assert all(line.provisional for line in by_rank.lines)  # tournament 2 may still change
    by_points = table(cups, points="1:10;2:7;3:5;4:3", qualify_points="17")
    assert [line.nickname for line in by_points.qualified] == ["P1", "P2"]
    final = table(cups[:1], points="1:10;2:7;3:5;4:3", qualify_points="10")
    assert [line.nickname for line in final.qualified] == ["P1"]
    assert not any(line.provisional for line in final.lines)


def test_a_tournament_joins_a_season_before_it_starts() -> None:
    refuse_season_change(TournamentStatus.REGISTRATION, {"season", "weight"})
    refuse_season_change(TournamentStatus.RUNNING, {"rounds"})
    for key in ("season", "weight"):
        with pytest.raises(Refusal, match="season-after-start"):
            refuse_season_change(TournamentStatus.RUNNING, {key})
