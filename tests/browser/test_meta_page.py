"""The metagame on the live page (issue 26): hidden while the tournament runs, then heroes and
elements as bars on a phone and a projector, with no list and no game ID (REG-9)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from browser_kit import ONE_BROWSER, SESSION_LOOP, Site, pairs_of, play, shot
from playwright.async_api import expect

from sandbox.script import say

pytestmark = [SESSION_LOOP, ONE_BROWSER]

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "tests" / "data" / "decks"
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
LISTS = {"Гриндель": "forest", "Лисица": "forest", "Ворон": "forest", "Сокол": "mountains",
         "Рысь": "mountains", "Филин": "steppe"}  # fmt: skip
WIDE = "document.documentElement.scrollWidth - document.documentElement.clientWidth"


async def test_the_meta_page_shows_shares_after_the_end_and_nothing_private(
    site: Site, page: Any
) -> None:
    scene = site.scene
    await scene.judge.send_document(POOL.read_bytes(), "pool.csv", caption="/cards")
    await scene.judge.expect("Пул карт загружен")
    tid = await scene.create("Кубок Меты", "decks=1 format=constructed rounds=1")
    for i, (nick, name) in enumerate(LISTS.items()):
        player = scene.player(nick)
        await scene.register(player, nick, str(900200 + i), tid)
        await say(player, "/deck\n" + (DECKS / f"{name}.txt").read_text(encoding="utf-8"))
        await player.expect("принята")
    await say(scene.judge, "/begin", scene.channel)
    post = (await scene.channel.expect("тур 1")).text
    for number, a, b in pairs_of(post):
        await play(scene, number, a, b)

    await page.goto(site.url(tid, "meta"))  # REG-9: while it runs, nothing of the lists
    await expect(page.locator("main")).to_contain_text("после окончания турнира")
    assert "Друид Ольх" not in await page.content()

    await say(scene.judge, "/finish", scene.channel)
    await scene.channel.expect("итоговая таблица")
    for width, height in ((390, 844), (1920, 1080)):
        await page.set_viewport_size({"width": width, "height": height})
        await page.goto(site.url(tid, "meta"))
        heroes = page.locator("table.meta-heroes tbody tr")
        await expect(heroes.first).to_contain_text("Друид Ольх")
        await expect(heroes.first.locator("td.share")).to_contain_text("50%")
        assert await page.evaluate(WIDE) <= 0, f"scrolls sideways at {width} px"
        await shot(page, "meta" if width < 700 else "projector-meta")
    html = await page.content()
    assert "Стая волков" not in html and "Гранит" not in html.replace("Тан Гранитный", "")
    assert not any(str(900200 + i) in html for i in range(len(LISTS)))  # no game ID
    await expect(page.locator("nav.tabs")).to_contain_text("Метагейм")
