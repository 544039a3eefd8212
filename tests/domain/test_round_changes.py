"""Round changes before any result and late entrants: the pure rules (FMT-3, FMT-7)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from bot.domain.errors import Refusal
from bot.domain.match_rules import bye_result
from bot.domain.model import (
    Match,
    MatchStatus,
    NewMatch,
    Player,
    PlayerStatus,
    Report,
    ResultKind,
)
from bot.domain.pairing_changes import (
    PairingWarning,
    before_round,
    late_of,
    missed_results,
    new_lot,
    refuse_protested,
    refuse_started,
    refuse_unchangeable,
    started,
    swapped,
    warnings,
)
from bot.domain.settings import TournamentSettings
from bot.domain.stage_specs import StageRun, StageSpec
from bot.domain.stage_state import StageState, repaired_at, same_pairs
from bot.domain.standings import compute_standings

SETTINGS = TournamentSettings(seed="лот главного судьи")
SWISS = StageSpec("swiss", rounds=3)


def match(number: int, round_no: int, a: int, b: int | None, **kw: object) -> Match:
    """A match of tournament 1; its id is its number."""
    return Match(number, 1, number, round_no, a, b, **kw)  # type: ignore[arg-type]


def final(number: int, round_no: int, a: int, b: int | None, score: tuple[int, int]) -> Match:
    """A decided match; without an opponent, a bye."""
    m = match(number, round_no, a, b)
    if b is None:
        return bye_result(m, (2, 0), 0.0)
    return dataclasses.replace(m, status=MatchStatus.FINAL, score_a=score[0], score_b=score[1])


def state(
    seeds: tuple[int, ...],
    matches: list[Match],
    current_round: int,
    *,
    late: tuple[tuple[int, int], ...] = (),
    settings: TournamentSettings = SETTINGS,
) -> StageState:
    """A one-stage Swiss tournament as the round machinery sees it."""
    everyone = set(seeds) | {p for p, _ in late}
    missed = tuple(missed_results(late, settings.late_entry))
    return StageState(
        settings,
        current_round,
        StageRun(0, SWISS, seeds),
        (SWISS,),
        tuple(matches),
        frozenset(),
        frozenset(everyone),
        late,
        missed,
    )


# Late entrants: missed rounds in the standings -------------------------------------------


def player(pid: int, joined: int | None = None) -> Player:
    """A registered player, late if `joined` says after which round."""
    return Player(pid, 1, pid, f"p{pid}", None, PlayerStatus.REGISTERED, joined_after_round=joined)


def test_late_entrants_are_the_players_who_joined_after_a_round() -> None:
    assert late_of([player(1), player(2, joined=2), player(3, joined=1)]) == ((2, 2), (3, 1))


def test_with_late_entry_loss_each_missed_round_is_a_missed_result() -> None:
    results = missed_results([(7, 2)], "loss")
    assert [(r.round, r.a, r.b, r.kind) for r in results] == [
        (1, 7, None, ResultKind.MISSED),
        (2, 7, None, ResultKind.MISSED),
    ]
    assert missed_results([(7, 2)], "none") == []


@pytest.mark.parametrize(("late_entry", "record"), [("loss", (1, 2)), ("none", (1, 0))])
def test_missed_rounds_are_losses_or_nothing_and_leave_mw_alone(
    late_entry: str, record: tuple[int, int]
) -> None:
    # A late entrant won his one played round: his MW% is 100% either way (FMT-7).
    results = [final(1, 3, 7, 8, (2, 0)).as_result(), *missed_results([(7, 2)], late_entry)]
    row = next(r for r in compute_standings([7, 8], results) if r.player == 7)
    assert (row.wins, row.losses) == record
    assert row.points == 3
    assert row.mw == Fraction(1)


def test_a_late_entrant_is_paired_from_the_round_after_he_joined() -> None:
    seeds = (101, 102, 103, 104)
    played = [final(1, 1, 101, 102, (2, 0)), final(2, 1, 103, 104, (2, 0))]
    stage = state(seeds, played, 1, late=((105, 1),))
    assert stage.entrants == (*seeds, 105)
    paired = {p for m in stage.next_pairs or [] for p in (m.a, m.b)}
    assert paired == {101, 102, 103, 104, 105, None}  # five players: one has the bye
    # Round 1 as it was paired did not know him: a re-pairing of it leaves him out.
    assert 105 not in {p for m in repaired_at(stage, 1, stage.active) for p in (m.a, m.b)}


def test_a_late_entrants_missed_rounds_count_in_the_points_the_pairing_uses() -> None:
    points = TournamentSettings(seed="x", points=(3, 1, 1))  # a loss worth a point
    seeds = (101, 102, 103, 104)
    played = [final(1, 1, 101, 102, (2, 0)), final(2, 1, 103, 104, (2, 0))]
    stage = state(seeds, played, 1, late=((105, 1),), settings=points)
    assert stage.points[105] == 1  # his missed round 1, a loss worth one point here
    assert stage.points[102] == 1


def test_a_late_entrant_leaves_the_stage_in_the_ranking() -> None:
    # Stage 1's ranking seeds the next stage (FMT-5): a late entrant who won is in it.
    seeds = (101, 102, 103, 104)
    played = [
        final(1, 1, 101, 102, (2, 0)),
        final(2, 1, 103, 104, (2, 0)),
        final(3, 2, 105, 101, (2, 0)),
        final(4, 2, 103, 102, (2, 0)),
        final(5, 2, 104, None, (2, 0)),
    ]
    stage = state(seeds, played, 2, late=((105, 1),))
    assert sorted(stage.ranking) == [101, 102, 103, 104, 105]
    assert stage.ranking[0] == 103 and stage.ranking[-1] == 102  # 6 points; 0 points


# /swap -----------------------------------------------------------------------------------


def test_two_players_exchange_their_opponents() -> None:
    # X=1 vs A=2 and B=4 vs Y=3 become Y vs A and B vs X.
    first, second = match(1, 2, 1, 2), match(2, 2, 4, 3)
    assert swapped(first, second, 1, 3) == ((3, 2), (4, 1))


def test_a_bye_moves_with_the_place() -> None:
    bye, other = final(3, 2, 5, None, (2, 0)), match(1, 2, 1, 2)
    assert swapped(bye, other, 5, 1) == ((1, None), (5, 2))  # 1 gets the bye, 5 plays 2


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"status": MatchStatus.REPORTED, "report": Report(1, 2, 0, 0, 0.0)}, "started"),
        ({"status": MatchStatus.FINAL, "score_a": 2, "score_b": 0}, "started"),
        ({"score_a": 1, "score_b": 0}, "started"),  # a game awarded by a game loss (MOD-1)
        ({"pool": 1}, "swap-other-table"),
    ],
)
def test_a_swap_is_refused_once_a_match_began_or_across_tables(change: dict, key: str) -> None:
    first, second = match(1, 2, 1, 2), dataclasses.replace(match(2, 2, 3, 4), **change)
    with pytest.raises(Refusal) as refused:
        swapped(first, second, 1, 3)
    assert refused.value.key == ("round-change-started" if key == "started" else key)


def test_a_swap_of_two_opponents_is_refused() -> None:
    m = match(1, 2, 1, 2)
    with pytest.raises(Refusal) as refused:
        swapped(m, m, 1, 2)
    assert refused.value.key == "swap-same-match"


def test_a_bye_has_no_result_to_wait_for() -> None:
    assert not started(final(3, 2, 5, None, (2, 0)))
    with pytest.raises(Refusal) as refused:
        refuse_started([match(4, 2, 1, 2), final(5, 2, 3, 4, (2, 1))])
    assert refused.value.params == {"matches": "№5"}


# Warnings before a change ----------------------------------------------------------------

ROUND_ONE = [final(1, 1, 1, 2, (2, 0)), final(2, 1, 3, 4, (2, 0)), final(3, 1, 5, None, (2, 0))]


def test_rematches_second_byes_and_pair_downs_are_named() -> None:
    before = state((1, 2, 3, 4, 5), ROUND_ONE, 1)
    # 1 beat 2 in round 1; 3 won, 5 had the bye (both 3 points); 4 lost and had no bye.
    found = warnings([(1, 2), (3, 5), (4, None)], before)
    assert found == [PairingWarning("rematch", 1, 2), PairingWarning("pair-down", 1, 2)]
    assert warnings([(5, None)], before) == [PairingWarning("second-bye", 5)]
    assert warnings([(1, 3)], before) == []  # equal points, never met
    assert warnings([(1, 4)], before) == [PairingWarning("pair-down", 1, 4)]


def test_the_warnings_look_at_the_stage_before_the_round() -> None:
    # Round 2 is paired (its bye final at once): the warnings see round 1 only.
    now = [*ROUND_ONE, match(4, 2, 1, 3), match(5, 2, 2, 5), final(6, 2, 4, None, (2, 0))]
    before = before_round(state((1, 2, 3, 4, 5), now, 2), 2)
    assert before.current_round == 1
    assert warnings([(4, None)], before) == []  # his bye of round 2 is not "an earlier one"


# /repair: a new lot ----------------------------------------------------------------------


def round_one(seeds: tuple[int, ...]) -> tuple[StageState, list[Match]]:
    """A stage with its round 1 paired and nothing reported."""
    stage = state(seeds, [], 0)
    pairs = stage.next_pairs or []
    matches = [match(i, 1, p.a, p.b) for i, p in enumerate(pairs, start=1)]
    return state(seeds, matches, 1), matches


def test_a_new_lot_differs_from_the_round_and_is_reproducible() -> None:
    stage, current = round_one(tuple(range(101, 109)))
    lot, pairs = new_lot(stage, 1, current, 1)
    assert not same_pairs(pairs, current)
    assert new_lot(stage, 1, current, 1) == (lot, pairs)
    again = [match(10 + i, 1, p.a, p.b) for i, p in enumerate(pairs)]
    later, other = new_lot(state(stage.run.seeds, again, 1), 1, again, lot + 1)
    assert later > lot and not same_pairs(other, again)


def test_a_round_with_one_acceptable_pairing_has_no_other_lot() -> None:
    # Four players after two rounds: only one pairing has no rematch (FMT-3).
    played = [
        final(1, 1, 1, 2, (2, 0)),
        final(2, 1, 3, 4, (2, 0)),
        final(3, 2, 1, 3, (2, 0)),
        final(4, 2, 2, 4, (2, 0)),
    ]
    current = [match(5, 3, 1, 4), match(6, 3, 2, 3)]
    with pytest.raises(Refusal) as refused:
        new_lot(state((1, 2, 3, 4), [*played, *current], 3), 3, current, 1)
    assert refused.value.key == "repair-no-other"


def test_a_new_lot_pairs_the_same_players() -> None:
    stage, current = round_one(tuple(range(101, 108)))  # seven: one bye
    _, pairs = new_lot(stage, 1, current, 1)
    assert sorted(p for m in pairs for p in (m.a, m.b) if p) == list(range(101, 108))
    assert sum(m.b is None for m in pairs) == 1
    assert all(isinstance(m, NewMatch) and m.stage == 0 for m in pairs)


# Which rounds and matches a judge may change (FMT-3, PRO-1) ----------------------------------


def test_only_a_swiss_or_draft_round_already_paired_is_changed() -> None:
    # FMT-3: brackets and groups are paired by their own rules, not by a new lot.
    swiss = state((1, 2, 3, 4), [], 1)
    refuse_unchangeable(swiss, 1, "Кубок")
    top = dataclasses.replace(swiss, run=dataclasses.replace(swiss.run, spec=StageSpec("single")))
    with pytest.raises(Refusal) as refused:
        refuse_unchangeable(top, 1, "Кубок")
    assert (refused.value.key, refused.value.params) == (
        "round-change-not-swiss",
        {"title": "Кубок"},
    )
    drafting = dataclasses.replace(swiss, run=dataclasses.replace(swiss.run, first_round=2))
    with pytest.raises(Refusal) as refused:
        refuse_unchangeable(drafting, 1, "Кубок")  # a draft stage drafts before its round
    assert refused.value.key == "no-pairings-yet"


def test_a_protested_match_keeps_its_players() -> None:
    # PRO-1: a protest refers to its match.
    matches = [match(1, 2, 1, 2), match(2, 2, 3, 4)]
    refuse_protested([5], matches)
    with pytest.raises(Refusal) as refused:
        refuse_protested([2, 5, 1], matches)
    assert (refused.value.key, refused.value.params) == (
        "round-change-protested",
        {"matches": "№2, №1"},
    )
