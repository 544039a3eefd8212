"""Standings and tiebreakers (FMT-7) against published Swiss events and hand-computed cases."""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from bot.domain.model import MatchResult, ResultKind
from bot.domain.standings import (
    TIEBREAKERS,
    ScoringRules,
    StandingRow,
    compute_standings,
    sort_key,
)

EVENTS_DIR = Path(__file__).resolve().parents[1] / "data" / "swiss-events"
EVENT_FILES = sorted(path.name for path in EVENTS_DIR.glob("*.json"))
FLOORS = {"0.33": Fraction(33, 100), "1/3": Fraction(1, 3)}
# ManaTraders ranks, within equal points, the players who played more rounds (did not drop)
# above those who played fewer, before any tiebreaker; found by checking its published order
# (nine places contradict OMW% otherwise). Our standings keep a dropped player's place by
# his tiebreakers (REG-8), so the order check adds that key for this organizer only.
RANKS_DROPPED_LOWER = {"manatraders_standard_2020_10.json"}


class Event:
    """One published event converted to our ids, results and rules."""

    def __init__(self, name: str) -> None:
        """Load the file and translate it with the conventions it records."""
        data: dict[str, Any] = json.loads((EVENTS_DIR / name).read_text(encoding="utf-8"))
        self.name = name
        self.data = data
        names = {row["player"] for row in data["published"]}
        for matches in data["rounds"]:
            for match in matches:
                names.add(match["a"])
                if match["b"] is not None:
                    names.add(match["b"])
        self.ids = {player: number for number, player in enumerate(sorted(names), start=1)}
        self.results = [
            self._result(round_no, match)
            for round_no, matches in enumerate(data["rounds"], start=1)
            for match in matches
        ]
        conventions = data["conventions"]
        won, lost = (int(part) for part in conventions["bye_games"].split("-"))
        assert conventions["rounding"] == "half_up"
        self.rules = ScoringRules(floor=FLOORS[conventions["floor"]], bye_games=(won, lost))

    def _result(self, round_no: int, match: dict[str, Any]) -> MatchResult:
        """One round entry as a MatchResult."""
        a = self.ids[match["a"]]
        score_a, score_b, draws = match["score_a"], match["score_b"], match["draws"]
        if match["b"] is not None:
            return MatchResult(round_no, a, self.ids[match["b"]], score_a, score_b, draws)
        if match.get("unpaired_loss"):
            return MatchResult(round_no, a, None, score_a, score_b, draws, ResultKind.LOSS)
        assert score_a > score_b, f"a round without opponent that is no bye: {match}"
        return MatchResult(round_no, a, None, score_a, score_b, draws, ResultKind.BYE)

    def rounds_played(self) -> dict[int, int]:
        """How many rounds each player has a result in."""
        played = dict.fromkeys(self.ids.values(), 0)
        for result in self.results:
            played[result.a] += 1
            if result.b is not None:
                played[result.b] += 1
        return played


def round_half_up(value: Fraction, decimals: int) -> Fraction:
    """The value rounded half-up to `decimals` places, still exact."""
    scale = 10**decimals
    return Fraction((value * scale + Fraction(1, 2)).__floor__(), scale)


@pytest.fixture(scope="module", params=EVENT_FILES)
def event(request: pytest.FixtureRequest) -> Event:
    """Each published event in turn."""
    return Event(request.param)


def test_the_three_events_are_there() -> None:
    """The data set this module relies on is complete."""
    assert len(EVENT_FILES) == 3


def test_every_published_value_is_reproduced(event: Event) -> None:
    """Points, records, OMW%, GW% and OGW% match the organizer's to its precision (FMT-7)."""
    rows = {
        row.player: row
        for row in compute_standings(event.ids.values(), event.results, event.rules)
    }
    assert len(rows) == len(event.data["published"])
    decimals: dict[str, int] = event.data["decimals"]
    mismatches = []
    checked = 0
    for published in event.data["published"]:
        row = rows[event.ids[published["player"]]]
        for key in ("points", "wins", "losses", "draws"):
            if key in published:
                checked += 1
                if published[key] != getattr(row, key):
                    mismatches.append(
                        (published["player"], key, published[key], getattr(row, key))
                    )
        for key, places in decimals.items():
            checked += 1
            expected = Fraction(Decimal(repr(published[key])))
            ours = round_half_up(getattr(row, key), places)
            if ours != expected:
                mismatches.append((published["player"], key, published[key], float(ours)))
    assert mismatches == []
    assert checked >= 4 * len(rows)


