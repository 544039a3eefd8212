"""A deck that does not match its list starts at a game loss (MOD-7); the check-in reminder
is the organizer's setting, moved on its own and kept across a restart (REG-4)."""

from __future__ import annotations

from harness import Core

from bot.service import Outcome

NICKS = ["Анна", "Борис", "Вера", "Глеб"]
WINDOW = '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"'


async def test_a_deck_violation_is_sanctioned_from_a_game_loss_to_a_dq(core: Core) -> None:
    # MOD-7 (S4 11.3): from a game loss to a disqualification, the judge chooses.
    t = await core.tournament(NICKS, title="Кубок колод")
    anna = t["Анна"]
    mine = core.pairing(anna, 1)
    assert mine.opponent is not None
    chat = core.judges_chat
    for command, kind in (
        ("/warn Анна колода не совпадает с деклистом", "предупреждение"),
        ("/remark Анна колода не та", "замечание"),
        ("/ban 30 Анна колода не совпадает", "бан"),
    ):
        assert await core.say(core.judge, f"{command} #{t.id}", chat) is Outcome.REFUSED
        refused = core.expect(chat, key="sanction-deck-range")
        assert "от технического поражения в партии до дисквалификации (MOD-7)" in refused.text
        assert "/gameloss, /matchloss или /dq" in refused.text
        assert f"«{kind}» сюда не подходит" in refused.text
    assert [m for m in core.sent(anna, all=True) if m.key.startswith("you-got-")] == []

    # The lightest the rule allows is carried out: a game of her match for her opponent.
    await core.say(core.judge, f"/gameloss Анна колода не совпадает #{t.id}", chat)
    issued = core.expect(chat, key="sanction-issued")
    assert "техническое поражение в партии (MOD-7)" in issued.text
    core.expect(mine.opponent, key="gameloss-game-won")
    # Another violation is not held to that range.
    await core.say(core.judge, f"/warn Вера затягивание #{t.id}", chat)
    assert "предупреждение (MOD-5)" in core.expect(chat, key="sanction-issued").text
    await core.say(core.judge, f"/dq Борис колода другая #{t.id}", chat)
    assert "дисквалификация (MOD-7)" in core.expect(chat, key="sanction-issued").text


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
