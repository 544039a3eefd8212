"""A season of four tournaments through the real bot: its table, the ratings and the
qualification list equal what the test computes itself from the results it played (issue 26).

One tournament on Telegram with a correction in the review window that moves places, one on
VK with a draw, one mixed (a Telegram channel and a VK one, players from both) counting
double, one with a disqualification and a technical loss. Гриндель plays from Telegram and
from VK with the same game ID and confirms the link, so all his results are one person's.
A restart changes none of the answers; on PostgreSQL two worker processes give the same.
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest
from chaos_scene import HOOK_PATH, SECRET, private_update, two_workers
from season_scene import (
    Desk,
    Event,
    Game,
    Record,
    rating_rows,
    read_person,
    read_ratings,
    read_season,
    same_table,
    season_cells,
    season_rows,
)

from sandbox import script
from sandbox.script import Scene, User, running_scene, say
from sandbox.telegram import SandboxUser

# Who beats whom: the earlier name wins (2:1), whoever reports.
STRENGTH = ["Гриндель", "Ольга", "Ворон", "Пётр", "Сокол", "Рысь", "Софья", "Лисица", "Молот",
            "Искра", "Руслан"]  # fmt: skip
GAME_IDS = {nick: f"7{i:04d}" for i, nick in enumerate(STRENGTH)}  # one game ID a person
POINTS = "1:10;2:7;3-4:5;5-8:3;*:1"
BEST = 3
QUALIFY = 4
SEASON = f'/season new Сезон Берсерка points="{POINTS}" best={BEST} qualify={QUALIFY}'
LINKED = "Гриндель"  # plays from Telegram and from VK with one game ID


class Season:
    """The scene, the test's record and every person's accounts on both platforms."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene
        self.record = Record()
        self.accounts: dict[tuple[str, str], User] = {}
        self.id = 0  # the season's number, once created

    async def create(self) -> None:
        """A global admin creates the season the four tournaments join."""
        await self.scene.judge.send(SEASON)
        made = await self.scene.judge.expect("Создан сезон")
        found = re.search(r"№(\d+)", made.text)
        assert found is not None, made.text
        self.id = int(found[1])

    def user(self, nick: str, platform: str) -> User:
        """The person's account on a platform (made on first use)."""
        if (nick, platform) not in self.accounts:
            self.accounts[nick, platform] = self.scene.player(nick, platform=platform)
        return self.accounts[nick, platform]

    async def open(self, title: str, platform: str, weight: float = 1.0,
                   settings: str = "") -> Desk:  # fmt: skip
        """A tournament of the season: two rounds, a fixed lot."""
        home = "vk" if platform == "vk" else "telegram"
        tid = await self.scene.create(
            title,
            f"rounds=2 seed={title.split()[-1]} season={self.id} {settings}".strip(),
            platform=home,
        )
        if platform == "mixed":
            await self.scene.bind_vk(tid)  # the VK conversation is a second channel
        judge, channel, judges = self.scene.staff(home)
        return Desk(self.scene, self.record, Event(tid, title, weight), judge, channel, judges)

    async def enter(self, desk: Desk, players: list[tuple[str, str]]) -> None:
        """Everyone registers from his account on the given platform."""
        for nick, platform in players:
            await desk.enter(self.user(nick, platform), nick, GAME_IDS[nick])


async def play_by_strength(desk: Desk, games: list[Game], draws: int = 0) -> None:
    """The stronger player wins 2:1; the first `draws` matches end 1:1."""
    for i, game in enumerate(games):
        assert game.b is not None
        if i < draws:
            await desk.play(game, 1, 1)
        elif STRENGTH.index(game.a) < STRENGTH.index(game.b):
            await desk.play(game, 2, 1)
        else:
            await desk.play(game, 1, 2)


async def telegram_cup_corrected_in_review(season: Season) -> None:
    """Telegram; after /finish a judge corrects a result and the places move (RES-8)."""
    desk = await season.open("Кубок Сокола", "telegram")
    await season.enter(desk, [(n, "telegram") for n in ["Гриндель", "Ворон", "Сокол", "Рысь",
                                                        "Лисица"]])  # fmt: skip
    await play_by_strength(desk, await desk.begin())
    second = await desk.next_round(2)
    await play_by_strength(desk, second)
    await desk.finish(2)
    await check(season, await read_outputs(season.scene.judge))
    # The top match of round 2 (two players on 3 points) is corrected: the loser won it.
    before = dict(desk.event.places)
    top = min(second, key=lambda g: min(before[g.a], before[g.b or g.a]))
    sa, sb = top.score
    await desk.order(f"/result {top.number} {sb}:{sa} счёт записан наоборот", "Записано")
    top.score = (sb, sa)
    corrected = await desk.channel.expect("итоговая таблица после исправления")
    desk.read_places(corrected.text)
    assert desk.event.places != before, corrected.text
    await check(season, await read_outputs(season.scene.judge))  # recomputed after the correction


