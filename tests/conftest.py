"""Fixtures every suite may use: a real PostgreSQL server per session, a fresh database per test.

`.ci/run` gets the PostgreSQL 15 binaries; the test session starts its own server with
initdb/pg_ctl under a non-root user (or uses BOT_TEST_POSTGRES_URL when it is set).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import AsyncIterator, Iterator

import pytest

from sandbox import violations
from sandbox.postgres import PostgresServer, fresh_name


@pytest.fixture(autouse=True)
def _platform_specs(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail a test whose bot sent a request the platform's spec forbids (sandbox.violations).

    The bot may have shrugged the refusal off (the courier drops a refused message), so the
    test's own assertions could pass. A test that sends bad requests on purpose wraps them in
    `sandbox.expect_violations()` or is marked `spec_violations`. Set up before every other
    fixture of the test, so it looks after the scenes and sandboxes have stopped.
    """
    mark = len(violations.RECORDED)
    yield
    found = violations.since(mark)
    if found and request.node.get_closest_marker("spec_violations") is None:
        listed = "\n".join(f"  {violation}" for violation in found[:20])
        pytest.fail(f"the bot broke the platform's specification:\n{listed}", pytrace=False)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL 15 server for the whole session, in a temporary directory."""
    # Not pytest's tmp_path: its parents are 0700 root, which the server's user cannot enter.
    directory = tempfile.mkdtemp(prefix="bot-pg-")
    server = PostgresServer(directory)
    try:
        server.start()  # fails (not skips) with the reason when PostgreSQL is missing
        yield server
    finally:
        server.stop()
        shutil.rmtree(directory, ignore_errors=True)


@pytest.fixture
async def postgres_url(postgres_server: PostgresServer) -> AsyncIterator[str]:
    """The DSN of a fresh empty database (t_<pid>_<n>), dropped after the test."""
    name = fresh_name()
    url = await postgres_server.create_database(name)
    try:
        yield url
    finally:
        await postgres_server.drop_database(name)
