"""Every repository bound to the connection of one transaction, on either engine."""

from __future__ import annotations

from storage.accounts import SqlAccounts
from storage.audit_log import SqlAudit
from storage.base import Statements
from storage.channels import SqlChannels
from storage.conduct import SqlConduct
from storage.deadlines import SqlDeadlines
from storage.deck_repository import SqlDecks
from storage.history import SqlLinks, SqlPast, SqlSeasons
from storage.late_applications import SqlLateApplications
from storage.link_offers import SqlLinkOffers
from storage.matches import SqlMatches
from storage.outbox import SqlOutbox
from storage.players import SqlPlayers
from storage.prize_repository import SqlPrizes
from storage.stage_repository import SqlStages
from storage.tournaments import SqlTournaments
from storage.updates import SqlUpdates


class SqlStore:
    """The repositories of one transaction (see `bot.ports.store.Store`).

    The repositories write SQLite's SQL; a PostgreSQL connection rewrites it as it runs
    (`storage/dialect.py`), so one store serves both engines' connections.
    """

    def __init__(self, conn: Statements) -> None:
        self.conn = conn  # for whole-table work (copy-db); use cases go through the repositories
        self.accounts = SqlAccounts(conn)
        self.tournaments = SqlTournaments(conn)
        self.players = SqlPlayers(conn)
        self.matches = SqlMatches(conn)
        self.audit = SqlAudit(conn)
        self.outbox = SqlOutbox(conn)
        self.deadlines = SqlDeadlines(conn)
        self.updates = SqlUpdates(conn)
        self.stages = SqlStages(conn)
        self.decks = SqlDecks(conn)
        self.conduct = SqlConduct(conn)
        self.prizes = SqlPrizes(conn)
        self.late = SqlLateApplications(conn)
        self.channels = SqlChannels(conn, self.outbox)
        self.links = SqlLinks(conn)
        self.seasons = SqlSeasons(conn)
        self.past = SqlPast(conn)
        self.link_offers = SqlLinkOffers(conn)
