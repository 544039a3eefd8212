"""A whole event where everything goes wrong once, run by a judge through the real doors.

Every correction of issue 11 happens once (RES-7, RES-8, REG-8, FMT-3, PRO-1, PRO-3), and
the final standings must equal those the test computes by itself from the corrected results.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from sandbox.script import Scene
from sandbox.telegram import SandboxUser

NICKS = ["Гриндель", "Лисица", "Ворон", "Сокол", "Рысь", "Молот", "Искра"]
LATE = "Опоздавший"
FLOOR = Fraction(1, 3)
PAIR = re.compile(r"^№(\d+): (.+?) — (?!свободен)(.+?) \(", re.M)
BYE = re.compile(r"^№(\d+): (.+?) — свободен", re.M)
ROW = re.compile(r"^(\d+)\. (.+?) — (\d+) очк\.", re.M)


@dataclass
class Result:
    """What the test itself knows of a match: players, games, and how it ended."""

    round: int
    a: str
    b: str | None
    score: tuple[int, int] = (0, 0)
    kind: str = "match"  # match | bye | double


@dataclass
class Ledger:
    """The test's own record of every result, corrected as the judge corrects it."""

    matches: dict[int, Result] = field(default_factory=dict)
    missed: dict[str, int] = field(default_factory=dict)  # late entrant → rounds missed

    def pairs(self, text: str, round_no: int) -> list[int]:
        """Read a pairing post; returns the numbers of the round's two-player matches."""
        numbers = []
        for number, a, b in PAIR.findall(text):
            self.matches[int(number)] = Result(round_no, a, b)
            numbers.append(int(number))
        for number, a in BYE.findall(text):
            self.matches[int(number)] = Result(round_no, a, None, (2, 0), "bye")
        return numbers

    def standings(self) -> list[tuple[str, int, tuple[Fraction, ...]]]:
        """(nick, points, ranking key) best first, computed from the results alone (FMT-7)."""
        names = {n for r in self.matches.values() for n in (r.a, r.b) if n} | set(self.missed)
        points = dict.fromkeys(names, 0)
        rounds = dict.fromkeys(names, 0)
        game_points = dict.fromkeys(names, 0)
        games = dict.fromkeys(names, 0)
        met: dict[str, list[str]] = {n: [] for n in names}
        for r in self.matches.values():
            if r.kind == "bye":
                points[r.a] += 3
                rounds[r.a] += 1
                game_points[r.a] += 6
                games[r.a] += 2
                continue
            assert r.b is not None
            rounds[r.a] += 1
            rounds[r.b] += 1
            if r.kind == "double":  # RES-7: both lose, they did not meet
                continue
            sa, sb = r.score
            points[r.a] += 3 if sa > sb else 1 if sa == sb else 0
            points[r.b] += 3 if sb > sa else 1 if sa == sb else 0
            game_points[r.a] += 3 * sa
            game_points[r.b] += 3 * sb
            games[r.a] += sa + sb
            games[r.b] += sa + sb
            met[r.a].append(r.b)
            met[r.b].append(r.a)
        # Missed rounds of a late entrant: losses, not played rounds (no MW% change).
        mw = {n: Fraction(points[n], 3 * rounds[n]) if rounds[n] else FLOOR for n in names}
        gw = {n: Fraction(game_points[n], 3 * games[n]) if games[n] else FLOOR for n in names}

        def mean(values: list[Fraction]) -> Fraction:
            return sum(values, Fraction(0)) / len(values) if values else FLOOR

        rows = []
        for n in names:
            omw = mean([max(mw[o], FLOOR) for o in met[n]])
            ogw = mean([max(gw[o], FLOOR) for o in met[n]])
            # Own MW% and GW% are floored for ranking too (MTR, issue 11).
            rows.append((n, points[n], (omw, max(gw[n], FLOOR), ogw)))
        rows.sort(key=lambda row: (-row[1], *(-v for v in row[2])))
        return rows


async def judge(scene: Scene, text: str, expect: str) -> str:
    """A judge's command in the judges' chat and its answer."""
    await scene.judge.send(text, chat=scene.judges_chat)
    return (await scene.judges_chat.expect(expect)).text


async def report_and_confirm(scene: Scene, ledger: Ledger, number: int, a: int, b: int) -> None:
    """Player a of the match reports a:b from his side; player b confirms."""
    match = ledger.matches[number]
    assert match.b is not None
    await scene.players[match.a].send(f"/report {a}:{b}")
    other = scene.players[match.b]
    request = await other.expect(f"ввёл счёт матча №{number}")
    await other.press(request, "Подтвердить")
    await other.expect(f"Матч №{number}:")
    match.score = (a, b)


