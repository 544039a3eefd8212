"""How a piece of a chat message reads as Russian: look-alikes, transliteration, spellings.

Latin, Greek and Ukrainian look-alikes and digits become the Cyrillic letters they imitate
(x→х, y→у, 0→о, 3→з, 6→б, @→а, $→с …, several readings when ambiguous), and a piece of plain
Latin letters is also transliterated (blyat → блят), so disguised words are read (MOD-2).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

_MAX_READINGS = 32  # readings of one piece: ambiguous look-alikes multiply quickly

ALPHABET = "абвгдежзийклмнопрстуфхцчшщъыьэюя"
CYRILLIC = frozenset(ALPHABET + "ё")

# What a character imitates, likeliest first (MOD-2 disguises).  Upper case first: «H» is Н.
_LOOKALIKE_UPPER: dict[str, str] = {
    "A": "а",
    "B": "вб",
    "C": "с",
    "E": "е",
    "H": "нх",
    "K": "к",
    "M": "м",
    "N": "ип",
    "O": "о",
    "P": "р",
    "R": "ря",
    "T": "т",
    "X": "х",
    "Y": "у",
}
_LOOKALIKE: dict[str, str] = {
    "a": "а",
    "b": "бвь",
    "c": "с",
    "d": "д",
    "e": "е",
    "f": "ф",
    "g": "гд",
    "h": "хн",
    "i": "и",
    "j": "й",
    "k": "к",
    "l": "л",
    "m": "мт",
    "n": "пн",
    "o": "о",
    "p": "рп",
    "q": "к",
    "r": "гр",
    "s": "с",
    "t": "т",
    "u": "иу",
    "v": "в",
    "w": "шв",
    "x": "х",
    "y": "уйы",
    "z": "з",
    "0": "о",
    "1": "ил",
    "3": "зе",
    "4": "ча",
    "6": "б",
    "7": "т",
    "8": "в",
    "9": "я",
    "@": "а",
    "$": "с",
    "€": "е",
    "!": "и",
    "|": "л",
    # Greek, Ukrainian and Belarusian letters that look Russian.
    "α": "а",
    "β": "в",
    "γ": "г",
    "δ": "д",
    "ε": "е",
    "η": "н",
    "ι": "и",
    "κ": "к",
    "λ": "л",
    "μ": "м",
    "ν": "в",
    "ο": "о",
    "π": "п",
    "ρ": "р",
    "σ": "с",
    "τ": "т",
    "υ": "у",
    "φ": "ф",
    "χ": "х",
    "ω": "ш",
    "і": "и",
    "ї": "и",
    "є": "е",
    "ў": "у",
    "ґ": "г",
}
# Transliteration of a word typed in Latin letters (MOD-2: «blyat», «nahuy»).
_TRANSLIT_GROUPS: dict[str, tuple[str, ...]] = {
    "shch": ("щ",),
    "sch": ("щ",),
    "sh": ("ш",),
    "ch": ("ч",),
    "zh": ("ж",),
    "kh": ("х",),
    "ts": ("ц",),
    "ya": ("я",),
    "ja": ("я",),
    "yu": ("ю",),
    "ju": ("ю",),
    "yo": ("ё",),
    "jo": ("ё",),
    "ye": ("е",),
    "je": ("е",),
}
_TRANSLIT: dict[str, tuple[str, ...]] = {
    "a": ("а",),
    "b": ("б",),
    "c": ("ц", "к", "с"),
    "d": ("д",),
    "e": ("е", "э"),
    "f": ("ф",),
    "g": ("г",),
    "h": ("х",),
    "i": ("и", "й"),
    "j": ("й",),
    "k": ("к",),
    "l": ("л",),
    "m": ("м",),
    "n": ("н",),
    "o": ("о",),
    "p": ("п",),
    "q": ("к",),
    "r": ("р",),
    "s": ("с",),
    "t": ("т",),
    "u": ("у",),
    "v": ("в",),
    "w": ("в",),
    "x": ("х", "кс"),
    "y": ("ы", "й", "у"),
    "z": ("з",),
}

_COLLAPSE_RE = re.compile(r"(.)\1+")
_LONG_RUN_RE = re.compile(r"(.)\1{2,}")


def fold(word: str) -> str:
    """Lower-case with ё as е, the form every list and root is compared in."""
    return word.lower().replace("ё", "е")


def collapse(word: str) -> str:
    """Every run of a repeated letter reduced to one letter («хууууй» → «хуй»)."""
    return _COLLAPSE_RE.sub(r"\1", word)


def spellings(word: str) -> list[str]:
    """The word, with long runs cut to two letters, and with every run cut to one."""
    out = [word]
    for variant in (_LONG_RUN_RE.sub(r"\1\1", word), collapse(word)):
        if variant not in out:
            out.append(variant)
    return out


def _translit(word: str) -> Iterator[str]:
    """Cyrillic readings of a word typed in Latin letters, digraphs first."""
    if not word:
        yield ""
        return
    for size in (4, 3, 2):
        options = _TRANSLIT_GROUPS.get(word[:size])
        if options:
            for head in options:
                for tail in _translit(word[size:]):
                    yield head + tail
    for head in _TRANSLIT.get(word[0], ()):
        for tail in _translit(word[1:]):
            yield head + tail


def readings(raw: str) -> list[list[str]]:
    """Groups of Cyrillic readings of a piece, likeliest first; none for «e2e4»."""
    lower = raw.lower()
    groups: list[list[str]] = []
    if lower.isascii() and lower.isalpha():
        # Plain Latin is first a transliteration (nahuy → нахуй), then look-alikes (xyu → хуи).
        groups.append(list(dict.fromkeys(itertools.islice(_translit(lower), _MAX_READINGS))))
    options: list[str] = []
    for char in raw:
        low = char.lower()
        if low in CYRILLIC or char == "*":
            options.append(low)
        elif char in _LOOKALIKE_UPPER:
            options.append(_LOOKALIKE_UPPER[char])
        elif low in _LOOKALIKE:
            options.append(_LOOKALIKE[low])
        else:
            return groups
    product = itertools.islice(itertools.product(*options), _MAX_READINGS)
    groups.append(list(dict.fromkeys("".join(letters) for letters in product)))
    return groups
