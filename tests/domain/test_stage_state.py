"""A stage's round machinery: Swiss rounds, brackets, places and seating (FMT-1, FMT-3…FMT-9)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.match_rules import bye_result, rematches
from bot.domain.model import Match, MatchStatus, NewMatch
from bot.domain.settings import TournamentSettings
from bot.domain.stage_specs import StageRun, StageSpec
from bot.domain.stage_state import StageState, final_order, first_seeding, seat

SETTINGS = TournamentSettings(seed="лот главного судьи")
Score = tuple[int, int, int]
# A result picked for a pair (a, b): the game score in a/b orientation.
Pick = Callable[[int, int], Score]


def field(size: int) -> tuple[int, ...]:
    """Player ids in seed order, far from seed numbers and scores to catch mix-ups."""
    return tuple(range(101, 101 + size))


class Stage:
    """One stage played round by round, its matches kept as the store would keep them."""

    def __init__(
        self, spec: StageSpec, seeds: Sequence[int], settings: TournamentSettings = SETTINGS
    ) -> None:
        self.run = StageRun(0, spec, tuple(seeds))
        self.settings = settings
        self.matches: list[Match] = []
        self.round = 0
        self.gone: set[int] = set()

    @property
    def state(self) -> StageState:
        """The stage as the round machinery sees it now."""
        active = frozenset(self.run.seeds) - self.gone
        return StageState(
            self.settings,
            self.round,
            self.run,
            (self.run.spec,),
            tuple(self.matches),
            frozenset(self.gone),
            active,
        )

    def pair(self) -> list[Match]:
        """Create the next round's matches, still to be played; the bye is final at once."""
        pairs = self.state.next_pairs
        assert pairs is not None, "the stage is over"
        self.round += 1
        created = []
        for new in pairs:
            number = len(self.matches) + len(created) + 1
            m = Match(number, 1, number, self.round, new.a, new.b, stage=0, node=new.node)
            created.append(bye_result(m, self.settings.bye, 0.0) if new.b is None else m)
        self.matches += created
        return created

    def finish(self, pick: Pick) -> None:
        """Every open match of the stage gets its final result."""
        self.matches = [
            m
            if m.status is MatchStatus.FINAL or m.b is None
            else dataclasses.replace(
                m,
                status=MatchStatus.FINAL,
                **dict(zip(("score_a", "score_b", "draws"), pick(m.a, m.b), strict=True)),
            )
            for m in self.matches
        ]

    def play(self, pick: Pick) -> list[Match]:
        """Pair the next round and play it."""
        created = self.pair()
        self.finish(pick)
        return created


def higher_id_wins(a: int, b: int) -> Score:
    """A fixed outcome: the larger player id takes the match 2:1."""
    return (1, 2, 0) if b > a else (2, 1, 0)


def winner(name: int) -> Pick:
    """`name` wins 2:0 whatever the pair; otherwise the first player does."""
    return lambda a, b: (0, 2, 0) if b == name else (2, 0, 0)


def random_results(rng: random.Random) -> Pick:
    """Wins, losses and draws at random."""
    return lambda a, b: rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1)])


def points(matches: Iterable[Match]) -> Counter[int]:
    """Match points by FMT-7's defaults: win 3, draw 1, loss 0, a bye is a win."""
    earned: Counter[int] = Counter()
    for m in matches:
        assert m.score_a is not None and m.score_b is not None
        if m.b is None or m.score_a > m.score_b:
            earned[m.a] += 3
        elif m.score_b > m.score_a:
            earned[m.b] += 3
        else:
            earned[m.a] += 1
            earned[m.b] += 1
    return earned


def seated(pairs: Sequence[NewMatch]) -> list[int]:
    """Every player the round seats, a bye included."""
    return [p for m in pairs for p in (m.a, m.b) if p is not None]


# Swiss (FMT-3, FMT-4) ------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(size=st.integers(4, 8), rng=st.randoms(use_true_random=False), lot=st.text(max_size=8))
def test_a_swiss_stage_pairs_everyone_once_without_rematches_or_second_byes(
    size: int, rng: random.Random, lot: str
) -> None:
    stage = Stage(StageSpec("swiss", rounds=3), field(size), TournamentSettings(seed=lot))
    byes: list[int] = []
    for _ in range(3):
        earlier = list(stage.matches)
        pairs = stage.state.next_pairs
        assert pairs is not None
        assert sorted(seated(pairs)) == list(field(size))  # everyone, exactly once
        assert [m.b for m in pairs].count(None) == size % 2  # one bye for an odd field
        byes += [m.a for m in pairs if m.b is None]
        created = stage.play(random_results(rng))
        assert rematches(created, earlier, 0) == []
    assert len(byes) == len(set(byes))  # no second bye
    assert stage.state.next_pairs is None
    assert stage.state.over


