"""Use cases, one transaction each; importing this package registers all of them."""

from bot.usecases import info, registration, results, rounds, setup

__all__ = ["info", "registration", "results", "rounds", "setup"]
