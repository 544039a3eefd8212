"""Ratings across tournaments: OpenSkill over every rated match of the history (issue 26).

The model is openskill's PlackettLuce (Weng–Lin, MIT licence): it rates one match at a time,
so the rating follows the history match by match, and a tie is a rank both share, so a draw
moves the two players towards each other. It is the library's default, and for two players
it gives the numbers of its Bradley–Terry model; ThurstoneMosteller was not chosen because its
draw margin is one more constant to tune with no data to tune it on. trueskill is out: its licence
forbids commercial use.

The number people see (`value`) is the conservative estimate mu − 3σ (openskill's ordinal),
scaled as round(1000 + 40 × (mu − 3σ)): a newcomer (mu 25, σ 25/3) stands at 1000, and one
point of skill is 40 points of rating, so the numbers look like the chess ratings people know.
The tournament's weight (a season's multiplier) does not touch the rating: a match is a match.

Speed: openskill's public `rate` deep-copies both players every match (~25 µs, 4.9 s for the
192,000 matches of bench/ratings.py); the same update through the model's own `_compute` in
place takes ~5 µs (1.2 s). The fast path is used only when it gives what `rate` gives (checked
on a sample at import and by tests/domain/test_ratings.py), else `rate` itself.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from openskill.models import PlackettLuce, PlackettLuceRating

from bot.domain.errors import Refusal
from bot.domain.history import History, PastTournament
from bot.domain.model import Pairing

BASE = 1000  # the value of a newcomer
SCALE = 40  # rating points per unit of the ordinal mu − 3σ
_MODEL = PlackettLuce()  # the library's defaults: mu 25, σ 25/3, β 25/6, τ 25/300
_TAU2 = _MODEL.tau**2

# ranks as openskill reads them (lower is better); shared, never changed by `rate`
_A_WINS = [0, 1]
_B_WINS = [1, 0]
_TIE = [0, 0]
Update = Callable[[PlackettLuceRating, PlackettLuceRating, list[int]], None]


def by_rate(a: PlackettLuceRating, b: PlackettLuceRating, ranks: list[int]) -> None:
    """One match through openskill's public `rate`: ~25 µs, most of it deep-copying both."""
    (new_a,), (new_b,) = _MODEL.rate([[a], [b]], ranks=ranks)
    a.mu, a.sigma, b.mu, b.sigma = new_a.mu, new_a.sigma, new_b.mu, new_b.sigma


def by_compute(a: PlackettLuceRating, b: PlackettLuceRating, ranks: list[int]) -> None:
    """The same update without the copies: what `rate` does for two players (τ added to σ,
    the winner first), then the model's own `_compute`, in place: ~5 µs."""
    if ranks == _B_WINS:  # `rate` puts the winner first as well
        a, b, ranks = b, a, _A_WINS
    a.sigma = math.sqrt(a.sigma * a.sigma + _TAU2)
    b.sigma = math.sqrt(b.sigma * b.sigma + _TAU2)
    _MODEL._compute(teams=[[a], [b]], ranks=ranks)


def _update() -> Update:
    """The fast path when it gives what `rate` gives on a sample; else `rate` itself (a later
    openskill may change its private `_compute`: then only the speed is lost)."""
    try:
        for ranks in (_A_WINS, _B_WINS, _TIE):
            slow = [_MODEL.rating(31.0, 4.0), _MODEL.rating(22.0, 6.0)]
            fast = [_MODEL.rating(31.0, 4.0), _MODEL.rating(22.0, 6.0)]
            by_rate(*slow, ranks)
            by_compute(*fast, ranks)
            for x, y in zip(slow, fast, strict=True):
                if abs(x.mu - y.mu) > 1e-9 or abs(x.sigma - y.sigma) > 1e-9:
                    return by_rate
    except Exception:  # any change of the private API: the public path
        return by_rate
    return by_compute


UPDATE = _update()


def shown(mu: float, sigma: float) -> int:
    """The rating people see: the scaled conservative estimate mu − 3σ."""
    return round(BASE + SCALE * (mu - 3 * sigma))


START = shown(_MODEL.mu, _MODEL.sigma)  # a newcomer's value, before his first rated match


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A person's rating right after a tournament he played rated matches in."""

    tournament_id: int
    finished_at: float
    value: int


@dataclass(frozen=True, slots=True)
class PersonRating:
    """One person's rating after the whole history."""

    person: int
    nickname: str
    value: int  # shown to people
    mu: float
    sigma: float
    rank: int  # 1-based; equal values share a rank
    matches: int  # rated matches played
    points: tuple[RatingPoint, ...]  # after each tournament he played, oldest first

    @property
    def last_change(self) -> int:
        """How much his last tournament moved the value (from the start for his first)."""
        if not self.points:
            return 0
        before = self.points[-2].value if len(self.points) > 1 else START
        return self.points[-1].value - before