@pytest.mark.parametrize("rounds", [1, 2, 3, 4])
def test_a_swiss_stage_is_over_after_its_rounds(rounds: int) -> None:
    stage = Stage(StageSpec("swiss", rounds=rounds), field(6))
    for _ in range(rounds):
        assert not stage.state.over
        stage.play(higher_id_wins)
    assert stage.state.over
    assert stage.state.next_pairs is None


def test_the_same_results_and_lot_give_the_same_pairings() -> None:
    # FMT-3: the head judge's lot makes pairings reproducible from the tournament's seed.
    played = []
    for _ in range(2):
        stage = Stage(StageSpec("swiss", rounds=3), field(7))
        played.append([[(m.a, m.b) for m in stage.play(higher_id_wins)] for _ in range(3)])
    assert played[0] == played[1]


def test_the_winners_of_round_one_meet_in_round_two() -> None:
    # FMT-3: players with equal points play each other where possible.
    stage = Stage(StageSpec("swiss", rounds=3), field(8))
    stage.play(higher_id_wins)
    earned = points(stage.matches)
    pairs = stage.state.next_pairs
    assert pairs is not None
    assert all(earned[m.a] == earned[m.b] for m in pairs if m.b is not None)


@pytest.mark.parametrize("size", [4, 5, 6, 7, 8])
def test_the_ranking_is_best_first_by_match_points(size: int) -> None:
    stage = Stage(StageSpec("swiss", rounds=3), field(size))
    rng = random.Random(size)
    for _ in range(3):
        stage.play(random_results(rng))
    earned = points(stage.matches)
    ranking = stage.state.ranking
    assert sorted(ranking) == list(field(size))
    assert [earned[p] for p in ranking] == sorted((earned[p] for p in ranking), reverse=True)


def test_the_unbeaten_player_leads_the_ranking() -> None:
    stage = Stage(StageSpec("swiss", rounds=3), field(8))
    for _ in range(3):
        stage.play(winner(105))
    assert stage.state.ranking[0] == 105


def test_a_dropped_player_is_not_paired_and_leaves_the_ranking() -> None:
    # REG-8, MOD-8: from the next round on he is not paired; he does not go on to the top.
    stage = Stage(StageSpec("swiss", rounds=3), field(6))
    stage.play(winner(103))
    stage.gone.add(103)
    for _ in range(2):
        pairs = stage.state.next_pairs
        assert pairs is not None
        assert 103 not in seated(pairs)
        assert sorted(seated(pairs)) == [p for p in field(6) if p != 103]
        stage.play(higher_id_wins)
    assert 103 not in stage.state.ranking
    assert sorted(stage.state.ranking) == [p for p in field(6) if p != 103]


# Single elimination (FMT-5, FMT-6, MOD-8) -------------------------------------------------------


def bracket_of_four() -> Stage:
    """A single-elimination stage of four, seeds 101…104."""
    return Stage(StageSpec("single", size=4), field(4))


def test_a_bracket_of_four_plays_semi_finals_then_the_final() -> None:
    stage = bracket_of_four()
    assert stage.state.knockout
    semis = stage.state.next_pairs
    assert semis is not None
    # FMT-5: 1 v 4 and 2 v 3.
    assert {(m.a, m.b) for m in semis} == {(101, 104), (102, 103)}
    assert all(m.node is not None for m in semis)
    stage.pair()
    assert stage.state.next_pairs == []  # semi-finals still being played: nothing to pair
    assert not stage.state.over
    stage.finish(lambda a, b: (2, 0, 0) if a == 101 else (0, 2, 0))  # 101 and 103 win
    final = stage.state.next_pairs
    assert final is not None and len(final) == 1
    assert {final[0].a, final[0].b} == {101, 103}
    stage.pair()
    assert not stage.state.over
    stage.finish(winner(103))
    assert stage.state.over
    assert stage.state.next_pairs is None


def test_the_final_order_of_a_bracket_shares_third_place() -> None:
    stage = bracket_of_four()
    stage.play(lambda a, b: (2, 1, 0) if a == 101 else (1, 2, 0))  # 101 and 103 win
    stage.play(winner(103))
    places = final_order(field(4), stage.matches, SETTINGS, stage.state)
    assert [(label, player) for label, player, _ in places[:2]] == [("1", 103), ("2", 101)]
    assert sorted((label, player) for label, player, _ in places[2:]) == [
        ("3–4", 102),
        ("3–4", 104),
    ]


def test_the_final_order_of_a_swiss_stage_numbers_the_standings() -> None:
    stage = Stage(StageSpec("swiss", rounds=3), field(4))
    for _ in range(3):
        stage.play(winner(104))
    places = final_order(field(4), stage.matches, SETTINGS, stage.state)
    assert [label for label, _, _ in places] == ["1", "2", "3", "4"]
    assert places[0][1] == 104
    assert places[0][2] is not None and places[0][2].points == 9


