"""The doors' one intake: text, a file or a button press → the envelope the core carries out."""

# A door reads its platform's update (who, where, which message, what it answers), downloads a
# file when asked and answers a button press; what a message means is decided here, so both
# doors and the core harness (tests/core/harness) take the same decisions in the same order.

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.commands import Attachment, Command, Invalid, MessageEdited, Start
from bot.envelope import Actor, Chat, Envelope
from handlers.grammar import (
    FileUse,
    file_use,
    parse,
    parse_file,
    screen_documents,
    text_command,
)

ENGLISH = "en"
RUSSIAN = "ru"


def locale_of(language: str | None) -> str:
    """The locale a client's language chooses: English clients read English, others Russian."""
    return ENGLISH if (language or "").lower().startswith(ENGLISH) else RUSSIAN


def person(
    platform: str,
    user_id: int,
    name: str,
    username: str | None = None,
    language: str | None = None,
) -> Actor:
    """The neutral sender, in the locale his client's language chooses."""
    return Actor(platform, user_id, name, username, locale_of(language))


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a message came from: its sender, chat, update, own id and whom it answers."""

    actor: Actor
    chat: Chat
    update_id: int | str | None = None  # the same id twice means a redelivery: act once
    message_id: int = 0
    reply_to: Actor | None = None  # the author of the message this one replies to

    def envelope(self, command: Command) -> Envelope:
        """The command as the core carries it out."""
        return Envelope(
            self.actor, self.chat, command, update_id=self.update_id, reply_to=self.reply_to
        )


@dataclass(frozen=True, slots=True)
class IncomingFile:
    """A file, screenshot or video as the door sees it before downloading it."""

    name: str | None
    size: int  # bytes as the platform reports them; 0 when it does not say
    caption: str | None = None
    media: bool = False  # a photo or video: never read as text


Download = Callable[[], Awaitable[bytes]]


def message_envelope(
    origin: Origin,
    text: str,
    *,
    typed: str | None = None,  # what the grammar reads in place of the text (a VK payload)
    bot_username: str | None = None,  # `/cmd@otherbot` is another bot's
    start: str | None = None,  # the deep link that opened the dialog: a bare `/start` takes it
    file: Command | None = None,  # what the message's file means (`read_file`)
    event: Command | None = None,  # the chat event the message is (members added, a title)
) -> Envelope:
    """A message: its file's command, else its own, its chat event, else what its words are."""
    command = parse(text if typed is None else typed, bot_username)
    if isinstance(command, Start) and start and not command.payload:
        command = Start(payload=start)  # a dialog opened by a link with its parameter
    command = screen_documents(command, origin.message_id)  # PRZ-2: a card inside «приз: …»
    if file is not None:
        command = file
    if command is None:
        command = event
    if command is None:
        # Private text may be a protest's words; group text is what moderation reads.
        # PRZ-2: private text that looks like documents comes in without its words.
        command = text_command(text, origin.message_id, origin.chat.private)
    return origin.envelope(command)


async def read_file(file: IncomingFile, private: bool, download: Download) -> Command | None:
    """What a file means where it was sent; None: in a group its message is chat (MOD-2)."""
    use = file_use(file.name, file.caption, file.size, private=private, media=file.media)
    if isinstance(use, Invalid):
        return use
    if use is FileUse.CHAT:
        return None
    data = await download()
    if use is FileUse.READ:
        return parse_file(file.caption, data)
    return Attachment(file_name=file.name or "file", data=data)


async def file_envelope(origin: Origin, file: IncomingFile, download: Download) -> Envelope:
    """A file whose caption is read only with it: in a group the caption is chat (MOD-2)."""
    command = await read_file(file, origin.chat.private, download)
    if command is None:
        command = text_command(file.caption or "", origin.message_id, origin.chat.private)
    return origin.envelope(command)


def is_command(text: str, bot_username: str | None = None) -> bool:
    """Whether the text is a command of the grammar addressed to this bot (typed or a word)."""
    return parse(text, bot_username) is not None


def button_envelope(origin: Origin, payload: str | None) -> Envelope:
    """A button press: its payload is a command of the grammar, or the button is stale."""
    return origin.envelope(parse(payload or "") or Invalid(key="button-stale"))


def edit_envelope(origin: Origin, text: str) -> Envelope:
    """An edited message: a protest's (PRO-5) or a chat's (MOD-2), with what it says now."""
    return origin.envelope(MessageEdited(message_id=origin.message_id, text=text))
