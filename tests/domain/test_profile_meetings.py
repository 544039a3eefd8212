"""A player's profile from the history: published decks only (REG-9), and who he met and how
(issue 26): byes and double losses are no meetings (FMT-3, RES-7), a technical loss is one
that was not played, and two linked accounts are one person."""

from __future__ import annotations

from bot.domain.history import History, PastDeck, PastEntry, PastMatch, PastTournament
from bot.domain.model import PlayerStatus, ResultKind
from bot.domain.profile import head_to_head, opponents, played

MATCH, BYE, DOUBLE = ResultKind.MATCH, ResultKind.BYE, ResultKind.DOUBLE_LOSS
# Persons: Анна 1, Борис 2, Вера 3; Вера also played the second cup from account 4 (linked).
PERSONS = {1: 1, 2: 2, 3: 3, 4: 3}


def entry(player: int, account: int, nick: str, place: int) -> PastEntry:
    """A line of a final table."""
    return PastEntry(player, PERSONS[account], account, nick, place, place,
                     PlayerStatus.REGISTERED)  # fmt: skip


def cup(tid: int, matches: list[PastMatch], decks: tuple[PastDeck, ...] = ()) -> PastTournament:
    """A finished cup of the three, players 10·tid + 1…3 (Вера on account 4 in cup 2)."""
    vera = 3 if tid == 1 else 4
    entries = (entry(10 * tid + 1, 1, "Анна", 1), entry(10 * tid + 2, 2, "Борис", 2),
               entry(10 * tid + 3, vera, "Вера", 3))  # fmt: skip
    return PastTournament(tid, f"Кубок {tid}", 1000.0 * tid, True, None, 1.0, frozenset(),
                          entries, tuple(matches), decks)  # fmt: skip


def test_meetings_count_played_and_judged_matches_not_byes_across_linked_accounts() -> None:
    first = cup(
        1,
        [PastMatch(1, 0, 11, 12, 2, 1, 0, MATCH, "confirmed"),
         PastMatch(1, 0, 13, None, 0, 0, 0, BYE, None),
         PastMatch(2, 0, 11, 13, 1, 1, 1, MATCH, "confirmed")],
        (PastDeck(11, 1, "Лесной натиск", "Друид Ольх", "лес", True),
         PastDeck(12, 1, "Гранит", "Тан Гранитный", "горы", False)),
    )  # fmt: skip
    second = cup(
        2,
        [PastMatch(1, 0, 23, 21, 2, 0, 0, MATCH, "techloss"),  # Вера from her other account
         PastMatch(2, 0, 21, 22, 0, 0, 0, DOUBLE, None)],
    )  # fmt: skip
    history = History((first, second), PERSONS, {1: "Анна", 2: "Борис", 3: "Вера"})

    rows = played(history, 1)
    assert [r.tournament.id for r in rows] == [2, 1]  # newest first
    assert [d.name for r in rows for d in r.decks] == ["Лесной натиск"]
    assert [d.name for r in played(history, 2) for d in r.decks] == []  # REG-9: not published
    assert opponents(history, 1) == [2, 3]  # the double loss met no one
    vera = head_to_head(history, 1, 3)
    assert [(m.tournament.id, m.outcome, m.mine, m.theirs) for m in vera.meetings] == [
        (1, "draw", 1, 1),
        (2, "loss", 0, 2),
    ]
    assert [m.played for m in vera.meetings] == [True, False]  # the technical loss was not
    assert (vera.count("win"), vera.count("loss"), vera.count("draw")) == (0, 1, 1)
    assert head_to_head(history, 3, 1).count("win") == 1  # the same meetings from her side
