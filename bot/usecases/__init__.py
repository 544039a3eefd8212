"""Use cases, one transaction each; importing this package registers all of them."""

from bot.usecases import (
    admission,
    clock,
    decks,
    drafting,
    info,
    matchday,
    moderation,
    protests,
    registration,
    results,
    rounds,
    sanctions,
    setup,
)

__all__ = [
    "admission",
    "clock",
    "decks",
    "drafting",
    "info",
    "matchday",
    "moderation",
    "protests",
    "registration",
    "results",
    "rounds",
    "sanctions",
    "setup",
]
