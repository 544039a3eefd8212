"""The sanction ladder and the escalations the regulation prescribes (MOD-1…MOD-10)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.domain.errors import Refusal


class Kind(StrEnum):
    """Sanctions in ascending weight (MOD-1)."""

    REMARK = "remark"
    WARNING = "warning"
    GAME_LOSS = "gameloss"
    MATCH_LOSS = "matchloss"
    DISQUALIFICATION = "dq"
    BAN = "ban"


WEIGHT = {kind: i for i, kind in enumerate(Kind)}


class Violation(StrEnum):
    """What a sanction punishes; the escalations depend on it."""

    OBSCENE = "obscene"  # MOD-3
    INSULT = "insult"  # MOD-3
    STALLING = "stalling"  # MOD-5
    ASSISTANCE = "assistance"  # MOD-6: outside help or exploiting game bugs
    DECK = "deck"  # MOD-7: the deck does not match the decklist
    FLOOD = "flood"  # MOD-2
    SPAM = "spam"  # MOD-2
    CHAT = "chat"  # MOD-2: adding members, editing the chat, other chat misconduct
    OTHER = "other"  # MOD-4: other unethical behaviour


# Words a judge may start his reason with to name the violation.
VIOLATION_WORDS: dict[str, Violation] = {
    "мат": Violation.OBSCENE, "брань": Violation.OBSCENE, "obscene": Violation.OBSCENE,
    "оскорбление": Violation.INSULT, "insult": Violation.INSULT,
    "затягивание": Violation.STALLING, "stalling": Violation.STALLING,
    "подсказки": Violation.ASSISTANCE, "помощь": Violation.ASSISTANCE,
    "баг": Violation.ASSISTANCE, "assistance": Violation.ASSISTANCE,
    "колода": Violation.DECK, "deck": Violation.DECK,
    "флуд": Violation.FLOOD, "flood": Violation.FLOOD,
    "спам": Violation.SPAM, "spam": Violation.SPAM,
    "чат": Violation.CHAT, "chat": Violation.CHAT,
}  # fmt: skip

RULE_OF: dict[Violation, str] = {
    Violation.OBSCENE: "MOD-3", Violation.INSULT: "MOD-3", Violation.STALLING: "MOD-5",
    Violation.ASSISTANCE: "MOD-6", Violation.DECK: "MOD-7", Violation.FLOOD: "MOD-2",
    Violation.SPAM: "MOD-2", Violation.CHAT: "MOD-2", Violation.OTHER: "MOD-4",
}  # fmt: skip


# MOD-3 (S4 11.5) punishes "obscene language or insults" as one violation: a warning for
# either, and a repeat of either after it disqualifies. Other violations repeat only as
# themselves.
_REPEATS_AS: dict[Violation, Violation] = {Violation.INSULT: Violation.OBSCENE}


def same_violation(earlier: Violation, now: Violation) -> bool:
    """Whether an earlier sanction's violation makes this one a repeat (MOD-3, MOD-5)."""
    return _REPEATS_AS.get(earlier, earlier) == _REPEATS_AS.get(now, now)


@dataclass(frozen=True, slots=True)
class Sanction:
    """A sanction once issued."""

    id: int
    account_id: int
    tournament_id: int | None
    kind: Kind
    violation: Violation
    reason: str
    at: float
    until: float | None = None  # bans
    pending: bool = False  # an escalation waiting for a judge's one-tap confirmation


@dataclass(frozen=True, slots=True)
class Decision:
    """What the regulation makes of a violation, given the player's earlier sanctions."""

    kind: Kind
    rule: str
    escalated: bool = False  # a repeat made it heavier than asked


def split_reason(text: str) -> tuple[Violation, str]:
    """The violation a judge's reason names by its first word, and the rest of the reason."""
    first, _, rest = text.strip().partition(" ")
    violation = VIOLATION_WORDS.get(first.lower().rstrip(":,"))
    if violation is None:
        return Violation.OTHER, text.strip()
    return violation, rest.strip() or first


# MOD-7 (S4 11.3): a deck that does not match its list is punished from a game loss up to a
# disqualification; a remark, a warning or a ban is outside what the judge may choose.
DECK_RANGE = (Kind.GAME_LOSS, Kind.MATCH_LOSS, Kind.DISQUALIFICATION)


def decide(asked: Kind, violation: Violation, earlier: Sequence[Sanction]) -> Decision:
    """The sanction to issue: the judge's, or the regulation's heavier one on a repeat."""
    rule = RULE_OF[violation]
    if violation is Violation.DECK and asked not in DECK_RANGE:
        raise Refusal("sanction-deck-range", kind={"$text": f"sanction-{asked}"}, rule=rule)
    same = [s for s in earlier if same_violation(s.violation, violation) and not s.pending]
    warned = any(WEIGHT[s.kind] >= WEIGHT[Kind.WARNING] for s in same)
    if violation is Violation.ASSISTANCE and WEIGHT[asked] < WEIGHT[Kind.DISQUALIFICATION]:
        return Decision(Kind.DISQUALIFICATION, rule, escalated=True)  # MOD-6: at once
    heavier = {
        Violation.OBSCENE: Kind.DISQUALIFICATION,
        Violation.INSULT: Kind.DISQUALIFICATION,
        Violation.STALLING: Kind.GAME_LOSS,
    }  # MOD-3, MOD-5: what a repeat brings
    floor = heavier.get(violation)
    if floor is not None and warned and WEIGHT[asked] < WEIGHT[floor]:
        return Decision(floor, rule, escalated=True)
    return Decision(asked, rule)


def chat_decision(violation: Violation, earlier: Sequence[Sanction], player: bool) -> Decision:
    """What the bot itself issues for a chat violation it detected (MOD-2, MOD-3)."""
    if not player:  # spectators: a remark; the judges decide on a repeat
        repeat = any(same_violation(s.violation, violation) for s in earlier)
        return Decision(Kind.DISQUALIFICATION if repeat else Kind.REMARK,
                        RULE_OF[violation], escalated=repeat)  # fmt: skip
    first = Kind.WARNING if violation in (Violation.OBSCENE, Violation.INSULT) else Kind.REMARK
    return decide(first, violation, earlier)
