"""Standings tables and knockout brackets drawn as PNG pictures with Pillow.

The functions are pure: the only I/O is reading the font, and the same input always gives
the same PNG bytes (no timestamps, fixed compression, the basic layout engine). The font is
Roboto from the `font-roboto` PyPI package, else DejaVu Sans found by name among the system
fonts; either must really draw Cyrillic, or FontUnavailable says what to install.
"""

from __future__ import annotations

import io
import math
import re
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

# ---------------------------------------------------------------------------------------------
# Fonts

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
def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The chosen family at a pixel size."""
    face = font_face()
    return _load(face.bold if bold else face.regular, size)


@lru_cache(maxsize=4096)
def _drawable(char: str) -> bool:
    """Whether the chosen font has a glyph for the character (spaces count as drawable)."""
    if char.isspace():
        return True
    font = _font(_CHECK_SIZE)
    return _glyph_bitmap(font, char) != _notdef_bitmap()


@lru_cache(maxsize=1)
def _notdef_bitmap() -> bytes:
    """The chosen font's .notdef glyph at the checking size."""
    return _glyph_bitmap(_font(_CHECK_SIZE), _MISSING)


def clear_font_cache() -> None:
    """Forget the chosen font and everything measured with it (for tests)."""
    for cached in (font_face, _font, _drawable, _notdef_bitmap):
        cached.cache_clear()


# ---------------------------------------------------------------------------------------------
# Text helpers


def _clean(text: str | None) -> str:
    """One line of text without characters the font cannot draw (emoji and the like)."""
    if not text:
        return ""
    flat = " ".join(text.split())
    kept = "".join(char for char in flat if _drawable(char))
    return " ".join(kept.split())


def _shorten(text: str, limit: int) -> str:
    """The text cut to at most `limit` characters, with an ellipsis if cut."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rstrip() + "…"


def _fit(text: str, font: ImageFont.FreeTypeFont, width: float) -> str:
    """The text cut with an ellipsis so that it is at most `width` pixels wide."""
    if font.getlength(text) <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if font.getlength(text[:middle].rstrip() + "…") <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


def _png(image: Image.Image) -> bytes:
    """PNG bytes of the image: fixed compression, no metadata."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()


# Neutral palette.
_INK = (31, 41, 51)
_INK_SOFT = (82, 96, 109)
_MUTED = (123, 135, 148)
_FAINT = (154, 165, 177)
_PAPER = (255, 255, 255)
_BACKDROP = (246, 247, 249)
_ZEBRA = (242, 244, 247)
_HEADER_FILL = (225, 229, 235)
_RULE = (203, 210, 217)
_BORDER = (170, 179, 191)
_ACCENT = (47, 111, 181)
_WIN_FILL = (227, 237, 249)
_WIN_INK = (16, 42, 67)

# ---------------------------------------------------------------------------------------------
# Standings

STANDINGS_MAX_WIDTH = 1280
STANDINGS_MIN_WIDTH = 640
NAME_LIMIT = 28
_NUMERIC = re.compile(r"^[+\-−–]?[\d\s.,:/½]*\d[\d\s.,:/½\-–−]*%?$")
_EMPTY_CELL = {"", "-", "—", "–"}


@dataclass(frozen=True)
class StandingsPicture:
    """A standings table: title, subtitle (e.g. «после тура 3»), header row, rows, greyed rows."""

    title: str
    subtitle: str
    headers: list[str]
    rows: list[list[str]]
    highlight: AbstractSet[int] = frozenset()  # row indexes drawn greyed (e.g. dropped players)


@dataclass(frozen=True)
class _Table:
    """Column texts, widths and alignment decided once for all pages of a table."""

    headers: list[str]
    rows: list[list[str]]
    widths: list[int]
    right: list[bool]
    width: int


_S_MARGIN = 32
_S_PAD = 16
_S_ROW = 46
_S_HEAD_ROW = 50
_S_BODY = 24
_S_HEAD = 22
_S_TITLE = 36
_S_SUBTITLE = 24


def _is_number(cell: str) -> bool:
    """Whether a cell reads as a number (points, percentages, scores, places)."""
    return bool(_NUMERIC.match(cell))


