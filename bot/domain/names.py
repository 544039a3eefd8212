"""Nicknames: what is allowed and when two are the same (REG-3)."""

from __future__ import annotations

import re
import unicodedata

from bot.domain.errors import Refusal

NICKNAME_MAX = 32
GAME_ID_MAX = 32
TITLE_MAX = 80
REASON_MAX = 300

# Letters of any script, digits, and a few separators: enough for game nicknames, and no
# markup (<, >, &, *, _, `, [) that could turn a nickname into formatting or a link.
_NICKNAME = re.compile(r"[^\W_][\w .\-']*", re.UNICODE)
_GAME_ID = re.compile(r"[\w\-.#]{1,32}", re.UNICODE)


# Phones type a typographic apostrophe for «'»: the same letter of a nickname (REG-3).
_APOSTROPHES = str.maketrans(dict.fromkeys("’ʼ‘", "'"))


def nickname_key(nickname: str) -> str:
    """The form two nicknames are compared in: case, ё/е, apostrophes and spacing do not
    count."""
    text = unicodedata.normalize("NFKC", nickname).translate(_APOSTROPHES)
    text = text.casefold().replace("ё", "е")
    return " ".join(text.split())


def check_nickname(nickname: str) -> str:
    """The nickname tidied up, or a refusal that says what is allowed."""
    cleaned = " ".join(unicodedata.normalize("NFKC", nickname).translate(_APOSTROPHES).split())
    if not 2 <= len(cleaned) <= NICKNAME_MAX or not _NICKNAME.fullmatch(cleaned):
        raise Refusal("nickname-invalid", max=NICKNAME_MAX)
    return cleaned


def check_game_id(game_id: str) -> str:
    """A game id as given, or a refusal that says what is allowed."""
    if not _GAME_ID.fullmatch(game_id):
        raise Refusal("game-id-invalid", max=GAME_ID_MAX)
    return game_id


def check_title(title: str) -> str:
    """A tournament title: one line of printable text."""
    cleaned = " ".join(title.split())
    if not 2 <= len(cleaned) <= TITLE_MAX or not cleaned.isprintable():
        raise Refusal("title-invalid", max=TITLE_MAX)
    return cleaned


def check_reason(reason: str) -> str:
    """A judge's reason: not empty, not a wall of text."""
    cleaned = " ".join(reason.split())
    if not cleaned:
        raise Refusal("reason-missing")
    if len(cleaned) > REASON_MAX:
        raise Refusal("reason-too-long", max=REASON_MAX)
    return cleaned
