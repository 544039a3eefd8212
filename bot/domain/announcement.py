"""What a tournament's announcement tells about its conditions, and which of them changed
(REG-1: format, stages, BO, cap, dates; FMT-1, FMT-2, REG-4, REG-5, REG-9, COM-3).

The terms are message parameters in the texts' own form (a nested text is `{"$text": key}`,
a list `{"$each": key, "items": …}`, a moment `{"$datetime": ts}`), so the words stay in the
catalogues and the same terms compare to find what a judge's change did to the announcement.
"""

from __future__ import annotations

from typing import Any

from bot.domain.deck_rules import deck_bans_apply, lists_due_at_begin
from bot.domain.errors import Refusal
from bot.domain.prizes import prizes_term
from bot.domain.settings import TournamentSettings, stage_specs
from bot.domain.stage_specs import StageSpec

# The announced terms in the order the announcement shows them, each with the text that
# names it when it changes.
CHANGED = {
    "start": "ann-changed-start",
    "format": "ann-changed-format",
    "stages": "ann-changed-stages",
    "rounds_time": "ann-changed-rounds_time",
    "cap": "ann-changed-cap",
    "prizes": "ann-changed-prizes",
    "decks": "ann-changed-decks",
    "bans": "ann-changed-bans",
    "checkin": "ann-changed-checkin",
    "rules_url": "ann-changed-rules_url",
}
FORMATS = {
    "constructed": "game-format-constructed",
    "draft": "game-format-draft",
    "sealed": "game-format-sealed",
}


def _text(key: str, **params: Any) -> dict[str, Any]:
    return {"$text": key, **params}


def _stage(spec: StageSpec) -> dict[str, Any]:
    """One stage in words; a size the player count decides says so (FMT-4)."""
    if spec.kind in ("swiss", "draft"):
        if spec.rounds is None:
            return _text(f"ann-stage-{spec.kind}-auto")
        return _text(f"ann-stage-{spec.kind}", rounds=spec.rounds)
    if spec.kind == "groups":
        if spec.group_size is None:
            return _text("ann-stage-groups", groups=spec.groups or 0)
        return _text("ann-stage-groups-sized", groups=spec.groups or 0, size=spec.group_size)
    if spec.kind == "top":
        if spec.size is None:
            return _text("ann-stage-top-auto")
        return _text("ann-stage-top", size=spec.size)
    if spec.size is None:
        return _text(f"ann-stage-{spec.kind}")
    return _text(f"ann-stage-{spec.kind}-sized", size=spec.size)


def _stages(settings: TournamentSettings) -> dict[str, Any] | str:
    """Each stage with its match length (FMT-1, FMT-2)."""
    try:
        specs = stage_specs(settings)
    except Refusal:
        # Stages the parser refuses are refused again at /begin; shown as the judge typed them.
        return f"{settings.stages} (bo={settings.bo})"
    items = [{"label": _stage(spec), "bo": spec.bo} for spec in specs]
    return {"$each": "ann-stage", "items": items, "sep": " → "}


def _decks(settings: TournamentSettings) -> dict[str, Any]:
    """Whether decklists are required, how many, and until when (REG-9)."""
    if settings.decks == 0:
        return _text("ann-decks-none")
    if not lists_due_at_begin(settings.decks, settings.format):
        return _text("ann-decks-draft", count=settings.decks)
    # Lists lock at the start (REG-9): the announced start, or the first round when none is.
    until = (
        {"$datetime": settings.start}
        if settings.start is not None
        else _text("ann-until-first-round")
    )
    return _text("ann-decks", count=settings.decks, until=until)


def announcement_terms(settings: TournamentSettings) -> dict[str, Any]:
    """The conditions the announcement shows, as its message parameters (REG-1)."""
    s = settings
    rounds_time = (
        _text("ann-rounds-schedule", times=", ".join(s.schedule), minutes=s.round_minutes)
        if s.schedule
        else _text("ann-rounds-minutes", minutes=s.round_minutes)
    )
    checkin = (
        _text(
            "ann-checkin",
            opens={"$datetime": s.checkin_from},
            closes={"$datetime": s.checkin_to},
        )
        if s.checkin_from is not None and s.checkin_to is not None
        else _text("ann-checkin-none")
    )
    return {
        "start": {"$datetime": s.start} if s.start is not None else _text("start-not-set"),
        "format": _text(FORMATS.get(s.format, "game-format-constructed")),
        "stages": _stages(s),
        "rounds_time": rounds_time,
        "cap": _text("ann-cap", cap=s.cap) if s.cap is not None else _text("ann-no-cap"),
        "prizes": prizes_term(s.prizes),  # REG-1, S4 8.1
        "decks": _decks(s),
        "bans": (
            _text("ann-bans", bans=s.deck_bans)
            if deck_bans_apply(s.decks, s.deck_bans)
            else _text("ann-bans-none")
        ),
        "checkin": checkin,
        "rules_url": s.rules_url or _text("rules-url-none"),
    }


def changed_terms(before: TournamentSettings, after: TournamentSettings) -> list[str]:
    """The announced terms that differ between two settings, in the announcement's order."""
    old, new = announcement_terms(before), announcement_terms(after)
    return [name for name in CHANGED if old[name] != new[name]]


def changes_param(names: list[str]) -> dict[str, Any]:
    """The changed terms named in words, as one list parameter."""
    items = [{"$key": CHANGED[name]} for name in names]
    return {"$each": "ann-changed-start", "items": items, "sep": ", "}
