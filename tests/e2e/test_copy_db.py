"""A running tournament moves from SQLite to PostgreSQL with `python -m bot copy-db`, goes on."""

from __future__ import annotations

import asyncio
import itertools
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox import script
from sandbox.script import running_scene

ROOT = Path(__file__).resolve().parents[2]
NICKS = ["Ворон", "Сокол", "Рысь", "Лисица"]

# The first half runs on the SQLite file whatever engine the suite uses.
pytestmark = pytest.mark.sqlite_only


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """The real command line."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


async def test_a_tournament_copied_to_postgresql_goes_on_there(
    tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "bot.sqlite3"
    async with running_scene(db_path=db, real_limits=False) as scene:
        tid = await scene.create("Кубок Переезда")
        for i, nick in enumerate(NICKS):
            await scene.register(scene.player(nick), nick, f"700{i}", tid)
        await scene.judge.send("/begin", chat=scene.channel)
        first = scene.players["Ворон"]
        pairing = await scene.pairing(first, 1)
        assert pairing is not None
        await first.send("/report 2:0")
        request = await scene.players[pairing.opponent].expect("ввёл счёт")
        await scene.players[pairing.opponent].press(request, "Подтвердить")
        await first.expect(f"Матч №{pairing.number}: ")
        await scene.judge.send(f"/standings #{tid}")
        before = (await scene.judge.expect("таблица после тура")).text
        assert await scene.app.drain(10)
        first_sb_updates = scene.sb.stats.updates_enqueued

    done = await asyncio.to_thread(cli, "copy-db", str(db), postgres_url)
    assert done.returncode == 0, done.stderr
    assert "Скопировано" in done.stdout and "matches 2" in done.stdout
    again = await asyncio.to_thread(cli, "copy-db", str(db), postgres_url)
    assert again.returncode == 2 and "только в пустую" in again.stderr  # never mixes two
    missing = await asyncio.to_thread(cli, "copy-db", str(tmp_path / "nope.sqlite3"), postgres_url)
    assert missing.returncode == 2 and "нет" in missing.stderr

    monkeypatch.setattr(script, "STORAGE_URL", postgres_url)
    async with running_scene(db_path=tmp_path / "unused.sqlite3", real_limits=False) as scene:
        # Telegram's update ids go on rising across the move; this new stand-in would start
        # again at 1, ids the copied database rightly holds as handled already.
        scene.sb._update_ids = itertools.count(first_sb_updates + 1)
        for nick in NICKS:
            user = scene.player(nick)
            await user.send("/help")  # this stand-in lets the bot write to those who wrote
            await user.expect("Команды")
        await scene.judge.send(f"/standings #{tid}")
        assert (await scene.judge.expect("таблица после тура")).text == before
        # The round goes on: the other match is reported and confirmed on PostgreSQL …
        other = next(n for n in NICKS if n not in ("Ворон", pairing.opponent))
        player = scene.players[other]
        await player.send("/report 2:1")
        await player.expect("Ждём подтверждения")
        rival = next(n for n in NICKS if n not in ("Ворон", pairing.opponent, other))
        confirm = await scene.players[rival].expect("ввёл счёт")
        await scene.players[rival].press(confirm, "Подтвердить")
        await scene.judges_chat.expect("тур 1 завершён")
        # … and new rows take new ids after the copied ones (a second tournament is #2).
        await scene.judge.send("/new Кубок После Переезда")
        assert "#2" in (await scene.judge.expect("Создан турнир")).text
