"""A command → the text a button carries, which `parse` reads back as the same command.

Buttons carry commands in the core; a door formats them here, once, in the grammar the
players type, so a button press and a typed command go the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot import commands as c
from handlers.grammar.identity_words import IDENTITY_BUTTONS
from handlers.grammar.late_words import LATE_BUTTONS
from handlers.grammar.prize_words import PRIZE_BUTTONS

TELEGRAM_CALLBACK = 64  # bytes of a Telegram button's callback_data
VK_PAYLOAD = 255  # characters of a VK button's payload (JSON)


def _number(attr: str) -> Callable[[Any], str]:
    return lambda cmd: str(getattr(cmd, attr))


def _optional(attr: str) -> Callable[[Any], str]:
    return lambda cmd: "" if getattr(cmd, attr) is None else str(getattr(cmd, attr))


# What follows each command word; a command that no button carries needs no entry.
_ARGUMENTS: dict[type[c.Command], Callable[[Any], str]] = {
    c.Confirm: _optional("match"),
    c.Dispute: _optional("match"),
    c.FileProtest: _optional("match"),
    c.AcceptRules: _number("application"),
    c.CheckIn: lambda cmd: "",
    c.ProtestReason: lambda cmd: f"{cmd.protest} {cmd.reason}",
    c.DecideProtest: lambda cmd: f"{cmd.protest} {cmd.verdict}",
    c.AskEvidence: lambda cmd: f"{cmd.protest} {cmd.minutes}",
    c.ConfirmSanction: lambda cmd: f"{cmd.sanction} {'yes' if cmd.yes else 'no'}",
    c.BanDeck: lambda cmd: f"{cmd.match} {cmd.slot}",
    c.Pick: _number("choice"),
    c.AcceptDraw: _number("match"),  # RES-4
    c.DeclineDraw: _number("match"),
    **PRIZE_BUTTONS,
    **LATE_BUTTONS,
    **IDENTITY_BUTTONS,
}
# The command word of each class where it differs from the class's `name`.
_WORDS: dict[type[c.Command], str] = {c.BanDeck: "bandeck"}  # `/ban` bans a person


def formattable() -> tuple[type[c.Command], ...]:
    """The commands a button may carry."""
    return tuple(_ARGUMENTS)


def format_command(command: c.Command) -> str:
    """The command as typed text: `/confirm 12 #3`."""
    arguments = _ARGUMENTS.get(type(command))
    if arguments is None:
        raise ValueError(f"no button carries {type(command).__name__}")
    word = _WORDS.get(type(command), command.name)
    parts = [f"/{word}", arguments(command)]
    if command.tournament is not None:
        parts.append(f"#{command.tournament}")
    return " ".join(p for p in parts if p)


def payload_of(command: c.Command | str | None) -> str | None:
    """A rendered button's payload: its command formatted (older outbox rows hold text)."""
    if command is None or isinstance(command, str):
        return command
    return format_command(command)