async def vk_cup_with_a_draw(season: Season) -> None:
    """VK alone; Гриндель comes from VK with his game ID; a drawn match."""
    desk = await season.open("Кубок ВКонтакте", "vk")
    await season.enter(desk, [(n, "vk") for n in ["Ольга", "Пётр", "Руслан", "Софья"]])
    await season.enter(desk, [(LINKED, "vk")])
    # REG-3: his Telegram account, known by the game ID, confirms with one tap.
    known = season.accounts[LINKED, "telegram"]
    offer = await known.expect(lambda m: any("Да, это я" in b[0] for b in m.buttons()))
    yes = next(b[0] for b in offer.buttons() if "Да, это я" in b[0])
    await known.press(offer, yes)  # type: ignore[arg-type]
    await known.expect("один игрок")
    await season.accounts[LINKED, "vk"].expect("подтвердил, что это вы")
    await play_by_strength(desk, await desk.begin(), draws=1)
    await play_by_strength(desk, await desk.next_round(2))
    await desk.finish(2)


async def mixed_major(season: Season) -> None:
    """A Telegram channel and a VK one, players from both; it counts double (weight=2)."""
    desk = await season.open("Кубок Двух Миров", "mixed", weight=2, settings="weight=2")
    await season.enter(
        desk,
        [
            ("Ворон", "telegram"),
            ("Ольга", "vk"),
            ("Молот", "telegram"),
            ("Пётр", "vk"),
            ("Искра", "telegram"),
            ("Гриндель", "vk"),
        ],
    )
    await play_by_strength(desk, await desk.begin())
    await play_by_strength(desk, await desk.next_round(2))
    final = await desk.finish(2)
    assert (await season.scene.vk_channel.expect("итоговая таблица")).text == final.text


async def telegram_cup_with_a_dq(season: Season) -> None:
    """Telegram; a player is disqualified after round 1 (MOD-8); a no-show in round 2."""
    desk = await season.open("Кубок Чести", "telegram")
    await season.enter(desk, [(n, "telegram") for n in ["Гриндель", "Сокол", "Рысь", "Лисица",
                                                        "Молот", "Искра"]])  # fmt: skip
    await play_by_strength(desk, await desk.begin())
    await desk.channel.expect("таблица после тура 1")
    await desk.order("/dq Сокол оскорбления", "Сокол")
    desk.event.disqualified.add("Сокол")
    second = await desk.next_round(2, table=False)
    assert all("Сокол" not in (g.a, g.b) for g in second)
    last, *rest = reversed(second)
    assert last.b is not None
    weaker = max((last.a, last.b), key=STRENGTH.index)
    await desk.techloss(last, weaker)
    await play_by_strength(desk, list(reversed(rest)))
    await desk.finish(2)


async def play_season(scene: Scene) -> Season:
    """The season and its four tournaments, one after another."""
    season = Season(scene)
    await season.create()
    await telegram_cup_corrected_in_review(season)
    await vk_cup_with_a_draw(season)
    await mixed_major(season)
    await telegram_cup_with_a_dq(season)
    return season


@dataclass(frozen=True)
class Outputs:
    """What the bot shows of the season: the table, its file, the ratings, one player's."""

    season: str
    csv: list[list[str]]
    rating: str
    person: str


Send = Callable[[str], Awaitable[object]]


async def read_outputs(judge: SandboxUser, send: Send | None = None) -> Outputs:
    """The head judge asks for /season, /season csv, /rating and /rating Гриндель (through
    `send` when given: a chosen worker)."""
    ask = send or judge.send
    await ask("/season")
    table = (await judge.expect("Сезон №")).text
    await ask("/season csv")
    file = await judge.expect(lambda m: m.document is not None)
    assert file.document is not None
    rows = list(csv.reader(io.StringIO(file.document.decode("utf-8-sig"))))
    await ask("/rating")
    rating = await judge.expect("(OpenSkill")
    await ask(f"/rating {LINKED}")
    person = await judge.expect(f"🏅 {LINKED}: рейтинг")
    return Outputs(table, rows, rating.text, person.text)


async def check(season: Season, shown: Outputs) -> None:
    """The bot's table, qualification list and ratings equal the test's own computation."""
    record = season.record
    ratings = rating_rows(record)
    assert same_table(read_ratings(shown.rating), ratings), (shown.rating, ratings)
    mine = next(r for r in ratings if r.nick == LINKED)
    assert read_person(shown.person) == (mine, len(ratings)), (shown.person, mine)
    check_season(record, shown)


