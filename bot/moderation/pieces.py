"""A chat message cut into pieces: runs of letters, digits and look-alike symbols with spans.

Pieces split by separators are joined back into words by the filter; here a piece only keeps
where it stands in the message and whether a space comes before it.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from bot.moderation.readings import GROUP_RE, GROUPS, MASKS

_SYMBOL_LETTERS = frozenset("@$€!|*") | MASKS
# «привет!», «#турнир», «50%» — at the edge of a word these are punctuation, not letters.
_EDGE_TRIM = "!|" + "".join(sorted(MASKS))
_GROUP_STARTS = frozenset(group[0] for group in GROUPS if not group.isalpha())
_INVISIBLE = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff")  # hidden inside words


@dataclass(frozen=True)
class Piece:
    """A run of word characters of the message: its span, text, and a space before it."""

    start: int
    end: int
    text: str
    spaced: bool = True


def split_pieces(text: str) -> list[Piece]:
    """Runs of word characters with their spans; invisible characters are skipped."""
    pieces: list[Piece] = []
    chars: list[tuple[int, str]] = []
    drawn: set[int] = set()  # the positions of letters drawn with symbols («}{»): kept whole
    spaced = True
    text += " "
    index = 0
    while index < len(text):
        char = text[index]
        group = GROUP_RE.match(text, index) if char in _GROUP_STARTS else None
        if group is not None:
            chars.extend((at, text[at]) for at in range(index, group.end()))
            drawn.update(range(index, group.end()))
            index = group.end()
            continue
        index += 1
        if chars and (char in _INVISIBLE or unicodedata.combining(char)):
            continue  # «х\u200bу\u200bй», a stress mark or zalgo hide nothing (MOD-2)
        if char.isalpha() or char.isdigit() or char in _SYMBOL_LETTERS:
            chars.append((index - 1, char))
            continue
        if chars:
            piece = _trimmed(chars, spaced, drawn)
            if piece is not None:
                pieces.append(piece)
                spaced = False
            chars = []
        if char.isspace():
            spaced = True
    return pieces


def _trimmed(chars: list[tuple[int, str]], spaced: bool, drawn: set[int]) -> Piece | None:
    """The piece without edge punctuation; None when it is a bare number or symbols."""
    while chars and chars[0][1] in _EDGE_TRIM and chars[0][0] not in drawn:
        chars = chars[1:]
    while chars and chars[-1][1] in _EDGE_TRIM and chars[-1][0] not in drawn:
        chars = chars[:-1]
    if len(chars) > 1 and chars[0][1] == "*" and chars[-1][1] == "*":
        # «*улыбается*» is emphasis, not hidden letters.
        while chars and chars[0][1] == "*":
            chars = chars[1:]
        while chars and chars[-1][1] == "*":
            chars = chars[:-1]
    word = "".join(char for _, char in chars)
    if not any(char.isalpha() for char in word) and "*" not in word:
        return None
    return Piece(chars[0][0], chars[-1][0] + 1, word, spaced)


def piece_at(pieces: list[Piece], index: int) -> Piece | None:
    """The piece at ``index`` or None past the end."""
    return pieces[index] if index < len(pieces) else None
