"""The word lists as data: the obscene roots and the insults shipped, compiled for matching.

Lines of ``obscene_roots.txt``: a root matched at the start of a word or after a prefix,
``^root`` at the start only, ``~root`` anywhere, ``!word`` never obscene, ``=word`` obscene
although the dictionary knows it otherwise. ``insults_ru.txt`` lists one insult a line,
``~word`` for a noun that also names a creature (an insult only in the nominative) and
``+word`` for an adjective that names a kind of creature (болотный).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pymorphy3

from bot.moderation.readings import collapse, fold

_DATA_DIR = Path(__file__).resolve().parent
OBSCENE_ROOTS_FILE = _DATA_DIR / "obscene_roots.txt"
INSULTS_FILE = _DATA_DIR / "insults_ru.txt"

_VOWELS = "аеиоуыэюя"

# Prefixes before a root (MOD-2: «охуеть», «заебал», «отъебись», «распиздяй»).
_VOWEL_PREFIXES = "во вы до за на не недо ни о пере по при про у долбо мудо"
_CONSONANT_PREFIXES = "в вз вс воз вос из ис над об от под раз рас роз с без бес пред"

# Evaluative suffixes that keep an insult an insult (MOD-2): идиот-ище, дебил-ушка, урод-ец,
# дурач-ьё, мраз-ота, твар-юга, урод-ина; applied to the stem of a listed animate noun
# («гад-юка» is a snake first, so there is no «-юк»).
_INSULT_SUFFIXES = "ищ ушк юшк ец ье ота юг ина$"
# Consonants that alternate before those suffixes: дурак → дурачьё, лох → лошара.
_ALTERNATIONS = {"к": "ч", "х": "ш", "г": "ж", "ц": "ч"}


def data_lines(path: Path) -> list[str]:
    """The non-empty, non-comment lines of a data file."""
    lines = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            lines.append(line)
    return lines


@dataclass(frozen=True)
class InsultList:
    """The lines of ``insults_ru.txt``: the insults, those that also name creatures, and the
    adjectives that name a kind of creature."""

    words: list[str]
    creatures: list[str]  # «~word»
    kinds: list[str]  # «+adjective»


def insult_list(lines: Iterable[str]) -> InsultList:
    """The insults file read by its line marks (``~`` a creature too, ``+`` a kind)."""
    parsed = InsultList([], [], [])
    for line in lines:
        word = line[1:].strip() if line[0] in "~+" else line
        if line.startswith("+"):
            parsed.kinds.append(word)
            continue
        parsed.words.append(word)
        if line.startswith("~"):
            parsed.creatures.append(word)
    return parsed


def _prefix_pattern() -> str:
    """One prefix: vowel-final as is, consonant-final only before a consonant or ъ/ь."""
    vowel = "|".join(sorted(_VOWEL_PREFIXES.split(), key=len, reverse=True))
    consonant = "|".join(sorted(_CONSONANT_PREFIXES.split(), key=len, reverse=True))
    return rf"(?:(?:{vowel})|(?:{consonant})(?:[ъь]|(?![{_VOWELS}])))"


@dataclass(frozen=True)
class Roots:
    """The obscene roots compiled from the data file and the organizer's stems (MOD-2)."""

    pattern: re.Pattern[str]
    exceptions: frozenset[str]  # «!word»: never obscene
    homographs: frozenset[str]  # «=word»: obscene although the dictionary knows it otherwise


def compile_roots(lines: Iterable[str], extra: Iterable[str]) -> Roots:
    """The obscene-root pattern and the word exceptions from the data lines (MOD-2)."""
    prefixed: list[str] = []
    anchored: list[str] = []
    anywhere: list[str] = []
    exceptions: set[str] = set()
    homographs: set[str] = set()
    for line in lines:
        if line.startswith("!"):
            exceptions.add(fold(line[1:].strip()))
        elif line.startswith("="):
            homographs.add(collapse(fold(line[1:].strip())))
        elif line.startswith("^"):
            anchored.append(line[1:])
        elif line.startswith("~"):
            anywhere.append(line[1:])
        else:
            prefixed.append(line)
    for word in extra:
        stem = collapse(fold(word.strip()))
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
    return Roots(pattern, frozenset(exceptions), frozenset(homographs))


def insult_suffix_pattern(
    analyzer: pymorphy3.MorphAnalyzer, words: Iterable[str]
) -> re.Pattern[str]:
    """Listed insulting nouns with an evaluative suffix: «идиотище», «дебилушка»."""
    stems: set[str] = set()
    for word in words:
        parse = analyzer.parse(fold(word.strip()))[0]
        if parse.tag.POS != "NOUN" or "anim" not in parse.tag:
            continue
        stem = fold(parse.normal_form).rstrip("аяоеьйы")
        if len(stem) >= 3:
            stems.add(stem)
            if stem[-1] in _ALTERNATIONS:
                stems.add(stem[:-1] + _ALTERNATIONS[stem[-1]])
    if not stems:
        return re.compile(r"(?!x)x")
    body = "|".join(sorted(stems, key=len, reverse=True))
    suffixes = "|".join(_INSULT_SUFFIXES.split())
    return re.compile(rf"^(?:{body})(?:{suffixes})")
