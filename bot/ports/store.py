"""What the use cases need from storage; `storage/` implements it on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from bot.domain.late_entry import LateApplication, LateStatus
from bot.domain.model import (
    Account,
    Binding,
    Match,
    NewMatch,
    Player,
    PlayerStatus,
    SavedDeck,
)
from bot.domain.prizes import Claim, ClaimStatus, PrizeKind
from bot.domain.protest_rules import Protest, ProtestStatus, Reason
from bot.domain.sanction_rules import Sanction
from bot.domain.settings import TournamentSettings
from bot.domain.stage_specs import StageRun
from bot.domain.tournament import Tournament
from bot.ports.channels import Channels
from bot.ports.delivery import Deadlines, Outbox
from bot.ports.history import Links, Past, Seasons
from bot.ports.identity import LinkOffers


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One line of a tournament's log of judge actions and result changes."""

    id: int
    at: float
    actor: int | None
    action: str
    details: dict[str, Any]


class Accounts(Protocol):
    """People per platform."""

    async def upsert(
        self,
        platform: str,
        user_id: int,
        name: str,
        username: str | None,
        locale: str | None,
        now: float,
    ) -> Account: ...
    async def get(self, account_id: int) -> Account: ...
    async def find(self, platform: str, user_id: int) -> Account | None: ...
    async def set_context(self, account_id: int, tournament_id: int | None) -> None: ...


class Tournaments(Protocol):
    """Tournament heads, their judges and bound chats."""

    async def create(
        self, title: str, settings: TournamentSettings, created_by: int, now: float
    ) -> Tournament: ...
    async def get(self, tournament_id: int) -> Tournament | None: ...

    async def locked(self, tournament: Tournament) -> Tournament: ...
    async def save(self, tournament: Tournament) -> None: ...
    async def active(self) -> list[Tournament]: ...
    async def active_for(self, account_id: int, *, review: bool = False) -> list[Tournament]: ...
    async def judges(self, tournament_id: int) -> list[int]: ...
    async def is_judge(self, tournament_id: int, account_id: int) -> bool: ...
    async def add_judge(
        self, tournament_id: int, account_id: int, added_by: int, now: float
    ) -> bool: ...
    async def bind(self, binding: Binding, now: float) -> None: ...
    async def bindings_of_chat(self, platform: str, chat_id: int) -> list[Binding]: ...
    async def bindings(self, tournament_id: int, role: str) -> list[Binding]: ...
    async def bound_chats(self) -> list[Binding]: ...


class Players(Protocol):
    """Applications and players."""

    async def add(
        self,
        tournament_id: int,
        account_id: int,
        nickname: str,
        game_id: str | None,
        status: PlayerStatus,
        now: float,
    ) -> Player: ...
    async def get(self, player_id: int) -> Player: ...
    async def of_account(self, tournament_id: int, account_id: int) -> Player | None: ...
    async def by_nickname(self, tournament_id: int, nickname: str) -> Player | None: ...
    async def by_game_id(self, tournament_id: int, game_id: str) -> Player | None: ...
    async def list(
        self, tournament_id: int, statuses: Iterable[PlayerStatus] | None = None
    ) -> list[Player]: ...
    async def check_in(self, player_id: int, now: float) -> Player: ...
    async def join_late(self, player_id: int, after_round: int) -> Player: ...
    async def of_person(self, account_id: int) -> list[Player]: ...
    async def accounts_with_game_id(self, game_id: str) -> list[int]: ...
    async def latest_by_nickname(
        self, nickname: str, platform: str | None = None
    ) -> Player | None: ...
    async def waiting(self, tournament_id: int) -> list[Player]: ...
    async def version(self, tournament_id: int) -> int: ...
    async def set_status(
        self,
        player_id: int,
        status: PlayerStatus,
        now: float,
        *,
        reason: str | None = None,
        dropped_after_round: int | None = None,
    ) -> Player: ...


