"""The font of the pictures, and the text helpers that measure and fit lines to it.

The font is Roboto from the `font-roboto` PyPI package, else DejaVu Sans found by name among
the system fonts; either must really draw Cyrillic, or FontUnavailable says what to install.
Reading the font is the only I/O of the pictures.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

CYRILLIC_SAMPLE = "Ёж Щука Ъ"
# A noncharacter: no font maps it, so it is drawn as the font's .notdef glyph (the "tofu").
_MISSING = "\uffff"
SYSTEM_FONT_DIRS: tuple[Path, ...] = (
    Path("/usr/share/fonts"),
    Path("/usr/local/share/fonts"),
    Path.home() / ".local/share/fonts",
    Path.home() / ".fonts",
)
SYSTEM_FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
_CHECK_SIZE = 32


class FontUnavailable(RuntimeError):
    """No font that draws Cyrillic was found."""


@dataclass(frozen=True)
class FontFace:
    """A family's regular and bold faces as file bytes, with where they came from."""

    name: str
    regular: bytes
    bold: bytes


def _load(data: bytes, size: int) -> ImageFont.FreeTypeFont:
    """A FreeType font of the given pixel size from font file bytes."""
    return ImageFont.truetype(io.BytesIO(data), size, layout_engine=ImageFont.Layout.BASIC)


def _roboto() -> FontFace | None:
    """Roboto shipped inside the `font_roboto` package (PyPI `font-roboto`), if installed."""
    try:
        folder = resources.files("font_roboto").joinpath("files")
        regular = folder.joinpath("Roboto-Regular.ttf").read_bytes()
    except (ImportError, OSError):
        return None
    try:
        bold = folder.joinpath("Roboto-Bold.ttf").read_bytes()
    except OSError:
        bold = regular
    return FontFace("Roboto (font-roboto)", regular, bold)


def _find_system_file(name: str) -> Path | None:
    """The first file of this name under the system font folders, in a stable order."""
    for folder in SYSTEM_FONT_DIRS:
        if folder.is_dir():
            found = sorted(folder.rglob(name))
            if found:
                return found[0]
    return None


def _system_font() -> FontFace | None:
    """DejaVu Sans from the system font folders, if there."""
    regular_path = _find_system_file(SYSTEM_FONT_FILES[0])
    if regular_path is None:
        return None
    bold_path = _find_system_file(SYSTEM_FONT_FILES[1]) or regular_path
    try:
        return FontFace(
            f"DejaVu Sans ({regular_path.parent})",
            regular_path.read_bytes(),
            bold_path.read_bytes(),
        )
    except OSError:
        return None


FONT_SOURCES: tuple[Callable[[], FontFace | None], ...] = (_roboto, _system_font)


def _glyph_bitmap(font: ImageFont.FreeTypeFont, char: str) -> bytes:
    """The pixels of one character drawn alone on a fixed canvas."""
    side = int(font.size) * 2
    canvas = Image.new("L", (side, side))
    ImageDraw.Draw(canvas).text((side // 4, side // 4), char, font=font, fill=255)
    return canvas.tobytes()


def covers(font: ImageFont.FreeTypeFont, text: str) -> bool:
    """Whether the font draws every non-space character of text with a real glyph, not tofu."""
    notdef = _glyph_bitmap(font, _MISSING)
    return all(char.isspace() or _glyph_bitmap(font, char) != notdef for char in text)


def covers_cyrillic(font: ImageFont.FreeTypeFont) -> bool:
    """Whether the font draws the Cyrillic sample «Ёж Щука Ъ» with real glyphs."""
    return covers(font, CYRILLIC_SAMPLE)


@lru_cache(maxsize=1)
def font_face() -> FontFace:
    """The first font source that draws Cyrillic, or FontUnavailable saying what to install."""
    tried = []
    for source in FONT_SOURCES:
        face = source()
        if face is None:
            tried.append(f"{source.__name__}: not found")
            continue
        if covers_cyrillic(_load(face.regular, _CHECK_SIZE)):
            return face
        tried.append(f"{face.name}: no Cyrillic glyphs")
    raise FontUnavailable(
        "no font that draws Cyrillic for the pictures ("
        + "; ".join(tried)
        + "): install the font-roboto package (pip install font-roboto) "
        "or DejaVu Sans (apt-get install fonts-dejavu-core)"
    )


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The chosen family at a pixel size."""
    face = font_face()
    return _load(face.bold if bold else face.regular, size)


@lru_cache(maxsize=4096)
def _drawable(char: str) -> bool:
    """Whether the chosen font has a glyph for the character (spaces count as drawable)."""
    if char.isspace():
        return True
    return _glyph_bitmap(font(_CHECK_SIZE), char) != _notdef_bitmap()


@lru_cache(maxsize=1)
def _notdef_bitmap() -> bytes:
    """The chosen font's .notdef glyph at the checking size."""
    return _glyph_bitmap(font(_CHECK_SIZE), _MISSING)


def clear_font_cache() -> None:
    """Forget the chosen font and everything measured with it (for tests)."""
    for cached in (font_face, font, _drawable, _notdef_bitmap):
        cached.cache_clear()


def clean(text: str | None) -> str:
    """One line of text without characters the font cannot draw (emoji and the like)."""
    if not text:
        return ""
    flat = " ".join(text.split())
    kept = "".join(char for char in flat if _drawable(char))
    return " ".join(kept.split())


def shorten(text: str, limit: int) -> str:
    """The text cut to at most `limit` characters, with an ellipsis if cut."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rstrip() + "…"


def fit(text: str, face: ImageFont.FreeTypeFont, width: float) -> str:
    """The text cut with an ellipsis so that it is at most `width` pixels wide."""
    if face.getlength(text) <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if face.getlength(text[:middle].rstrip() + "…") <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"
