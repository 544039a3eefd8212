"""Protests, sanctions and bans, and the chat log moderation reads."""

from __future__ import annotations

import aiosqlite

from bot.domain.protest_rules import Protest, ProtestStatus, Reason
from bot.domain.sanction_rules import Kind, Sanction, Violation
from storage.base import Repository

CHAT_LOG_KEEP = 3600.0  # seconds of chat history flood and repeat checks look at


def _protest(row: aiosqlite.Row) -> Protest:
    return Protest(
        id=row["id"],
        tournament_id=row["tournament_id"],
        match_id=row["match_id"],
        round=row["round"],
        protester=row["protester"],
        accused=row["accused"],
        status=ProtestStatus(row["status"]),
        reason=Reason(row["reason"]) if row["reason"] else None,
        text=row["text"],
        message_id=row["message_id"],
        filed_at=row["filed_at"],
        decision=row["decision"],
        evidence_until=row["evidence_until"],
        awaiting_verdict=row["awaiting_verdict"],
    )


def _sanction(row: aiosqlite.Row) -> Sanction:
    return Sanction(
        id=row["id"],
        account_id=row["account_id"],
        tournament_id=row["tournament_id"],
        kind=Kind(row["kind"]),
        violation=Violation(row["violation"]),
        reason=row["reason"],
        at=row["at"],
        until=row["until"],
        pending=bool(row["pending"]),
    )


