"""The live page in the chats: its button, `/page`, `public_page`, and the change signal."""

from __future__ import annotations

from harness import Core

BASE = "https://cup.example.org"


def page_link(message: object) -> str | None:
    """The address behind the message's «Живая страница» button, if it has one."""
    for row in message.buttons:  # type: ignore[attr-defined]
        for button in row:
            if "Живая страница" in button.label:
                return button.deeplink
    return None


async def test_the_announcement_pairings_and_standings_link_the_page(core: Core) -> None:
    core.deps.pages.base = BASE  # what the app sets once its web server listens
    t = await core.tournament(begin=False)
    announcement = next(m for m in core.posted(core.channel, all=True) if m.key == "announcement")
    assert page_link(announcement) == f"{BASE}/t/{t.id}"
    await core.say(core.judge, "/begin", chat=core.channel)
    pairings = core.expect(core.channel, key="round-pairings")
    assert page_link(pairings) == f"{BASE}/t/{t.id}/pairings"
    for match in core.pairs(t, 1):
        assert match.b is not None
        await core.say(match.a, "/report 2:0")
        await core.press(match.b, "Подтвердить")
    standings = core.expect(core.channel, key="standings-after-round")
    assert page_link(standings) == f"{BASE}/t/{t.id}/standings"
    await core.say(t["Анна"], "/page")
    answer = core.expect(t["Анна"], key="page-link")
    assert f"{BASE}/t/{t.id}" in answer.text and page_link(answer) == f"{BASE}/t/{t.id}"


async def test_a_tournament_off_the_web_has_no_link(core: Core) -> None:
    core.deps.pages.base = BASE
    t = await core.tournament(settings={"public_page": "off"})
    pairings = core.expect(core.channel, key="round-pairings")
    assert page_link(pairings) is None
    await core.say(t["Анна"], "/page")
    core.expect(t["Анна"], "не показывается на сайте")
    await core.say(core.judge, f"/set public_page=on #{t.id}")
    await core.say(t["Анна"], "/standings")
    assert page_link(core.expect(t["Анна"], key="standings")) == f"{BASE}/t/{t.id}/standings"


async def test_without_pages_there_is_no_button(core: Core) -> None:
    t = await core.tournament()
    assert page_link(core.expect(core.channel, key="round-pairings")) is None
    await core.say(t["Анна"], "страница")  # the Russian word works without a slash
    core.expect(t["Анна"], "выключены")


async def test_a_committed_change_names_its_tournament_and_a_refusal_nothing(core: Core) -> None:
    t = await core.tournament()
    told: list[frozenset[int]] = []
    core.service.on_change(told.append)
    match = core.pairing(t["Анна"], 1)
    await core.say(t["Анна"], "/report 2:1")
    assert told == [frozenset({t.id})]
    await core.say(t["Анна"], "/report 9:9")  # refused: nothing changed, no page is told
    assert told == [frozenset({t.id})]
    assert match.opponent is not None
    await core.press(match.opponent, "Подтвердить")
    assert told[-1] == frozenset({t.id}) and len(told) == 2
