"""RES-4's draw offer through the real doors: `/draw`, then the opponent's button, on
Telegram (aiogram) and on VK (vkbottle) against the sandboxes. The rules are in
tests/core/test_draw_offers.py; this is about the command word and the button payload."""

from __future__ import annotations

from pathlib import Path

from sandbox.script import Scene, running_scene, say

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def offer_and_accept(scene: Scene, platform: str, offer: str) -> None:
    """Four players register and begin; one of a pair offers a draw, the other accepts."""
    tid = await scene.create("Кубок Ничьих", "bo=3", platform=platform)
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick, platform=platform), nick, f"90{i}", tid)
    judge, channel, _ = scene.staff(platform)
    await say(judge, "/begin", channel)
    await channel.expect("тур 1.")
    me = scene.players["Анна"]
    pairing = await scene.pairing(me, 1)
    assert pairing is not None
    opponent = scene.players[pairing.opponent]
    await say(me, offer)
    await me.expect(f"предложили {pairing.opponent} ничью в матче №{pairing.number}")
    request = await opponent.expect("Анна предлагает ничью")
    await opponent.press(request, "Согласен на ничью")  # type: ignore[arg-type]
    for player in (me, opponent):
        done = await player.expect(f"Матч №{pairing.number}:")
        assert "Ничья по согласию обоих" in done.text and "1:1" in done.text


async def test_a_draw_offer_accepted_with_the_button_on_telegram(scene: Scene) -> None:
    await offer_and_accept(scene, "telegram", "/draw 1:1")


async def test_a_draw_offer_accepted_with_the_button_on_vk(tmp_path: Path) -> None:
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
    ) as scene:
        await offer_and_accept(scene, "vk", "ничья 1:1")  # the word VK users type
