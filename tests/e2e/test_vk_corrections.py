"""A judge's corrections typed in VK, in Russian without a slash, through vkbottle's door."""

from __future__ import annotations

from pathlib import Path

from sandbox.script import running_scene, say

NICKS = ["Ольга", "Пётр", "Руслан", "Софья"]


async def test_a_vk_judge_corrects_in_russian_words(tmp_path: Path) -> None:
    # RES-7, RES-8, REG-8: the corrections' Russian aliases work in a VK conversation.
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
    ) as scene:
        tid = await scene.create("Кубок поправок", "rounds=2", platform="vk")
        for i, nick in enumerate(NICKS):
            await scene.register(scene.player(nick, platform="vk"), nick, f"88{i}", tid)
        await say(scene.vk_judge, "/begin", scene.vk_channel)
        await scene.vk_channel.expect("тур 1.")
        first = await scene.pairing(scene.players["Ольга"], 1)
        assert first is not None
        await say(scene.players["Ольга"], "результат 2:0")
        rival = scene.players[first.opponent]
        request = await rival.expect(f"ввёл счёт матча №{first.number}")
        await rival.press(request, "Подтвердить")  # type: ignore[arg-type]
        await rival.expect(f"Матч №{first.number}:")
        judges = scene.vk_judges_chat
        await say(scene.vk_judge, f"исправить {first.number} 0:2 перепутали", judges)
        await judges.expect("Записано")
        told = await scene.players["Ольга"].expect("Судья установил")
        assert "вместо 2:0" in told.text and "перепутали" in told.text
        await say(scene.vk_judge, "откат", judges)
        await judges.expect("Отменено последнее исправление")
        others = [n for n in NICKS if n not in ("Ольга", first.opponent)]
        other = await scene.pairing(scene.players[others[0]], 1)
        assert other is not None
        await say(scene.vk_judge, f"техпоражение {other.number} both не пришли", judges)
        await judges.expect("неявка обоих")
        await say(scene.vk_judge, f"снятие {others[0]} заболел", judges)
        await judges.expect("снят с турнира")
        await scene.players[others[0]].expect("Судья снял вас")
        await say(scene.vk_judge, f"возврат {others[0]}", judges)
        await judges.expect("снова в турнире")
