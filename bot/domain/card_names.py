"""How card names are compared: case, ё/е, spacing, punctuation and the keyboard layout aside."""

from __future__ import annotations

import re
import unicodedata


def plain(text: str) -> str:
    """Casefolded, ё as е, single spaces: the form short words are compared in."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().replace("ё", "е").split())


# Latin letters that look like Cyrillic ones, and back: a name typed with a mixed keyboard
# layout ("Дракoн" with a Latin o) must still find its card.
_LATIN_TO_CYRILLIC = str.maketrans("aceopxykmthb", "асеорхукмтнв")
_CYRILLIC_TO_LATIN = str.maketrans("асеорхукмтнв", "aceopxykmthb")
_CYRILLIC = re.compile("[а-я]")
_LATIN = re.compile("[a-z]")


def _one_script(word: str) -> str:
    """A word mixing Cyrillic and Latin look-alikes written in its majority script."""
    cyrillic = len(_CYRILLIC.findall(word))
    latin = len(_LATIN.findall(word))
    if not cyrillic or not latin:
        return word
    table = _LATIN_TO_CYRILLIC if cyrillic >= latin else _CYRILLIC_TO_LATIN
    return word.translate(table)


# Dashes and the underscore part words like a space does: «Ёж-колючник» is «Ёж колючник».
_SEPARATORS = re.compile(r"[\s_\-\u058a\u05be\u2010-\u2015\u2212\u2e3a\u2e3b\ufe58\ufe63\uff0d]+")
# Any other punctuation or symbol (quotes, commas, dots, apostrophes) is dropped; combining
# marks are too, since they are not alphanumeric.
_DROPPED = re.compile(r"[^\w\s]")


def card_key(name: str) -> str:
    """The form card names are compared in: case, ё/е, spacing and punctuation do not count."""
    text = unicodedata.normalize("NFKC", name).casefold().replace("ё", "е")
    text = _DROPPED.sub("", _SEPARATORS.sub(" ", text)).strip()
    if _LATIN.search(text) and _CYRILLIC.search(text):
        return " ".join(_one_script(word) for word in text.split())
    return " ".join(text.split())
