"""Links between accounts, seasons, and the finished tournaments (issue 26), on both engines."""

from __future__ import annotations

import json
from typing import Any

import aiosqlite

from bot.domain.identity import Link
from bot.domain.model import TournamentStatus
from bot.domain.tournament import Tournament
from bot.ports.history import SeasonRow
from storage.base import Repository
from storage.tournaments import _tournament

_ENDED = (TournamentStatus.FINISHED.value, TournamentStatus.ARCHIVED.value)


def _link(row: aiosqlite.Row) -> Link:
    return Link(
        id=row["id"],
        account_a=row["account_a"],
        account_b=row["account_b"],
        kind=row["kind"],
        by=row["by_account"],
        reason=row["reason"],
        at=row["at"],
    )


def _season(row: aiosqlite.Row) -> SeasonRow:
    return SeasonRow(
        id=row["id"],
        name=row["name"],
        settings=json.loads(row["settings"]),
        created_by=row["created_by"],
        created_at=row["created_at"],
        closed_at=row["closed_at"],
    )


class SqlLinks(Repository):
    """The `account_links` table."""

    async def add(
        self, a: int, b: int, kind: str, by: int | None, reason: str | None, now: float
    ) -> Link:
        """Link two accounts as one person's."""
        row = await self.fetch_one(
            "INSERT INTO account_links (account_a, account_b, kind, by_account, reason, at)"
            " VALUES (?, ?, ?, ?, ?, ?) RETURNING *",
            (a, b, kind, by, reason, now),
        )
        assert row is not None
        return _link(row)

    async def active(self) -> list[Link]:
        """Every link not undone, oldest first."""
        rows = await self.fetch_all(
            "SELECT * FROM account_links WHERE undone_at IS NULL ORDER BY id"
        )
        return [_link(r) for r in rows]

    async def between(self, a: int, b: int) -> list[Link]:
        """The links not undone that join these two accounts directly."""
        rows = await self.fetch_all(
            "SELECT * FROM account_links WHERE undone_at IS NULL AND"
            " ((account_a = ? AND account_b = ?) OR (account_a = ? AND account_b = ?))"
            " ORDER BY id",
            (a, b, b, a),
        )
        return [_link(r) for r in rows]

    async def undo(self, link_id: int, by: int | None, now: float) -> bool:
        """Mark a link undone (a wrong merge split); False when it was undone already."""
        return bool(
            await self.changed(
                "UPDATE account_links SET undone_at = ?, undone_by = ?"
                " WHERE id = ? AND undone_at IS NULL",
                (now, by, link_id),
            )
        )


class SqlSeasons(Repository):
    """The `seasons` table."""

    async def create(
        self, name: str, settings: dict[str, Any], by: int | None, now: float
    ) -> SeasonRow:
        """A new season."""
        row = await self.fetch_one(
            "INSERT INTO seasons (name, settings, created_by, created_at)"
            " VALUES (?, ?, ?, ?) RETURNING *",
            (name, json.dumps(settings, ensure_ascii=False, sort_keys=True), by, now),
        )
        assert row is not None
        return _season(row)

    async def get(self, season_id: int) -> SeasonRow | None:
        """A season by id."""
        row = await self.fetch_one("SELECT * FROM seasons WHERE id = ?", (season_id,))
        return _season(row) if row else None

    async def list(self) -> list[SeasonRow]:
        """Every season, newest first."""
        return [_season(r) for r in await self.fetch_all("SELECT * FROM seasons ORDER BY id DESC")]

    async def save(self, season: SeasonRow) -> None:
        """Store a season's name, settings and closing."""
        await self.execute(
            "UPDATE seasons SET name = ?, settings = ?, closed_at = ? WHERE id = ?",
            (
                season.name,
                json.dumps(season.settings, ensure_ascii=False, sort_keys=True),
                season.closed_at,
                season.id,
            ),
        )


class SqlPast(Repository):
    """The finished tournaments, read for the seasons, the ratings and the profiles."""

    async def finished(self) -> list[Tournament]:
        """Every finished tournament, by its end (then id)."""
        rows = await self.fetch_all(
            "SELECT * FROM tournaments WHERE status IN (?, ?) ORDER BY finished_at, id", _ENDED
        )
        return [_tournament(r) for r in rows]

    async def fingerprint(self) -> tuple[Any, ...]:
        """Changes whenever a finished tournament, its log or a link changes: every change of
        a finished tournament's results, players or decks is in its audit log (RES-8)."""
        # Each finished tournament's last audit entry by the (tournament_id, id) index: one
        # seek a tournament, not a pass over the whole log, as every page view asks this.
        ended = await self.fetch_one(
            "SELECT COUNT(*) AS n, SUM(x.id) AS ids, COALESCE(SUM(x.last), 0) AS last,"
            " SUM(x.archived) AS archived FROM (SELECT t.id,"
            " CASE WHEN t.status = ? THEN 1 ELSE 0 END AS archived,"
            " (SELECT MAX(a.id) FROM audit a WHERE a.tournament_id = t.id) AS last"
            " FROM tournaments t WHERE t.status IN (?, ?)) x",
            (TournamentStatus.ARCHIVED.value, *_ENDED),
        )
        links = await self.fetch_one(
            "SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS last,"
            " COALESCE(MAX(undone_at), 0) AS undone FROM account_links"
        )
        assert ended is not None and links is not None
        return (
            ended["n"], ended["ids"], ended["last"], ended["archived"],
            links["n"], links["last"], links["undone"],
        )  # fmt: skip

    async def platforms(self) -> dict[int, str]:
        """Each account's platform."""
        rows = await self.fetch_all("SELECT id, platform FROM accounts")
        return {r["id"]: r["platform"] for r in rows}

    async def account_ids(self) -> list[int]:
        """Every account's id."""
        return [r["id"] for r in await self.fetch_all("SELECT id FROM accounts ORDER BY id")]
