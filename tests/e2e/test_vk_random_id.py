"""VK's random_id: unique for the community over its whole history, the same for a retry."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.runtime.app import App
from sandbox.script import NO_LIMITS, running_scene, say, settings_for

pytestmark = [pytest.mark.engine_fixed, pytest.mark.sqlite_only]


async def test_a_new_database_on_the_same_community_loses_no_reply(tmp_path: Path) -> None:
    # VK keeps every random_id the community used and silently drops a message repeating one
    # (issue 22): a bot started on a new database must not number its messages as before.
    first = tmp_path / "first.sqlite3"
    async with running_scene(first, real_limits=False, platforms=("vk",)) as scene:
        judge, vk = scene.vk_judge, scene.vk
        for _ in range(3):
            await say(judge, "/help")
            await judge.expect("Команды")
        sent = [m.random_id for m in judge.inbox]
        await scene.app.stop()
        with sqlite3.connect(first) as db:  # a retry reads its row again: the same random_id
            stored = db.execute("SELECT random_id FROM outbox WHERE platform = 'vk'").fetchall()
        assert sorted(sent) == sorted(r for (r,) in stored)
        settings = settings_for(tmp_path / "second.sqlite3", None, vk, delivery=dict(NO_LIMITS))
        scene.app = App(settings, scene.app.clock)
        await scene.app.start()  # a fresh database against the same community
        for _ in range(3):
            await say(judge, "/help")
            await judge.expect("Команды")
        assert len({m.random_id for m in judge.inbox}) == len(judge.inbox) == 6
