"""What finished tournaments left behind, as the seasons, the ratings, the profiles and the
metagame read it: places, records, rated matches and decks per person (issue 26)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from bot.domain.model import PlayerStatus, ResultKind
from bot.domain.names import nickname_key

# RES-7, FMT-3: a result no one played is not rated — byes, technical losses for no-shows,
# double losses, annulled matches, a drop's conceded rest, the match a disqualification takes
# (MOD-8), missed rounds of late entrants.
UNRATED_SOURCES = frozenset({"techloss", "double-loss", "annulled", "drop", "dq"})


@dataclass(frozen=True, slots=True)
class PastEntry:
    """One person's entry in one finished tournament."""

    player: int  # players.id in that tournament
    person: int  # bot.domain.identity.persons: the smallest account id of the person
    account: int
    nickname: str
    place: int  # the best place of the range ("3–4" → 3), 1 = the winner
    place_worst: int  # the range's other end ("3–4" → 4); = place when not shared
    status: PlayerStatus  # registered, dropped or disqualified (MOD-8)
    wins: int = 0
    losses: int = 0
    draws: int = 0  # drawn matches

    @property
    def label(self) -> str:
        """The place as the final table shows it ("1", "3–4")."""
        return str(self.place) if self.place == self.place_worst else (
            f"{self.place}–{self.place_worst}"
        )  # fmt: skip

    @property
    def disqualified(self) -> bool:
        """MOD-8: disqualified in this tournament."""
        return self.status is PlayerStatus.DISQUALIFIED


@dataclass(frozen=True, slots=True)
class PastMatch:
    """A finished match of a finished tournament, by players of that tournament."""

    round: int
    stage: int
    a: int
    b: int | None
    score_a: int
    score_b: int
    draws: int
    kind: ResultKind
    source: str | None

    @property
    def rated(self) -> bool:
        """Whether the match was played by both and counts for the ratings."""
        return (
            self.kind is ResultKind.MATCH
            and self.b is not None
            and self.source not in UNRATED_SOURCES
        )

    @property
    def winner(self) -> int | None:
        """The player who won the match; None for a draw."""
        if self.score_a == self.score_b:
            return None
        return self.a if self.score_a > self.score_b else self.b


@dataclass(frozen=True, slots=True)
class PastDeck:
    """A decklist of a finished tournament: its hero and the hero's element (DECK-4)."""

    player: int
    slot: int
    name: str
    hero: str
    element: str | None  # None when the hero is not in the loaded card pool
    published: bool  # shown to everyone (after /publish_decks or per the organizer)
    content: str = ""


@dataclass(frozen=True, slots=True)
class PastTournament:
    """One finished tournament as the cross-tournament views read it."""

    id: int
    title: str
    finished_at: float
    final: bool  # the review window is over (RES-8); False: results may still change
    season: int | None
    weight: float
    platforms: frozenset[str]  # where its players came from
    entries: tuple[PastEntry, ...]  # in final order
    matches: tuple[PastMatch, ...]  # in round order
    decks: tuple[PastDeck, ...] = ()
    _by_player: dict[int, PastEntry] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._by_player.update({e.player: e for e in self.entries})

    def entry(self, player: int) -> PastEntry | None:
        """The entry of a player of this tournament."""
        return self._by_player.get(player)

    def person(self, player: int) -> int | None:
        """The person behind a player of this tournament."""
        entry = self._by_player.get(player)
        return entry.person if entry else None

    def rated_matches(self) -> Iterator[PastMatch]:
        """Its matches that count for the ratings, in round order."""
        return (m for m in self.matches if m.rated)


@dataclass(frozen=True, slots=True)
class History:
    """Every finished tournament, oldest first (by the end, then by id), and who is who."""

    tournaments: tuple[PastTournament, ...]
    persons: dict[int, int]  # account → person
    names: dict[int, str]  # person → the nickname of his latest entry

    def of_season(self, season: int) -> list[PastTournament]:
        """The tournaments of a season."""
        return [t for t in self.tournaments if t.season == season]

    def find(self, nickname: str) -> int | None:
        """The person whose latest entry has this nickname (REG-3 comparison); else the
        person who ever played under it most recently; None when no one did."""
        key = nickname_key(nickname)
        for person, name in self.names.items():
            if nickname_key(name) == key:
                return person
        for t in reversed(self.tournaments):
            for e in t.entries:
                if nickname_key(e.nickname) == key:
                    return e.person
        return None

    def person_of_account(self, account: int) -> int:
        """The person an account belongs to (itself when never linked)."""
        return self.persons.get(account, account)

    def entries_of(self, person: int) -> list[tuple[PastTournament, PastEntry]]:
        """A person's entries, oldest first."""
        return [(t, e) for t in self.tournaments for e in t.entries if e.person == person]


def record_of(player: int, matches: Iterable[PastMatch]) -> tuple[int, int, int]:
    """(wins, losses, draws) of a player's matches, byes as wins (FMT-3)."""
    wins = losses = draws = 0
    for m in matches:
        if player not in (m.a, m.b):
            continue
        if m.kind is ResultKind.BYE:
            wins += 1
        elif m.kind in (ResultKind.LOSS, ResultKind.DOUBLE_LOSS, ResultKind.MISSED):
            losses += 1
        elif m.winner is None:
            draws += 1
        elif m.winner == player:
            wins += 1
        else:
            losses += 1
    return wins, losses, draws