class Matches(Protocol):
    """Pairings and results."""

    async def results_version(self, tournament_id: int) -> tuple[float, ...]: ...
    async def add_round(
        self, tournament_id: int, round_no: int, pairs: Sequence[NewMatch]
    ) -> list[Match]: ...
    async def replace_round(
        self, tournament_id: int, round_no: int, pairs: Sequence[NewMatch]
    ) -> list[Match]: ...
    async def set_players(self, match_id: int, a: int, b: int | None) -> Match: ...
    async def protested(self, tournament_id: int, round_no: int) -> list[int]: ...
    async def get(self, match_id: int) -> Match | None: ...
    async def by_number(self, tournament_id: int, number: int) -> Match | None: ...
    async def of_round(self, tournament_id: int, round_no: int) -> list[Match]: ...
    async def all(self, tournament_id: int) -> list[Match]: ...
    async def of_player(self, tournament_id: int, player_id: int) -> list[Match]: ...
    async def in_round(self, tournament_id: int, round_no: int, player: int) -> Match | None: ...
    async def unfinished(self, tournament_id: int, round_no: int) -> int: ...
    async def save(self, match: Match) -> None: ...


class Audit(Protocol):
    """The append-only log of judge actions and result changes."""

    async def add(
        self,
        tournament_id: int | None,
        actor: int | None,
        action: str,
        details: dict[str, Any],
        now: float,
    ) -> None: ...
    async def list(self, tournament_id: int) -> list[AuditEntry]: ...


class Updates(Protocol):
    """Updates already handled, and commands waiting for a tournament choice."""

    async def seen(self, platform: str, update_id: int | str, now: float) -> bool: ...
    async def add_choice(
        self, account_id: int, command: str, platform: str, chat_id: int, now: float
    ) -> int: ...
    async def take_choice(self, choice_id: int, account_id: int) -> str | None: ...
    async def choices_of(
        self, account_id: int, platform: str, chat_id: int, since: float
    ) -> list[tuple[int, str]]: ...


class Stages(Protocol):
    """Stages as they run."""

    async def add(self, tournament_id: int, run: StageRun, now: float) -> None: ...
    async def get(self, tournament_id: int, index: int) -> StageRun | None: ...


class Decks(Protocol):
    """Card pool data, decklists, Sealed pools, deck bans."""

    async def library(self, key: str) -> str | None: ...
    async def library_version(self, key: str) -> tuple[float, int, str] | None: ...
    async def put_library(self, key: str, content: str, by: int | None, now: float) -> None: ...
    async def put(self, tournament_id: int, deck: SavedDeck, by: int, now: float) -> None: ...
    async def of_player(self, tournament_id: int, player_id: int) -> list[SavedDeck]: ...
    async def sealed_pool(self, tournament_id: int, player_id: int) -> dict[str, int] | None: ...
    async def put_sealed_pool(
        self, tournament_id: int, player_id: int, cards: dict[str, int]
    ) -> None: ...
    async def bans(self, match_id: int) -> list[tuple[int, int, bool]]: ...
    async def ban(
        self, match_id: int, player_id: int, slot: int, now: float, by_default: bool = False
    ) -> None: ...


class Conduct(Protocol):
    """Protests, sanctions, bans, the chat log."""

    async def new_protest(
        self,
        tournament_id: int,
        match_id: int,
        round_no: int,
        protester: int,
        accused: int,
        now: float,
    ) -> Protest: ...
    async def protest(self, protest_id: int) -> Protest | None: ...
    async def update_protest(
        self,
        protest_id: int,
        *,
        status: ProtestStatus | None = None,
        reason: Reason | None = None,
        text: str | None = None,
        carrier: tuple[str, int, int] | None = None,
        filed_at: float | None = None,
        decision: str | None = None,
        decided_at: float | None = None,
        evidence_until: float | None = None,
    ) -> None: ...
    async def protests_of(self, tournament_id: int, player_id: int) -> list[Protest]: ...
    async def open_protest_on(self, match_id: int) -> bool: ...
    async def open_protests(self, tournament_id: int) -> list[Protest]: ...
    async def protest_carried_by(
        self, platform: str, chat_id: int, message_id: int
    ) -> Protest | None: ...
    async def await_decision(
        self, protest_id: int, verdict: str, account_id: int, platform: str, chat_id: int
    ) -> None: ...
    async def awaiting_decision(
        self, account_id: int, platform: str, chat_id: int
    ) -> Protest | None: ...
    async def stop_awaiting(self, protest_id: int) -> None: ...
    async def add_evidence(self, protest_id: int, name: str, size: int, now: float) -> int: ...
    async def evidence_of(self, protest_id: int) -> list[tuple[str, int, float]]: ...
    async def add_sanction(
        self,
        account_id: int,
        tournament_id: int | None,
        kind: str,
        violation: str,
        reason: str,
        rule: str,
        by: int | None,
        now: float,
        *,
        until: float | None = None,
        pending: bool = False,
        game_id: str | None = None,
    ) -> Sanction: ...
    async def sanction(self, sanction_id: int) -> Sanction | None: ...
    async def confirm_sanction(self, sanction_id: int) -> None: ...
    async def drop_sanction(self, sanction_id: int) -> None: ...
    async def sanctions_of(
        self, account_ids: list[int], game_ids: list[str], tournament_id: int | None = None
    ) -> list[Sanction]: ...
    async def active_bans(self, now: float) -> list[Sanction]: ...
    async def log_chat(
        self, platform: str, chat_id: int, account_id: int, digest: str, now: float
    ) -> None: ...
    async def chat_counts(
        self,
        platform: str,
        chat_id: int,
        account_id: int,
        digest: str,
        since: float,
        repeat_since: float,
    ) -> tuple[int, int]: ...


