"""What a ban does: which one is in force, and what it does to each tournament of the banned
person (MOD-9, MOD-8, PRZ-3, REG-6, S4 1.1)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from bot.domain.model import ACTIVE_APPLICATION, PlayerStatus, TournamentStatus
from bot.domain.prizes import Claim, move
from bot.domain.sanction_rules import Kind, Sanction
from bot.domain.tournament import Tournament


def ban_in_force(sanctions: Sequence[Sanction], now: float) -> Sanction | None:
    """MOD-9: the ban running longest among those not yet over; one still awaiting a judge's
    confirmation is not in force."""
    bans = [
        s for s in sanctions
        if s.kind is Kind.BAN and not s.pending and (s.until or 0) > now
    ]  # fmt: skip
    return max(bans, key=lambda s: s.until or 0) if bans else None


class BanEffect(StrEnum):
    """What a ban does to one tournament of the banned person."""

    DISQUALIFY = "disqualify"  # MOD-8: while it runs, or while his prize is unpaid after it
    REFUSE = "refuse"  # REG-6: an application before the start is refused


def claim_open(t: Tournament, claims: Sequence[Claim], player_id: int) -> bool:
    """A finished tournament in its review window where he still holds an unpaid prize claim
    that a disqualification would end (PRZ-3)."""
    if t.status is not TournamentStatus.FINISHED:
        return False
    return any(c.player_id == player_id and move(c.status, "disqualified") is not None
               for c in claims)  # fmt: skip


def ban_effect(t: Tournament, player: PlayerStatus, open_claim: bool) -> BanEffect | None:
    """S4 1.1: a ban takes the person out of every tournament not over; a finished one only
    while his prize claim is open (PRZ-3: it ends, the prize is not passed on)."""
    if not (t.active or open_claim):
        return None
    playing = t.status is TournamentStatus.RUNNING and player is PlayerStatus.REGISTERED
    if playing or t.status is TournamentStatus.FINISHED:
        return BanEffect.DISQUALIFY
    if t.status is not TournamentStatus.RUNNING and player in ACTIVE_APPLICATION:
        return BanEffect.REFUSE
    return None
