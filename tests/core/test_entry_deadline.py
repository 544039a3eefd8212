"""RES-1's 10-minute entry deadline after time: one reminder, then the judges (issue 16)."""

from __future__ import annotations

from harness import Core, Event, Pair

from bot.domain.model import MatchStatus


async def round_of_two(
    core: Core, settings: str = "bo=3 round_minutes=30"
) -> tuple[Event, Pair, Pair]:
    """A started 4-player tournament (15:00 Moscow) and its two matches of round 1."""
    t = await core.tournament(settings=settings)
    first, second = core.pairs(t, 1)
    assert first.b is not None and second.b is not None
    return t, first, second


def reminders(core: Core, pair: Pair) -> int:
    """How many entry reminders the match's players got since the last read."""
    assert pair.b is not None
    return sum(m.key == "entry-reminder" for p in (pair.a, pair.b) for m in core.sent(p))


async def test_the_silent_are_reminded_once_then_the_judges_are_told(core: Core) -> None:
    # RES-1: the score is entered within 10 minutes of the end; the silent are reminded
    # once, and after the deadline the judges hear which matches have none.
    t, first, second = await round_of_two(core)
    await core.advance(minutes=29)
    await core.say(second.a, "/report 2:0")  # the second match has its score in time
    await core.advance(minutes=1)  # 15:30: time
    core.posted(core.judges_chat)
    await core.advance(minutes=5)
    assert first.b is not None
    reminder = core.expect(first.b, f"Матч №{first.number}: счёт ещё не введён")
    assert reminder.key == "entry-reminder" and "до 15:40 МСК (RES-1)" in reminder.text
    core.expect(first.a, "счёт ещё не введён", key="entry-reminder")
    assert reminders(core, second) == 0  # it reported: nobody nags it
    await core.advance(minutes=5)
    alert = core.expect(core.judges_chat, "нет счёта у матчей", key="entry-late-alert")
    assert f"№{first.number}:" in alert.text and f"№{second.number}:" not in alert.text
    assert "сам бот результат не ставит" in alert.text
    async with core.db.transaction() as store:
        match = await store.matches.by_number(t.id, first.number)
    assert match is not None and match.status is MatchStatus.PENDING  # no automatic result
    await core.advance(minutes=30)
    assert reminders(core, first) == 0  # once
    assert not [m for m in core.posted(core.judges_chat) if m.key == "entry-late-alert"]


async def test_the_entry_deadline_survives_a_restart(core: Core) -> None:
    # RES-1 through ctx.schedule: persisted deadlines, fired after a restart too.
    _, first, _ = await round_of_two(core)
    await core.advance(minutes=31)
    await core.restart()
    await core.advance(minutes=9)
    alert = core.expect(core.judges_chat, "нет счёта у матчей", key="entry-late-alert")
    assert f"№{first.number}:" in alert.text


async def test_no_alert_when_every_match_has_a_score(core: Core) -> None:
    # RES-1: the judges are told only about matches with no score.
    _, first, second = await round_of_two(core)
    await core.say(first.a, "/report 2:1")
    await core.say(second.a, "/report 1:2")
    await core.advance(minutes=41)
    assert not [m for m in core.posted(core.judges_chat) if m.key == "entry-late-alert"]
    assert reminders(core, first) == 0 and reminders(core, second) == 0


async def test_an_extended_match_has_its_own_entry_deadline(core: Core) -> None:
    # RES-6 with RES-1: extra minutes move the match's time, and its entry deadline with it.
    t, first, second = await round_of_two(core)
    await core.say(core.judge, f"/extend {second.number} 20 #{t.id}")
    await core.advance(minutes=40)  # the round's deadline: only the first match is listed
    alert = core.expect(core.judges_chat, "нет счёта у матчей", key="entry-late-alert")
    assert f"№{first.number}:" in alert.text and f"№{second.number}:" not in alert.text
    await core.advance(minutes=20)  # 16:00: the extended match's 10 minutes are over
    late = core.expect(core.judges_chat, "нет счёта у матчей", key="entry-late-alert")
    assert f"№{second.number}:" in late.text and f"№{first.number}:" not in late.text
