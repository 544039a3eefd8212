"""Nothing is lost across a restart: state, deadlines, and updates already handled."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bot.clock import ManualClock
from sandbox.script import Scene, running_scene

T0 = datetime(2026, 12, 5, 15, 0, tzinfo=UTC)


async def test_auto_confirmation_fires_after_a_restart(tmp_path: Path) -> None:
    # RES-3: ten minutes without an answer make the report final, even across a restart.
    clock = ManualClock(T0)
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3", clock=clock, real_limits=False
    ) as scene:
        tid = await scene.create("Кубок Рестарта")
        nicks = ["Ворон", "Сокол", "Рысь", "Лисица"]
        for i, nick in enumerate(nicks):
            await scene.register(scene.player(nick), nick, f"900{i}", tid)
        await scene.judge.send("/begin", chat=scene.channel)
        first = scene.players["Ворон"]
        p = await scene.pairing(first, 1)
        assert p is not None
        await first.send("/report 2:0")
        saved = await first.expect("Ждём подтверждения")
        assert "18:10 МСК" in saved.text  # 15:00 UTC + 10 min, shown in Moscow time
        other = scene.players[p.opponent]
        await other.expect("ввёл счёт")

        async def time_passes() -> None:
            clock.advance(11 * 60)

        await scene.restart(crash=True, between=time_passes)
        final = await other.expect("окончательный (RES-3)")
        assert f"№{p.number}" in final.text
        await first.expect("окончательный (RES-3)")
        # The opponent's late button press changes nothing: the result is final (RES-3).
        await other.send(f"/dispute {p.number}")
        await other.expect("уже окончательный")


async def test_state_survives_a_restart(tmp_path: Path) -> None:
    # The SQLite file keeps tournaments, players and pairings; a new process picks them up.
    async with running_scene(db_path=tmp_path / "bot.sqlite3", real_limits=False) as scene:
        tid = await scene.create("Кубок Памяти")
        for i, nick in enumerate(["Ворон", "Сокол", "Рысь", "Лисица"]):
            await scene.register(scene.player(nick), nick, f"910{i}", tid)
        await scene.judge.send("/begin", chat=scene.channel)
        before = await scene.channel.expect("тур 1.")
        await scene.restart()
        await scene.judge.send(f"/pairings #{tid}")
        after = await scene.judge.expect("тур 1:")
        assert before.text.split("\n", 1)[1] == after.text.split("\n", 1)[1]
        await scene.players["Ворон"].send("/me")
        me = await scene.players["Ворон"].expect("вы — Ворон")
        assert "матч №" in me.text


async def test_a_redelivered_update_changes_nothing(scene: Scene) -> None:
    # Telegram may deliver an update twice with the same update_id: act once.
    sent = await scene.judge.send("/new Кубок Дублей")
    await scene.judge.expect("Создан турнир")
    delivered = scene.sb.stats.updates_delivered
    assert sent.update_id is not None
    scene.sb.redeliver(sent.update_id)
    await scene.sb.wait(lambda: scene.sb.stats.updates_delivered > delivered)
    await scene.judge.send("/help")
    await scene.judge.expect("Команды судьи")
    assert sum("Создан турнир" in m.text for m in scene.judge.inbox) == 1
    await scene.judge.send("/settings #2")
    await scene.judge.expect("Турнира #2 нет")
