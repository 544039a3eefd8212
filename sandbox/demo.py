"""`python -m bot demo`: a whole Swiss tournament played by scripted people through the bot."""

from __future__ import annotations

import asyncio
import logging
import random
import re
import sys
import time

from sandbox import violations
from sandbox.demo_story import Story, platform_of
from sandbox.script import Pairing, Scene, User, running_scene, say

NAMES = (
    "Гриндель",
    "Лунная Тень",
    "Ярослав",
    "Кузнец",
    "Ведьмак",
    "Сокол",
    "Бородач",
    "Лисица",
    "Странник",
    "Молот",
    "Ворон",
    "Искра",
    "Туман",
    "Рысь",
    "Буревестник",
    "Тролль",
    "Хорт",
    "Ладья",
    "Морок",
    "Полоз",
    "Рарог",
    "Велес",
    "Зарница",
    "Кречет",
    "Шторм",
    "Гор",
    "Дрёма",
    "Ратник",
    "Оберег",
    "Сполох",
    "Витязь",
    "Знахарь",
)


def _platform(platforms: tuple[str, ...], index: int) -> str:
    """Where the index-th player plays: every third on VK beside Telegram, all on VK alone."""
    return (
        "vk"
        if "vk" in platforms and (index % 3 == 2 or "telegram" not in platforms)
        else "telegram"
    )


async def play_match(
    scene: Scene, story: Story, rng: random.Random, tid: int, user: User, pairing: Pairing,
    style: str, since: int | None = None,
) -> None:  # fmt: skip
    """The player reports his match; the opponent confirms, disputes or stays silent.

    With `since` the match is the one the short story follows from that moment.
    """
    opponent = scene.players[pairing.opponent]
    started = story.now()
    mine, theirs = rng.choice([(2, 0), (2, 1), (1, 2), (0, 2)])
    await say(user, f"/report {mine}:{theirs}")
    await user.expect(f"Счёт матча №{pairing.number}")
    request = await opponent.expect(f"ввёл счёт матча №{pairing.number}")
    if style == "dispute":
        judge, _, judges = scene.staff(scene.home)
        await opponent.press(request, "Оспорить")  # type: ignore[arg-type]
        alert = await judges.expect(f"матч №{pairing.number}:")
        await say(judge, f"/result {pairing.number} 2:1 #{tid}", judges)
        await judges.expect(f"Матч №{pairing.number}:")
        assert pairing.opponent in alert.text
        story.tally.disputes += 1
        if story.tally.disputes == 1:  # the first dispute shows how one begins
            await opponent.expect("оспорен")
            story.follow([opponent], started, story.text("demo-dispute", match=pairing.number))
    elif style == "silent":
        await opponent.expect("окончательный (RES-3)", timeout=30)
        story.tally.auto += 1
        story.follow([opponent], started, story.text("demo-silent", match=pairing.number))
    else:
        await opponent.press(request, "Подтвердить")  # type: ignore[arg-type]
    await user.expect(f"№{pairing.number}: ")
    if since is not None:
        await opponent.expect(f"Матч №{pairing.number}:")  # both sides see the result
        story.follow([user, opponent], since, _followed(story, pairing, user, opponent))


def _followed(story: Story, pairing: Pairing, user: User, opponent: User) -> str:
    """The narrator names the match the short story follows and where its players sit."""
    name = {u: n for n, u in story.scene.players.items()}
    where = {u: story.text(f"demo-platform-{platform_of(u)}") for u in (user, opponent)}
    return story.text(
        "demo-follow",
        match=pairing.number,
        first=name[user],
        first_platform=where[user],
        second=name[opponent],
        second_platform=where[opponent],
    )


async def play_round(
    scene: Scene, story: Story, rng: random.Random, tid: int, round_no: int, active: list[str],
    since: int,
) -> None:  # fmt: skip
    """Every active player reads his pairing; one of each pair reports."""
    pairings = {}
    for nick in active:
        pairings[nick] = await scene.pairing(scene.players[nick], round_no)
    reporters, seen = [], set()
    for nick in sorted(active):
        p = pairings[nick]
        if p is None:
            story.tally.byes += 1
        if p is None or nick in seen:
            continue
        seen.update({nick, p.opponent})
        reporters.append((nick, p))
    story.tally.matches += len(reporters)
    styles = ["confirm"] * len(reporters)
    styles[0] = "dispute"
    if round_no == 2 and len(styles) > 1:
        styles[1] = "silent"
    follow = _to_follow(scene, reporters, styles) if round_no == 1 else None
    await asyncio.gather(
        *(
            play_match(
                scene,
                story,
                rng,
                tid,
                scene.players[nick],
                p,
                style,
                since if index == follow else None,
            )
            for index, ((nick, p), style) in enumerate(zip(reporters, styles, strict=True))
        )
    )


