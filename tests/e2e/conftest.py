"""End-to-end fixtures: the real bot against the sandbox over loopback, with a real SQLite file.

They live here, not in tests/conftest.py, so that the core and domain tests do not import
aiogram and vkbottle (through `sandbox.script`) at start-up.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from sandbox import script
from sandbox.script import Scene, running_scene

POSTGRES = os.environ.get("BOT_TEST_ENGINE") == "postgresql"

SKIPPED_ON_POSTGRES = {
    "sqlite_only": "reads the SQLite file itself",
    "engine_fixed": "picks its databases itself: run once, in the first pass",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """On the PostgreSQL pass, skip before any fixture (a module's runs) is set up."""
    if not POSTGRES:
        return
    for item in items:
        for marker, why in SKIPPED_ON_POSTGRES.items():
            if item.get_closest_marker(marker):
                item.add_marker(pytest.mark.skip(reason=why))


if POSTGRES:

    @pytest.fixture(autouse=True)
    def _on_postgres(monkeypatch: pytest.MonkeyPatch, postgres_url: str) -> None:
        """`BOT_TEST_ENGINE=postgresql`: every scene of the test on one fresh PostgreSQL
        database (tests marked `sqlite_only` or `engine_fixed` are skipped)."""
        monkeypatch.setattr(script, "STORAGE_URL", postgres_url)


@pytest.fixture
async def scene(tmp_path: Path) -> AsyncIterator[Scene]:
    """The sandbox, the bot, a judge, a channel and a judges' chat; no flood limits."""
    async with running_scene(db_path=tmp_path / "bot.sqlite3", real_limits=False) as world:
        yield world


@pytest.fixture
async def paced_scene(tmp_path: Path) -> AsyncIterator[Scene]:
    """The same with Telegram's flood limits enforced by the sandbox and kept by the bot."""
    async with running_scene(db_path=tmp_path / "bot.sqlite3", real_limits=True) as world:
        yield world
