"""Who hears of each committed transaction: listeners the wiring registers, on both engines."""

from __future__ import annotations

from collections.abc import Callable

from storage.store import SqlStore


class CommitListeners:
    """The callbacks a database calls after each commit; storage knows none of them by name."""

    def __init__(self) -> None:
        self._listeners: list[Callable[[SqlStore], None]] = []

    def on_commit(self, listener: Callable[[SqlStore], None]) -> None:
        """Call `listener(store)` after every committed transaction, with what it wrote."""
        self._listeners.append(listener)

    def off_commit(self, listener: Callable[[SqlStore], None]) -> None:
        """Stop calling `listener`."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _committed(self, store: SqlStore) -> None:
        for listener in self._listeners:  # in the order the wiring registered them
            listener(store)
