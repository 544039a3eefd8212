"""Protest and sanction rules without any chat (PRO-2…PRO-9, MOD-3…MOD-6, MOD-2)."""

from __future__ import annotations

import pytest

from bot.domain.errors import Refusal
from bot.domain.model import Match, MatchStatus
from bot.domain.protest_rules import (
    WINDOW,
    Protest,
    ProtestStatus,
    can_file,
    check_decision,
    check_text,
    deadline,
    split_decision,
    window_open,
)
from bot.domain.sanction_rules import (
    Kind,
    Sanction,
    Violation,
    chat_decision,
    decide,
    split_reason,
)
from bot.domain.scores import game_loss


@pytest.mark.parametrize(
    "text",
    [
        "Соперник ввёл неверный счёт: вторая партия была за мной.",
        "Он долго думал над каждым ходом и тянул время.",
        "Вылетел клиент на третьем ходу, прошу переиграть.",
    ],
)
def test_one_reason_is_accepted(text: str) -> None:
    assert check_text(text) == text  # PRO-2


@pytest.mark.parametrize(
    "text",
    [
        "1. неверный счёт\n2. затягивал время",
        "- подсказки со стороны\n- оскорбления в чате",
        "Во-первых, счёт неверный, во-вторых, он тянул время.",
        "Неверный результат, и ещё он тянул время и оскорблял меня",
    ],
)
def test_several_reasons_are_refused(text: str) -> None:
    with pytest.raises(Refusal) as refused:
        check_text(text)  # PRO-2, PRO-7
    assert refused.value.key == "protest-several-reasons"


@pytest.mark.parametrize("text", ["", "   ", "x" * 1501])
def test_empty_or_endless_text_is_refused(text: str) -> None:
    with pytest.raises(Refusal):
        check_text(text)


def test_protest_window_is_ten_minutes_after_the_end() -> None:
    # PRO-3
    assert window_open(None, 10_000.0)  # the match is still being played
    assert window_open(1000.0, 1000.0 + WINDOW)
    assert not window_open(1000.0, 1000.0 + WINDOW + 1)


@pytest.mark.parametrize(
    ("now", "by_timeout", "earlier", "key"),
    [
        (60.0, True, 0, "protest-after-auto"),  # PRO-9: a result final under RES-3
        (601.0, False, 0, "protest-too-late"),  # PRO-3
        (60.0, False, 1, "protest-limit"),  # PRO-4: one per round
    ],
)
def test_protests_the_regulation_does_not_accept(
    now: float, by_timeout: bool, earlier: int, key: str
) -> None:
    with pytest.raises(Refusal) as refused:
        can_file(ended_at=0.0, now=now, final_by_timeout=by_timeout, earlier=earlier, limit=1)
    assert refused.value.key == key


def test_a_protest_in_time_passes() -> None:
    can_file(ended_at=0.0, now=599.0, final_by_timeout=False, earlier=0, limit=1)


def open_protest(status: ProtestStatus, evidence_until: float | None = None) -> Protest:
    return Protest(1, 1, 1, 1, 1, 2, status, filed_at=50.0, evidence_until=evidence_until)


def test_an_open_protest_is_due_at_the_end_of_its_window() -> None:
    # PRO-3: ten minutes after the end of the match; not yet known while it is played.
    assert deadline(open_protest(ProtestStatus.OPEN), 1000.0) == 1000.0 + WINDOW
    assert deadline(open_protest(ProtestStatus.OPEN), None) is None


def test_a_protest_waiting_for_evidence_is_due_when_the_evidence_is() -> None:
    # PRO-6: the judge's deadline for evidence replaces the PRO-3 window.
    assert deadline(open_protest(ProtestStatus.EVIDENCE, 5000.0), 1000.0) == 5000.0
    # The evidence time over, the protest is open again and its window counts.
    assert deadline(open_protest(ProtestStatus.OPEN, 5000.0), 1000.0) == 1000.0 + WINDOW


def test_a_decision_needs_words_and_not_a_wall_of_them() -> None:
    # PRO-8: the decision text goes to both players as the judge wrote it.
    assert check_decision("  Вторая партия за Анной. ") == "Вторая партия за Анной."
    for text in ("   ", "x" * 1501):
        with pytest.raises(Refusal):
            check_decision(text)


def test_an_accepting_decision_may_start_with_the_new_score() -> None:
    # PRO-8, RES-8: `2:1 text` sets the match result as /result does; the rest is the text.
    assert split_decision("1:1:1 вторая партия за Анной") == ((1, 1, 1), "вторая партия за Анной")
    assert split_decision(" 2 - 0  неверный счёт") == ((2, 0, 0), "неверный счёт")
    assert split_decision("Счёт 1:1, партия за Анной") == (None, "Счёт 1:1, партия за Анной")
    assert split_decision("2:1, так решил") == (None, "2:1, так решил")
    with pytest.raises(Refusal):
        split_decision("2:1")  # a score alone is not a ruling


