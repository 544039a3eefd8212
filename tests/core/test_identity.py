"""Who is who across tournaments: the tap «Это вы?», /merge and /unmerge (issue 26, REG-3)."""

from __future__ import annotations

import json

from harness import Core, Event
from round_play import play_round

from bot.service import Outcome
from bot.usecases.history import history

FOUR = ["Анна", "Борис", "Вера", "Глеб"]  # the harness gives them game ids 50000…50003


async def finish(core: Core, t: Event) -> None:
    """One round played, the tournament finished."""
    await play_round(core, t, 1)
    await core.say(core.judge, f"/finish #{t.id}", core.channel)


async def global_audit(core: Core) -> list[tuple[str, int | None, dict[str, object]]]:
    """The audit entries of no tournament: (action, actor account, details)."""
    async with core.db.transaction() as store:
        rows = await store.conn.execute_fetchall(
            "SELECT action, actor, details FROM audit WHERE tournament_id IS NULL ORDER BY id",
            (),
        )
    return [(r[0], r[1], json.loads(r[2])) for r in rows]


async def test_the_known_account_confirms_its_vk_twin_and_history_shows_one_person(
    core: Core,
) -> None:
    first = await core.tournament(FOUR, {"rounds": "1"})
    await finish(core, first)
    anna = first["Анна"]
    anna_vk = core.person("Анна", platform="vk")
    # The same players come back; Анна now from VK, with her game id 50000 (index 0).
    second = await core.tournament([anna_vk, *first.players[1:]], {"rounds": "1"})
    asked = core.expect(anna, key="link-offer")
    assert "Анна регистрируется на «Кубок Берсерка» во ВКонтакте" in asked.text
    assert "50000" in asked.text and asked.labels == ["✅ Да, это я", "❌ Нет, не я"]
    assert [m.key for m in core.sent(anna_vk, all=True)].count("link-offer") == 0
    for other in first.players[1:]:  # the same accounts again: nobody else is asked
        assert "link-offer" not in [m.key for m in core.sent(other, all=True)]
    yes = asked.button("Да").payload
    assert await core.press(anna, "Да, это я") is Outcome.DONE
    assert "один игрок" in core.expect(anna, key="link-confirmed").text
    assert "(Анна) подтвердил, что это вы" in core.expect(anna_vk, key="link-confirmed-new").text
    assert await core.say(anna, yes) is Outcome.REFUSED  # a second tap
    core.expect(anna, key="link-offer-answered-yes")
    await finish(core, second)
    past = await core.service.read(history)
    persons = {e.person for t in past.tournaments for e in t.entries if e.nickname == "Анна"}
    assert len(persons) == 1 and len(past.entries_of(persons.pop())) == 2
    assert {p for t in past.tournaments for p in t.platforms} == {"telegram", "vk"}
    # A judge splits it: one nickname on both platforms is told apart by tg: and vk:.
    assert await core.say(core.judge, "/unmerge Анна Анна") is Outcome.REFUSED
    assert "/unmerge tg:Анна vk:Анна" in core.expect(core.judge, key="unmerge-one-account").text
    assert await core.say(core.judge, "/unmerge tg:Анна vk:Анна") is Outcome.DONE
    core.expect(core.judge, key="unmerged")
    past = await core.service.read(history)
    persons = {e.person for t in past.tournaments for e in t.entries if e.nickname == "Анна"}
    assert len(persons) == 2
    (linked, by, details), (split, _, undone) = await global_audit(core)
    assert linked == "accounts-linked" and details["known"] == details["nickname"] == "Анна"
    assert by is not None and split == "persons-split" and undone["kinds"] == ["confirmed"]