def _standings_table(picture: StandingsPicture) -> _Table:
    """Texts, column widths from the text and alignment, fitted to the maximum width."""
    body, head = _font(_S_BODY), _font(_S_HEAD, bold=True)
    columns = max([len(picture.headers), *(len(row) for row in picture.rows)], default=0)
    headers = [_shorten(_clean(text), NAME_LIMIT) for text in picture.headers]
    headers += [""] * (columns - len(headers))
    rows = [
        [_shorten(_clean(cell), NAME_LIMIT) for cell in row] + [""] * (columns - len(row))
        for row in picture.rows
    ]
    right = []
    widths = []
    for index in range(columns):
        cells = [row[index] for row in rows]
        filled = [cell for cell in cells if cell not in _EMPTY_CELL]
        right.append(bool(filled) and all(_is_number(cell) for cell in filled))
        widest = max([head.getlength(headers[index]), *(body.getlength(c) for c in cells)])
        widths.append(math.ceil(widest) + 2 * _S_PAD)
    budget = STANDINGS_MAX_WIDTH - 2 * _S_MARGIN
    floor = math.ceil(body.getlength("Щ" * 8)) + 2 * _S_PAD
    # Too wide: narrow the widest text columns first (their cells get an ellipsis), then all.
    while sum(widths) > budget:
        text_columns = [i for i in range(columns) if not right[i] and widths[i] > floor]
        if not text_columns:
            factor = budget / sum(widths)
            widths = [max(2 * _S_PAD + 8, math.floor(w * factor)) for w in widths]
            break
        widest = max(text_columns, key=lambda i: (widths[i], -i))
        widths[widest] = max(floor, widths[widest] - (sum(widths) - budget))
    least = STANDINGS_MIN_WIDTH - 2 * _S_MARGIN
    if columns and sum(widths) < least:
        grow = next((i for i in range(columns) if not right[i]), columns - 1)
        widths[grow] += least - sum(widths)
    return _Table(headers, rows, widths, right, sum(widths))


def _draw_standings(
    table: _Table,
    title: str,
    subtitle: str,
    rows: Sequence[int],
    greyed: AbstractSet[int],
) -> bytes:
    """One picture of the table with the given rows (indexes into table.rows)."""
    body, head = _font(_S_BODY), _font(_S_HEAD, bold=True)
    title_font, subtitle_font = _font(_S_TITLE, bold=True), _font(_S_SUBTITLE)
    width = table.width + 2 * _S_MARGIN
    inner = width - 2 * _S_MARGIN
    top = _S_MARGIN
    title_text = _fit(_clean(title), title_font, inner)
    subtitle_text = _fit(_clean(subtitle), subtitle_font, inner)
    y = top
    title_y = y
    if title_text:
        y += round(_S_TITLE * 1.25)
    subtitle_y = y
    if subtitle_text:
        y += round(_S_SUBTITLE * 1.4)
    if title_text or subtitle_text:
        y += 12
    table_top = y
    height = table_top + _S_HEAD_ROW + len(rows) * _S_ROW + _S_MARGIN
    image = Image.new("RGB", (width, height), _PAPER)
    draw = ImageDraw.Draw(image)
    if title_text:
        draw.text((_S_MARGIN, title_y), title_text, font=title_font, fill=_INK, anchor="la")
    if subtitle_text:
        draw.text((_S_MARGIN, subtitle_y), subtitle_text, font=subtitle_font, fill=_INK_SOFT)
    left, right_edge = _S_MARGIN, _S_MARGIN + table.width
    draw.rectangle((left, table_top, right_edge - 1, table_top + _S_HEAD_ROW - 1), _HEADER_FILL)

    def cells(texts: list[str], y_mid: float, font: ImageFont.FreeTypeFont, ink: tuple) -> None:
        x = left
        for text, column_width, to_right in zip(texts, table.widths, table.right, strict=True):
            shown = _fit(text, font, column_width - 2 * _S_PAD)
            if to_right:
                draw.text(
                    (x + column_width - _S_PAD, y_mid), shown, font=font, fill=ink, anchor="rm"
                )
            else:
                draw.text((x + _S_PAD, y_mid), shown, font=font, fill=ink, anchor="lm")
            x += column_width

    cells(table.headers, table_top + _S_HEAD_ROW / 2, head, _INK)
    y = table_top + _S_HEAD_ROW
    for position, index in enumerate(rows):
        if position % 2 == 1:
            draw.rectangle((left, y, right_edge - 1, y + _S_ROW - 1), _ZEBRA)
        ink = _FAINT if index in greyed else _INK
        cells(table.rows[index], y + _S_ROW / 2, body, ink)
        y += _S_ROW
    draw.line(
        (left, table_top + _S_HEAD_ROW - 1, right_edge - 1, table_top + _S_HEAD_ROW - 1),
        _BORDER,
        2,
    )
    draw.line((left, y, right_edge - 1, y), _RULE, 1)
    return _png(image)


