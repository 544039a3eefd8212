"""Which ban is in force and what it does to each tournament of the banned person (MOD-9,
MOD-8, PRZ-3, REG-6)."""

from __future__ import annotations

import pytest

from bot.domain.ban_rules import BanEffect, ban_effect, ban_in_force, claim_open
from bot.domain.model import PlayerStatus, TournamentStatus
from bot.domain.prizes import Claim, ClaimStatus, PrizeKind
from bot.domain.sanction_rules import Kind, Sanction, Violation
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament

T = TournamentStatus
P = PlayerStatus


def ban(until: float, kind: Kind = Kind.BAN, pending: bool = False) -> Sanction:
    return Sanction(1, 1, 1, kind, Violation.OTHER, "r", 0.0, until=until, pending=pending)


def tournament(status: TournamentStatus) -> Tournament:
    return Tournament(1, "Кубок", status, TournamentSettings(), 0, 1, 0.0)


def claim(status: ClaimStatus, player: int = 7) -> Claim:
    return Claim(1, 1, 1, "1", player, 1, PrizeKind.ITEMS, status, 0.0, 1.0)


def test_the_longest_ban_not_yet_over_is_in_force() -> None:
    # MOD-9: a ban for a period; a pending one (MOD-3's one tap) is not in force yet.
    longest = ban(500.0)
    assert ban_in_force([ban(200.0), longest, ban(900.0, pending=True)], 100.0) is longest
    assert ban_in_force([ban(100.0), ban(900.0, Kind.DISQUALIFICATION)], 100.0) is None


def test_an_unpaid_claim_keeps_a_finished_tournament_in_reach() -> None:
    # PRZ-3: a disqualification ends an unpaid claim; a paid one is the judges' to settle.
    finished = tournament(T.FINISHED)
    assert claim_open(finished, [claim(ClaimStatus.ANSWERED)], 7)
    assert not claim_open(finished, [claim(ClaimStatus.PAID)], 7)
    assert not claim_open(finished, [claim(ClaimStatus.ASKED, player=8)], 7)
    assert not claim_open(tournament(T.ARCHIVED), [claim(ClaimStatus.ASKED)], 7)


@pytest.mark.parametrize(
    ("status", "player", "open_claim", "effect"),
    [
        (T.RUNNING, P.REGISTERED, False, BanEffect.DISQUALIFY),  # MOD-8
        (T.RUNNING, P.DROPPED, False, None),
        (T.REGISTRATION, P.PENDING, False, BanEffect.REFUSE),  # REG-6
        (T.CLOSED, P.WAITING, False, BanEffect.REFUSE),
        (T.REGISTRATION, P.REFUSED, False, None),
        (T.FINISHED, P.REGISTERED, True, BanEffect.DISQUALIFY),  # PRZ-3: the claim ends
        (T.FINISHED, P.REGISTERED, False, None),
        (T.ARCHIVED, P.REGISTERED, False, None),
    ],
)
def test_a_ban_takes_the_person_out_of_every_tournament_not_over(
    status: TournamentStatus, player: PlayerStatus, open_claim: bool, effect: BanEffect | None
) -> None:
    # S4 1.1, MOD-9
    assert ban_effect(tournament(status), player, open_claim) is effect
