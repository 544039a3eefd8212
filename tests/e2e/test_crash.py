"""The bot process killed with SIGKILL at random moments of a 64-player Swiss loses nothing.

The real `python -m bot run` plays against a Telegram sandbox in this process (forked from
`crashing_bot.py`, so that a restart takes milliseconds, not the seconds of importing aiogram).
A seeded tournament is played twice with the same inputs: once without interruption, once
killed and restarted `CRASH_KILLS` times (20 by default; `CRASH_KILLS=5` for a quicker run).
Both must end alike: results, final places, audit, deadlines, every message delivered; the
killed run may repeat a message only where a kill fell between Telegram taking it and the
outbox marking it sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import random
import re
import signal
import sqlite3
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from sandbox.telegram import Limits, SandboxChat, SandboxUser, SentMessage, TelegramSandbox
from sandbox.vk import Limits as VkLimits
from sandbox.vk import VkSandbox

ROOT = Path(__file__).resolve().parents[2]
HELPER = Path(__file__).with_name("crashing_bot.py")
KILLS = int(os.environ.get("CRASH_KILLS", "20"))
SEED = "crash-2026"
PLAYERS = 64
ROUNDS = 4
JUDGE_ID = 100
VK_JUDGE_ID = 200
CHANNEL_ID = -1001001
WAIT = 60.0  # a scripted person waits this long for the bot (restarts included)
T = "Кубок Падений"

pytestmark = pytest.mark.timeout(300)


class Forks:
    """The fork server: bot processes started, killed and reaped by pid."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.proc: asyncio.subprocess.Process | None = None

    async def __aenter__(self) -> Forks:
        with self.log.open("ab") as log:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable,
                str(HELPER),
                cwd=ROOT,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=log,
            )
        assert await self._line() == "ready"
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.proc.wait(), 10)
        if self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()

    async def _line(self) -> str:
        assert self.proc is not None and self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 120)
        return line.decode().strip()

    async def _ask(self, request: str) -> str:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(f"{request}\n".encode())
        await self.proc.stdin.drain()
        return await self._line()

    async def start(self, config: Path) -> int:
        """A new bot process on this config; its pid."""
        answer = await self._ask(f"start {config}")
        assert answer.startswith("started "), answer
        return int(answer.split()[1])

    async def end(self, pid: int, how: signal.Signals) -> int:
        """Send the signal and wait for the process to be gone; its wait status."""
        os.kill(pid, how)
        answer = await self._ask(f"reap {pid}")
        assert answer.startswith(f"reaped {pid} "), answer
        return int(answer.split()[2])


@dataclass
class Life:
    """The bot process in use and what happened to the ones before it."""

    forks: Forks
    config: Path
    pid: int = 0
    kills: int = 0
    marks: list[dict[int, int]] = field(default_factory=list)  # messages per chat at a kill
    lost: list[dict[str, Any]] = field(default_factory=list)  # updates killed unhandled

    async def start(self) -> None:
        """Start the bot."""
        self.pid = await self.forks.start(self.config)

    async def kill(self) -> None:
        """SIGKILL: nothing is flushed, nothing is closed."""
        status = await self.forks.end(self.pid, signal.SIGKILL)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        self.kills += 1

    async def stop(self) -> None:
        """SIGTERM: the graceful stop, at the end."""
        status = await self.forks.end(self.pid, signal.SIGTERM)
        self.pid = 0
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status

    async def abort(self) -> None:
        """After a failure: make sure no bot process outlives the test."""
        if self.pid:
            with contextlib.suppress(ProcessLookupError, AssertionError):
                await self.forks.end(self.pid, signal.SIGKILL)
            self.pid = 0


class World:
    """The Telegram sandbox with the judge, the channel, the judges' chat and the players."""

    def __init__(self, sb: TelegramSandbox, db: Path) -> None:
        self.sb = sb
        self.db = db
        self.judge = sb.user(JUDGE_ID, "Ирина", username="judge_irina")
        self.channel = sb.group(CHANNEL_ID, T, bot_is_admin=True)
        self.judges_chat = sb.group(-1001002, "Кубок Падений: судьи")
        for group in (self.channel, self.judges_chat):
            group.add_member(self.judge, "creator")
        self.players: dict[str, SandboxUser] = {}
        for i in range(PLAYERS):
            nick = f"Игрок{i:02d}"
            user = sb.user(1001 + i, nick)
            self.channel.add_member(user)
            self.players[nick] = user
        self.presses: set[asyncio.Task[Any]] = set()
        self.resent: set[int] = set()  # updates lost with a killed bot and sent again

    def rooms(self) -> list[SandboxUser | SandboxChat]:
        """Every chat the bot writes to."""
        return [self.judge, self.channel, self.judges_chat, *self.players.values()]

    def press(self, user: SandboxUser, message: SentMessage, button: str) -> None:
        """Tap a button and go on: the answer to the tap may die with the bot."""

        async def tap() -> None:
            with contextlib.suppress(AssertionError):
                await user.press(message, button, timeout=WAIT)

        task = asyncio.create_task(tap())
        self.presses.add(task)
        task.add_done_callback(self.presses.discard)

    def total(self) -> int:
        """Bot messages delivered so far, in every chat."""
        return sum(len(room._received) for room in self.rooms())


