"""«Мой матч» in real Chromium: opened as Telegram opens a Mini App, a score reported by a tap."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote

from browser_kit import ONE_BROWSER, SESSION_LOOP, Site, shot
from playwright.async_api import expect

from handlers.web.launch_auth import sign_telegram
from handlers.web.miniapp import MINIAPP_PATH
from sandbox.script import say
from sandbox.telegram import SandboxUser

pytestmark = [SESSION_LOOP, ONE_BROWSER]
BLOCKED = ("https://telegram.org/**", "https://unpkg.com/**")  # no Internet in the tests


async def _paired(site: Site) -> tuple[SandboxUser, int, SandboxUser, str]:
    """Four players in round 1: the first one, his match number, his opponent and nickname."""
    scene = site.scene
    tid = await scene.create("Кубок Мини-приложения")
    users = {}
    for i, nick in enumerate(("Анна", "Борис", "Вера", "Глеб")):
        users[nick] = scene.player(nick)
        await scene.register(users[nick], nick, f"{i + 1}00", tid)
    await say(scene.judge, "/begin", scene.channel)
    pairing = await scene.pairing(users["Анна"], 1)
    assert pairing is not None
    return users["Анна"], pairing.number, users[pairing.opponent], pairing.opponent  # type: ignore[return-value]


def _init_data(site: Site, user: SandboxUser, name: str) -> str:
    user_json = json.dumps({"id": user.id, "first_name": name, "language_code": "ru"})
    fields = {"user": user_json, "auth_date": str(int(time.time())), "query_id": "AAE1"}
    return sign_telegram(fields, site.scene.sb.token)


async def _block_platform_scripts(page: Any) -> None:
    for pattern in BLOCKED:
        await page.route(pattern, lambda route: route.abort())


async def test_a_player_opens_my_match_and_taps_report(site: Site, page: Any) -> None:
    anna, number, rival, rival_nick = await _paired(site)
    await _block_platform_scripts(page)  # the page works without Telegram's own script
    fragment = f"tgWebAppData={quote(_init_data(site, anna, 'Анна'))}&tgWebAppVersion=8.0"
    await page.goto(f"{site.base}{MINIAPP_PATH}#{fragment}")

    card = page.locator("#my-match article.card")
    await expect(card).to_contain_text(f"Матч №{number}", timeout=5000)
    await expect(card).to_contain_text(f"Соперник: {rival_nick}")
    await expect(card.locator("time.countdown")).not_to_be_empty()  # the round's time left
    # The same pages as on the web, one tap away.
    await expect(card.locator("p.page a")).to_have_attribute("href", site.url(1))
    wide = await page.evaluate("document.documentElement.scrollWidth > innerWidth")
    assert not wide  # a 390-px phone screen: no horizontal scroll
    await shot(page, "miniapp-my-match")

    await card.locator("select[name=mine]").select_option("2")
    await card.locator("select[name=theirs]").select_option("1")
    await card.get_by_role("button", name="Отправить счёт").click()
    await expect(page.locator("#my-match .note")).to_contain_text("Счёт отправлен сопернику")
    await expect(page.locator("#my-match .state")).to_contain_text("Вы ввели счёт 2:1")
    asked = await rival.expect("Подтвердите")
    assert "Анна" in asked.text and "1:2" in asked.text  # his own games first, as after /report
    await shot(page, "miniapp-reported")


async def test_inside_telegram_the_script_gives_the_data_and_hears_ready(
    site: Site, page: Any
) -> None:
    anna, number, _, _ = await _paired(site)
    await _block_platform_scripts(page)
    data = json.dumps(_init_data(site, anna, "Анна"))
    # What telegram-web-app.js provides inside the client: the data and ready().
    await page.add_init_script(
        "window.Telegram = {WebApp: {initData: "
        + data
        + ", ready: function () { window.__told_ready = true; }}};"
    )
    await page.goto(f"{site.base}{MINIAPP_PATH}")
    await expect(page.locator("#my-match")).to_contain_text(f"Матч №{number}", timeout=5000)
    assert await page.evaluate("window.__told_ready === true")


async def test_without_launch_data_the_page_says_how_to_open_it(site: Site, page: Any) -> None:
    await _block_platform_scripts(page)
    await page.goto(f"{site.base}{MINIAPP_PATH}")
    await expect(page.locator("#my-match .no-launch")).to_be_visible()
