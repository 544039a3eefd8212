"""Who is who (issue 26): `/merge <nick> <nick> [reason]`, `/unmerge <nick> <nick>`, and the
buttons under «Это вы?» (`/linkanswer <offer> yes|no`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot import commands as c
from handlers.grammar.basics import Usage, tokens


def _merge(rest: str) -> c.Command:
    words = tokens(rest)
    if len(words) < 2:
        raise Usage
    return c.Merge(first=words[0], second=words[1], reason=" ".join(words[2:]))


def _unmerge(rest: str) -> c.Command:
    words = tokens(rest)
    if len(words) != 2:
        raise Usage
    return c.Unmerge(first=words[0], second=words[1])


def _answer(rest: str) -> c.Command:
    found = re.fullmatch(r"(\d{1,9}) (yes|no)", rest)  # bounded before int()
    if found is None:
        raise Usage
    return c.AnswerLink(offer=int(found[1]), yes=found[2] == "yes")


IDENTITY_PARSERS: dict[str, Callable[[str], c.Command]] = {
    "merge": _merge,
    "unmerge": _unmerge,
    "linkanswer": _answer,
}
IDENTITY_BUTTONS: dict[type[c.Command], Callable[[Any], str]] = {
    c.AnswerLink: lambda cmd: f"{cmd.offer} {'yes' if cmd.yes else 'no'}",
}