def said(fragment: str) -> Callable[[SentMessage], bool]:
    """A match for `expect`: a message containing the fragment."""
    return lambda m: fragment in m.text


async def ask(user: SandboxUser, text: str, answer: str, chat: SandboxChat | None = None
              ) -> SentMessage:  # fmt: skip
    """Send a command and wait for the answer that contains `answer` (in `chat` if given)."""
    await user.send(text, chat=chat)
    return await (chat or user).expect(said(answer), timeout=WAIT)


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


def read(db: Path, sql: str) -> list[tuple[Any, ...]]:
    """Rows of a query on the bot's database, read through a connection of our own."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as conn:
        return [tuple(row) for row in conn.execute(sql)]


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
    places = sorted(
        m.text for user in world.players.values() for m in user.inbox if "ваше место" in m.text
    )
    final = (picture, places)
    chats = {room.id: [normal(m) for m in room._received] for room in world.rooms()}
    return Outcome(chats, matches, results, actions, deadlines, overdue, final, life)


def config_for(tmp: Path, sb: TelegramSandbox, db: Path) -> Path:
    """The bot's config: the sandbox as its API server, flood limits out of the way."""
    config = tmp / "config.toml"
    config.write_text(
        f'[telegram]\ntoken = "{sb.token}"\napi_server = "{sb.base_url}"\n'
        f"[admins]\ntelegram = [{JUDGE_ID}]\n"
        f'[storage]\npath = "{db}"\n'
        "[delivery]\ntelegram_per_second = 100000\ntelegram_chat_per_second = 100000\n"
        "telegram_chat_burst = 100000\ntelegram_group_per_minute = 10000000\n",
        encoding="utf-8",
    )
    return config


def vk_config_for(tmp: Path, vk: VkSandbox, db: Path) -> Path:
    """The bot's config for VK alone (long poll): the sandbox as its API, the judge an admin."""
    config = tmp / "config.toml"
    config.write_text(
        f'[vk]\ntoken = "{vk.token}"\ngroup_id = {vk.group_id}\napi_url = "{vk.api_url}"\n'
        f"[admins]\nvk = [{VK_JUDGE_ID}]\n"
        f'[storage]\npath = "{db}"\n'
        "[delivery]\nvk_per_second = 100000\n",
        encoding="utf-8",
    )
    return config


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


def copies_apart(texts: list[str], text: str, marks: list[int]) -> list[list[int]]:
    """For each later copy of a message in a chat: the kills since the copy before it."""
    where = [i for i, t in enumerate(texts) if t == text]
    return [
        [k for k, mark in enumerate(marks) if first < mark <= second]
        for first, second in itertools.pairwise(where)
    ]


def doubled(reference: Outcome, crashed: Outcome) -> tuple[list[str], Counter[int]]:
    """Repeats no kill explains, and how many repeats each kill caused."""
    unexplained: list[str] = []
    per_kill: Counter[int] = Counter()
    for chat, texts in crashed.chats.items():
        marks = [mark[chat] for mark in crashed.life.marks]
        for text, extra in (Counter(texts) - Counter(reference.chats[chat])).items():
            gaps = [kills for kills in copies_apart(texts, text, marks) if kills]
            if len(gaps) < extra:
                unexplained.append(f"{chat}: {text[:80]!r} ×{extra}")
            for kills in gaps[-extra:]:
                per_kill[kills[-1]] += 1
    return unexplained, per_kill


@dataclass
class Runs:
    """What the module's bot processes went through."""

    reference: Outcome
    crashed: Outcome
    kept_waiting: list[str]  # the judge's chat after a kill of a command waiting for the lock