def check_season(record: Record, shown: Outputs) -> None:
    """The season table, its file and the qualification list equal the test's own."""
    expected = season_rows(record, POINTS, BEST, QUALIFY)
    got = read_season(shown.season)
    assert same_table(got, expected), (shown.season, expected)
    head, *lines = shown.csv
    assert head[:5] == ["place", "nickname", "points", "qualified", "results"], head
    from_file = [(r[0], r[1], float(r[2]), r[3] == "yes", int(r[4])) for r in lines]
    assert sorted(from_file) == sorted(
        (e.label, e.nick, e.points, e.qualified, e.played) for e in expected
    ), shown.csv
    ids = [int(re.sub(r"\D.*", "", h.lstrip("#"))) for h in head[5:]]
    assert ids == [e.id for e in record.events], head
    cells = {r[1]: {t: c for t, c in zip(ids, r[5:], strict=True) if c} for r in lines}
    assert cells == season_cells(record, POINTS, BEST), shown.csv
    qualified = [e.nick for e in expected if e.qualified]
    assert sorted(r[1] for r in from_file if r[3]) == sorted(qualified)
    assert len(qualified) >= min(QUALIFY, len(expected))


async def test_a_season_of_four_tournaments_adds_up(tmp_path: Path) -> None:
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("telegram", "vk")
    ) as scene:
        season = await play_season(scene)
        shown = await read_outputs(scene.judge)
        await check(season, shown)
        # Linked, his four tournaments are one person's: every rated match of his.
        mine = [g for e in season.record.events for g in e.games.values()
                if g.rated and LINKED in (g.a, g.b)]  # fmt: skip
        assert read_person(shown.person)[0].matches == len(mine)
        await his_season(season, shown)
        # A restart recomputes everything from the database: the same answers.
        await scene.restart()
        assert await read_outputs(scene.judge) == shown


async def his_season(season: Season, shown: Outputs) -> None:
    """The linked player has one line with all four tournaments, the best 3 counted; and
    /season me from his VK account lists the results that count and the one that does not."""
    (line,) = [r for r in read_season(shown.season) if r.nick == LINKED]
    assert (line.played, line.counted) == (4, BEST)
    await say(season.accounts[LINKED, "vk"], "/season me")
    me = await season.accounts[LINKED, "vk"].expect(f"{LINKED} в сезоне")
    counted, _, missed = me.text.partition("Не в зачёте:")
    cells = season_cells(season.record, POINTS, BEST)[LINKED]
    for event in season.record.events:
        dropped = cells[event.id].startswith("(")
        assert f"«{event.title}»" in (missed if dropped else counted), me.text


@pytest.mark.timeout(300)  # two bot processes start: slow on a busy machine
@pytest.mark.engine_fixed  # picks PostgreSQL itself: run once, in the first pass
@pytest.mark.xdist_group("processes")  # fleets of bot processes: one at a time
async def test_two_workers_on_postgresql_show_the_same_season(
    tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A lighter season (the corrected Telegram cup, the VK cup with the link) on PostgreSQL,
    # then two worker processes on the same database: each computes its own answers from
    # it, and both equal the ones the bot gave while the tournaments were played.
    monkeypatch.setattr(script, "STORAGE_URL", postgres_url)
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("telegram", "vk")
    ) as scene:
        season = Season(scene)
        await season.create()
        await telegram_cup_corrected_in_review(season)
        await vk_cup_with_a_draw(season)
        shown = await read_outputs(scene.judge)
        await check(season, shown)
    async with two_workers(tmp_path, postgres_url) as (world, crew):
        # The judge has written to the bot (so it may write to him). The new sandbox numbers
        # its updates from 1 again, which the database has seen: the workers skip this one,
        # and the judge's questions go straight to each worker under numbers of their own.
        await world.judge.send("/start")
        await crew.ready()
        updates = itertools.count(990_000)
        async with aiohttp.ClientSession() as http:
            for port in crew.ports:

                async def on_worker(text: str, port: int = port) -> None:
                    """The judge's message straight to one worker's webhook."""
                    update = private_update(next(updates), world.judge.id, text)
                    async with http.post(
                        f"http://127.0.0.1:{port}{HOOK_PATH}",
                        json=update,
                        headers={"X-Telegram-Bot-Api-Secret-Token": SECRET},
                    ) as answer:
                        assert answer.status == 200

                assert await read_outputs(world.judge, on_worker) == shown
