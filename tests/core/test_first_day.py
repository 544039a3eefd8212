"""A judge's whole first day as one story (issue 24): every stumble of a new organizer, put right.

Set-up in the wrong order, Russian setting names, a private /begin, a score confirmed by a word,
a concession asked first, a mistaken /finish that asks instead of ending, a correction with its
reason, and /audit read as sentences. Texts are checked by their keys and facts, not wording.
"""

from __future__ import annotations

import re

from harness import Core, Event

from bot.domain.model import TournamentStatus
from bot.service import Outcome

PLAYERS = ["Анна", "Борис", "Вера", "Глеб"]
INTERNAL = re.compile(r"\b(result|confirmed|techloss|settings|source|before)\b|[{}]")


async def test_a_new_judges_day_from_the_wrong_order_to_a_readable_log(core: Core) -> None:
    judge = core.judge
    # Set-up: Russian setting names, /open before /bind (REG-1).
    await core.say(judge, "/new Кубок Первого Дня")
    tid = core.expect(judge, key="tournament-created").params["id"]
    await core.say(judge, f"/set туры=3 бо=1 #{tid}")
    core.expect(judge, key="settings-changed")
    await core.say(judge, f"/open #{tid}")
    assert "/bind" in core.expect(judge, key="registration-opened-no-channel").text
    await core.say(judge, f"/bind #{tid}", core.channel)
    core.expect(core.channel, key="bound-channel-offer")
    await core.press(judge, "объявление", core.channel)
    core.expect(core.channel, key="announcement")
    await core.say(judge, f"/bind judges #{tid}", core.judges_chat)
    core.expect(core.judges_chat, key="bound-judges")
    people = {name: core.person(name) for name in PLAYERS}
    for i, person in enumerate(people.values()):
        await core.register(person, tid, person.name, f"7000{i}")

    # A private /begin: the effect is in the channel, the judge hears it in his own chat.
    await core.say(judge, f"/begin #{tid}")
    core.expect(core.channel, key="tournament-started")
    assert "начат" in core.expect(judge, key="done-elsewhere").text

    # Round 1: one score confirmed by a typed word (RES-2), one match conceded after a tap.
    first, second = core.pairs(Event(tid, "Кубок Первого Дня", list(people.values())), 1)
    await core.say(first.a, "/report 1:0")
    core.expect(first.b, key="confirm-request")
    await core.say(first.b, "подтверждаю")  # not a check-in: the score waiting for him
    core.expect(first.a, key="result-confirmed")
    await core.say(second.a, "/concede")
    asked = core.expect(second.a, key="concede-ask")
    assert second.b.name in asked.text  # the consequence: who gets the match
    await core.press(second.a, core.texts.render("ru", "btn-concede-match"))
    assert second.a.name in core.expect(second.b, key="result-conceded").text  # who conceded

    # A mistaken /finish after round 1 of 3 asks, names what is cut short, and ends nothing.
    await core.say(judge, "/finish", core.channel)
    question = core.expect(core.channel, key="finish-early-confirm")
    assert "1 из 3" in question.text
    async with core.db.transaction() as store:
        assert (await store.tournaments.get(tid)).status is TournamentStatus.RUNNING
    await core.say(judge, "/next", core.channel)
    core.expect(core.channel, "тур 2")

    # A correction needs its reason (RES-7); the log then reads as Russian sentences.
    await core.say(judge, f"/result {first.number} 0:1 #{tid}", core.judges_chat)
    core.expect(core.judges_chat, key="correction-needs-reason")
    reason = "перепутали игроков"
    await core.say(judge, f"/result {first.number} 0:1 {reason} #{tid}", core.judges_chat)
    core.expect(core.judges_chat, key="result-set")
    assert await core.say(judge, f"/audit #{tid}", core.judges_chat) is Outcome.DONE
    log = core.expect(core.judges_chat, key="audit").text
    assert not INTERNAL.search(log), log
    corrected = next(line for line in log.splitlines() if reason in line)
    assert judge.name in corrected and f"№{first.number}" in corrected and "1:0 → 0:1" in corrected
    assert any(second.a.name in line for line in log.splitlines())  # his concession is there
