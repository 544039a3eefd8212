"""What the cross-tournament views need from storage: links between accounts, seasons, and
the finished tournaments (issue 26); `storage/` implements it on both engines."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from bot.domain.identity import Link
from bot.domain.tournament import Tournament


@dataclass(frozen=True, slots=True)
class SeasonRow:
    """A season as stored: its settings as the JSON object `bot.domain.seasons` reads."""

    id: int
    name: str
    settings: dict[str, Any]
    created_by: int | None
    created_at: float
    closed_at: float | None = None


class Links(Protocol):
    """Accounts of one person, linked by a confirmation tap or a judge's /merge."""

    async def add(
        self, a: int, b: int, kind: str, by: int | None, reason: str | None, now: float
    ) -> Link: ...
    async def active(self) -> list[Link]: ...
    async def between(self, a: int, b: int) -> list[Link]: ...
    async def undo(self, link_id: int, by: int | None, now: float) -> bool: ...


class Seasons(Protocol):
    """Seasons and their settings."""

    async def create(
        self, name: str, settings: dict[str, Any], by: int | None, now: float
    ) -> SeasonRow: ...
    async def get(self, season_id: int) -> SeasonRow | None: ...
    async def list(self) -> list[SeasonRow]: ...
    async def save(self, season: SeasonRow) -> None: ...


class Past(Protocol):
    """The finished tournaments and a cheap mark that changes whenever any of them does."""

    async def finished(self) -> list[Tournament]: ...
    async def fingerprint(self) -> tuple[Any, ...]: ...
    async def platforms(self) -> dict[int, str]: ...
    async def account_ids(self) -> list[int]: ...
