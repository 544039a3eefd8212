"""What every command's arguments share: the usage signal, numbers, tokens."""

from __future__ import annotations

import dataclasses
import re
import shlex
from collections.abc import Callable

from bot import commands as c
from bot.domain.numbers import bounded

NUMBER = re.compile(r"№?\s*(\d{1,6})")  # a match number, "12" or "№12"


class Usage(Exception):
    """The arguments do not fit; the answer shows the right form."""


class OutOfRange(Usage):
    """A number out of its bounds; the answer says which numbers are allowed and the form."""

    def __init__(self, what: str, least: int, most: int) -> None:
        super().__init__(what, least, most)
        self.what, self.least, self.most = what, least, most


def number(text: str, what: str, least: int, most: int) -> int:
    """Digits as a number within [least, most] (`what` names it in the answer); else
    OutOfRange, before int() is ever tried on thousands of digits."""
    value = bounded(text, least, most)
    if value is None:
        raise OutOfRange(what, least, most) if text.strip().isdecimal() else Usage
    return value


def no_args(cls: type[c.Command]) -> Callable[[str], c.Command]:
    """A parser for a command that takes no arguments."""

    def parse(rest: str) -> c.Command:
        if rest:
            raise Usage
        return cls()

    return parse


# An apostrophe between letters is part of a word (Д'Артаньян, O'Hara), not a quote (REG-3).
_INNER_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")
_KEPT = "\ue000"  # a private-use character stands for it while shlex reads the quotes


def tokens(rest: str) -> list[str]:
    """Words, with quotes keeping a nickname of several words together."""
    try:
        words = shlex.split(_INNER_APOSTROPHE.sub(_KEPT, rest))
    except ValueError:  # an unclosed quote
        raise Usage from None
    return [word.replace(_KEPT, "'") for word in words]


def one_nickname(cls: Callable[..., c.Command]) -> Callable[[str], c.Command]:
    """A parser for a command about one player named by his nickname."""

    def parse(rest: str) -> c.Command:
        words = tokens(rest)
        if len(words) != 1:
            raise Usage
        return cls(nickname=words[0])

    return parse


def form_of(cls: type[c.Command]) -> Callable[[str], c.Command]:
    """The typed form a class declares by its fields: the word alone, or the word and a nickname.

    A new command of either shape needs no parser of its own: its class names the word
    (`name`) and the grammar reads the rest here. Any other field must have a default (a
    button fills it in); a command with a form of its own gets a parser in `words.py`.
    """
    fields = [f for f in dataclasses.fields(cls) if f.name != "tournament"]
    required = [
        f.name
        for f in fields
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    if any(name != "nickname" for name in required):
        raise TypeError(f"/{cls.name} takes {required}: give it a parser in grammar/words.py")
    return one_nickname(cls) if any(f.name == "nickname" for f in fields) else no_args(cls)
