"""Spam a single message shows (MOD-2): a link, or a long run of one character.

Flood and repeated messages need time and are counted elsewhere.
"""

from __future__ import annotations

import re

# A run of one character this long is flood-like spam (MOD-2); Russian chats write «))))»
# and «дааааа» routinely, so the bar is high.
DEFAULT_MAX_CHAR_RUN = 20

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


def find_spam(text: str, *, links_allowed: bool, max_char_run: int | None) -> str | None:
    """The spam fragment as written: a link where links are not allowed, else a long run."""
    if not links_allowed:
        link = _LINK_RE.search(text)
        if link:
            return link.group(0).rstrip(_LINK_TAIL)
    if max_char_run:
        return _char_run(text, max_char_run)
    return None
