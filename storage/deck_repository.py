"""Card pool data, decklists, Sealed pools and deck bans."""

from __future__ import annotations

import json

import aiosqlite

from bot.domain.model import SavedDeck
from storage.base import Repository


def _deck(row: aiosqlite.Row) -> SavedDeck:
    return SavedDeck(
        player=row["player_id"],
        slot=row["slot"],
        name=row["name"],
        hero=row["hero"],
        content=row["content"],
        main=json.loads(row["main"]),
        side=json.loads(row["side"]),
    )


class SqlDecks(Repository):
    """The `library`, `decks`, `sealed_pools` and `deck_bans` tables."""

    async def library(self, key: str) -> str | None:
        """Organizer data by key (the card pool, a banned list)."""
        row = await self.fetch_one("SELECT content FROM library WHERE key = ?", (key,))
        return str(row[0]) if row else None

    async def library_version(self, key: str) -> tuple[float, int, str] | None:
        """A cheap key of the loaded organizer data for caches of it: when it was loaded, its
        length and its last characters, without reading the whole text."""
        row = await self.fetch_one(
            "SELECT loaded_at, length(content), substr(content, length(content) - 63) FROM library"
            " WHERE key = ?",
            (key,),
        )
        return (float(row[0]), int(row[1]), str(row[2])) if row else None

    async def put_library(self, key: str, content: str, by: int | None, now: float) -> None:
        """Replace organizer data."""
        await self.execute(
            "INSERT INTO library (key, content, loaded_at, loaded_by) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (key) DO UPDATE SET content = excluded.content,"
            " loaded_at = excluded.loaded_at, loaded_by = excluded.loaded_by",
            (key, content, now, by),
        )

    async def put(self, tournament_id: int, deck: SavedDeck, by: int, now: float) -> None:
        """Store a checked decklist in its slot, replacing the one there."""
        await self.execute(
            "INSERT INTO decks (tournament_id, player_id, slot, name, hero, content,"
            " main, side, submitted_at, submitted_by) VALUES (?,?,?,?,?,?,?,?,?,?)"
            " ON CONFLICT (tournament_id, player_id, slot) DO UPDATE SET name = excluded.name,"
            " hero = excluded.hero, content = excluded.content, main = excluded.main,"
            " side = excluded.side, submitted_at = excluded.submitted_at,"
            " submitted_by = excluded.submitted_by",
            (
                tournament_id,
                deck.player,
                deck.slot,
                deck.name,
                deck.hero,
                deck.content,
                json.dumps(deck.main, ensure_ascii=False),
                json.dumps(deck.side, ensure_ascii=False),
                now,
                by,
            ),
        )

    async def of_player(self, tournament_id: int, player_id: int) -> list[SavedDeck]:
        """A player's decks by slot."""
        rows = await self.fetch_all(
            "SELECT * FROM decks WHERE tournament_id = ? AND player_id = ? ORDER BY slot",
            (tournament_id, player_id),
        )
        return [_deck(r) for r in rows]

    async def sealed_pool(self, tournament_id: int, player_id: int) -> dict[str, int] | None:
        """The cards a Sealed player opened."""
        row = await self.fetch_one(
            "SELECT cards FROM sealed_pools WHERE tournament_id = ? AND player_id = ?",
            (tournament_id, player_id),
        )
        return json.loads(row[0]) if row else None

    async def put_sealed_pool(
        self, tournament_id: int, player_id: int, cards: dict[str, int]
    ) -> None:
        """Record the cards a Sealed player opened (FMT-11)."""
        await self.execute(
            "INSERT INTO sealed_pools (tournament_id, player_id, cards) VALUES (?, ?, ?)"
            " ON CONFLICT (tournament_id, player_id) DO UPDATE SET cards = excluded.cards",
            (tournament_id, player_id, json.dumps(cards, ensure_ascii=False)),
        )

    async def bans(self, match_id: int) -> list[tuple[int, int, bool]]:
        """(banning player, banned slot, chosen by default) of a match."""
        rows = await self.fetch_all(
            "SELECT player_id, slot, by_default FROM deck_bans WHERE match_id = ?"
            " ORDER BY chosen_at",
            (match_id,),
        )
        return [(r[0], r[1], bool(r[2])) for r in rows]

    async def ban(
        self, match_id: int, player_id: int, slot: int, now: float, by_default: bool = False
    ) -> None:
        """A player bans one of the opponent's decks (COM-3)."""
        await self.execute(
            "INSERT OR IGNORE INTO deck_bans (match_id, player_id, slot, chosen_at, by_default)"
            " VALUES (?, ?, ?, ?, ?)",
            (match_id, player_id, slot, now, int(by_default)),
        )
