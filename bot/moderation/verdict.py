"""What the chat filter tells of a message, and the dictionary it reads words with (MOD-2)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    import pymorphy3

    from bot.moderation.pieces import Piece

Violation = Literal["obscene", "insult", "spam"]


@dataclass(frozen=True)
class Verdict:
    """What a message violates (None when nothing) and the offending fragment as written."""

    violation: Violation | None
    match: str | None

    @property
    def ok(self) -> bool:
        """Whether the message violates nothing."""
        return self.violation is None


CLEAN = Verdict(None, None)


class Exempt(Protocol):
    """What a message may say freely, such as the card pool's names (`card_spans.CardNames`)."""

    def outside(self, pieces: list[Piece]) -> list[list[Piece]]:
        """The runs of pieces left to judge once the exempt ones are cut out."""
        ...


@functools.cache
def morph() -> pymorphy3.MorphAnalyzer:
    """The Russian morphological analyzer, loaded once per process, at its first use."""
    import pymorphy3  # with its dictionary some 15 MiB: only a bot that reads chats needs it

    return pymorphy3.MorphAnalyzer(lang="ru")
