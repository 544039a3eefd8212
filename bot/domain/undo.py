"""A judge's last correction taken back: what it changed, and what may not depend on it.

`/undo` takes back the judge's own last correction of the tournament within ten minutes,
if nothing builds on it yet: no round was paired, no stage started, the tournament did not
finish, and no later change touched the same match since.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus, Player, PlayerStatus, Report, ResultKind

UNDO_SECONDS = 10 * 60
UNDOABLE = "undoable"  # the audit action that remembers what a correction changed
UNDONE = "undo"
# Later entries that build on the tournament as it was: pairing and the end (FMT-3, COM-4).
BUILDS_ON = frozenset(
    {"round-paired", "stage-started", "finished", "round-repaired", "opponents-swapped"}
)


def snapshot(match: Match) -> dict[str, Any]:
    """A match as plain data, to put back as it was."""
    return dataclasses.asdict(match)


def restored(data: dict[str, Any]) -> Match:
    """The match from its snapshot."""
    fields = dict(data)
    report = fields.pop("report")
    fields["report"] = Report(**report) if report else None
    fields["status"] = MatchStatus(fields["status"])
    fields["kind"] = ResultKind(fields["kind"])
    fields["life_claims"] = tuple(tuple(c) for c in fields["life_claims"])
    return Match(**fields)


def player_state(player: Player) -> dict[str, Any]:
    """A player's standing in the tournament, to put back as it was."""
    return {
        "id": player.id,
        "status": player.status,
        "round": player.dropped_after_round,
        "missed": list(player.missed_rounds),
    }


@dataclasses.dataclass(frozen=True, slots=True)
class Entry:
    """One line of the audit log as the rule sees it."""

    id: int
    at: float
    actor: int | None
    action: str
    details: dict[str, Any]


def last_undoable(entries: Sequence[Entry], judge: int, now: float) -> Entry:
    """The judge's last correction that may still be taken back, or a refusal saying why."""
    undone = {e.details.get("undoes") for e in entries if e.action == UNDONE}
    mine = [e for e in entries if e.action == UNDOABLE and e.actor == judge]
    mine = [e for e in mine if e.id not in undone]
    if not mine:
        raise Refusal("undo-nothing")
    last = mine[-1]
    if now - last.at > UNDO_SECONDS:
        raise Refusal("undo-too-old", minutes=UNDO_SECONDS // 60)
    touched = {m["id"] for m in last.details.get("matches", [])}
    for later in (e for e in entries if e.id > last.id):
        if later.action in BUILDS_ON:
            raise Refusal("undo-depends", what={"$text": f"undo-after-{later.action}"})
        if later.action == UNDOABLE and touched & {
            m["id"] for m in later.details.get("matches", [])
        }:
            raise Refusal("undo-depends", what={"$text": "undo-after-change"})
    return last


def refuse_if_changed(before: Match, current: Match, at: float) -> None:
    """Nothing but the correction made at `at` may have changed the match since (a
    disqualification's annulment, a protest's decision): undoing would overwrite it."""
    if current == before or current.finalized_at == at:
        return  # left as it was, or as the correction made it
    raise Refusal("undo-depends", what={"$text": "undo-after-change"})


def player_status(data: dict[str, Any]) -> tuple[int, PlayerStatus, int | None]:
    """(player id, status, the round he left after) from a remembered player state."""
    return int(data["id"]), PlayerStatus(data["status"]), data.get("round")


def missed_before(data: dict[str, Any]) -> tuple[int, ...] | None:
    """The rounds he had missed when remembered; None from a state kept without them."""
    missed = data.get("missed")
    return None if missed is None else tuple(int(r) for r in missed)
