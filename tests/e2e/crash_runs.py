"""A seeded tournament played against the bot process, killed at chosen moments; what it left."""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from crash_scene import (
    JUDGE_ID,
    KILLS,
    ROUNDS,
    SEED,
    WAIT,
    Forks,
    Life,
    T,
    World,
    ask,
    config_for,
    read,
    said,
)

from sandbox.telegram import Limits, SentMessage, TelegramSandbox


@dataclass(frozen=True)
class Match:
    """One match of a round as both players read it, and what the script has them do."""

    number: int
    reporter: str
    other: str
    score: str
    silent: bool


def planned(round_no: int, number: int, a: str, b: str) -> Match:
    """Who reports what and whether the opponent answers: from the seed, in both runs alike."""
    lot = random.Random(f"{SEED}:{round_no}:{number}")
    first, second = sorted((a, b))
    reporter, other = (first, second) if lot.random() < 0.5 else (second, first)
    score = lot.choice(["2:0", "2:1", "1:2", "0:2"])
    return Match(number, reporter, other, score, silent=lot.random() < 0.15)


async def play_round(world: World, round_no: int) -> None:
    """Everyone reads his pairing; reports are confirmed; the silent ones confirm by time."""

    async def pairing(nick: str) -> tuple[int, str]:
        message = await world.players[nick].expect(said(f"тур {round_no}, матч №"), timeout=WAIT)
        number = re.search(r"матч №(\d+)", message.text)
        opponent = re.search(r"Соперник: (.+?) \(", message.text)
        assert number and opponent, message.text
        return int(number[1]), opponent[1]

    seen = await asyncio.gather(*(pairing(nick) for nick in world.players))
    matches = {
        number: planned(round_no, number, nick, opponent)
        for nick, (number, opponent) in zip(world.players, seen, strict=True)
    }

    async def report(m: Match) -> None:
        reporter = world.players[m.reporter]
        await ask(reporter, f"/report {m.score}", f"Счёт матча №{m.number} против")

    async def confirmed(m: Match) -> None:
        other = world.players[m.other]
        await report(m)
        request = await other.expect(said(f"ввёл счёт матча №{m.number}:"), timeout=WAIT)
        world.press(other, request, "Подтвердить")
        await finals(m)

    async def finals(m: Match) -> None:
        for nick in (m.reporter, m.other):
            await world.players[nick].expect(said(f"Матч №{m.number}: "), timeout=WAIT)

    await asyncio.gather(*(confirmed(m) for m in matches.values() if not m.silent))
    silent = [m for m in matches.values() if m.silent]
    if silent:  # RES-3 by the clock: a deadline that must fire across the kills
        await ask(world.judge, "/set confirm_minutes=0.01 #1", "Сохранено")
        await asyncio.gather(*(report(m) for m in silent))
        await asyncio.gather(*(finals(m) for m in silent))
        await ask(world.judge, "/set confirm_minutes=10 #1", "Сохранено")
    await world.channel.expect(said(f"таблица после тура {round_no}"), timeout=WAIT)
    await world.judges_chat.expect(said(f"тур {round_no} завершён"), timeout=WAIT)


async def tournament(world: World) -> None:
    """The judge sets up, 64 players register one by one, four rounds, the final standings."""
    judge, channel = world.judge, world.channel
    await ask(judge, f"/new {T}", f"Создан турнир «{T}», номер #1")
    await ask(judge, f"/set seed={SEED} rounds={ROUNDS} #1", "Сохранено")
    await ask(judge, "/bind #1", "канал турнира", channel)
    await ask(judge, "/bind judges #1", "чат судей", world.judges_chat)
    await ask(judge, "/open", "Регистрация открыта", channel)
    await asyncio.gather(*(ask(u, "/start t1", "открыта") for u in world.players.values()))
    for i, (nick, user) in enumerate(world.players.items()):  # in order: ids follow it
        await user.send(f"/register {nick} {50000 + i}")
        rules = await user.expect(
            lambda m: any(label == "Принимаю" for label, _ in m.buttons()), timeout=WAIT
        )
        world.press(user, rules, "Принимаю")
        await user.expect(said("Вы зарегистрированы"), timeout=WAIT)
    await ask(judge, "/begin", "тур 1.", channel)
    for round_no in range(1, ROUNDS + 1):
        await play_round(world, round_no)
        if round_no < ROUNDS:
            await ask(judge, "/next", f"тур {round_no + 1}.", channel)
    await ask(judge, "/finish", "итоговая таблица", channel)
    for user in world.players.values():
        await user.expect(said("ваше место"), timeout=WAIT)


