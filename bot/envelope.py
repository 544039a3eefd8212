"""What comes in: the neutral types a door turns a platform's update into for the core."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.commands import Command

WEBAPP_PREFIX = "app_"  # a deep link with this start parameter opens the Mini App instead


class Platform(StrEnum):
    """Where a command came from or a message goes; the value is what storage keeps."""

    TELEGRAM = "telegram"
    VK = "vk"
    SYSTEM = "system"  # the bot itself: deadlines and the courier
    CONSOLE = "console"  # `python -m bot …` commands: their answers are printed, not sent


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
    thread_id: int | None = None  # the forum topic the update came from (Telegram)


@dataclass(frozen=True, slots=True)
class Envelope:
    """One incoming command with everything the core needs to act on it."""

    actor: Actor
    chat: Chat
    command: Command
    update_id: int | str | None = None  # the same id twice means a redelivery: act once
    reply_to: Actor | None = None  # author of the message this one replies to
    deadline_id: int | None = None  # a deadline firing: marked fired in the same transaction
