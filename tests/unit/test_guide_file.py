"""«Памятка судьи»: one file for readers and the bot, naming only commands the bot knows."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from bot import commands as c
from bot.wording.guide_text import guide_parts, parts, plain
from handlers.grammar import ALIASES, PARSERS, parse

DOCS = Path(__file__).resolve().parents[2] / "docs" / "pamyatka-sudyi.md"


def test_the_bot_sends_the_file_in_docs() -> None:
    shipped = resources.files("bot") / "data" / "pamyatka-sudyi.md"
    assert shipped.read_text(encoding="utf-8") == DOCS.read_text(encoding="utf-8")
    assert "".join(guide_parts()).startswith("Памятка судьи")


def test_every_command_the_guide_names_exists() -> None:
    text = DOCS.read_text(encoding="utf-8")
    named = set(re.findall(r"(?<![\w/])/([a-z_]+)", text))
    assert {"guide", "techloss", "decide", "paid", "undrop", "extend"} <= named
    for word in sorted(named):
        command = parse(f"/{word}")
        # A command without its arguments is answered with its form, never «unknown».
        assert command is not None, word
        assert not (isinstance(command, c.Invalid) and command.key == "unknown-command"), word
    # The VK words the guide names are the same commands.
    vk_line = next(line for line in text.splitlines() if "без косой черты" in line)
    words = re.findall(r"`([а-яё]+)`", vk_line)
    assert "памятка" in words and "исправить" in words
    assert all(ALIASES.get(word) in PARSERS for word in words), words


def test_parts_fit_a_message_and_cut_between_sections() -> None:
    text = plain("# T\n\n## A\n- `/x` **b**\n\n## B\n" + "строка\n" * 900)
    assert text.startswith("T\n\n■ A\n• /x b")
    cut = parts(text, 1000)
    assert all(len(p) <= 1000 for p in cut) and cut[0] == "T\n\n■ A\n• /x b"
    assert cut[1].startswith("■ B")
    assert all(len(p) <= 3500 for p in guide_parts())
