"""A pause shifts every window of the tournament, not only its timers (RES-6, issue 16)."""

from __future__ import annotations

from pathlib import Path

from harness import Core

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "tests" / "data" / "decks"
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
BANNED = ROOT / "bot" / "data" / "sample_banned_constructed.txt"
NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def starts(core: Core, tid: int) -> list[float]:
    """The official starts of round 1's matches, as stored."""
    async with core.db.transaction() as store:
        return [m.starts_at or 0.0 for m in await store.matches.of_round(tid, 1)]


async def pause_for(core: Core, tid: int, minutes: int) -> None:
    """The judge pauses the tournament, the wall clock runs on, the judge resumes."""
    await core.say(core.judge, f"/pause #{tid}")
    core.expect(core.judge, "на паузе", key="paused-judge")
    await core.advance(minutes=minutes)
    await core.say(core.judge, f"/resume #{tid}")
    core.expect(core.judge, "пауза длилась", key="resumed-judge")


async def test_a_pause_moves_the_protest_window_after_a_result(core: Core) -> None:
    # RES-6, PRO-3: 10 minutes to protest after the result; a 20-minute pause inside them
    # gives those minutes back.
    t = await core.tournament(NICKS, "bo=3 round_minutes=50")
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/report 2:1")
    await core.press(pair.b, "Подтвердить")  # final at 15:00
    await core.advance(minutes=5)
    await pause_for(core, t.id, 20)  # 15:05 … 15:25
    await core.advance(minutes=4)  # 15:29: 9 minutes of running time since the result
    await core.say(pair.b, f"/protest {pair.number}")
    ask = core.expect(pair.b, key="protest-reason-ask")
    assert ask.labels  # one button per reason: the protest may be filed
    await core.advance(minutes=2)  # 15:31: the 10 minutes are over now
    await core.say(pair.a, f"/protest {pair.number}")
    core.expect(pair.a, key="protest-too-late")


async def test_a_pause_moves_the_check_in_window(core: Core) -> None:
    # RES-6, REG-4: the check-in window closes as much later as the pause lasted.
    t = await core.tournament(
        NICKS,
        '"checkin_from=2026-12-05 16:00" "checkin_to=2026-12-05 17:00"',
        title="Кубок Паузы",
        begin=False,
    )
    await core.advance(minutes=110)  # 16:50
    vera = t["Вера"]
    await pause_for(core, t.id, 30)  # 16:50 … 17:20
    await core.say(vera, "/checkin")  # 17:20: on the wall clock the window closed at 17:00
    core.expect(vera, "участие в «Кубок Паузы» подтверждено")
    await core.advance(minutes=10)  # 17:30: the shifted end
    core.expect(t["Анна"], "не допущены к турниру")
    await core.say(t["Борис"], "/checkin")
    core.expect(t["Борис"], "уже закрыто")


async def test_a_pause_moves_match_starts_and_the_deck_ban_deadline(core: Core) -> None:
    # RES-6, COM-3: the official start and the bans that close 20 minutes before it move too.
    await core.send_file(core.judge, "pool.csv", POOL.read_bytes(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен")
    await core.send_file(core.judge, "banned.txt", BANNED.read_bytes(), caption="/banned")
    core.expect(core.judge, "Бан-лист Констрактеда загружен")
    t = await core.tournament(NICKS, "decks=3 deck_bans=1 ban_default=none rounds=1", begin=False)
    for player in t.players:
        for name in ("forest", "mountains", "steppe"):
            text = (DECKS / f"{name}.txt").read_text(encoding="utf-8")
            await core.say(player, "/deck\n" + text)
            core.expect(player, "принята")
    await core.say(core.judge, "/begin", core.channel)
    anna = t["Анна"]
    request = core.expect(anna, "вычеркните 1 его колод")
    assert "до 15:10 МСК" in request.text  # start 15:30, bans close 20 minutes before
    before = await starts(core, t.id)
    await core.advance(minutes=5)
    await pause_for(core, t.id, 15)  # 15:05 … 15:20
    assert await starts(core, t.id) == [s + 15 * 60 for s in before]  # the official start
    await core.advance(minutes=4)  # 15:24: past 15:10 on the wall clock, not in play time
    await core.press(anna, "2. Гранит (Тан Гранитный)")
    core.expect(anna, "Осталось вычеркнуть: 0")
    assert not [m for m in core.sent(anna) if m.key == "bans-closed"]
    await core.advance(minutes=2)  # 15:26: the shifted ban deadline (15:25) has passed
    await core.press(t["Борис"], "1.")
    core.expect(t["Борис"], key="bans-closed")
