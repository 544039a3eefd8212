"""What the use cases need from storage when a platform moves or takes away a chat."""

from __future__ import annotations

from typing import Protocol

from bot.domain.model import Binding


class Channels(Protocol):
    """A chat's bindings, queued messages and moderation log, moved or set aside at once."""

    async def move(self, platform: str, old: int, new: int) -> list[Binding]:
        """Everything of chat `old` follows to `new`; returns the bindings that moved."""
        ...

    async def lose(self, platform: str, chat_id: int, reason: str, now: float) -> list[Binding]:
        """Mark the chat's bindings lost, set its queue aside; returns the newly lost ones."""
        ...
