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


async def test_a_tap_posted_again_is_answered_200_and_later_updates_go_on(tmp_path: Path) -> None:
    # Telegram posts an update again when the first answer never came (a worker killed after
    # its commit). The repeated tap's command is a duplicate and Telegram refuses a second
    # answer to the query; the update must still succeed, or the webhook posts it for ever
    # and every later update waits behind it.
    port = free_port()
    hook = f"http://127.0.0.1:{port}/tg/hook"
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3",
        real_limits=False,
        telegram={"mode": "webhook", "webhook_url": hook},
        server={"listen": f"127.0.0.1:{port}"},
    ) as scene:
        tid = await scene.create("Кубок Повтора")
        user = scene.player("Ворон")
        await scene.register(user, "Ворон", "5001", tid)  # pressed «Принимаю»
        sb = scene.sb
        tap = max(i for i, u in sb._history.items() if "callback_query" in u)
        await sb.wait(lambda: not sb._queue)  # the first post of the tap was answered
        sb.redeliver(tap)
        # The repeat reaches the bot, which answers the query again and is refused …
        await sb.wait(lambda: sb.stats.calls["answerCallbackQuery"] >= 2, timeout=30)
        await scene.judge.send(f"/settings #{tid}")
        await scene.judge.expect("Настройки турнира «Кубок Повтора»")
        # … and still says 200: the update is not posted again and again.
        assert sb.stats.webhook_failures == 0
        registered = [m for m in user.inbox if "Вы зарегистрированы" in m.text]
        assert len(registered) == 1  # the repeated tap changed nothing
