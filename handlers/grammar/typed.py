"""Typed text or a button's payload → a command: the command word, `#id`, aliases."""

from __future__ import annotations

import dataclasses
import re

from bot import commands as c
from handlers.grammar.basics import OutOfRange
from handlers.grammar.prize_words import PRIZE_ALIASES
from handlers.grammar.season_words import SEASON_ALIASES
from handlers.grammar.words import _TOURNAMENT, MAX_LENGTH, MAX_MULTILINE, PARSERS, Usage

_MULTILINE = {"cards", "banned", "deck", "setdeck", "pool"}
# Commands whose free text may itself contain "#<digits>" (a title), so no #id is taken out.
_FREE_TEXT = {"new"}
# Russian words people type without a slash (VK users especially); the first word decides.
ALIASES = {
    "регистрация": "register",
    "результат": "report",
    "счёт": "report",
    "счет": "report",
    "подтвердить": "confirm",
    "оспорить": "dispute",
    "сдаюсь": "concede",
    "ничья": "draw",
    "жизни": "life",
    "таблица": "standings",
    "пары": "pairings",
    "страница": "page",
    "помощь": "help",
    "памятка": "guide",
    "правила": "rules",
    "начать": "start",  # the «Начать» button of a VK dialog: the word alone (see _ALONE)
    # A judge's corrections, typed without a slash in VK conversations: words a chat rarely
    # starts with, since a group's ordinary text must stay the moderation's to read.
    "исправить": "result",
    "техпоражение": "techloss",
    "перепарить": "repair",
    "обменять": "swap",
    "дозаявить": "add",
    "снятие": "drop",
    "возврат": "undrop",
    "откат": "undo",
    "настроить": "set",  # «настроить туры=5»: taken only with name=value pairs after it
    **PRIZE_ALIASES,
    **SEASON_ALIASES,
}


# Words that are a command only alone: «начать турнир» is a judge's, read in private.
_ALONE = {"начать"}


def _unalias(text: str) -> str:
    word, _, rest = text.partition(" ")
    word = word.lower().rstrip("!.,")
    name = ALIASES.get(word)
    if word in _ALONE and rest.strip():
        return text
    return f"/{name} {rest}" if name else text


def _split_head(text: str) -> tuple[str, str]:
    """The command word and the rest; a newline ends the word as a space does."""
    found = re.match(r"(\S*)[ \t]*(.*)", text, re.S)
    assert found is not None
    return found[1], found[2]


def parse(text: str, bot_username: str | None = None) -> c.Command | None:
    """A command from a message or a button; None when the text is not for this bot."""
    typed = text.strip()
    text = _unalias(typed)
    aliased = text != typed
    if not text.startswith("/") or len(text) < 2:
        return None
    head, rest = _split_head(text[1:])
    head, _, addressee = head.partition("@")
    if addressee and bot_username and addressee.lower() != bot_username.lower():
        return None  # /cmd@otherbot in a group is for another bot, however long it is
    limit = MAX_MULTILINE if head.lower() in _MULTILINE else MAX_LENGTH
    if len(text) > limit:
        return c.Invalid(key="input-too-long", params=(("max", limit),))
    name = head.lower()
    parser = PARSERS.get(name)
    if parser is None:
        return c.Invalid(key="unknown-command", params=(("command", head[:32]),))
    tournament = None
    if name in _MULTILINE:
        # Only the first line may name the tournament: the list below is the player's text.
        first, newline, body = rest.partition("\n")
        found = _TOURNAMENT.search(first)
        if found is not None:
            tournament = int(found[1])
            first = _TOURNAMENT.sub(" ", first)
        rest = " ".join(first.split()) + newline + body
    else:
        rest = " ".join(rest.split())
        if name not in _FREE_TEXT:
            found = _TOURNAMENT.search(rest)
            if found is not None:
                tournament = int(found[1])
                rest = " ".join(_TOURNAMENT.sub(" ", rest).split())
    try:
        command = parser(rest)
    except OutOfRange as bad:
        if aliased:
            return None
        params = {"what": {"$text": f"number-what-{bad.what}"}, "least": bad.least,
                  "most": bad.most, "usage": {"$text": f"usage-{name}"}}  # fmt: skip
        return c.Invalid(key="number-out-of-range", params=tuple(params.items()))
    except Usage:
        # A Russian word that only looks like a command ("результат был хороший") is text.
        return None if aliased else c.Invalid(key=f"usage-{name}")
    if isinstance(command, c.Help) and command.topic.lower() in ALIASES:
        # «помощь таблица»: the Russian word the grammar knows names the command asked about.
        command = c.Help(topic=ALIASES[command.topic.lower()])
    return _with_tournament(command, tournament)


def _with_tournament(command: c.Command, tournament: int | None) -> c.Command:
    if tournament is None:
        return command
    return dataclasses.replace(command, tournament=tournament)
