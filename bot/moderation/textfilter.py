"""Text filter for tournament chats: obscene language, insults and links (MOD-2).

MOD-2 (S4 5.2) forbids obscene language, insulting participants, spam and flood in the
communication channel and the match chats; MOD-3 (S4 11.5) sanctions the first two.  This
module only tells what a message violates; a judge issues the sanction (MOD-10), and the
flood/repeat part of spam, which needs time, is done elsewhere.

How a message is read:

* The text is cut into *pieces* (runs of letters, digits and look-alike symbols).  Each piece
  is read as Cyrillic: Latin, Greek and Ukrainian look-alikes and digits become the Cyrillic
  letters they imitate (x→х, y→у, 0→о, 3→з, 6→б, @→а, $→с …, several readings when
  ambiguous); a piece of plain Latin letters is also transliterated (blyat → блят).
* Pieces split by separators are joined back: inside one chunk always («ПИЗ-ДЕЦ», «х.у.й»),
  across spaces when a piece is a single letter («х у й»).  An asterisk stands for one hidden
  letter («х*й», «бл*ть»).  Repeated letters are collapsed («хууууй»).
* A reading that pymorphy3 knows is judged by its lemma: obscene when the lemma has an
  obscene root, an insult when the lemma is on the insult list (or is a listed noun with an
  evaluative suffix: идиотище, дебилушка), innocent otherwise — so «корабля», «употреблять»,
  «застрахуй», «тебя», «мудрый», «сукно», «скипидар» pass.  A reading it does not know is
  obscene when an obscene root stands at its start or after a prefix (заебал, отъебись).
  Every dictionary lemma the shipped roots match was checked to be obscene; the rare
  homograph where the chat meaning wins over the dictionary («хули») is listed as data.

Decisions (the word lists are data: ``obscene_roots.txt`` and ``insults_ru.txt``):

* obscene: хуй, пизда, ебать, блядь and their derivatives (the core of Russian mat), and the
  vulgar genital/sexual roots муде (мудак, мудила), манда, залупа, пидор/пидарас;
* insult: сука, сучка, сукин (сын), шлюха, гандон and the organizer's insult list (дебил,
  идиот, урод, тупой …), matched by lemma; an adjective describing a thing (тупой ход) is not;
* allowed: хрен, хер, херня, блин, бляха(-муха), ёлки-палки, офигеть, капец, фиг, грёбаный,
  жопа, хлебало (a form of «хлебать»), нуб, изи — crude or euphemistic, but not mat and not
  an insult from the list;
* spam: a link (when links are not allowed in the chat) or a run of one character (letter,
  bracket, emoji) of ``max_char_run`` or more.

When a message has several violations the verdict names, in this order, obscene language,
an insult, spam; within one kind the earliest fragment.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import Literal

import pymorphy3

Violation = Literal["obscene", "insult", "spam"]

_DATA_DIR = Path(__file__).resolve().parent
OBSCENE_ROOTS_FILE = _DATA_DIR / "obscene_roots.txt"
INSULTS_FILE = _DATA_DIR / "insults_ru.txt"

# A run of one character this long is flood-like spam (MOD-2); Russian chats write «))))»
# and «дааааа» routinely, so the bar is high.
DEFAULT_MAX_CHAR_RUN = 20

_MAX_READINGS = 32  # readings of one piece: ambiguous look-alikes multiply quickly
_MAX_JOIN = 12  # pieces joined into one word at most («п.и.з.д.е.ц» is 6)
# Joined runs read per message at most: past that a message is a flood of single letters,
# and reading every run of a 4 KB «а.б.в.…» would take seconds of the event loop.
_MAX_JOINS_PER_MESSAGE = 1500
_MAX_MASKED = 3  # hidden letters per word: more hides too much to judge
_MAX_MASKED_INSULT = 2  # insults need the dictionary per filling: keep it cheap
_INSULT_POS = frozenset({"NOUN", "ADJF", "ADJS", "COMP"})
_HEAD = 3  # letters an unknown word shares with an insult before the predictor is asked

_ALPHABET = "абвгдежзийклмнопрстуфхцчшщъыьэюя"
_CYRILLIC = frozenset(_ALPHABET + "ё")
_VOWELS = "аеиоуыэюя"

# Prefixes before a root (MOD-2: «охуеть», «заебал», «отъебись», «распиздяй»).
_VOWEL_PREFIXES = "во вы до за на не недо ни о пере по при про у долбо мудо"
_CONSONANT_PREFIXES = "в вз вс воз вос из ис над об от под раз рас роз с без бес пред"

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
_SYMBOL_LETTERS = frozenset("@$€!|*")
_EDGE_TRIM = "!|"  # «привет!» — an exclamation mark at the edge is punctuation, not «и»
_INVISIBLE = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff")  # hidden inside words

# Links (MOD-2 spam): a scheme, www., and bare domains with a common top-level domain.
_TLD_NAMES = (
    "ru su рф com net org info biz io me gg tv cc co ly xyz online site club pro app dev link "
    "live shop store top fun space ph by kz ua uk de eu us to sh ws fm am gl tk ml ga cf "
    "trade page games team chat social tech cloud one win bet casino money vip art blog news "
    "media world click best today be"
)
_TLD_ALTERNATIVES = "|".join(sorted(_TLD_NAMES.split(), key=len, reverse=True))
_LINK_RE = re.compile(
    r"(?:\b(?:https?|ftp|tg)://\S+"
    r"|\bwww\.\S+"
    r"|(?<![\w@.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+"
    rf"(?:{_TLD_ALTERNATIVES})(?![\w-])(?:[/?#]\S*)?"
    r"|(?<![\w@.-])(?:[а-яё0-9](?:[а-яё0-9-]{0,61}[а-яё0-9])?\.)+рф(?![\w-])(?:[/?#]\S*)?)",
    re.IGNORECASE,
)
_LINK_TAIL = ".,;:!?)»\"'"
_RUN_IGNORED = frozenset("\ufe0f\u200d") | frozenset(chr(c) for c in range(0x1F3FB, 0x1F400))

# Evaluative suffixes that keep an insult an insult (MOD-2): идиот-ище, дебил-ушка, урод-ец,
# дурач-ьё, мраз-ота, твар-юга, урод-ина; applied to the stem of a listed animate noun
# («гад-юка» is a snake first, so there is no «-юк»).
_INSULT_SUFFIXES = "ищ ушк юшк ец ье ота юг ина$"
# Consonants that alternate before those suffixes: дурак → дурачьё, лох → лошара.
_ALTERNATIONS = {"к": "ч", "х": "ш", "г": "ж", "ц": "ч"}

_COLLAPSE_RE = re.compile(r"(.)\1+")
_LONG_RUN_RE = re.compile(r"(.)\1{2,}")


class _Kind(IntEnum):
    """How one word reads, ordered by how bad it is."""

    UNKNOWN = 0  # not in the dictionary and nothing offensive in it
    INNOCENT = 1  # a dictionary word (or an allowed one) that offends nobody
    INSULT_ADJ = 2  # an insulting adjective: an insult unless it describes a thing
    INSULT = 3
    OBSCENE = 4


@dataclass(frozen=True)
class Verdict:
    """What a message violates (None when nothing) and the offending fragment as written."""

    violation: Violation | None
    match: str | None

    @property
    def ok(self) -> bool:
        """Whether the message violates nothing."""
        return self.violation is None


CLEAN = Verdict(None, None)


@dataclass(frozen=True)
class _Piece:
    """A run of word characters of the message: its span, text, and a space before it."""

    start: int
    end: int
    text: str
    spaced: bool = True


@functools.cache
def morph() -> pymorphy3.MorphAnalyzer:
    """The Russian morphological analyzer, loaded once per process."""
    return pymorphy3.MorphAnalyzer(lang="ru")


def _norm(word: str) -> str:
    """Lower-case with ё as е, the form every list and root is compared in."""
    return word.lower().replace("ё", "е")


def _collapse(word: str) -> str:
    """Every run of a repeated letter reduced to one letter («хууууй» → «хуй»)."""
    return _COLLAPSE_RE.sub(r"\1", word)


def _data_lines(path: Path) -> list[str]:
    """The non-empty, non-comment lines of a data file."""
    lines = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            lines.append(line)
    return lines


def _prefix_pattern() -> str:
    """One prefix: vowel-final as is, consonant-final only before a consonant or ъ/ь."""
    vowel = "|".join(sorted(_VOWEL_PREFIXES.split(), key=len, reverse=True))
    consonant = "|".join(sorted(_CONSONANT_PREFIXES.split(), key=len, reverse=True))
    return rf"(?:(?:{vowel})|(?:{consonant})(?:[ъь]|(?![{_VOWELS}])))"


@dataclass(frozen=True)
class _Roots:
    """The obscene roots compiled from the data file and the organizer's stems (MOD-2)."""

    pattern: re.Pattern[str]
    exceptions: frozenset[str]  # «!word»: never obscene
    homographs: frozenset[str]  # «=word»: obscene although the dictionary knows it otherwise


