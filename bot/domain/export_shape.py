"""The shapes a tournament is exported in: the standings as CSV, the whole tournament as one
JSON document a judge archives (RES-8: results with their history, sanctions, protests)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any, Protocol

from bot.domain.model import Match, Player
from bot.domain.protest_rules import Protest, ProtestStatus
from bot.domain.sanction_rules import RULE_OF, Sanction
from bot.domain.standings import StandingRow
from bot.domain.tournament import Tournament

EXPORT_FORMAT = "berserk-tournament-export"
EXPORT_VERSION = 1
# Every tiebreaker the bot computes, whatever order the tournament ranks by (FMT-7).
ALL_TIEBREAKERS = ("mw", "gw", "omw", "ogw", "buchholz", "median_buchholz")
CSV_HEADER = (
    "place", "nickname", "game_id", "status", "points", "record", "wins", "losses", "draws",
    *ALL_TIEBREAKERS,
)  # fmt: skip


Evidence = tuple[str, int, float]  # a file attached to a protest: name, bytes, when


class LogEntry(Protocol):
    """One line of the audit log, as storage returns it."""

    id: int
    at: float
    actor: int | None
    action: str
    details: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Placed:
    """A standings row with the place it is shown at (a bracket place after a top)."""

    place: str
    player: int
    row: StandingRow | None


def moment(ts: float | None) -> str | None:
    """A UTC timestamp as ISO 8601 (the archive keeps UTC; people see Moscow time)."""
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="seconds")


def percent(value: Fraction) -> str:
    """A percentage with two decimals, rounded half up, as the chat tables show it."""
    scaled = Decimal(value.numerator * 100) / Decimal(value.denominator)
    return str(scaled.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def _tiebreakers(row: StandingRow) -> dict[str, str | int]:
    values: dict[str, str | int] = {}
    for name in ALL_TIEBREAKERS:
        value = row.value(name)
        values[name] = percent(value) if isinstance(value, Fraction) else value
    return values


def _standing(placed: Placed, player: Player) -> dict[str, Any]:
    row = placed.row
    line: dict[str, Any] = {
        "place": placed.place,
        "player": player.id,
        "nickname": player.nickname,
        "game_id": player.game_id or "",
        "status": player.status.value,
    }
    if row is not None:
        line |= {
            "points": row.points,
            "record": f"{row.wins}-{row.losses}-{row.draws}",
            "wins": row.wins,
            "losses": row.losses,
            "draws": row.draws,
            **_tiebreakers(row),
        }
    return line


def standings_lines(order: Sequence[Placed], players: Mapping[int, Player]) -> list[dict]:
    """Every listed player's line: place, record, every tiebreaker, dropped or disqualified."""
    return [_standing(placed, players[placed.player]) for placed in order]


