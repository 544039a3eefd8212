"""The live pages' reads: a tournament's snapshot, asked of the core on the pages' own connection.

What a snapshot holds, and the rules it follows, are the use case's (`page_snapshot`); the
door only says where to read it.
"""

from __future__ import annotations

from bot.context import Context
from bot.ports.store import StoreReader
from bot.usecases.page_snapshot import Snapshot, page_snapshot
from handlers.web.site import Web


def reader_for(site: Web) -> StoreReader | None:
    """A reader beside the bot's database; None for an in-memory one, which has no other
    connection (its snapshots are read in the commands' transaction)."""
    return site.db.reader()


async def load_snapshot(site: Web, tid: int, reader: StoreReader | None = None) -> Snapshot | None:
    """The tournament as one committed state shows it, or None when there is no such one."""

    async def query(ctx: Context) -> Snapshot | None:
        return await page_snapshot(ctx, tid)

    return await site.service.read(query, reader)
