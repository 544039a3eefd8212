"""The neutral message types between the doors and the core, both directions."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from bot.commands import Command

WEBAPP_PREFIX = "app_"  # a deep link with this start parameter opens the Mini App instead


class Platform(StrEnum):
    """Where a command came from or a message goes; the value is what storage keeps."""

    TELEGRAM = "telegram"
    VK = "vk"
    SYSTEM = "system"  # the bot itself: deadlines and the courier
    CONSOLE = "console"  # `python -m bot …` commands: their answers are printed, not sent


# Short names the tests' harness imports.
TELEGRAM = Platform.TELEGRAM
VK = Platform.VK


@dataclass(frozen=True, slots=True)
class Actor:
    """Who sent an update, as the platform knows him."""

    platform: str
    user_id: int
    name: str
    username: str | None = None
    locale: str | None = None


@dataclass(frozen=True, slots=True)
class Chat:
    """Where an update came from; private chats are the bot's dialog with one person."""

    platform: str
    id: int
    private: bool
    title: str | None = None


@dataclass(frozen=True, slots=True)
class Envelope:
    """One incoming command with everything the core needs to act on it."""

    actor: Actor
    chat: Chat
    command: Command
    update_id: int | str | None = None  # the same id twice means a redelivery: act once
    reply_to: Actor | None = None  # author of the message this one replies to
    deadline_id: int | None = None  # a deadline firing: marked fired in the same transaction


@dataclass(frozen=True, slots=True)
class Outgoing:
    """A rendered message ready for a platform sender."""

    id: int  # outbox row id: stable across retries (VK random_id)
    platform: str
    chat_id: int
    text: str
    buttons: list[list[RenderedButton]] = field(default_factory=list)
    part: int = 0  # chunk of a long text: with `id`, unique per platform message
    picture: bytes | None = None  # a PNG sent with the text as its caption
    edit_of: int | None = None  # the platform message this one replaces (same ref)
    document: tuple[str, bytes] | None = None  # (file name, bytes) sent with the caption
    delete: int | None = None  # not a message: remove this one from the chat (MOD-2)
    unbutton: int | None = None  # not a message: take this one's inline keyboard away
    # One of a fan-out (pairings, announcements): may go as a Telegram paid broadcast.
    broadcast: bool = False


@dataclass(frozen=True, slots=True)
class RenderedButton:
    """A button with its label in the recipient's language."""

    text: str
    # The command the button sends; the door formats it in its grammar (text: an older row).
    command: Command | str | None = None
    deeplink: str | None = None

    @property
    def webapp(self) -> str | None:
        """The Mini App's start parameter when the button opens «Мой матч» (issue 14)."""
        if self.deeplink is not None and self.deeplink.startswith(WEBAPP_PREFIX):
            return self.deeplink.removeprefix(WEBAPP_PREFIX)
        return None

    @property
    def url(self) -> str | None:
        """The web address the button opens (the live page), if it is a link button."""
        if self.deeplink is not None and "://" in self.deeplink:
            return self.deeplink
        return None


@dataclass(frozen=True, slots=True)
class Delivery:
    """What a sender tells the courier after a send."""

    message_id: int | None = None


class RetryLater(Exception):
    """The platform asked to wait (429, VK error 6, 5xx, network): try again later."""

    def __init__(
        self,
        seconds: float | None,
        reason: str,
        *,
        throttled: bool = False,
        everywhere: bool = False,
    ) -> None:
        super().__init__(reason)
        self.seconds = seconds  # None: the courier backs off by itself
        # A flood limit (429, VK error 6) is not the message's failure: it does not use up
        # the message's attempts. `everywhere`: the limit holds for every chat at once.
        self.throttled = throttled
        self.everywhere = everywhere


class Undeliverable(Exception):
    """The platform will never take this message (blocked bot, unknown chat)."""
