"""What the core says: one typed `Notice` per message, handed to the outbox as JSON text."""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from typing import Any

import orjson

from bot.commands import Command, dump, load
from bot.envelope import WEBAPP_PREFIX
from bot.ports.delivery import OutboxMessage


@dataclass(frozen=True, slots=True)
class Button:
    """A button under a message: it sends a command back, or links into the bot."""

    label: str  # text key
    command: Command | None = None  # the door formats it in its grammar
    deeplink: str | None = None  # start parameter of a link that opens the bot
    params: dict[str, Any] = field(default_factory=dict)
    webapp: str | None = None  # start parameter of the Mini App «Мой матч» (issue 14)
    url: str | None = None  # a web address the button opens (the live page, issue 14)

    def to_json(self) -> dict[str, Any]:
        """A plain dict for the outbox row."""
        data: dict[str, Any] = {"label": self.label}
        if self.command is not None:
            data["command"] = dump(self.command)
        if self.deeplink:
            data["deeplink"] = self.deeplink
        if self.webapp:
            # Stored as a deep link with a prefix, so a courier that knows only deep links
            # still carries it; RenderedButton.webapp reads it back for the doors.
            data["deeplink"] = WEBAPP_PREFIX + self.webapp
        if self.url:
            # Kept where the deep link goes, like the Mini App's: a start parameter never
            # holds "://", so RenderedButton.url tells the two apart for the doors.
            data["deeplink"] = self.url
        if self.params:
            data["params"] = self.params
        return data


def button_command(data: dict[str, Any]) -> Command | str | None:
    """A stored button's command; rows written before buttons carried commands hold text."""
    stored = data.get("command")
    if isinstance(stored, str) and stored.startswith("{"):
        return load(stored)
    return stored


@dataclass(frozen=True, slots=True)
class Recipient:
    """A chat a message goes to, the language it is written in, and whose it is."""

    platform: str
    chat_id: int
    locale: str
    account_id: int | None = None  # a person's private chat: the judges hear if he is lost
    thread_id: int | None = None  # a forum topic of a Telegram group: the message goes there


@dataclass(frozen=True, slots=True)
class Picture:
    """A picture drawn at sending time from its description (standings, bracket)."""

    spec: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """The stored form: the description itself, which names its kind."""
        return self.spec


@dataclass(frozen=True, slots=True)
class Document:
    """A file sent with the text as its caption (an audit export, protest evidence)."""

    name: str
    data: bytes

    def to_json(self) -> dict[str, Any]:
        """The stored form, the bytes in base64."""
        return {"kind": "file", "name": self.name, "data": base64.b64encode(self.data).decode()}


@dataclass(frozen=True, slots=True)
class Deletion:
    """Not a message: remove one from the chat (MOD-2)."""

    message_id: int

    def to_json(self) -> dict[str, Any]:
        """The stored form."""
        return {"kind": "delete", "message_id": self.message_id}


@dataclass(frozen=True, slots=True)
class Unbutton:
    """Not a message: take the inline keyboard off one (a tap in a group was carried out).

    It leaves through the courier so that it counts in the group's 20 a minute, which
    Telegram applies to edits in groups as well, on whichever worker took the tap.
    """

    message_id: int

    def to_json(self) -> dict[str, Any]:
        """The stored form."""
        return {"kind": "unbutton", "message_id": self.message_id}


Attachment = Picture | Document | Deletion | Unbutton


def attachment_of(data: dict[str, Any] | None) -> Attachment | None:
    """The attachment back from its stored form."""
    if data is None:
        return None
    if data.get("kind") == "delete":
        return Deletion(int(data["message_id"]))
    if data.get("kind") == "unbutton":
        return Unbutton(int(data["message_id"]))
    if data.get("kind") == "file":
        return Document(data["name"], base64.b64decode(data["data"]))
    return Picture(data)


Buttons = tuple[tuple[Button, ...], ...]


@dataclass(frozen=True, slots=True)
class Notice:
    """One message the core sends: to whom, which text with which values, and what else."""

    to: Recipient
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    buttons: Buttons = ()
    attachment: Attachment | None = None
    tournament_id: int | None = None
    ref: str | None = None  # a later notice with the same ref replaces this one
    # An answer to the person's own command: it leaves before any fan-out that waits.
    urgent: bool = False

    def serialized(self) -> OutboxMessage:
        """The notice as the outbox stores it: its values, buttons and attachment as JSON."""
        to = self.to
        buttons = [[b.to_json() for b in row] for row in self.buttons]
        attachment = self.attachment.to_json() if self.attachment is not None else None
        return OutboxMessage(
            to.platform, to.chat_id, to.locale, self.key, _json(self.params), _json(buttons),
            _json(attachment) if attachment is not None else None, self.tournament_id,
            to.account_id, to.thread_id, self.ref, self.urgent,
        )  # fmt: skip


def _json(value: Any) -> str:
    """JSON text for the outbox: orjson, a tenth of the stdlib's time (issue 12)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
