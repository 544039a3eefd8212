"""The real command line: config checks by key, migrations, the bot process, the demo."""

from __future__ import annotations

import asyncio
import itertools
import re
import signal
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

import aiohttp
import pytest

from bot.delivery.texts import Texts
from sandbox import script
from sandbox.telegram import TelegramSandbox
from sandbox.vk import VkSandbox
from storage.db import migrations

ROOT = Path(__file__).resolve().parents[2]
START = 180  # seconds a `python -m bot run` process may take to start on a busy machine
LOG_INFO = re.compile(r"^\d{4}-\d\d-\d\d [\d:,]+ INFO ")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cli(*args: str, cwd: Path = ROOT, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_the_example_config_is_valid() -> None:
    done = cli("check-config", "--config", str(ROOT / "config.example.toml"))
    assert done.returncode == 0, done.stderr
    assert "Конфигурация в порядке" in done.stdout


def test_bad_config_values_are_reported_by_key_without_a_traceback(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text(
        '[telegram]\ntoken = "123:SECRET-TOKEN"\nmode = "poll"\napi_server = "ftp://x"\n'
        '[admins]\ntelegram = "me"\n[storage]\npathh = "x"\n[locale]\ntimezone = "Mars/Base"\n',
        encoding="utf-8",
    )
    done = cli("check-config", "--config", str(config))
    assert done.returncode == 2
    for key in (
        "telegram.mode",
        "telegram.api_server",
        "admins.telegram",
        "storage.pathh",
        "locale.timezone",
    ):
        assert key in done.stderr, done.stderr
    assert "polling" in done.stderr and "Traceback" not in done.stderr
    assert "SECRET-TOKEN" not in done.stderr + done.stdout


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (None, "файл не найден"),
        ("[telegram\ntoken=", "TOML"),
        ('[telegram]\ntoken = "1:x"\nmode = "webhook"\n', "telegram.webhook_url"),
        ('[telegram]\ntoken = "my token here"\n', "telegram.token: токен от @BotFather вида"),
    ],
)
def test_unusable_config_files_are_explained(
    tmp_path: Path, content: str | None, expected: str
) -> None:
    config = tmp_path / "config.toml"
    if content is not None:
        config.write_text(content, encoding="utf-8")
    done = cli("check-config", "--config", str(config))
    assert done.returncode == 2
    assert expected in done.stderr and "Traceback" not in done.stderr


