"""The `core` fixture: the real core on a fresh SQLite file with a manual clock."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import Core

if os.environ.get("BOT_TEST_ENGINE") == "postgresql":

    @pytest.fixture
    def core_target(postgres_url: str) -> str:
        """`BOT_TEST_ENGINE=postgresql`: the same tests on a fresh PostgreSQL database each."""
        return postgres_url

else:

    @pytest.fixture
    def core_target(tmp_path: Path) -> Path:
        """The SQLite file of the test."""
        return tmp_path / "bot.sqlite3"


@pytest.fixture
async def core(tmp_path: Path, core_target: Path | str) -> AsyncIterator[Core]:
    """A core with the judge, the channel and the judges' chat, at 15:00 Moscow time."""
    harness = Core(tmp_path / "bot.sqlite3")
    harness.target = core_target
    async with harness:
        yield harness
