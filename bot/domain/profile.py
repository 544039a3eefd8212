"""A player's profile as the history tells it: his tournaments with their published decks, the
people he met and his head-to-head against one of them (issue 26). Nothing private: no game
ID, no unpublished list (REG-9), no sanctions."""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain.history import History, PastDeck, PastEntry, PastMatch, PastTournament
from bot.domain.model import ResultKind
from bot.domain.names import nickname_key


@dataclass(frozen=True, slots=True)
class Played:
    """One tournament he played: the final table's line and the decks published in it."""

    tournament: PastTournament
    entry: PastEntry
    decks: tuple[PastDeck, ...]  # only those /publish_decks showed (REG-9)


@dataclass(frozen=True, slots=True)
class Meeting:
    """One final match between him and the opponent, from his side."""

    tournament: PastTournament
    match: PastMatch
    mine: int  # games he won
    theirs: int
    draws: int  # drawn games
    outcome: str  # "win", "loss" or "draw"

    @property
    def played(self) -> bool:
        """Whether both played it (a technical loss or an annulled match was not played)."""
        return self.match.rated


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """His matches against one opponent across every finished tournament."""

    opponent: int  # the opponent's person
    meetings: tuple[Meeting, ...]  # oldest first

    def count(self, outcome: str) -> int:
        """How many meetings ended so for him."""
        return sum(1 for m in self.meetings if m.outcome == outcome)


def played(history: History, person: int) -> list[Played]:
    """His tournaments, newest first, each with his published decks only."""
    rows = []
    for t, entry in history.entries_of(person):
        decks = sorted(
            (d for d in t.decks if d.player == entry.player and d.published), key=lambda d: d.slot
        )
        rows.append(Played(t, entry, tuple(decks)))
    return rows[::-1]


def _meetings(history: History, person: int) -> list[tuple[int, Meeting]]:
    """(opponent's person, meeting) for each final two-player match he played; byes and
    double losses (no one's opponent, RES-7) are no meetings."""
    found = []
    for t in history.tournaments:
        for m in t.matches:
            if m.b is None or m.kind is not ResultKind.MATCH:
                continue
            a, b = t.person(m.a), t.person(m.b)
            if person not in (a, b) or a == b or a is None or b is None:
                continue
            mine_a = a == person
            me = m.a if mine_a else m.b
            outcome = "draw" if m.winner is None else ("win" if m.winner == me else "loss")
            mine, theirs = (m.score_a, m.score_b) if mine_a else (m.score_b, m.score_a)
            found.append((b if mine_a else a, Meeting(t, m, mine, theirs, m.draws, outcome)))
    return found


def opponents(history: History, person: int) -> list[int]:
    """The persons he met in a final match, by their latest nickname."""
    met = {other for other, _ in _meetings(history, person)}
    return sorted(met, key=lambda p: (nickname_key(history.names.get(p, "")), p))


def head_to_head(history: History, person: int, opponent: int) -> HeadToHead:
    """His final matches against the opponent, oldest first."""
    return HeadToHead(
        opponent, tuple(m for other, m in _meetings(history, person) if other == opponent)
    )
