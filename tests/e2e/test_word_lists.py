"""The organizer's own word lists (`[moderation]`, MOD-2): check-text and the bot use them.

What the chat filter makes of the lists is tested in the core harness
(tests/core/test_moderation.py); here the config reaches the command line and the running app.
"""

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


def test_check_text_exempts_the_names_of_a_pool_file(tmp_path: Path) -> None:
    # MOD-2, DECK-4: with the pool the organizer loads, check-text judges as the bot does.
    pool = tmp_path / "pool.csv"
    pool.write_text("name,element,hero,horde,set\nБолотная тварь,болота,нет,нет,Демо-1\n")
    lines = "Болотная тварь — отличная карта\nа ты тварь\n"
    done = _check_text("--cards", str(pool), stdin=lines)
    assert done.returncode == 0, done.stderr
    assert [json.loads(row)["violation"] for row in done.stdout.splitlines()] == [None, "insult"]
    missing = _check_text("--cards", str(tmp_path / "нет.csv"), stdin=lines)
    assert missing.returncode == 2 and not missing.stdout
    assert "Не могу прочитать пул карт" in missing.stderr


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


async def test_the_app_hands_the_organizers_lists_to_moderation(tmp_path: Path) -> None:
    # The app's wiring: `[moderation]` files → the filter of the running bot.
    _lists(tmp_path)
    lists = {"insults_file": str(tmp_path / "insults.txt")}
    async with running_scene(real_limits=False, moderation=lists) as scene:
        await scene.create("Кубок слов")
        await scene.player("Анна").send("Борис, ты зануда", chat=scene.channel)
        alert = await scene.judges_chat.expect("оскорбление")
        assert "зануда" in alert.text