def test_migrate_creates_the_database(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    db = tmp_path / "data" / "t.sqlite3"
    config.write_text(script.storage_toml(db), encoding="utf-8")
    done = cli("migrate", "--config", str(config))
    assert done.returncode == 0, done.stderr
    assert f"схема версии {migrations()[-1][0]}" in done.stdout
    assert db.exists() or script.STORAGE_URL  # on PostgreSQL the schema is on the server
    assert cli("migrate", "--config", str(config)).returncode == 0  # twice is harmless


def test_run_refuses_to_start_without_any_token(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("[telegram]\n", encoding="utf-8")
    done = cli("run", "--config", str(config))
    assert done.returncode == 2 and "telegram.token" in done.stderr


@pytest.mark.timeout(400)
async def test_the_bot_process_serves_the_sandbox_and_stops_on_sigterm(tmp_path: Path) -> None:
    port = free_port()
    async with TelegramSandbox() as sb, VkSandbox() as vk:
        config = tmp_path / "config.toml"
        config.write_text(
            f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\n'
            f'[vk]\ntoken = "{vk.token}"\ngroup_id = {vk.group_id}\napi_url = "{vk.api_url}"\n'
            f"[admins]\ntelegram = [100]\n{script.storage_toml(tmp_path / 'bot.sqlite3')}"
            f'[server]\nlisten = "127.0.0.1:{port}"\nmetrics = true\n',
            encoding="utf-8",
        )
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            "run",
            "--config",
            str(config),
            cwd=ROOT,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        try:
            judge = sb.user(100, "Ирина")
            await judge.send("/new Кубок Процесса")
            # A process's start imports aiogram and vkbottle: seconds of CPU, more when busy.
            created = await judge.expect("Создан турнир", timeout=START)
            assert "#1" in created.text
            async with aiohttp.ClientSession() as http:
                async with http.get(f"http://127.0.0.1:{port}/healthz") as resp:
                    assert await resp.text() == "ok"
                async with http.get(f"http://127.0.0.1:{port}/metrics") as resp:
                    figures = await resp.text()
            assert 'bot_updates_total{outcome="done",platform="telegram"}' in figures
            assert "bot_outbox_pending" in figures
            # A consistent copy while the bot runs (SQLite online backup).
            copy = tmp_path / "copy.sqlite3"
            done = await asyncio.to_thread(cli, "backup", str(copy), "--config", str(config))
            if script.STORAGE_URL:  # the server's own pg_dump copies PostgreSQL
                assert done.returncode == 2 and "pg_dump" in done.stderr
            else:
                assert done.returncode == 0, done.stderr
                with sqlite3.connect(copy) as raw:
                    titles = [r[0] for r in raw.execute("SELECT title FROM tournaments")]
                assert titles == ["Кубок Процесса"]
        finally:
            proc.send_signal(signal.SIGTERM)
            output, _ = await asyncio.wait_for(proc.communicate(), timeout=60)
        assert proc.returncode == 0, output.decode()
        assert "Traceback" not in output.decode()
        log = output.decode()
        assert sb.token not in log and vk.token not in log  # tokens never reach the log


async def _run_until_exit(config: Path) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "run", "--config", str(config), cwd=ROOT,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout=START)
    finally:
        if proc.returncode is None:  # hung half-started: the defect itself
            proc.kill()
    assert proc.returncode is not None
    return proc.returncode, (out + err).decode()


@pytest.mark.timeout(400)
@pytest.mark.engine_fixed  # the platforms' answer, not the engine: one pass, SQLite files
async def test_a_token_the_platform_rejects_stops_the_start_with_one_line(tmp_path: Path) -> None:
    # Issue 24: a mistyped token is one Russian line naming the key and the fix, exit code 2,
    # no traceback, and the process ends (nothing left half-started keeps it alive).
    async with TelegramSandbox(bad_token="1:REJECTED") as sb, VkSandbox() as vk:
        tg_config, vk_config = tmp_path / "tg.toml", tmp_path / "vk.toml"
        tg_config.write_text(
            f'[telegram]\ntoken = "1:REJECTED"\napi_server = "{sb.base_url}"\n'
            f'[storage]\npath = "{tmp_path / "tg.sqlite3"}"\n'
            f'[server]\nlisten = "127.0.0.1:{free_port()}"\nmetrics = true\n',
            encoding="utf-8",
        )
        vk_config.write_text(  # VK alone: this process skips aiogram's import
            f'[vk]\ntoken = "vk1.a.REJECTED"\ngroup_id = {vk.group_id}\n'
            f'api_url = "{vk.api_url}"\n[storage]\npath = "{tmp_path / "vk.sqlite3"}"\n',
            encoding="utf-8",
        )
        (tg_code, tg_said), (vk_code, vk_said) = await asyncio.gather(
            _run_until_exit(tg_config), _run_until_exit(vk_config)
        )
        assert sb.stats.calls["getUpdates"] == 0 and sb.stats.calls["setMyCommands"] == 0
    for code, said, key, fix in (
        (tg_code, tg_said, "telegram.token", "@BotFather"),
        (vk_code, vk_said, "vk.token", "Ключи доступа"),
    ):
        # The log's INFO lines (migrations of the new file) aside, one line is said.
        lines = [line for line in said.splitlines() if not LOG_INFO.match(line)]
        assert code == 2 and len(lines) == 1, said
        assert key in lines[0] and fix in lines[0] and "python -m bot doctor" in lines[0]
        assert "Traceback" not in said and "REJECTED" not in said


@pytest.mark.timeout(400)
async def test_a_sigterm_while_the_bot_starts_stops_it_gracefully(tmp_path: Path) -> None:
    # A worker restarted a moment before a deploy's stop: the stop waits for the start and
    # ends as any graceful stop does, instead of the default action of SIGTERM killing it.
    async with TelegramSandbox(round_trip_ms=1500) as sb:  # a slow Bot API: a long start
        config = tmp_path / "config.toml"
        config.write_text(
            f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\n'
            f"{script.storage_toml(tmp_path / 'bot.sqlite3')}",
            encoding="utf-8",
        )
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", "run", "--config", str(config), cwd=ROOT,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
        )  # fmt: skip
        try:
            await sb.wait(lambda: sum(sb.stats.calls.values()) > 0, timeout=START)
        finally:
            proc.send_signal(signal.SIGTERM)
            output, _ = await asyncio.wait_for(proc.communicate(), timeout=90)
        assert proc.returncode == 0, output.decode()[-2000:]
        assert sb.stats.calls["getUpdates"] == 0  # it stopped before it began to poll


def _demo_text(key: str, **params: object) -> str:
    """One of the demo's own texts (bot/locales/ru/demo.ftl), as the demo prints it."""
    return Texts(ZoneInfo("Europe/Moscow")).render("ru", key, params)


def _final(stdout: str) -> list[str]:
    """Nicknames of the final standings the demo ends with, by place."""
    rows = stdout.split("итоговая таблица:\n", 1)[1].splitlines()
    places = [re.match(r" *\d+\. (.+?) — ", row) for row in rows]
    return [place[1] for place in itertools.takewhile(bool, places)]  # type: ignore[index]


def _story(stdout: str) -> list[str]:
    """The story's lines: each names its platform and chat, `[TG личка Анна] → …`."""
    return [line for line in stdout.splitlines() if re.match(r"\[(TG|VK)[+ ]", line)]


