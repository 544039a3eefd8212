"""A late player's own application reaches the judges; one tap admits him (issue 23, FMT-3).

After the registration closed, a player's private `/register` during a running Swiss stage
goes to the judges with «Допустить» (what `/add` does, with his account); once per player
and tournament (REG-3); where no late entry fits he is refused with the reason.
"""

from __future__ import annotations

from harness import Core

from bot.commands import AdmitLate
from bot.domain.model import PlayerStatus
from bot.service import Outcome

FIVE = ["Анна", "Борис", "Вера", "Глеб", "Дина"]


async def test_a_late_application_reaches_the_judges_once_and_one_tap_admits_him(
    core: Core,
) -> None:
    t = await core.tournament(FIVE, {"rounds": "3"})
    core.posted(core.judges_chat)
    los = core.person("Лось")
    assert await core.say(los, "/register Лось 777") is Outcome.DONE
    core.expect(los, "передана судьям", key="late-application-sent")
    alert = core.expect(core.judges_chat, key="late-application-alert")
    assert "Лось" in alert.text and "777" in alert.text and "с тура 2" in alert.text
    assert alert.labels == ["✅ Допустить"]
    # REG-3: one open application; a repeated /register does not reach the judges again.
    assert await core.say(los, "/register Лосяш 778") is Outcome.REFUSED
    core.expect(los, "уже у судей", key="late-application-pending")
    assert not core.posted(core.judges_chat)
    # A tap by someone who is no judge changes nothing.
    anna = t["Анна"]
    core.join(anna, core.judges_chat)
    assert await core.press(anna, "Допустить", core.judges_chat) is Outcome.REFUSED
    async with core.db.transaction() as store:
        assert await store.players.by_nickname(t.id, "Лось") is None
    # The application is stored: the tap works after a restart.
    await core.restart()
    assert await core.press(core.judge, "Допустить", core.judges_chat) is Outcome.DONE
    done = core.expect(core.judges_chat, key="added-late")
    assert "попадёт в пары тура 2" in done.text
    core.expect(los, "вы в парах с тура 2", key="you-were-added-late")
    core.expect(core.channel, "Лось вступает в турнир и играет с тура 2")
    # A second tap (another judge's copy, a stale button) finds it done and adds nobody.
    again = AdmitLate(application=1, tournament=t.id)
    assert await core.execute(core.judge, again, core.judges_chat) is Outcome.REFUSED
    core.expect(core.judges_chat, "уже рассмотрена", key="late-application-done")
    async with core.db.transaction() as store:
        entries = [p for p in await store.players.list(t.id) if p.nickname == "Лось"]
    assert [(p.status, p.game_id, p.joined_after_round) for p in entries] == [
        (PlayerStatus.REGISTERED, "777", 1)
    ]


async def test_where_no_late_entry_fits_the_application_is_refused_with_the_reason(
    core: Core,
) -> None:
    los = core.person("Лось")
    off = await core.tournament(FIVE, {"rounds": "3", "late_entry": "off"}, title="Без опозданий")
    assert await core.say(los, f"/register Лось #{off.id}") is Outcome.REFUSED
    core.expect(los, "закрыта: организатор не допускает опоздавших", key="late-entry-closed")
    top = await core.tournament(FIVE, {"stages": "single"}, title="Сетка")
    assert await core.say(los, f"/register Лось #{top.id}") is Outcome.REFUSED
    core.expect(los, "пары задаёт сетка", key="late-entry-closed")
    last = await core.tournament(FIVE, {"rounds": "1"}, title="Один тур")
    assert await core.say(los, f"/register Лось #{last.id}") is Outcome.REFUSED
    core.expect(los, "не осталось туров", key="late-entry-closed")
    for pair in core.pairs(last, 1):
        if pair.b is not None:
            await core.say(pair.a, f"/report 2:0 #{last.id}")
            await core.press(pair.b, "Подтвердить")
    assert await core.say(core.judge, f"/finish #{last.id}", core.judges_chat) is Outcome.DONE
    assert await core.say(los, f"/register Лось #{last.id}") is Outcome.REFUSED
    core.expect(los, "закрыта: турнир завершён", key="late-entry-closed")
    assert not [m for m in core.posted(core.judges_chat) if m.key == "late-application-alert"]
