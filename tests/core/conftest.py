"""The `core` fixture: the real core on a fresh SQLite file with a manual clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import Core


@pytest.fixture
async def core(tmp_path: Path) -> AsyncIterator[Core]:
    """A core with the judge, the channel and the judges' chat, at 15:00 Moscow time."""
    async with Core(tmp_path / "bot.sqlite3") as harness:
        yield harness
