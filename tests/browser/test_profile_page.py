"""The player's profile page in a real browser: a phone and a projector, nothing private on it,
the rating chart drawn, the head-to-head chosen by a form, one address per person (issue 26)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

from browser_kit import ONE_BROWSER, SESSION_LOOP, Site, pairs_of, play, shot
from playwright.async_api import expect

from sandbox.script import say

pytestmark = [SESSION_LOOP, ONE_BROWSER]

ROOT = Path(__file__).resolve().parents[2]
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
DECKS = ROOT / "tests" / "data" / "decks"
SCREENSHOTS = ROOT / "docs" / "screenshots"
NICKS = {"Гриндель": "forest", "Лисица": "mountains", "Ворон": "steppe", "Сокол": "forest"}
GAME_IDS = [str(900200 + i) for i in range(len(NICKS))]
LINK = re.compile(r"https?://\S+/p/(\d+)")


async def sideways(page: Any) -> int:
    """How far the page scrolls sideways (0: it fits the screen)."""
    return await page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )


async def cup(site: Site, title: str, settings: str, decks: bool) -> tuple[int, str, list[str]]:
    """A one-round cup of the four (registered anew, with decklists when asked), finished:
    its id, the channel's final table, and each match's players as "A—B"."""
    scene = site.scene
    tid = await scene.create(title, settings)
    for (nick, kind), game_id in zip(NICKS.items(), GAME_IDS, strict=True):
        user = scene.players.get(nick) or scene.player(nick)
        await scene.register(user, nick, game_id, tid)
        if decks:
            await say(user, "/deck\n" + (DECKS / f"{kind}.txt").read_text(encoding="utf-8"))
            await user.expect("принята")
    await say(scene.judge, "/begin", scene.channel)
    post = await scene.channel.expect("тур 1")
    for number, a, b in pairs_of(post.text):
        await play(scene, number, a, b)
    await say(scene.judge, "/finish", scene.channel)
    final = await scene.channel.expect("итоговая таблица")
    return tid, final.text, [f"{a}—{b}" for _, a, b in pairs_of(post.text)]


async def test_the_profile_page_fits_a_phone_and_a_projector_and_keeps_secrets(
    site: Site, page: Any
) -> None:
    scene = site.scene
    await scene.judge.send_document(POOL.read_bytes(), "pool.csv", caption="/cards")
    await scene.judge.expect("Пул карт загружен")
    tid, final, first = await cup(site, "Кубок Профиля", "decks=1 rounds=1 bo=3", True)
    await say(scene.judge, f"/publish_decks 1 #{tid}")  # REG-9: the winner's list only
    await scene.judge.expect("Опубликовано деклистов: 1")
    await say(scene.judge, "/season new Осень 2026")
    await scene.judge.expect("Создан сезон №1")
    _, _, second = await cup(site, "Кубок Профиля II", "rounds=1 bo=3 season=1", False)
    winner = re.search(r"^1\. (\S+)", final, re.M)
    assert winner is not None, final
    shown = (DECKS / f"{NICKS[winner[1]]}.txt").read_text(encoding="utf-8").splitlines()[0]
    hidden = {
        (DECKS / f"{kind}.txt").read_text(encoding="utf-8").splitlines()[0]
        for kind in NICKS.values()
    } - {shown}

    await say(scene.players[winner[1]], "/profile")
    card = await scene.players[winner[1]].expect("Профиль игрока")
    found = LINK.search(card.text)
    assert found is not None, card.text
    person = int(found[1])
    await page.goto(found[0])
    await expect(page.locator("h1")).to_have_text(f"Игрок {winner[1]}")
    await expect(page.locator(".played a").last).to_have_attribute("href", f"/t/{tid}")
    html = await page.content()
    assert shown.removeprefix("Колода: ") in html
    assert not [name for name in hidden if name.removeprefix("Колода: ") in html]
    assert not [gid for gid in GAME_IDS if gid in html]
    await expect(page.locator("section.seasons a")).to_have_attribute("href", "/s/1")
    await expect(page.locator("svg.chart")).to_be_visible()  # the rating after each cup
    await expect(page.locator("svg.chart circle")).to_have_count(2)
    me = winner[1]
    rival = next(a if b == me else b for a, b in (p.split("—") for p in first) if me in (a, b))
    meetings = sum(1 for pair in first + second if set(pair.split("—")) == {me, rival})
    await page.locator("#vs").select_option(label=rival)
    await page.locator(".vs-form button").click()
    await expect(page.locator(".h2h-total")).to_contain_text(f"{me} против {rival}")
    await expect(page.locator("ol.meetings li")).to_have_count(meetings)
    assert await sideways(page) <= 0
    await shot(page, "profile-mobile")

    await page.set_viewport_size({"width": 1920, "height": 1080})
    await page.reload()
    assert await sideways(page) <= 0
    await shot(page, "profile")
    await page.goto(f"{site.base}/p/{person}?lang=en")
    await expect(page.locator("section.h2h h2")).to_have_text("Head-to-head")
    for name in ("profile", "profile-mobile"):  # the README's pictures (issue 26)
        shutil.copy(Path(__file__).parent / "artifacts" / f"{name}.png", SCREENSHOTS)

    missing = await page.goto(f"{site.base}/p/999999999")
    assert missing is not None and missing.status == 404
    # One address per person: his other account's id leads to the person's id (302).
    judge = await site.app.service.read(_judge_account)
    async with site.app.db.transaction() as store:
        await store.links.add(judge, person, "merge", None, "test", 0.0)
    canonical = min(judge, person)
    other = person if canonical == judge else judge
    await page.goto(f"{site.base}/p/{other}")
    assert page.url.endswith(f"/p/{canonical}")


async def _judge_account(ctx: Any) -> int:
    """The head judge's account id: the account that created the first tournament."""
    t = await ctx.store.tournaments.get(1)
    assert t is not None
    return int(t.created_by)
