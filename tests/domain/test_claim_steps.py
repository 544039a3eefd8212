"""A winner's answer, «documents sent», /paid and what an applicant confirms, without any
chat (PRZ-1…PRZ-3, S4 8.11)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.domain.claim_rules import (
    answer_fields,
    claims_to_pay,
    documents_target,
    lost_to_disqualification,
    nothing_to_claim,
    places_moved,
    refuse_documents,
)
from bot.domain.eligibility_rules import check_confirmed, missing, required
from bot.domain.errors import Refusal
from bot.domain.model import PlayerStatus, TournamentStatus
from bot.domain.prizes import Award, Claim, ClaimStatus, NoClaim, Prize, PrizeKind
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament

CONTACT = "prizes@example.org"


def claim(status: ClaimStatus = ClaimStatus.ASKED, kind: PrizeKind = PrizeKind.ITEMS,
          place: str = "2", line: int = 1, player: int = 1, **fields: Any) -> Claim:  # fmt: skip
    return Claim(1, 1, line, place, player, 1, kind, status, 0.0, 1000.0, **fields)


def refused(call: Callable[..., object], *args: Any) -> Refusal:
    with pytest.raises(Refusal) as caught:
        call(*args)
    return caught.value


def tournament(status: TournamentStatus, prizes: str = "1:items Набор") -> Tournament:
    return Tournament(5, "Кубок", status, TournamentSettings(prizes=prizes), 0, 1, 0.0)


def test_an_answer_with_a_card_number_is_not_taken() -> None:
    # PRZ-2: never bank details in a chat; the winner hears where documents go.
    refuse_documents(["Ник", "123456", "Платформа"], CONTACT)
    card = refused(refuse_documents, ["Ник", "4276 1600 1234 5678"], CONTACT)
    assert (card.key, card.params) == ("personal-data-refused", {"contact": CONTACT})


def test_an_answer_gives_the_fields_checked_as_at_registration() -> None:
    # PRZ-1: in-game nickname, game ID, platform nickname.
    given = answer_fields(claim(), ["  Ник ", "123456", "Плат"], CONTACT)
    assert given == {"nickname": "Ник", "game_id": "123456", "platform_nick": "Плат"}
    assert refused(answer_fields, claim(), ["Ник", "ид с пробелом"], CONTACT).key == (
        "game-id-invalid"
    )
    passport = refused(answer_fields, claim(), ["паспорт 4508 123456"], CONTACT)
    assert passport.key == "personal-data-refused"  # PRZ-2


def test_a_correction_gives_the_whole_answer_again() -> None:
    # PRZ-1: a complete answer is replaced whole, not field by field.
    done = claim(ClaimStatus.ANSWERED, nickname="Ник", game_id="1", platform_nick="П")
    assert refused(answer_fields, done, ["Новый"], CONTACT).key == "claim-all-fields"
    assert answer_fields(done, ["Анна", "2", "Боб"], CONTACT)["game_id"] == "2"


def test_a_disqualified_winner_hears_why_he_has_nothing_to_claim() -> None:
    # PRZ-3, MOD-8: only a finished tournament with prizes says so.
    finished = tournament(TournamentStatus.FINISHED)
    why = nothing_to_claim(
        [(PlayerStatus.REGISTERED, None), (PlayerStatus.DISQUALIFIED, finished)]
    )
    assert (why.key, why.params) == ("claim-refused-disqualified", {"title": "Кубок"})
    for t in (tournament(TournamentStatus.RUNNING), tournament(TournamentStatus.FINISHED, "")):
        assert nothing_to_claim([(PlayerStatus.DISQUALIFIED, t)]).key == "claim-none"
    assert nothing_to_claim([(PlayerStatus.DROPPED, finished)]).key == "claim-none"


def test_a_claim_forfeited_by_a_disqualification_is_told_apart() -> None:
    # PRZ-3: the deadline's forfeit (PRZ-1) is another matter.
    forfeited = claim(ClaimStatus.FORFEITED)
    assert lost_to_disqualification(forfeited, PlayerStatus.DISQUALIFIED)
    assert not lost_to_disqualification(forfeited, PlayerStatus.REGISTERED)
    assert not lost_to_disqualification(claim(), PlayerStatus.DISQUALIFIED)


def test_documents_sent_is_recorded_once_while_the_claim_is_open() -> None:
    # PRZ-2: only that the documents were sent is recorded.
    money = claim(kind=PrizeKind.MONEY)
    assert documents_target(money, 999.0) is ClaimStatus.DOCUMENTS
    again = refused(documents_target, claim(ClaimStatus.DOCUMENTS, PrizeKind.MONEY), 10.0)
    assert again.key == "claim-documents-already"
    late = refused(documents_target, money, 1000.0)  # PRZ-1: past the deadline
    assert (late.key, late.params) == ("claim-closed", {"status": {"$text": "claim-status-asked"}})
    assert refused(documents_target, claim(ClaimStatus.PAID), 10.0).key == "claim-closed"


def test_paid_marks_one_prize_line_whose_claims_are_settled() -> None:
    # PRZ-1: the head judge marks a claimed prize paid.
    answered = claim(ClaimStatus.ANSWERED)
    assert claims_to_pay([answered], 2, None, "Кубок") == [answered]
    none = refused(claims_to_pay, [claim(ClaimStatus.WITHDRAWN)], 2, None, "Кубок")
    assert (none.key, none.params) == ("paid-no-prize", {"place": 2, "title": "Кубок"})
    two = [answered, claim(ClaimStatus.ANSWERED, PrizeKind.BONUS, line=2)]
    which = refused(claims_to_pay, two, 2, None, "Кубок")
    assert (which.key, which.params) == ("paid-which", {"place": 2, "kinds": "bonus, items"})
    assert claims_to_pay(two, 2, "бонус", "Кубок") == [two[1]]
    assert refused(claims_to_pay, [claim(ClaimStatus.PAID)], 2, None, "К").key == "paid-already"
    asked = refused(claims_to_pay, [claim()], 2, None, "К")
    assert asked.key == "paid-not-claimed"  # not claimed yet


def test_acceptance_waits_for_the_age_and_territory_asked() -> None:
    # S4 8.11 and the definitions: what the tournament asks to confirm, in order.
    s = TournamentSettings(min_age=18, territory="РФ")
    assert required(s) == ["age", "territory"] and required(TournamentSettings()) == []
    assert missing(s, {"territory"}) == ["age"]
    check_confirmed(s, {"age", "territory"})
    left = refused(check_confirmed, s, {"age"})
    assert left.key == "eligibility-missing"
    assert left.params["what"] == {
        "$each": "eligibility-age",
        "items": [{"$key": "eligibility-territory"}],
        "sep": ", ",
    }


def test_a_correction_ends_the_claims_of_lost_places_and_asks_the_new_winners() -> None:
    # RES-8, PRZ-1, PRZ-3: an unpaid claim ends, a paid one goes to the judges; a forfeited
    # or paid prize is not asked again of the same player; nobody moves up into a lost one.
    first = Prize(1, 1, 1, PrizeKind.ITEMS, "Набор")
    second = Prize(2, 2, 2, PrizeKind.BONUS, "500")
    kept = claim(ClaimStatus.ANSWERED, player=1, line=1)
    moved = claim(ClaimStatus.ASKED, player=2, line=2)
    paid = claim(ClaimStatus.PAID, player=3, line=2)
    forfeited = claim(ClaimStatus.FORFEITED, player=4, line=2)
    withdrawn = claim(ClaimStatus.WITHDRAWN, player=5, line=2)
    given = [
        Award(first, 1, "1"),
        Award(second, 5, "2"),  # asked again: his earlier claim was withdrawn
        Award(second, 4, "2"),  # forfeited before: not asked again
        Award(second, 6, "2", refused=NoClaim.DISQUALIFIED),
    ]
    lost, new = places_moved([kept, moved, paid, forfeited, withdrawn], given)
    assert lost == [moved, paid]
    assert new == [given[1], given[3]]  # a refused award is still told, not asked
    assert places_moved([kept], [Award(first, 1, "1", refused=NoClaim.DROPPED)]) == ([kept], [])