def test_a_finalist_who_drops_forfeits_the_final() -> None:
    # MOD-8: in a playoff the opponent of the current round wins automatically.
    stage = bracket_of_four()
    stage.play(lambda a, b: (2, 0, 0) if a == 101 else (0, 2, 0))  # 101 and 103 win
    stage.gone.add(103)
    assert stage.state.over
    assert stage.state.bracket.champion == 101
    places = final_order(field(4), stage.matches, SETTINGS, stage.state)
    assert [(label, player) for label, player, _ in places[:2]] == [("1", 101), ("2", 103)]


def test_a_player_gone_before_the_bracket_starts_loses_his_first_match_unplayed() -> None:
    stage = bracket_of_four()
    stage.gone.add(104)
    semis = stage.state.next_pairs
    assert semis is not None
    assert [(m.a, m.b) for m in semis] == [(102, 103)]  # 101 goes through without playing
    stage.play(winner(102))
    final = stage.state.next_pairs
    assert final is not None
    assert [{m.a, m.b} for m in final] == [{101, 102}]


# Seeding and seating (FMT-3, FMT-5, FMT-8, FMT-9) ---------------------------------------------


@given(players=st.lists(st.integers(1, 10**6), min_size=4, max_size=40, unique=True))
def test_the_first_seeding_is_a_reproducible_lot_of_the_same_players(players: list[int]) -> None:
    drawn = first_seeding(players, "лот")
    assert drawn == first_seeding(list(players), "лот")
    assert sorted(drawn) == sorted(players)


def test_the_first_seeding_is_drawn_not_the_registration_order() -> None:
    players = list(field(8))
    draws = {tuple(first_seeding(players, f"турнир {n}")) for n in range(20)}
    assert len(draws) > 1
    assert tuple(players) != tuple(first_seeding(players, "турнир 0"))


@pytest.mark.parametrize("kind", ["single", "double", "top"])
def test_an_elimination_stage_seats_the_best_of_the_ranking_in_order(kind: str) -> None:
    ranked = [106, 102, 105, 101, 103, 104]
    spec = StageSpec(kind, size=4)  # type: ignore[arg-type]
    assert seat(spec, 1, ranked, "лот") == ((106, 102, 105, 101), ())


def test_a_swiss_stage_seats_everyone_in_the_given_order() -> None:
    ranked = [106, 102, 105, 101, 103, 104]
    assert seat(StageSpec("swiss", rounds=3), 0, ranked, "лот") == (tuple(ranked), ())


@pytest.mark.parametrize(("players", "groups"), [(8, 2), (9, 2), (16, 4), (12, 3)])
def test_groups_are_snake_seeded_and_even(players: int, groups: int) -> None:
    ranked = list(field(players))
    entrants, pools = seat(StageSpec("groups", groups=groups), 1, ranked, "лот")
    assert entrants == tuple(ranked)
    assert len(pools) == groups
    assert sorted(p for pool in pools for p in pool) == ranked
    sizes = [len(pool) for pool in pools]
    assert max(sizes) - min(sizes) <= 1
    # The top seeds head different groups, and the first group also gets seed 2G.
    assert [pool[0] for pool in pools] == ranked[:groups]
    assert ranked[2 * groups - 1] in pools[0]


@pytest.mark.parametrize(("players", "tables"), [(8, 1), (16, 1), (20, 2), (40, 4)])
def test_a_first_draft_seats_tables_by_a_reproducible_lot(players: int, tables: int) -> None:
    # FMT-8: 8–16 a table, a power-of-two count of tables, seated by lot.
    ranked = list(field(players))
    entrants, pools = seat(StageSpec("draft", rounds=3), 0, ranked, "лот")
    assert seat(StageSpec("draft", rounds=3), 0, ranked, "лот") == (entrants, pools)
    assert len(pools) == tables
    assert all(8 <= len(pool) <= 16 for pool in pools)
    assert sorted(p for pool in pools for p in pool) == ranked
    lots = {seat(StageSpec("draft", rounds=3), 0, ranked, f"лот {n}")[1] for n in range(10)}
    assert len(lots) > 1  # the lot, not the ranking, decides


def test_a_later_draft_seats_tables_by_the_standings() -> None:
    # FMT-9: the first table takes the top of the standings, whatever the lot.
    ranked = [120 - n for n in range(20)]
    for lot in ("лот", "другой лот"):
        _, pools = seat(StageSpec("draft", rounds=3), 1, ranked, lot)
        assert pools == (tuple(ranked[:10]), tuple(ranked[10:]))
