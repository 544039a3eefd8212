"""Swiss standings with Magic-Tournament-Rules tiebreakers (FMT-7), exact with fractions."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction

from bot.domain.model import MatchResult, ResultKind

TIEBREAKERS: frozenset[str] = frozenset({"omw", "gw", "ogw", "mw", "buchholz", "median_buchholz"})

# Game points are fixed by the Magic Tournament Rules whatever the match points are (FMT-7).
GAME_WIN_POINTS = 3
GAME_DRAW_POINTS = 1


@dataclass(frozen=True, slots=True)
class ScoringRules:
    """Match points, the percentage floor, a bye's game score and the tiebreaker order (FMT-7)."""

    win: int = 3
    draw: int = 1
    loss: int = 0
    floor: Fraction = Fraction(1, 3)
    bye_games: tuple[int, int] = (2, 0)
    tiebreakers: tuple[str, ...] = ("omw", "gw", "ogw")

    def __post_init__(self) -> None:
        """Normalise the floor and order, and refuse settings that make no sense."""
        # Settings may arrive as "1/3", "0.33" or a float: go through str so that 0.33 stays
        # exactly 33/100 and the percentages stay exact.
        object.__setattr__(self, "floor", Fraction(str(self.floor)))
        object.__setattr__(self, "tiebreakers", tuple(self.tiebreakers))
        object.__setattr__(self, "bye_games", tuple(self.bye_games))
        unknown = [name for name in self.tiebreakers if name not in TIEBREAKERS]
        if unknown:
            raise ValueError(f"unknown tiebreakers: {', '.join(unknown)}")
        if len(set(self.tiebreakers)) != len(self.tiebreakers):
            raise ValueError("a tiebreaker is listed twice")
        if self.win <= 0:
            raise ValueError("a match win must be worth a positive number of points")
        if not 0 <= self.floor <= 1:
            raise ValueError("the floor must lie between 0 and 1")
        if min(self.bye_games) < 0:
            raise ValueError("a bye's game score cannot be negative")


# FMT-7: the tiebreakers that are the player's own percentages, floored only when ranking.
OWN_PERCENTAGES: frozenset[str] = frozenset({"mw", "gw"})


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One player's line of the standings; `mw` and `gw` are his own unfloored percentages."""

    player: int
    rank: int
    points: int
    wins: int
    losses: int
    draws: int
    mw: Fraction
    gw: Fraction
    omw: Fraction
    ogw: Fraction
    buchholz: int
    median_buchholz: int
    floor: Fraction = Fraction(0)  # FMT-7: the floor of the rules the row was ranked by

    def value(self, name: str) -> Fraction | int:
        """The tiebreaker named `name` (one of TIEBREAKERS) as shown: own percentages unfloored."""
        if name not in TIEBREAKERS:
            raise ValueError(f"unknown tiebreaker: {name}")
        value: Fraction | int = getattr(self, name)
        return value

    def rank_value(self, name: str) -> Fraction | int:
        """The tiebreaker named `name` as it ranks: own MW% and GW% floored too (FMT-7)."""
        value = self.value(name)
        # MTR App. C floors the player's own percentages as well, so a 1:2 and a 0:2 loser
        # tie on GW% and the next tiebreaker decides; tables still show them unfloored.
        return max(value, self.floor) if name in OWN_PERCENTAGES else value


@dataclass(slots=True)
class _Tally:
    """What the results say about one player, before the tiebreakers."""

    points: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    rounds: int = 0
    game_points: int = 0
    games: int = 0
    opponents: list[int] = field(default_factory=list)


def _ratio(numerator: int, denominator: int) -> Fraction:
    """numerator / denominator, or 0 when nothing was played."""
    return Fraction(numerator, denominator) if denominator else Fraction(0)


def _mean(values: list[Fraction], default: Fraction) -> Fraction:
    """The arithmetic mean, or `default` for an empty list."""
    return sum(values, Fraction(0)) / len(values) if values else default


def _record_match(tally: _Tally, own: int, other: int, drawn: int, rules: ScoringRules) -> None:
    """Add one two-player match from the side of the player with `own` games won."""
    if own > other:
        tally.wins += 1
        tally.points += rules.win
    elif own < other:
        tally.losses += 1
        tally.points += rules.loss
    else:
        tally.draws += 1
        tally.points += rules.draw
    tally.rounds += 1
    tally.game_points += GAME_WIN_POINTS * own + GAME_DRAW_POINTS * drawn
    tally.games += own + other + drawn


