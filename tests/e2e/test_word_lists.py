"""The organizer's own word lists (`[moderation]`, MOD-2): check-text and the bot use them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from sandbox.script import running_scene

ROOT = Path(__file__).resolve().parents[2]


def _lists(tmp_path: Path) -> Path:
    (tmp_path / "insults.txt").write_text("# свои слова\nзануда\n", encoding="utf-8")
    (tmp_path / "allowed.txt").write_text("дурак\n", encoding="utf-8")
    config = tmp_path / "config.toml"
    config.write_text(
        f'[moderation]\ninsults_file = "{tmp_path / "insults.txt"}"\n'
        f'allowed_file = "{tmp_path / "allowed.txt"}"\n',
        encoding="utf-8",
    )
    return config


def _check_text(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", "check-text", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_check_text_reads_the_organizers_lists(tmp_path: Path) -> None:
    lines = "ты зануда\nну ты и дурак\nты идиот\n"
    plain = _check_text(stdin=lines)
    assert [json.loads(row)["violation"] for row in plain.stdout.splitlines()] == [
        None,
        "insult",
        "insult",
    ]
    own = _check_text("--config", str(_lists(tmp_path)), stdin=lines)
    assert own.returncode == 0, own.stderr
    rows = [json.loads(row) for row in own.stdout.splitlines()]
    assert [row["violation"] for row in rows] == ["insult", None, "insult"]
    assert rows[0]["match"] == "зануда"


def test_a_missing_word_list_is_named_by_its_key(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f'[moderation]\nallowed_file = "{tmp_path / "нет.txt"}"\n', "utf-8")
    for command in (["check-config"], ["check-text"]):
        done = subprocess.run(
            [sys.executable, "-m", "bot", *command, "--config", str(config)],
            cwd=ROOT,
            input="",
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 2
        assert "moderation.allowed_file: файл со словами не найден" in done.stderr


async def test_the_bot_flags_an_organizers_insult_in_the_channel(tmp_path: Path) -> None:
    _lists(tmp_path)
    lists = {"insults_file": str(tmp_path / "insults.txt")}
    async with running_scene(real_limits=False, moderation=lists) as scene:
        tid = await scene.create("Кубок слов")
        for i, nick in enumerate(["Анна", "Борис", "Вера", "Глеб"]):
            await scene.register(scene.player(nick), nick, f"70{i}", tid)
        await scene.judge.send("/begin", chat=scene.channel)
        await scene.channel.expect("тур 1")
        await scene.players["Анна"].send("Борис, ты зануда", chat=scene.channel)
        alert = await scene.judges_chat.expect("оскорбление")
        assert "зануда" in alert.text
