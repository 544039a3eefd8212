"""Three workers on one PostgreSQL, one killed every few seconds, end like three never killed.

The real `python -m bot run`, three times, forked from `crashing_bot.py`, each on its own
port behind a balancer (nginx in deploy/); the Telegram sandbox pushes updates by webhook
and posts again whatever was not answered 200, as Telegram does. A seeded 64-player Swiss of
four rounds is played twice with the same inputs: once without interruption, once with a
random worker SIGKILLed every 1.5–3.5 s and started again. Results, places, audit and
deadlines must be equal; no update lost; a kill repeats at most the sends in flight (only
the leader sends; the shipped "auto", at most 4); and the sandbox's rate limit, which one
sender keeps and two at once would break, never answers 429.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from chaos_scene import (
    HOOK_PATH,
    SANDBOX_LIMITS,
    SECRET,
    WORKERS,
    Crew,
    balanced,
    chaos,
    free_port,
    leader,
    private_update,
    two_workers,
    worker_config,
)
from crash_repeats import REPEATED, doubled
from crash_runs import Outcome, outcome, settled, tournament
from crash_scene import CHANNEL_ID, IN_FLIGHT, PLAYERS, ROUNDS, SEED, Forks, World, ask, read

from sandbox.postgres import LEADERS_SQL, fresh_name
from sandbox.telegram import TelegramSandbox

# Always on PostgreSQL (a server of the session's own), so once per test run.
pytestmark = [
    pytest.mark.timeout(400),
    pytest.mark.engine_fixed,
    pytest.mark.xdist_group("processes"),  # fleets of bot processes: one at a time
]


@dataclass
class Played:
    """A run's outcome and what the sandbox saw."""

    outcome: Outcome
    rate_limited: int
    webhook_failures: int
    unhandled: list[int]
    busiest: str  # for a failure: the sends of the busiest second around each 429


async def play(tmp: Path, forks: Forks, url: str, rng: random.Random | None) -> Played:
    """The tournament on three workers; `rng` set: with a worker killed every few seconds."""
    tmp.mkdir()
    ports = [free_port() for _ in range(WORKERS)]
    async with balanced(ports) as balancer, TelegramSandbox(limits=SANDBOX_LIMITS) as sb:
        world = World(sb, url)
        hook = balancer.url + HOOK_PATH
        crew = Crew(
            forks, [worker_config(tmp, n, sb, url, p, hook) for n, p in enumerate(ports)], ports
        )
        await crew.start()
        done = asyncio.Event()
        killing = asyncio.create_task(chaos(world, crew, rng, done)) if rng else None
        try:
            try:
                await ask(world.judge, "/help", "Команды")  # a leader sends: the crew is up
                await tournament(world)
            finally:
                done.set()
                if killing is not None:
                    await killing
            await settled(world, crew)  # type: ignore[arg-type]
            await crew.stop()
        except BaseException:
            await crew.abort()
            raise
        finally:
            for task in list(world.presses):
                task.cancel()
        handled = {int(r[0]) for r in read(url, "SELECT update_id FROM processed_updates")}
        return Played(
            outcome(world, crew),  # type: ignore[arg-type]
            sb.stats.rate_limited,
            sb.stats.webhook_failures,
            sorted(set(sb._history) - handled),
            busiest(sb),
        )


def busiest(sb: TelegramSandbox) -> str:
    """Sends answered in the second before each 429, and when it fell (for a failure)."""
    sends = [e for e in sb.stats.log if e.method in ("sendMessage", "sendPhoto", "sendDocument")]
    start = sends[0].t if sends else 0.0
    return "; ".join(
        f"429 at {e.t - start:.2f}s after {sum(1 for s in sends if e.t - 1 <= s.t <= e.t)} sends"
        for e in sends
        if e.status == 429
    )


@dataclass
class Runs:
    reference: Played
    chaotic: Played


_played: list[Runs] = []


