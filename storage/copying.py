"""Every row of one database into another, empty one: SQLite to PostgreSQL (or back).

A running tournament moves to PostgreSQL by stopping the bot, copying, and starting the
workers on the server: ids are kept (deadlines, buttons and the outbox refer to them), the
target's id sequences continue after the highest copied id, and the copy is one transaction
on the target, so a failure leaves it empty.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from storage.engines import database_for, is_postgres

# Parents before children (foreign keys are checked row by row on PostgreSQL).
TABLES = (
    "accounts", "tournaments", "judges", "head_judges", "bindings", "players", "eligibility",
    "stages", "matches", "deck_bans", "library", "decks", "sealed_pools", "protests",
    "evidence", "sanctions", "chat_log", "prize_claims", "audit", "outbox", "deadlines",
    "processed_updates", "choices", "vk_random_base", "late_applications", "account_links",
    "seasons", "link_offers",
)  # fmt: skip
# The last second's VK requests of the workers on a server: nothing a new database needs.
NOT_COPIED = {"schema_version", "sqlite_sequence", "sqlite_stat1", "request_slots"}
BATCH = 1000  # rows per statement trip


class NotEmpty(Exception):
    """The target already holds tournaments or people: a copy would mix two databases."""


def _columns(row: Any) -> list[str]:
    return list(row.keys())


async def _tables(store: Any, postgres: bool) -> set[str]:
    sql = (
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        if postgres
        else "SELECT name FROM sqlite_master WHERE type = 'table'"
    )
    return {str(r[0]) for r in await store.conn.execute_fetchall(sql, ())}


async def copy_database(source: str | Path, target: str | Path) -> dict[str, int]:
    """Copy every row of `source` into the empty `target`; rows copied per table."""
    src, dst = database_for(source), database_for(target)
    await src.open()
    try:
        await dst.open()
        try:
            return await _copy(src, dst, is_postgres(source), is_postgres(target))
        finally:
            await dst.close()
    finally:
        await src.close()


async def _copy(src: Any, dst: Any, src_pg: bool, dst_pg: bool) -> dict[str, int]:
    counts: dict[str, int] = {}
    async with src.transaction() as reading, dst.transaction() as writing:
        present = await _tables(reading, src_pg)
        unknown = present - set(TABLES) - NOT_COPIED
        if unknown:  # a migration added a table this list does not know: copy nothing
            raise RuntimeError(f"copy-db does not know the tables {sorted(unknown)}")
        for table in ("tournaments", "accounts"):
            rows = await writing.conn.execute_fetchall(f"SELECT COUNT(*) FROM {table}", ())
            if rows[0][0]:
                raise NotEmpty(table)
        with_ids = dst.tables_with_ids if dst_pg else frozenset()
        for table in TABLES:
            rows = await reading.conn.execute_fetchall(f"SELECT * FROM {table}", ())
            counts[table] = len(rows)
            if not rows:
                continue
            columns = _columns(rows[0])
            marks = ", ".join("?" for _ in columns)
            insert = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"
            for at in range(0, len(rows), BATCH):
                await writing.conn.executemany(
                    insert, [tuple(row[c] for c in columns) for row in rows[at : at + BATCH]]
                )
            if dst_pg and table in with_ids:
                # Explicit ids do not move an identity column's sequence: new rows continue
                # after the copied ones instead of colliding with them.
                await writing.conn.execute_fetchall(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                    f" (SELECT COALESCE(MAX(id), 0) + 1 FROM {table}), false)",
                    (),
                )
    return counts