async def test_a_judge_puts_right_everything_that_goes_wrong(scene: Scene) -> None:
    ledger = Ledger()
    tid = await scene.create("Кубок исправлений", "bo=3 rounds=3")
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, f"6000{i}", tid)
    late = scene.player(LATE)
    assert isinstance(late, SandboxUser)
    await late.send("/start")
    await late.expect(lambda m: True)
    hello = await late.send("Можно мне сыграть? Я опоздал", chat=scene.channel)

    # Round 1: paired, re-paired with a new lot (FMT-3), two players exchange opponents.
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("тур 1.")
    await judge(scene, f"/repair #{tid}", "составлены заново")
    repaired = await scene.channel.expect("заново составил пары тура 1")
    numbers = ledger.pairs(repaired.text, 1)
    first, second = ledger.matches[numbers[0]], ledger.matches[numbers[1]]
    x, y = first.a, second.a
    await judge(scene, f"/swap {x} {y} #{tid}", "поменялись соперниками")
    numbers = ledger.pairs(await judge(scene, f"/pairings #{tid}", "тур 1:"), 1)
    assert {ledger.matches[n].b for n in numbers[:2]} != {first.b, second.b} or (
        ledger.matches[numbers[0]].a != x
    )  # x and y now face each other's former opponent

    # Round 1 results: a confirmed score, a technical loss, a double no-show.
    assert len(numbers) == 3, numbers
    m1, m2, m3 = numbers
    await report_and_confirm(scene, ledger, m1, 2, 1)
    loser = ledger.matches[m2].a
    await judge(scene, f"/techloss {loser} 2:0 опоздал #{tid}", "техническое поражение")
    ledger.matches[m2].score = (0, 2)
    await judge(scene, f"/techloss {m3} both не пришли #{tid}", "неявка обоих")
    ledger.matches[m3].kind = "double"

    # A correction taken back (RES-8): /result with a reason, then /undo.
    await judge(scene, f"/result {m1} 1:2 перепутали игроков #{tid}", "Записано")
    await scene.channel.expect(f"исправлен результат матча №{m1}")
    await judge(scene, f"/undo #{tid}", "Отменено последнее исправление")
    await scene.players[ledger.matches[m1].a].expect("отменил своё последнее исправление")

    # A judge's drop and undrop before the next pairing (REG-8); a late entry from round 2.
    winner = ledger.matches[m1].a
    await judge(scene, f"/drop {winner} плохо себя чувствует #{tid}", "снят с турнира")
    await judge(scene, f"/undrop {winner} #{tid}", "снова в турнире")
    await scene.judge.send(f"/add {LATE} 777 #{tid}", chat=scene.channel, reply_to=hello)
    await scene.channel.expect("попадёт в пары тура 2")
    ledger.missed[LATE] = 1

    # Round 2: everyone plays; a result is corrected for good with a reason.
    await scene.judge.send("/next", chat=scene.channel)
    numbers = ledger.pairs((await scene.channel.expect("тур 2.")).text, 2)
    assert any(LATE in (ledger.matches[n].a, ledger.matches[n].b) for n in numbers)
    for number in numbers:
        await report_and_confirm(scene, ledger, number, 2, 0)
    fixed = numbers[0]
    await judge(scene, f"/result {fixed} 1:2 счёт записан наоборот #{tid}", "Записано")
    ledger.matches[fixed].score = (1, 2)

    # Before round 3 a player leaves for good.
    leaver = ledger.matches[numbers[1]].b
    assert leaver is not None
    await judge(scene, f"/drop {leaver} ушёл домой #{tid}", "снят с турнира")

    # Round 3: the last match is reported, its opponent protests; /finish asks for a tap.
    await scene.judge.send("/next", chat=scene.channel)
    numbers = ledger.pairs((await scene.channel.expect("тур 3.")).text, 3)
    assert leaver not in {n for m in numbers for n in (ledger.matches[m].a, ledger.matches[m].b)}
    for number in numbers[:-1]:
        await report_and_confirm(scene, ledger, number, 2, 1)
    last = ledger.matches[numbers[-1]]
    assert last.b is not None
    await scene.players[last.a].send("/report 2:0")
    protester = scene.players[last.b]
    await protester.expect(f"ввёл счёт матча №{numbers[-1]}")
    await protester.send(f"/protest {numbers[-1]}")
    reasons = await protester.expect("Выберите одну причину")
    await protester.press(reasons, "Спор о результате")
    await protester.expect("опишите её одним сообщением")
    await protester.send("Третью партию выиграл я, а счёт записан 2:0")
    await protester.expect("не станет окончательным")
    await scene.judge.send(f"/finish #{tid}", chat=scene.judges_chat)
    ask = await scene.judges_chat.expect("Завершить всё равно?")
    await scene.judge.press(ask, "Завершить турнир")
    await scene.channel.expect("итоговая таблица")
    last.score = (2, 0)  # the reported score stood at the end (RES-3)

    # After /finish, in the review window: the protest is accepted with a new score.
    await judge(scene, f"/decide 1 accept 1:2 Третья партия за {last.b} #{tid}", "удовлетворена")
    corrected = await scene.channel.expect("итоговая таблица после исправления")
    last.score = (1, 2)

    # The standings the bot published equal the test's own computation.
    expected = ledger.standings()
    posted = [(nick, int(points)) for _, nick, points in ROW.findall(corrected.text)]
    assert len(posted) == len(NICKS) + 1, corrected.text  # the late entrant is in the table
    assert sorted(posted) == sorted((nick, points) for nick, points, _ in expected)
    keys = {nick: (points, key) for nick, points, key in expected}
    order = [keys[nick] for nick, _ in posted]
    assert order == sorted(order, key=lambda k: (-k[0], *(-v for v in k[1]))), corrected.text
