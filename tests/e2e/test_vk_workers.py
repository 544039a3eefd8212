"""Several workers on one PostgreSQL answer VK together: one window of 20 requests a second."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from chaos_scene import Crew, balanced, free_port
from crash_scene import VK_JUDGE_ID, Forks

from sandbox.flood_limits import most_in_any
from sandbox.vk import VkSandbox

# On PostgreSQL by itself (its workers share one): once, in the first pass.
# With pytest-xdist, the tests with fleets of bot processes share one worker: one at a time.
pytestmark = [pytest.mark.engine_fixed, pytest.mark.xdist_group("processes")]

WORKERS = 3
SECRET = "workers-secret"
CONFIRM = "workers-confirm"
PEOPLE = 24  # new to every worker: each looks them up (users.get) as the leader answers


def vk_worker_config(tmp: Path, n: int, vk: VkSandbox, url: str, port: int) -> Path:
    """Worker `n`: VK alone, events through the Callback API, the shared database."""
    config = tmp / f"vk-worker{n}.toml"
    config.write_text(
        f'[vk]\ntoken = "{vk.token}"\ngroup_id = {vk.group_id}\napi_url = "{vk.api_url}"\n'
        f'mode = "callback"\nconfirmation_code = "{CONFIRM}"\nsecret = "{SECRET}"\n'
        f"[admins]\nvk = [{VK_JUDGE_ID}]\n"
        f'[storage]\npath = "{tmp / f"vk-worker{n}.sqlite3"}"\nurl = "{url}"\n'
        f'[server]\nlisten = "127.0.0.1:{port}"\n',
        encoding="utf-8",
    )
    return config


async def test_workers_together_stay_within_vks_twenty_a_second(
    tmp_path: Path, postgres_url: str
) -> None:
    # Issue 22: each worker kept its own 20 requests a second with the token; three workers
    # behind a balancer looked people up (users.get) while the leader sent the answers, and
    # VK counted them together: over 20 in a second, error 6.
    ports = [free_port() for _ in range(WORKERS)]
    async with (
        Forks(tmp_path / "workers.log") as forks,
        balanced(ports) as balancer,
        VkSandbox() as vk,
    ):
        configs = [vk_worker_config(tmp_path, n, vk, postgres_url, p) for n, p in enumerate(ports)]
        crew = Crew(forks, configs, ports)
        await crew.start()
        try:
            await crew.ready()
            # The balancer hands the events to the workers in turn.
            vk.callback_server(balancer.url + "/vk/callback", SECRET, CONFIRM)
            people = [vk.user(5000 + i, f"Гость{i}") for i in range(PEOPLE)]
            await asyncio.gather(*(person.send("помощь") for person in people))
            await asyncio.gather(*(person.expect("Команды игрока") for person in people))
        except BaseException:
            await crew.abort()
            raise
        await crew.stop()
        calls = [e.t for e in vk.stats.log if not e.inner and "." in e.method]
        assert vk.stats.errors[6] == 0
        assert most_in_any(calls, 1.0) <= 20
