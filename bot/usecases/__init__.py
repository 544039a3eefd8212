"""Use cases, one transaction each; importing this package registers all of them."""

from bot.usecases import (
    admission,
    clock,
    drafting,
    info,
    registration,
    results,
    rounds,
    setup,
)

__all__ = [
    "admission",
    "clock",
    "drafting",
    "info",
    "registration",
    "results",
    "rounds",
    "setup",
]