def test_published_order_agrees_with_ours(event: Event) -> None:
    """Our sort key never increases down the organizer's order (FMT-7 tiebreaker order)."""
    rows = {
        row.player: row
        for row in compute_standings(event.ids.values(), event.results, event.rules)
    }
    played = event.rounds_played()

    def key(player: int) -> tuple[Fraction | int, ...]:
        own = sort_key(rows[player], event.rules)[:-1]  # the id only breaks exact ties
        if event.name in RANKS_DROPPED_LOWER:
            return (own[0], -played[player], *own[1:])
        return own

    order = [event.ids[published["player"]] for published in event.data["published"]]
    assert [published["rank"] for published in event.data["published"]] == list(
        range(1, len(order) + 1)
    )
    keys = [key(player) for player in order]
    assert all(earlier <= later for earlier, later in pairwise(keys))


def test_manatraders_needs_its_drop_convention() -> None:
    """Without the drop key the ManaTraders order contradicts OMW%, so the convention is real."""
    event = Event("manatraders_standard_2020_10.json")
    rows = {
        row.player: row
        for row in compute_standings(event.ids.values(), event.results, event.rules)
    }
    keys = [
        sort_key(rows[event.ids[p["player"]]], event.rules)[:-1] for p in event.data["published"]
    ]
    assert any(earlier > later for earlier, later in pairwise(keys))


def test_unpaired_loss_counts_in_mw_only() -> None:
    """melee 169306: a lost round without opponent is a loss in MW% but not in GW%."""
    event = Event("melee_antimeta_pauper_2_2024_11_02.json")
    assert any(result.kind is ResultKind.LOSS for result in event.results)
    rows = {
        row.player: row
        for row in compute_standings(event.ids.values(), event.results, event.rules)
    }
    zellmeg = rows[event.ids["Zellmeg"]]
    assert (zellmeg.wins, zellmeg.losses, zellmeg.points) == (3, 1, 9)
    assert zellmeg.mw == Fraction(3, 4)
    assert zellmeg.gw == 1  # 6-0 in games: the lone loss has no games


# --- hand-computed examples -----------------------------------------------------------------


def by_player(rows: list[StandingRow]) -> dict[int, StandingRow]:
    """Rows indexed by player id."""
    return {row.player: row for row in rows}


def m(round_no: int, a: int, b: int, score_a: int, score_b: int, draws: int = 0) -> MatchResult:
    """A two-player match result."""
    return MatchResult(round_no, a, b, score_a, score_b, draws)


def bye(round_no: int, player: int) -> MatchResult:
    """A bye result."""
    return MatchResult(round_no, player, None, 2, 0, 0, ResultKind.BYE)


# Round 1: 1 beats 2, 3 beats 4; round 2: 1 beats 3 2-1, 4 beats 2 2-1. Player 2 has MW% 0 and
# GW% 1/5, both under the floor.
FLOOR_RESULTS = [m(1, 1, 2, 2, 0), m(1, 3, 4, 2, 0), m(2, 1, 3, 2, 1), m(2, 4, 2, 2, 1)]


@pytest.mark.parametrize(
    ("floor", "omw", "ogw"),
    [
        # OMW% of 1 = (max(floor, 0) + 1/2) / 2; OGW% = (max(floor, 1/5) + 3/5) / 2.
        (Fraction(1, 3), Fraction(5, 12), Fraction(7, 15)),
        (Fraction(33, 100), Fraction(83, 200), Fraction(93, 200)),
        (Fraction(0), Fraction(1, 4), Fraction(2, 5)),
    ],
)
def test_floor_applies_to_each_opponent(floor: Fraction, omw: Fraction, ogw: Fraction) -> None:
    """FMT-7: each opponent's MW%/GW% is floored before the mean; the own ones show unfloored."""
    rows = by_player(compute_standings([1, 2, 3, 4], FLOOR_RESULTS, ScoringRules(floor=floor)))
    first, second = rows[1], rows[2]
    assert (first.points, first.mw, first.gw) == (6, 1, Fraction(4, 5))
    assert (first.omw, first.ogw) == (omw, ogw)
    # The player's own percentages are shown unfloored, as organizers publish them.
    assert (second.mw, second.gw) == (0, Fraction(1, 5))
    assert compute_standings([1, 2, 3, 4], FLOOR_RESULTS)[0].player == 1


def test_own_percentages_are_floored_for_ranking() -> None:
    """FMT-7 (MTR App. C): losers of 1:2 and 0:2 tie on GW% at the floor; OGW% decides."""
    results = [m(1, 1, 2, 2, 1), m(1, 3, 4, 2, 0)]
    rows = compute_standings([1, 2, 3, 4], results)
    listed = by_player(rows)
    # Shown unfloored: 3 of 9 game points against none.
    assert (listed[2].gw, listed[4].gw) == (Fraction(1, 3), 0)
    assert listed[2].rank_value("gw") == listed[4].rank_value("gw") == Fraction(1, 3)
    assert (listed[2].omw, listed[4].omw) == (1, 1)
    # OGW%: player 4 met the 2:0 winner (GW% 1), player 2 the 2:1 winner (GW% 2/3).
    assert (listed[2].ogw, listed[4].ogw) == (Fraction(2, 3), 1)
    assert [row.player for row in rows if row.points == 0] == [4, 2]


