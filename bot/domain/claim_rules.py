"""What a winner's answer to his claim may hold, and which claims a judge may mark paid
(PRZ-1…PRZ-3)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.domain.errors import Refusal
from bot.domain.model import PlayerStatus
from bot.domain.names import check_game_id, check_nickname
from bot.domain.prizes import (
    FIELDS,
    KIND_WORDS,
    OPEN,
    SETTLED,
    Award,
    Claim,
    ClaimStatus,
    NoClaim,
    can_answer,
    claim_holds_documents,
    fill,
    looks_like_card,
    looks_like_documents,
    move,
    no_claim,
    parse_prizes,
    place_number,
)
from bot.domain.tournament import Tournament

Contact = dict[str, Any] | str  # where the organizer collects documents, as a parameter

_CHECKS: dict[str, Callable[[str], str]] = {
    "nickname": check_nickname,
    "game_id": check_game_id,
    "platform_nick": check_nickname,
}


def refuse_documents(fields: Sequence[str], contact: Contact) -> None:
    """PRZ-2: an answer holding a card or document number is not taken; the winner is told
    where the organizer collects documents."""
    if claim_holds_documents(fields):
        raise Refusal("personal-data-refused", contact=contact)


def answer_fields(claim: Claim, given: Sequence[str], contact: Contact) -> dict[str, str]:
    """The fields an answer gives, each checked as the registration checks it (PRZ-1); a
    correction gives the whole answer again, and a card or passport is refused (PRZ-2)."""
    if not claim.missing() and len(given) < len(FIELDS):
        raise Refusal("claim-all-fields")
    fields = fill(claim, given)
    for name, value in fields.items():
        if looks_like_card(value) or (name != "game_id" and looks_like_documents(value)):
            raise Refusal("personal-data-refused", contact=contact)
    return {name: _CHECKS[name](value) for name, value in fields.items()}


def lost_to_disqualification(claim: Claim, owner: PlayerStatus) -> bool:
    """PRZ-3, MOD-8: the claim ended because its winner was disqualified."""
    return claim.status is ClaimStatus.FORFEITED and no_claim(owner, True) is NoClaim.DISQUALIFIED


def nothing_to_claim(entries: Sequence[tuple[PlayerStatus, Tournament | None]]) -> Refusal:
    """Why a person has no claim to answer: a disqualification in a finished tournament with
    prizes says so (PRZ-3); otherwise there is none."""
    for status, t in entries:
        if no_claim(status, True) is not NoClaim.DISQUALIFIED:
            continue
        if t is not None and not t.active and parse_prizes(t.settings.prizes):
            return Refusal("claim-refused-disqualified", title=t.title)
    return Refusal("claim-none")


def documents_target(claim: Claim, now: float) -> ClaimStatus:
    """PRZ-2: «documents sent» is recorded once, while the claim is asked and not yet due."""
    if claim.status is ClaimStatus.DOCUMENTS:
        raise Refusal("claim-documents-already")
    target = move(claim.status, "documents")
    if target is None or not can_answer(claim, now):
        raise Refusal("claim-closed", status={"$text": f"claim-status-{claim.status}"})
    return target


def places_moved(
    claims: Sequence[Claim], given: Sequence[Award]
) -> tuple[list[Claim], list[Award]]:
    """RES-8: after a correction, the claims of places their winner no longer holds (unpaid
    ones end; a paid one is the judges' to settle) and the awards to ask of new winners; a
    forfeited or paid prize is not asked again of the same player (PRZ-1, PRZ-3)."""
    wanted = {(a.prize.line, a.player): a for a in given}
    kept = set()
    lost = []
    for claim in claims:
        if claim.status is ClaimStatus.WITHDRAWN:
            continue
        key = (claim.line, claim.player_id)
        award = wanted.get(key)
        still_his = award is not None and award.refused is None
        if not still_his and claim.status in (*OPEN, *SETTLED, ClaimStatus.PAID):
            lost.append(claim)
        kept.add(key)
    return lost, [award for key, award in wanted.items() if key not in kept]


def claims_to_pay(
    claims: Sequence[Claim], place: int, kind: str | None, title: str
) -> list[Claim]:
    """The claims `/paid <place> [kind]` marks: one prize line, every claim of it settled by
    its winner (PRZ-1); a withdrawn claim is no longer a prize of that place (RES-8)."""
    chosen = [
        c for c in claims
        if place_number(c.place) == place and c.status is not ClaimStatus.WITHDRAWN
        and (not kind or c.kind == KIND_WORDS.get(kind))
    ]  # fmt: skip
    if not chosen:
        raise Refusal("paid-no-prize", place=place, title=title)
    if len({c.kind for c in chosen}) > 1 or len({c.line for c in chosen}) > 1:
        kinds = ", ".join(sorted({str(c.kind) for c in chosen}))
        raise Refusal("paid-which", place=place, kinds=kinds)
    for claim in chosen:
        if claim.status is ClaimStatus.PAID:
            raise Refusal("paid-already", place=claim.place)
        if move(claim.status, "paid") is None:
            raise Refusal("paid-not-claimed", place=claim.place,
                          status={"$text": f"claim-status-{claim.status}"})  # fmt: skip
    return chosen