def _compile_roots(lines: Iterable[str], extra: Iterable[str]) -> _Roots:
    """The obscene-root pattern and the word exceptions from the data lines (MOD-2)."""
    prefixed: list[str] = []
    anchored: list[str] = []
    anywhere: list[str] = []
    exceptions: set[str] = set()
    homographs: set[str] = set()
    for line in lines:
        if line.startswith("!"):
            exceptions.add(_norm(line[1:].strip()))
        elif line.startswith("="):
            homographs.add(_collapse(_norm(line[1:].strip())))
        elif line.startswith("^"):
            anchored.append(line[1:])
        elif line.startswith("~"):
            anywhere.append(line[1:])
        else:
            prefixed.append(line)
    for word in extra:
        stem = _collapse(_norm(word.strip()))
        if stem:
            prefixed.append(re.escape(stem))
    parts = []
    if prefixed:
        body = "|".join(f"(?:{root})" for root in prefixed)
        parts.append(rf"^{_prefix_pattern()}{{0,2}}(?:{body})")
    if anchored:
        parts.append("^(?:" + "|".join(f"(?:{root})" for root in anchored) + ")")
    if anywhere:
        parts.append("(?:" + "|".join(f"(?:{root})" for root in anywhere) + ")")
    pattern = re.compile("|".join(parts) if parts else r"(?!x)x")
    return _Roots(pattern, frozenset(exceptions), frozenset(homographs))


