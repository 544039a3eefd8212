"""The bot's flood windows (bot/delivery/ratelimit.py) and a new leader's look back."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bot.delivery.ratelimit import Limiter, Window
from bot.notices import Notice, Recipient
from bot.ports.delivery import Limits
from bot.runtime.leadership import resume_windows
from storage.engines import database_for

TELEGRAM = Limits(30, 1, 3, 20)


def test_a_window_lets_no_burst_on_top_of_its_rate() -> None:
    window = Window(30, 1.0)
    for _ in range(30):
        assert window.wait_time(0.0) == 0.0
        window.take(0.0)
        window.done(0.0)
    # A token bucket had 15 back by half a second; any second holds 30 at most.
    assert window.wait_time(0.5) == pytest.approx(0.5)
    assert window.wait_time(1.0) == 0.0


def test_a_send_counts_from_its_answer_on() -> None:
    window = Window(2, 1.0)
    window.take(0.0)
    window.take(0.0)
    assert window.wait_time(5.0) > 0  # both still under way: the platform may count them late
    window.done(5.0)
    assert window.wait_time(5.5) == pytest.approx(0.5)  # a second after the answer


def test_a_group_holds_twenty_in_any_minute_across_chats_of_one_limiter() -> None:
    limiter = Limiter(TELEGRAM)
    sent = 0
    while limiter.acquire(-100, True) == 0:
        limiter.release(-100)
        sent += 1
        for window in limiter.chats.values():
            window.stamps.clear()  # the chat's own 3 in 3 s aside: the group's minute counts
    assert sent == 20
    assert limiter.group_wait(-100) > 55


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new SQLite file, or a new PostgreSQL database."""
    if request.param == "postgresql":
        return request.getfixturevalue("postgres_url")
    return str(tmp_path / "bot.sqlite3")


async def test_a_new_leader_counts_the_last_minute_sent_before_it(target: str) -> None:
    db = database_for(target)
    await db.open()
    try:
        group = Recipient("telegram", -100, "ru")
        now = time.time()
        async with db.transaction() as store:
            message = Notice(group, "help").serialized()
            ids = [await store.outbox.add(message, now) for _ in range(20)]
            old = await store.outbox.add(message, now)
            await store.outbox.mark_sent_many([(i, 1) for i in ids], now - 5)
            await store.outbox.mark_sent(old, 1, now - 3600)  # long out of every window
            # A row the dead leader had taken, its send perhaps under way, never marked.
            taken = await store.outbox.add(
                Notice(Recipient("telegram", 42, "ru"), "help").serialized(), now
            )
            await store.outbox.execute(
                "UPDATE outbox SET claimed_by = 'dead:1' WHERE id = ?", (taken,)
            )
        limiter = Limiter(TELEGRAM)
        assert await resume_windows(db, limiter, "telegram", lambda chat: chat < 0) == 20
        # The worker before filled the group's minute 5 s ago: the new one waits ~55 s more.
        assert limiter.acquire(-100, True) > 50
        assert limiter.acquire(-200, True) == 0  # another group is free
        assert len(limiter.chats[42].stamps) == 1  # counted as if sent at the takeover
    finally:
        await db.close()
