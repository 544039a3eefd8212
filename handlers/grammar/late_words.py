"""The late application's button (issue 23): `/admitlate <application>`."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot import commands as c
from handlers.grammar.basics import Usage


def _admit(rest: str) -> c.Command:
    found = re.fullmatch(r"\d{1,9}", rest)  # bounded before int(): never thousands of digits
    if found is None:
        raise Usage
    return c.AdmitLate(application=int(rest))


LATE_PARSERS: dict[str, Callable[[str], c.Command]] = {"admitlate": _admit}
LATE_BUTTONS: dict[type[c.Command], Callable[[Any], str]] = {
    c.AdmitLate: lambda cmd: str(cmd.application),
}
