"""A throwaway PostgreSQL 15 server for tests and benchmarks: initdb and pg_ctl in a directory."""

from __future__ import annotations

import asyncio
import itertools
import os
import pwd
import re
import shutil
import socket
import subprocess
import threading
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

BIN_DIR = Path("/usr/lib/postgresql/15/bin")
REUSE_ENV = "BOT_TEST_POSTGRES_URL"  # a running server to use instead of starting one
OS_USER = "postgres"  # Debian's system user; created when missing
_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")

# Test servers: durability is traded for speed, a crash loses nothing anyone keeps.
SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "max_connections": "200",
    "shared_buffers": "64MB",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "wal_level": "minimal",
    "max_wal_senders": "0",
    "checkpoint_timeout": "30min",
    "max_wal_size": "1GB",
    "log_min_messages": "warning",
    "timezone": "'UTC'",
}


class PostgresError(RuntimeError):
    """The server could not be set up; the message says why and what PostgreSQL printed."""


class PostgresServer:
    """A PostgreSQL cluster in `directory`, run by a non-root user, trust auth on loopback."""

    def __init__(self, directory: str | Path, bin_dir: Path = BIN_DIR) -> None:
        self.directory = Path(directory)
        self.bin_dir = bin_dir
        self.url = ""
        self._started = False  # we own a running cluster (not a reused one)
        self._user = ""

    @property
    def data_dir(self) -> Path:
        """The cluster's files."""
        return self.directory / "data"

    def start(self) -> str:
        """Start the server (or take `BOT_TEST_POSTGRES_URL`) and return its DSN."""
        reused = os.environ.get(REUSE_ENV, "")
        if reused:
            self.url = reused
            return self.url
        for tool in ("initdb", "pg_ctl", "postgres"):
            if not (self.bin_dir / tool).is_file():
                raise PostgresError(
                    f"PostgreSQL 15 is not installed: {self.bin_dir / tool} is missing "
                    f"(apt-get install postgresql-15, or set {REUSE_ENV}=postgresql://…)"
                )
        self._user = _server_user()
        sockets = self.directory / "sockets"
        sockets.mkdir(parents=True, exist_ok=True)
        if not self.data_dir.exists():
            self.data_dir.mkdir()
            self._hand_over(self.directory, sockets, self.data_dir)
            self._check_reachable()
            self._run(
                "initdb", "-D", self.data_dir, "-U", self._user, "--auth=trust",
                "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions",
            )  # fmt: skip
        for attempt in range(3):  # a free port may be taken between the probe and the bind
            port = _free_port()
            self._write_config(port, sockets)
            try:
                self._run(
                    "pg_ctl", "start", "-w", "-t", "60", "-D", self.data_dir,
                    "-l", self.directory / "server.log",
                )  # fmt: skip
                break
            except PostgresError:
                if attempt == 2 or "could not bind" not in self.log_tail():
                    raise
        self._started = True
        self.url = f"postgresql://{self._user}@127.0.0.1:{port}/postgres"
        return self.url

    def stop(self) -> None:
        """Stop the server this object started (a reused one is left running)."""
        if self._started:
            self._started = False
            self._run("pg_ctl", "stop", "-w", "-m", "fast", "-D", self.data_dir)

    def __enter__(self) -> PostgresServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def url_of(self, database: str) -> str:
        """The DSN of another database on this server."""
        parts = urlsplit(self.url)
        return urlunsplit(parts._replace(path="/" + database))

    async def create_database(self, name: str, template: str | None = None) -> str:
        """CREATE DATABASE `name` (a copy of `template`, default template1); return its DSN."""
        # FILE_COPY: with fsync off its checkpoint is cheap, and it is twice as fast as WAL_LOG.
        sql = f'CREATE DATABASE "{_checked(name)}" STRATEGY FILE_COPY'
        if template is not None:
            sql += f' TEMPLATE "{_checked(template)}"'
        await self._admin(sql)
        return self.url_of(name)

    async def drop_database(self, name: str) -> None:
        """DROP DATABASE `name`, ending the sessions still on it (a killed worker's too)."""
        await self._admin(f'DROP DATABASE IF EXISTS "{_checked(name)}" WITH (FORCE)')

    async def _admin(self, sql: str) -> None:
        """Run one statement in the maintenance database."""
        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    def log_tail(self, lines: int = 20) -> str:
        """The end of the server's log, for error messages."""
        log = self.directory / "server.log"
        return (
            "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
            if log.exists()
            else ""
        )

    def _write_config(self, port: int, sockets: Path) -> None:
        """Put port, socket directory and the speed settings into postgresql.auto.conf."""
        settings = SETTINGS | {"port": str(port), "unix_socket_directories": f"'{sockets}'"}
        text = "".join(f"{key} = {value}\n" for key, value in settings.items())
        conf = self.data_dir / "postgresql.auto.conf"
        conf.write_text(text)
        self._hand_over(conf)

    def _hand_over(self, *paths: Path) -> None:
        """Give the server's files to its user (PostgreSQL refuses to run as root)."""
        if os.geteuid() == 0:
            for path in paths:
                shutil.chown(path, self._user, self._user_group())
            self.data_dir.chmod(0o700)

    def _check_reachable(self) -> None:
        """Fail clearly when the server's user cannot reach the directory (a 0700 parent)."""
        if os.geteuid() == 0:
            probe = ["runuser", "-u", self._user, "--", "test", "-w", str(self.data_dir)]
            if subprocess.run(probe, capture_output=True, check=False).returncode != 0:
                raise PostgresError(
                    f"user {self._user} cannot write {self.data_dir}: put the server under a "
                    "directory every user may enter (e.g. tempfile.mkdtemp() in /tmp)"
                )

    def _user_group(self) -> int:
        return pwd.getpwnam(self._user).pw_gid

    def _run(self, tool: str, *args: str | Path) -> None:
        """Run a PostgreSQL program as the server's user; fail with its output."""
        command = [str(self.bin_dir / tool), *map(str, args)]
        if os.geteuid() == 0:
            command = ["runuser", "-u", self._user, "--", *command]
        # The working directory must be readable by that user, and the environment must not
        # point the tools at another cluster.
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        done = subprocess.run(
            command, cwd=self.directory, env=env, capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            raise PostgresError(
                f"{tool} failed ({done.returncode}): {done.stderr.strip() or done.stdout.strip()}"
                f"\n{self.log_tail()}"
            )


def _server_user() -> str:
    """The user the server runs as: ourselves, or (as root) Debian's `postgres`, made if absent."""
    if os.geteuid() != 0:
        return pwd.getpwuid(os.geteuid()).pw_name
    try:
        pwd.getpwnam(OS_USER)
    except KeyError:
        subprocess.run(
            ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", OS_USER],
            check=True,
            capture_output=True,
        )
    return OS_USER


def _free_port() -> int:
    """A TCP port on loopback nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _checked(name: str) -> str:
    """A database name safe to put into SQL: lower-case letters, digits, underscores."""
    if not _NAME.fullmatch(name):
        raise ValueError(f"not a plain database name: {name!r}")
    return name


_numbers = itertools.count(1)


def fresh_name(prefix: str = "t") -> str:
    """A database name unique on a server shared by several test sessions: t_<pid>_<n>."""
    return f"{prefix}_{os.getpid()}_{next(_numbers)}"


def on_postgres(
    url: str, sql: str, params: tuple[Any, ...] = (), write: bool = False
) -> list[tuple[Any, ...]]:
    """Rows of a statement (`?` placeholders) on a PostgreSQL database, from sync code."""
    from storage.dialect import placeholders

    found: list[tuple[Any, ...]] = []

    async def go() -> None:
        conn = await asyncpg.connect(url)
        try:
            text = placeholders(sql)
            if write:
                await conn.execute(text, *params)
            else:
                found.extend(tuple(r) for r in await conn.fetch(text, *params))
        finally:
            await conn.close()

    # A thread of its own: the test's event loop is running and must not wait inside itself.
    thread = threading.Thread(target=lambda: asyncio.run(go()))
    thread.start()
    thread.join()
    return found


# Which workers hold an advisory lock in this database (a leader's control connection is
# named after its worker: host:pid:nonce).
# The leaderships' locks, not the migration lock (7001, storage/postgres.py), which a worker
# still starting holds for a moment while the first one already answers.
LEADERS_SQL = (
    "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid"
    " WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database()"
    " AND NOT (l.classid = 0 AND l.objid = 7001)"
)


def main(argv: list[str] | None = None) -> int:
    """`python -m sandbox.postgres start DIR` starts a server there and prints its DSN;
    `stop DIR` stops it (`.ci/run` gives both test passes one server this way)."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or args[0] not in ("start", "stop"):
        print("usage: python -m sandbox.postgres start|stop DIR", file=sys.stderr)
        return 2
    server = PostgresServer(args[1])
    if args[0] == "start":
        print(server.start())
        return 0
    if (server.data_dir / "postmaster.pid").exists():
        server._user = _server_user()
        server._started = True
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
