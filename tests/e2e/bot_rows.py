"""Reading and writing the bot's database beside the bot, on whichever engine the test uses."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from sandbox import script
from sandbox.postgres import on_postgres


def rows(path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Rows of a query on the bot's database, through a connection of our own."""
    if script.STORAGE_URL:
        return on_postgres(script.STORAGE_URL, sql, params)
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10) as db:
        return [tuple(r) for r in db.execute(sql, params)]


def run(path: Path, sql: str) -> None:
    """Run one statement on the bot's database through a connection of our own."""
    if script.STORAGE_URL:
        on_postgres(script.STORAGE_URL, sql, write=True)
        return
    with sqlite3.connect(path, timeout=10) as db:
        db.execute(sql)
