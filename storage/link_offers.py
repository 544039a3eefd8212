"""The questions «Это вы?» to a known account about a newcomer with his game id (issue 26)."""

from __future__ import annotations

import aiosqlite

from bot.domain.identity import LinkOffer
from storage.base import Repository


def _offer(row: aiosqlite.Row) -> LinkOffer:
    return LinkOffer(
        id=row["id"],
        tournament_id=row["tournament_id"],
        known=row["known_account"],
        new=row["new_account"],
        nickname=row["nickname"],
        game_id=row["game_id"],
        asked_at=row["asked_at"],
        answer=row["answer"],
        answered_at=row["answered_at"],
    )


class SqlLinkOffers(Repository):
    """The `link_offers` table."""

    async def add(
        self,
        tournament_id: int | None,
        known: int,
        new: int,
        nickname: str,
        game_id: str,
        now: float,
    ) -> LinkOffer:
        """Ask the known account about the new one."""
        row = await self.fetch_one(
            "INSERT INTO link_offers (tournament_id, known_account, new_account, nickname,"
            " game_id, asked_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *",
            (tournament_id, known, new, nickname, game_id, now),
        )
        assert row is not None
        return _offer(row)

    async def get(self, offer_id: int) -> LinkOffer | None:
        """A question by id."""
        row = await self.fetch_one("SELECT * FROM link_offers WHERE id = ?", (offer_id,))
        return _offer(row) if row else None

    async def between(self, a: int, b: int) -> list[LinkOffer]:
        """Every question ever asked about these two accounts, either way round."""
        rows = await self.fetch_all(
            "SELECT * FROM link_offers WHERE (known_account = ? AND new_account = ?)"
            " OR (known_account = ? AND new_account = ?) ORDER BY id",
            (a, b, b, a),
        )
        return [_offer(r) for r in rows]

    async def answer(self, offer_id: int, yes: bool, now: float) -> bool:
        """Record the answer; False when it was answered already (a second tap)."""
        return bool(
            await self.changed(
                "UPDATE link_offers SET answer = ?, answered_at = ?"
                " WHERE id = ? AND answer IS NULL",
                ("yes" if yes else "no", now, offer_id),
            )
        )
