"""After the end: the review window in which judges still correct results (RES-8, PRO-3)."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from bot.domain.errors import Refusal
from bot.domain.model import TournamentStatus
from bot.domain.protest_rules import WINDOW
from bot.domain.tournament import Tournament

WORKDAYS = range(5)  # Monday … Friday; public holidays are the organizer's to add by hand


def review_ends(finished_at: float, days: int, tz: ZoneInfo) -> float:
    """The end of the `days`-th working day after the finishing day, Moscow calendar, but
    never before the last protest window closes (PRO-3)."""
    day = datetime.fromtimestamp(finished_at, tz).date()
    left = days
    while left > 0:
        day += timedelta(days=1)
        if day.weekday() in WORKDAYS:
            left -= 1
    end = datetime.combine(day + timedelta(days=1), time(0), tz).timestamp() if days else 0.0
    return max(end, finished_at + WINDOW)


def correctable(t: Tournament) -> bool:
    """Results change while the tournament runs and in its review window after the end."""
    return t.status in (TournamentStatus.RUNNING, TournamentStatus.FINISHED)


def refuse_uncorrectable(t: Tournament) -> None:
    """A judge's correction needs a running tournament or one still in review."""
    if t.status is TournamentStatus.ARCHIVED:
        raise Refusal("review-closed", title=t.title)
    if not correctable(t):
        raise Refusal("not-running", title=t.title)


# Whether the tournament is on the web stays the organizer's choice after the end (a finished
# tournament may have to come off the web); every other setting is the terms it was played on.
AFTER_END = ("public_page",)


def refuse_settings_after_end(t: Tournament, keys: set[str]) -> None:
    """After the end only the settings of AFTER_END change; the others are as played."""
    if not t.active and not keys <= set(AFTER_END):
        raise Refusal("settings-after-end", title=t.title, allowed=", ".join(AFTER_END))
