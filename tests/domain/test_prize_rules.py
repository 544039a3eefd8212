"""The prize table, who may claim, a claim's deadlines and the documents guard (PRZ-1…3)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.domain.errors import Refusal
from bot.domain.model import Player, PlayerStatus
from bot.domain.prizes import (
    Claim,
    ClaimStatus,
    NoClaim,
    Prize,
    PrizeKind,
    awards,
    claim_due,
    fill,
    format_prizes,
    looks_like_documents,
    move,
    parse_prizes,
    reminders,
)

MSK = ZoneInfo("Europe/Moscow")


def moment(text: str) -> float:
    """A Moscow time as a UTC timestamp."""
    return datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=MSK).timestamp()


def test_the_issue_s_table_reads_line_by_line() -> None:
    # PRZ-1, S4 8.1: place ranges, a kind, a free text.
    prizes = parse_prizes(
        "1:money 5000 ₽;2:items Набор героя;3-4:bonus 500;1-8:qualification Кубок"
    )
    assert [(p.first, p.last, p.kind, p.text) for p in prizes] == [
        (1, 1, PrizeKind.MONEY, "5000 ₽"),
        (2, 2, PrizeKind.ITEMS, "Набор героя"),
        (3, 4, PrizeKind.BONUS, "500"),
        (1, 8, PrizeKind.QUALIFICATION, "Кубок"),
    ]
    assert parse_prizes("1:деньги 100; 2:предметы Щит")[1].kind is PrizeKind.ITEMS
    assert parse_prizes("none") == ()


@pytest.mark.parametrize(
    ("table", "part", "why"),
    [
        ("1:money 5000; 3-2:items X", "3-2:items X", "prizes-why-places"),
        ("0:money 5", "0:money 5", "prizes-why-places"),
        ("1:cash 5", "1:cash 5", "prizes-why-kind"),
        ("1:money", "1:money", "prizes-why-text"),
        ("первое: деньги", "первое: деньги", "prizes-why-form"),
        ("1:items " + "x" * 101, "1:items " + "x" * 72, "prizes-why-long"),
    ],
)
def test_a_bad_line_is_named_with_what_is_wrong(table: str, part: str, why: str) -> None:
    with pytest.raises(Refusal) as refused:
        parse_prizes(table)
    assert refused.value.key == "prizes-bad-part"
    assert refused.value.params["part"] == part
    assert refused.value.params["why"]["$text"] == why


_line = st.builds(
    lambda first, extra, kind, text: f"{first}-{first + extra}:{kind} {text}",
    st.integers(1, 500),
    st.integers(0, 500),
    st.sampled_from([k.value for k in PrizeKind]),
    st.text(st.characters(categories=["L", "N"]), min_size=1, max_size=30),
)


@given(st.lists(_line, min_size=1, max_size=8))
def test_the_stored_form_reads_back_as_the_same_table(lines: list[str]) -> None:
    prizes = parse_prizes("; ".join(lines))
    assert parse_prizes(format_prizes(prizes)) == prizes


def _players(**statuses: PlayerStatus) -> dict[int, Player]:
    return {
        int(pid[1:]): Player(int(pid[1:]), 1, int(pid[1:]), pid, None, status)
        for pid, status in statuses.items()
    }


def test_a_disqualified_or_dropped_player_s_prize_does_not_pass_on() -> None:
    # PRZ-3, MOD-8, REG-8 (S4 8.7 by default): the place keeps its player, who may not claim.
    prizes = parse_prizes("1:money 100; 2:items X; 3-4:bonus 5")
    order = [("1", 1), ("2", 2), ("3", 3), ("4", 4), ("5", 5)]
    players = _players(
        p1=PlayerStatus.DISQUALIFIED,
        p2=PlayerStatus.REGISTERED,
        p3=PlayerStatus.DROPPED,
        p4=PlayerStatus.REGISTERED,
        p5=PlayerStatus.REGISTERED,
    )
    given_ = awards(prizes, order, players, drop_keeps_prize=False)
    assert [(a.prize.line, a.player, a.refused) for a in given_] == [
        (1, 1, NoClaim.DISQUALIFIED),
        (2, 2, None),
        (3, 3, NoClaim.DROPPED),
        (3, 4, None),
    ]  # nobody moves up: the fifth player gets nothing
    kept = awards(prizes, order, players, drop_keeps_prize=True)  # S0
    assert [a.refused for a in kept if a.player == 3] == [None]


def test_a_shared_place_takes_the_prize_of_its_best_place() -> None:
    prizes = parse_prizes("3:items X; 4:bonus 5")
    given_ = awards(prizes, [("3–4", 7), ("3–4", 8)], {}, drop_keeps_prize=False)
    assert [(a.prize.line, a.player) for a in given_] == [(1, 7), (1, 8)]


def test_the_limits_are_calendar_days_in_moscow() -> None:
    # S4 8.2: 2 calendar days for bonuses and items, 15 for money (8.12).
    published = moment("2026-12-05 23:30")
    assert claim_due(published, PrizeKind.ITEMS, MSK) == moment("2026-12-08 00:00")
    assert claim_due(published, PrizeKind.MONEY, MSK) == moment("2026-12-21 00:00")
    assert claim_due(moment("2026-12-06 00:10"), PrizeKind.BONUS, MSK) == moment(
        "2026-12-09 00:00"
    )


def test_reminders_at_half_time_and_a_day_before_only_ahead() -> None:
    asked, due = moment("2026-12-05 15:00"), moment("2026-12-08 00:00")
    assert reminders(asked, due, asked) == {
        "half": moment("2026-12-06 19:30"),
        "day": moment("2026-12-07 00:00"),
    }
    assert reminders(asked, due, moment("2026-12-06 20:00")) == {"day": moment("2026-12-07 00:00")}
    late = moment("2026-12-07 00:30")  # "a day before" comes before half-time: one reminder
    assert list(reminders(late, moment("2026-12-08 01:00"), late)) == ["day"]


def _claim(**fields: str) -> Claim:
    return Claim(1, 1, 1, "2", 1, 1, PrizeKind.ITEMS, ClaimStatus.ASKED, 0.0, 1.0, **fields)


def test_an_answer_fills_the_missing_fields_in_order() -> None:
    assert fill(_claim(), ["Ник", "123"]) == {"nickname": "Ник", "game_id": "123"}
    partial = _claim(nickname="Ник", game_id="123")
    assert fill(partial, ["Платформа"]) == {"platform_nick": "Платформа"}
    assert fill(partial, ["А", "1", "Б"]) == {
        "nickname": "А",
        "game_id": "1",
        "platform_nick": "Б",
    }


@pytest.mark.parametrize(
    "text",
    [
        "4276 1600 1234 5678",
        "карта 4276-1600-1234-5678",
        "4111111111111111",
        "паспорт 4508 123456",
        "45 08 123456",
        "ИНН 7707083893",
        "СНИЛС 123-456-789 01",
        "р/с 40817810099910004312",
    ],
)
def test_documents_are_recognised(text: str) -> None:
    assert looks_like_documents(text)  # PRZ-2


@pytest.mark.parametrize("text", ["Ник Гриндель", "мой ID 123456", "2:1 в мою пользу", "12 раз"])
def test_ordinary_text_is_not_taken_for_documents(text: str) -> None:
    assert not looks_like_documents(text)


def test_a_prize_covers_its_range() -> None:
    prize = Prize(1, 3, 4, PrizeKind.BONUS, "5")
    assert [prize.covers(n) for n in (2, 3, 4, 5)] == [False, True, True, False]
    assert prize.places == "3-4"


def test_a_claim_moves_only_along_its_states() -> None:
    # PRZ-1: answered or documents sent, then paid; forfeited only while asked.
    assert move(ClaimStatus.ASKED, "documents") is ClaimStatus.DOCUMENTS
    assert move(ClaimStatus.DOCUMENTS, "paid") is ClaimStatus.PAID
    assert move(ClaimStatus.ASKED, "paid") is None  # not claimed yet
    assert move(ClaimStatus.ANSWERED, "forfeited") is None  # answered in time stays
    assert move(ClaimStatus.FORFEITED, "answered") is None  # S4 8.5: a lost prize stays lost
    assert move(ClaimStatus.PAID, "withdrawn") is None
