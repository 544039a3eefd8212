"""Updates that arrive together: each command runs once and everybody hears one outcome."""

from __future__ import annotations

import asyncio
import re
import time

import bot_rows

from sandbox.script import Pairing, Scene
from sandbox.telegram import SandboxUser, SentMessage

NICKS = ["Ворон", "Сокол", "Рысь", "Лисица"]


async def started(scene: Scene) -> tuple[int, dict[str, Pairing]]:
    """A running 4-player tournament; every player has read his round-1 pairing."""
    tid = await scene.create("Кубок Гонок")
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, f"6100{i}", tid)
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("тур 1.")
    pairings = {}
    for nick in NICKS:
        p = await scene.pairing(scene.players[nick], 1)
        assert p is not None
        pairings[nick] = p
    return tid, pairings


async def settled(scene: Scene) -> None:
    """Wait until the bot has handled every update the sandbox queued and sent every reply."""
    path = scene.app.settings.storage.path
    queued = {str(n) for n in range(1, scene.sb.stats.updates_enqueued + 1)}
    deadline = time.monotonic() + 20
    while True:
        rows = bot_rows.rows(path, "SELECT update_id FROM processed_updates")
        handled = {row[0] for row in rows}
        if queued <= handled:
            break
        assert time.monotonic() < deadline, f"updates never handled: {sorted(queued - handled)}"
        await asyncio.sleep(0.05)
    assert await scene.app.drain(20)


def user(scene: Scene, nick: str) -> SandboxUser:
    """The scripted Telegram player with this nickname."""
    found = scene.players[nick]
    assert isinstance(found, SandboxUser)
    return found


async def reported(scene: Scene, nick: str, p: Pairing, score: str) -> SentMessage:
    """The player reports; returns the opponent's request with its two buttons."""
    await user(scene, nick).send(f"/report {score}")
    await user(scene, nick).expect(f"Счёт матча №{p.number}")
    return await user(scene, p.opponent).expect(f"ввёл счёт матча №{p.number}")


def count(room: SandboxUser | object, fragment: str) -> int:
    """How many bot messages in the chat contain the fragment."""
    received = room._received  # type: ignore[attr-defined]
    return sum(fragment in m.text for m in received if m.from_bot)


async def shown(scene: Scene, tid: int, number: int) -> str:
    """The match's line in the judge's /pairings."""
    await scene.judge.send(f"/pairings #{tid}")
    listing = await scene.judge.expect("тур 1:")
    line = re.search(rf"^.*№{number}:.*$", listing.text, re.M)
    assert line is not None, listing.text
    return line[0]


async def test_confirm_and_dispute_pressed_at_the_same_instant_give_one_outcome(
    scene: Scene,
) -> None:
    tid, pairings = await started(scene)
    first = NICKS[0]
    p = pairings[first]
    request = await reported(scene, first, p, "2:1")
    other = user(scene, p.opponent)
    await asyncio.gather(other.press(request, "Подтвердить"), other.press(request, "Оспорить"))
    await settled(scene)
    both = (user(scene, first), other)
    confirmed = [count(u, f"Матч №{p.number}:") for u in both]
    disputed = [count(u, f"Результат матча №{p.number} (") for u in both]
    alerts = count(scene.judges_chat, f"матч №{p.number}:")
    line = await shown(scene, tid, p.number)
    if confirmed[0]:
        # The confirmation won: both read it once; the dispute came too late and changed nothing.
        assert (confirmed, disputed, alerts) == ([1, 1], [0, 0], 0)
        assert "2:1" in line or "1:2" in line, line
        assert count(other, "уже окончательный") == 1
    else:
        assert (confirmed, disputed, alerts) == ([0, 0], [1, 1], 1)
        assert "спор" in line, line
        assert count(other, "оспорен: решает судья") == 1


async def test_both_players_report_the_same_score_at_once_and_it_is_confirmed_once(
    scene: Scene,
) -> None:
    tid, pairings = await started(scene)
    first = NICKS[0]
    p = pairings[first]
    a, b = user(scene, first), user(scene, p.opponent)
    await asyncio.gather(a.send("/report 2:1"), b.send("/report 1:2"))
    await settled(scene)
    for u in (a, b):
        assert count(u, f"Матч №{p.number}:") == 1, [m.text for m in u.inbox]
        assert count(u, "Результат подтверждён") == 1
        assert count(u, "оспорен") == 0
    assert count(scene.judges_chat, f"матч №{p.number}:") == 0
    assert re.search(r"\((2:1|1:2)\)", await shown(scene, tid, p.number))


