"""Plain data of a tournament: players, matches, results; no I/O."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class TournamentStatus(StrEnum):
    """Life cycle of a tournament."""

    DRAFT = "draft"
    REGISTRATION = "registration"
    CLOSED = "closed"
    RUNNING = "running"
    FINISHED = "finished"  # final standings out; judges still correct in the review window
    ARCHIVED = "archived"  # the review window is over: nothing changes any more (RES-8)


class PlayerStatus(StrEnum):
    """Where an application or a player stands."""

    PENDING = "pending"  # applied, has not accepted the rules yet (REG-2)
    REGISTERED = "registered"
    REFUSED = "refused"  # REG-6
    WITHDRAWN = "withdrawn"  # /unregister before the start
    WAITING = "waiting"  # REG-5: beyond the cap, promoted in order when a place frees up
    NOT_ADMITTED = "not-admitted"  # REG-4: did not confirm participation in the window
    DROPPED = "dropped"  # REG-8: keeps points and place, not paired any more
    DISQUALIFIED = "disqualified"


ACTIVE_APPLICATION = (PlayerStatus.PENDING, PlayerStatus.REGISTERED, PlayerStatus.WAITING)
IN_STANDINGS = (PlayerStatus.REGISTERED, PlayerStatus.DROPPED, PlayerStatus.DISQUALIFIED)


class MatchStatus(StrEnum):
    """Where a match's result stands (RES-1…RES-3)."""

    PENDING = "pending"  # no result yet
    REPORTED = "reported"  # one player reported, waiting for the other (RES-2)
    DISPUTED = "disputed"  # the other player disputed: a judge decides
    FINAL = "final"


class ResultKind(StrEnum):
    """What a finished match counts as in the standings."""

    MATCH = "match"  # two players
    BYE = "bye"  # no opponent, a match win (FMT-3, FMT-7)
    LOSS = "loss"  # no opponent, a match loss that is no one's opponent
    DOUBLE_LOSS = "double-loss"  # RES-7: neither player came; both lose, no one's opponent
    MISSED = "missed"  # a late entrant's missed round: a loss in the record, not played


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A finished match as the standings see it; `b` is None for a bye or a lone loss."""

    round: int
    a: int
    b: int | None
    score_a: int
    score_b: int
    draws: int = 0
    kind: ResultKind = ResultKind.MATCH


@dataclass(frozen=True, slots=True)
class Player:
    """A person's entry in one tournament."""

    id: int
    tournament_id: int
    account_id: int
    nickname: str
    game_id: str | None
    status: PlayerStatus
    dropped_after_round: int | None = None
    checked_in: bool = False  # REG-4
    joined_after_round: int | None = None  # a late entrant: paired from the round after it
    missed_rounds: tuple[int, ...] = ()  # rounds missed while dropped, before /undrop (REG-8)


@dataclass(frozen=True, slots=True)
class Report:
    """A score entered by one player and waiting for the other (RES-1, RES-2)."""

    by_player: int
    score_a: int
    score_b: int
    draws: int
    at: float  # UTC timestamp


@dataclass(frozen=True, slots=True)
class Match:
    """A pairing of a round and its result so far."""

    id: int
    tournament_id: int
    number: int  # unique within the tournament, shown in every message about it
    round: int
    a: int
    b: int | None
    status: MatchStatus = MatchStatus.PENDING
    # The final score; before the match is final, the games awarded by game losses (MOD-1).
    score_a: int | None = None
    score_b: int | None = None
    draws: int = 0
    kind: ResultKind = ResultKind.MATCH
    report: Report | None = None
    finalized_at: float | None = None
    extra_minutes: float = 0.0  # RES-6: time a judge added to this match
    extra_cycles: int = 0  # RES-6: cycles a judge added after time (beyond the two)
    stage: int = 0
    node: str | None = None  # bracket node (elimination stages)
    pool: int | None = None  # group or draft table
    life_claims: tuple[tuple[int, int, int], ...] = ()  # FMT-6: (player, own life, other's)
    starts_at: float | None = None  # the official start (COM-2, COM-3)
    final_source: str | None = None  # how the result became final: confirmed, auto, judge…

    def involves(self, player_id: int) -> bool:
        """Whether the player plays in this match."""
        return player_id in (self.a, self.b)

    def opponent_of(self, player_id: int) -> int | None:
        """The other player of the match (None for a bye)."""
        return self.b if player_id == self.a else self.a

    def games_awarded(self) -> tuple[int, int]:
        """Games (a, b) the match counts from game-loss sanctions while it is not final."""
        if self.status is MatchStatus.FINAL:
            return 0, 0
        return self.score_a or 0, self.score_b or 0

    def as_result(self) -> MatchResult:
        """The final result for the standings."""
        assert self.status is MatchStatus.FINAL and self.score_a is not None
        assert self.score_b is not None
        return MatchResult(
            self.round, self.a, self.b, self.score_a, self.score_b, self.draws, self.kind
        )


@dataclass(frozen=True, slots=True)
class SavedDeck:
    """A checked decklist in one of a player's deck slots (REG-9)."""

    player: int
    slot: int
    name: str
    hero: str
    content: str
    main: dict[str, int]
    side: dict[str, int]


@dataclass(frozen=True, slots=True)
class NewMatch:
    """A match to create: its players and where in the tournament it belongs."""

    a: int
    b: int | None
    stage: int = 0
    node: str | None = None
    pool: int | None = None


@dataclass(frozen=True, slots=True)
class Pairing:
    """One round's pairs and the player with the bye, if any."""

    pairs: list[tuple[int, int]]
    bye: int | None = None
    rematches: list[tuple[int, int]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Account:
    """One person on one platform."""

    id: int
    platform: str
    user_id: int
    name: str
    username: str | None = None
    locale: str | None = None
    context_tournament: int | None = None


@dataclass(frozen=True, slots=True)
class Binding:
    """A group chat serving a tournament as its channel or its judges' chat (COM-1)."""

    platform: str
    chat_id: int
    role: str
    tournament_id: int
    title: str | None = None
    thread_id: int | None = None  # a forum topic of the chat (Telegram), None: the whole chat
