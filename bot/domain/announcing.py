"""Where an open tournament's announcement is, and which channels still lack it (REG-1)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.domain.model import Binding, TournamentStatus

# The messages that carry the announcement in full: the first one and every update after it.
ANNOUNCEMENT_KEYS = ("announcement", "announcement-updated")

Chat = tuple[str, int]


def lacks_announcement(status: TournamentStatus, chat: Chat, announced: set[Chat]) -> bool:
    """Whether a channel of a tournament open for registration has no announcement yet."""
    return status is TournamentStatus.REGISTRATION and chat not in announced


def split_channels(
    channels: Iterable[Binding], announced: set[Chat]
) -> tuple[list[Binding], list[Binding]]:
    """The channels that have the announcement and those that lack it, in binding order."""
    have, lack = [], []
    for channel in channels:
        (have if (channel.platform, channel.chat_id) in announced else lack).append(channel)
    return have, lack