def _messages(stdout: str) -> int:
    """Messages sent on all platforms, by the bot and by people, as the summary counts them."""
    head = _demo_text("demo-summary-messages", bot="\x00", people="").split("\x00")[0]
    line = next(line for line in stdout.splitlines() if line.startswith(head))
    return sum(int(n) for n in re.findall(r"\b\d+\b", line))


def _summary_says(stdout: str, final: list[str], dropped: int = 1) -> None:
    """The summary names the winner, the drop, disputes and the auto-confirmation."""
    assert _demo_text("demo-summary-winner", nick=final[0]) in stdout
    dropped_line = _demo_text("demo-summary-drop", nick="\x00", round=2).split("\x00")[0]
    assert sum(line.startswith(dropped_line) for line in stdout.splitlines()) == dropped
    assert re.search(r"\(RES-3\): 1\b", stdout.rsplit(_demo_text("demo-summary"), 1)[1])


@pytest.mark.engine_fixed  # `python -m bot demo` plays on a file of its own
def test_the_demo_plays_a_tournament_to_the_end() -> None:
    done = cli("demo", "--players", "6", "--seed", "ci", timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    final = done.stdout.rsplit("итоговая таблица:", 1)[1]
    assert [line.split(".")[0].strip() for line in final.strip().splitlines()[:6]] == list(
        "123456"
    )
    # The short story: the judge's set-up as the README types it, a dispute, a silent
    # opponent, the drop, the standings and a summary; far fewer lines than messages sent.
    assert '/set bo=3 rounds=auto confirm_minutes=0.05 seed=ci start="2026-12-12 18:00"' in (
        done.stdout
    )
    assert "оспорен" in done.stdout and "окончательный (RES-3)" in done.stdout
    assert "Вы вышли из турнира" in done.stdout
    _summary_says(done.stdout, _final(done.stdout))
    story = _story(done.stdout)
    assert all(line.startswith("[TG ") for line in story)
    assert len(story) < _messages(done.stdout) / 2


@pytest.mark.engine_fixed  # `python -m bot demo` plays on a file of its own
def test_the_demo_plays_a_mixed_telegram_and_vk_tournament_to_the_end() -> None:
    done = cli("demo", "--players", "8", "--platforms", "tg,vk", "--seed", "ci", timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    final = _final(done.stdout)
    assert len(set(final)) == 8
    _summary_says(done.stdout, final)
    players = _demo_text("demo-summary-players", count=8, platforms="\x00", rounds=0, matches=0,
                         byes=0).split("\x00")[0]  # fmt: skip
    assert f"{players}TG 6, VK 2)" in done.stdout  # every third player is on VK
    # One story in time order: a match followed from one platform to the other and back.
    report, request, press, result = _crossing(_story(done.stdout))
    assert report < request < press < result
    # The final standings reached the channels on both platforms: one line, both tags.
    channel = _demo_text("demo-chat-channel")
    assert re.search(rf"^\[TG\+VK {channel}\] ← 🏆 .+итоговая таблица", done.stdout, re.M)


def _crossing(story: list[str]) -> tuple[int, int, int, int]:
    """Where a cross-platform match shows: the report, the opponent's request and tap, the result.

    The reporter's chat on one platform, the opponent's on the other; each line names both.
    """
    chat = lambda line: line.split("]", 1)[0]  # noqa: E731  "[TG личка Анна"
    for request, line in enumerate(story):
        asked = re.search(r"ввёл счёт матча №(\d+)", line)
        if not asked or "[Подтвердить]" not in line:
            continue
        press = [i for i, x in enumerate(story) if i > request and chat(x) == chat(line)
                 and "→ [Подтвердить]" in x]  # fmt: skip
        results = [i for i, x in enumerate(story) if f"✅ Матч №{asked[1]}:" in x
                   and x[1:3] != line[1:3]]  # fmt: skip
        if not press or not results:
            continue
        reporter = chat(story[results[0]])
        reports = [i for i, x in enumerate(story[: results[0]]) if chat(x) == reporter
                   and "→ /report" in x]  # fmt: skip
        if reports:
            return reports[-1], request, press[0], results[0]
    raise AssertionError("no match across the platforms in the story:\n" + "\n".join(story))


@pytest.mark.engine_fixed  # `python -m bot demo` plays on a file of its own
def test_the_demo_plays_on_vk_alone() -> None:
    done = cli(
        "demo", "--players", "4", "--platforms", "vk", "--seed", "ci", "--verbose", timeout=240
    )
    assert done.returncode == 0, done.stderr[-2000:]
    story = _story(done.stdout)
    assert story and all(line.startswith("[VK ") for line in story)
    # --verbose: every message in time order, so every registration shows.
    registered = re.findall(r"^\[VK [^\]]+\] → /register (.+) \d+$", done.stdout, re.M)
    assert sorted(_final(done.stdout)) == sorted(registered) != []
    assert len(story) >= _messages(done.stdout)
    assert "Участвуя, вы принимаете регламент" in done.stdout  # texts whole, not first lines
    assert "оспорен" in done.stdout and "окончательный (RES-3)" in done.stdout
    _summary_says(done.stdout, _final(done.stdout))