async def test_a_no_links_nothing_and_tells_the_judges_not_the_newcomer(core: Core) -> None:
    first = await core.tournament(FOUR, begin=False)
    stranger = core.person("Самозванец", platform="vk")
    second = await core.tournament([stranger], title="Вторник", begin=False)
    anna = first["Анна"]  # game id 50000, as the stranger's (both first in their lists)
    asked = core.expect(anna, key="link-offer")
    assert await core.press(anna, "Нет, не я") is Outcome.DONE
    core.expect(anna, key="link-declined")
    alert = core.expect(core.judges_chat, key="link-declined-judges")
    assert f"«{second.title}»: Самозванец" in alert.text and "Анна" in alert.text
    assert "50000" in alert.text
    told = [m.key for m in core.sent(stranger, all=True)]
    assert not [k for k in told if k.startswith("link")]  # nothing private reaches him
    assert await core.say(anna, asked.button("Да").payload) is Outcome.REFUSED  # changed mind
    core.expect(anna, key="link-offer-answered-no")
    h = await core.service.read(history)
    async with core.db.transaction() as store:
        linked = await store.links.active()
    assert linked == [] and h.find("Самозванец") is None  # no finished tournament yet
    assert await global_audit(core) == []
    # Registering again does not ask again: a «Нет» stands.
    third = await core.tournament([stranger], title="Среда", begin=False)
    assert third.id and "link-offer" not in [m.key for m in core.sent(anna)]


async def test_a_judge_merges_and_splits_two_entries_with_audit_lines(core: Core) -> None:
    first = await core.tournament(FOUR, begin=False)
    anya = core.person("Аня", platform="vk")
    second = await core.tournament(title="Вторник", players=[], begin=False)
    await core.register(anya, second.id, "Аня")  # no game id: nothing links her by itself
    oleg = core.person("Олег")
    await core.say(core.judge, f"/judge #{second.id}", core.judges_chat, reply_to=oleg)
    boris = first["Борис"]
    # Refusals: the wrong form, an unknown nickname, not a judge of their tournaments.
    await core.say(oleg, "/merge Анна")
    core.expect(oleg, key="usage-merge")
    assert await core.say(oleg, "/merge Анна Никто") is Outcome.REFUSED
    assert "Никто" in core.expect(oleg, key="merge-unknown").text
    assert await core.say(boris, "/merge Анна Аня") is Outcome.REFUSED
    core.expect(boris, key="merge-judges-only")
    assert await core.say(oleg, "/unmerge Анна Аня") is Outcome.REFUSED
    core.expect(oleg, key="unmerge-not-one")
    # Олег judges «Вторник», where Аня plays (a running tournament, not in the history yet).
    assert await core.say(oleg, "/merge Анна Аня один игровой ID") is Outcome.DONE
    assert "/unmerge Анна Аня" in core.expect(oleg, key="merged").text
    core.expect(first["Анна"], key="merged-you")
    core.expect(anya, key="merged-you")
    h = await core.service.read(history)
    anna_account, anya_account = await accounts(core, "Анна", "Аня")
    assert h.person_of_account(anna_account) == h.person_of_account(anya_account)
    assert await core.say(oleg, "/merge Аня Анна") is Outcome.REFUSED
    core.expect(oleg, key="merge-same-person")
    assert await core.say(oleg, "/unmerge Анна Аня") is Outcome.DONE
    core.expect(oleg, key="unmerged")
    core.expect(anya, key="unmerged-you")
    h = await core.service.read(history)
    assert h.person_of_account(anna_account) != h.person_of_account(anya_account)
    entries = await global_audit(core)
    assert [a for a, _, _ in entries] == ["persons-merged", "persons-split"]
    merged, split = entries[0][2], entries[1][2]
    assert merged["reason"] == "один игровой ID" and merged["first"] == "Анна"
    assert split["kinds"] == ["merge"] and split["count"] == 1
    assert entries[0][1] == entries[1][1] is not None  # Олег, both times


async def accounts(core: Core, *nicknames: str) -> list[int]:
    """The accounts of the newest entries under these nicknames."""
    async with core.db.transaction() as store:
        found = [await store.players.latest_by_nickname(n) for n in nicknames]
    return [p.account_id for p in found if p is not None]


async def test_a_late_application_asks_the_known_account_too(core: Core) -> None:
    await core.say(core.judge, "/new Понедельник")
    monday = int(core.last(core.judge).params["id"])
    await core.say(core.judge, f"/open #{monday}")
    los = core.person("Лось")
    await core.register(los, monday, "Лось", "777")
    t = await core.tournament(["Анна", "Борис", "Вера", "Глеб", "Дина"], {"rounds": "3"})
    los_vk = core.person("Лось", platform="vk")
    assert await core.say(los_vk, f"/register Лосяш 777 #{t.id}") is Outcome.DONE
    core.expect(los_vk, key="late-application-sent")  # his application goes on as ever
    asked = core.expect(los, key="link-offer")
    assert "Лосяш регистрируется на «Кубок Берсерка» во ВКонтакте" in asked.text