def unhandled(world: World, lost: set[int]) -> set[int]:
    """Updates of people the bot has not yet committed a command for (lost ones aside)."""
    handled = {int(row[0]) for row in read(world.db, "SELECT update_id FROM processed_updates")}
    return set(world.sb._history) - handled - lost


async def settled(world: World, life: Life) -> None:
    """Wait until every update is handled and every message of the outbox has left."""
    lost = {entry["update_id"] for entry in life.lost}
    deadline = time.monotonic() + WAIT
    while True:
        waiting = await asyncio.to_thread(unhandled, world, lost)
        rows = await asyncio.to_thread(
            read, world.db, "SELECT COUNT(*) FROM outbox WHERE status = 'pending'"
        )
        if not waiting and rows[0][0] == 0:
            return
        assert time.monotonic() < deadline, f"never settled: {sorted(waiting)}, {rows}"
        await asyncio.sleep(0.1)


async def killer(world: World, life: Life, targets: list[int], rng: random.Random,
                 done: asyncio.Event) -> None:  # fmt: skip
    """SIGKILL the bot when the chats have received `target` messages; start a new one."""
    sb = world.sb
    for target in targets:
        while world.total() < target and not done.is_set():
            await asyncio.sleep(0.005)
        if done.is_set():
            return
        await asyncio.sleep(rng.uniform(0, 0.03))  # anywhere in what the bot is doing then
        await life.kill()
        life.marks.append({room.id: len(room._received) for room in world.rooms()})
        lost = await asyncio.to_thread(lost_updates, world)
        starts = sb.stats.calls["deleteWebhook"]
        await life.start()
        await sb.wait(lambda s=starts: sb.stats.calls["deleteWebhook"] > s, timeout=WAIT)
        for update_id in sorted(lost):
            life.lost.append(await resend(world, update_id))


def lost_updates(world: World) -> set[int]:
    """Updates Telegram forgot (the dead bot confirmed them) that the bot never committed."""
    queued = {q.update_id for q in world.sb._queue}  # still offered to the next getUpdates
    handled = {int(row[0]) for row in read(world.db, "SELECT update_id FROM processed_updates")}
    return set(world.sb._history) - queued - handled - world.resent


async def resend(world: World, update_id: int) -> dict[str, Any]:
    """The person sends the lost message again, or taps the button again, as people do."""
    world.resent.add(update_id)
    update = world.sb._history[update_id]
    people = {u.id: u for u in [world.judge, *world.players.values()]}
    if "callback_query" in update:
        query = update["callback_query"]
        user = people[query["from"]["id"]]
        message = next(m for m in user.inbox if m.message_id == query["message"]["message_id"])
        world.press(user, message, query["data"])
        return {"update_id": update_id, "press": query["data"], "by": user.first_name}
    message = update["message"]
    user = people[message["from"]["id"]]
    groups = {g.id: g for g in (world.channel, world.judges_chat)}
    await user.send(message["text"], chat=groups.get(message["chat"]["id"]))
    return {"update_id": update_id, "text": message["text"], "by": user.first_name}


_TIME = re.compile(r"\b\d{2}:\d{2}\b")
_DATE = re.compile(r"\b\d{2}\.\d{2}\.\d{4}\b")


def normal(message: SentMessage) -> str:
    """A message's text with clock times and dates taken out (the two runs differ in those)."""
    text = _DATE.sub("<date>", _TIME.sub("<time>", message.text))
    return ("[picture] " if message.photo else "") + text


@dataclass
class Outcome:
    """What a run left behind: the chats and the database."""

    chats: dict[int, list[str]]
    matches: list[tuple[Any, ...]]
    results: list[tuple[Any, ...]]
    actions: Counter[str]
    deadlines: Counter[tuple[str, str]]
    overdue: int
    final: tuple[bytes, list[str]]
    life: Life