class Prizes(Protocol):
    """Prize claims, head judges, registration confirmations (PRZ-1…PRZ-3)."""

    async def add_claim(
        self,
        tournament_id: int,
        line: int,
        place: str,
        player_id: int,
        account_id: int,
        kind: PrizeKind,
        asked_at: float,
        due_at: float,
    ) -> Claim: ...
    async def claim(self, claim_id: int) -> Claim | None: ...
    async def claims(self, tournament_id: int) -> list[Claim]: ...
    async def claims_of(
        self, account_id: int, statuses: tuple[ClaimStatus, ...]
    ) -> list[Claim]: ...
    async def answer(
        self, claim_id: int, fields: dict[str, str], status: ClaimStatus, now: float
    ) -> Claim: ...
    async def close(self, claim_id: int, status: ClaimStatus, now: float) -> None: ...
    async def head_judge(self, tournament_id: int) -> int | None: ...
    async def set_head_judge(
        self, tournament_id: int, account_id: int, by: int, now: float
    ) -> None: ...
    async def confirm(self, player_id: int, what: str, now: float) -> None: ...
    async def confirmed(self, player_id: int) -> set[str]: ...


class LateApplications(Protocol):
    """Players asking to enter a running tournament (issue 23)."""

    async def add(
        self, tournament_id: int, account_id: int, nickname: str, game_id: str | None,
        now: float,
    ) -> LateApplication: ...  # fmt: skip
    async def get(self, application_id: int) -> LateApplication | None: ...
    async def open_of(self, tournament_id: int, account_id: int) -> LateApplication | None: ...
    async def decide(
        self, application_id: int, status: LateStatus, by: int | None, now: float
    ) -> None: ...


class Store(Protocol):
    """Every repository, inside one transaction."""

    accounts: Accounts
    tournaments: Tournaments
    players: Players
    matches: Matches
    audit: Audit
    outbox: Outbox
    deadlines: Deadlines
    updates: Updates
    stages: Stages
    decks: Decks
    conduct: Conduct
    prizes: Prizes
    late: LateApplications
    channels: Channels
    links: Links
    seasons: Seasons
    past: Past
    link_offers: LinkOffers


class StoreReader(Protocol):
    """A read-only connection beside the commands' one: the live pages read without waiting."""

    def reading(self) -> AbstractAsyncContextManager[Store]:
        """A store whose every query sees one committed state; it cannot write."""
        ...

    async def close(self) -> None:
        """Close the connection."""
        ...


class Database(Protocol):
    """Opens transactions; only one runs at a time."""

    def transaction(self) -> AbstractAsyncContextManager[Store]: ...

    def reader(self) -> StoreReader | None:
        """A read-only connection beside this one; None where no other one sees the data."""
        ...

    def on_commit(self, listener: Callable[[Store], None]) -> None:
        """Call `listener(store)` after every committed transaction, with what it wrote."""
        ...

    def off_commit(self, listener: Callable[[Store], None]) -> None:
        """Stop calling `listener`."""
        ...

    def retryable(self, error: BaseException) -> bool:
        """A failure that running the transaction again resolves (two workers collided)."""
        ...