def test_own_match_win_is_floored_for_ranking() -> None:
    """FMT-7: with MW% as a tiebreaker, a player's own MW% under the floor counts as the floor."""
    rules = ScoringRules(tiebreakers=("mw", "gw"))
    row = by_player(compute_standings([1, 2], [m(1, 1, 2, 2, 0)], rules))[2]
    assert (row.mw, row.value("mw")) == (0, 0)  # shown as it is
    assert (row.rank_value("mw"), row.rank_value("gw")) == (Fraction(1, 3), Fraction(1, 3))
    assert sort_key(row, rules)[1:3] == (-Fraction(1, 3), -Fraction(1, 3))


# Round 1: 1 beats 2 2-1, 3 has the bye; round 2: 3 beats 1 2-1, 2 has the bye.
BYE_RESULTS = [m(1, 1, 2, 2, 1), bye(1, 3), m(2, 3, 1, 2, 1), bye(2, 2)]


@pytest.mark.parametrize(
    ("bye_games", "gw_of_3"),
    [((2, 0), Fraction(4, 5)), ((1, 0), Fraction(3, 4)), ((0, 0), Fraction(2, 3))],
)
def test_bye_counts_for_the_player_not_as_an_opponent(
    bye_games: tuple[int, int], gw_of_3: Fraction
) -> None:
    """FMT-3/FMT-7: a bye is a match win with `bye_games`, and no one's opponent."""
    rules = ScoringRules(bye_games=bye_games)
    rows = by_player(compute_standings([1, 2, 3], BYE_RESULTS, rules))
    third = rows[3]
    assert (third.points, third.wins, third.losses, third.mw) == (6, 2, 0, 1)
    assert third.gw == gw_of_3
    # Only player 1 (3 points in 2 rounds, games 3 of 6) is an opponent of player 3.
    assert third.omw == Fraction(1, 2)
    assert third.ogw == Fraction(1, 2)
    assert third.buchholz == 3
    # Player 2: a loss and a bye, one opponent (player 1).
    assert (rows[2].points, rows[2].omw, rows[2].buchholz) == (3, Fraction(1, 2), 3)


def test_player_without_opponents_gets_the_floor() -> None:
    """A player who only had byes or lone losses has OMW% and OGW% equal to the floor."""
    results = [bye(1, 1), MatchResult(1, 2, None, 0, 2, 0, ResultKind.LOSS)]
    for floor in (Fraction(1, 3), Fraction(33, 100)):
        rows = by_player(compute_standings([1, 2], results, ScoringRules(floor=floor)))
        assert (rows[1].omw, rows[1].ogw, rows[1].buchholz) == (floor, floor, 0)
        assert (rows[2].points, rows[2].losses, rows[2].mw, rows[2].gw) == (0, 1, 0, 0)
        assert (rows[2].omw, rows[2].ogw) == (floor, floor)


def test_dropped_and_idle_players_stay_listed() -> None:
    """REG-8: a dropped player keeps his points and place; a player with no result shows 0."""
    results = [m(1, 1, 2, 2, 0), m(1, 3, 4, 2, 1), m(2, 1, 3, 2, 0)]  # 2 and 4 dropped
    rows = compute_standings([1, 2, 3, 4, 5], results)
    assert [row.rank for row in rows] == [1, 2, 3, 4, 5]
    listed = by_player(rows)
    assert set(listed) == {1, 2, 3, 4, 5}
    assert (listed[3].points, listed[3].rank) == (3, 2)
    assert listed[5].points == 0 and listed[5].omw == Fraction(1, 3)
    assert (listed[5].wins, listed[5].losses, listed[5].draws) == (0, 0, 0)
    # A dropped player's own MW% only counts the rounds he played.
    assert listed[4].mw == 0 and listed[2].mw == 0
    assert listed[3].omw == Fraction(2, 3)  # (MW% 1 of player 1 + floored 0 of player 4) / 2


# Five players, three rounds, every win 2-0 except 4 over 1 2-1, and a 1-1 draw:
# r1: 1>2, 3>4, 5 bye; r2: 1>3, 2=5, 4 bye; r3: 4>1 (2-1), 3>5, 2 bye.
# Points: 1 → 6, 2 → 4, 3 → 6, 4 → 6, 5 → 4.
FIVE = [
    m(1, 1, 2, 2, 0),
    m(1, 3, 4, 2, 0),
    bye(1, 5),
    m(2, 1, 3, 2, 0),
    m(2, 2, 5, 1, 1),
    bye(2, 4),
    m(3, 4, 1, 2, 1),
    m(3, 3, 5, 2, 0),
    bye(3, 2),
]