async def both_runs(tmp: Path, server: object) -> Runs:
    async with Forks(tmp / "workers.log") as forks:
        first = await server.create_database(fresh_name("chaos_reference"))  # type: ignore[attr-defined]
        reference = await play(tmp / "reference", forks, first, None)
        second = await server.create_database(fresh_name("chaos_killed"))  # type: ignore[attr-defined]
        chaotic = await play(tmp / "killed", forks, second, random.Random(f"{SEED}:chaos"))
    return Runs(reference, chaotic)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory, postgres_server: object) -> Runs:
    """Both runs, played once for the module."""
    if not _played:
        tmp = tmp_path_factory.mktemp("chaos")
        _played.append(asyncio.run(both_runs(tmp, postgres_server)))
    return _played[0]


def test_three_workers_killed_at_random_end_like_three_never_killed(runs: Runs) -> None:
    reference, chaotic = runs.reference.outcome, runs.chaotic.outcome
    crew = chaotic.life
    print(f"{crew.kills} kills, {crew.leaders} of them of the leader")  # type: ignore[attr-defined]
    assert crew.kills >= 4 and crew.leaders >= 2, crew.kills  # type: ignore[attr-defined]
    # The same tournament: every result, the final places and their picture.
    assert len(reference.matches) == ROUNDS * PLAYERS // 2
    assert chaotic.matches == reference.matches
    assert chaotic.final == reference.final
    # The audit holds each result once and every other action as often as without kills.
    assert chaotic.results == reference.results
    assert chaotic.actions == reference.actions
    # Every deadline fired once (the silent opponents' RES-3), none is left overdue.
    assert reference.deadlines[("auto-confirm", "fired")] > 0
    assert chaotic.deadlines == reference.deadlines
    assert chaotic.overdue == 0
    # No update lost: Telegram posted each again until a worker had committed it.
    assert runs.chaotic.unhandled == [] and runs.reference.unhandled == []
    # No message lost: every chat got everything the uninterrupted run's chat got.
    missing = {
        chat: Counter(texts) - Counter(chaotic.chats[chat])
        for chat, texts in reference.chats.items()
    }
    assert {chat: texts for chat, texts in missing.items() if texts} == {}


def test_a_kill_repeats_at_most_the_sends_in_flight(runs: Runs) -> None:
    # Only the leader sends, at most IN_FLIGHT at once: a kill can repeat the sends it cut
    # off (Telegram took them, the outbox had not marked them) and nothing else.
    unexplained, per_kill = doubled(runs.reference.outcome, runs.chaotic.outcome)
    assert unexplained == [], explain(runs, unexplained)
    over = {kill: REPEATED.get(kill) for kill, n in per_kill.items() if n > IN_FLIGHT}
    assert max(per_kill.values(), default=0) <= IN_FLIGHT, over


def explain(runs: Runs, unexplained: list[str]) -> str:
    """For a failure: the chats of the repeats in both runs, with the kills' marks."""
    lines = []
    for item in unexplained:
        chat = int(item.split(":")[0])
        crew = runs.chaotic.outcome.life
        lines.append(f"chat {chat}: marks {[m[chat] for m in crew.marks]} killed {crew.killed}")
        lines += [
            f"  ref {i}: {t[:70]!r}" for i, t in enumerate(runs.reference.outcome.chats[chat])
        ]
        lines += [f"  got {i}: {t[:70]!r}" for i, t in enumerate(runs.chaotic.outcome.chats[chat])]
    return "\n".join(lines)


def test_the_sandbox_rate_limit_is_never_exceeded(runs: Runs) -> None:
    # The sandbox answers 429 above 120 messages a second; the leader allows itself 100. Two
    # workers sending at once (a leader that did not know it had been replaced) would not fit.
    assert runs.reference.rate_limited == 0, runs.reference.busiest
    assert runs.chaotic.rate_limited == 0, runs.chaotic.busiest


def test_the_standings_reached_the_channel_in_both_runs(runs: Runs) -> None:
    for played in (runs.reference, runs.chaotic):
        texts = played.outcome.chats[CHANNEL_ID]
        assert any("итоговая" in t for t in texts)


