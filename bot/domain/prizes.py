"""Prizes: the prize table, who may claim, the claim's life and its deadlines (PRZ-1…PRZ-3).

The table is the tournament's setting `prizes`, one line per place range, separated by `;`:
`1:money 5000 ₽; 2:items Набор героя; 3-4:bonus 500; 1-8:qualification Кубок сезона`.
A line is `<place>[-<place>]:<kind> <what>`; the kind is one of `bonus | items | money |
qualification` (or the Russian `бонус | предметы | деньги | квалификация`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from enum import StrEnum
from typing import Any
from zoneinfo import ZoneInfo

from bot.domain.errors import Refusal
from bot.domain.model import Player, PlayerStatus

PLACE_MAX = 1024
TEXT_MAX = 100
LINES_MAX = 30
DAY = 86400


class PrizeKind(StrEnum):
    """What a prize is (S4 8.1)."""

    BONUS = "bonus"
    ITEMS = "items"
    MONEY = "money"
    QUALIFICATION = "qualification"


KIND_WORDS = {
    "bonus": PrizeKind.BONUS,
    "bonuses": PrizeKind.BONUS,
    "бонус": PrizeKind.BONUS,
    "бонусы": PrizeKind.BONUS,
    "items": PrizeKind.ITEMS,
    "item": PrizeKind.ITEMS,
    "предметы": PrizeKind.ITEMS,
    "предмет": PrizeKind.ITEMS,
    "money": PrizeKind.MONEY,
    "деньги": PrizeKind.MONEY,
    "qualification": PrizeKind.QUALIFICATION,
    "квалификация": PrizeKind.QUALIFICATION,
}
# PRZ-1, S4 8.2: bonuses and items within 2 calendar days; money within 15 (S4 8.12 also
# for every other prize, a qualification's documents included: S4 8.13).
CLAIM_DAYS = {
    PrizeKind.BONUS: 2,
    PrizeKind.ITEMS: 2,
    PrizeKind.MONEY: 15,
    PrizeKind.QUALIFICATION: 15,
}


def needs_documents(kind: PrizeKind) -> bool:
    """PRZ-2: money and a qualification go through the organizer's documents, not the chat."""
    return kind in (PrizeKind.MONEY, PrizeKind.QUALIFICATION)


@dataclass(frozen=True, slots=True)
class Prize:
    """One line of the prize table: a place range, a kind and what is given."""

    line: int  # 1-based position in the table: names the prize in claims and /paid
    first: int
    last: int
    kind: PrizeKind
    text: str

    def covers(self, place: int) -> bool:
        """Whether the prize goes to this place."""
        return self.first <= place <= self.last

    @property
    def places(self) -> str:
        """The place range as typed: "1" or "3-4"."""
        return str(self.first) if self.first == self.last else f"{self.first}-{self.last}"


_LINE = re.compile(r"(\d{1,4})(?:\s*-\s*(\d{1,4}))?\s*:\s*(\S+)\s*(.*)", re.S)


def parse_prizes(raw: str) -> tuple[Prize, ...]:
    """The table from its text; a bad line is refused by name with what is wrong."""
    text = raw.strip()
    if text.lower() in ("", "none", "нет", "-", "off"):
        return ()
    parts = [part.strip() for part in text.split(";")]
    parts = [part for part in parts if part]
    if len(parts) > LINES_MAX:
        raise Refusal("prizes-too-many", max=LINES_MAX)
    prizes = []
    for number, part in enumerate(parts, start=1):
        found = _LINE.fullmatch(part)
        if found is None:
            raise _bad(part, "prizes-why-form")
        first = int(found[1])
        last = int(found[2]) if found[2] else first
        if not 1 <= first <= last <= PLACE_MAX:
            raise _bad(part, "prizes-why-places")
        kind = KIND_WORDS.get(found[3].lower())
        if kind is None:
            raise _bad(part, "prizes-why-kind")
        what = " ".join(found[4].split())
        if not what:
            raise _bad(part, "prizes-why-text")
        if len(what) > TEXT_MAX or not what.isprintable():
            raise _bad(part, "prizes-why-long", max=TEXT_MAX)
        prizes.append(Prize(number, first, last, kind, what))
    return tuple(prizes)


def _bad(part: str, why: str, **params: object) -> Refusal:
    return Refusal("prizes-bad-part", part=part[:80], why={"$text": why, **params})


def format_prizes(prizes: Sequence[Prize]) -> str:
    """The table in the form `parse_prizes` reads, kept as the setting."""
    return "; ".join(f"{p.places}:{p.kind} {p.text}" for p in prizes)