def standings_csv(order: Sequence[Placed], players: Mapping[int, Player]) -> bytes:
    """The standings as CSV in UTF-8 with the BOM, which Excel reads (FMT-7, REG-8, MOD-8)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_HEADER, restval="", extrasaction="ignore")
    writer.writeheader()
    for line in standings_lines(order, players):
        writer.writerow(line)
    return out.getvalue().encode("utf-8-sig")


def _player(p: Player, platform: str) -> dict[str, Any]:
    return {
        "id": p.id,
        "nickname": p.nickname,
        "game_id": p.game_id,
        "platform": platform,
        "status": p.status.value,
        "checked_in": p.checked_in,
        "dropped_after_round": p.dropped_after_round,
        "joined_after_round": p.joined_after_round,
        "missed_rounds": list(p.missed_rounds),  # missed while dropped, before /undrop (REG-8)
    }


def _history(entry: LogEntry, names: Mapping[int, str]) -> dict[str, Any]:
    return {
        "at": moment(entry.at),
        "by": names.get(entry.actor, "bot") if entry.actor is not None else "bot",
        "action": entry.action,
        "details": entry.details,
    }


def _match(m: Match, nick: Mapping[int, str], history: list[dict]) -> dict[str, Any]:
    report = m.report
    return {
        "number": m.number,
        "round": m.round,
        "stage": m.stage,
        "node": m.node,
        "pool": m.pool,
        "a": nick.get(m.a),
        "b": nick.get(m.b) if m.b is not None else None,
        "status": m.status.value,
        "kind": m.kind.value,
        "score_a": m.score_a,
        "score_b": m.score_b,
        "draws": m.draws,
        "final_source": m.final_source,
        "finalized_at": moment(m.finalized_at),
        "starts_at": moment(m.starts_at),
        "extra_minutes": m.extra_minutes,
        "life_claims": [
            {"player": nick.get(p), "own": own, "other": other} for p, own, other in m.life_claims
        ],
        "report": None
        if report is None
        else {
            "by": nick.get(report.by_player),
            "score_a": report.score_a,
            "score_b": report.score_b,
            "draws": report.draws,
            "at": moment(report.at),
        },
        "history": history,
    }


def _sanction(s: Sanction, who: str) -> dict[str, Any]:
    return {
        "id": s.id,
        "player": who,
        "kind": s.kind.value,
        "violation": s.violation.value,
        "rule": RULE_OF[s.violation],
        "reason": s.reason,
        "at": moment(s.at),
        "until": moment(s.until),
        "pending": s.pending,
    }


def _protest(
    p: Protest, nick: Mapping[int, str], number: int | None, files: Sequence[Evidence]
) -> dict[str, Any]:
    return {
        "id": p.id,
        "match": number,
        "round": p.round,
        "protester": nick.get(p.protester),
        "accused": nick.get(p.accused),
        "status": p.status.value,
        "reason": p.reason.value if p.reason else None,
        "text": p.text,
        "filed_at": moment(p.filed_at),
        "evidence_until": moment(p.evidence_until),
        "decision": p.decision,
        "evidence": [{"name": name, "size": size, "at": moment(at)} for name, size, at in files],
    }


@dataclass(frozen=True)
class TournamentRecord:
    """Everything loaded about one tournament, for the archive document."""

    tournament: Tournament
    settings: dict[str, Any]
    judges: Sequence[str]
    players: Sequence[tuple[Player, str]]  # each with the platform of his account
    matches: Sequence[Match]
    audit: Sequence[LogEntry]
    actors: Mapping[int, str]  # account id → name, for who did what
    sanctions: Sequence[tuple[Sanction, str]]  # each with the player's nickname
    protests: Iterable[Protest]
    evidence: Mapping[int, Sequence[Evidence]]  # protest id → its files (PRO-6)
    standings: Sequence[Placed]


def tournament_document(record: TournamentRecord, now: float) -> dict[str, Any]:
    """The whole tournament as one JSON-ready document: a judge's archive (RES-8)."""
    t = record.tournament
    nick = {p.id: p.nickname for p, _ in record.players}
    by_number = {m.number: m for m in record.matches}
    history: dict[int, list[dict]] = {}
    for entry in record.audit:
        number = entry.details.get("match")
        if isinstance(number, int) and number in by_number:
            history.setdefault(number, []).append(_history(entry, record.actors))
    rounds: dict[int, list[dict]] = {}
    for m in sorted(record.matches, key=lambda m: (m.round, m.number)):
        rounds.setdefault(m.round, []).append(_match(m, nick, history.get(m.number, [])))
    numbers = {m.id: m.number for m in record.matches}
    players = {p.id: p for p, _ in record.players}
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": moment(now),
        "tournament": {
            "id": t.id,
            "title": t.title,
            "status": t.status.value,
            "current_round": t.current_round,
            "stage": t.stage,
            "created_at": moment(t.created_at),
            "opened_at": moment(t.opened_at),
            "started_at": moment(t.started_at),
            "finished_at": moment(t.finished_at),
            "settings": record.settings,
            "judges": list(record.judges),
        },
        "players": [_player(p, platform) for p, platform in record.players],
        "standings": standings_lines(record.standings, players),
        "rounds": [{"round": r, "matches": ms} for r, ms in sorted(rounds.items())],
        "sanctions": [_sanction(s, who) for s, who in record.sanctions],
        "protests": [
            _protest(p, nick, numbers.get(p.match_id), record.evidence.get(p.id, ()))
            for p in record.protests
            if p.status is not ProtestStatus.DRAFT
        ],
        "audit": [_history(e, record.actors) | {"id": e.id} for e in record.audit],
    }


def document_bytes(document: dict[str, Any]) -> bytes:
    """The document as readable UTF-8 JSON."""
    return (json.dumps(document, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
