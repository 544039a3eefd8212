"""The test PostgreSQL server: it runs, and each test's database is its own."""

from __future__ import annotations

import asyncpg
import pytest

from sandbox.postgres import PostgresServer, fresh_name


async def test_a_fresh_database_takes_a_table(postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("CREATE TABLE players (id bigint PRIMARY KEY, nick text NOT NULL)")
        await conn.execute("INSERT INTO players VALUES (1, 'Анна')")
        assert await conn.fetchval("SELECT nick FROM players WHERE id = 1") == "Анна"
        assert await conn.fetchval("SHOW fsync") == "off"  # a test server: speed over safety
    finally:
        await conn.close()


async def test_two_fresh_databases_do_not_see_each_others_tables(
    postgres_server: PostgresServer,
) -> None:
    first, second = fresh_name(), fresh_name()
    try:
        one = await asyncpg.connect(await postgres_server.create_database(first))
        two = await asyncpg.connect(await postgres_server.create_database(second))
        await one.execute("CREATE TABLE only_here (x int)")
        assert await one.fetchval("SELECT to_regclass('only_here') IS NOT NULL")
        assert not await two.fetchval("SELECT to_regclass('only_here') IS NOT NULL")
        with pytest.raises(asyncpg.UndefinedTableError):
            await two.fetch("SELECT * FROM only_here")
        await one.close()  # `two` stays open: the drop must end its session itself
    finally:
        await postgres_server.drop_database(first)
        await postgres_server.drop_database(second)
    listed = await asyncpg.connect(postgres_server.url)
    try:
        names = {r["datname"] for r in await listed.fetch("SELECT datname FROM pg_database")}
    finally:
        await listed.close()
    assert not {first, second} & names


async def test_a_database_copied_from_a_template_keeps_its_tables(
    postgres_server: PostgresServer,
) -> None:
    template, copy = fresh_name("tpl"), fresh_name()
    try:
        conn = await asyncpg.connect(await postgres_server.create_database(template))
        await conn.execute("CREATE TABLE migrated (version int); INSERT INTO migrated VALUES (16)")
        await conn.close()  # a template must have no sessions while it is copied
        conn = await asyncpg.connect(await postgres_server.create_database(copy, template))
        assert await conn.fetchval("SELECT version FROM migrated") == 16
        await conn.close()
    finally:
        await postgres_server.drop_database(copy)
        await postgres_server.drop_database(template)


def test_a_missing_installation_is_named(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("BOT_TEST_POSTGRES_URL", raising=False)
    server = PostgresServer(tmp_path, bin_dir=tmp_path / "nowhere")
    with pytest.raises(RuntimeError, match="PostgreSQL 15 is not installed"):
        server.start()


def test_a_given_server_is_reused_and_left_running(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("BOT_TEST_POSTGRES_URL", "postgresql://ci@db.example:5432/postgres")
    server = PostgresServer(tmp_path)
    assert server.start() == "postgresql://ci@db.example:5432/postgres"
    assert server.url_of("t_1") == "postgresql://ci@db.example:5432/t_1"
    server.stop()  # nothing to stop: not ours
    assert not (tmp_path / "data").exists()