def prizes_setting(raw: str) -> str:
    """The `/set prizes=…` value checked and tidied up."""
    return format_prizes(parse_prizes(raw))


# Who may claim (PRZ-3, REG-8, MOD-8, S4 8.7) --------------------------------------------------


class NoClaim(StrEnum):
    """Why a prize place is not claimed; the prize then stays with the organizer (S4 8.5)."""

    DISQUALIFIED = "disqualified"  # MOD-8, PRZ-3: his place does not pass on
    DROPPED = "dropped"  # REG-8: per drop_keeps_prize


@dataclass(frozen=True, slots=True)
class Award:
    """A prize and the player whose place it is; `refused` says why he may not claim it."""

    prize: Prize
    player: int
    place: str
    refused: NoClaim | None = None


def place_number(label: str) -> int:
    """The best place of a label ("3", "5–8" → 5): a shared place takes its best prize."""
    found = re.match(r"\d+", label)
    return int(found[0]) if found else 0


def awards(
    prizes: Sequence[Prize],
    order: Sequence[tuple[str, int]],
    players: dict[int, Player],
    drop_keeps_prize: bool,
) -> list[Award]:
    """Every prize with the player at its places; nobody moves up into a lost prize."""
    result = []
    for prize in prizes:
        for label, pid in order:
            if not prize.covers(place_number(label)):
                continue
            status = players[pid].status if pid in players else PlayerStatus.REGISTERED
            result.append(Award(prize, pid, label, no_claim(status, drop_keeps_prize)))
    return result


def no_claim(status: PlayerStatus, drop_keeps_prize: bool) -> NoClaim | None:
    """Why a player in this state may not claim a prize, or None when he may (PRZ-3, REG-8)."""
    if status is PlayerStatus.DISQUALIFIED:
        return NoClaim.DISQUALIFIED  # MOD-8, S4 8.7, 11.7
    if status is PlayerStatus.DROPPED and not drop_keeps_prize:
        return NoClaim.DROPPED  # S4 8.7 unless the tournament keeps S0's rule
    return None


# The claim's life -------------------------------------------------------------------------------


class ClaimStatus(StrEnum):
    """Where a claim stands (PRZ-1)."""

    ASKED = "asked"  # the winner was asked; his answer is awaited
    ANSWERED = "answered"  # bonuses, items: nickname, game id and platform nickname given
    DOCUMENTS = "documents"  # money, qualification: he says the documents were sent
    PAID = "paid"  # the head judge marked it paid
    FORFEITED = "forfeited"  # the deadline passed (S4 8.5, 8.12)
    WITHDRAWN = "withdrawn"  # a correction moved the place to someone else (RES-8)


OPEN = (ClaimStatus.ASKED,)
SETTLED = (ClaimStatus.ANSWERED, ClaimStatus.DOCUMENTS)
FIELDS = ("nickname", "game_id", "platform_nick")


@dataclass(frozen=True, slots=True)
class Claim:
    """One winner's claim of one prize line."""

    id: int
    tournament_id: int
    line: int
    place: str
    player_id: int
    account_id: int
    kind: PrizeKind
    status: ClaimStatus
    asked_at: float
    due_at: float
    nickname: str | None = None
    game_id: str | None = None
    platform_nick: str | None = None
    answered_at: float | None = None
    paid_at: float | None = None

    def missing(self) -> tuple[str, ...]:
        """The fields of a bonus or items claim still to give."""
        return tuple(name for name in FIELDS if not getattr(self, name))


# Which event moves a claim from which states to which (the claim's state machine).
MOVES: dict[str, tuple[tuple[ClaimStatus, ...], ClaimStatus]] = {
    "answered": ((ClaimStatus.ASKED, ClaimStatus.ANSWERED), ClaimStatus.ANSWERED),
    "documents": ((ClaimStatus.ASKED,), ClaimStatus.DOCUMENTS),
    "paid": (SETTLED, ClaimStatus.PAID),
    "forfeited": ((ClaimStatus.ASKED,), ClaimStatus.FORFEITED),
    "withdrawn": ((ClaimStatus.ASKED, *SETTLED), ClaimStatus.WITHDRAWN),
    # PRZ-3, MOD-8, S4 8.7, 11.7: a disqualification ends an unpaid claim at once; the prize
    # stays with the organizer (forfeited), it does not pass to the next place.
    "disqualified": ((ClaimStatus.ASKED, *SETTLED), ClaimStatus.FORFEITED),
}


