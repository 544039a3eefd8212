"""An update or event a killed bot had taken but not committed is carried out after the restart."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from crash_runs import Runs, played_runs
from crash_scene import VK_JUDGE_ID, WAIT, Forks, Life, vk_config_for

from sandbox.vk import Limits as VkLimits
from sandbox.vk import VkSandbox

# The forked bots hold the SQLite file itself; tests/e2e/test_chaos_workers.py is the
# PostgreSQL counterpart (three workers, SIGKILLed at random).
pytestmark = [
    pytest.mark.timeout(300),
    pytest.mark.sqlite_only,
    pytest.mark.xdist_group("processes"),  # fleets of bot processes: one at a time
]


async def killed_while_waiting_on_vk(tmp: Path, forks: Forks) -> list[str]:
    """The VK judge's dialog when the bot was killed holding an event it could not yet commit.

    The same lock as in `killed_while_waiting`, through VK's Bots Long Poll: VK forgets
    nothing, the bot keeps its position (ts) in a file instead. A bot that saved the position
    past "/new", or polled on from there, before the command was committed would restart past
    the event, and the command would be lost.
    """
    tmp.mkdir()
    async with VkSandbox(limits=VkLimits(enabled=False)) as vk:
        db = tmp / "bot.sqlite3"
        life = Life(forks, vk_config_for(tmp, vk, db))
        judge = vk.user(VK_JUDGE_ID, "Олег")
        try:
            await life.start()
            # VK never delivers what was written before the bot's first long poll.
            await vk.wait(lambda: vk.pollers, timeout=WAIT)
            await judge.send("/help")
            await judge.expect("Команды", timeout=WAIT)
            # Parked in the next long poll: the position after "/help" is in the file.
            await vk.wait(lambda: vk.pollers, timeout=WAIT)
            holder = sqlite3.connect(db, timeout=10, isolation_level=None, check_same_thread=False)
            await asyncio.to_thread(holder.execute, "BEGIN IMMEDIATE")
            try:
                checks = vk.stats.calls["a_check"]
                await judge.send("/new Кубок Замка")
                # The parked poll answered with the event, and the bot took it.
                await vk.wait(lambda: vk.stats.calls["a_check"] > checks and not vk.pollers)
                # Time enough for a bot that does not wait for the commit to poll again.
                await asyncio.sleep(1.0)
                assert (vk.stats.calls["a_check"], vk.pollers) == (checks + 1, 0)
            finally:
                await life.kill()
                await asyncio.to_thread(holder.execute, "ROLLBACK")
                holder.close()
            await life.start()
            await judge.expect("Создан турнир «Кубок Замка»", timeout=WAIT)
            await judge.send("/settings #1")
            await judge.expect("", timeout=WAIT)  # anything: a repeat would have come by now
            await life.stop()
        finally:
            await life.abort()
        return [m.text for m in judge.inbox]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    """The tournament without a kill and with `KILLS` of them; a kill of a waiting command."""
    return played_runs(tmp_path_factory)


def test_an_update_the_killed_bot_had_taken_is_carried_out_after_the_restart(
    runs: Runs,
) -> None:
    texts = runs.kept_waiting
    assert any("Создан турнир «Кубок Замка»" in t for t in texts), texts


async def test_a_vk_event_the_killed_bot_had_taken_is_carried_out_after_the_restart(
    tmp_path: Path,
) -> None:
    async with Forks(tmp_path / "bot.log") as forks:
        texts = await killed_while_waiting_on_vk(tmp_path / "waiting", forks)
    assert sum("Создан турнир «Кубок Замка»" in t for t in texts) == 1, texts