@pytest.mark.parametrize(
    ("bo", "before", "loser_is_a", "after"),
    [
        (3, (0, 0), True, (0, 1, False)),  # the opponent takes one game
        (3, (0, 1), True, (0, 2, True)),  # a second game loss gives him a BO3 match
        (3, (1, 0), False, (2, 0, True)),
        (3, (1, 0), True, (1, 1, False)),  # both players were penalised once
        (1, (0, 0), False, (1, 0, True)),  # BO1: one game is the match
        (5, (0, 2), True, (0, 3, True)),
    ],
)
def test_a_game_loss_adds_a_game_for_the_opponent(
    bo: int, before: tuple[int, int], loser_is_a: bool, after: tuple[int, int, bool]
) -> None:
    # MOD-1, MOD-5: a game loss is a game of the match won by the other player.
    assert game_loss(bo, *before, loser_is_a=loser_is_a) == after


def test_only_an_unfinished_match_carries_awarded_games() -> None:
    # MOD-1: before the result, score_a/score_b hold the games awarded by game losses.
    playing = Match(1, 1, 1, 1, 1, 2, MatchStatus.PENDING, score_a=0, score_b=1)
    assert playing.games_awarded() == (0, 1)
    assert Match(1, 1, 1, 1, 1, 2).games_awarded() == (0, 0)
    final = Match(1, 1, 1, 1, 1, 2, MatchStatus.FINAL, score_a=2, score_b=1)
    assert final.games_awarded() == (0, 0)


def sanction(kind: Kind, violation: Violation, pending: bool = False) -> Sanction:
    return Sanction(1, 1, 1, kind, violation, "r", 0.0, pending=pending)


def test_first_obscenity_is_a_warning_and_a_repeat_a_disqualification() -> None:
    # MOD-3
    first = chat_decision(Violation.OBSCENE, [], player=True)
    assert (first.kind, first.escalated) == (Kind.WARNING, False)
    again = chat_decision(Violation.OBSCENE, [sanction(Kind.WARNING, Violation.OBSCENE)], True)
    assert (again.kind, again.rule, again.escalated) == (Kind.DISQUALIFICATION, "MOD-3", True)


@pytest.mark.parametrize(
    ("first", "then"),
    [(Violation.OBSCENE, Violation.INSULT), (Violation.INSULT, Violation.OBSCENE)],
)
def test_obscenity_and_insults_are_one_violation_for_the_repeat(
    first: Violation, then: Violation
) -> None:
    # MOD-3 (S4 11.5): obscene language or insults: one of each is the repeat.
    earlier = [sanction(Kind.WARNING, first)]
    again = chat_decision(then, earlier, player=True)
    assert (again.kind, again.rule, again.escalated) == (Kind.DISQUALIFICATION, "MOD-3", True)
    assert decide(Kind.WARNING, then, earlier).kind is Kind.DISQUALIFICATION
    # A spectator's second MOD-3 violation goes to the judges too (MOD-2).
    assert chat_decision(then, [sanction(Kind.REMARK, first)], player=False).escalated


def test_other_violations_do_not_make_a_mod3_repeat() -> None:
    # MOD-3, MOD-5: a warning for obscenity is no earlier warning for stalling, nor back.
    obscene = [sanction(Kind.WARNING, Violation.OBSCENE)]
    assert decide(Kind.WARNING, Violation.STALLING, obscene).kind is Kind.WARNING
    stalling = [sanction(Kind.WARNING, Violation.STALLING)]
    assert chat_decision(Violation.INSULT, stalling, player=True).kind is Kind.WARNING
    # MOD-2: flood after spam is no spectator's repeat of the same thing.
    spam = [sanction(Kind.REMARK, Violation.SPAM)]
    assert not chat_decision(Violation.FLOOD, spam, player=False).escalated


def test_a_pending_escalation_does_not_count_as_a_warning() -> None:
    earlier = [sanction(Kind.DISQUALIFICATION, Violation.INSULT, pending=True)]
    assert decide(Kind.WARNING, Violation.INSULT, earlier).kind is Kind.WARNING


def test_repeated_stalling_is_a_game_loss() -> None:
    # MOD-5
    earlier = [sanction(Kind.WARNING, Violation.STALLING)]
    decision = decide(Kind.WARNING, Violation.STALLING, earlier)
    assert (decision.kind, decision.rule) == (Kind.GAME_LOSS, "MOD-5")


def test_outside_assistance_disqualifies_at_once() -> None:
    # MOD-6
    decision = decide(Kind.WARNING, Violation.ASSISTANCE, [])
    assert (decision.kind, decision.rule, decision.escalated) == (
        Kind.DISQUALIFICATION,
        "MOD-6",
        True,
    )


def test_a_judge_may_always_be_stricter() -> None:
    assert decide(Kind.BAN, Violation.OTHER, []).kind is Kind.BAN  # MOD-4, MOD-9
    assert decide(Kind.MATCH_LOSS, Violation.DECK, []).rule == "MOD-7"


def test_spectators_get_a_remark_and_a_repeat_goes_to_the_judges() -> None:
    # MOD-2
    assert chat_decision(Violation.FLOOD, [], player=False).kind is Kind.REMARK
    repeat = chat_decision(Violation.FLOOD, [sanction(Kind.REMARK, Violation.FLOOD)], False)
    assert repeat.escalated


@pytest.mark.parametrize(
    ("text", "violation", "rest"),
    [
        ("мат в чате", Violation.OBSCENE, "в чате"),
        ("Затягивание: думал 5 минут", Violation.STALLING, "думал 5 минут"),
        ("просто так", Violation.OTHER, "просто так"),
    ],
)
def test_a_judges_reason_names_the_violation_by_its_first_word(
    text: str, violation: Violation, rest: str
) -> None:
    assert split_reason(text) == (violation, rest)
