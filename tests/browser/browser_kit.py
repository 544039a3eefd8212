"""What the browser tests share besides fixtures: Chromium's flags, the site, screenshots.

A module of its own (not conftest) so that a test imports it by a name no other directory
has: `from browser_kit import ONE_BROWSER, SESSION_LOOP, Site, shot`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from sandbox.script import Scene, say

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).parent / "artifacts"
ARGS = [
    "--no-sandbox",  # the tests run as root in a container
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 390, "height": 844}
SESSION_LOOP = pytest.mark.asyncio(loop_scope="session")
# With pytest-xdist the browser tests share one worker: one Chromium, not one per worker.
ONE_BROWSER = pytest.mark.xdist_group("browser")


@dataclass
class Site:
    """The running bot with its web pages, and the scripted world around it."""

    scene: Scene

    @property
    def app(self) -> Any:
        """The running bot application."""
        return self.scene.app

    @property
    def base(self) -> str:
        """http://127.0.0.1:<port> of the bot's own server."""
        server = self.scene.app.server
        assert server is not None, "[web] enabled starts the server"
        return f"http://{server.host}:{server.port}"

    def url(self, tid: int, page: str = "", **query: str) -> str:
        """A tournament page's address ("" is the overview)."""
        tail = f"/{page}" if page else ""
        args = "&".join(f"{k}={v}" for k, v in query.items())
        return f"{self.base}/t/{tid}{tail}" + (f"?{args}" if args else "")


async def shot(page: Any, name: str) -> Path:
    """A full-page screenshot under tests/browser/artifacts/ (kept after the run)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    await page.screenshot(path=str(path), full_page=True)
    return path


# "№3: A — B (…)", in a bracket "№3 (полуфинал): A — B (…)".
PAIR = re.compile(r"^№(\d+)(?: \([^)]*\))?: (.+?) — (?!свободен)(.+?) \(", re.M)


async def started(scene: Scene, nicks: list[str], settings: str = "bo=3") -> tuple[int, str]:
    """A tournament with these players registered and round 1 paired; its pairing post."""
    tid = await scene.create("Кубок Страницы", settings)
    for i, nick in enumerate(nicks):
        await scene.register(scene.player(nick), nick, str(900100 + i), tid)
    await say(scene.judge, "/begin", scene.channel)
    post = await scene.channel.expect("тур 1")
    return tid, post.text


def pairs_of(post: str) -> list[tuple[int, str, str]]:
    """(number, a, b) of each two-player match in a pairing post."""
    return [(int(n), a, b) for n, a, b in PAIR.findall(post)]


async def play(scene: Scene, number: int, a: str, b: str, score: str = "2:1") -> None:
    """Player `a` reports the match and `b` confirms it with the button."""
    await say(scene.players[a], f"/report {score}")
    request = await scene.players[b].expect(f"ввёл счёт матча №{number}")
    await scene.players[b].press(request, "Подтвердить")  # type: ignore[arg-type]
    await scene.players[a].expect(f"№{number}: ")
