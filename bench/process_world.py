"""A bot as its own process for the benchmarks: start, stop, its CPU and memory from /proc.

`bench/process_load.py` keeps the Bot API stand-in and every scripted user in its own process
and runs the bot (or the bare echo bot of `bench/echo_floor.py`) as a child, so what the child
spends is the bot alone: CPU is utime + stime of /proc/<pid>/stat (all its threads), memory is
VmRSS / VmHWM of /proc/<pid>/status.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")
MIB = 2**20
JUDGE_ID = 100  # the judge of sandbox.script.Scene: the config makes him an admin
START_WAIT = 60.0  # seconds a child may take to import and reach its first getUpdates
STOP_WAIT = 30.0


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds the process has used so far (every thread)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()  # the name may hold spaces
    return (int(fields[11]) + int(fields[12])) / TICKS  # fields 14 and 15 of proc(5)


def memory_mib(pid: int) -> tuple[float, float]:
    """(VmRSS, VmHWM) of the process in MiB: resident now and the peak so far."""
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(rest.split()[0]) / 1024  # kB
    return values["VmRSS"], values["VmHWM"]


def libraries_floor(modules: str = "aiogram, vkbottle") -> float:
    """RSS in MiB of a fresh Python that only imports these modules."""
    code = (
        f"import {modules}\n"
        "for line in open('/proc/self/status'):\n"
        "    if line.startswith('VmRSS:'):\n"
        "        print(int(line.split()[1]) / 1024)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    return float(out.stdout.strip())


def write_config(tmp: Path, sb: Any, db: Path, *, paced: bool, name: str = "config.toml") -> Path:
    """The bot's TOML config: the stand-in as its API server, a temp SQLite file.

    Unpaced: the delivery limits out of the way, as `sandbox.script.NO_LIMITS` sets them.
    Paced: the defaults of `config.example.toml` (Telegram's published limits).
    """
    config = tmp / name
    text = (
        f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\n'
        f"[admins]\ntelegram = [{JUDGE_ID}]\n"
        f'[storage]\npath = "{db}"\n'
    )
    if not paced:
        text += (
            "[delivery]\ntelegram_per_second = 10000\ntelegram_chat_per_second = 10000\n"
            "telegram_chat_burst = 10000\ntelegram_group_per_minute = 1000000\n"
        )
    config.write_text(text, encoding="utf-8")
    return config


class Child:
    """A bot process: started with its stderr in a log file, stopped with SIGTERM."""

    def __init__(self, name: str, argv: list[str], log: Path) -> None:
        self.name = name
        self.argv = argv
        self.log = log
        self.proc: asyncio.subprocess.Process | None = None

    @property
    def pid(self) -> int:
        """The process id."""
        assert self.proc is not None, f"{self.name} is not running"
        return self.proc.pid

    async def start(self, sb: Any) -> float:
        """Start the process and wait until it long-polls the stand-in; seconds it took."""
        began = time.perf_counter()
        polls = sb._poll_generation  # counts getUpdates calls as they arrive
        with self.log.open("ab") as log:
            self.proc = await asyncio.create_subprocess_exec(
                *self.argv, cwd=ROOT, stdin=asyncio.subprocess.DEVNULL, stdout=log, stderr=log
            )
        deadline = time.monotonic() + START_WAIT
        while sb._poll_generation <= polls:
            if self.proc.returncode is not None or time.monotonic() > deadline:
                tail = self.log.read_text(errors="replace")[-2000:]
                raise RuntimeError(f"{self.name} did not start polling:\n{tail}")
            await asyncio.sleep(0.02)
        return time.perf_counter() - began

    async def stop(self) -> int | None:
        """SIGTERM, wait for the exit (SIGKILL after STOP_WAIT); the exit code."""
        if self.proc is None or self.proc.returncode is not None:
            return None if self.proc is None else self.proc.returncode
        with contextlib.suppress(ProcessLookupError):
            self.proc.send_signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(self.proc.wait(), STOP_WAIT)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                self.proc.kill()
            await self.proc.wait()
        return self.proc.returncode


def bot_child(config: Path, log: Path) -> Child:
    """The tournament bot: `python -m bot run --config …` (traced when $TRACE_OUT is set)."""
    if os.environ.get("TRACE_OUT"):  # bench/traced_bot.py: tracemalloc, snapshots on SIGUSR1
        script = str(Path(__file__).with_name("traced_bot.py"))
        return Child("bot", [sys.executable, script, "run", "--config", str(config)], log)
    return Child("bot", [sys.executable, "-m", "bot", "run", "--config", str(config)], log)


def snapshot(pid: int, what: str) -> None:
    """Ask a traced bot (bench/traced_bot.py) for a tracemalloc snapshot into $TRACE_OUT."""
    out = os.environ.get("TRACE_OUT")
    if out:
        with open(out, "a", encoding="utf-8") as f:
            f.write(f"\n##### {what}\n")
        os.kill(pid, signal.SIGUSR1)
        time.sleep(3.0)  # the snapshot is taken between two bytecodes of the bot: let it write


def echo_child(sb: Any, log: Path) -> Child:
    """The bare aiogram echo bot of bench/echo_floor.py on the same stand-in."""
    script = str(Path(__file__).with_name("echo_floor.py"))
    argv = [sys.executable, script, "--api", sb.base_url, "--token", sb.token]
    return Child("echo", argv, log)


def waiting(db: Path | None) -> str:
    """What the outbox still holds, for the message of a bench that did not settle."""
    if db is None:
        return "no database"
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as conn:
        rows = conn.execute(
            "SELECT id, chat_id, key, attempts, parts_sent, error FROM outbox"
            " WHERE status = 'pending' ORDER BY id LIMIT 10"
        ).fetchall()
    return f"pending outbox rows {rows}"


def pending_outbox(db: Path) -> int:
    """Rows of the bot's outbox still to send (read through a read-only connection)."""
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as conn:
            return int(conn.execute("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
                       .fetchone()[0])  # fmt: skip
    except sqlite3.OperationalError:
        return 0  # no database yet


async def quiet(sb: Any, db: Path | None, calm: float = 1.0, timeout: float = 180.0) -> float:
    """Wait until the bot sent nothing for `calm` seconds with its outbox empty; seconds waited.

    Updates still queued in the stand-in count as work; getUpdates calls do not.
    """
    loop = asyncio.get_running_loop()
    began = loop.time()
    deadline = began + timeout
    while loop.time() < deadline:
        log = sb.stats.log
        last = next((e.t for e in reversed(log) if e.method != "getUpdates"), began)
        queued = any(not q.delivered for q in sb._queue)
        if not queued and loop.time() - last >= calm:
            outbox = await asyncio.to_thread(pending_outbox, db) if db is not None else 0
            if outbox == 0:
                return loop.time() - began
        await asyncio.sleep(0.1)
    raise RuntimeError(f"the bot did not settle within {timeout:.0f} s: {waiting(db)}")


class Profiler:
    """py-spy recording the child over one phase, when --py-spy is given: OUT.<phase>.txt."""

    def __init__(self, out: str | None) -> None:
        self.out = out
        self.proc: asyncio.subprocess.Process | None = None
        self.path = ""

    async def start(self, pid: int, phase: str) -> None:
        if not self.out:
            return
        self.path = f"{self.out}.{phase}.txt"
        argv = ["py-spy", "record", "--pid", str(pid), "-o", self.path, "--format", "raw"]
        argv += ["--rate", "400"]
        try:
            self.proc = await asyncio.create_subprocess_exec(
                *argv, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL
            )
        except FileNotFoundError:
            print("  (py-spy not found: no profile)")
            self.out = None
        await asyncio.sleep(1.0)  # let it attach before the phase

    async def stop(self) -> None:
        if self.proc is None:
            return
        self.proc.send_signal(signal.SIGINT)
        try:
            await asyncio.wait_for(self.proc.wait(), 30)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
        print(f"  py-spy exit {self.proc.returncode}; raw profile in {self.path}")
        self.proc = None