@dataclass(frozen=True, slots=True)
class Ratings:
    """Everyone's rating after the history, best first."""

    lines: tuple[PersonRating, ...]
    _by_person: dict[int, PersonRating] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._by_person.update({line.person: line for line in self.lines})

    def of(self, person: int) -> PersonRating | None:
        """A person's rating; None before his first rated match."""
        return self._by_person.get(person)

    def table(self) -> list[PersonRating]:
        """Everyone with a rated match, best first."""
        return list(self.lines)

    def top(self, count: int, person: int) -> tuple[list[PersonRating], PersonRating | None]:
        """The first `count` lines, and the person's own line when it is not among them."""
        top = list(self.lines[:count])
        mine = self.of(person)
        return top, (mine if mine is not None and mine not in top else None)


def compute_ratings(history: History) -> Ratings:
    """Everyone's rating from every rated match of every finished tournament, in history order
    (the tournament's end, its id, then stage and round): the same history, the same ratings."""
    rating: dict[int, PlackettLuceRating] = {}
    played: dict[int, int] = {}
    points: dict[int, list[RatingPoint]] = {}
    update = UPDATE
    new = _MODEL.rating
    for t in sorted(history.tournaments, key=lambda t: (t.finished_at, t.id)):
        person = {e.player: e.person for e in t.entries}
        seen: set[int] = set()
        for m in _in_order(t):
            a, b = person.get(m.a), person.get(m.b or 0)
            if a is None or b is None or a == b:  # one person on both sides after a merge
                continue
            ra = rating.get(a) or rating.setdefault(a, new())
            rb = rating.get(b) or rating.setdefault(b, new())
            if m.score_a > m.score_b:
                ranks = _A_WINS
            elif m.score_a < m.score_b:
                ranks = _B_WINS
            else:
                ranks = _TIE
            update(ra, rb, ranks)
            played[a] = played.get(a, 0) + 1
            played[b] = played.get(b, 0) + 1
            seen.add(a)
            seen.add(b)
        for p in sorted(seen):
            r = rating[p]
            points.setdefault(p, []).append(RatingPoint(t.id, t.finished_at, shown(r.mu, r.sigma)))
    return _ranked(rating, played, points, history.names)


def _in_order(t: PastTournament) -> list:
    """Its rated matches by stage and round (a player plays once a round, so no finer order
    changes anything)."""
    return sorted(t.rated_matches(), key=lambda m: (m.stage, m.round))


def _ranked(
    rating: Mapping[int, PlackettLuceRating],
    played: Mapping[int, int],
    points: Mapping[int, list[RatingPoint]],
    names: Mapping[int, str],
) -> Ratings:
    """The table: value, then mu, then the person id, so the order never depends on chance."""
    order = sorted(rating, key=lambda p: (-shown(rating[p].mu, rating[p].sigma), -rating[p].mu, p))
    lines: list[PersonRating] = []
    for i, p in enumerate(order):
        r = rating[p]
        value = shown(r.mu, r.sigma)
        rank = lines[-1].rank if lines and lines[-1].value == value else i + 1
        lines.append(
            PersonRating(p, names.get(p, ""), value, r.mu, r.sigma, rank, played[p],
                         tuple(points[p]))
        )  # fmt: skip
    return Ratings(tuple(lines))


def rating_order(
    players: Sequence[int], person_of: Mapping[int, int], ratings: Ratings, seed: str
) -> list[int]:
    """Players best-rated first for seed_by=rating; the unrated after them, and equal ranks
    among themselves, in the order of the lot (FMT-3), never of registration."""
    drawn = list(players)
    random.Random(f"{seed}:seeding").shuffle(drawn)  # the very lot seed_by=lot would draw
    rank = {p: line.rank for p in drawn if (line := ratings.of(person_of[p])) is not None}
    rated = sorted((p for p in drawn if p in rank), key=rank.__getitem__)  # stable: lot ties
    return rated + [p for p in drawn if p not in rank]


def rating_pairs(ranked: Iterable[int]) -> Pairing:
    """Round 1 by rating: the top half meets the bottom half in order (1 v n/2+1, 2 v n/2+2…);
    with an odd field the lowest-ranked player gets the bye (FMT-3)."""
    field = list(ranked)
    bye = field.pop() if len(field) % 2 else None
    half = len(field) // 2
    return Pairing(pairs=list(zip(field[:half], field[half:], strict=True)), bye=bye)


def refuse_unknown(person: int | None, nickname: str) -> None:
    """No finished tournament knows the nickname: say so and show the form."""
    if person is None:
        raise Refusal("rating-unknown", nickname=nickname)


def refuse_unrated(line: PersonRating | None, nickname: str) -> None:
    """He played, but no rated match yet (byes and technical losses do not count, RES-7)."""
    if line is None:
        raise Refusal("rating-none", nickname=nickname)