def _spellings(word: str) -> list[str]:
    """The word, with long runs cut to two letters, and with every run cut to one."""
    out = [word]
    for variant in (_LONG_RUN_RE.sub(r"\1\1", word), _collapse(word)):
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


def _readings(raw: str) -> list[list[str]]:
    """Groups of Cyrillic readings of a piece, likeliest first; none for «e2e4»."""
    lower = raw.lower()
    groups: list[list[str]] = []
    if lower.isascii() and lower.isalpha():
        # Plain Latin is first a transliteration (nahuy → нахуй), then look-alikes (xyu → хуи).
        groups.append(list(dict.fromkeys(itertools.islice(_translit(lower), _MAX_READINGS))))
    options: list[str] = []
    for char in raw:
        low = char.lower()
        if low in _CYRILLIC or char == "*":
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


def _pieces(text: str) -> list[_Piece]:
    """Runs of word characters with their spans; invisible characters are skipped."""
    pieces: list[_Piece] = []
    chars: list[tuple[int, str]] = []
    spaced = True
    for index, char in enumerate([*text, " "]):
        if char in _INVISIBLE and chars:
            continue  # «х\u200bу\u200bй» hides nothing from us (MOD-2)
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


def _trimmed(chars: list[tuple[int, str]], spaced: bool) -> _Piece | None:
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
    return _Piece(chars[0][0], chars[-1][0] + 1, word, spaced)


