"""Exports through the doors: `/export` and `/standings csv` arrive as Telegram documents, and
`python -m bot export <id> --config …` prints or writes the same JSON from the console (RES-8).

The rules of the exports are tested in the core: tests/core/test_exports.py.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

from sandbox import script
from sandbox.script import Scene

ROOT = Path(__file__).resolve().parents[2]
NICKS = ["Анна", "Борис", "Вера", "Глеб"]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """The real command line in its own process."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


async def played(scene: Scene) -> int:
    """Four players, round 1 begun, one match reported and confirmed."""
    tid = await scene.create("Кубок архива")
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, f"50{i}", tid)
    await scene.judge.send("/begin", chat=scene.channel)
    anna = scene.players["Анна"]
    p = await scene.pairing(anna, 1)
    assert p is not None
    await anna.send("/report 2:1")
    rival = scene.players[p.opponent]
    ask = await rival.expect("ввёл счёт")
    await rival.press(ask, "Подтвердить")
    await anna.expect("Результат подтверждён")
    return tid


async def test_exports_arrive_as_documents_and_the_console_prints_the_same(
    scene: Scene, tmp_path: Path
) -> None:
    tid = await played(scene)
    await scene.judge.send("/export", chat=scene.judges_chat)
    sent = await scene.judges_chat.expect(lambda m: m.document is not None)
    assert sent.file_name == f"tournament-{tid}.json" and "целиком для архива" in sent.text
    assert sent.document is not None
    chat_doc = json.loads(sent.document)
    assert [p["nickname"] for p in chat_doc["players"]] == NICKS
    await scene.judge.send("/standings csv", chat=scene.judges_chat)
    table = await scene.judges_chat.expect(lambda m: m.document is not None)
    assert table.file_name == f"standings-{tid}.csv" and table.document is not None
    assert table.document.decode("utf-8-sig").startswith("place,nickname,game_id,status")

    # The console, on the same database while the bot runs.
    config = tmp_path / "config.toml"
    config.write_text(script.storage_toml(tmp_path / "bot.sqlite3"), encoding="utf-8")
    done = await asyncio.to_thread(cli, "export", str(tid), "--config", str(config))
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)  # stdout is the document alone
    assert doc["format"] == "berserk-tournament-export"
    assert doc["tournament"]["title"] == "Кубок архива"
    assert doc["rounds"] == chat_doc["rounds"] and doc["players"] == chat_doc["players"]
    assert "целиком для архива" in done.stderr

    target = tmp_path / "archive.json"
    done = await asyncio.to_thread(
        cli, "export", str(tid), "--config", str(config), "--output", str(target)
    )
    assert done.returncode == 0, done.stderr
    assert f"Файл: {target}" in done.stdout
    assert json.loads(target.read_text(encoding="utf-8"))["rounds"] == chat_doc["rounds"]

    # A tournament that does not exist is said so, in Russian, without a traceback.
    done = await asyncio.to_thread(cli, "export", "999", "--config", str(config))
    assert done.returncode == 2 and done.stdout == ""
    assert "999" in done.stderr and "Traceback" not in done.stderr