async def test_a_follower_takes_over_when_the_leader_dies(
    tmp_path: Path, postgres_url: str
) -> None:
    # Two workers; the one holding the token's lock is killed: the other answers the judge.
    async with two_workers(tmp_path, postgres_url) as (world, crew):
        sb = world.sb
        await ask(world.judge, "/help", "Команды")
        holders = read(postgres_url, LEADERS_SQL)
        assert len(holders) == 1, holders  # one leader for the one token
        at = leader(postgres_url, crew)
        assert at is not None
        await crew.kill(at)
        await ask(world.judge, "/help", "Команды")  # answered by the other worker
        assert sb.stats.rate_limited == 0


async def test_one_update_given_to_two_workers_at_once_is_applied_once(
    tmp_path: Path, postgres_url: str
) -> None:
    # A balancer retrying on another worker, or Telegram posting again: both workers get the
    # same update at the same moment. Its key is unique, so one of them applies it.
    import aiohttp

    async with two_workers(tmp_path, postgres_url) as (world, crew):
        ports = crew.ports
        await ask(world.judge, "/help", "Команды")
        await crew.ready()  # both listen: the update goes to each worker's own port
        update = private_update(777_000, world.judge.id, "/new Кубок Двойника")
        headers = {"X-Telegram-Bot-Api-Secret-Token": SECRET}
        async with aiohttp.ClientSession() as http:

            async def post(port: int) -> int:
                url = f"http://127.0.0.1:{port}{HOOK_PATH}"
                async with http.post(url, json=update, headers=headers) as resp:
                    return resp.status

            assert await asyncio.gather(*(post(p) for p in ports)) == [200, 200]
        await world.judge.expect("Создан турнир «Кубок Двойника»")
        await crew.ready()
        created = read(postgres_url, "SELECT COUNT(*) FROM tournaments")
        assert created == [(1,)]
        await asyncio.sleep(0.5)  # a second answer, were there one, would have come by now
        answers = [m for m in world.judge.inbox if "Кубок Двойника" in m.text]
        assert len(answers) == 1, [m.text for m in answers]


async def test_a_page_open_on_one_worker_shows_what_another_worker_changed(
    tmp_path: Path, postgres_url: str
) -> None:
    # The live pages push on each worker's own commits; with workers sharing the database a
    # page open on worker B must also hear of a change carried out by worker A.
    import aiohttp

    async with two_workers(tmp_path, postgres_url, WEB) as (world, crew):
        ports = crew.ports
        await ask(world.judge, f"/new {T_PAGES}", "Создан турнир")
        await ask(world.judge, "/bind #1", "канал турнира", world.channel)
        await ask(world.judge, "/open", "Регистрация открыта", world.channel)
        await crew.ready()
        events: asyncio.Queue[str] = asyncio.Queue()
        async with aiohttp.ClientSession() as http:
            url = f"http://127.0.0.1:{ports[1]}/t/1/events?page=overview&lang=ru&v=0"
            async with http.get(url) as stream:
                assert stream.status == 200

                async def listen() -> None:
                    async for line in stream.content:
                        if line.startswith(b"event:"):
                            await events.put(line.decode().strip())

                listening = asyncio.create_task(listen())
                await asyncio.sleep(1.5)  # the first push (the page's version) goes by
                while not events.empty():
                    events.get_nowait()
                # The judge's command, posted to worker A's own port, changes the event.
                update = private_update(888_000, world.judge.id, "/set rounds=3 #1")
                async with http.post(
                    f"http://127.0.0.1:{ports[0]}{HOOK_PATH}",
                    json=update,
                    headers={"X-Telegram-Bot-Api-Secret-Token": SECRET},
                ) as resp:
                    assert resp.status == 200
                await world.judge.expect("Сохранено")
                pushed = await asyncio.wait_for(events.get(), 30)
                listening.cancel()
        assert pushed == "event: page"


T_PAGES = "Кубок Страниц"
WEB = "[web]\nenabled = true\n"  # the live pages on every worker
