"""What a platform delivered: messages, their buttons, and what the tests read from them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .people import Person


@dataclass(frozen=True, slots=True)
class Btn:
    """A button as the platform shows it: its label and what pressing it sends."""

    label: str
    command: str | None = None
    deeplink: str | None = None

    @property
    def payload(self) -> str:
        """The command text, or the start parameter of a link button."""
        return self.command if self.command is not None else f"/start {self.deeplink}"


@dataclass(slots=True, repr=False)
class Sent:
    """One message a platform delivered, as its recipient sees it."""

    text: str
    key: str  # the text key in bot/locales, and its parameters: for assertions beyond wording
    params: dict[str, Any]
    buttons: list[list[Btn]]
    message_id: int
    part: int = 0  # a long text arrives in parts
    picture: bytes | None = None  # a PNG with the text as its caption
    file: tuple[str, bytes] | None = None  # (file name, bytes) with the text as its caption
    edit_of: int | None = None  # a picture that replaced an earlier one in place
    keyboard: bool = True  # False once a press on it was DONE: the doors remove the keyboard

    @property
    def labels(self) -> list[str]:
        """Every button's label, row by row."""
        return [b.label for row in self.buttons for b in row]

    def button(self, fragment: str) -> Btn | None:
        """The first button whose label contains `fragment`, or whose payload is `fragment`."""
        for row in self.buttons:
            for b in row:
                if fragment in b.label or fragment == b.payload:
                    return b
        return None

    def __str__(self) -> str:
        extra = " [picture]" if self.picture else f" [file {self.file[0]}]" if self.file else ""
        buttons = f" {self.labels}" if self.buttons else ""
        return f"#{self.message_id} ({self.key}){extra} {self.text!r}{buttons}"

    __repr__ = __str__  # a failing assertion shows the message as a chat would


@dataclass(frozen=True, slots=True)
class Pairing:
    """A player's match of a round as his pairing message tells it; no opponent for a bye."""

    round: int
    number: int
    opponent: Person | None
    message: Sent


def rows_of(text: str) -> list[tuple[int, str, int]]:
    """(place, nickname, points) of each row of a standings table as the bot writes it."""
    found = re.findall(r"^(\d+)\. (.+?) — (\d+) очк\.", text, re.M)
    return [(int(place), nick, int(points)) for place, nick, points in found]
