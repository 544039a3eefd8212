"""`python -m bot demo`: a whole Swiss tournament played by scripted people through the bot."""

from __future__ import annotations

import asyncio
import logging
import random
import sys
import time

from sandbox import violations
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
    return (
        "vk"
        if "vk" in platforms and (index % 3 == 2 or "telegram" not in platforms)
        else "telegram"
    )


async def play_match(
    scene: Scene, rng: random.Random, tid: int, user: User, pairing: Pairing, style: str
) -> None:
    """The player reports his match; the opponent confirms, disputes or stays silent."""
    opponent = scene.players[pairing.opponent]
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
    elif style == "silent":
        await opponent.expect("окончательный (RES-3)", timeout=30)
    else:
        await opponent.press(request, "Подтвердить")  # type: ignore[arg-type]
    await user.expect(f"№{pairing.number}: ")


async def play_round(
    scene: Scene, rng: random.Random, tid: int, round_no: int, active: list[str]
) -> None:
    """Every active player reads his pairing; one of each pair reports."""
    pairings = {}
    for nick in active:
        pairings[nick] = await scene.pairing(scene.players[nick], round_no)
    reporters, seen = [], set()
    for nick in sorted(active):
        p = pairings[nick]
        if p is None or nick in seen:
            continue
        seen.update({nick, p.opponent})
        reporters.append((nick, p))
    styles = ["confirm"] * len(reporters)
    styles[0] = "dispute"
    if round_no == 2 and len(styles) > 1:
        styles[1] = "silent"
    await asyncio.gather(
        *(
            play_match(scene, rng, tid, scene.players[nick], p, style)
            for (nick, p), style in zip(reporters, styles, strict=True)
        )
    )


async def run_demo(
    players: int, seed: str, platforms: tuple[str, ...] = ("telegram",), serve: bool = False
) -> int:
    """Play the tournament, print the transcript and the final standings.

    With VK among the platforms every third player plays from VK and the tournament has a
    channel on each platform; with VK alone everyone, judge included, plays from VK. With
    `serve` the bot also serves the live pages on 127.0.0.1 and keeps them open after the
    event until Ctrl+C (issue 14).
    """
    rng = random.Random(seed)
    started = time.monotonic()
    logging.getLogger().setLevel(logging.WARNING)  # the transcript is the demo's output
    web = {"web": {"enabled": True}, "server": {"listen": "127.0.0.1:0"}} if serve else {}
    mark = len(violations.RECORDED)  # the sandboxes hold every request to the platforms' specs
    async with running_scene(platforms=platforms, **web) as scene:
        judge, channel, _ = scene.staff(scene.home)
        tid = await scene.create(
            "Кубок Песочницы",
            f"bo=3 rounds=auto confirm_minutes=0.05 seed={seed} "
            '"start=2026-12-12 18:00" rules_url=https://example.org/rules',
            platform=scene.home,
        )
        nicks = (
            list(NAMES[:players])
            if players <= len(NAMES)
            else [f"Игрок{i}" for i in range(1, players + 1)]
        )
        await asyncio.gather(
            *(
                scene.register(
                    scene.player(nick, platform=_platform(platforms, i)),
                    nick,
                    str(700100 + i),
                    tid,
                )
                for i, nick in enumerate(nicks)
            )
        )
        if scene.home != "vk" and "vk" in platforms:
            await scene.bind_vk(tid)  # a second channel, in the VK conversation
        await say(judge, "/begin", channel)
        started_msg = await channel.expect("начался")
        rounds = int(started_msg.text.rsplit("туров: ", 1)[1].rstrip("."))
        active = list(nicks)
        for round_no in range(1, rounds + 1):
            await play_round(scene, rng, tid, round_no, active)
            await channel.expect(f"таблица после тура {round_no}")
            if round_no == 2:
                quitter = active.pop()
                leaving = scene.players[quitter]
                await say(leaving, "/drop")  # REG-8: it asks first, and acts on his tap
                await leaving.press(await leaving.expect("Выйти из турнира"), "Выхожу из турнира")
                await leaving.expect("Вы вышли")
            if round_no < rounds:
                await say(judge, "/next", channel)
        await say(judge, "/finish", channel)
        final = await channel.expect("итоговая таблица")
        await scene.app.drain(10)
        for name, box in (("Telegram", scene.tg), ("VK", scene.vk)):
            if box is not None:
                print(f"{'=' * 30} {name} {'=' * 30}\n")
                for entry in box.transcript:
                    print(entry)
                    print()
        print("=" * 72)
        print(final.text)
        broken = violations.since(mark)  # each one was logged as a warning when it happened
        if broken:
            print(f"\nЗапросов, которые платформа отвергла бы: {len(broken)}.", file=sys.stderr)
            return 1
        if serve and scene.app.web is not None:
            print(f"\nДемо завершено за {time.monotonic() - started:.1f} с.")
            print(f"Живая страница турнира: {scene.app.web.page_url(tid)}")
            print("Страница открыта, пока работает демо; выход — Ctrl+C.", flush=True)
            await asyncio.Event().wait()  # until interrupted
    print(f"\nДемо завершено за {time.monotonic() - started:.1f} с.")
    return 0
