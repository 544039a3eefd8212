"""The confirmation window (REG-4) and the places under the cap (REG-5)."""

from __future__ import annotations

from bot.domain.errors import Refusal
from bot.domain.model import Player, PlayerStatus
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament

CHECKIN_MOMENTS = ("open", "remind", "close")


def checkin_open(t: Tournament, now: float) -> bool:
    """Whether the confirmation window is open now."""
    s = t.settings
    return (
        s.checkin_from is not None
        and s.checkin_to is not None
        and (s.checkin_from <= now < s.checkin_to)
    )


def checkin_closed(t: Tournament, now: float) -> bool:
    """Whether a confirmation window was set and has closed."""
    return t.settings.checkin_to is not None and now >= t.settings.checkin_to


def place_free(cap: int | None, registered: int) -> bool:
    """REG-5: whether a new player gets a place rather than the waiting list."""
    return cap is None or registered < cap


def refuse_checkin(t: Tournament, me: Player | None, now: float) -> None:
    """REG-4: an applicant confirms once, inside the window the organizer set."""
    s = t.settings
    if s.checkin_from is None or s.checkin_to is None:
        raise Refusal("checkin-not-needed", title=t.title)
    if checkin_closed(t, now):
        raise Refusal("checkin-closed", title=t.title)
    if me is None or me.status not in (PlayerStatus.REGISTERED, PlayerStatus.WAITING):
        raise Refusal("not-registered", title=t.title)
    if not checkin_open(t, now):
        key = "checkin-closed" if checkin_closed(t, now) else "checkin-not-yet"
        raise Refusal(key, title=t.title, opens={"$datetime": s.checkin_from})
    if me.checked_in:
        raise Refusal("checkin-already", title=t.title)


def checkin_plan(s: TournamentSettings, now: float, moments: tuple[str, ...]) -> dict[str, float]:
    """REG-4: when the window opens, reminds and closes, among `moments`; empty without a
    window. A window set while already open invites at once; a past reminder is skipped."""
    if s.checkin_from is None or s.checkin_to is None:
        return {}
    if s.checkin_from >= s.checkin_to:
        raise Refusal("checkin-order")
    plan = {
        "open": s.checkin_from,
        # REG-4: "shortly before it closes" is the organizer's setting (15 minutes).
        "remind": max(s.checkin_from, s.checkin_to - s.checkin_remind_minutes * 60),
        "close": s.checkin_to,
    }
    if plan["remind"] <= plan["open"]:
        del plan["remind"]  # a window shorter than the reminder: the invitation says it all
    due_at = {}
    for moment, due in plan.items():
        if moment not in moments:
            continue
        if moment == "open" and s.checkin_to > now:
            due = max(due, now)
        if due >= now or moment == "close":
            due_at[moment] = due
    return due_at
