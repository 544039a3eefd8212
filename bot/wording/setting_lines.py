"""The settings as `/settings` and a `/set`'s confirmation show them: by area, each line its
Russian name, its key, its value and what it means (issue 24)."""

from __future__ import annotations

from typing import Any

from bot.domain.prizes import prizes_term
from bot.domain.setting_names import Setting, by_area
from bot.domain.settings import TournamentSettings
from bot.wording.message_params import date_time, each, rounds_label, text

STAGE_KINDS = ("swiss", "top", "single", "double", "groups", "draft", "sealed")
# The choices shown in words (`setting-choice-<key>-<value>`), each a word /set takes back.
SHOWN_CHOICES = {
    "late_entry": ("loss", "none", "off"),
    "ban_default": ("random", "none"),
    "protest_scope": ("round", "stage"),
}


def setting_areas(settings: TournamentSettings, players: int) -> dict[str, Any]:
    """Every setting, area by area, as one message parameter."""
    values = setting_values(settings, players)
    areas = [
        {"area": text(f"settings-area-{area}"), "lines": _lines(group, values)}
        for area, group in by_area()
    ]
    return each("settings-area", areas, "\n\n")


def setting_lines(settings: TournamentSettings, players: int, keys: set[str]) -> dict[str, Any]:
    """The settings named by `keys`, in the table's order, as one message parameter."""
    chosen = [s for _, group in by_area() for s in group if s.key in keys]
    return _lines(chosen, setting_values(settings, players))


def _lines(settings: list[Setting], values: dict[str, Any]) -> dict[str, Any]:
    items = [
        {"name": s.name, "key": s.key, "value": values[s.key], "meaning": text(s.meaning)}
        for s in settings
    ]
    return each("settings-line", items)


def _switch(on: bool) -> dict[str, Any]:
    return text("switch-on" if on else "switch-off")


def _prize_settings(s: TournamentSettings) -> dict[str, Any]:
    """The prize and eligibility settings as `/settings` parameters."""
    return {
        "prizes": prizes_term(s.prizes),
        "drop_keeps_prize": _switch(s.drop_keeps_prize),
        "min_age": s.min_age if s.min_age else text("not-set"),
        "territory": s.territory or text("not-set"),
        "require_game_id": _switch(s.game_id_required()),
        "documents_contact": s.documents_contact or text("documents-contact-config"),
    }


def _number(value: float) -> str:
    return f"{value:g}"


def _choice(key: str, value: str) -> dict[str, Any]:
    return text(f"setting-choice-{key}-{value}")


def _stages(stages: str) -> dict[str, Any]:
    # The stored kinds by the word the judge's language types: "швейцарка:5,топ:8".
    parts = []
    for part in stages.split(","):
        kind, colon, size = part.strip().partition(":")
        known = kind in STAGE_KINDS
        parts.append(
            {"kind": text(f"setting-stage-{kind}") if known else kind, "size": colon + size}
        )
    return each("setting-stage-part", parts, ",")


def _moment(ts: float | None) -> dict[str, Any]:
    return date_time(ts) if ts is not None else text("not-set")


def setting_values(settings: TournamentSettings, players: int) -> dict[str, Any]:
    """Every setting's value as shown, by key; a choice in words the judge may type back."""
    s = settings
    lengths = s.stage_bo or (s.bo,)
    return {
        "format": text(f"game-format-{s.format}"),
        "stages": _stages(s.stages),
        "rounds": rounds_label(s, players),
        "bo": ", ".join(f"BO{length}" for length in lengths),
        "top": s.top if s.top is not None else text("auto"),
        "grand_final_reset": _switch(s.grand_final_reset),
        "seed": s.seed,
        "points": "/".join(map(str, s.points)),
        "tiebreakers": ", ".join(s.tiebreakers),
        "floor": s.floor,
        "bye": f"{s.bye[0]}:{s.bye[1]}",
        "start": _moment(s.start),
        "round_minutes": s.round_minutes,
        "prep_minutes": _number(s.prep_minutes),
        "auto_rounds": _switch(s.auto_rounds),
        "round_break": _number(s.round_break),
        "schedule": ", ".join(s.schedule) if s.schedule else text("not-set"),
        "cap": s.cap if s.cap is not None else text("no-cap"),
        "checkin_from": _moment(s.checkin_from),
        "checkin_to": _moment(s.checkin_to),
        "checkin_remind_minutes": s.checkin_remind_minutes,
        "late_entry": _choice("late_entry", s.late_entry),
        "rules_url": s.rules_url or text("not-set"),
        **_prize_settings(s),  # PRZ-1, PRZ-3, REG-3, S4 8.11
        "decks": s.decks,
        "deck_bans": s.deck_bans,
        "ban_default": _choice("ban_default", s.ban_default),
        "draft_boosters": s.draft_boosters,
        "draft_cards": s.draft_cards,
        "draft_pick_seconds": (
            ", ".join(map(str, s.draft_pick_seconds))
            if s.draft_pick_seconds
            else text("draft-picks-default")
        ),
        "draft_review_seconds": s.draft_review_seconds,
        "confirm_minutes": _number(s.confirm_minutes),
        "draw_needs_both": _switch(s.draw_needs_both),
        "techloss_score": (
            f"{s.techloss_score[0]}:{s.techloss_score[1]}"
            if s.techloss_score is not None
            else text("techloss-score-auto")
        ),
        "review_days": s.review_days,
        "protest_limit": s.protest_limit,
        "protest_scope": _choice("protest_scope", s.protest_scope),
        "mod_confirm": _switch(s.mod_confirm),
        "flood_messages": s.flood_messages,
        "flood_seconds": s.flood_seconds,
        "links": _switch(s.links),
        "public_page": _switch(s.public_page),
        "season": s.season if s.season is not None else text("not-set"),
        "weight": _number(s.weight),
        "seed_by": _choice("seed_by", s.seed_by),
    }
