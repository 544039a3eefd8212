"""Every repository bound to the connection of one transaction, on either engine."""

from __future__ import annotations

from storage.accounts import SqliteAccounts
from storage.base import Statements
from storage.channels import SqliteChannels
from storage.conduct import SqliteConduct
from storage.deadlines import SqliteDeadlines
from storage.deck_repository import SqliteDecks
from storage.journal import SqliteAudit, SqliteUpdates
from storage.late_applications import SqliteLateApplications
from storage.matches import SqliteMatches
from storage.outbox import SqliteOutbox
from storage.players import SqlitePlayers
from storage.prize_repository import SqlitePrizes
from storage.stage_repository import SqliteStages
from storage.tournaments import SqliteTournaments


class SqlStore:
    """The repositories of one transaction (see `bot.ports.store.Store`).

    The repositories write SQLite's SQL; a PostgreSQL connection rewrites it as it runs
    (`storage/dialect.py`), so one store serves both engines' connections.
    """

    def __init__(self, conn: Statements) -> None:
        self.conn = conn  # for whole-table work (copy-db); use cases go through the repositories
        self.accounts = SqliteAccounts(conn)
        self.tournaments = SqliteTournaments(conn)
        self.players = SqlitePlayers(conn)
        self.matches = SqliteMatches(conn)
        self.audit = SqliteAudit(conn)
        self.outbox = SqliteOutbox(conn)
        self.deadlines = SqliteDeadlines(conn)
        self.updates = SqliteUpdates(conn)
        self.stages = SqliteStages(conn)
        self.decks = SqliteDecks(conn)
        self.conduct = SqliteConduct(conn)
        self.prizes = SqlitePrizes(conn)
        self.late = SqliteLateApplications(conn)
        self.channels = SqliteChannels(conn, self.outbox)
