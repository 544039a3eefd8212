"""The VK token's window shared by workers on PostgreSQL (storage/request_slots.py)."""

from __future__ import annotations

import asyncpg

from handlers.vk.pacing import PacedToken
from storage.postgres import PostgresDatabase
from storage.request_slots import SharedWindow, token_key

TOKEN = "vk1.a.community-token"


async def test_two_workers_never_take_one_slot_and_the_token_stays_out(
    postgres_url: str,
) -> None:
    await PostgresDatabase(postgres_url).migrate()
    key = token_key("vk", TOKEN)
    first, second = (SharedWindow(postgres_url, key, 2, 1.03) for _ in range(2))
    try:
        taken = [await first.take(), await second.take()]
        assert None not in taken and taken[0] != taken[1]
    finally:
        await first.close()
        await second.close()
    conn = await asyncpg.connect(postgres_url)
    try:
        keys = {r[0] for r in await conn.fetch("SELECT token_key FROM request_slots")}
    finally:
        await conn.close()
    assert keys == {key} and TOKEN not in key


async def test_a_server_away_lets_the_call_go_on_its_process_window() -> None:
    # Nothing listens on port 1: the limiter must not make the VK call fail.
    away = SharedWindow("postgresql://bot@127.0.0.1:1/bot", token_key("vk", TOKEN), 20, 1.03)
    paced = PacedToken(TOKEN, 20, away)
    async with paced as token:
        assert token == TOKEN
    async with paced as token:  # left alone for a while: no second wait for the server
        assert token == TOKEN
    assert len(paced.window.stamps) == 2 and paced.window.pending == 0
    await paced.close()
