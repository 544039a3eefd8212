"""One entry point from a command type to the use case that carries it out."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.commands import Command
from bot.context import Context

Handler = Callable[[Context, Any], Awaitable[None]]

HANDLERS: dict[type[Command], Handler] = {}


def handles(*kinds: type[Command]) -> Callable[[Handler], Handler]:
    """Register a use case for command types."""

    def register(func: Handler) -> Handler:
        for kind in kinds:
            if kind in HANDLERS:
                raise RuntimeError(f"two use cases for {kind.__name__}")
            HANDLERS[kind] = func
        return func

    return register