async def test_both_players_claim_the_win_at_once_and_one_dispute_opens(scene: Scene) -> None:
    tid, pairings = await started(scene)
    first = NICKS[0]
    p = pairings[first]
    a, b = user(scene, first), user(scene, p.opponent)
    await asyncio.gather(a.send("/report 2:0"), b.send("/report 2:0"))
    await scene.judges_chat.expect(f"матч №{p.number}:")
    await settled(scene)
    for u in (a, b):
        assert count(u, f"Результат матча №{p.number} (") == 1
        assert count(u, "Результат подтверждён") == 0
    assert count(scene.judges_chat, f"матч №{p.number}:") == 1
    assert "спор" in await shown(scene, tid, p.number)


async def test_a_button_pressed_twice_runs_its_command_once(scene: Scene) -> None:
    tid, pairings = await started(scene)
    first = NICKS[0]
    p = pairings[first]
    request = await reported(scene, first, p, "2:0")
    other = user(scene, p.opponent)
    await asyncio.gather(other.press(request, "Подтвердить"), other.press(request, "Подтвердить"))
    await settled(scene)
    for u in (user(scene, first), other):
        assert count(u, f"Матч №{p.number}:") == 1, [m.text for m in u.inbox]
    await scene.judge.send(f"/audit #{tid}")
    audit = await scene.judge.expect("журнал, записей")
    assert len(re.findall(rf"результат матча №{p.number} \(", audit.text)) == 1, audit.text


async def test_a_confirmation_after_the_judges_ruling_is_refused(scene: Scene) -> None:
    tid, pairings = await started(scene)
    first = NICKS[0]
    p = pairings[first]
    request = await reported(scene, first, p, "2:1")
    await scene.judge.send(f"/result {p.number} 0:2 #{tid}", chat=scene.judges_chat)
    await scene.judges_chat.expect(f"Матч №{p.number}:")
    other = user(scene, p.opponent)
    await other.expect("Судья установил")
    await other.press(request, "Подтвердить")  # the old button, still on the screen
    refused = await other.expect(f"Результат матча №{p.number} уже окончательный")
    await other.send(f"/confirm {p.number}")
    again = await other.expect(f"Результат матча №{p.number} уже окончательный")
    line = await shown(scene, tid, p.number)
    a_first = line.index(first) < line.index(p.opponent)
    judged = "0:2" if a_first else "2:0"
    assert f"({judged})" in line, line  # the judge's score stands
    assert judged in refused.text and judged in again.text
    assert count(other, "Результат подтверждён") == 0


async def test_two_judges_sending_next_together_pair_one_round(scene: Scene) -> None:
    tid, pairings = await started(scene)
    second = scene.sb.user(101, "Пётр", username="judge_petr")
    scene.judges_chat.add_member(second)
    await second.send("/start")
    await second.expect(lambda m: True)
    hello = await second.send("Я помогу судить", chat=scene.judges_chat)
    await scene.judge.send(f"/judge #{tid}", chat=scene.judges_chat, reply_to=hello)
    await scene.judges_chat.expect("Пётр — судья")
    done: set[str] = set()
    for nick, p in pairings.items():
        if nick in done:
            continue
        done |= {nick, p.opponent}
        request = await reported(scene, nick, p, "2:1")
        await user(scene, p.opponent).press(request, "Подтвердить")
    await scene.judges_chat.expect("тур 1 завершён")
    await asyncio.gather(scene.judge.send(f"/next #{tid}"), second.send(f"/next #{tid}"))
    await scene.channel.expect("тур 2.")
    await settled(scene)
    assert count(scene.channel, "тур 2.") == 1
    for nick in NICKS:
        assert count(user(scene, nick), "тур 2") == 1
    refusals = [
        count(j, "В туре 2 ещё нет окончательного результата") for j in (scene.judge, second)
    ]
    assert sorted(refusals) == [0, 1]
    await scene.judge.send(f"/pairings #{tid}")
    listing = await scene.judge.expect("тур 2:")
    assert len(re.findall(r"№\d+:", listing.text)) == 2
