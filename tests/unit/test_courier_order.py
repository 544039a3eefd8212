"""The courier's order under load: answers first, no chat holds another, no row blocks its chat.

The real courier, the real SQLite outbox and the real service; only the platform is a
recording stand-in (the sender port), which answers at once or fails as told.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.clock import ManualClock
from bot.context import Deps
from bot.delivery.courier import Courier
from bot.delivery.texts import Texts
from bot.notices import Notice, Picture, Recipient
from bot.ports.delivery import Limits
from bot.ports.sending import Delivery, Outgoing, RetryLater
from bot.service import Service
from storage.db import SqliteDatabase

FAST = Limits(1e9, 1e9, 10**9, None, 1)
MSK = ZoneInfo("Europe/Moscow")


class Platform:
    """The sender port: records what it was given; `fail(message)` may raise instead."""

    platform = "telegram"
    max_text = 4096
    batches = None
    broadcast_limits = None

    def __init__(self, limits: Limits, fail: Callable[[Outgoing], None] | None = None) -> None:
        self.limits = limits
        self.fail = fail
        self.sent: list[Outgoing] = []

    def is_group(self, chat_id: int) -> bool:
        return chat_id < 0

    async def send(self, message: Outgoing) -> Delivery:
        await asyncio.sleep(0)
        if self.fail is not None:
            self.fail(message)
        self.sent.append(message)
        return Delivery(len(self.sent))


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[SqliteDatabase]:
    database = SqliteDatabase(tmp_path / "bot.sqlite3")
    await database.open()
    yield database
    await database.close()


def courier_for(db: SqliteDatabase, platform: Platform) -> Courier:
    service = Service(db, ManualClock(0), Deps(admins={}, default_locale="ru", tz=MSK))
    courier = Courier(platform, db, Texts(MSK), service)  # type: ignore[arg-type]
    db.on_commit(courier.committed)  # as the bot's wiring registers it
    return courier


async def queue(db: SqliteDatabase, *notices: Notice) -> None:
    async with db.transaction() as store:
        for notice in notices:
            await store.outbox.add(notice.serialized(), time.time())


def to(chat_id: int, key: str = "menu-help", **kw: object) -> Notice:
    return Notice(Recipient("telegram", chat_id, "ru", None), key, **kw)  # type: ignore[arg-type]


async def run_until(courier: Courier, done: Callable[[], bool], seconds: float = 10) -> None:
    task = asyncio.create_task(courier.run())
    try:
        deadline = time.monotonic() + seconds
        while not done() and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
    finally:
        task.cancel()
    assert done()


async def test_an_answer_leaves_before_a_waiting_fan_out(db: SqliteDatabase) -> None:
    # Issue 12: 20 pairing messages from one change, then someone's /me: the answer does not
    # wait behind the fan-out (10 messages a second overall, so the fan-out takes 2 s).
    platform = Platform(Limits(10, 1e9, 10**9, None, 1))
    courier = courier_for(db, platform)
    task = asyncio.create_task(courier.run())
    try:
        await queue(db, *(to(chat) for chat in range(1, 21)))
        while len(platform.sent) < 10:  # the first second's burst is out; the rest waits
            await asyncio.sleep(0.01)
        await queue(db, to(99, "menu-me", urgent=True))
        asked = len(platform.sent)
        while not any(m.chat_id == 99 for m in platform.sent):
            await asyncio.sleep(0.01)
    finally:
        task.cancel()
    answered = next(i for i, m in enumerate(platform.sent) if m.chat_id == 99)
    assert answered - asked <= 1, [m.chat_id for m in platform.sent]
    # It did not wait for the end of the fan-out (a window's sends go together, so what was
    # sent by the time the test looks is no measure).
    assert answered < 19


async def test_a_fan_out_is_marked_as_a_broadcast(db: SqliteDatabase) -> None:
    platform = Platform(FAST)
    courier = courier_for(db, platform)
    await queue(db, *(to(chat) for chat in range(1, 6)))
    await queue(db, to(7))
    await run_until(courier, lambda: len(platform.sent) == 6)
    assert [m.broadcast for m in platform.sent if m.chat_id != 7] == [True] * 5
    assert [m.broadcast for m in platform.sent if m.chat_id == 7] == [False]


async def test_a_chat_waiting_for_its_token_does_not_hold_the_send_slot(
    db: SqliteDatabase,
) -> None:
    # A long message of 3 parts to chat 1 at one message a second: while its later parts
    # wait for the chat's token, the only send slot serves chat 2.
    platform = Platform(Limits(1e9, 1, 1, None, 1))
    platform.max_text = 50
    courier = courier_for(db, platform)
    long_text = {"$text": "\n".join(["строка таблицы номер сорок два"] * 5)}
    await queue(db, to(1, "menu-help", params={"hint": long_text}))
    await queue(db, to(2))
    await run_until(courier, lambda: any(m.chat_id == 2 for m in platform.sent))
    assert [m.chat_id for m in platform.sent][:2] == [1, 2]


async def test_a_failing_picture_goes_as_its_text_at_once(db: SqliteDatabase) -> None:
    def no_pictures(message: Outgoing) -> None:
        if message.picture is not None:
            raise RetryLater(None, "photo upload failed")

    platform = Platform(FAST, no_pictures)
    courier = courier_for(db, platform)
    spec = {
        "kind": "standings",
        "title": "Таблица",
        "subtitle": "тур 1",
        "headers": ["Место", "Игрок"],
        "rows": [["1", "Анна"], ["2", "Борис"]],
        "highlight": [],
    }
    await queue(db, to(-5, "menu-standings", attachment=Picture(spec)))
    await run_until(courier, lambda: len(platform.sent) == 1)
    assert platform.sent[0].picture is None and platform.sent[0].text


async def test_a_message_that_keeps_failing_steps_aside_for_the_chats_later_ones(
    db: SqliteDatabase,
) -> None:
    # Issue 12: a row failing for an unknown reason holds its chat for a moment, then the
    # chat's later rows go on while it is retried on its own.
    await queue(db, to(3, "menu-help"), to(3, "menu-me"), to(3, "menu-rules"))
    async with db.transaction() as store:
        poisoned = (await store.outbox.claim("telegram", everything=True))[0].id

    def poison(message: Outgoing) -> None:
        if message.id == poisoned:
            raise ValueError("the platform answered something unexpected")

    platform = Platform(FAST, poison)
    courier = courier_for(db, platform)
    # The poisoned row's retries back off (1, 2, 4 s): about 9 s alone, more on a busy machine.
    task = asyncio.create_task(courier.run())
    try:
        deadline = time.monotonic() + 60
        while len(platform.sent) < 2 and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        assert len(platform.sent) == 2
        # A send is marked in the table a moment after the platform took it (marks of sends
        # finishing together commit as one): wait for the mark, not only for the send.
        while True:
            async with db.transaction() as store:
                left = [row.id for row in await store.outbox.claim("telegram", everything=True)]
            if left == [poisoned] or time.monotonic() > deadline:
                break
            await asyncio.sleep(0.05)
    finally:
        task.cancel()
    assert left == [poisoned]


async def test_rows_a_killed_process_left_go_before_newer_ones(db: SqliteDatabase) -> None:
    # Rows committed before the courier's first look (a deadline firing at start-up) must not
    # hide the older rows a killed process left in the table.
    await queue(db, to(1, "menu-help"), to(2, "menu-help"))
    platform = Platform(FAST)
    courier = courier_for(db, platform)
    await queue(db, to(1, "menu-me"), to(2, "menu-me"))
    await run_until(courier, lambda: len(platform.sent) == 4)
    for chat in (1, 2):
        keys = [m.id for m in platform.sent if m.chat_id == chat]
        assert keys == sorted(keys)
