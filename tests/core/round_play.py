"""A five-player Swiss played round by round, and a judge's commands from the judges' chat."""

from __future__ import annotations

from harness import Core, Event

from bot.service import Outcome

FIVE = ["Анна", "Борис", "Вера", "Глеб", "Дарья"]


async def play_round(core: Core, t: Event, round_no: int) -> None:
    """Every match of the round: the first player reports 2:0, the other confirms."""
    for pair in core.pairs(t, round_no):
        if pair.b is not None:
            await core.say(pair.a, "/report 2:0")
            await core.press(pair.b, "Подтвердить")


async def judge(core: Core, text: str, t: Event) -> Outcome:
    """A judge's command in the judges' chat."""
    return await core.say(core.judge, f"{text} #{t.id}", core.judges_chat)