def _to_follow(scene: Scene, reporters: list[tuple[str, Pairing]], styles: list[str]) -> int:
    """The match the short story follows: a confirmed one, across platforms when there is one."""
    calm = [i for i, style in enumerate(styles) if style == "confirm"] or [0]
    across = [
        i
        for i in calm
        if platform_of(scene.players[reporters[i][0]])
        != platform_of(scene.players[reporters[i][1].opponent])
    ]
    return (across or calm)[0]


async def run_demo(
    players: int,
    seed: str,
    platforms: tuple[str, ...] = ("telegram",),
    serve: bool = False,
    verbose: bool = False,
) -> int:
    """Play the tournament and print its story in time order, then a summary.

    With VK among the platforms every third player plays from VK and the tournament has a
    channel on each platform; with VK alone everyone, judge included, plays from VK. The story
    is short (the judges' commands, the channels, one match followed through, the disputes,
    the drop) unless `verbose`, which prints every message. With `serve` the bot also serves
    the live pages on 127.0.0.1 and keeps them open after the event until Ctrl+C (issue 14).
    """
    rng = random.Random(seed)
    started = time.monotonic()
    logging.getLogger().setLevel(logging.WARNING)  # the story is the demo's output
    web = {"web": {"enabled": True}, "server": {"listen": "127.0.0.1:0"}} if serve else {}
    mark = len(violations.RECORDED)  # the sandboxes hold every request to the platforms' specs
    async with running_scene(platforms=platforms, **web) as scene:
        story = Story(scene)
        judge, channel, _ = scene.staff(scene.home)
        story.section("demo-section-setup")
        tid = await scene.create(
            "Кубок Песочницы",
            f"bo=3 rounds=auto confirm_minutes=0.05 seed={seed} "
            'start="2026-12-12 18:00" rules_url=https://example.org/rules',
            platform=scene.home,
        )
        if scene.home != "vk" and "vk" in platforms:
            await scene.bind_vk(tid)  # a second channel, in the VK conversation
        nicks = (
            list(NAMES[:players])
            if players <= len(NAMES)
            else [f"Игрок{i}" for i in range(1, players + 1)]
        )
        story.section("demo-section-registration")
        await asyncio.gather(
            *(register(scene, story, nick, i, _platform(platforms, i), tid)
              for i, nick in enumerate(nicks))
        )  # fmt: skip
        story.note(
            "demo-registered-rest",
            count=players,
            platforms=", ".join(
                f"{story.text(f'demo-platform-{p}')} {story.tally.players[p]}" for p in platforms
            ),
        )
        story.section("demo-section-round", round=1)
        since = story.now()
        await say(judge, "/begin", channel)
        started_msg = await channel.expect("начался")
        rounds = int(started_msg.text.rsplit("туров: ", 1)[1].rstrip("."))
        active = list(nicks)
        for round_no in range(1, rounds + 1):
            await play_round(scene, story, rng, tid, round_no, active, since)
            await channel.expect(f"таблица после тура {round_no}")
            if round_no == 2:
                quitter = active.pop()
                since = story.now()
                leaving = scene.players[quitter]
                await say(leaving, "/drop")  # REG-8: it asks first, and acts on his tap
                await leaving.press(await leaving.expect("Выйти из турнира"), "Выхожу из турнира")
                await leaving.expect("Вы вышли")
                story.follow([leaving], since)
                story.tally.dropped, story.tally.dropped_after = quitter, round_no
            if round_no < rounds:
                story.section("demo-section-round", round=round_no + 1)
                since = story.now()
                await say(judge, "/next", channel)
        story.tally.rounds = rounds
        story.section("demo-section-finish")
        await say(judge, "/finish", channel)
        final = await channel.expect("итоговая таблица")
        story.whole.add(final.text)
        winner = re.search(r"^1\. (.+?) — ", final.text, re.M)
        story.tally.winner = winner[1] if winner else ""
        await scene.app.drain(10)
        for line in story.render(verbose):
            print(line)
        for line in story.summary(time.monotonic() - started, verbose):
            print(line)
        broken = violations.since(mark)  # each one was logged as a warning when it happened
        if broken:
            print("\n" + story.text("demo-violations", count=len(broken)), file=sys.stderr)
            return 1
        if serve and scene.app.web is not None:
            print(story.text("demo-serve", url=scene.app.web.page_url(tid)), flush=True)
            await asyncio.Event().wait()  # until interrupted
    return 0


async def register(
    scene: Scene, story: Story, nick: str, index: int, platform: str, tid: int
) -> None:
    """One player registers; the short story shows the first one's registration whole."""
    since = story.now()
    user = scene.player(nick, platform=platform)
    await scene.register(user, nick, str(700100 + index), tid)
    story.tally.players[platform] += 1
    if index == 0:
        story.follow([user], since)
