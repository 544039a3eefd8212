"""Admission: the waiting list beyond the cap (REG-5) and the check-in window (REG-4)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bot.clock import ManualClock
from sandbox.script import running_scene

T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)  # 15:00 in Moscow


async def test_waiting_list_and_check_in_window(tmp_path: Path) -> None:
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid = await scene.create(
            "Кубок Допуска",
            'cap=4 "checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"',
        )
        nicks = ["Анна", "Борис", "Вера", "Глеб", "Дина", "Ефим"]
        users = {n: scene.player(n) for n in nicks}
        for i, nick in enumerate(nicks[:4]):
            await scene.register(users[nick], nick, f"10{i}", tid)
        for i, nick in enumerate(nicks[4:], start=1):  # REG-5: beyond the cap, in order
            user = users[nick]
            await user.send(f"/start t{tid}")
            await user.send(f"/register {nick} 20{i}")
            await user.press(await user.expect("Принимаю"), "Принимаю")
            waiting = await user.expect("листе ожидания")
            assert f"под номером {i}" in waiting.text

        # A place freed before the start goes to the first in line.
        await users["Глеб"].send("/unregister")
        await users["Глеб"].expect("отозвана")
        await users["Дина"].expect("освободилось место")

        await users["Анна"].send("/checkin")
        await users["Анна"].expect("откроется 05.12.2026 16:00 МСК")

        clock.advance(3600)  # 16:00: the window opens, everyone is asked
        for nick in ("Анна", "Борис", "Вера", "Дина", "Ефим"):
            await users[nick].expect("подтвердите участие до 17:00")
        await scene.channel.expect("открыто подтверждение участия")
        for nick in ("Анна", "Борис", "Дина", "Ефим"):
            await users[nick].send("/checkin")
            await users[nick].expect("участие в «Кубок Допуска» подтверждено")
        await scene.judge.send("/begin", chat=scene.channel)
        await scene.channel.expect("стартовать можно после него")

        clock.advance(45 * 60)  # 16:45: a reminder to the one who is silent
        await users["Вера"].expect("осталось 15 минут")

        clock.advance(15 * 60)  # 17:00: the window closes
        await users["Вера"].expect("не допущены к турниру")
        summary = await scene.judges_chat.expect("подтверждение участия закрыто")
        assert "Допущено: 4" in summary.text and "Вера" in summary.text
        await users["Ефим"].expect("освободилось место")  # checked in while waiting
        await users["Вера"].send("/checkin")
        await users["Вера"].expect("уже закрыто")

        await scene.judge.send("/begin", chat=scene.channel)
        start = await scene.channel.expect("начался")
        assert "Игроков: 4" in start.text
        await scene.judge.send("/players", chat=scene.judges_chat)
        listing = await scene.judges_chat.expect("зарегистрировано 4")
        assert "Вера (ID 102) — не подтвердил участие" in listing.text
