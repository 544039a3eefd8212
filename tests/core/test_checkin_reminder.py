"""The check-in reminder is the organizer's setting: when it comes, its default, moved on its
own and kept across a restart (REG-4)."""

from __future__ import annotations

from harness import Core

WINDOW = '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"'


async def test_a_new_reminder_time_moves_only_the_reminder_and_survives_a_restart(
    core: Core,
) -> None:
    # REG-4: the window is set first; the organizer then moves the reminder to 30 minutes.
    t = await core.tournament([], WINDOW, title="Кубок допуска", begin=False)
    vera, gleb = core.person("Вера"), core.person("Глеб")
    await core.register(vera, t.id, "Вера", "102")
    await core.register(gleb, t.id, "Глеб", "103")
    await core.advance(minutes=60)  # 16:00: the window opens
    core.expect(vera, key="checkin-opened")
    await core.say(gleb, "/checkin")
    core.expect(gleb, key="checked-in")

    await core.say(core.judge, f"/set checkin_remind_minutes=30 #{t.id}")
    shown = core.expect(core.judge, key="settings-changed")
    assert "(checkin_remind_minutes): 30" in shown.text
    await core.restart()  # the reminder is a persisted deadline
    await core.advance(minutes=29)
    assert [m.key for m in core.sent(vera)] == []  # no second invitation, no early reminder
    await core.advance(minutes=1)  # 16:30
    reminder = core.expect(vera, key="checkin-reminder")
    assert "осталось 30 минут" in reminder.text
    assert [m for m in core.sent(gleb) if m.key == "checkin-reminder"] == []  # he confirmed
    await core.advance(minutes=15)  # 16:45, the old time: nothing more
    assert [m.key for m in core.sent(vera)] == []
    await core.advance(minutes=15)  # 17:00
    core.expect(vera, key="not-admitted")


async def test_a_window_shorter_than_the_reminder_sends_one_invitation(core: Core) -> None:
    # REG-4: with a 10-minute window and a 15-minute reminder the invitation says it all.
    window = '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 16:10"'
    t = await core.tournament([], window, title="Кубок короткого окна", begin=False)
    vera = core.person("Вера")
    await core.register(vera, t.id, "Вера", "102")
    await core.advance(minutes=70)
    assert [m.key for m in core.sent(vera)] == ["checkin-opened", "not-admitted"]


async def test_the_check_in_reminder_comes_when_the_organizer_set_it(core: Core) -> None:
    # REG-4: "shortly before it closes" is the organizer's: here 40 minutes before 17:00.
    window = '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"'
    t = await core.tournament([], f"{window} checkin_remind_minutes=40", begin=False)
    assert "(checkin_remind_minutes): 40" in core.last(core.judge).text
    vera = core.person("Вера")
    await core.register(vera, t.id, "Вера", "102")
    await core.advance(minutes=60)  # 16:00: the window opens
    core.expect(vera, "подтвердите участие до 17:00")
    await core.advance(minutes=19)
    assert not [m for m in core.sent(vera) if m.key == "checkin-reminder"]
    await core.advance(minutes=1)  # 16:20
    reminder = core.expect(vera, key="checkin-reminder")
    assert "осталось 40 минут" in reminder.text, reminder.text


async def test_the_default_check_in_reminder_is_fifteen_minutes(core: Core) -> None:
    # REG-4 default: 15 minutes before the window closes.
    window = '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"'
    t = await core.tournament([], window, begin=False)
    vera = core.person("Вера")
    await core.register(vera, t.id, "Вера", "102")
    await core.advance(minutes=104)
    assert not [m for m in core.sent(vera) if m.key == "checkin-reminder"]
    await core.advance(minutes=1)  # 16:45
    assert "осталось 15 минут" in core.expect(vera, key="checkin-reminder").text
