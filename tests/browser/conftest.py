"""Browser fixtures: Debian's Chromium driven by Playwright, and the real bot serving its pages.

How to use them (tests/browser/test_*.py):

    from browser_kit import SESSION_LOOP, Site, shot   # not `from conftest`: tests/e2e has one too
    pytestmark = SESSION_LOOP

    async def test_x(site: Site, page: Page) -> None:
        tid = await site.scene.create("Кубок", "bo=3")    # the sandbox world (sandbox.script)
        await page.goto(site.url(tid, "standings"))       # http://127.0.0.1:<port>/t/<id>/…
        await expect(page.locator("table")).to_contain_text("Анна", timeout=2000)
        await shot(page, "standings")                      # tests/browser/artifacts/standings.png

- `browser` (one per session): headless /usr/bin/chromium with --no-sandbox (root) and
  background networking off, on a fresh temporary user-data dir. Playwright's own browser
  download is not used (not available here); `apt-get install chromium` provides the binary.
  Without it every browser test is skipped with the reason.
- `page`: a fresh browser context and page per test (390×844 by default, Russian locale);
  `context_args` (a fixture to override in a test module) changes the context's options.
- `site`: the sandboxes and the real bot (`running_scene`, flood limits off) with
  `[web] enabled` on an ephemeral port; `site.scene` is the `Scene` of tests/e2e,
  `site.url(tid, page)` the page's address, `site.app` the running `App`.
- `shot(page, name)`: a full-page screenshot kept as a test artefact under artifacts/.

Every test module here starts with `pytestmark = SESSION_LOOP` (from browser_kit): its tests run
in the session's event loop, where the one browser and the fixtures live. Keep the tests few:
each `site` is a whole bot.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from browser_kit import ARGS, CHROMIUM, PHONE, Site

from sandbox.script import running_scene


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def browser() -> AsyncIterator[Any]:
    """One headless Chromium for the whole session, with a fresh profile of its own."""
    if not CHROMIUM.exists():
        pytest.skip("no /usr/bin/chromium: apt-get install -y chromium")
    playwright_api = pytest.importorskip("playwright.async_api")
    # launch() starts Chromium on a new temporary user-data dir, removed when it closes;
    # each test then opens its own context (no cookies or cache carried between tests).
    async with playwright_api.async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            yield browser
        finally:
            await browser.close()


@pytest.fixture
def context_args() -> dict[str, Any]:
    """Options of each test's browser context; override in a module for other screens."""
    return {"viewport": PHONE, "locale": "ru-RU", "device_scale_factor": 1}


@pytest_asyncio.fixture(loop_scope="session")
async def page(browser: Any, context_args: dict[str, Any]) -> AsyncIterator[Any]:
    """A fresh context (no cookies, no cache) and one page in it."""
    context = await browser.new_context(**context_args)
    try:
        yield await context.new_page()
    finally:
        await context.close()


@pytest_asyncio.fixture(loop_scope="session")
async def site(tmp_path: Path) -> AsyncIterator[Site]:
    """The Telegram sandbox and the real bot, pages on, on an ephemeral loopback port."""
    async with running_scene(
        db_path=tmp_path / "bot.sqlite3",
        real_limits=False,
        web={"enabled": True},
        server={"listen": "127.0.0.1:0"},
    ) as scene:
        yield Site(scene)
