"""Admission: the waiting list beyond the cap (REG-5) and the check-in window (REG-4)."""

from __future__ import annotations

from harness import Core


async def test_waiting_list_and_check_in_window(core: Core) -> None:
    # REG-5: beyond the cap a waiting list, promoted in order; REG-4: check-in from 16 to 17.
    t = await core.tournament(
        [],
        'cap=4 "checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"',
        title="Кубок Допуска",
        begin=False,
    )
    nicks = ["Анна", "Борис", "Вера", "Глеб", "Дина", "Ефим"]
    users = {n: core.person(n) for n in nicks}
    for i, nick in enumerate(nicks[:4]):
        await core.register(users[nick], t.id, nick, f"10{i}")
    for i, nick in enumerate(nicks[4:], start=1):  # REG-5: beyond the cap, in order
        user = users[nick]
        await core.say(user, f"/start t{t.id}")
        await core.say(user, f"/register {nick} 20{i}")
        core.expect(user, "Принимаю")
        await core.press(user, "Принимаю")
        waiting = core.expect(user, "листе ожидания")
        assert f"под номером {i}" in waiting.text

    # A place freed before the start goes to the first in line.
    await core.say(users["Глеб"], "/unregister")
    core.expect(users["Глеб"], "отозвана")
    core.expect(users["Дина"], "освободилось место")

    await core.say(users["Анна"], "/checkin")
    core.expect(users["Анна"], "откроется 05.12.2026 16:00 МСК")

    await core.advance(minutes=60)  # 16:00: the window opens, everyone is asked
    for nick in ("Анна", "Борис", "Вера", "Дина", "Ефим"):
        core.expect(users[nick], "подтвердите участие до 17:00")
    core.expect(core.channel, "открыто подтверждение участия")
    for nick in ("Анна", "Борис", "Дина", "Ефим"):
        await core.say(users[nick], "/checkin")
        core.expect(users[nick], "участие в «Кубок Допуска» подтверждено")
    await core.say(core.judge, "/begin", core.channel)
    core.expect(core.channel, "стартовать можно после него")

    await core.advance(minutes=45)  # 16:45: a reminder to the one who is silent
    core.expect(users["Вера"], "осталось 15 минут")

    await core.advance(minutes=15)  # 17:00: the window closes
    core.expect(users["Вера"], "не допущены к турниру")
    summary = core.expect(core.judges_chat, "подтверждение участия закрыто")
    assert "Допущено: 4" in summary.text and "Вера" in summary.text
    core.expect(users["Ефим"], "освободилось место")  # checked in while waiting
    await core.say(users["Вера"], "/checkin")
    core.expect(users["Вера"], "уже закрыто")

    await core.say(core.judge, "/begin", core.channel)
    start = core.expect(core.channel, "начался")
    assert "Игроков: 4" in start.text
    await core.say(core.judge, "/players", core.judges_chat)
    listing = core.expect(core.judges_chat, "зарегистрировано 4")
    assert "Вера (ID 102) — не подтвердил участие" in listing.text
