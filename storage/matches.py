"""Pairings and results."""

from __future__ import annotations

import json
from collections.abc import Sequence

import aiosqlite

from bot.domain.model import Match, MatchStatus, NewMatch, Report, ResultKind
from storage.base import Repository


def _match(row: aiosqlite.Row) -> Match:
    report = None
    if row["report_by"] is not None:
        report = Report(
            by_player=row["report_by"],
            score_a=row["report_a"],
            score_b=row["report_b"],
            draws=row["report_draws"],
            at=row["reported_at"],
        )
    return Match(
        id=row["id"],
        tournament_id=row["tournament_id"],
        number=row["number"],
        round=row["round"],
        a=row["player_a"],
        b=row["player_b"],
        status=MatchStatus(row["status"]),
        score_a=row["score_a"],
        score_b=row["score_b"],
        draws=row["draws"],
        kind=ResultKind(row["kind"]),
        report=report,
        finalized_at=row["finalized_at"],
        extra_minutes=row["extra_minutes"],
        extra_cycles=row["extra_cycles"],
        stage=row["stage"],
        node=row["node"],
        pool=row["pool"],
        life_claims=tuple(tuple(c) for c in json.loads(row["life_claims"] or "[]")),
        starts_at=row["starts_at"],
        final_source=row["final_source"],
    )


