"""Late entry: when a player may still enter a running tournament, and his application.

A late entrant joins a running Swiss stage after the current round and is paired from the
next (FMT-3); the rounds he missed count as `late_entry` says (losses or nothing), and
`late_entry=off` takes no late entrants at all. A player who writes to the bot after the
registration closed applies once per tournament (REG-3: one application); a judge admits him
with one tap, as `/add` would.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.domain.checkin import place_free
from bot.domain.errors import Refusal
from bot.domain.model import IN_STANDINGS, Player, PlayerStatus, TournamentStatus
from bot.domain.stage_specs import StageSpec, stage_label
from bot.domain.tournament import Tournament


class LateClosed(StrEnum):
    """Why nobody can enter the tournament late now."""

    NOT_STARTED = "not-started"  # before the start: registration (or a judge's /add) it is
    FINISHED = "finished"  # the final standings are out
    OFF = "off"  # the organizer takes no late entrants (late_entry=off)
    STAGE = "stage"  # a knockout, group or draft-table stage: pairs come from its shape
    NO_ROUND = "no-round"  # the stage's last round is the current one


def late_entry_closed(
    status: TournamentStatus,
    late_entry: str,
    stage_kind: str | None,
    pooled: bool,
    rounds_played: int,
    rounds: int,
) -> LateClosed | None:
    """Why a late entry is not possible, or None when a player may join after this round.

    `rounds_played` counts the stage's rounds up to the current one; the entrant plays from
    the next, so at least one must be left.
    """
    if status in (TournamentStatus.FINISHED, TournamentStatus.ARCHIVED):
        return LateClosed.FINISHED
    if status is not TournamentStatus.RUNNING:
        return LateClosed.NOT_STARTED
    if late_entry == "off":
        return LateClosed.OFF
    if stage_kind != "swiss" or pooled:
        return LateClosed.STAGE
    if rounds_played >= rounds:
        return LateClosed.NO_ROUND
    return None


class LateStatus(StrEnum):
    """Where a late application stands."""

    OPEN = "open"  # waiting for a judge's tap; one per player and tournament
    ADMITTED = "admitted"  # a judge let him in


@dataclass(frozen=True, slots=True)
class LateApplication:
    """A player's request to enter a running tournament, sent to the judges."""

    id: int
    tournament_id: int
    account_id: int
    nickname: str
    game_id: str | None
    status: LateStatus
    asked_at: float
    decided_at: float | None = None
    decided_by: int | None = None


def can_admit(application: LateApplication) -> bool:
    """Only an open application is admitted: a second tap finds it done and changes nothing."""
    return application.status is LateStatus.OPEN


def refuse_add_now(t: Tournament) -> bool:
    """A judge's `/add` fits before the start and while running, never after (FMT-3, REG-3);
    returns whether the tournament is running (a late entry) rather than registering."""
    running = t.status is TournamentStatus.RUNNING
    if not running and t.status not in (TournamentStatus.REGISTRATION, TournamentStatus.CLOSED):
        raise Refusal("add-not-now", title=t.title)
    return running


def refuse_late_add(title: str, why: LateClosed | None, spec: StageSpec | None) -> None:
    """FMT-3: a judge adds a late entrant only to a running Swiss stage with a round left;
    `spec` is the running stage, named when it is not a Swiss one."""
    if why is LateClosed.STAGE:
        assert spec is not None, "a stage runs"
        raise Refusal("add-not-swiss", title=title, stage=stage_label(spec))
    if why is LateClosed.NO_ROUND:
        raise Refusal("add-no-round-left", title=title)
    if why is not None:
        raise Refusal(f"late-add-{why}", title=title)


def refuse_entered(t: Tournament, entry: Player | None) -> None:
    """REG-3: a judge does not enter one already in the standings a second time."""
    if entry is not None and entry.status in IN_STANDINGS:
        raise Refusal("add-already", nickname=entry.nickname, title=t.title)


def refuse_full(t: Tournament, registered: int) -> None:
    """REG-5: a judge's entry takes a place, and there is none beyond the cap."""
    if not place_free(t.settings.cap, registered):
        raise Refusal("add-full", title=t.title, cap=t.settings.cap or 0)


def refuse_late_application(title: str, why: LateClosed | None) -> None:
    """A player's own late application: only while a late entry is possible, saying why not;
    before the start it is the registration that is closed."""
    if why is LateClosed.NOT_STARTED:
        raise Refusal("registration-closed-for", title=title)
    if why is not None:
        raise Refusal("late-entry-closed", title=title, why={"$text": f"late-closed-{why}"})


def refuse_late_applicant(title: str, me: Player | None) -> None:
    """REG-3: one already in the standings does not apply again; REG-6: nor one refused."""
    if me is not None and me.status in IN_STANDINGS:
        raise Refusal("late-already-in", title=title, nickname=me.nickname)
    if me is not None and me.status is PlayerStatus.REFUSED:
        raise Refusal("refused-before", title=title)


def refuse_second_late_application(title: str, pending: LateApplication | None) -> None:
    """REG-3: one application; the judges are not asked twice."""
    if pending is not None:
        raise Refusal("late-application-pending", title=title, nickname=pending.nickname)


def refuse_admitted(title: str, application: LateApplication) -> None:
    """A second tap «Допустить» finds the application decided and changes nothing."""
    if not can_admit(application):
        raise Refusal("late-application-done", nickname=application.nickname, title=title)
