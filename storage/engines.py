"""The database for a target: a PostgreSQL URL or an SQLite file's path."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from storage.db import SqliteDatabase

if TYPE_CHECKING:
    from storage.postgres import PostgresDatabase


def is_postgres(target: str | Path) -> bool:
    """Whether the target names a PostgreSQL server."""
    return str(target).startswith(("postgresql://", "postgres://"))


def database_for(target: str | Path) -> SqliteDatabase | PostgresDatabase:
    """The database a worker opens: PostgreSQL for a URL, else the SQLite file."""
    if is_postgres(target):
        # Imported here: a bot on SQLite never loads asyncpg (it costs memory at start).
        from storage.postgres import PostgresDatabase

        return PostgresDatabase(str(target))
    return SqliteDatabase(target)
