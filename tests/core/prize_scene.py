"""A prize tournament of four played to the end in the core, for the prize tests (PRZ-1)."""

from __future__ import annotations

from harness import Core, Event, Person, rows_of

PRIZES = "1:money 5000 ₽; 2:items Набор героя; 3-4:bonus 500 бонусов"


async def play_to_the_end(core: Core, settings: dict[str, str] | None = None,
                          before_finish: object = None) -> tuple[Event, list[Person]]:  # fmt: skip
    """Two rounds, each match won 2:0 by its first player and confirmed; then /finish.

    Returns the event and the players in their final order.
    """
    t = await core.tournament(
        ["Анна", "Борис", "Вера", "Глеб"], {"rounds": "2", "prizes": PRIZES, **(settings or {})}
    )
    for round_no in (1, 2):
        for pair in core.pairs(t, round_no):
            assert pair.b is not None
            await core.say(pair.a, "/report 2:0")
            await core.press(pair.b, "Подтвердить")
        if round_no == 1:
            await core.say(core.judge, f"/next #{t.id}", core.judges_chat)
    if callable(before_finish):
        await before_finish(t)
    await core.say(core.judge, f"/finish #{t.id}", core.judges_chat)
    final = core.expect(core.channel, key="final-standings")
    order = [core.nickname(nick) for _, nick, _ in rows_of(final.text)]
    return t, order
