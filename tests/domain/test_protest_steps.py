"""A protest's steps without any chat: filing, its reason, the judge's decision, reopening and
evidence (PRO-2…PRO-9)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus
from bot.domain.protest_rules import (
    EVIDENCE_MAX,
    WINDOW,
    Protest,
    ProtestStatus,
    Reason,
    check_decidable,
    check_evidence,
    check_open,
    check_reopen,
    check_window,
    chosen_reason,
    earlier_in_scope,
    ended_at,
    may_file,
)


def match(number: int = 1, round_no: int = 1, stage: int = 0, **fields: Any) -> Match:
    return Match(number, 1, number, round_no, 10, 11, stage=stage, **fields)


def protest(status: ProtestStatus, match_id: int = 1, round_no: int = 1, **fields: Any
            ) -> Protest:  # fmt: skip
    return Protest(7, 1, match_id, round_no, 10, 11, status, **fields)


def refused(call: Callable[..., object], *args: Any, **kwargs: Any) -> Refusal:
    with pytest.raises(Refusal) as caught:
        call(*args, **kwargs)
    return caught.value


def test_a_match_ends_for_the_window_when_its_result_is_final() -> None:
    # PRO-3: the 10 minutes count from the final result; a match still played has no end.
    assert ended_at(match(status=MatchStatus.FINAL, finalized_at=500.0)) == 500.0
    assert ended_at(match(status=MatchStatus.REPORTED, finalized_at=500.0)) is None
    assert ended_at(match()) is None


def test_a_protest_s_text_is_refused_past_the_window() -> None:
    # PRO-3, checked again when the text arrives.
    ended = match(status=MatchStatus.FINAL, finalized_at=1000.0)
    check_window(ended, 1000.0 + WINDOW)
    late = refused(check_window, ended, 1000.0 + WINDOW + 1)
    assert (late.key, late.params) == ("protest-too-late", {"minutes": 10})
    check_window(match(), 10**9)  # still played: always in time


def test_one_protest_per_round_counts_filed_protests_of_that_round_only() -> None:
    # PRO-4: drafts are not protests yet; another round's protest does not count.
    earlier = [
        protest(ProtestStatus.REJECTED, round_no=1),
        protest(ProtestStatus.DRAFT, round_no=2),
        protest(ProtestStatus.OPEN, round_no=3),
    ]
    assert earlier_in_scope(earlier, match(round_no=2), "round", {}) == 0
    assert earlier_in_scope(earlier, match(round_no=1), "round", {}) == 1


def test_one_protest_per_stage_counts_every_round_of_the_stage() -> None:
    # PRO-4: per stage (a group is one); a protested match no longer stored counts for none.
    earlier = [
        protest(ProtestStatus.OPEN, match_id=1, round_no=1),
        protest(ProtestStatus.ACCEPTED, match_id=2, round_no=2),
        protest(ProtestStatus.OPEN, match_id=3, round_no=4),
    ]
    stages = {1: 0, 2: 0, 3: 1}
    assert earlier_in_scope(earlier, match(9, round_no=3, stage=0), "stage", stages) == 2
    assert earlier_in_scope(earlier, match(9, round_no=5, stage=1), "stage", stages) == 1
    assert earlier_in_scope(earlier, match(9, round_no=5, stage=1), "stage", {}) == 0


def test_filing_on_a_match_refuses_what_the_regulation_does_not_accept() -> None:
    # PRO-9 first, then PRO-3, then PRO-4 with its scope named.
    auto = match(status=MatchStatus.FINAL, finalized_at=0.0, final_source="auto")
    assert refused(may_file, [], auto, 60.0, limit=1, scope="round", stages={}).key == (
        "protest-after-auto"
    )
    ended = match(status=MatchStatus.FINAL, finalized_at=0.0, final_source="confirmed")
    late = refused(may_file, [], ended, WINDOW + 1.0, limit=1, scope="round", stages={})
    assert late.key == "protest-too-late"
    filed = [protest(ProtestStatus.OPEN)]
    limit = refused(may_file, filed, ended, 60.0, limit=1, scope="round", stages={})
    assert (limit.key, limit.params) == ("protest-limit", {"limit": 1, "scope": "round"})
    may_file(filed, ended, 60.0, limit=2, scope="round", stages={})  # the special rules' limit


def test_a_draft_takes_one_known_reason_and_a_filed_protest_none() -> None:
    # PRO-2: one reason from the list; PRO-5: a filed protest is not changed.
    assert chosen_reason(protest(ProtestStatus.DRAFT), "stalling") is Reason.STALLING
    assert refused(chosen_reason, protest(ProtestStatus.DRAFT), "weather").key == "usage-preason"
    again = refused(chosen_reason, protest(ProtestStatus.OPEN), "weather")
    assert (again.key, again.params) == ("protest-already-filed", {"id": 7})


@pytest.mark.parametrize(
    ("status", "key"),
    [
        (ProtestStatus.ACCEPTED, "protest-decided"),
        (ProtestStatus.REJECTED, "protest-decided"),
        (ProtestStatus.WITHDRAWN, "protest-not-open"),
        (ProtestStatus.DRAFT, "protest-not-open"),
    ],
)
def test_a_decision_is_final_and_only_an_open_protest_takes_one(
    status: ProtestStatus, key: str
) -> None:
    # PRO-8
    assert refused(check_decidable, protest(status)).key == key


@pytest.mark.parametrize("status", [ProtestStatus.OPEN, ProtestStatus.EVIDENCE])
def test_an_open_protest_takes_a_decision_or_a_request_for_evidence(
    status: ProtestStatus,
) -> None:
    # PRO-6, PRO-8
    check_decidable(protest(status))
    check_open(protest(status))


def test_evidence_is_asked_only_for_a_protest_with_the_judges() -> None:
    # PRO-6: a decided protest is simply no longer open.
    assert refused(check_open, protest(ProtestStatus.ACCEPTED)).key == "protest-not-open"


def test_an_edited_protest_may_be_reopened_within_the_same_ten_minutes() -> None:
    # PRO-5
    edited = protest(ProtestStatus.WITHDRAWN, filed_at=100.0)
    check_reopen(edited, 100.0 + WINDOW)
    late = refused(check_reopen, edited, 100.0 + WINDOW + 1)
    assert (late.key, late.params) == ("protest-reopen-late", {"id": 7, "minutes": 10})
    assert refused(check_reopen, protest(ProtestStatus.WITHDRAWN), 0.0).key == (
        "protest-reopen-late"
    )
    assert refused(check_reopen, protest(ProtestStatus.OPEN, filed_at=100.0), 100.0).key == (
        "protest-not-edited"
    )


def test_one_file_of_evidence_has_a_size_limit() -> None:
    # PRO-6: the judges get the file as it came, up to 20 MB.
    check_evidence(EVIDENCE_MAX)
    big = refused(check_evidence, EVIDENCE_MAX + 1)
    assert (big.key, big.params) == ("evidence-too-big", {"max": 20})
