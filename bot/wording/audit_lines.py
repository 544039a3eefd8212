"""The audit log as sentences a judge reads: who, when, what, why (RES-8, issue 24)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

from bot.ports.store import AuditEntry
from bot.wording import message_params

SHOWN = 50  # entries in chat (two messages at most); the whole log is in /audit csv
# Details that only the CSV needs: ids of rows, the snapshot a correction keeps for /undo.
HIDDEN = frozenset({"claim", "sanction", "application", "account", "judge", "undoes"})
IDS = frozenset({"chat", "old", "new", "game_id"})  # numbers that are names: no digit groups


@dataclass(frozen=True, slots=True)
class Lookup:
    """What the sentences name instead of ids, and the moment they are read at."""

    names: dict[int, str]  # account id → the nickname in this tournament, else the name
    pairs: dict[int, tuple[str, str]]  # match number → its players, as they stand now
    tz: ZoneInfo
    now: float


def row(entry: AuditEntry, look: Lookup) -> dict[str, Any]:
    """One entry as the parameters of `audit-row`."""
    reason = entry.details.get("reason") if entry.action in WITH_REASON else None
    who = look.names.get(entry.actor) if entry.actor is not None else None
    return {
        "at": moment(entry.at, look),
        "who": who
        or message_params.text("audit-bot"),  # no sender: a deadline or the bot's own rule
        "what": what(entry, look),
        "why": message_params.text("audit-why", reason=reason) if reason else "",
    }


def moment(ts: float, look: Lookup) -> dict[str, Any]:
    """The time alone on the day it is read, with the date on another day (Moscow time)."""
    return message_params.clock_time(ts, look.now)


def what(entry: AuditEntry, look: Lookup) -> dict[str, Any]:
    """The action in the judges' words; an action without a sentence of its own is listed."""
    build = SENTENCES.get(entry.action)
    if build is None:
        return message_params.text(
            "audit-act-other", action=entry.action, details=_listed(entry.details)
        )
    key, params = build(entry.details, look)
    return message_params.text(key, **params)


def plain(value: Any) -> Any:
    """A detail as words: lists joined, nothing as a dash."""
    if value is None or value == [] or value == {}:
        return "—"
    if isinstance(value, bool):
        return "✓" if value else "✗"  # a mark reads the same in every language
    if isinstance(value, dict):
        return ", ".join(f"{k}={plain(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(str(plain(v)) for v in value)
    return value


def _listed(details: dict[str, Any]) -> str:
    return "; ".join(f"{k}: {plain(v)}" for k, v in details.items() if k not in HIDDEN)


def _pair(number: Any, look: Lookup) -> str:
    names = look.pairs.get(number) if isinstance(number, int) else None
    return f" ({names[0]} — {names[1]})" if names else ""


Built = tuple[str, dict[str, Any]]


def _as_is(key: str) -> Callable[[dict[str, Any], Lookup], Built]:
    """The sentence `key` with every detail in words, a match with its players."""

    def build(details: dict[str, Any], look: Lookup) -> Built:
        params = {k: str(v) if k in IDS else plain(v) for k, v in details.items()}
        if isinstance(details.get("stage"), int):  # counted from 0 in the data, from 1 in words
            params["stage"] = details["stage"] + 1
        if "account" in details:  # a ban's person, by the name his account has
            params["name"] = look.names.get(details["account"], "?")
        if "match" in details:
            params["pair"] = _pair(details["match"], look)
        return key, params

    return build


def _result(details: dict[str, Any], look: Lookup) -> Built:
    source = details.get("source") or "judge"
    params = {
        "match": details.get("match", "?"),
        "pair": _pair(details.get("match"), look),
        "score": details.get("score", "?"),
        "before": details.get("before") or "",
        "source": message_params.text(f"audit-source-{source}"),
    }
    return ("audit-act-result-corrected" if details.get("before") else "audit-act-result"), params


def _drop(details: dict[str, Any], look: Lookup) -> Built:
    # A judge's /drop writes a reason (maybe none given); the player's own /drop writes none.
    key = "audit-act-drop-judge" if "reason" in details else "audit-act-drop"
    return key, {"player": details.get("player", "?"), "round": details.get("round", 0)}


def _nested(key: str, **families: str) -> Callable[[dict[str, Any], Lookup], Built]:
    """As `_as_is`, some details named by a text of their family (`sanction-warning`)."""

    def build(details: dict[str, Any], look: Lookup) -> Built:
        _, params = _as_is(key)(details, look)
        for name, family in families.items():
            params[name] = message_params.text(f"{family}-{details.get(name)}")
        return key, params

    return build


def _pairs_changed(key: str) -> Callable[[dict[str, Any], Lookup], Built]:
    """Pairs before and after a change; the log keeps them as «Анна — Борис», «Вера — bye»."""

    def shown(pairs: Any) -> dict[str, Any]:
        items = []
        for pair in pairs or []:
            a, _, b = str(pair).partition(" — ")
            items.append({"a": a, "b": message_params.text("bye-word") if b == "bye" else b})
        return message_params.each("audit-pair", items, sep="; ")

    def build(details: dict[str, Any], look: Lookup) -> Built:
        return key, {
            "round": details.get("round", "?"),
            "before": shown(details.get("before")),
            "after": shown(details.get("after")),
        }

    return build


def _round_paired(details: dict[str, Any], look: Lookup) -> Built:
    return "audit-act-round-paired", {
        "round": details.get("round", "?"),
        "count": len(details.get("pairs") or []),
    }


# Every action the code writes has its sentence (tests/unit/test_audit_texts.py checks).
SENTENCES: dict[str, Callable[[dict[str, Any], Lookup], Built]] = {
    "result": _result,
    "drop": _drop,
    "sanction": _nested("audit-act-sanction", kind="sanction"),
    "protest": _nested("audit-act-protest", reason="reason"),
    "prize-refused": _nested("audit-act-prize-refused", why="claim-status"),
    "undo": _nested("audit-act-undo", what="undo-what"),
    "round-paired": _round_paired,
    "round-repaired": _pairs_changed("audit-act-round-repaired"),
    "opponents-swapped": _pairs_changed("audit-act-opponents-swapped"),
} | {
    action: _as_is(f"audit-act-{action}")
    for action in (
        "created", "settings", "bind", "judge-added", "head-judge", "registration-opened",
        "registration-closed", "refused", "promoted", "checkin-closed", "player-added",
        "late-application", "started", "stage-started", "draft-started", "finished",
        "review-closed", "extend", "pause", "resume", "dispute", "draw-unconfirmed",
        "game-conceded", "game-awarded", "life", "techloss", "undrop", "undoable",
        "protest-edited", "protest-reopened", "evidence-asked", "dq-declined",
        "ban-kept-in-tournaments", "ban-removed", "removed-for-ban", "chat-moved",
        "chat-lost", "announcement-posted", "deck-changed", "decks-published",
        "cards-imported", "banned-imported", "accounts-linked", "persons-merged", "persons-split",
        "prize-asked", "prize-withdrawn", "protest-decided", "prize-forfeited",
        "prize-forfeited-disqualified", "prize-paid", "prize-answered",
        "prize-documents-sent", "season-created", "season-changed",
    )
}  # fmt: skip
# Actions whose `reason` is the judge's own words, said after the sentence.
WITH_REASON = frozenset({"result", "drop", "sanction", "techloss", "refused", "persons-merged"})
