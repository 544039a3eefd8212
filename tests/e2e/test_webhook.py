"""Webhook mode: the sandbox posts updates to the bot's own HTTP server; the secret is checked."""

from __future__ import annotations

import socket
from pathlib import Path

import aiohttp

from sandbox.script import running_scene


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def test_updates_arrive_by_webhook_and_a_wrong_secret_is_refused(tmp_path: Path) -> None:
    port = free_port()
    hook = f"http://127.0.0.1:{port}/tg/hook"
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3",
        real_limits=False,
        telegram={"mode": "webhook", "webhook_url": hook, "webhook_secret": "s3cret"},
        server={"listen": f"127.0.0.1:{port}"},
    ) as scene:
        await scene.judge.send("/new Кубок Вебхука")
        await scene.judge.expect("Создан турнир")
        async with aiohttp.ClientSession() as http:
            forged = {
                "update_id": 999,
                "message": {
                    "message_id": 1,
                    "date": 0,
                    "text": "/new X",
                    "chat": {"id": 100, "type": "private"},
                    "from": {"id": 100, "is_bot": False, "first_name": "X"},
                },
            }
            async with http.post(
                hook, json=forged, headers={"X-Telegram-Bot-Api-Secret-Token": "wrong"}
            ) as resp:
                assert resp.status == 401
            async with http.get(f"http://127.0.0.1:{port}/healthz") as resp:
                assert resp.status == 200
        await scene.judge.send("/settings #1")
        await scene.judge.expect("Настройки турнира «Кубок Вебхука»")
        assert not any("«X»" in m.text for m in scene.judge.inbox)