def standings_png(picture: StandingsPicture) -> bytes:
    """The whole table as one PNG (use standings_pngs for long tables)."""
    table = _standings_table(picture)
    rows = range(len(table.rows))
    return _draw_standings(table, picture.title, picture.subtitle, rows, picture.highlight)


def standings_pngs(picture: StandingsPicture, per_page: int = 40) -> list[bytes]:
    """The table as PNGs of at most per_page rows each, same columns, subtitle marked «1/3»."""
    if per_page < 1:
        raise ValueError(f"per_page must be positive, not {per_page}")
    table = _standings_table(picture)
    pages = max(1, math.ceil(len(table.rows) / per_page))
    result = []
    for page in range(pages):
        rows = range(page * per_page, min(len(table.rows), (page + 1) * per_page))
        subtitle = picture.subtitle
        if pages > 1:
            subtitle = f"{subtitle} · {page + 1}/{pages}" if subtitle else f"{page + 1}/{pages}"
        result.append(_draw_standings(table, picture.title, subtitle, rows, picture.highlight))
    return result


# ---------------------------------------------------------------------------------------------
# Brackets

BRACKET_CAP = 4000  # pixels, either side
_MIN_SCALE = 0.45
BYE = "bye"
UNKNOWN = "—"
BRACKET_NAME_LIMIT = 22
_SCORE = re.compile(r"^\s*(\d+)\s*[:\-–—]\s*(\d+)\s*$")
_KEY_INDEX = re.compile(r"\.(\d+)$")


@dataclass(frozen=True)
class BracketMatch:
    """One match box: players a and b (None: not known yet, or a bye), score "a:b", winner."""

    key: str
    round: int
    side: str  # "upper" | "lower" | "final"
    a: str | None
    b: str | None
    score: str | None
    winner: str | None
    label: str | None = None  # e.g. «№12», drawn above the box


@dataclass(frozen=True)
class BracketPicture:
    """A bracket: upper columns (round title, matches top to bottom), lower ones, final(s)."""

    title: str
    rounds: list[tuple[str, list[BracketMatch]]]
    lower: list[tuple[str, list[BracketMatch]]] = field(default_factory=list)
    finals: list[BracketMatch] = field(default_factory=list)
    finals_title: str = "Финал"


@dataclass(frozen=True)
class _Metrics:
    """Sizes of everything in a bracket at one scale."""

    name: ImageFont.FreeTypeFont
    bold: ImageFont.FreeTypeFont
    caption: ImageFont.FreeTypeFont
    header: ImageFont.FreeTypeFont
    title: ImageFont.FreeTypeFont
    row: int
    caption_h: int
    vgap: int
    hgap: int
    pad: int
    margin: int
    header_h: int
    title_h: int
    section_gap: int
    line: int
    accent: int


def _metrics(scale: float) -> _Metrics:
    """The bracket sizes scaled by `scale` (1.0: 20 px names)."""

    def px(value: float, least: int = 1) -> int:
        return max(least, round(value * scale))

    return _Metrics(
        name=_font(px(20, 9)),
        bold=_font(px(20, 9), bold=True),
        caption=_font(px(15, 8)),
        header=_font(px(18, 9), bold=True),
        title=_font(px(30, 14), bold=True),
        row=px(30, 12),
        caption_h=px(19, 9),
        vgap=px(14, 4),
        hgap=px(44, 16),
        pad=px(8, 3),
        margin=px(28, 10),
        header_h=px(34, 14),
        title_h=px(50, 22),
        section_gap=px(40, 14),
        line=px(2),
        accent=px(4, 2),
    )


@dataclass(frozen=True)
class _Player:
    """How one side of a match box is drawn."""

    text: str
    state: str  # "won" | "lost" | "open" | "empty"
    games: str


