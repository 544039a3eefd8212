"""Commands beyond reporting: the choice of tournament with buttons, /me and the round's time."""

from __future__ import annotations

from harness import Core, tap

from bot.service import Outcome


async def test_an_ambiguous_command_asks_for_the_tournament_with_buttons(core: Core) -> None:
    # Without #id and without a bound chat, a judge of two tournaments picks one.
    judge = core.judge
    await core.say(judge, "/new Кубок Севера")
    core.expect(judge, "Создан турнир")
    await core.say(judge, "/new Кубок Юга")
    core.expect(judge, "Создан турнир")
    assert await core.say(judge, "/set bo=5") is Outcome.CHOICE
    question = core.expect(judge, "Для какого турнира")
    assert question.labels == ["#1 Кубок Севера", "#2 Кубок Юга"]
    # Two taps: the command runs once, the second tap finds the choice used up.
    assert await core.press(judge, "#2 Кубок Юга") is Outcome.DONE
    changed = core.expect(judge, "Сохранено")
    assert "«Кубок Юга»" in changed.text and "BO5" in changed.text
    assert await tap(core, judge, question, "#1 Кубок Севера") is Outcome.REFUSED
    core.expect(judge, "Этот выбор уже устарел")
    await core.say(judge, "/settings #1")
    assert "BO3" in core.expect(judge, "Настройки турнира «Кубок Севера»").text


async def test_me_tells_when_the_round_ends_in_moscow_time(core: Core) -> None:
    # RES-5: the round's time, and a match's extra time (RES-6), shown by /me.
    nicks = [f"Игрок{i}" for i in range(4)]
    t = await core.tournament(nicks, {"round_minutes": "30"}, title="Кубок Часов", begin=False)
    first = t[nicks[0]]
    await core.say(first, "/me")
    assert "Время тура" not in core.expect(first, "👤").text  # no round, no clock
    await core.say(core.judge, "/begin", core.channel)
    p = core.pairing(first, 1)
    assert p.opponent is not None
    await core.say(first, "/me")
    me = core.expect(first, "👤")
    *_, match_line, clock_line = me.text.splitlines()
    assert match_line.startswith(f"Тур 1, матч №{p.number}: соперник {p.opponent.name}")
    assert clock_line == "Время тура 1 — до 15:30 МСК."
    await core.say(core.judge, f"/extend {p.number} 5 #{t.id}", core.judges_chat)
    core.expect(first, "Новое окончание: 15:35 МСК")
    await core.say(first, "/me")
    me = core.expect(first, "👤")
    assert me.text.splitlines()[-1] == (
        "Время тура 1 — до 15:30 МСК; вашему матчу добавлено время — до 15:35 МСК."
    )
