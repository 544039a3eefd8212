"""Where everything of a knockout bracket picture goes, at the scale that fits BRACKET_CAP.

The upper columns come first, the lower bracket below them, the final(s) to the right; every
winner is joined to the box he goes on to by an elbowed connector.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from PIL import ImageFont

from bot.delivery.render.fonts import clean, fit, font, shorten

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
class Metrics:
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


def _metrics(scale: float) -> Metrics:
    """The bracket sizes scaled by `scale` (1.0: 20 px names)."""

    def px(value: float, least: int = 1) -> int:
        return max(least, round(value * scale))

    return Metrics(
        name=font(px(20, 9)),
        bold=font(px(20, 9), bold=True),
        caption=font(px(15, 8)),
        header=font(px(18, 9), bold=True),
        title=font(px(30, 14), bold=True),
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
class Player:
    """How one side of a match box is drawn."""

    text: str
    state: str  # "won" | "lost" | "open" | "empty"
    games: str


@dataclass(frozen=True)
class Box:
    """A match placed at (x, y): the top-left corner of its box, below its caption."""

    match: BracketMatch
    x: int
    y: int


@dataclass
class Layout:
    """Where everything of a bracket goes."""

    metrics: Metrics
    width: int
    height: int
    box_w: int
    score_w: int
    name_w: int
    title: str
    boxes: list[Box] = field(default_factory=list)
    lines: list[list[tuple[int, int]]] = field(default_factory=list)
    headers: list[tuple[int, int, str]] = field(default_factory=list)
    separator: tuple[int, int] | None = None  # y, right end


def _is_bye(match: BracketMatch, name: str | None, other: str | None) -> bool:
    """Whether a side is a bye: the literal «bye», or empty while the other side has won."""
    if name is not None:
        return name.strip().lower() == BYE
    return other is not None and match.winner == other and match.score is None


def players(match: BracketMatch) -> tuple[Player, Player]:
    """Both sides of a match as drawn: name or «—» / «bye», outcome, games won."""
    parsed = _SCORE.match(match.score or "")
    games = (parsed.group(1), parsed.group(2)) if parsed else ("", "")
    won = 0 if match.winner is not None and match.winner == match.a else None
    if won is None and match.winner is not None and match.winner == match.b:
        won = 1
    sides = []
    for index, (name, other) in enumerate(((match.a, match.b), (match.b, match.a))):
        if _is_bye(match, name, other):
            sides.append(Player(BYE, "empty", ""))
            continue
        text = shorten(clean(name), BRACKET_NAME_LIMIT) if name is not None else ""
        if not text:
            sides.append(Player(UNKNOWN, "empty", games[index]))
            continue
        state = "open" if won is None else ("won" if won == index else "lost")
        sides.append(Player(text, state, games[index]))
    return sides[0], sides[1]


def caption(match: BracketMatch) -> tuple[str, str]:
    """The small line above a box: the label, and a score that does not split into games."""
    score = (match.score or "").strip()
    return clean(match.label), "" if not score or _SCORE.match(score) else clean(score)


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


def _layout(picture: BracketPicture, metrics: Metrics) -> Layout:
    """Place the columns, boxes, connectors and headers of a bracket at one scale."""
    m = metrics
    upper = [list(matches) for _, matches in picture.rounds]
    lower = [list(matches) for _, matches in picture.lower]
    everything = [match for column in upper + lower for match in column] + list(picture.finals)
    names = [player.text for match in everything for player in players(match)]
    widest_name = max(
        [max(m.bold.getlength(name), m.name.getlength(name)) for name in names], default=0
    )
    name_w = min(math.ceil(widest_name), round(m.bold.size * 11.5))
    name_w = max(name_w, round(m.bold.size * 6))
    games = [player.games for match in everything for player in players(match)]
    score_w = math.ceil(max([m.bold.getlength(g) for g in [*games, "00"]])) + 2 * m.pad
    box_w = m.accent + m.pad + name_w + m.pad + score_w
    box_h = 2 * m.row
    captions = any(any(caption(match)) for match in everything)
    caption_h = m.caption_h if captions else 0
    pitch = caption_h + box_h + m.vgap
    step = box_w + m.hgap
    title = clean(picture.title)

    u_slots, u_places = _slots(upper, lower=False)
    l_slots, l_places = _slots(lower, lower=True)
    columns = max(len(upper), len(lower)) + len(picture.finals)
    content_w = columns * box_w + max(0, columns - 1) * m.hgap
    width = max(content_w, math.ceil(m.title.getlength(title)) if title else 0) + 2 * m.margin
    width = min(width, max(content_w + 2 * m.margin, BRACKET_CAP))
    layout = Layout(m, width, 0, box_w, score_w, name_w, title)

    y = m.margin + (m.title_h if title else 0)
    column_x = [m.margin + index * step for index in range(columns)]

    def block(
        titles: list[str],
        matches: list[list[BracketMatch]],
        slots: list[int],
        places: list[list[int]],
        top: int,
    ) -> tuple[int, dict[tuple[int, int], Box]]:
        header_w = box_w + m.hgap - m.pad
        for index, text in enumerate(titles):
            shown = fit(clean(text), m.header, header_w)
            if shown:
                layout.headers.append((column_x[index], top, shown))
        body_top = top + m.header_h
        height = max(slots, default=0) * pitch
        placed: dict[tuple[int, int], Box] = {}
        for index, (column, count, place) in enumerate(zip(matches, slots, places, strict=True)):
            unit = height / count
            for match, slot in zip(column, place, strict=True):
                centre = body_top + (slot + 0.5) * unit
                box_top = round(centre - (caption_h + box_h) / 2 + caption_h)
                box = Box(match, column_x[index], box_top)
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

    u_last: Box | None = None
    l_last: Box | None = None
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
        title_text = fit(clean(picture.finals_title), m.header, box_w + m.hgap - m.pad)
        if title_text:
            title_x = column_x[columns - len(picture.finals)]
            layout.headers.append((title_x, box_top - caption_h - m.header_h, title_text))
        previous: list[Box] = feeders
        for index, match in enumerate(picture.finals):
            box = Box(match, column_x[columns - len(picture.finals) + index], box_top)
            layout.boxes.append(box)
            for feeder in previous:
                start = (feeder.x + box_w, feeder.y + m.row)
                layout.lines.append(_elbow(start, (box.x, box.y + m.row), box.x - m.hgap // 2))
            previous = [box]
        y = max(y, box_top + box_h)
    layout.height = y + m.margin
    return layout


def fitted_layout(picture: BracketPicture) -> Layout:
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