@dataclass(frozen=True)
class _Box:
    """A match placed at (x, y): the top-left corner of its box, below its caption."""

    match: BracketMatch
    x: int
    y: int


@dataclass
class _Layout:
    """Where everything of a bracket goes."""

    metrics: _Metrics
    width: int
    height: int
    box_w: int
    score_w: int
    name_w: int
    captions: bool
    title: str
    boxes: list[_Box] = field(default_factory=list)
    lines: list[list[tuple[int, int]]] = field(default_factory=list)
    headers: list[tuple[int, int, str]] = field(default_factory=list)
    separator: tuple[int, int] | None = None  # y, right end


def _is_bye(match: BracketMatch, name: str | None, other: str | None) -> bool:
    """Whether a side is a bye: the literal «bye», or empty while the other side has won."""
    if name is not None:
        return name.strip().lower() == BYE
    return other is not None and match.winner == other and match.score is None


def _players(match: BracketMatch) -> tuple[_Player, _Player]:
    """Both sides of a match as drawn: name or «—» / «bye», outcome, games won."""
    parsed = _SCORE.match(match.score or "")
    games = (parsed.group(1), parsed.group(2)) if parsed else ("", "")
    won = 0 if match.winner is not None and match.winner == match.a else None
    if won is None and match.winner is not None and match.winner == match.b:
        won = 1
    sides = []
    for index, (name, other) in enumerate(((match.a, match.b), (match.b, match.a))):
        if _is_bye(match, name, other):
            sides.append(_Player(BYE, "empty", ""))
            continue
        text = _shorten(_clean(name), BRACKET_NAME_LIMIT) if name is not None else ""
        if not text:
            sides.append(_Player(UNKNOWN, "empty", games[index]))
            continue
        state = "open" if won is None else ("won" if won == index else "lost")
        sides.append(_Player(text, state, games[index]))
    return sides[0], sides[1]


def _caption(match: BracketMatch) -> tuple[str, str]:
    """The small line above a box: the label, and a score that does not split into games."""
    score = (match.score or "").strip()
    return _clean(match.label), "" if not score or _SCORE.match(score) else _clean(score)


def _slots(columns: list[list[BracketMatch]], lower: bool) -> tuple[list[int], list[list[int]]]:
    """Slots per column in the shape of a bracket, and the slot of every match.

    Counted back from the last column: each upper column has twice the slots of the next;
    lower columns go 1, 1, 2, 2, 4, 4 from the end. Pruned matches (byes) leave their slot
    empty, found by the «.N» ending of the keys; a list that fits no such shape is spread
    evenly instead.
    """
    if not columns:
        return [], []
    slots = [0] * len(columns)
    slots[-1] = max(1, len(columns[-1]))
    for back in range(1, len(columns)):
        index = len(columns) - 1 - back
        slots[index] = slots[index + 1] * (1 if lower and back % 2 == 1 else 2)
    if any(len(column) > count for column, count in zip(columns, slots, strict=True)):
        slots = [max(1, len(column)) for column in columns]
    places = []
    for column, count in zip(columns, slots, strict=True):
        place = list(range(len(column)))
        if len(column) < count:
            found = [_KEY_INDEX.search(match.key) for match in column]
            numbers = [int(hit.group(1)) - 1 for hit in found if hit]
            if (
                len(numbers) == len(column)
                and len(set(numbers)) == len(numbers)
                and all(0 <= number < count for number in numbers)
            ):
                place = numbers
        places.append(place)
    return slots, places


def _target(slot: int, count: int, next_count: int) -> int | None:
    """The slot of the next column that the winner of `slot` goes to, if the shape tells."""
    if next_count == count:
        return slot
    if count == 2 * next_count:
        return slot // 2
    return None


def _elbow(start: tuple[int, int], end: tuple[int, int], bend_x: int) -> list[tuple[int, int]]:
    """A connector from a box's right edge to the next box's left edge, bent at bend_x."""
    if start[1] == end[1]:
        return [start, end]
    return [start, (bend_x, start[1]), (bend_x, end[1]), end]


