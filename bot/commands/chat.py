"""What the doors make of input that is no typed command: chat text, files, edits, picks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from bot.commands.command import Command


@dataclass(frozen=True, slots=True)
class Pick(Command):
    """A tournament chosen with a button for a command that was ambiguous."""

    choice: int = 0
    name: ClassVar[str] = "pick"


@dataclass(frozen=True, slots=True)
class PlainText(Command):
    """Private text that is not a command: a protest's text, or a hint (PRO-2)."""

    text: str = ""
    message_id: int = 0
    name: ClassVar[str] = "text"


@dataclass(frozen=True, slots=True)
class Said(Command):
    """A word typed in private where a tap may be waiting: «да», «подтверждаю» or «нет».

    The grammar tells only what the word means; what waits for this person is the core's.
    """

    intent: str = "yes"  # yes | no
    text: str = ""
    message_id: int = 0
    name: ClassVar[str] = "said"


@dataclass(frozen=True, slots=True)
class Attachment(Command):
    """A file or picture sent privately that is no decklist: evidence for a protest (PRO-6)."""

    file_name: str = ""
    data: bytes = b""
    name: ClassVar[str] = "attachment"


@dataclass(frozen=True, slots=True)
class MessageEdited(Command):
    """A message was edited: a protest's text (PRO-5) or a channel message (MOD-2)."""

    message_id: int = 0
    text: str = ""
    name: ClassVar[str] = "edited"


@dataclass(frozen=True, slots=True)
class ChatMessage(Command):
    """Plain text in a group: moderation reads it (MOD-2)."""

    text: str = ""
    message_id: int = 0
    name: ClassVar[str] = "chat"


@dataclass(frozen=True, slots=True)
class ChatEvent(Command):
    """Members added, the title or photo changed in a group (MOD-2)."""

    event: str = "members"  # members | title | photo
    added: tuple[int, ...] = ()
    names: tuple[str, ...] = ()  # of the added members, where the platform tells them
    name: ClassVar[str] = "chat-event"


@dataclass(frozen=True, slots=True)
class Invalid(Command):
    """Text that could not be parsed: answered with `key` and `params`."""

    key: str = ""
    params: tuple[tuple[str, Any], ...] = ()
    name: ClassVar[str] = "invalid"