def move(status: ClaimStatus, event: str) -> ClaimStatus | None:
    """The state an event leads to, or None where the claim's state does not allow it."""
    sources, target = MOVES[event]
    return target if status in sources else None


def claim_due(published_at: float, kind: PrizeKind, tz: ZoneInfo) -> float:
    """The end of the N-th calendar day (Moscow) after the day the winners were published."""
    day = datetime.fromtimestamp(published_at, tz).date() + timedelta(days=CLAIM_DAYS[kind] + 1)
    return datetime.combine(day, time(0), tz).timestamp()


def reminders(asked_at: float, due_at: float, now: float) -> dict[str, float]:
    """PRZ-1: a reminder at half-time and one a day before the deadline, each still ahead."""
    plan = {"half": asked_at + (due_at - asked_at) / 2, "day": due_at - DAY}
    if plan["day"] - plan["half"] < 3600:
        del plan["half"]  # a short limit: one reminder, not two within the hour
    return {moment: at for moment, at in plan.items() if at > now}


def fill(claim: Claim, given: Sequence[str]) -> dict[str, str]:
    """The fields an answer gives: all three in order, or fewer filling the missing ones."""
    values = [" ".join(v.split()) for v in given if v.strip()]
    names = FIELDS if len(values) >= len(FIELDS) or not claim.missing() else claim.missing()
    return dict(zip(names, values, strict=False))


def can_answer(claim: Claim, now: float) -> bool:
    """A claim takes an answer while it is asked (or answered, to correct it) and not due."""
    return claim.status in (*OPEN, *SETTLED) and now < claim.due_at


# PRZ-2: never personal documents in a chat ------------------------------------------------------

_DIGITS = re.compile(r"\d[\d \-]{11,}\d")
_CARD = re.compile(r"(?<!\d)\d{4}([ \-]?)\d{4}\1\d{4}\1\d{4}(?!\d)")
_LONG_RUN = re.compile(r"\d{10,}")
_PASSPORT = re.compile(r"(?<!\d)\d{2}\s?\d{2}\s?№?\s?\d{6}(?!\d)")
_SNILS = re.compile(r"(?<!\d)\d{3}-\d{3}-\d{3}[ \-]\d{2}(?!\d)")
_WORDS = re.compile(r"паспорт|инн\b|снилс|реквизит|р/с|расч[её]тн|\bбик\b|passport", re.I)


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def looks_like_card(text: str) -> bool:
    """A bank card number: four groups of four digits, or 13-19 digits passing the Luhn check."""
    if _CARD.search(text):
        return True
    for found in _DIGITS.finditer(text):
        digits = re.sub(r"\D", "", found[0])
        if 13 <= len(digits) <= 19 and _luhn(digits):
            return True
    return False


def looks_like_documents(text: str) -> bool:
    """PRZ-2: a card number, a passport or SNILS pattern, a long digit run, or their names."""
    if looks_like_card(text) or _LONG_RUN.search(text) or _SNILS.search(text):
        return True
    if _PASSPORT.search(text):
        return True
    return bool(_WORDS.search(text) and re.search(r"\d{4}", text))


def claim_holds_documents(fields: Sequence[str]) -> bool:
    """PRZ-2: whether a claim's answer holds a card or document number, as a message does.

    A bare run of digits may be a game id: in a full answer only the second field is one; in
    a shorter answer any field may fill the game id.
    """
    full = len(fields) >= len(FIELDS)
    for index, value in enumerate(fields):
        may_be_id = value.isdigit() and (not full or FIELDS[index] == "game_id")
        if looks_like_card(value) or (looks_like_documents(value) and not may_be_id):
            return True
    return False


# In words: the announcement (REG-1) --------------------------------------------------------------

KIND_TEXT = {
    PrizeKind.BONUS: "prize-kind-bonus",
    PrizeKind.ITEMS: "prize-kind-items",
    PrizeKind.MONEY: "prize-kind-money",
    PrizeKind.QUALIFICATION: "prize-kind-qualification",
}


def prize_words(prize: Prize) -> dict[str, Any]:
    """One prize as a message parameter: its kind and what is given."""
    return {"$text": "prize-item", "kind": {"$text": KIND_TEXT[prize.kind]}, "what": prize.text}


def prizes_term(table: str) -> dict[str, Any]:
    """The prize table as the announcement shows it (REG-1, S4 8.1)."""
    prizes = parse_prizes(table) if table else ()
    if not prizes:
        return {"$text": "ann-prizes-none"}
    items = [{"places": p.places, "prize": prize_words(p)} for p in prizes]
    return {"$each": "prizes-row", "items": items, "sep": "; "}