async def killed_while_waiting(tmp: Path, forks: Forks) -> list[str]:
    """The judge's chat when the bot was killed holding an update it could not yet commit.

    Another connection holds SQLite's write lock (a backup, a migration, a slow judge's
    export), so the bot's transaction for "/new" waits. A bot that went on polling meanwhile
    would tell Telegram the update was received; then the process dies.
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
            polls = sb.stats.calls["getUpdates"]
            # Time enough for a long poll that does not wait for the commit to ask again.
            await asyncio.sleep(1.0)
            assert sb.stats.calls["getUpdates"] == polls
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


async def killed_while_waiting_on_vk(tmp: Path, forks: Forks) -> list[str]:
    """The VK judge's dialog when the bot was killed holding an event it could not yet commit.

    The same lock as in `killed_while_waiting`, through VK's Bots Long Poll: VK forgets
    nothing, the bot keeps its position (ts) in a file instead. A bot that saved the position
    past "/new", or polled on from there, before the command was committed would restart past
    the event, and the command would be lost.
    """
    tmp.mkdir()
    async with VkSandbox(limits=VkLimits(enabled=False)) as vk:
        db = tmp / "bot.sqlite3"
        life = Life(forks, vk_config_for(tmp, vk, db))
        judge = vk.user(VK_JUDGE_ID, "Олег")
        try:
            await life.start()
            # VK never delivers what was written before the bot's first long poll.
            await vk.wait(lambda: vk.pollers, timeout=WAIT)
            await judge.send("/help")
            await judge.expect("Команды", timeout=WAIT)
            # Parked in the next long poll: the position after "/help" is in the file.
            await vk.wait(lambda: vk.pollers, timeout=WAIT)
            holder = sqlite3.connect(db, timeout=10, isolation_level=None, check_same_thread=False)
            await asyncio.to_thread(holder.execute, "BEGIN IMMEDIATE")
            try:
                checks = vk.stats.calls["a_check"]
                await judge.send("/new Кубок Замка")
                # The parked poll answered with the event, and the bot took it.
                await vk.wait(lambda: vk.stats.calls["a_check"] > checks and not vk.pollers)
                # Time enough for a bot that does not wait for the commit to poll again.
                await asyncio.sleep(1.0)
                assert (vk.stats.calls["a_check"], vk.pollers) == (checks + 1, 0)
            finally:
                await life.kill()
                await asyncio.to_thread(holder.execute, "ROLLBACK")
                holder.close()
            await life.start()
            await judge.expect("Создан турнир «Кубок Замка»", timeout=WAIT)
            await judge.send("/settings #1")
            await judge.expect("", timeout=WAIT)  # anything: a repeat would have come by now
            await life.stop()
        finally:
            await life.abort()
        return [m.text for m in judge.inbox]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    """The tournament without a kill and with `KILLS` of them; a kill of a waiting command."""

    async def all_of_them() -> Runs:
        tmp = tmp_path_factory.mktemp("crash")
        async with Forks(tmp / "bot.log") as forks:
            reference = await play(tmp / "reference", forks, [], random.Random(SEED))
            total = sum(len(texts) for texts in reference.chats.values())
            rng = random.Random(f"{SEED}:{KILLS}")
            targets = sorted(rng.sample(range(total // 50, total * 9 // 10), KILLS))
            crashed = await play(tmp / "crashed", forks, targets, rng)
            waiting = await killed_while_waiting(tmp / "waiting", forks)
        return Runs(reference, crashed, waiting)

    return asyncio.run(all_of_them())


def test_a_bot_killed_again_and_again_ends_like_one_never_killed(runs: Runs) -> None:
    reference, crashed = runs.reference, runs.crashed
    life = crashed.life
    assert life.kills == KILLS
    # The tournament came out the same: every result, the final places and their picture.
    assert len(reference.matches) == ROUNDS * PLAYERS // 2
    assert crashed.matches == reference.matches
    assert crashed.final == reference.final
    assert len(reference.final[1]) == PLAYERS
    # The audit holds each result once, and every other action as often as without kills.
    assert crashed.results == reference.results
    assert crashed.actions == reference.actions
    # Every deadline fired (the silent opponents' RES-3), none is left behind overdue.
    assert reference.deadlines[("auto-confirm", "fired")] > 0
    assert crashed.deadlines == reference.deadlines
    assert crashed.overdue == 0
    # No message lost: every chat got everything the uninterrupted run's chat got …
    missing = {
        chat: Counter(texts) - Counter(crashed.chats[chat])
        for chat, texts in reference.chats.items()
    }
    assert {chat: texts for chat, texts in missing.items() if texts} == {}
    # … and a message came again only after a kill fell between Telegram taking it and the
    # outbox marking it sent (each repeat has a kill between it and the copy before).
    unexplained, _ = doubled(reference, crashed)
    assert unexplained == []
    # Nothing anyone sent was lost with a killed bot: Telegram offered it to the next one.
    assert life.lost == []


def test_a_kill_repeats_at_most_one_message(runs: Runs) -> None:
    # One send awaits Telegram at a time ([delivery] telegram_in_flight = 1), and a message
    # in parts remembers each part: a kill can only repeat the one send it interrupted.
    _, per_kill = doubled(runs.reference, runs.crashed)
    print(f"{runs.crashed.life.kills} kills repeated {sum(per_kill.values())} messages")
    assert max(per_kill.values(), default=0) <= 1, dict(per_kill)


def test_an_update_the_killed_bot_had_taken_is_carried_out_after_the_restart(
    runs: Runs,
) -> None:
    texts = runs.kept_waiting
    assert any("Создан турнир «Кубок Замка»" in t for t in texts), texts


async def test_a_vk_event_the_killed_bot_had_taken_is_carried_out_after_the_restart(
    tmp_path: Path,
) -> None:
    async with Forks(tmp_path / "bot.log") as forks:
        texts = await killed_while_waiting_on_vk(tmp_path / "waiting", forks)
    assert sum("Создан турнир «Кубок Замка»" in t for t in texts) == 1, texts


def test_the_standings_of_64_players_are_readable_in_the_channel(runs: Runs) -> None:
    texts = [t for t in runs.reference.chats[CHANNEL_ID] if not t.startswith("[picture]")]
    assert [t for t in texts if "{???}" in t] == []
    assert sum("таблица после тура" in t for t in texts) == ROUNDS
    assert sum("итоговая таблица" in t for t in texts) == 1
