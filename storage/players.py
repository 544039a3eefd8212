"""Applications and players."""

from __future__ import annotations

import secrets
from collections.abc import Iterable

import aiosqlite

from bot.domain.model import Player, PlayerStatus
from bot.domain.names import nickname_key
from storage.base import Repository


def _player(row: aiosqlite.Row) -> Player:
    return Player(
        id=row["id"],
        tournament_id=row["tournament_id"],
        account_id=row["account_id"],
        nickname=row["nickname"],
        game_id=row["game_id"],
        status=PlayerStatus(row["status"]),
        dropped_after_round=row["dropped_after_round"],
        checked_in=row["checked_in_at"] is not None,
        joined_after_round=row["joined_after_round"],
        missed_rounds=tuple(int(r) for r in (row["missed_rounds"] or "").split(",") if r),
    )


class SqlPlayers(Repository):
    """The `players` table."""

    async def add(
        self,
        tournament_id: int,
        account_id: int,
        nickname: str,
        game_id: str | None,
        status: PlayerStatus,
        now: float,
    ) -> Player:
        """A new application."""
        new_id = await self.execute(
            "INSERT INTO players (tournament_id, account_id, nickname, nickname_key, game_id,"
            " status, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (tournament_id, account_id, nickname, nickname_key(nickname), game_id, status, now),
        )
        await self._changed_entries(new_id)
        return await self.get(new_id)

    async def get(self, player_id: int) -> Player:
        """A player by id."""
        row = await self.fetch_one("SELECT * FROM players WHERE id = ?", (player_id,))
        if row is None:
            raise LookupError(f"player {player_id}")
        return _player(row)

    async def of_account(self, tournament_id: int, account_id: int) -> Player | None:
        """The account's latest entry in the tournament."""
        row = await self.fetch_one(
            "SELECT * FROM players WHERE tournament_id = ? AND account_id = ?"
            " ORDER BY id DESC LIMIT 1",
            (tournament_id, account_id),
        )
        return _player(row) if row else None

    async def by_nickname(self, tournament_id: int, nickname: str) -> Player | None:
        """The entry holding this nickname: refused and withdrawn ones free it (REG-3)."""
        row = await self.fetch_one(
            "SELECT * FROM players WHERE tournament_id = ? AND nickname_key = ?"
            " AND status NOT IN ('refused', 'withdrawn') ORDER BY id DESC LIMIT 1",
            (tournament_id, nickname_key(nickname)),
        )
        return _player(row) if row else None

    async def by_game_id(self, tournament_id: int, game_id: str) -> Player | None:
        """The entry holding this game id (REG-3)."""
        row = await self.fetch_one(
            "SELECT * FROM players WHERE tournament_id = ? AND lower(game_id) = lower(?)"
            " AND status NOT IN ('refused', 'withdrawn') ORDER BY id DESC LIMIT 1",
            (tournament_id, game_id),
        )
        return _player(row) if row else None

    async def list(
        self, tournament_id: int, statuses: Iterable[PlayerStatus] | None = None
    ) -> list[Player]:
        """Entries of the tournament in registration order, optionally by status."""
        if statuses is None:
            rows = await self.fetch_all(
                "SELECT * FROM players WHERE tournament_id = ? ORDER BY id", (tournament_id,)
            )
        else:
            wanted = [str(s) for s in statuses]
            marks = ",".join("?" * len(wanted))
            rows = await self.fetch_all(
                f"SELECT * FROM players WHERE tournament_id = ? AND status IN ({marks})"
                " ORDER BY id",
                (tournament_id, *wanted),
            )
        return [_player(r) for r in rows]

    async def set_status(
        self,
        player_id: int,
        status: PlayerStatus,
        now: float,
        *,
        reason: str | None = None,
        dropped_after_round: int | None = None,
    ) -> Player:
        """Move an entry to a new status."""
        await self.execute(
            "UPDATE players SET status = ?, reason = COALESCE(?, reason),"
            " dropped_after_round = COALESCE(?, dropped_after_round),"
            # The moment of acceptance orders the waiting list (REG-5); promotion keeps it.
            " registered_at = CASE WHEN ? IN ('registered', 'waiting')"
            "  THEN COALESCE(registered_at, ?) ELSE registered_at END"
            " WHERE id = ?",
            (status, reason, dropped_after_round, status, now, player_id),
        )
        await self._changed_entries(player_id)
        return await self.get(player_id)

    async def of_person(self, account_id: int) -> list[Player]:
        """Every entry of an account, in every tournament."""
        rows = await self.fetch_all(
            "SELECT * FROM players WHERE account_id = ? ORDER BY id", (account_id,)
        )
        return [_player(r) for r in rows]

    async def accounts_with_game_id(self, game_id: str) -> list[int]:
        """Accounts that registered with this game id: one person (MOD-9)."""
        rows = await self.fetch_all(
            "SELECT DISTINCT account_id FROM players WHERE lower(game_id) = lower(?)", (game_id,)
        )
        return [int(r[0]) for r in rows]

    async def latest_by_nickname(
        self, nickname: str, platform: str | None = None
    ) -> Player | None:
        """The newest entry that held a place under this nickname, in any tournament (REG-3
        comparison), of an account of `platform` if given: finds a player of a running
        tournament the history does not know, or one nickname's Telegram or VK account."""
        where = " AND account_id IN (SELECT id FROM accounts WHERE platform = ?)"
        row = await self.fetch_one(
            "SELECT * FROM players WHERE nickname_key = ? AND status IN"
            " ('registered', 'waiting', 'dropped', 'disqualified')"
            f"{where if platform else ''} ORDER BY id DESC LIMIT 1",
            (nickname_key(nickname), platform) if platform else (nickname_key(nickname),),
        )
        return _player(row) if row else None

    async def check_in(self, player_id: int, now: float) -> Player:
        """Record the confirmation of participation (REG-4)."""
        await self.execute(
            "UPDATE players SET checked_in_at = COALESCE(checked_in_at, ?) WHERE id = ?",
            (now, player_id),
        )
        await self._changed_entries(player_id)
        return await self.get(player_id)

    async def join_late(self, player_id: int, after_round: int) -> Player:
        """Mark a late entrant: he joined after this round and is paired from the next."""
        await self.execute(
            "UPDATE players SET joined_after_round = ? WHERE id = ?", (after_round, player_id)
        )
        await self._changed_entries(player_id)
        return await self.get(player_id)

    async def set_missed(self, player_id: int, rounds: Iterable[int]) -> Player:
        """The rounds a player brought back after the next pairing missed (REG-8)."""
        text = ",".join(str(r) for r in sorted(set(rounds)))
        await self.execute("UPDATE players SET missed_rounds = ? WHERE id = ?", (text, player_id))
        await self._changed_entries(player_id)
        return await self.get(player_id)

    async def _changed_entries(self, player_id: int) -> None:
        """A new token for the player's tournament: what cached its entries asks again."""
        await self.execute(
            "UPDATE tournaments SET players_version = ?"
            " WHERE id = (SELECT tournament_id FROM players WHERE id = ?)",
            (secrets.randbits(62), player_id),
        )

    async def version(self, tournament_id: int) -> int:
        """The token of the tournament's entries as they stand (see `_changed_entries`)."""
        row = await self.fetch_one(
            "SELECT players_version FROM tournaments WHERE id = ?", (tournament_id,)
        )
        return int(row[0]) if row else 0

    async def waiting(self, tournament_id: int) -> list[Player]:
        """The waiting list in order (REG-5)."""
        rows = await self.fetch_all(
            "SELECT * FROM players WHERE tournament_id = ? AND status = 'waiting'"
            " ORDER BY registered_at, id",
            (tournament_id,),
        )
        return [_player(r) for r in rows]
