"""A chat message cut into pieces: runs of letters, digits and look-alike symbols with spans.

Pieces split by separators are joined back into words by the filter; here a piece only keeps
where it stands in the message and whether a space comes before it.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from bot.moderation.readings import MASKS

_SYMBOL_LETTERS = frozenset("@$€!|*") | MASKS
# «привет!», «#турнир», «50%» — at the edge of a word these are punctuation, not letters.
_EDGE_TRIM = "!|" + "".join(sorted(MASKS))
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
    spaced = True
    for index, char in enumerate([*text, " "]):
        if chars and (char in _INVISIBLE or unicodedata.combining(char)):
            continue  # «х\u200bу\u200bй», a stress mark or zalgo hide nothing (MOD-2)
        if char.isalpha() or char.isdigit() or char in _SYMBOL_LETTERS:
            chars.append((index, char))
            continue
        if chars:
            piece = _trimmed(chars, spaced)
            if piece is not None:
                pieces.append(piece)
                spaced = False
            chars = []
        if char.isspace():
            spaced = True
    return pieces


def _trimmed(chars: list[tuple[int, str]], spaced: bool) -> Piece | None:
    """The piece without edge punctuation; None when it is a bare number or symbols."""
    while chars and chars[0][1] in _EDGE_TRIM:
        chars = chars[1:]
    while chars and chars[-1][1] in _EDGE_TRIM:
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