class SqlConduct(Repository):
    """The `protests`, `evidence`, `sanctions` and `chat_log` tables."""

    async def new_protest(
        self,
        tournament_id: int,
        match_id: int,
        round_no: int,
        protester: int,
        accused: int,
        now: float,
    ) -> Protest:
        """A protest draft: the nicknames are known, the reason and the text not yet."""
        new_id = await self.execute(
            "INSERT INTO protests (tournament_id, match_id, round, protester, accused, status,"
            " created_at) VALUES (?, ?, ?, ?, ?, 'draft', ?)",
            (tournament_id, match_id, round_no, protester, accused, now),
        )
        found = await self.protest(new_id)
        assert found is not None
        return found

    async def protest(self, protest_id: int) -> Protest | None:
        """A protest by id."""
        row = await self.fetch_one("SELECT * FROM protests WHERE id = ?", (protest_id,))
        return _protest(row) if row else None

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
    ) -> None:
        """Change the given fields of a protest."""
        fields: dict[str, object] = {
            "status": status,
            "reason": reason,
            "text": text,
            "filed_at": filed_at,
            "decision": decision,
            "decided_at": decided_at,
            "evidence_until": evidence_until,
        }
        if carrier is not None:
            fields |= dict(zip(("platform", "chat_id", "message_id"), carrier, strict=True))
        changes = {k: v for k, v in fields.items() if v is not None}
        sets = ", ".join(f"{k} = ?" for k in changes)
        await self.execute(
            f"UPDATE protests SET {sets} WHERE id = ?", (*changes.values(), protest_id)
        )

    async def protests_of(self, tournament_id: int, player_id: int) -> list[Protest]:
        """A player's protests in a tournament, oldest first."""
        rows = await self.fetch_all(
            "SELECT * FROM protests WHERE tournament_id = ? AND protester = ? ORDER BY id",
            (tournament_id, player_id),
        )
        return [_protest(r) for r in rows]

    async def open_protest_on(self, match_id: int) -> bool:
        """Whether a protest about the match waits for a judge (it holds the result)."""
        row = await self.fetch_one(
            "SELECT 1 FROM protests WHERE match_id = ? AND status IN ('open', 'evidence')",
            (match_id,),
        )
        return row is not None

    async def open_protests(self, tournament_id: int) -> list[Protest]:
        """Protests waiting for a judge."""
        rows = await self.fetch_all(
            "SELECT * FROM protests WHERE tournament_id = ? AND status IN ('open', 'evidence')"
            " ORDER BY id",
            (tournament_id,),
        )
        return [_protest(r) for r in rows]

    async def protest_carried_by(
        self, platform: str, chat_id: int, message_id: int
    ) -> Protest | None:
        """The protest a message carried (PRO-5)."""
        row = await self.fetch_one(
            "SELECT * FROM protests WHERE platform = ? AND chat_id = ? AND message_id = ?",
            (platform, chat_id, message_id),
        )
        return _protest(row) if row else None

    async def await_decision(
        self, protest_id: int, verdict: str, account_id: int, platform: str, chat_id: int
    ) -> None:
        """A judge pressed accept or reject: his next message in this chat is the decision.

        One protest at a time waits for a judge's text in a chat: the last one pressed.
        """
        await self.execute(
            "UPDATE protests SET awaiting_verdict = NULL, awaiting_by = NULL,"
            " awaiting_platform = NULL, awaiting_chat = NULL"
            " WHERE awaiting_by = ? AND awaiting_platform = ? AND awaiting_chat = ?",
            (account_id, platform, chat_id),
        )
        await self.execute(
            "UPDATE protests SET awaiting_verdict = ?, awaiting_by = ?, awaiting_platform = ?,"
            " awaiting_chat = ? WHERE id = ?",
            (verdict, account_id, platform, chat_id, protest_id),
        )

    async def awaiting_decision(
        self, account_id: int, platform: str, chat_id: int
    ) -> Protest | None:
        """The undecided protest whose decision text this judge is to write in this chat."""
        row = await self.fetch_one(
            "SELECT * FROM protests WHERE awaiting_by = ? AND awaiting_platform = ?"
            " AND awaiting_chat = ? AND status IN ('open', 'evidence') ORDER BY id DESC LIMIT 1",
            (account_id, platform, chat_id),
        )
        return _protest(row) if row else None

    async def stop_awaiting(self, protest_id: int) -> None:
        """The protest no longer waits for a judge's text."""
        await self.execute(
            "UPDATE protests SET awaiting_verdict = NULL, awaiting_by = NULL,"
            " awaiting_platform = NULL, awaiting_chat = NULL WHERE id = ?",
            (protest_id,),
        )

    async def add_evidence(self, protest_id: int, name: str, size: int, now: float) -> int:
        """Record a file attached to a protest (PRO-6)."""
        return await self.execute(
            "INSERT INTO evidence (protest_id, name, size, at) VALUES (?, ?, ?, ?)",
            (protest_id, name, size, now),
        )

    async def evidence_of(self, protest_id: int) -> list[tuple[str, int, float]]:
        """(name, size, when) of each file attached to a protest, oldest first (PRO-6)."""
        rows = await self.fetch_all(
            "SELECT name, size, at FROM evidence WHERE protest_id = ? ORDER BY id", (protest_id,)
        )
        return [(r["name"], r["size"], r["at"]) for r in rows]

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
    ) -> Sanction:
        """Record a sanction (MOD-10: who, whom, rule, reason, when)."""
        new_id = await self.execute(
            "INSERT INTO sanctions (account_id, tournament_id, kind, violation, reason, rule,"
            " by_account, at, until, pending, game_id) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                account_id,
                tournament_id,
                kind,
                violation,
                reason,
                rule,
                by,
                now,
                until,
                int(pending),
                game_id,
            ),
        )
        row = await self.fetch_one("SELECT * FROM sanctions WHERE id = ?", (new_id,))
        assert row is not None
        return _sanction(row)

    async def sanction(self, sanction_id: int) -> Sanction | None:
        """A sanction by id."""
        row = await self.fetch_one("SELECT * FROM sanctions WHERE id = ?", (sanction_id,))
        return _sanction(row) if row else None

    async def confirm_sanction(self, sanction_id: int) -> None:
        """A judge confirmed a pending escalation."""
        await self.execute("UPDATE sanctions SET pending = 0 WHERE id = ?", (sanction_id,))

    async def drop_sanction(self, sanction_id: int) -> None:
        """A judge declined a pending escalation."""
        await self.execute("DELETE FROM sanctions WHERE id = ? AND pending = 1", (sanction_id,))

    async def sanctions_of(
        self, account_ids: list[int], game_ids: list[str], tournament_id: int | None = None
    ) -> list[Sanction]:
        """A person's sanctions, through every account and game id the bot links to him."""
        marks_a = ",".join("?" * len(account_ids)) or "NULL"
        marks_g = ",".join("?" * len(game_ids)) or "NULL"
        sql = (
            f"SELECT * FROM sanctions WHERE (account_id IN ({marks_a})"
            f" OR lower(game_id) IN ({marks_g}))"
        )
        params: list[object] = [*account_ids, *(g.lower() for g in game_ids)]
        if tournament_id is not None:
            sql += " AND tournament_id = ?"
            params.append(tournament_id)
        rows = await self.fetch_all(sql + " ORDER BY at", params)
        return [_sanction(r) for r in rows]

    async def active_bans(self, now: float) -> list[Sanction]:
        """Bans in force (MOD-9)."""
        rows = await self.fetch_all(
            "SELECT * FROM sanctions WHERE kind = 'ban' AND pending = 0 AND until > ?"
            " ORDER BY until",
            (now,),
        )
        return [_sanction(r) for r in rows]

    async def log_chat(
        self, platform: str, chat_id: int, account_id: int, digest: str, now: float
    ) -> None:
        """Note a chat message (old ones are forgotten)."""
        await self.execute("DELETE FROM chat_log WHERE at < ?", (now - CHAT_LOG_KEEP,))
        await self.execute(
            "INSERT INTO chat_log (platform, chat_id, account_id, at, digest) VALUES (?,?,?,?,?)",
            (platform, chat_id, account_id, now, digest),
        )

    async def chat_counts(
        self,
        platform: str,
        chat_id: int,
        account_id: int,
        digest: str,
        since: float,
        repeat_since: float,
    ) -> tuple[int, int]:
        """(the author's messages since `since`, repeats of this text since `repeat_since`)."""
        recent = await self.fetch_one(
            "SELECT COUNT(*) FROM chat_log WHERE platform = ? AND chat_id = ? AND account_id = ?"
            " AND at >= ?",
            (platform, chat_id, account_id, since),
        )
        repeats = await self.fetch_one(
            "SELECT COUNT(*) FROM chat_log WHERE platform = ? AND chat_id = ? AND account_id = ?"
            " AND digest = ? AND at >= ?",
            (platform, chat_id, account_id, digest, repeat_since),
        )
        return int(recent[0]) if recent else 0, int(repeats[0]) if repeats else 0
