"""«Памятка судьи»: the one file in docs/ (shipped as package data) as plain text in parts."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

FILE = "pamyatka-sudyi.md"  # bot/data/ links to docs/: one text for readers and for the bot
PART = 3500  # characters a message: under Telegram's and VK's 4096 with room for a header


def plain(markdown: str) -> str:
    """The guide's Markdown as chat text: no markup signs, headings and bullets kept visible."""
    lines = []
    markdown = re.sub(r"<!--.*?-->", "", markdown, flags=re.S)  # notes for the file's editors
    for line in markdown.splitlines():
        heading = re.match(r"(#+)\s+(.*)", line)
        if heading is not None:
            line = heading[2] if len(heading[1]) == 1 else f"■ {heading[2]}"
        line = re.sub(r"^(\s*)[-*] ", r"\1• ", line)
        lines.append(line.replace("`", "").replace("**", ""))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def parts(text: str, limit: int = PART) -> list[str]:
    """The text in messages of at most `limit` characters, cut between sections."""
    sections = re.split(r"\n(?=■ )", text)
    out: list[str] = []
    for section in sections:
        pieces = _lines_within(section.strip(), limit)
        for piece in pieces:
            if out and len(out[-1]) + 2 + len(piece) <= limit:
                out[-1] += "\n\n" + piece
            else:
                out.append(piece)
    return out


def _lines_within(text: str, limit: int) -> list[str]:
    """A section longer than a message, cut at line ends."""
    pieces: list[str] = []
    while len(text) > limit:
        cut = text.rfind("\n", 0, limit)
        cut = cut if cut > 0 else limit
        pieces.append(text[:cut].rstrip())
        text = text[cut:].lstrip("\n")
    return [*pieces, text]


@cache
def guide_parts() -> tuple[str, ...]:
    """The guide as the bot sends it, read once from the package."""
    markdown = (resources.files("bot") / "data" / FILE).read_text(encoding="utf-8")
    return tuple(parts(plain(markdown)))