def outcome(world: World, life: Life) -> Outcome:
    """Read the chats and, with the bot stopped, its database file."""
    db = world.db
    matches = read(
        db,
        "SELECT m.round, m.number, a.nickname, b.nickname, m.status, m.score_a, m.score_b,"
        " m.draws, m.final_source FROM matches m JOIN players a ON a.id = m.player_a"
        " LEFT JOIN players b ON b.id = m.player_b ORDER BY m.number",
    )
    results = sorted(
        tuple(sorted(json.loads(details).items()))
        for (details,) in read(db, "SELECT details FROM audit WHERE action = 'result'")
    )
    actions = Counter(action for (action,) in read(db, "SELECT action FROM audit"))
    deadlines = Counter(
        (kind, status) for kind, status in read(db, "SELECT kind, status FROM deadlines")
    )
    overdue = read(
        db, f"SELECT COUNT(*) FROM deadlines WHERE status = 'pending' AND due_at <= {time.time()}"
    )[0][0]
    picture = next(m.photo for m in world.channel.messages if m.photo and "итоговая" in m.text)
    # Each player's place once: a kill may repeat a send in flight (Telegram took it, the
    # outbox had not marked it), which the tests bound separately (at most the sends in flight).
    places = sorted(
        text
        for _, text in {
            (user.id, m.text)
            for user in world.players.values()
            for m in user.inbox
            if "ваше место" in m.text
        }
    )
    final = (picture, places)
    chats = {room.id: [normal(m) for m in room._received] for room in world.rooms()}
    return Outcome(chats, matches, results, actions, deadlines, overdue, final, life)


async def play(tmp: Path, forks: Forks, targets: list[int], rng: random.Random) -> Outcome:
    """One whole tournament against the bot process, killed when the chats reach `targets`."""
    tmp.mkdir()
    async with TelegramSandbox(limits=Limits(enabled=False)) as sb:
        db = tmp / "bot.sqlite3"
        world = World(sb, db)
        life = Life(forks, config_for(tmp, sb, db))
        await life.start()
        done = asyncio.Event()
        killing = asyncio.create_task(killer(world, life, targets, rng, done))
        try:
            try:
                await tournament(world)
            finally:
                done.set()
                await killing
            await settled(world, life)
            await life.stop()
        except BaseException:
            await life.abort()
            raise
        finally:
            for task in list(world.presses):
                task.cancel()
        return outcome(world, life)


@dataclass
class Runs:
    """What the module's bot processes went through."""

    reference: Outcome
    crashed: Outcome
    kept_waiting: list[str]  # the judge's chat after a kill of a command waiting for the lock


async def killed_while_waiting(tmp: Path, forks: Forks) -> list[str]:
    """The judge's chat when the bot was killed holding an update it could not yet commit.

    Another connection holds SQLite's write lock (a backup, a migration, a slow judge's
    export), so the bot's transaction for "/new" waits. A bot that confirmed it meanwhile
    (a getUpdates offset past it) would lose it when the process dies.
    """
    tmp.mkdir()
    async with TelegramSandbox(limits=Limits(enabled=False)) as sb:
        db = tmp / "bot.sqlite3"
        life = Life(forks, config_for(tmp, sb, db))
        judge = sb.user(JUDGE_ID, "Ирина")
        await life.start()
        await ask(judge, "/help", "Команды")
        holder = sqlite3.connect(db, timeout=10, isolation_level=None, check_same_thread=False)
        await asyncio.to_thread(holder.execute, "BEGIN IMMEDIATE")
        try:
            sent = await judge.send("/new Кубок Замка")
            await sb.wait(lambda: any(q.delivered for q in sb._queue if q is not None))
            assert [q.update_id for q in sb._queue if q.delivered] == [sent.update_id]
            # The bot goes on polling while "/new" waits, but never past it: the update
            # stays unconfirmed in Telegram's queue, and polling does not spin meanwhile.
            polls = sb.stats.calls["getUpdates"]
            await asyncio.sleep(1.0)
            assert any(q.update_id == sent.update_id for q in sb._queue)
            assert sb.stats.calls["getUpdates"] <= polls + 2
        finally:
            await life.kill()
            await asyncio.to_thread(holder.execute, "ROLLBACK")
            holder.close()
        await life.start()
        try:
            await ask(judge, "/settings #1", "")  # anything: the bot answers again
            await life.stop()
        finally:
            await life.abort()
        return [m.text for m in judge.inbox]


async def all_runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    """The tournament without a kill and with `KILLS` of them; a kill of a waiting command."""
    tmp = tmp_path_factory.mktemp("crash")
    async with Forks(tmp / "bot.log") as forks:
        reference = await play(tmp / "reference", forks, [], random.Random(SEED))
        total = sum(len(texts) for texts in reference.chats.values())
        rng = random.Random(f"{SEED}:{KILLS}")
        targets = sorted(rng.sample(range(total // 50, total * 9 // 10), KILLS))
        crashed = await play(tmp / "crashed", forks, targets, rng)
        waiting = await killed_while_waiting(tmp / "waiting", forks)
    return Runs(reference, crashed, waiting)


_played: list[Runs] = []  # the runs, once played in this test process


def played_runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    """The runs of `all_runs`, played once per test session for every crash test module."""
    if not _played:
        _played.append(asyncio.run(all_runs(tmp_path_factory)))
    return _played[0]
