"""Every judge and admin command, from everyone who is not a judge of the tournament: refused."""

from __future__ import annotations

import re

from bot import commands as c
from handlers.grammar import PARSERS, parse
from sandbox.script import Scene
from sandbox.telegram import SandboxUser

NICKS = ["Ворон", "Сокол", "Рысь", "Лисица", "Филин", "Барсук"]  # one sender per role each
# Argument shapes tried in turn until one parses: the matrix follows the grammar by itself.
SHAPES = [
    "",
    "1",
    "2:0",
    "1 2",
    "1 result",
    "Ворон причина",
    "bo=1",
    "1 2:0",
    "1 30",
    "1 yes",
    "1 accept решение",
    "30 Ворон причина",
    "1 age",  # /eligible: a registration's confirmation button (S4 8.11)
]
PER_SENDER = 20  # below the flood limit of 30 commands a minute (S4 6.6) …


def guarded_commands() -> list[tuple[str, str]]:
    """(text, access) of a well-formed command for every judge or admin entry of the grammar."""
    found = []
    for name in PARSERS:
        for shape in SHAPES:
            text = f"/{name} {shape}".strip()
            command = parse(text)
            if command is not None and not isinstance(command, c.Invalid):
                break
        else:
            raise AssertionError(f"no argument shape parses for /{name}")
        if command.access in ("judge", "admin"):
            found.append((f"{text} #1", command.access))
    return found


MATRIX = guarded_commands()
SENDERS = -(-2 * len(MATRIX) // PER_SENDER)  # … so each role speaks through enough people


def test_the_matrix_covers_the_judges_grammar() -> None:
    names = {text.split()[0] for text, _ in MATRIX}
    assert {"/next", "/result", "/set", "/finish", "/techloss", "/new", "/audit"} <= names
    assert len(MATRIX) >= 30
    assert not any(text.split()[0] in ("/report", "/confirm", "/me") for text, _ in MATRIX)


async def state(scene: Scene) -> list[str]:
    """What the real judge sees of tournament 1: settings, pairings, players, the audit size."""
    seen = []
    for command, answer in (
        ("/settings", "Настройки турнира"),
        ("/pairings", "тур 1:"),
        ("/players", "зарегистрировано"),
        ("/audit", "журнал, записей"),
    ):
        await scene.judge.send(f"{command} #1")
        text = (await scene.judge.expect(answer)).text
        if command == "/audit":
            text = text.split("\n", 1)[0]  # the count of entries
        seen.append(text)
    return seen


async def senders(scene: Scene) -> dict[str, list[SandboxUser]]:
    """Registered players, spectators and judges of tournament 2 only, a few of each."""
    tid = await scene.create("Кубок Прав")
    assert tid == 1
    players = []
    for i, nick in enumerate(NICKS):
        user = scene.player(nick)
        assert isinstance(user, SandboxUser)
        await scene.register(user, nick, f"7100{i}", tid)
        players.append(user)
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("тур 1.")
    for user in players:
        await user.expect("тур 1")
    spectators = []
    for n in range(SENDERS):
        user = scene.sb.user(2001 + n, f"Зритель{n}")
        scene.channel.add_member(user)
        await user.send("/start")
        await user.expect(lambda m: True)
        spectators.append(user)
    await scene.judge.send("/new Кубок Соседей")
    await scene.judge.expect("#2")
    other_judges = scene.sb.group(-1002001, "Соседи: судьи")
    other_judges.add_member(scene.judge, "creator")
    await scene.judge.send("/bind judges #2", chat=other_judges)
    await other_judges.expect("чат судей")
    outsiders = []
    for n in range(SENDERS):
        user = scene.sb.user(3001 + n, f"Судья{n}")
        other_judges.add_member(user)
        scene.channel.add_member(user)
        await user.send("/start")
        await user.expect(lambda m: True)
        hello = await user.send("Готов судить", chat=other_judges)
        await scene.judge.send("/judge #2", chat=other_judges, reply_to=hello)
        await other_judges.expect(f"Судья{n} — судья")
        await user.expect("Вы назначены судьёй турнира «Кубок Соседей»")
        outsiders.append(user)
    return {"player": players, "spectator": spectators, "judge of #2": outsiders}


async def test_judge_commands_from_non_judges_are_refused_and_change_nothing(
    scene: Scene,
) -> None:
    people = await senders(scene)
    before = await state(scene)
    wrong: list[tuple[str, str]] = []
    # Privately with the tournament's number, and in its channel, where the chat names it.
    cases = [(text, access, False) for text, access in MATRIX]
    cases += [(text.removesuffix(" #1"), access, True) for text, access in MATRIX]
    for role, users in people.items():
        for index, (text, access, in_channel) in enumerate(cases):
            sender = users[index // PER_SENDER]
            if in_channel:
                await sender.send(text, chat=scene.channel)
                answer = (await scene.channel.expect(lambda m: True)).text
            else:
                await sender.send(text)
                answer = (await sender.expect(lambda m: True)).text
            expected = (
                "только для организаторов"
                if access == "admin"
                else "только для судей турнира «Кубок Прав»"
            )
            if expected not in answer:
                wrong.append((f"{role} {'in the channel' * in_channel}: {text}", answer[:120]))
    assert wrong == []
    assert await state(scene) == before
    # Nothing reached the players or the channel but the refusals themselves.
    assert not [m.text for m in scene.channel.messages if re.search(r"тур 2|итоговая", m.text)]
    for nick in NICKS:
        assert not [m.text for m in scene.players[nick].inbox if "тур 2" in m.text]