def _char_run(text: str, limit: int) -> str | None:
    """The first run of one character at least ``limit`` long, as written (MOD-2 flood)."""
    chars = [(index, char) for index, char in enumerate(text) if char not in _RUN_IGNORED]
    first = 0
    for index in range(1, len(chars) + 1):
        if index < len(chars) and chars[index][1] == chars[first][1]:
            continue
        if index - first >= limit and not chars[first][1].isspace():
            end = chars[index - 1][0] + 1
            while end < len(text) and text[end] in _RUN_IGNORED:
                end += 1
            return text[chars[first][0] : end]
        first = index
    return None


class TextFilter:
    """Tells whether a chat message has obscene language, an insult or spam (MOD-2)."""

    def __init__(
        self,
        insults: Iterable[str] = (),
        extra_obscene: Iterable[str] = (),
        allowed: Iterable[str] = (),
        links_allowed: bool = True,
        *,
        max_char_run: int | None = DEFAULT_MAX_CHAR_RUN,
    ) -> None:
        """Load the shipped lists and add the organizer's own (MOD-2: the lists are data)."""
        self._morph = morph()
        roots = _compile_roots(_data_lines(OBSCENE_ROOTS_FILE), list(extra_obscene))
        self._roots = roots.pattern
        self._homographs = roots.homographs
        self._allowed = frozenset(roots.exceptions | self._forms_and_lemmas(allowed))
        insult_words = [*_data_lines(INSULTS_FILE), *insults]
        self._insults: frozenset[str] = frozenset(self._forms_and_lemmas(insult_words))
        self._insult_derived = self._derived_pattern(insult_words)
        # A predicted lemma keeps the word's beginning: only words that start like an insult
        # are worth the predictor, which is the slow part of reading unknown words.
        self._insult_heads = frozenset(word[:_HEAD] for word in self._insults)
        self.links_allowed = links_allowed
        self.max_char_run = max_char_run
        self._classify = functools.lru_cache(maxsize=16384)(self._classify_word)

    def _derived_pattern(self, words: Iterable[str]) -> re.Pattern[str]:
        """Listed insulting nouns with an evaluative suffix: «идиотище», «дебилушка»."""
        stems: set[str] = set()
        for word in words:
            parse = self._morph.parse(_norm(word.strip()))[0]
            if parse.tag.POS != "NOUN" or "anim" not in parse.tag:
                continue
            stem = _norm(parse.normal_form).rstrip("аяоеьйы")
            if len(stem) >= 3:
                stems.add(stem)
                if stem[-1] in _ALTERNATIONS:
                    stems.add(stem[:-1] + _ALTERNATIONS[stem[-1]])
        if not stems:
            return re.compile(r"(?!x)x")
        body = "|".join(sorted(stems, key=len, reverse=True))
        suffixes = "|".join(_INSULT_SUFFIXES.split())
        return re.compile(rf"^(?:{body})(?:{suffixes})")

    def _is_insult_lemma(self, lemma: str, animate: bool = True) -> bool:
        """Whether a lemma (ё as е) is listed, or is a listed noun with a suffix for a being."""
        return lemma in self._insults or (animate and bool(self._insult_derived.match(lemma)))

    def _forms_and_lemmas(self, words: Iterable[str]) -> set[str]:
        """Each listed word as written and as its lemma, so any form may be listed."""
        out: set[str] = set()
        for word in words:
            norm = _norm(word.strip())
            if not norm:
                continue
            out.add(norm)
            out.add(_norm(self._morph.parse(norm)[0].normal_form))
        return out

    def check(self, text: str) -> Verdict:
        """The first violation of the message in the order obscene, insult, spam."""
        text = unicodedata.normalize("NFC", text)
        pieces = _pieces(text)
        insult: str | None = None
        for first, last, kind in self._words(pieces):
            if kind is _Kind.OBSCENE:
                last = self._whole_word(pieces, first, last)
                return Verdict("obscene", text[pieces[first].start : pieces[last].end])
            fragment = text[pieces[first].start : pieces[last].end]
            if insult is None and self._is_insult(pieces, first, last, kind):
                insult = fragment  # obscene language further on still comes first (MOD-3)
        if insult is not None:
            return Verdict("insult", insult)
        return self._spam(text)

    def _words(self, pieces: list[_Piece]) -> Iterator[tuple[int, int, _Kind]]:
        """Each piece and each joinable run of pieces, in text order, with how it reads."""
        budget = _MAX_JOINS_PER_MESSAGE
        for first in range(len(pieces)):
            if len(pieces[first].text) > 1:
                yield first, first, self._piece_kind(pieces[first].text, joined=False)
            for last in range(first + 1, min(first + _MAX_JOIN, len(pieces))):
                if budget <= 0 or not self._joinable(pieces[last - 1], pieces[last]):
                    break
                budget -= 1
                joined = "".join(piece.text for piece in pieces[first : last + 1])
                yield first, last, self._piece_kind(joined, joined=True)

    def _whole_word(self, pieces: list[_Piece], first: int, last: int) -> int:
        """The last piece of a spelled-out word: «е_б» grows to «е_б_а_т_ь», not to «тебе»."""
        while last + 1 < len(pieces) and last - first < _MAX_JOIN:
            following = pieces[last + 1]
            spelled = len(pieces[last].text) == 1 and len(following.text) == 1
            if following.spaced and not spelled:
                break  # «отъебись, я» and «х у й тебе» end before the next word
            joined = "".join(piece.text for piece in pieces[first : last + 2])
            if self._piece_kind(joined, joined=True) is not _Kind.OBSCENE:
                break
            last += 1
        return last

    @staticmethod
    def _joinable(left: _Piece, right: _Piece) -> bool:
        """Whether two pieces may be one disguised word: same chunk, or a lone letter."""
        return not right.spaced or len(left.text) == 1 or len(right.text) == 1

    def _piece_kind(self, raw: str, *, joined: bool) -> _Kind:
        """How a piece reads: innocent if a likeliest reading is a real word, else the worst."""
        if _norm(raw) in self._allowed:
            return _Kind.INNOCENT
        for group in _readings(raw):
            worst = _Kind.UNKNOWN
            for reading in group:
                kind = self._classify(reading, joined)
                if kind is _Kind.INNOCENT:
                    return _Kind.INNOCENT
                worst = max(worst, kind)
            if worst is not _Kind.UNKNOWN:
                return worst
        return _Kind.UNKNOWN

    def _classify_word(self, word: str, joined: bool) -> _Kind:
        """How one Cyrillic reading reads; ``joined`` readings are insults only if known."""
        if "*" in word:
            return self._classify_masked(word)
        norm = _norm(word)
        if norm in self._allowed or _collapse(norm) in self._allowed:
            return _Kind.INNOCENT
        if _collapse(norm) in self._homographs:
            return _Kind.OBSCENE
        for spelling in _spellings(word):
            if self._morph.word_is_known(spelling):
                kind = self._classify_known(spelling)
                if kind is _Kind.INNOCENT and spelling != word:
                    # Clean, but a word found only by collapsing letters («пахуу» → «паху»)
                    # must not vouch for the piece against its other readings.
                    return _Kind.UNKNOWN
                return kind
        collapsed = _collapse(norm)
        if self._roots.search(collapsed):
            return _Kind.OBSCENE
        if joined:
            return _Kind.UNKNOWN
        # An unknown word is an insult only by its own letters or its predicted lemma.
        if collapsed[:_HEAD] not in self._insult_heads:
            return _Kind.UNKNOWN
        parse = self._morph.parse(collapsed)[0]
        if self._is_insult_lemma(collapsed) or self._is_insult_lemma(_norm(parse.normal_form)):
            return _Kind.INSULT_ADJ if parse.tag.POS == "ADJF" else _Kind.INSULT
        return _Kind.UNKNOWN

    def _classify_known(self, word: str) -> _Kind:
        """A dictionary word: judged by its lemmas, never by the letters it contains."""
        parses = [parse for parse in self._morph.parse(word) if parse.is_known]
        if not parses:
            return _Kind.INNOCENT
        lemmas = {_norm(parse.normal_form) for parse in parses}
        if lemmas & self._allowed:
            return _Kind.INNOCENT
        if any(self._roots.search(_collapse(lemma)) for lemma in lemmas):
            return _Kind.OBSCENE
        # The insulting reading must be the likelier one: «сука» is, but «сук», «суку» read as
        # «сук» (a bough) at least as likely, so they stay innocent (MOD-2 precision).
        # An insult names or describes a person: a noun or an adjective, never a verb form
        # («сволокшую» is the verb «сволочь», to drag off).
        insulting = [
            parse
            for parse in parses
            if parse.tag.POS in _INSULT_POS
            and self._is_insult_lemma(_norm(parse.normal_form), "anim" in parse.tag)
        ]
        weight = sum(parse.score for parse in insulting)
        if insulting and weight > sum(parse.score for parse in parses) - weight:
            return _Kind.INSULT_ADJ if insulting[0].tag.POS == "ADJF" else _Kind.INSULT
        return _Kind.INNOCENT

    def _classify_masked(self, word: str) -> _Kind:
        """A word with hidden letters («х*й»): the worst word any filling makes (MOD-2)."""
        hidden = word.count("*")
        if hidden > _MAX_MASKED or hidden == len(word):
            return _Kind.UNKNOWN
        template = word.replace("*", "{}")
        worst = _Kind.UNKNOWN
        for letters in itertools.product(_ALPHABET, repeat=hidden):
            filled = template.format(*letters)
            if self._roots.search(_collapse(filled)):
                kind = self._classify(filled, True)
                if kind is _Kind.OBSCENE:
                    return kind
            elif hidden <= _MAX_MASKED_INSULT and self._morph.word_is_known(filled):
                worst = max(worst, self._classify(filled, True))
        return _Kind.INSULT if worst >= _Kind.INSULT_ADJ else _Kind.UNKNOWN

    def _is_insult(self, pieces: list[_Piece], first: int, last: int, kind: _Kind) -> bool:
        """Whether the word insults; an adjective next to a thing describes the thing."""
        if kind is _Kind.INSULT:
            return True
        if kind is not _Kind.INSULT_ADJ:
            return False
        neighbours = (pieces[first - 1] if first > 0 else None, _at(pieces, last + 1))
        return not any(piece and self._is_thing(piece.text) for piece in neighbours)

    def _is_thing(self, raw: str) -> bool:
        """Whether a word is an inanimate noun («ход», «колода»), so not a person."""
        groups = _readings(raw)
        if not groups or not self._morph.word_is_known(groups[0][0]):
            return False
        tag = self._morph.parse(groups[0][0])[0].tag
        return tag.POS == "NOUN" and tag.animacy == "inan"

    def _spam(self, text: str) -> Verdict:
        """A link where links are not allowed, or a long run of one character (MOD-2)."""
        if not self.links_allowed:
            link = _LINK_RE.search(text)
            if link:
                return Verdict("spam", link.group(0).rstrip(_LINK_TAIL))
        if self.max_char_run:
            run = _char_run(text, self.max_char_run)
            if run:
                return Verdict("spam", run)
        return CLEAN


def _at(pieces: list[_Piece], index: int) -> _Piece | None:
    """The piece at ``index`` or None past the end."""
    return pieces[index] if index < len(pieces) else None


__all__ = ["CLEAN", "TextFilter", "Verdict", "Violation", "morph"]
