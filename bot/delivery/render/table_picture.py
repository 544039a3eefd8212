"""Standings tables drawn as PNG pictures: columns sized to their text, long tables in pages.

Drawing is pure: the same table always gives the same PNG bytes (no timestamps, fixed
compression, the basic layout engine).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from bot.delivery.render.canvas import (
    BORDER,
    FAINT,
    HEADER_FILL,
    INK,
    INK_SOFT,
    PAPER,
    RULE,
    ZEBRA,
    Colour,
    png,
)
from bot.delivery.render.fonts import clean, fit, font, shorten

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
    body, head = font(_S_BODY), font(_S_HEAD, bold=True)
    columns = max([len(picture.headers), *(len(row) for row in picture.rows)], default=0)
    headers = [shorten(clean(text), NAME_LIMIT) for text in picture.headers]
    headers += [""] * (columns - len(headers))
    rows = [
        [shorten(clean(cell), NAME_LIMIT) for cell in row] + [""] * (columns - len(row))
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
    body, head = font(_S_BODY), font(_S_HEAD, bold=True)
    title_font, subtitle_font = font(_S_TITLE, bold=True), font(_S_SUBTITLE)
    width = table.width + 2 * _S_MARGIN
    inner = width - 2 * _S_MARGIN
    top = _S_MARGIN
    title_text = fit(clean(title), title_font, inner)
    subtitle_text = fit(clean(subtitle), subtitle_font, inner)
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
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    if title_text:
        draw.text((_S_MARGIN, title_y), title_text, font=title_font, fill=INK, anchor="la")
    if subtitle_text:
        draw.text((_S_MARGIN, subtitle_y), subtitle_text, font=subtitle_font, fill=INK_SOFT)
    left, right_edge = _S_MARGIN, _S_MARGIN + table.width
    draw.rectangle((left, table_top, right_edge - 1, table_top + _S_HEAD_ROW - 1), HEADER_FILL)

    def cells(texts: list[str], y_mid: float, face: ImageFont.FreeTypeFont, ink: Colour) -> None:
        x = left
        for text, column_width, to_right in zip(texts, table.widths, table.right, strict=True):
            shown = fit(text, face, column_width - 2 * _S_PAD)
            if to_right:
                draw.text(
                    (x + column_width - _S_PAD, y_mid), shown, font=face, fill=ink, anchor="rm"
                )
            else:
                draw.text((x + _S_PAD, y_mid), shown, font=face, fill=ink, anchor="lm")
            x += column_width

    cells(table.headers, table_top + _S_HEAD_ROW / 2, head, INK)
    y = table_top + _S_HEAD_ROW
    for position, index in enumerate(rows):
        if position % 2 == 1:
            draw.rectangle((left, y, right_edge - 1, y + _S_ROW - 1), ZEBRA)
        ink = FAINT if index in greyed else INK
        cells(table.rows[index], y + _S_ROW / 2, body, ink)
        y += _S_ROW
    draw.line(
        (left, table_top + _S_HEAD_ROW - 1, right_edge - 1, table_top + _S_HEAD_ROW - 1),
        BORDER,
        2,
    )
    draw.line((left, y, right_edge - 1, y), RULE, 1)
    return png(image)


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
