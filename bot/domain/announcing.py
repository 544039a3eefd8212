"""Where an open tournament's announcement is, and which channels still lack it (REG-1)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.domain.errors import Refusal
from bot.domain.model import Binding, TournamentStatus

ANNOUNCE_DAYS = 3  # REG-1: conditions are announced at least 3 days before the start

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


def refuse_post(status: TournamentStatus, title: str, chat: Chat, announced: set[Chat]) -> None:
    """REG-1: a judge's tap posts the announcement to a channel that lacks it, while the
    registration is open."""
    if not lacks_announcement(status, chat, announced):
        if status is TournamentStatus.REGISTRATION:
            raise Refusal("post-already", title=title)
        raise Refusal("registration-not-open", title=title)


def short_notice(start: float | None, announced_at: float) -> bool:
    """REG-1: whether the start comes less than ANNOUNCE_DAYS after the announcement."""
    return start is not None and start - announced_at < ANNOUNCE_DAYS * 86400
