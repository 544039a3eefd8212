"""What every command's arguments share: the usage signal, numbers, tokens."""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable

from bot import commands as c

NUMBER = re.compile(r"№?\s*(\d{1,6})")  # a match number, "12" or "№12"


class Usage(Exception):
    """The arguments do not fit; the answer shows the right form."""


def no_args(cls: type[c.Command]) -> Callable[[str], c.Command]:
    """A parser for a command that takes no arguments."""

    def parse(rest: str) -> c.Command:
        if rest:
            raise Usage
        return cls()

    return parse


def tokens(rest: str) -> list[str]:
    """Words, with quotes keeping a nickname of several words together."""
    try:
        return shlex.split(rest)
    except ValueError:  # an unclosed quote
        raise Usage from None


def one_nickname(cls: Callable[..., c.Command]) -> Callable[[str], c.Command]:
    """A parser for a command about one player named by his nickname."""

    def parse(rest: str) -> c.Command:
        words = tokens(rest)
        if len(words) != 1:
            raise Usage
        return cls(nickname=words[0])

    return parse
