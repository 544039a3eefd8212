"""Results beyond a plain report: a dispute on the button, the judges' ruling, a concession."""

from __future__ import annotations

import re

from harness import Core

from bot.delivery.outbox_queue import PERSONAL, URGENT
from bot.ports.delivery import OutboxRow
from bot.service import Outcome


async def test_a_dispute_goes_to_the_judges_and_their_ruling_is_final(core: Core) -> None:
    # RES-2: the other player disputes with the button; the judges decide with /result (RES-8).
    nicks = ["Гриндель", "Лисица", "Ворон", "Сокол"]
    t = await core.tournament(nicks, title="Кубок Спора")
    first = t[nicks[0]]
    p = core.pairing(first, 1)
    assert p.opponent is not None
    other = p.opponent
    await core.say(first, "/report 2:0")
    core.expect(other, "ввёл счёт")
    assert await core.press(other, "Оспорить") is Outcome.DONE
    alert = core.expect(core.judges_chat, f"матч №{p.number}:")
    assert nicks[0] in alert.text and other.name in alert.text and "2:0" in alert.text
    core.expect(first, "оспорен")
    # A disputed result cannot be confirmed by the players any more.
    assert await core.say(first, "/report 2:1") is Outcome.REFUSED
    core.expect(first, "оспорен: решает судья")
    await core.say(core.judge, f"/result {p.number} 1:2 #{t.id}", core.judges_chat)
    core.expect(core.judges_chat, f"Матч №{p.number}:")
    ruling = core.expect(other, "Судья установил")
    assert "1:2" in ruling.text
    await core.say(core.judge, f"/pairings #{t.id}")
    shown = core.expect(core.judge, "тур 1:")
    assert re.search(rf"№{p.number}: .+ \(1:2\)", shown.text), shown.text


async def test_a_concession_is_final_on_the_players_tap(core: Core) -> None:
    # RES-4: a concession takes effect on the player's own tap; no report can change it
    # afterwards; the result names who conceded (issue 24).
    t = await core.tournament([f"Игрок{i}" for i in range(4)], title="Кубок Сдачи")
    first = t["Игрок0"]
    p = core.pairing(first, 1)
    assert p.opponent is not None
    assert await core.say(first, "/concede") is Outcome.DONE
    core.expect(first, f"Сдать матч №{p.number} игроку {p.opponent.name}?", key="concede-ask")
    assert await core.press(first, "Сдаю матч") is Outcome.DONE
    result = core.expect(first, f"Матч №{p.number}:", key="result-conceded")
    assert first.name in result.text and ("0:2" in result.text or "2:0" in result.text)
    core.expect(p.opponent, f"матч сдан игроком {first.name}", key="result-conceded")
    assert await core.say(first, "/report 2:0") is Outcome.REFUSED
    core.expect(first, "уже окончательный")


async def test_the_confirmed_result_answers_the_confirmer_before_others_messages(
    core: Core,
) -> None:
    # Issue 12, replies first: what a command sends to its sender's own chat is his answer
    # and leaves before personal messages to others; the reporter's copy is one of those.
    t = await core.tournament([f"Игрок{i}" for i in range(4)], title="Кубок Ответа")
    first = t["Игрок0"]
    p = core.pairing(first, 1)
    assert p.opponent is not None
    await core.say(first, "/report 2:0")
    core.expect(p.opponent, "ввёл счёт")
    added: list[OutboxRow] = []
    core.db.on_commit(lambda store: added.extend(store.outbox.added))
    assert await core.press(p.opponent, "Подтвердить") is Outcome.DONE
    results = {row.chat_id: row.priority for row in added if row.key.startswith("result")}
    assert results == {p.opponent.user_id: URGENT, first.user_id: PERSONAL}, added
