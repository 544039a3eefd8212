"""Files posted in a tournament's channel are chat, not commands: the bot stays silent there,
and decklists still come privately (REG-9, MOD-2, COM-1)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from pathlib import Path

import bot_rows

from bot.envelope import Platform
from sandbox.script import Scene, running_scene
from sandbox.shared import make_png

ROOT = Path(__file__).resolve().parents[2]
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
DECK = (ROOT / "tests" / "data" / "decks" / "forest.txt").read_text(encoding="utf-8")
PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
WHAT_FOR = "Для чего этот файл"  # the answer to a file the bot does not know what to do with
ACCEPTED = "принята"  # a decklist accepted
SETTINGS = "decks=1 format=constructed"


async def handled(scene: Scene, platform: Platform, updates: Iterable[int | str | None]) -> None:
    """Wait until the bot has handled these updates and sent everything they made it say."""
    keys = {str(update) for update in updates}
    assert "None" not in keys, "the bot was not shown one of the messages"
    path = scene.app.settings.storage.path
    deadline = time.monotonic() + 20
    while True:
        rows = bot_rows.rows(
            path, "SELECT update_id FROM processed_updates WHERE platform = ?", (platform.value,)
        )
        done = {row[0] for row in rows}
        if keys <= done:
            break
        assert time.monotonic() < deadline, f"updates never handled: {sorted(keys - done)}"
        await asyncio.sleep(0.05)
    assert await scene.app.drain(20)


def texts(messages: Iterable[object]) -> list[str]:
    """The texts of bot messages, for a failure report."""
    return [getattr(m, "text", "") for m in messages]


async def test_files_in_the_telegram_channel_get_no_answer_and_decks_come_privately(
    scene: Scene,
) -> None:
    await scene.judge.send_document(POOL.read_bytes(), "pool.csv", caption="/cards")
    await scene.judge.expect("Пул карт загружен")
    tid = await scene.create("Кубок файлов", SETTINGS)
    olga = scene.player("Ольга")
    await scene.register(olga, "Ольга", "101", tid)
    in_channel, in_private = len(scene.channel.messages), len(olga.inbox)
    in_judges = len(scene.judges_chat.messages)

    posted = [
        await olga.send_document(PDF, "регламент.pdf", chat=scene.channel),
        await olga.send_document(DECK.encode("utf-8"), "deck.txt", chat=scene.channel),
        await olga.send_document(
            DECK.encode("cp1251"), "моя колода.txt", "вот она", chat=scene.channel
        ),
        await olga.send_photo(make_png(), "screen.png", "скрин с матча", chat=scene.channel),
    ]
    await handled(scene, Platform.TELEGRAM, (m.update_id for m in posted))

    # Nothing in public, no question about the files in private, nothing removed (MOD-2).
    assert texts(scene.channel.messages[in_channel:]) == []
    assert texts(olga.inbox[in_private:]) == []
    assert texts(scene.judges_chat.messages[in_judges:]) == []
    assert not any(m.deleted for m in posted)
    # The channel's .txt was not taken as her decklist.
    await olga.send("/decks")
    await olga.expect("вы ещё не прислали колоды")

    # REG-9: the same file sent privately is her decklist, as before.
    await olga.send_document(DECK.encode("utf-8"), "deck.txt")
    accepted = await olga.expect("Колода 1 из 1 принята")
    assert "«Лесной натиск», герой Друид Ольх" in accepted.text
    assert not any(WHAT_FOR in t or ACCEPTED in t for t in texts(scene.channel.messages))


async def test_files_in_the_vk_conversation_get_no_answer_and_decks_come_privately(
    tmp_path: Path,
) -> None:
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
    ) as scene:
        await scene.vk_judge.send("/cards", attachments=[("doc", "pool.csv", POOL.read_bytes())])
        await scene.vk_judge.expect("Пул карт загружен")
        tid = await scene.create("Кубок файлов ВК", SETTINGS, platform="vk")
        olga = scene.player("Ольга", platform="vk")
        await scene.register(olga, "Ольга", "201", tid)
        channel = scene.vk_channel
        in_channel, in_private = len(channel.messages), len(olga.inbox)
        in_judges = len(scene.vk_judges_chat.messages)

        posted = [
            await olga.send("", peer=channel, attachments=[("doc", "регламент.pdf", PDF)]),
            await olga.send(
                "", peer=channel, attachments=[("doc", "deck.txt", DECK.encode("utf-8"))]
            ),
            await olga.send(
                "вот моя колода",
                peer=channel,
                attachments=[("doc", "deck.txt", DECK.encode("cp1251"))],
            ),
            await olga.send(
                "скрин с матча", peer=channel, attachments=[("photo", "screen.png", make_png())]
            ),
        ]
        await handled(scene, Platform.VK, (m.event_id for m in posted))

        assert texts(channel.messages[in_channel:]) == []
        assert texts(olga.inbox[in_private:]) == []
        assert texts(scene.vk_judges_chat.messages[in_judges:]) == []
        assert not any(m.deleted for m in posted)
        await olga.send("/decks")
        await olga.expect("вы ещё не прислали колоды")

        await olga.send("", attachments=[("doc", "deck.txt", DECK.encode("utf-8"))])
        accepted = await olga.expect("Колода 1 из 1 принята")
        assert "«Лесной натиск», герой Друид Ольх" in accepted.text
        assert not any(WHAT_FOR in t or ACCEPTED in t for t in texts(channel.messages))


async def test_three_uncaptioned_files_in_the_channel_are_not_spam(scene: Scene) -> None:
    # MOD-2: spam is the same text repeated; three different screenshots repeat nothing.
    tid = await scene.create("Кубок скриншотов")
    olga = scene.player("Ольга")
    await scene.register(olga, "Ольга", "101", tid)
    in_private, in_judges = len(olga.inbox), len(scene.judges_chat.messages)
    posted = [
        await olga.send_photo(make_png(rgb=(n * 60, 30, 30)), f"screen{n}.png", chat=scene.channel)
        for n in range(3)
    ]
    await handled(scene, Platform.TELEGRAM, (m.update_id for m in posted))
    assert not any(m.deleted for m in posted)
    assert texts(olga.inbox[in_private:]) == []
    assert texts(scene.judges_chat.messages[in_judges:]) == []
