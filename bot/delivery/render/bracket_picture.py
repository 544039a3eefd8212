"""Knockout brackets drawn as PNG pictures from their layout (see bracket_geometry).

Drawing is pure: the same bracket always gives the same PNG bytes.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.delivery.render.bracket_geometry import (
    BRACKET_CAP,
    BYE,
    UNKNOWN,
    Box,
    BracketMatch,
    BracketPicture,
    Layout,
    caption,
    fitted_layout,
    players,
)
from bot.delivery.render.canvas import (
    ACCENT,
    BACKDROP,
    BORDER,
    FAINT,
    INK,
    INK_SOFT,
    MUTED,
    PAPER,
    RULE,
    WIN_FILL,
    WIN_INK,
    ZEBRA,
    png,
)
from bot.delivery.render.fonts import fit

__all__ = ["BRACKET_CAP", "BYE", "UNKNOWN", "BracketMatch", "BracketPicture", "bracket_png"]


def _draw_box(draw: ImageDraw.ImageDraw, layout: Layout, box: Box) -> None:
    """One match: caption above, two player rows with their games on the right."""
    m = layout.metrics
    x, y, w = box.x, box.y, layout.box_w
    score_x = x + w - layout.score_w
    label, odd_score = caption(box.match)
    if label:
        shown = fit(label, m.caption, w / 2)
        draw.text((x + 1, y - m.line), shown, font=m.caption, fill=MUTED, anchor="ld")
    if odd_score:
        room = w - (m.caption.getlength(label) + m.pad if label else 0)
        shown = fit(odd_score, m.caption, room)
        draw.text((x + w - 1, y - m.line), shown, font=m.caption, fill=INK_SOFT, anchor="rd")
    draw.rectangle((x, y, x + w, y + 2 * m.row), fill=PAPER)
    draw.rectangle((score_x, y, x + w, y + 2 * m.row), fill=ZEBRA)
    for index, player in enumerate(players(box.match)):
        top = y + index * m.row
        middle = top + m.row / 2
        if player.state == "won":
            draw.rectangle((x, top, score_x, top + m.row), fill=WIN_FILL)
            draw.rectangle((x, top, x + m.accent - 1, top + m.row), fill=ACCENT)
        face = m.bold if player.state == "won" else m.name
        ink = {"won": WIN_INK, "lost": MUTED, "open": INK, "empty": FAINT}[player.state]
        shown = fit(player.text, face, layout.name_w)
        draw.text((x + m.accent + m.pad, middle), shown, font=face, fill=ink, anchor="lm")
        if player.games:
            centre = (score_x + x + w) / 2
            draw.text((centre, middle), player.games, font=face, fill=ink, anchor="mm")
    draw.line((x, y + m.row, x + w, y + m.row), fill=RULE, width=1)
    draw.line((score_x, y, score_x, y + 2 * m.row), fill=RULE, width=1)
    draw.rectangle((x, y, x + w, y + 2 * m.row), outline=BORDER, width=1)


def _draw_bracket(layout: Layout) -> bytes:
    """The PNG of a placed bracket."""
    m = layout.metrics
    image = Image.new("RGB", (layout.width, layout.height), BACKDROP)
    draw = ImageDraw.Draw(image)
    if layout.title:
        shown = fit(layout.title, m.title, layout.width - 2 * m.margin)
        draw.text((m.margin, m.margin), shown, font=m.title, fill=INK, anchor="la")
    if layout.separator is not None:
        y, edge = layout.separator
        draw.line((m.margin, y, edge, y), fill=RULE, width=m.line)
    for x, y, text in layout.headers:
        draw.text((x, y + m.header_h / 2), text, font=m.header, fill=INK_SOFT, anchor="lm")
    for points in layout.lines:
        draw.line(points, fill=FAINT, width=m.line, joint="curve")
    for box in layout.boxes:
        _draw_box(draw, layout, box)
    return png(image)


def bracket_png(picture: BracketPicture) -> bytes:
    """The bracket as one PNG: upper columns, the lower bracket below, the final(s) right."""
    return _draw_bracket(fitted_layout(picture))
