"""How a piece of a chat message reads as Russian: look-alikes, transliteration, spellings.

Latin, Greek and Ukrainian look-alikes and digits become the Cyrillic letters they imitate
(x→х, y→у, 0→о, 3→з, 6→б, @→а, $→с …, several readings when ambiguous), and a piece of plain
Latin letters is also transliterated (blyat → блят), so disguised words are read (MOD-2).
A letter of another width or with an accent (ｘ, 𝐱, ú) reads as its base letter, a letter may
be drawn with several symbols («}{уй»), and a symbol between letters may also hide any
letter, whatever it looks like («бл@дь», «х#й»).
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from collections.abc import Iterator

_MAX_READINGS = 32  # readings of one piece: ambiguous look-alikes multiply quickly
# Readings with a hidden letter of one piece: each filling is looked up, so few; a word hidden
# this way is typed in Cyrillic with a symbol or two, whose first readings are the likeliest.
_MAX_MASKED_READINGS = 4

ALPHABET = "абвгдежзийклмнопрстуфхцчшщъыьэюя"
CYRILLIC = frozenset(ALPHABET + "ё")
MAX_HIDDEN = 3  # hidden letters per word: more hides too much to judge
# Letters drawn with several symbols (MOD-2: «}{уй», «>|<опа», «|<ак», «тbI»). Brackets and
# faces («)(», «><», «][») are left out: they part words far more often than they draw one.
GROUPS: dict[str, str] = {
    "}{": "х",
    ">|<": "ж",
    "}|{": "ж",
    ")|(": "ж",
    "|<": "к",
    "/\\": "л",
    "|\\/|": "м",
    "|-|": "н",
    "|/|": "и",
    "|\\|": "и",
    "bI": "ы",
    "b|": "ы",
}
GROUP_RE = re.compile("|".join(map(re.escape, sorted(GROUPS, key=len, reverse=True))))
# Symbols that look like no letter: inside a word each can only hide one («х#й», «пи%дец»).
MASKS = frozenset("#%&")

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
    # Most words repeat no letter, and a string template is slow to expand: both matter in
    # the filling of hidden letters, which collapses thousands of words.
    if not _COLLAPSE_RE.search(word):
        return word
    return _COLLAPSE_RE.sub(_first_letter, word)


def _first_letter(match: re.Match[str]) -> str:
    """The letter a run of it is reduced to."""
    return match.group(1)


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


@functools.lru_cache(maxsize=4096)
def _base(char: str) -> str:
    """A letter of another width, style or with marks as its base letter: ｘ, 𝐱, ú → x, x, u."""
    if char.isascii() or char.lower() in CYRILLIC:
        return char  # «й» and «ё» are letters of their own, not и and е with a mark
    base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    return base if len(base) == 1 else char


_PLAIN = re.compile(r"[\x00-\x7fа-яёА-ЯЁ]*")


def _bases(raw: str) -> str:
    """The piece with every letter as its base letter (`_base`); most pieces are plain."""
    return raw if _PLAIN.fullmatch(raw) else "".join(_base(char) for char in raw)


def _options_table() -> dict[str, str]:
    """What each known character may imitate, in either case; «*» and masks hide a letter."""
    table: dict[str, str] = {}
    for low, options in _LOOKALIKE.items():
        table[low] = table[low.upper()] = options
    table.update(_LOOKALIKE_UPPER)  # «H» is Н before it is х
    for letter in CYRILLIC:
        table[letter] = table[letter.upper()] = letter
    table.update(dict.fromkeys(MASKS | {"*"}, "*"))
    table.update(GROUPS)
    return table


def _tokens(raw: str) -> list[str]:
    """The piece's characters, a letter drawn with several symbols as one (`GROUPS`)."""
    if not GROUP_RE.search(raw):
        return list(raw)
    tokens: list[str] = []
    position = 0
    for group in GROUP_RE.finditer(raw):
        tokens.extend(raw[position : group.start()])
        tokens.append(group.group())
        position = group.end()
    tokens.extend(raw[position:])
    return tokens


_OPTIONS = _options_table()


def readings(raw: str) -> list[list[str]]:
    """Groups of Cyrillic readings of a piece, likeliest first; none for «e2e4»."""
    raw = _bases(raw)
    lower = raw.lower()
    groups: list[list[str]] = []
    if lower.isascii() and lower.isalpha():
        # Plain Latin is first a transliteration (nahuy → нахуй), then look-alikes (xyu → хуи).
        groups.append(list(dict.fromkeys(itertools.islice(_translit(lower), _MAX_READINGS))))
    options: list[str] = []
    for token in _tokens(raw):
        option = _OPTIONS.get(token)
        if not option:
            return groups
        options.append(option)
    product = itertools.islice(itertools.product(*options), _MAX_READINGS)
    groups.append(list(dict.fromkeys("".join(letters) for letters in product)))
    return groups


def masked(raw: str) -> list[str]:
    """Readings of a piece with each symbol between letters as a hidden letter («бл*дь»).

    Whoever types «бл@дь» or «х@й» hides a letter, whatever the symbol looks like; empty
    when the piece has no such symbol.
    """
    if raw.isalnum():
        return []  # no symbol at all: the common case
    tokens = _tokens(_bases(raw))
    inner = {
        index
        for index in range(1, len(tokens) - 1)
        if len(tokens[index]) == 1 and not tokens[index].isalnum() and tokens[index] != "*"
    }
    if not inner or len(inner) + raw.count("*") > MAX_HIDDEN:
        return []  # no symbol to read, or more hidden letters than a word can be judged with
    options: list[str] = []
    for index, token in enumerate(tokens):
        option = "*" if index in inner else _OPTIONS.get(token)
        if not option:
            return []
        options.append(option)
    product = itertools.islice(itertools.product(*options), _MAX_MASKED_READINGS)
    return list(dict.fromkeys("".join(letters) for letters in product))
