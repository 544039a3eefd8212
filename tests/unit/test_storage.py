"""Storage on both engines: migrations from nothing, transactions all-or-nothing, state kept.

Each test runs on a fresh SQLite file and on a fresh PostgreSQL database (a real server,
started for the session by tests/conftest.py): the same repositories, the same migrations.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.domain.model import Binding, MatchStatus, NewMatch, PlayerStatus
from bot.domain.settings import TournamentSettings
from bot.notices import Notice, Picture, Recipient
from sandbox.postgres import on_postgres
from storage.db import SqliteDatabase, migrations
from storage.engines import database_for


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where the test's database lives: a new SQLite file, or a new PostgreSQL database."""
    if request.param == "postgresql":
        return request.getfixturevalue("postgres_url")
    return str(tmp_path / "bot.sqlite3")


def raw_rows(target: str, sql: str) -> list[tuple[object, ...]]:
    """A query through a connection of the test's own, on either engine."""
    if target.startswith("postgresql://"):
        return on_postgres(target, sql)
    with sqlite3.connect(target) as raw:
        return [tuple(r) for r in raw.execute(sql)]


async def test_migrations_build_the_schema_from_an_empty_file(tmp_path: Path) -> None:
    db = SqliteDatabase(tmp_path / "new" / "bot.sqlite3")
    version = await db.open()
    assert version == migrations()[-1][0]
    await db.close()
    with sqlite3.connect(tmp_path / "new" / "bot.sqlite3") as raw:
        tables = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert {"tournaments", "players", "matches", "outbox", "deadlines", "audit"} <= tables


async def test_the_schema_is_the_same_on_postgresql(postgres_url: str) -> None:
    db = database_for(postgres_url)
    assert await db.open() == migrations()[-1][0]
    await db.close()
    listed = "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
    tables = {r[0] for r in raw_rows(postgres_url, listed)}
    assert {"tournaments", "players", "matches", "outbox", "deadlines", "audit"} <= tables
    # Telegram's ids are beyond 32 bits: every integer column is 64-bit there.
    kinds = raw_rows(postgres_url, "SELECT data_type FROM information_schema.columns WHERE"
                     " table_name = 'accounts' AND column_name = 'user_id'")  # fmt: skip
    assert kinds == [("bigint",)]


async def test_reopening_keeps_state_and_applies_nothing_twice(target: str) -> None:
    path = target
    db = database_for(path)
    await db.open()
    async with db.transaction() as store:
        account = await store.accounts.upsert("telegram", 5, "Ирина", "irina", "ru", 1.0)
        t = await store.tournaments.create("Кубок", TournamentSettings(seed="s"), account.id, 1.0)
        await store.tournaments.bind(Binding("telegram", -100, "channel", t.id, "Канал"), 1.0)
        a = await store.players.add(t.id, account.id, "Ворон", "1", PlayerStatus.REGISTERED, 1.0)
        b = await store.players.add(t.id, account.id, "Сокол", None, PlayerStatus.REGISTERED, 1.0)
        await store.matches.add_round(t.id, 1, [NewMatch(a.id, b.id)])
        await store.deadlines.add(t.id, "auto-confirm", 1, 100.0, "{}", 1.0)
    await db.close()

    again = database_for(path)
    assert await again.open() == migrations()[-1][0]
    async with again.transaction() as store:
        loaded = await store.tournaments.get(t.id)
        assert loaded is not None and loaded.settings.seed == "s"
        assert [p.nickname for p in await store.players.list(t.id)] == ["Ворон", "Сокол"]
        (match,) = await store.matches.of_round(t.id, 1)
        assert (match.number, match.status) == (1, MatchStatus.PENDING)
        assert (await store.tournaments.bindings_of_chat("telegram", -100))[
            0
        ].tournament_id == t.id
        assert [d.ref for d in await store.deadlines.due(200.0)] == [1]
        assert await store.players.by_nickname(t.id, "ВОРОН") is not None  # REG-3 key
    await again.close()


async def test_a_failed_transaction_leaves_nothing_behind(target: str) -> None:
    db = database_for(target)
    await db.open()
    with pytest.raises(RuntimeError):
        async with db.transaction() as store:
            account = await store.accounts.upsert("telegram", 5, "Ирина", None, None, 1.0)
            await store.tournaments.create("Кубок", TournamentSettings(), account.id, 1.0)
            raise RuntimeError("boom")
    async with db.transaction() as store:
        assert await store.tournaments.active() == []
        assert await store.accounts.find("telegram", 5) is None
    await db.close()


async def test_an_update_id_is_seen_once(target: str) -> None:
    db = database_for(target)
    await db.open()
    async with db.transaction() as store:
        assert await store.updates.seen("telegram", 42, 1.0) is False
        assert await store.updates.seen("telegram", 42, 2.0) is True
        assert await store.updates.seen("vk", 42, 2.0) is False
        assert await store.updates.seen("vk", "9f2c", 2.0) is False
        assert await store.updates.seen("vk", "9f2c", 3.0) is True
    await db.close()


async def test_a_sent_message_keeps_its_id_and_drops_its_words(target: str) -> None:
    # A sent row is read again only for its platform id (a newer picture replaces it): its
    # parameters and picture go, so a long event's outbox does not fill the file.
    db = database_for(target)
    await db.open()
    table = {"rows": ["x" * 1000] * 50}
    async with db.transaction() as store:
        to = Recipient("telegram", -100, "ru")
        row = await store.outbox.add(
            Notice(to, "standings", table, (), Picture(table), 1, "r").serialized(), 1.0
        )
        await store.outbox.mark_sent(row, 777, 2.0)
        assert await store.outbox.last_sent("telegram", -100, "r") == 777
    await db.close()
    ((params, attachment),) = raw_rows(target, "SELECT params, attachment FROM outbox")
    assert (params, attachment) == ("{}", None)


async def test_the_entries_token_changes_with_every_change_and_never_repeats(target: str) -> None:
    # The standings cache keys on it: a player added, dropped, checked in or entered late
    # gives a new token, and a change rolled back leaves one no later change gives again.
    db = database_for(target)
    await db.open()
    async with db.transaction() as store:
        account = await store.accounts.upsert("telegram", 5, "Ирина", None, None, 1.0)
        t = await store.tournaments.create("Кубок", TournamentSettings(), account.id, 1.0)
        tokens = [await store.players.version(t.id)]
        a = await store.players.add(t.id, account.id, "Ворон", "1", PlayerStatus.REGISTERED, 1.0)
        tokens.append(await store.players.version(t.id))
        await store.players.check_in(a.id, 2.0)
        tokens.append(await store.players.version(t.id))
        await store.players.join_late(a.id, 1)
        tokens.append(await store.players.version(t.id))
    with pytest.raises(RuntimeError):
        async with db.transaction() as store:
            await store.players.set_status(a.id, PlayerStatus.DROPPED, 3.0)
            rolled_back = await store.players.version(t.id)
            raise RuntimeError("boom")
    async with db.transaction() as store:
        assert await store.players.version(t.id) == tokens[-1]  # the rollback took it back
        await store.players.set_status(a.id, PlayerStatus.DROPPED, 3.0)
        tokens.append(await store.players.version(t.id))
    await db.close()
    assert len(set(tokens)) == len(tokens) and rolled_back not in tokens
