"""Message parameters built from domain objects; the texts module turns them into words."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from bot.domain import match_facts
from bot.domain.formats import swiss_rounds
from bot.domain.match_facts import MatchState
from bot.domain.match_rules import score_text
from bot.domain.model import Match, Player, ResultKind
from bot.domain.settings import TournamentSettings
from bot.domain.standings import StandingRow


def each(item_key: str, items: list[dict[str, Any]], sep: str = "\n") -> dict[str, Any]:
    """A list rendered item by item with `item_key`."""
    return {"$each": item_key, "items": items, "sep": sep}


def text(key: str, **params: Any) -> dict[str, Any]:
    """Another text, rendered in the same language, as a parameter."""
    return {"$text": key, **params}


def clock_time(ts: float, now: float) -> dict[str, Any]:
    """A moment as hours and minutes in the people's time zone, with its date when that day
    is not the day of `now` there (a round paired today that ends tomorrow says so)."""
    return {"$time": ts, "now": now}


def date_time(ts: float) -> dict[str, Any]:
    """A moment shown with its date in the people's time zone."""
    return {"$datetime": ts}


def percent(value: Fraction) -> str:
    """A tiebreaker in percent with two decimals, rounded half up."""
    scaled = Decimal(value.numerator * 100) / Decimal(value.denominator)
    return str(scaled.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


score = score_text  # a game score, draws shown only when there were some


def record(row: StandingRow) -> str:
    """Wins-losses-draws."""
    return f"{row.wins}-{row.losses}-{row.draws}"


def standings(
    rows: list[StandingRow], names: dict[int, str], tiebreakers: tuple[str, ...], dropped: set[int]
) -> dict[str, Any]:
    """The standings as a list parameter: one player a line."""
    items = []
    for row in rows:
        breaks = [
            {"label": text(f"tb-{name}"), "value": _tiebreak(row, name)} for name in tiebreakers
        ]
        items.append(
            {
                "$key": "standings-row-dropped" if row.player in dropped else "standings-row",
                "place": row.rank,
                "nick": names[row.player],
                "points": row.points,
                "record": record(row),
                "tb": each("tb-item", breaks, sep=" · "),
            }
        )
    return each("standings-row", items)


def _tiebreak(row: StandingRow, name: str) -> str:
    value = row.value(name)
    return f"{percent(value)}%" if isinstance(value, Fraction) else str(value)


def pairings(
    matches: list[Match], names: dict[int, str], labels: dict[str, dict] | None = None
) -> dict[str, Any]:
    """A round's matches as a list parameter; bracket matches carry their round's name."""
    items = []
    for m in matches:
        if m.node is not None and labels and m.node in labels:
            assert m.b is not None
            items.append(
                {
                    "$key": "pairing-row-node",
                    "number": m.number,
                    "a": names[m.a],
                    "b": names[m.b],
                    "state": match_state(m),
                    "label": labels[m.node],
                }
            )
            continue
        if m.kind is ResultKind.BYE:
            items.append(
                {
                    "$key": "pairing-row-bye",
                    "number": m.number,
                    "a": names[m.a],
                    "b": text("bye-word"),
                }
            )
            continue
        assert m.b is not None
        items.append(
            {
                "number": m.number,
                "a": names[m.a],
                "b": names[m.b],
                "state": match_state(m),
            }
        )
    return each("pairing-row", items)


def match_state(m: Match) -> dict[str, Any]:
    """Where a played match's result stands, in words (a bye has rows of its own)."""
    state = match_facts.match_state(m)
    if state is MatchState.FINAL:
        assert m.score_a is not None and m.score_b is not None
        return text("state-final", score=score(m.score_a, m.score_b, m.draws))
    if state is MatchState.REPORTED and m.report is not None:
        r = m.report
        return text("state-reported", score=score(r.score_a, r.score_b, r.draws))
    return text(_STATE_KEYS[state])


# The chats' words for a result still open; a final or reported one shows its score above.
_STATE_KEYS = {
    MatchState.PLAYING: "state-pending",
    MatchState.REPORTED: "state-reported",
    MatchState.DISPUTED: "state-disputed",
}


def rounds_label(settings: TournamentSettings, players: int) -> dict[str, Any]:
    """The number of Swiss rounds, saying when it follows the player count (FMT-4)."""
    if settings.rounds is not None:
        return text("rounds-fixed", rounds=settings.rounds)
    if players < 4:
        return text("rounds-auto-unknown")
    return text("rounds-auto", rounds=swiss_rounds(players), players=players)


def minutes(value: float) -> int | float:
    """Minutes as a number Fluent picks a plural form for: 10.0 → 10, 2.5 stays."""
    return int(value) if value == int(value) else value


def names_of(players: list[Player]) -> dict[int, str]:
    """Nicknames by player id."""
    return {p.id: p.nickname for p in players}


def final_table(
    order: list[tuple[str, int, StandingRow | None]],
    names: dict[int, str],
    tiebreakers: tuple[str, ...],
    dropped: set[int],
) -> dict[str, Any]:
    """Final places: bracket places first, then the standings, one player a line."""
    items = []
    for place, player, row in order:
        if row is None:
            items.append({"$key": "final-row-bare", "place": place, "nick": names[player]})
            continue
        breaks = [
            {"label": text(f"tb-{name}"), "value": _tiebreak(row, name)} for name in tiebreakers
        ]
        items.append(
            {
                "$key": "standings-row-dropped" if player in dropped else "standings-row",
                "place": place,
                "nick": names[player],
                "points": row.points,
                "record": record(row),
                "tb": each("tb-item", breaks, sep=" · "),
            }
        )
    return each("standings-row", items)


def standings_picture(
    title: str,
    subtitle: dict[str, Any],
    rows: list[StandingRow],
    names: dict[int, str],
    tiebreakers: tuple[str, ...],
    dropped: set[int],
    places: list[str] | None = None,
) -> dict[str, Any]:
    """What a standings picture shows; texts are rendered when it is drawn, per language."""
    headers = [text("col-place"), text("col-player"), text("col-points"), text("col-record")]
    headers += [text(f"tb-{name}") for name in tiebreakers]
    table = []
    for i, row in enumerate(rows):
        place = places[i] if places else str(row.rank)
        table.append(
            [
                place,
                names[row.player],
                str(row.points),
                record(row),
                *(_tiebreak(row, name) for name in tiebreakers),
            ]
        )
    highlight = [i for i, row in enumerate(rows) if row.player in dropped]
    return {
        "kind": "standings",
        "title": title,
        "subtitle": subtitle,
        "headers": headers,
        "rows": table,
        "highlight": highlight,
    }
