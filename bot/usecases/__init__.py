"""Use cases, one transaction each; importing this package registers all of them."""

from bot.usecases import (
    admission,
    corrections,
    decks,
    drafting,
    info,
    matchday,
    moderation,
    protests,
    registration,
    results,
    round_changes,
    round_time,
    rounds,
    sanctions,
    setup,
)

__all__ = [
    "admission",
    "corrections",
    "decks",
    "drafting",
    "info",
    "matchday",
    "moderation",
    "protests",
    "registration",
    "results",
    "round_changes",
    "round_time",
    "rounds",
    "sanctions",
    "setup",
]
