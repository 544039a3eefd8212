"""Flood limits counted the way Telegram and VK count them: in any window, not on average."""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from pathlib import Path

import pytest

from sandbox.flood_limits import most_in_any
from sandbox.script import Scene, running_scene

# The windows are the courier's, not the engine's: a takeover on both engines is tested in
# tests/unit/test_ratelimit_windows.py.
pytestmark = pytest.mark.engine_fixed

# What Telegram counts as a message sent (edits count toward a group's minute only).
SENDS = {"sendMessage", "sendPhoto", "sendDocument", "sendMediaGroup", "copyMessage"}
EDITS = {"editMessageText", "editMessageCaption", "editMessageMedia", "editMessageReplyMarkup"}


def worst_windows(scene: Scene) -> tuple[int, int]:
    """The most sends the sandbox took in any second overall and into one group in a minute."""
    log = [e for e in scene.sb.stats.log if e.status == 200]
    overall = most_in_any((e.t for e in log if e.method in SENDS), 1.0)
    groups: dict[int, list[float]] = defaultdict(list)
    for e in log:
        if isinstance(e.chat_id, int) and e.chat_id < 0 and e.method in SENDS | EDITS:
            groups[e.chat_id].append(e.t)
    return overall, max((most_in_any(t, 60.0) for t in groups.values()), default=0)


async def test_twenty_players_registering_stay_within_every_window(paced_scene: Scene) -> None:
    # Issue 22: 20 players registering at once made 44 sends in one second (Telegram allows
    # 30 in any second) and a burst into the judges' chat; the platform answers 429.
    scene = paced_scene
    tid = await scene.create("Кубок окон", "bo=3 rounds=auto")
    players = [scene.player(f"Игрок{i}") for i in range(20)]
    await asyncio.gather(
        *(scene.register(p, f"Игрок{i}", f"7000{i}", tid) for i, p in enumerate(players))
    )
    await scene.app.drain(30)
    overall, per_group = worst_windows(scene)
    assert scene.sb.stats.rate_limited == 0
    assert overall <= 30 and per_group <= 20, (overall, per_group)


async def test_vk_players_at_once_get_no_error_6(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # Issue 22: players' inputs made the bot exceed VK's 20 requests in a second (event
    # answers, users.get and messages.send alike), each refusal an ERROR with a traceback.
    async with running_scene(tmp_path / "bot.sqlite3", platforms=("vk",)) as scene:
        assert scene.vk is not None
        tid = await scene.create("Кубок ВК", "bo=3 rounds=auto", platform="vk")
        # An error 6 that still comes (another program on the token) is asked again quietly.
        scene.vk.faults.add("messages.sendMessageEventAnswer", "error", count=2, code=6)
        players = [scene.player(f"Игрок{i}", platform="vk") for i in range(8)]
        await asyncio.gather(
            *(scene.register(p, f"Игрок{i}", f"8000{i}", tid) for i, p in enumerate(players))
        )
        await scene.app.drain(30)
        vk = scene.vk
        assert vk is not None
        # API methods only: the long poll's server and the upload hosts are not counted.
        calls = [e.t for e in vk.stats.log if not e.inner and "." in e.method]
        assert vk.stats.errors[6] == 2  # the two injected, each asked again; no other
        assert most_in_any(calls, 1.0) <= 20
        assert len(vk.stats.log) > 0 and all(p.inbox for p in players)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
