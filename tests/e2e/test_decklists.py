"""Decklist and card files through the door: downloaded from Telegram and read (DECK-1).

The deck rules, deck bans and the match-day reminder are tested in the core harness
(tests/core/test_deck_lists.py).
"""

from __future__ import annotations

from pathlib import Path

from sandbox.script import Scene

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "tests" / "data" / "decks"
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
BANNED = ROOT / "bot" / "data" / "sample_banned_constructed.txt"


async def test_card_files_and_a_decklist_file_are_downloaded_and_read(scene: Scene) -> None:
    # The caption says what a file is for; a .txt without one is a decklist, in cp1251 too.
    await scene.judge.send_document(POOL.read_bytes(), "pool.csv", caption="/cards")
    await scene.judge.expect("Пул карт загружен: 66")
    await scene.judge.send_document(BANNED.read_bytes(), "banned.txt", caption="/banned")
    await scene.judge.expect("Бан-лист Констрактеда загружен: 3")
    tid = await scene.create("Кубок колод", "decks=1 format=constructed")
    olga = scene.player("Ольга")
    await scene.register(olga, "Ольга", "101", tid)
    mountains = (DECKS / "mountains.txt").read_text(encoding="utf-8")
    await olga.send_document(mountains.encode("cp1251"), "deck.txt")
    await olga.expect("«Гранит», герой Тан Гранитный")
