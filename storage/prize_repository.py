"""Prize claims, head judges and registration confirmations (PRZ-1…PRZ-3)."""

from __future__ import annotations

import aiosqlite

from bot.domain.prizes import Claim, ClaimStatus, PrizeKind
from storage.base import Repository


def _claim(row: aiosqlite.Row) -> Claim:
    return Claim(
        id=row["id"],
        tournament_id=row["tournament_id"],
        line=row["line"],
        place=row["place"],
        player_id=row["player_id"],
        account_id=row["account_id"],
        kind=PrizeKind(row["kind"]),
        status=ClaimStatus(row["status"]),
        asked_at=row["asked_at"],
        due_at=row["due_at"],
        nickname=row["nickname"],
        game_id=row["game_id"],
        platform_nick=row["platform_nick"],
        answered_at=row["answered_at"],
        paid_at=row["paid_at"],
    )


class SqlPrizes(Repository):
    """The `prize_claims`, `head_judges` and `eligibility` tables."""

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
    ) -> Claim:
        """A winner asked for his prize now."""
        claim_id = await self.execute(
            "INSERT INTO prize_claims (tournament_id, line, place, player_id, account_id, kind,"
            " status, asked_at, due_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                tournament_id,
                line,
                place,
                player_id,
                account_id,
                kind,
                ClaimStatus.ASKED,
                asked_at,
                due_at,
            ),
        )
        found = await self.claim(claim_id)
        assert found is not None
        return found

    async def claim(self, claim_id: int) -> Claim | None:
        """A claim by id."""
        row = await self.fetch_one("SELECT * FROM prize_claims WHERE id = ?", (claim_id,))
        return _claim(row) if row else None

    async def claims(self, tournament_id: int) -> list[Claim]:
        """Every claim of a tournament, withdrawn ones included, by line and id."""
        rows = await self.fetch_all(
            "SELECT * FROM prize_claims WHERE tournament_id = ? ORDER BY line, id",
            (tournament_id,),
        )
        return [_claim(row) for row in rows]

    async def claims_of(self, account_id: int, statuses: tuple[ClaimStatus, ...]) -> list[Claim]:
        """A person's claims in these states, every tournament."""
        marks = ", ".join("?" for _ in statuses)
        rows = await self.fetch_all(
            f"SELECT * FROM prize_claims WHERE account_id = ? AND status IN ({marks}) ORDER BY id",
            (account_id, *statuses),
        )
        return [_claim(row) for row in rows]

    async def answer(self, claim_id: int, fields: dict[str, str], status: ClaimStatus,
                     now: float) -> Claim:  # fmt: skip
        """Record the fields given and the new state."""
        allowed = {"nickname", "game_id", "platform_nick"}
        sets = [f"{name} = ?" for name in fields if name in allowed]
        values = [value for name, value in fields.items() if name in allowed]
        await self.execute(
            f"UPDATE prize_claims SET {', '.join([*sets, 'status = ?', 'answered_at = ?'])}"
            " WHERE id = ?",
            (*values, status, now, claim_id),
        )
        found = await self.claim(claim_id)
        assert found is not None
        return found

    async def close(self, claim_id: int, status: ClaimStatus, now: float) -> None:
        """Paid, forfeited or withdrawn."""
        paid = now if status is ClaimStatus.PAID else None
        await self.execute(
            "UPDATE prize_claims SET status = ?, closed_at = ?, paid_at = COALESCE(?, paid_at)"
            " WHERE id = ?",
            (status, now, paid, claim_id),
        )

    async def head_judge(self, tournament_id: int) -> int | None:
        """The head judge set with `/judge head`, if any."""
        row = await self.fetch_one(
            "SELECT account_id FROM head_judges WHERE tournament_id = ?", (tournament_id,)
        )
        return row["account_id"] if row else None

    async def set_head_judge(self, tournament_id: int, account_id: int, by: int,
                             now: float) -> None:  # fmt: skip
        """One head judge per tournament: the new one replaces the old."""
        await self.execute(
            "INSERT INTO head_judges (tournament_id, account_id, set_by, set_at)"
            " VALUES (?, ?, ?, ?) ON CONFLICT (tournament_id) DO UPDATE SET"
            " account_id = excluded.account_id, set_by = excluded.set_by,"
            " set_at = excluded.set_at",
            (tournament_id, account_id, by, now),
        )

    async def confirm(self, player_id: int, what: str, now: float) -> None:
        """An applicant confirmed his age or territory (S4 8.11)."""
        await self.execute(
            "INSERT OR IGNORE INTO eligibility (player_id, what, at) VALUES (?, ?, ?)",
            (player_id, what, now),
        )

    async def confirmed(self, player_id: int) -> set[str]:
        """What an applicant confirmed."""
        rows = await self.fetch_all("SELECT what FROM eligibility WHERE player_id = ?",
                                    (player_id,))  # fmt: skip
        return {row["what"] for row in rows}
