"""Protests: when one may be filed, and whether its text names exactly one reason (PRO-1…9)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus

WINDOW = 10 * 60  # PRO-3: within 10 minutes of the end of the match or round
TEXT_MAX = 1500  # a protest's text, and a judge's decision (PRO-8)
EVIDENCE_MAX = 20 * 1024 * 1024  # PRO-6: bytes of one file forwarded to the judges


class Reason(StrEnum):
    """The categories a protest names exactly one of (PRO-2)."""

    RESULT = "result"
    RULES = "rules"
    DECK = "deck"
    ASSISTANCE = "assistance"
    STALLING = "stalling"
    CONDUCT = "conduct"
    TECHNICAL = "technical"
    OTHER = "other"


class ProtestStatus(StrEnum):
    """Where a protest stands."""

    DRAFT = "draft"  # reason or text still missing
    OPEN = "open"  # with the judges
    EVIDENCE = "evidence"  # the judge asked for evidence (PRO-6)
    ACCEPTED = "accepted"
    REJECTED = "rejected"
    WITHDRAWN = "withdrawn"  # the carrying message was edited (PRO-5)


DECIDED = (ProtestStatus.ACCEPTED, ProtestStatus.REJECTED)


@dataclass(frozen=True, slots=True)
class Protest:
    """One protest: who against whom, about which match, why, and where it stands."""

    id: int
    tournament_id: int
    match_id: int
    round: int
    protester: int  # player ids (PRO-2: both nicknames are filled in by the bot)
    accused: int
    status: ProtestStatus
    reason: Reason | None = None
    text: str | None = None
    message_id: int | None = None  # the message that carried it (PRO-5)
    filed_at: float | None = None
    decision: str | None = None
    evidence_until: float | None = None  # PRO-6: the deadline a judge gave for evidence
    awaiting_verdict: str | None = None  # accept | reject pressed; the text comes next (PRO-8)


# Words that name a category; a text naming two or more categories names several reasons.
_CATEGORY_WORDS: dict[Reason, tuple[str, ...]] = {
    Reason.RESULT: ("результат", "счёт", "счет"),
    Reason.RULES: ("нарушение правил", "нарушил правил"),
    Reason.DECK: ("деклист", "колода не совпада", "не та колода"),
    Reason.ASSISTANCE: ("подсказ", "помощь со стороны", "посторонн"),
    Reason.STALLING: ("затягива", "тянул время", "тянет время"),
    Reason.CONDUCT: ("оскорб", "мат ", "поведени"),
    Reason.TECHNICAL: ("технич", "дисконнект", "вылет", "сбой"),
}
_ITEM = re.compile(r"^\s*(?:\d{1,2}[.)]|[-•*–—]|[a-zа-я][.)])\s+\S", re.M | re.I)
_SEVERAL = re.compile(r"\b(?:во-?вторых|в-?третьих|также|кроме того|ещё одна|еще одна)\b", re.I)


def check_text(text: str) -> str:
    """The protest's text if it names exactly one reason; refused otherwise (PRO-2, PRO-7)."""
    cleaned = text.strip()
    if not cleaned:
        raise Refusal("protest-text-empty")
    if len(cleaned) > TEXT_MAX:
        raise Refusal("protest-text-long", max=TEXT_MAX)
    lowered = f" {cleaned.lower()} "
    named = [reason for reason, words in _CATEGORY_WORDS.items()
             if any(word in lowered for word in words)]  # fmt: skip
    if len(_ITEM.findall(cleaned)) >= 2 or _SEVERAL.search(cleaned) or len(named) >= 2:
        raise Refusal("protest-several-reasons")
    return cleaned


def window_open(ended_at: float | None, now: float) -> bool:
    """PRO-3: within 10 minutes of the end of the match (or still playing)."""
    return ended_at is None or now <= ended_at + WINDOW


def ended_at(match: Match) -> float | None:
    """When the match ended for PRO-3: the moment its result became final, else None."""
    return match.finalized_at if match.status is MatchStatus.FINAL else None


