"""The one way the core says no: a text key and its parameters."""

from __future__ import annotations

from typing import Any


class Refusal(Exception):
    """A rule or a check refused the command; the sender gets the text `key`."""

    def __init__(self, key: str, /, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params
