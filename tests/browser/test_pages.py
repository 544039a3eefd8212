"""The live pages in a real browser: what the chat says the page shows, and keeps showing."""

from __future__ import annotations

import re
from typing import Any

from browser_kit import ONE_BROWSER, SESSION_LOOP, Site, pairs_of, play, shot, started
from playwright.async_api import expect

from sandbox.script import say

pytestmark = [SESSION_LOOP, ONE_BROWSER]

NICKS = ["Гриндель", "Лисица", "Ворон", "Сокол", "Рысь"]
# A standings line of the chat: "1. Ник — 3 очк. (1-0-0) · OMW 33.33% · GW 66.67% …".
ROW = re.compile(r"^(\d+)\. (.+?) — (\d+) очк\. \(([\d-]+)\) · (.+?)( \(выбыл\))?$", re.M)
LIVE = 2000  # ms: a page shows a change by itself within 2 s (issue 14)


def chat_rows(text: str) -> list[tuple[str, str, str, str, tuple[str, ...], bool]]:
    """The standings message as (place, nick, points, record, tiebreakers, marked) rows."""
    return [
        (place, nick, points, record, tuple(tb.rsplit(" ", 1)[1] for tb in tbs.split(" · ")),
         bool(out))
        for place, nick, points, record, tbs, out in ROW.findall(text)
    ]  # fmt: skip


async def page_rows(page: Any) -> list[tuple[str, str, str, str, tuple[str, ...], bool]]:
    """The standings page's table read the way a person reads it."""
    cells = await page.eval_on_selector_all(
        "table.standings tbody tr",
        """rows => rows.map(r => [r.className,
            ...[...r.cells].map(c => c.cloneNode(true)).map(c => {
                c.querySelectorAll('.mark').forEach(m => m.remove()); return c.textContent.trim();
            })])""",
    )
    return [(c[1], c[2], c[3], c[4], tuple(c[5:]), bool(c[0])) for c in cells]


async def play_round(site: Site, post: str) -> None:
    """Every two-player match of the post reported by its first player and confirmed."""
    for number, a, b in pairs_of(post):
        await play(site.scene, number, a, b)


async def test_the_standings_page_equals_the_standings_message(site: Site, page: Any) -> None:
    scene = site.scene
    tid, post = await started(scene, NICKS)
    await play_round(site, post)
    await scene.channel.expect("таблица после тура 1:")
    quitter = NICKS[-1]
    await say(scene.players[quitter], "/drop")  # REG-8: keeps his place, marked as out
    asked = await scene.players[quitter].expect("Выйти из турнира")  # issue 24: on his tap
    await scene.players[quitter].press(asked, "Выхожу из турнира")
    await scene.players[quitter].expect("Вы вышли")
    await say(scene.judge, "/standings", scene.channel)
    message = await scene.channel.expect("таблица после тура 1:")  # the text, not the picture

    await page.goto(site.url(tid, "standings"))
    expected = chat_rows(message.text)
    assert len(expected) == len(NICKS) and any(row[5] for row in expected), message.text
    assert await page_rows(page) == expected
    out = page.locator("tr.dropped", has_text=quitter)
    await expect(out.locator(".mark")).to_have_text("выбыл")
    await shot(page, "standings")


async def test_a_confirmed_result_appears_on_an_open_page_without_reload(
    site: Site, page: Any
) -> None:
    tid, post = await started(site.scene, NICKS[:4])
    (number, a, b), *_ = pairs_of(post)
    await page.goto(site.url(tid, "pairings"))
    match = page.locator(f'li[data-match="{number}"]')
    await expect(match).to_have_class(re.compile(r"state-playing"))
    await page.evaluate("window.notReloaded = true")

    await play(site.scene, number, a, b, "2:1")

    await expect(match).to_have_class(re.compile(r"state-confirmed"), timeout=LIVE)
    await expect(match.locator(".score")).to_have_text("2:1")
    assert await page.evaluate("window.notReloaded === true")  # updated in place


async def test_the_countdown_matches_the_rounds_end_and_stops_for_a_pause(
    site: Site, page: Any
) -> None:
    scene = site.scene
    tid, post = await started(scene, NICKS[:4], "bo=3 round_minutes=50")
    ends = re.search(r"Конец тура: (\d\d:\d\d)", post)
    assert ends is not None, post
    await page.goto(site.url(tid))
    await expect(page.locator(".ends")).to_contain_text(f"в {ends[1]} МСК")
    # The countdown shows what is left until the round's end, at the moment it is read.
    left, due, now = await page.evaluate(
        """() => { const c = document.querySelector('time.countdown');
                   return [Number(c.dataset.left), Number(c.dataset.ends), Date.now()]; }"""
    )
    assert abs(now / 1000 + left - due / 1000) <= 2
    assert re.fullmatch(r"(49|50):\d\d", await page.locator("time.countdown").inner_text())

    await say(scene.judge, "/pause", scene.channel)  # RES-6: the round's clock stops

    await expect(page.locator(".paused")).to_be_visible(timeout=LIVE)
    frozen = await page.locator("time.countdown").inner_text()
    await page.wait_for_timeout(1100)  # a tick later the clock still stands
    assert await page.locator("time.countdown").inner_text() == frozen
    await shot(page, "overview-paused")


async def test_every_page_fits_a_phone_and_a_projector(site: Site, page: Any) -> None:
    scene = site.scene
    tid, post = await started(scene, NICKS, "bo=3 stages=swiss:1,top:4 round_minutes=50")
    await play_round(site, post)
    await scene.channel.expect("таблица после тура 1")
    await say(scene.judge, "/next", scene.channel)  # the top 4: an elimination bracket
    bracket = (await scene.channel.expect("тур 2")).text
    (number, a, b), *_ = pairs_of(bracket)
    await say(scene.players[a], "/report 2:0")  # one reported, not yet confirmed
    await scene.players[b].expect(f"ввёл счёт матча №{number}")
    for name in ("overview", "standings", "pairings", "bracket", "decks"):
        await page.goto(site.url(tid, "" if name == "overview" else name))
        await expect(page.locator("h1")).to_have_text("Кубок Страницы")
        wide = await page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert wide <= 0, f"{name}: scrolls sideways by {wide}px at 390 px"
        await shot(page, f"phone-{name}")
    await page.goto(site.url(tid, "pairings"))
    await expect(page.locator(".pair.state-reported")).to_have_count(1)
    await page.set_viewport_size({"width": 1920, "height": 1080})
    await page.goto(site.url(tid, "standings"))
    size = await page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
    assert size >= 24  # readable from the back of the room
    await shot(page, "projector-standings")
