"""Standings computed once per change of results, not once per question (FMT-7).

`/me`, `/standings` and the round's close all ask for the same table; computing it is the
costliest part of a `/me` at 256 players. The table and the players it lists are kept per
tournament under a key read from the database in the asking transaction (every final
result's number, time and score; the entries' token, new at every change of them; the
settings), so a change made by any command or worker gives a new key, and a rolled-back
change leaves a key that never comes again.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

from bot.domain.model import Player
from bot.domain.standings import StandingRow

Table = tuple[tuple[StandingRow, ...], tuple[Player, ...]]

KEPT = 64  # tournaments whose table is kept; the oldest asked goes first


class StandingsCache:
    """The last table of each recently asked tournament, with the key it was computed for."""

    def __init__(self, kept: int = KEPT) -> None:
        self._kept = kept
        self._tables: OrderedDict[int, tuple[Hashable, Table]] = OrderedDict()

    def get(
        self, tournament_id: int, key: Hashable
    ) -> tuple[list[StandingRow], list[Player]] | None:
        """The table and its players computed for exactly this state, or None."""
        found = self._tables.get(tournament_id)
        if found is None or found[0] != key:
            return None
        self._tables.move_to_end(tournament_id)
        rows, players = found[1]
        return list(rows), list(players)  # copies: no caller can change the kept table

    def put(
        self, tournament_id: int, key: Hashable, rows: list[StandingRow], players: list[Player]
    ) -> None:
        """Keep a freshly computed table."""
        self._tables[tournament_id] = (key, (tuple(rows), tuple(players)))
        self._tables.move_to_end(tournament_id)
        while len(self._tables) > self._kept:
            self._tables.popitem(last=False)


class HistoryCache:
    """The finished tournaments' history and what is computed from it (ratings, seasons'
    tables), kept for one fingerprint of the database (issue 26).

    The fingerprint is read in the asking transaction, so a change by any worker, or a
    restart, simply gives a new key and a fresh computation: nothing here is ever stored.
    """

    def __init__(self) -> None:
        self._key: Hashable = None
        self._values: dict[str, object] = {}

    def get(self, key: Hashable, name: str) -> object | None:
        """The value `name` computed for exactly this fingerprint, or None."""
        return self._values.get(name) if key == self._key else None

    def put(self, key: Hashable, name: str, value: object) -> None:
        """Keep `value` for this fingerprint; a new fingerprint forgets the old values."""
        if key != self._key:
            self._key, self._values = key, {}
        self._values[name] = value