def test_buchholz_and_median_buchholz() -> None:
    """FMT-7: Buchholz sums opponents' points; the median one drops the best and worst."""
    rows = by_player(compute_standings(range(1, 6), FIVE))
    assert [rows[p].points for p in range(1, 6)] == [6, 4, 6, 6, 4]
    assert (rows[1].buchholz, rows[1].median_buchholz) == (16, 6)  # opponents 4, 6, 6
    assert (rows[3].buchholz, rows[3].median_buchholz) == (16, 6)  # opponents 6, 6, 4
    assert (rows[4].buchholz, rows[4].median_buchholz) == (12, 12)  # two opponents only
    assert (rows[2].buchholz, rows[2].median_buchholz) == (10, 10)  # byes are no opponent
    assert rows[1].value("buchholz") == 16 and rows[1].value("median_buchholz") == 6


@pytest.mark.parametrize(
    ("tiebreakers", "order"),
    [
        # Default: OMW% 2/3 for 4 against 16/27 for 1 and 3; then GW% 5/7 (1) > 2/3 (3).
        (("omw", "gw", "ogw"), [4, 1, 3]),
        (("buchholz", "gw"), [1, 3, 4]),  # Buchholz 16, 16, 12; GW% separates 1 and 3
        (("gw",), [1, 3, 4]),  # GW% 5/7, 2/3, 4/7
        (("median_buchholz", "ogw"), [4, 3, 1]),  # 12, then 6 and 6: OGW% 25/42 (3) > 73/126 (1)
        ((), [1, 3, 4]),  # nothing but the player id
    ],
)
def test_custom_tiebreaker_order(tiebreakers: tuple[str, ...], order: list[int]) -> None:
    """FMT-7: the tiebreaker order is a setting."""
    rows = compute_standings(range(1, 6), FIVE, ScoringRules(tiebreakers=tiebreakers))
    assert [row.player for row in rows if row.points == 6] == order
    listed = by_player(rows)
    assert (listed[1].omw, listed[3].omw, listed[4].omw) == (
        Fraction(16, 27),
        Fraction(16, 27),
        Fraction(2, 3),
    )
    assert (listed[1].gw, listed[3].gw, listed[4].gw) == (
        Fraction(5, 7),
        Fraction(2, 3),
        Fraction(4, 7),
    )


def test_other_match_points() -> None:
    """FMT-7: match points are a setting, and MW% divides by the win value."""
    rules = ScoringRules(win=2, draw=1, loss=0)
    rows = by_player(compute_standings(range(1, 6), FIVE, rules))
    assert [rows[p].points for p in range(1, 6)] == [4, 3, 4, 4, 3]
    assert rows[2].mw == Fraction(3, 6)


@pytest.mark.parametrize("bad", [("sb",), ("omw", "omw")])
def test_unknown_or_repeated_tiebreakers_are_refused(bad: tuple[str, ...]) -> None:
    """Only the FMT-7 tiebreakers may be chosen, each once."""
    with pytest.raises(ValueError):
        ScoringRules(tiebreakers=bad)
    assert {"omw", "gw", "ogw", "mw", "buchholz", "median_buchholz"} == TIEBREAKERS


@pytest.mark.parametrize("given", ["1/3", "0.33", 0.33, Fraction(33, 100), Fraction(1, 3)])
def test_floor_setting_is_kept_exact(given: object) -> None:
    """FMT-7: the floor is a setting; textual or float forms become exact fractions."""
    floor = ScoringRules(floor=given).floor  # type: ignore[arg-type]
    assert isinstance(floor, Fraction)
    assert floor in (Fraction(1, 3), Fraction(33, 100))


def test_malformed_results_are_refused() -> None:
    """A match needs two players; a bye or lone loss has one."""
    with pytest.raises(ValueError):
        compute_standings([1], [MatchResult(1, 1, None, 2, 0)])
    with pytest.raises(ValueError):
        compute_standings([1, 2], [MatchResult(1, 1, 2, 2, 0, 0, ResultKind.BYE)])


def test_results_are_exact_fractions() -> None:
    """Values are Fractions, never floats, so ties are exact."""
    row = compute_standings(range(1, 6), FIVE)[0]
    assert all(isinstance(row.value(name), Fraction | int) for name in TIEBREAKERS)
    assert isinstance(row.omw, Fraction) and isinstance(row.gw, Fraction)
