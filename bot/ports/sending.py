"""What goes out: a rendered message for a platform's sender, and how a send can fail."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.commands import Command
from bot.envelope import WEBAPP_PREFIX


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
    random_id: int | None = None  # the row's VK random_id (part added by the sender)
    thread_id: int | None = None  # a forum topic of the group (Telegram's message_thread_id)


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


# Undeliverable reasons the judges are told in words of their own (undeliverable-<reason>).
UNREACHABLE = frozenset({"blocked", "never-started", "vk-denied", "vk-privacy"})


class ChatGone(Undeliverable):
    """The group itself is gone from where the bot had it: moved or lost (issue 22)."""


class ChatMoved(ChatGone):
    """A Telegram group became a supergroup: the same chat has a new id from now on."""

    def __init__(self, new_chat_id: int) -> None:
        super().__init__(f"the group moved to {new_chat_id}")
        self.new_chat_id = new_chat_id


class ChatLost(ChatGone):
    """The bot is out of the group (kicked, left; VK 917/935): nothing more can go there."""
