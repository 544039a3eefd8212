"""The season's page in a real browser (issue 26): the chat's table, the qualification line, the
tournaments linked, nothing private, a phone and a projector without sideways scrolling."""

from __future__ import annotations

import re
from typing import Any

from browser_kit import ONE_BROWSER, SESSION_LOOP, Site, pairs_of, play, shot
from playwright.async_api import expect

from sandbox.script import say

pytestmark = [SESSION_LOOP, ONE_BROWSER]

NICKS = ["Гриндель", "Лисица", "Ворон", "Сокол"]
ROW = re.compile(r"^(\S+)\. (.+?) — (\S+) очк\.", re.M)  # "1. Гриндель — 10 очк. (…)"


async def test_the_season_page_shows_the_chats_table_and_fits_every_screen(
    site: Site, page: Any
) -> None:
    scene = site.scene
    await say(scene.judge, "/season new Весна 2026 qualify=2")
    await scene.judge.expect("Создан сезон №1")
    tid = await scene.create("Кубок Сезона", "bo=3 rounds=1 season=1")
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, str(900100 + i), tid)
    await say(scene.judge, "/begin", scene.channel)
    matches = pairs_of((await scene.channel.expect("тур 1")).text)
    for number, a, b in matches:
        await play(scene, number, a, b)
    await scene.channel.expect("таблица после тура 1")
    await say(scene.judge, f"/finish #{tid}", scene.judges_chat)
    await scene.channel.expect("итоговая таблица")
    reader = scene.players[NICKS[0]]
    await say(reader, "/season")
    message = await reader.expect("Сезон №1")

    await page.goto(f"{site.base}/s/1")
    cells = await page.eval_on_selector_all(
        "table.season tbody tr:not(.cut)",
        "rows => rows.map(r => [r.cells[0].textContent.trim(),"
        " r.cells[1].firstChild.textContent.trim(), r.cells[2].textContent.trim()])",
    )
    assert [tuple(c) for c in cells] == ROW.findall(message.text)
    await expect(page.locator("tr.qualified")).to_have_count(2)
    await expect(page.locator("tr.cut")).to_have_count(1)
    await expect(page.locator(f'a[href^="/t/{tid}"]')).to_have_text("Кубок Сезона")
    assert "9001" not in await page.content()  # no game ID on a public page
    for width, name in ((390, "season"), (1920, "season-projector")):
        await page.set_viewport_size({"width": width, "height": 1080 if width > 390 else 844})
        wide = await page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert wide <= 0, f"scrolls sideways by {wide}px at {width} px"
        await shot(page, name)
    # The page is live: a correction in the review window moves the leader, and the open page
    # shows the new table without a reload (RES-8).
    leader = cells[0][1]
    number, a, b = next(m for m in matches if leader in (m[1], m[2]))
    score = "1:2" if leader == a else "2:1"
    await say(scene.judge, f"/result {number} {score} счёт перепутан #{tid}", scene.judges_chat)
    await scene.judges_chat.expect(f"№{number}")
    first = page.locator("table.season tbody tr:not(.cut)").first
    await expect(first).not_to_contain_text(leader, timeout=10_000)
    missing = await page.goto(f"{site.base}/s/999")
    assert missing is not None and missing.status == 404
