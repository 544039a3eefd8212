"""Ratings across tournaments (issue 26): OpenSkill over the rated matches of the history."""

from __future__ import annotations

import random

import pytest
from openskill.models import PlackettLuce

from bot.domain.history import History, PastEntry, PastMatch, PastTournament
from bot.domain.model import PlayerStatus, ResultKind
from bot.domain.ratings import (
    START,
    by_compute,
    by_rate,
    compute_ratings,
    rating_order,
    rating_pairs,
)

Played = tuple[int, int | None, int, int]  # player a, player b, games of a, games of b


def tournament(
    tid: int,
    matches: list[Played],
    *,
    persons: dict[int, int] | None = None,
    kinds: dict[int, tuple[ResultKind, str | None]] | None = None,
) -> PastTournament:
    """A finished tournament; players are their own persons unless `persons` says otherwise;
    `kinds` gives a match (by index) another kind or source than a played match."""
    persons = persons or {}
    players = sorted({p for a, b, _, _ in matches for p in (a, b) if p is not None})
    entries = tuple(
        PastEntry(p, persons.get(p, p), p, f"P{persons.get(p, p)}", i, i, PlayerStatus.REGISTERED)
        for i, p in enumerate(players, start=1)
    )
    past = []
    for index, (a, b, sa, sb) in enumerate(matches):
        kind, source = (kinds or {}).get(index, (ResultKind.MATCH, None))
        past.append(PastMatch(index // 8 + 1, 0, a, b, sa, sb, int(sa == sb), kind, source))
    return PastTournament(
        tid, f"T{tid}", 1000.0 * tid, True, None, 1.0, frozenset({"telegram"}), entries,
        tuple(past),
    )  # fmt: skip


def history(*tournaments: PastTournament) -> History:
    people = {e.person for t in tournaments for e in t.entries}
    return History(tournaments, {}, {p: f"P{p}" for p in people})


def test_the_same_history_gives_the_same_ratings_whatever_order_it_is_read_in() -> None:
    rng = random.Random(5)
    events = [
        tournament(tid, [(a, b, 2, rng.choice((0, 1, 2))) for a, b in _pairs(rng, 8, 3)])
        for tid in range(1, 5)
    ]
    first = compute_ratings(history(*events))
    again = compute_ratings(history(*events))
    shuffled = compute_ratings(history(*reversed(events)))  # order by the end, then the id
    assert first == again == shuffled
    assert [line.rank for line in first.table()] == sorted(line.rank for line in first.table())
    assert first.table()[0].value > first.table()[-1].value


def test_a_winner_goes_up_a_loser_down_and_the_chart_has_a_point_per_tournament() -> None:
    ratings = compute_ratings(
        history(tournament(1, [(1, 2, 2, 0)]), tournament(2, [(1, 3, 2, 1), (2, 3, 0, 2)]))
    )
    one, two = ratings.of(1), ratings.of(2)
    assert one is not None and two is not None
    assert one.rank == 1 and one.value > START > two.value and one.matches == 2
    assert [p.tournament_id for p in one.points] == [1, 2]
    assert one.last_change == one.points[1].value - one.points[0].value > 0
    assert two.last_change < 0
    assert ratings.of(99) is None


def test_the_top_shows_the_askers_own_line_only_when_he_is_below_it() -> None:
    # /rating: the first lines, then the asker's own when he is lower.
    chain = tournament(1, [(p, p + 1, 2, 0) for p in range(1, 30, 2)])  # 15 winners, 15 losers
    ratings = compute_ratings(history(chain))
    top, mine = ratings.top(10, 30)
    assert len(top) == 10 and mine is not None and mine.person == 30 and mine.rank > 10
    assert ratings.top(10, top[0].person)[1] is None
    assert ratings.top(10, 999) == (top, None)  # no rated match: the table alone


def test_a_draw_is_a_tie_that_pulls_the_two_together() -> None:
    # Anna beats Boris three times, then they draw: Anna loses a little, Boris gains.
    wins = tournament(1, [(1, 2, 2, 0), (1, 2, 2, 1), (1, 2, 2, 0)])
    before = compute_ratings(history(wins))
    after = compute_ratings(history(wins, tournament(2, [(1, 2, 1, 1)])))
    assert after.of(1).mu < before.of(1).mu  # type: ignore[union-attr]
    assert after.of(2).mu > before.of(2).mu  # type: ignore[union-attr]
    equal = compute_ratings(history(tournament(3, [(5, 6, 1, 1)])))
    assert equal.of(5).value == equal.of(6).value and equal.of(5).rank == 1  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("kind", "source"),
    [
        (ResultKind.MATCH, "techloss"),  # RES-7: a no-show's technical loss
        (ResultKind.MATCH, "annulled"),  # MOD-8
        (ResultKind.MATCH, "drop"),  # REG-8: the conceded rest of a dropped player
        (ResultKind.MATCH, "dq"),  # MOD-8: the match a disqualification takes, not played out
        (ResultKind.MATCH, "double-loss"),
        (ResultKind.DOUBLE_LOSS, None),
        (ResultKind.BYE, None),  # FMT-3
        (ResultKind.MISSED, None),  # a late entrant's missed round
    ],
)
def test_a_result_no_one_played_is_not_rated(kind: ResultKind, source: str | None) -> None:
    played = tournament(1, [(1, 2, 2, 1)])
    unplayed = tournament(2, [(1, 3, 2, 0)], kinds={0: (kind, source)})
    ratings = compute_ratings(history(played, unplayed))
    assert ratings == compute_ratings(history(played))
    assert ratings.of(3) is None and ratings.of(1).matches == 1  # type: ignore[union-attr]


def test_two_merged_accounts_have_one_rating() -> None:
    # Account 7 (VK) was linked to account 1 (Telegram): one person, one line, both results.
    first = tournament(1, [(1, 2, 2, 0)])
    second = tournament(2, [(7, 3, 2, 0)], persons={7: 1})
    ratings = compute_ratings(history(first, second))
    assert ratings.of(1).matches == 2 and ratings.of(7) is None  # type: ignore[union-attr]
    assert [p.tournament_id for p in ratings.of(1).points] == [1, 2]  # type: ignore[union-attr]
    assert len(ratings.table()) == 3


def test_the_fast_update_is_the_librarys_rate() -> None:
    # The copy-free path must give what openskill's public `rate` gives, match by match.
    rng = random.Random(11)
    model = PlackettLuce()
    slow = [model.rating() for _ in range(6)]
    fast = [model.rating() for _ in range(6)]
    for _ in range(300):
        i, j = rng.sample(range(6), 2)
        ranks = rng.choice(([0, 1], [1, 0], [0, 0]))
        by_rate(slow[i], slow[j], ranks)
        by_compute(fast[i], fast[j], ranks)
    for x, y in zip(slow, fast, strict=True):
        assert x.mu == pytest.approx(y.mu, abs=1e-9) and x.sigma == pytest.approx(y.sigma)


def test_seed_by_rating_puts_the_rated_first_and_the_unrated_after_by_lot() -> None:
    ratings = compute_ratings(history(tournament(1, [(1, 2, 2, 0), (2, 3, 2, 0)])))
    players = [30, 20, 10, 40, 50]  # this tournament's player ids; 40 and 50 never played
    person_of = {30: 3, 20: 2, 10: 1, 40: 4, 50: 5}
    order = rating_order(players, person_of, ratings, "seed")
    assert order[:3] == [10, 20, 30]  # 1 beat 2, 2 beat 3
    assert sorted(order[3:]) == [40, 50]
    assert order == rating_order(players, person_of, ratings, "seed")  # the lot is seeded


def test_round_one_by_rating_folds_the_order_and_the_last_gets_the_bye() -> None:
    # FMT-3 by rating: 1 v 4, 2 v 5, 3 v 6; with an odd field the lowest-rated sits out.
    assert rating_pairs([1, 2, 3, 4, 5, 6]).pairs == [(1, 4), (2, 5), (3, 6)]
    odd = rating_pairs([1, 2, 3, 4, 5])
    assert odd.pairs == [(1, 3), (2, 4)] and odd.bye == 5


def _pairs(rng: random.Random, players: int, rounds: int) -> list[tuple[int, int]]:
    out = []
    for _ in range(rounds):
        field = list(range(1, players + 1))
        rng.shuffle(field)
        out += list(zip(field[::2], field[1::2], strict=True))
    return out
