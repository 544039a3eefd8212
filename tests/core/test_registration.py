"""Leaving a tournament: withdrawing an application before the start, dropping after it."""

from __future__ import annotations

import re

from harness import Core


async def test_withdrawal_before_the_start_and_drop_after_it(core: Core) -> None:
    # REG-8: a dropped player keeps his place in the standings and is not paired again.
    nicks = [f"Игрок{i}" for i in range(4)]
    t = await core.tournament(nicks, {"rounds": "2"}, title="Кубок Ухода", begin=False)
    late = core.person("Поздний")
    await core.register(late, t.id, "Поздний", "555")
    await core.say(late, "/unregister")
    core.expect(late, "Заявка на «Кубок Ухода» отозвана")
    await core.say(core.judge, "/players", core.judges_chat)
    listing = core.expect(core.judges_chat, "зарегистрировано 4")
    assert "Поздний (ID 555) — отозвал заявку" in listing.text
    await core.say(core.judge, "/begin", core.channel)
    core.expect(core.channel, "тур 1.")
    quitter = t[nicks[0]]
    p = core.pairing(quitter, 1)
    assert p.opponent is not None
    await core.say(quitter, "/drop")
    asked = core.expect(quitter, "Выйти из турнира «Кубок Ухода»?", key="drop-ask-playing")
    assert f"матч №{p.number} будет засчитан вам поражением" in asked.text  # issue 24
    await core.press(quitter, "Выхожу")
    core.expect(quitter, "Вы вышли из турнира «Кубок Ухода» после тура 1")
    lost = core.expect(p.opponent, f"Матч №{p.number}:", key="result-drop")  # conceded
    assert quitter.name in lost.text
    core.expect(core.judges_chat, f"Игрок {nicks[0]} вышел")
    others = [person for person in t.players[1:] if person is not p.opponent]
    other = core.pairing(others[0], 1)
    assert other.opponent is not None
    await core.say(others[0], "/report 2:0")
    core.expect(other.opponent, "ввёл счёт")
    await core.press(other.opponent, "Подтвердить")
    core.expect(core.channel, "таблица после тура 1")
    await core.say(core.judge, "/next", core.channel)
    round2 = core.expect(core.channel, "тур 2.")
    assert nicks[0] not in round2.text and "свободен" in round2.text
    # COM-4: the standings on request; the grammar takes a command addressed to the bot.
    await core.say(core.judge, "/standings@berserk_bot", core.channel)
    table = core.expect(core.channel, "таблица после тура 2")
    assert re.search(rf"{nicks[0]} — 0 очк\. \(0-1-0\).*\(выбыл\)", table.text), table.text
