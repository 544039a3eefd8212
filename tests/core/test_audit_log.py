"""`/audit` reads as sentences: who, when (Moscow time), what, why; the CSV stays machine-readable
(RES-8, issue 24)."""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from harness import Core

MOSCOW = ZoneInfo("Europe/Moscow")
# Internal names of actions, sources and details that the old log printed as JSON.
INTERNAL = re.compile(r"\b(result|techloss|source|confirmed|judge|match|score|reason|null)\b")


async def test_the_log_names_who_did_what_when_and_why_in_words(core: Core) -> None:
    t = await core.tournament()
    first, second = core.pairs(t, 1)[:2]
    assert first.b is not None and second.b is not None
    await core.say(first.a, "/report 2:1")
    await core.press(first.b, "Подтвердить")
    fixed = "перепутали игроков"
    await core.say(core.judge, f"/result {first.number} 1:2 {fixed} #{t.id}", core.judges_chat)
    await core.say(core.judge, f"/techloss {second.b.name} 2:0 опоздал на тур #{t.id}",
                   core.judges_chat)  # fmt: skip
    decided = core.clock.now()
    await core.advance(hours=24)  # read the next day: yesterday's entries carry their date

    await core.say(core.judge, f"/audit #{t.id}", core.judges_chat)
    log = core.expect(core.judges_chat, key="audit").text
    assert "{" not in log and not INTERNAL.search(log), log
    lines = log.splitlines()
    confirmed = next(line for line in lines if f"№{first.number}" in line and "2:1" in line)
    assert first.b.name in confirmed  # the player who confirmed it
    corrected = next(line for line in lines if fixed in line)
    assert core.judge.name in corrected and f"№{first.number}" in corrected
    assert "2:1 → 1:2" in corrected  # from what to what
    techloss = next(line for line in lines if "опоздал на тур" in line)
    assert second.b.name in techloss and f"№{second.number}" in techloss
    when = datetime.fromtimestamp(decided, MOSCOW)  # Moscow time, with the date: not today
    assert f"{when:%H:%M} МСК, {when.day} " in corrected, corrected

    await core.say(core.judge, f"/audit csv #{t.id}", core.judges_chat)
    _, data = core.expect(core.judges_chat, key="audit-file").file or ("", b"")
    table = data.decode("utf-8-sig")
    assert '"source": "judge"' in table.replace('""', '"')  # the machine form, as before
