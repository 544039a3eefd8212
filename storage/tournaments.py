"""Tournament heads, their judges and the chats bound to them."""

from __future__ import annotations

from functools import lru_cache

import aiosqlite

from bot.domain.model import ACTIVE_APPLICATION, IN_STANDINGS, Binding, TournamentStatus
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament
from storage.base import Repository
from storage.dialect import LOCK

_ENDED = (TournamentStatus.FINISHED, TournamentStatus.ARCHIVED)


@lru_cache(maxsize=256)
def _settings(text: str) -> TournamentSettings:
    """Parsed once per distinct text: every command reads its tournament, and parsing the
    settings was 8 % of a command under load (issue 12). Frozen, so one copy serves all."""
    return TournamentSettings.from_json(text)


def _tournament(row: aiosqlite.Row) -> Tournament:
    return Tournament(
        id=row["id"],
        title=row["title"],
        status=TournamentStatus(row["status"]),
        settings=_settings(row["settings"]),
        current_round=row["current_round"],
        created_by=row["created_by"],
        created_at=row["created_at"],
        opened_at=row["opened_at"],
        started_at=row["started_at"],
        finished_at=row["finished_at"],
        round_ends_at=row["round_ends_at"],
        paused_at=row["paused_at"],
        stage=row["stage"],
    )


def _binding(row: aiosqlite.Row) -> Binding:
    return Binding(
        platform=row["platform"],
        chat_id=row["chat_id"],
        role=row["role"],
        tournament_id=row["tournament_id"],
        title=row["title"],
        thread_id=row["thread_id"],
    )


class SqlTournaments(Repository):
    """The `tournaments`, `judges` and `bindings` tables."""

    async def create(
        self, title: str, settings: TournamentSettings, created_by: int, now: float
    ) -> Tournament:
        """A new tournament in draft."""
        new_id = await self.execute(
            "INSERT INTO tournaments (title, status, settings, created_by, created_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (title, TournamentStatus.DRAFT, settings.to_json(), created_by, now),
        )
        created = await self.get(new_id)
        assert created is not None
        return created

    async def get(self, tournament_id: int) -> Tournament | None:
        """A tournament by id."""
        # LOCK: on PostgreSQL the row is this transaction's until it ends, so two workers
        # never change one tournament at once (SQLite has one writer anyway).
        row = await self.fetch_one(
            f"SELECT * FROM tournaments WHERE id = ?{LOCK}", (tournament_id,)
        )
        return _tournament(row) if row else None

    async def locked(self, tournament: Tournament) -> Tournament:
        """The tournament as `get` gives it: read again under the lock where rows are locked."""
        if not getattr(self.conn, "locking", False):
            return tournament  # SQLite: the transaction already excludes every other writer
        return await self.get(tournament.id) or tournament

    async def save(self, tournament: Tournament) -> None:
        """Write back everything that may change."""
        t = tournament
        await self.execute(
            "UPDATE tournaments SET title = ?, status = ?, settings = ?, current_round = ?,"
            " opened_at = ?, started_at = ?, finished_at = ?, round_ends_at = ?, paused_at = ?,"
            " stage = ? WHERE id = ?",
            (
                t.title,
                t.status,
                t.settings.to_json(),
                t.current_round,
                t.opened_at,
                t.started_at,
                t.finished_at,
                t.round_ends_at,
                t.paused_at,
                t.stage,
                t.id,
            ),
        )

    async def active(self) -> list[Tournament]:
        """Every tournament not finished yet."""
        rows = await self.fetch_all(
            "SELECT * FROM tournaments WHERE status NOT IN (?, ?) ORDER BY id", _ENDED
        )
        return [_tournament(r) for r in rows]

    async def active_for(self, account_id: int, *, review: bool = False) -> list[Tournament]:
        """Unfinished tournaments the account judges or plays in (with `review`, also the
        finished ones still in their review window)."""
        ended = (TournamentStatus.ARCHIVED,) * 2 if review else _ENDED
        rows = await self.fetch_all(
            "SELECT * FROM tournaments t WHERE t.status NOT IN (?, ?) AND ("
            " EXISTS (SELECT 1 FROM judges j WHERE j.tournament_id = t.id AND j.account_id = ?)"
            " OR EXISTS (SELECT 1 FROM players p WHERE p.tournament_id = t.id"
            "  AND p.account_id = ? AND p.status IN (?, ?, ?))) ORDER BY t.id",
            (*ended, account_id, account_id, *(IN_STANDINGS if review else ACTIVE_APPLICATION)),
        )
        return [_tournament(r) for r in rows]

    async def judges(self, tournament_id: int) -> list[int]:
        """Account ids of the tournament's judges."""
        rows = await self.fetch_all(
            "SELECT account_id FROM judges WHERE tournament_id = ? ORDER BY added_at",
            (tournament_id,),
        )
        return [r[0] for r in rows]

    async def is_judge(self, tournament_id: int, account_id: int) -> bool:
        """Whether the account judges the tournament."""
        row = await self.fetch_one(
            "SELECT 1 FROM judges WHERE tournament_id = ? AND account_id = ?",
            (tournament_id, account_id),
        )
        return row is not None

    async def add_judge(
        self, tournament_id: int, account_id: int, added_by: int, now: float
    ) -> bool:
        """Make the account a judge; False when it already was one."""
        if await self.is_judge(tournament_id, account_id):
            return False
        await self.execute(
            "INSERT INTO judges (tournament_id, account_id, added_by, added_at) VALUES (?,?,?,?)",
            (tournament_id, account_id, added_by, now),
        )
        return True

    async def bind(self, binding: Binding, now: float) -> None:
        """Bind a chat (or one of its topics) in a role, replacing what it served before in
        that role; a chat the bot had lost is bound again."""
        b = binding
        await self.execute(
            "INSERT INTO bindings (platform, chat_id, role, tournament_id, title, bound_at,"
            " thread_id) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (platform, chat_id, role)"
            " DO UPDATE SET tournament_id = excluded.tournament_id, title = excluded.title,"
            " bound_at = excluded.bound_at, thread_id = excluded.thread_id, lost_at = NULL",
            (b.platform, b.chat_id, b.role, b.tournament_id, b.title, now, b.thread_id),
        )

    async def bindings_of_chat(self, platform: str, chat_id: int) -> list[Binding]:
        """What a chat is bound to."""
        rows = await self.fetch_all(
            "SELECT * FROM bindings WHERE platform = ? AND chat_id = ? ORDER BY role",
            (platform, chat_id),
        )
        return [_binding(r) for r in rows]

    async def bindings(self, tournament_id: int, role: str) -> list[Binding]:
        """The tournament's chats in a role, but those the bot lost (kicked, VK 917)."""
        rows = await self.fetch_all(
            "SELECT * FROM bindings WHERE tournament_id = ? AND role = ? AND lost_at IS NULL"
            " ORDER BY bound_at",
            (tournament_id, role),
        )
        return [_binding(r) for r in rows]

    async def bound_chats(self) -> list[Binding]:
        """Every chat bound to an unfinished tournament, on every platform (for `doctor`)."""
        rows = await self.fetch_all(
            "SELECT b.* FROM bindings b JOIN tournaments t ON t.id = b.tournament_id"
            " WHERE t.status NOT IN (?, ?) ORDER BY b.platform, b.chat_id, b.role",
            _ENDED,
        )
        return [_binding(r) for r in rows]