def _layout(picture: BracketPicture, metrics: _Metrics) -> _Layout:
    """Place the columns, boxes, connectors and headers of a bracket at one scale."""
    m = metrics
    upper = [list(matches) for _, matches in picture.rounds]
    lower = [list(matches) for _, matches in picture.lower]
    everything = [match for column in upper + lower for match in column] + list(picture.finals)
    names = [player.text for match in everything for player in _players(match)]
    widest_name = max(
        [max(m.bold.getlength(name), m.name.getlength(name)) for name in names], default=0
    )
    name_w = min(math.ceil(widest_name), round(m.bold.size * 11.5))
    name_w = max(name_w, round(m.bold.size * 6))
    games = [player.games for match in everything for player in _players(match)]
    score_w = math.ceil(max([m.bold.getlength(g) for g in [*games, "00"]])) + 2 * m.pad
    box_w = m.accent + m.pad + name_w + m.pad + score_w
    box_h = 2 * m.row
    captions = any(any(_caption(match)) for match in everything)
    caption_h = m.caption_h if captions else 0
    pitch = caption_h + box_h + m.vgap
    step = box_w + m.hgap
    title = _clean(picture.title)

    u_slots, u_places = _slots(upper, lower=False)
    l_slots, l_places = _slots(lower, lower=True)
    columns = max(len(upper), len(lower)) + len(picture.finals)
    content_w = columns * box_w + max(0, columns - 1) * m.hgap
    width = max(content_w, math.ceil(m.title.getlength(title)) if title else 0) + 2 * m.margin
    width = min(width, max(content_w + 2 * m.margin, BRACKET_CAP))
    layout = _Layout(m, width, 0, box_w, score_w, name_w, captions, title)

    y = m.margin + (m.title_h if title else 0)
    column_x = [m.margin + index * step for index in range(columns)]

    def block(
        titles: list[str],
        matches: list[list[BracketMatch]],
        slots: list[int],
        places: list[list[int]],
        top: int,
    ) -> tuple[int, dict[tuple[int, int], _Box]]:
        header_w = box_w + m.hgap - m.pad
        for index, text in enumerate(titles):
            shown = _fit(_clean(text), m.header, header_w)
            if shown:
                layout.headers.append((column_x[index], top, shown))
        body_top = top + m.header_h
        height = max(slots, default=0) * pitch
        placed: dict[tuple[int, int], _Box] = {}
        for index, (column, count, place) in enumerate(zip(matches, slots, places, strict=True)):
            unit = height / count
            for match, slot in zip(column, place, strict=True):
                centre = body_top + (slot + 0.5) * unit
                box_top = round(centre - (caption_h + box_h) / 2 + caption_h)
                box = _Box(match, column_x[index], box_top)
                layout.boxes.append(box)
                placed[(index, slot)] = box
        for index in range(len(matches) - 1):
            for (column, slot), box in list(placed.items()):
                if column != index:
                    continue
                target = _target(slot, slots[index], slots[index + 1])
                following = placed.get((index + 1, target)) if target is not None else None
                if following is not None:
                    start = (box.x + box_w, box.y + m.row)
                    end = (following.x, following.y + m.row)
                    layout.lines.append(_elbow(start, end, following.x - m.hgap // 2))
        return body_top + height, placed

    u_last: _Box | None = None
    l_last: _Box | None = None
    upper_top = y
    if upper:
        y, placed = block([t for t, _ in picture.rounds], upper, u_slots, u_places, y)
        u_last = placed.get((len(upper) - 1, 0)) or next(iter(placed.values()), None)
    if lower:
        if upper:
            layout.separator = (
                y + m.section_gap // 2,
                column_x[max(len(upper), len(lower)) - 1] + box_w,
            )
            y += m.section_gap
        y, placed = block([t for t, _ in picture.lower], lower, l_slots, l_places, y)
        l_last = placed.get((len(lower) - 1, 0)) or next(iter(placed.values()), None)

    if picture.finals:
        feeders = [box for box in (u_last, l_last) if box is not None]
        if feeders:
            middle = sum(box.y + m.row for box in feeders) / len(feeders)
        else:
            middle = upper_top + m.header_h + caption_h + m.row
        box_top = max(round(middle - m.row), upper_top + m.header_h + caption_h)
        title_text = _fit(_clean(picture.finals_title), m.header, box_w + m.hgap - m.pad)
        if title_text:
            title_x = column_x[columns - len(picture.finals)]
            layout.headers.append((title_x, box_top - caption_h - m.header_h, title_text))
        previous: list[_Box] = feeders
        for index, match in enumerate(picture.finals):
            box = _Box(match, column_x[columns - len(picture.finals) + index], box_top)
            layout.boxes.append(box)
            for feeder in previous:
                start = (feeder.x + box_w, feeder.y + m.row)
                layout.lines.append(_elbow(start, (box.x, box.y + m.row), box.x - m.hgap // 2))
            previous = [box]
        y = max(y, box_top + box_h)
    layout.height = y + m.margin
    return layout


def _draw_box(draw: ImageDraw.ImageDraw, layout: _Layout, box: _Box) -> None:
    """One match: caption above, two player rows with their games on the right."""
    m = layout.metrics
    x, y, w = box.x, box.y, layout.box_w
    score_x = x + w - layout.score_w
    label, odd_score = _caption(box.match)
    if label:
        shown = _fit(label, m.caption, w / 2)
        draw.text((x + 1, y - m.line), shown, font=m.caption, fill=_MUTED, anchor="ld")
    if odd_score:
        room = w - (m.caption.getlength(label) + m.pad if label else 0)
        shown = _fit(odd_score, m.caption, room)
        draw.text((x + w - 1, y - m.line), shown, font=m.caption, fill=_INK_SOFT, anchor="rd")
    draw.rectangle((x, y, x + w, y + 2 * m.row), fill=_PAPER)
    draw.rectangle((score_x, y, x + w, y + 2 * m.row), fill=_ZEBRA)
    for index, player in enumerate(_players(box.match)):
        top = y + index * m.row
        middle = top + m.row / 2
        if player.state == "won":
            draw.rectangle((x, top, score_x, top + m.row), fill=_WIN_FILL)
            draw.rectangle((x, top, x + m.accent - 1, top + m.row), fill=_ACCENT)
        font = m.bold if player.state == "won" else m.name
        ink = {"won": _WIN_INK, "lost": _MUTED, "open": _INK, "empty": _FAINT}[player.state]
        shown = _fit(player.text, font, layout.name_w)
        draw.text((x + m.accent + m.pad, middle), shown, font=font, fill=ink, anchor="lm")
        if player.games:
            centre = (score_x + x + w) / 2
            draw.text((centre, middle), player.games, font=font, fill=ink, anchor="mm")
    draw.line((x, y + m.row, x + w, y + m.row), fill=_RULE, width=1)
    draw.line((score_x, y, score_x, y + 2 * m.row), fill=_RULE, width=1)
    draw.rectangle((x, y, x + w, y + 2 * m.row), outline=_BORDER, width=1)


def _draw_bracket(layout: _Layout) -> bytes:
    """The PNG of a placed bracket."""
    m = layout.metrics
    image = Image.new("RGB", (layout.width, layout.height), _BACKDROP)
    draw = ImageDraw.Draw(image)
    if layout.title:
        shown = _fit(layout.title, m.title, layout.width - 2 * m.margin)
        draw.text((m.margin, m.margin), shown, font=m.title, fill=_INK, anchor="la")
    if layout.separator is not None:
        y, edge = layout.separator
        draw.line((m.margin, y, edge, y), fill=_RULE, width=m.line)
    for x, y, text in layout.headers:
        draw.text((x, y + m.header_h / 2), text, font=m.header, fill=_INK_SOFT, anchor="lm")
    for points in layout.lines:
        draw.line(points, fill=_FAINT, width=m.line, joint="curve")
    for box in layout.boxes:
        _draw_box(draw, layout, box)
    return _png(image)


def _fitted_layout(picture: BracketPicture) -> _Layout:
    """The layout at the largest scale (up to 1) that keeps both sides within BRACKET_CAP."""
    scale = 1.0
    layout = _layout(picture, _metrics(scale))
    for _ in range(8):
        over = max(layout.width, layout.height) / BRACKET_CAP
        if over <= 1 or scale <= _MIN_SCALE:
            break
        scale = max(_MIN_SCALE, scale / over * 0.98)
        layout = _layout(picture, _metrics(scale))
    return layout


def bracket_png(picture: BracketPicture) -> bytes:
    """The bracket as one PNG: upper columns, the lower bracket below, the final(s) right."""
    return _draw_bracket(_fitted_layout(picture))


def bracket_size_px(picture: BracketPicture) -> tuple[int, int]:
    """The (width, height) in pixels that bracket_png will draw, without drawing."""
    layout = _fitted_layout(picture)
    return layout.width, layout.height