class SqlMatches(Repository):
    """The `matches` table."""

    async def add_round(
        self, tournament_id: int, round_no: int, pairs: Sequence[NewMatch]
    ) -> list[Match]:
        """Create a round's matches, numbered on from the tournament's last match number."""
        await self._insert(tournament_id, round_no, pairs, await self._last_number(tournament_id))
        return await self.of_round(tournament_id, round_no)

    async def replace_round(
        self, tournament_id: int, round_no: int, pairs: Sequence[NewMatch]
    ) -> list[Match]:
        """A round paired anew: its matches and their deck bans go, the new ones numbered on."""
        # Numbers are never reused: a button or message naming an old match stays stale.
        number = await self._last_number(tournament_id)
        params = (tournament_id, round_no)
        await self.execute(
            "DELETE FROM deck_bans WHERE match_id IN"
            " (SELECT id FROM matches WHERE tournament_id = ? AND round = ?)",
            params,
        )
        await self.execute("DELETE FROM matches WHERE tournament_id = ? AND round = ?", params)
        await self._insert(tournament_id, round_no, pairs, number)
        return await self.of_round(tournament_id, round_no)

    async def set_players(self, match_id: int, a: int, b: int | None) -> Match:
        """New players of a match; the deck bans chosen against the former opponents go."""
        await self.execute("DELETE FROM deck_bans WHERE match_id = ?", (match_id,))
        await self.execute(
            "UPDATE matches SET player_a = ?, player_b = ? WHERE id = ?", (a, b, match_id)
        )
        match = await self.get(match_id)
        assert match is not None
        return match

    async def protested(self, tournament_id: int, round_no: int) -> list[int]:
        """Numbers of the round's matches that any protest (even a draft) refers to."""
        rows = await self.fetch_all(
            "SELECT DISTINCT m.number FROM matches m JOIN protests p ON p.match_id = m.id"
            " WHERE m.tournament_id = ? AND m.round = ? ORDER BY m.number",
            (tournament_id, round_no),
        )
        return [int(r[0]) for r in rows]

    async def _last_number(self, tournament_id: int) -> int:
        row = await self.fetch_one(
            "SELECT COALESCE(MAX(number), 0) FROM matches WHERE tournament_id = ?",
            (tournament_id,),
        )
        return int(row[0]) if row else 0

    async def _insert(
        self, tournament_id: int, round_no: int, pairs: Sequence[NewMatch], number: int
    ) -> None:
        await self.conn.executemany(
            "INSERT INTO matches (tournament_id, number, round, player_a, player_b, status,"
            " stage, node, pool) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    tournament_id,
                    number + i,
                    round_no,
                    m.a,
                    m.b,
                    MatchStatus.PENDING,
                    m.stage,
                    m.node,
                    m.pool,
                )
                for i, m in enumerate(pairs, start=1)
            ],
        )

    async def get(self, match_id: int) -> Match | None:
        """A match by id."""
        row = await self.fetch_one("SELECT * FROM matches WHERE id = ?", (match_id,))
        return _match(row) if row else None

    async def by_number(self, tournament_id: int, number: int) -> Match | None:
        """A match by its number in the tournament."""
        row = await self.fetch_one(
            "SELECT * FROM matches WHERE tournament_id = ? AND number = ?", (tournament_id, number)
        )
        return _match(row) if row else None

    async def of_round(self, tournament_id: int, round_no: int) -> list[Match]:
        """A round's matches by number."""
        rows = await self.fetch_all(
            "SELECT * FROM matches WHERE tournament_id = ? AND round = ? ORDER BY number",
            (tournament_id, round_no),
        )
        return [_match(r) for r in rows]

    async def results_version(self, tournament_id: int) -> tuple[float, ...]:
        """A fingerprint of every final result: it changes whenever one is added or changed."""
        row = await self.fetch_one(
            "SELECT COUNT(*), COALESCE(MAX(finalized_at), 0), COALESCE(SUM(finalized_at), 0),"
            " COALESCE(SUM(id * 1000003 + score_a * 1009 + score_b * 31 + draws), 0),"
            " COALESCE(SUM(LENGTH(kind)), 0)"
            " FROM matches WHERE tournament_id = ? AND status = 'final'",
            (tournament_id,),
        )
        assert row is not None
        return tuple(row)

    async def all(self, tournament_id: int) -> list[Match]:
        """Every match of the tournament by number."""
        rows = await self.fetch_all(
            "SELECT * FROM matches WHERE tournament_id = ? ORDER BY number", (tournament_id,)
        )
        return [_match(r) for r in rows]

    async def in_round(self, tournament_id: int, round_no: int, player: int) -> Match | None:
        """A player's match of a round (the first by number, should there be several)."""
        row = await self.fetch_one(
            "SELECT * FROM matches WHERE tournament_id = ? AND round = ?"
            " AND (player_a = ? OR player_b = ?) ORDER BY number LIMIT 1",
            (tournament_id, round_no, player, player),
        )
        return _match(row) if row else None

    async def unfinished(self, tournament_id: int, round_no: int) -> int:
        """How many matches of the round are not final yet."""
        row = await self.fetch_one(
            "SELECT COUNT(*) FROM matches WHERE tournament_id = ? AND round = ? AND status != ?",
            (tournament_id, round_no, MatchStatus.FINAL.value),
        )
        return int(row[0]) if row else 0

    async def of_player(self, tournament_id: int, player_id: int) -> list[Match]:
        """A player's matches by number."""
        rows = await self.fetch_all(
            "SELECT * FROM matches WHERE tournament_id = ? AND (player_a = ? OR player_b = ?)"
            " ORDER BY number",
            (tournament_id, player_id, player_id),
        )
        return [_match(r) for r in rows]

    async def save(self, match: Match) -> None:
        """Write back the result and the pending report."""
        m, r = match, match.report
        await self.execute(
            "UPDATE matches SET status = ?, kind = ?, score_a = ?, score_b = ?, draws = ?,"
            " report_by = ?, report_a = ?, report_b = ?, report_draws = ?, reported_at = ?,"
            " finalized_at = ?, extra_minutes = ?, extra_cycles = ?, life_claims = ?,"
            " starts_at = ?, final_source = ? WHERE id = ?",
            (
                m.status,
                m.kind,
                m.score_a,
                m.score_b,
                m.draws,
                r.by_player if r else None,
                r.score_a if r else None,
                r.score_b if r else None,
                r.draws if r else None,
                r.at if r else None,
                m.finalized_at,
                m.extra_minutes,
                m.extra_cycles,
                json.dumps(m.life_claims) if m.life_claims else None,
                m.starts_at,
                m.final_source,
                m.id,
            ),
        )