def check_window(match: Match, now: float) -> None:
    """Refuse a protest past PRO-3's 10 minutes after the end of its match."""
    if not window_open(ended_at(match), now):
        raise Refusal("protest-too-late", minutes=WINDOW // 60)


def deadline(protest: Protest, match_ended_at: float | None) -> float | None:
    """When an open protest's time runs out: the evidence deadline if a judge asked for
    evidence (PRO-6), else the end of the PRO-3 window; None while the match is played."""
    if protest.status is ProtestStatus.EVIDENCE and protest.evidence_until is not None:
        return protest.evidence_until
    return match_ended_at + WINDOW if match_ended_at is not None else None


def check_decision(text: str) -> str:
    """A judge's decision text (PRO-8): words, and not a wall of them."""
    cleaned = text.strip()
    if not cleaned:
        raise Refusal("decision-text-empty")
    if len(cleaned) > TEXT_MAX:
        raise Refusal("protest-text-long", max=TEXT_MAX)
    return cleaned


# PRO-8, RES-8: a decision that changes the result starts with the score, as in /result.
_DECISION_SCORE = re.compile(r"(\d{1,2})\s*[:\-]\s*(\d{1,2})(?:\s*[:\-]\s*(\d{1,2}))?(?=\s|$)")


def split_decision(text: str) -> tuple[tuple[int, int, int] | None, str]:
    """An accepting decision's optional leading score `a:b[:draws]`, and its checked text."""
    found = _DECISION_SCORE.match(text.strip())
    if found is None:
        return None, check_decision(text)
    score = (int(found[1]), int(found[2]), int(found[3] or 0))
    return score, check_decision(text.strip()[found.end() :])


def can_file(
    *,
    ended_at: float | None,
    now: float,
    final_by_timeout: bool,
    earlier: int,
    limit: int,
    scope: str = "round",
) -> None:
    """Refuse a protest the regulation does not accept (PRO-3, PRO-4, PRO-9)."""
    if final_by_timeout:
        raise Refusal("protest-after-auto")  # PRO-9: a result final under RES-3
    if not window_open(ended_at, now):
        raise Refusal("protest-too-late", minutes=WINDOW // 60)  # PRO-3
    if earlier >= limit:
        raise Refusal("protest-limit", limit=limit, scope=scope)  # PRO-4: per round or stage


def earlier_in_scope(
    protests: Sequence[Protest], match: Match, scope: str, stages: Mapping[int, int]
) -> int:
    """PRO-4: the player's protests filed in this match's round, or in its stage (a group is
    one); `stages` gives the stage of each protested match still stored."""
    if scope == "round":
        same = [p for p in protests if p.round == match.round]
    else:
        same = [p for p in protests if stages.get(p.match_id) == match.stage]
    return sum(1 for p in same if p.status is not ProtestStatus.DRAFT)


def may_file(protests: Sequence[Protest], match: Match, now: float, *, limit: int,
             scope: str, stages: Mapping[int, int]) -> None:  # fmt: skip
    """Refuse a protest on this match the regulation does not accept (PRO-3, PRO-4, PRO-9)."""
    can_file(ended_at=ended_at(match), now=now, final_by_timeout=match.final_source == "auto",
             earlier=earlier_in_scope(protests, match, scope, stages), limit=limit,
             scope=scope)  # fmt: skip


def chosen_reason(protest: Protest, raw: str) -> Reason:
    """The one reason picked for a draft (PRO-2); a filed protest keeps its own (PRO-5)."""
    if protest.status is not ProtestStatus.DRAFT:
        raise Refusal("protest-already-filed", id=protest.id)
    try:
        return Reason(raw)
    except ValueError:
        raise Refusal("usage-preason") from None


def check_decidable(protest: Protest) -> None:
    """PRO-8: a decision is final; only an open protest (or one awaiting evidence) takes one."""
    if protest.status in DECIDED:
        raise Refusal("protest-decided", id=protest.id)
    check_open(protest)


def check_open(protest: Protest) -> None:
    """Refuse a protest no longer with the judges: decided, edited or never filed (PRO-6)."""
    if protest.status not in (ProtestStatus.OPEN, ProtestStatus.EVIDENCE):
        raise Refusal("protest-not-open", id=protest.id)


def check_reopen(protest: Protest, now: float) -> None:
    """PRO-5: a judge may accept an edited protest only within the same 10 minutes."""
    if protest.status is not ProtestStatus.WITHDRAWN:
        raise Refusal("protest-not-edited", id=protest.id)
    if protest.filed_at is None or now > protest.filed_at + WINDOW:
        raise Refusal("protest-reopen-late", id=protest.id, minutes=WINDOW // 60)


def check_evidence(size: int) -> None:
    """PRO-6: one file of evidence goes to the judges up to the size a chat carries."""
    if size > EVIDENCE_MAX:
        raise Refusal("evidence-too-big", max=EVIDENCE_MAX // (1024 * 1024))
