"""Whether the decklists a tournament requires are in: at the start and for deck bans (REG-9)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.domain.cards import DeckFormat


def lists_due_at_begin(required: int, game_format: str) -> int:
    """Decklists each player must have sent before the start (REG-9).

    None in a Draft: its decks are built from the picks, which come after /begin (DECK-2,
    FMT-10).
    """
    return 0 if game_format == DeckFormat.DRAFT else required


def missing_decklists(
    required: int, game_format: str, sent: Sequence[tuple[str, int]]
) -> list[tuple[str, int]]:
    """(nickname, lists sent) of every player still short of the lists REG-9 asks for."""
    due = lists_due_at_begin(required, game_format)
    return [(nickname, count) for nickname, count in sent if count < due]


def deck_bans_apply(decks: int, deck_bans: int) -> bool:
    """Whether players ban each other's decks before a match: a ban needs two decks (COM-3)."""
    return decks >= 2 and deck_bans > 0