def _tally(
    players: Iterable[int], results: Iterable[MatchResult], rules: ScoringRules
) -> dict[int, _Tally]:
    """Sum points, records, games and opponents per player."""
    tallies: dict[int, _Tally] = {player: _Tally() for player in players}
    for result in results:
        first = tallies.setdefault(result.a, _Tally())
        kind = ResultKind(result.kind)  # a plain string from storage is accepted too
        if kind is ResultKind.MATCH:
            if result.b is None:
                raise ValueError(f"a match without a second player: {result}")
            second = tallies.setdefault(result.b, _Tally())
            _record_match(first, result.score_a, result.score_b, result.draws, rules)
            _record_match(second, result.score_b, result.score_a, result.draws, rules)
            first.opponents.append(result.b)
            second.opponents.append(result.a)
            continue
        if kind is ResultKind.DOUBLE_LOSS:
            # RES-7: neither came: a played round lost for both, and they did not meet.
            for player in (result.a, result.b):
                tally = tallies.setdefault(player, _Tally()) if player is not None else None
                if tally is not None:
                    tally.rounds += 1
                    tally.losses += 1
                    tally.points += rules.loss
            continue
        if kind is ResultKind.MISSED:
            # A late entrant's missed round: a loss in his record, not a round he played.
            first.losses += 1
            first.points += rules.loss
            continue
        if result.b is not None:
            raise ValueError(f"a {kind} result cannot have a second player: {result}")
        first.rounds += 1
        if kind is ResultKind.BYE:
            # FMT-3, FMT-7: a bye is a match win with a fixed game score, and no one's opponent.
            won, lost = rules.bye_games
            first.wins += 1
            first.points += rules.win
            first.game_points += GAME_WIN_POINTS * won
            first.games += won + lost
        else:
            # A lost round without an opponent (e.g. a late entrant): it counts in MW% only.
            first.losses += 1
            first.points += rules.loss
    return tallies


def compute_standings(
    players: Iterable[int], results: Iterable[MatchResult], rules: ScoringRules = ScoringRules()
) -> list[StandingRow]:
    """The standings, best first, of `players` and everyone met in `results` (FMT-7)."""
    tallies = _tally(players, results, rules)
    mw = {p: _ratio(t.points, rules.win * t.rounds) for p, t in tallies.items()}
    gw = {p: _ratio(t.game_points, GAME_WIN_POINTS * t.games) for p, t in tallies.items()}
    # FMT-7: the floor applies to each opponent's percentage; the player's own one is kept
    # unfloored for the table (organizers publish e.g. 0.0) and floored by rank_value.
    floored_mw = {p: max(value, rules.floor) for p, value in mw.items()}
    floored_gw = {p: max(value, rules.floor) for p, value in gw.items()}
    rows: list[StandingRow] = []
    for player, tally in tallies.items():
        met = tally.opponents
        # A player who met no one (only byes, lone losses or nothing) gets the floor, the
        # value of the weakest possible opponents, so byes never lift a player's OMW%.
        omw = _mean([floored_mw[o] for o in met], rules.floor)
        ogw = _mean([floored_gw[o] for o in met], rules.floor)
        opponent_points = [tallies[o].points for o in met]
        buchholz = sum(opponent_points)
        median = buchholz
        if len(opponent_points) >= 3:
            median -= max(opponent_points) + min(opponent_points)
        rows.append(
            StandingRow(
                player=player,
                rank=0,
                points=tally.points,
                wins=tally.wins,
                losses=tally.losses,
                draws=tally.draws,
                mw=mw[player],
                gw=gw[player],
                omw=omw,
                ogw=ogw,
                buchholz=buchholz,
                median_buchholz=median,
                floor=rules.floor,
            )
        )
    rows.sort(key=lambda row: sort_key(row, rules))
    return [replace(row, rank=rank) for rank, row in enumerate(rows, start=1)]


def sort_key(row: StandingRow, rules: ScoringRules = ScoringRules()) -> tuple[Fraction | int, ...]:
    """The ascending sort key of a row: points, then each tiebreaker, all descending, then id."""
    return (-row.points, *(-row.rank_value(name) for name in rules.tiebreakers), row.player)
