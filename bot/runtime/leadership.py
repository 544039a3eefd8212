"""One sender per platform token across workers: the leader sends (and long-polls); others wait.

With several workers on one PostgreSQL every worker takes updates (webhook, Callback API)
and writes its messages to the outbox, but only the worker holding the token's lock runs a
courier, so the platform's rate limits hold across them. A follower asks every second; when
the leader dies its lock goes with its connection and a follower takes over within seconds,
resuming where the outbox stands.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Protocol

from bot.delivery.ratelimit import LOOKBACK, Limiter
from bot.delivery.token_rejected import TokenRejected
from bot.ports.store import Database

log = logging.getLogger(__name__)

ASK_EVERY = 1.0  # seconds between a follower's attempts (takeover well within 5 s)


class Elector(Protocol):
    """Grants leadership of a name to one worker at a time."""

    async def lead(self, name: str) -> bool: ...


def token_name(platform: str, token: str) -> str:
    """The name a platform token is led under: never the token itself."""
    return f"{platform}:{hashlib.sha256(token.encode()).hexdigest()[:16]}"


async def resume_windows(
    db: Database, limiter: Limiter, platform: str, is_group: Callable[[int], bool]
) -> int:
    """Count in a new leader's windows what the worker before sent in the last minute.

    The outbox keeps when the platform took each row (sent_at): without them the new leader
    would start with full allowances, up to twice a group's 20 a minute across the takeover.
    Returns how many marked sends were counted.
    """
    async with db.transaction() as store:
        rows = await store.outbox.sent_since(platform, time.time() - LOOKBACK)
        elsewhere = await store.outbox.pending_elsewhere(platform)
    # sent_at is wall time: each send's age, put on this process's monotonic clock.
    mono, wall = time.monotonic(), time.time()
    sent = [
        (chat_id, is_group(chat_id), mono - max(0.0, wall - at))
        for chat_id, at, parts in rows
        for _ in range(parts)
    ]
    limiter.seed(sent)
    # The sends the worker before had under way when it died are in no mark: one each for
    # the chats it had rows for, as if just now, and as many overall as it could have had.
    limiter.seed_under_way([(chat_id, is_group(chat_id)) for chat_id in elsewhere], mono)
    return len(sent)


class Leadership:
    """Starts a platform's sending when this worker leads its token, stops it when it no
    longer does."""

    def __init__(
        self,
        elector: Elector,
        name: str,
        begin: Callable[[], Awaitable[None]],
        end: Callable[[], Awaitable[None]],
    ) -> None:
        self.elector = elector
        self.name = name
        self.begin = begin
        self.end = end
        self.leading = False

    async def step(self) -> None:
        """Ask once; begin or end the sending if the answer changed."""
        try:
            leads = await self.elector.lead(self.name)
            if leads and not self.leading:
                log.info("leading %s: this worker sends", self.name)
                await self.begin()  # if it fails the lock stays ours: begin again next time
                self.leading = True
            elif not leads and self.leading:
                log.warning("no longer leading %s: sending stops here", self.name)
                self.leading = False
                await self.end()
        except TokenRejected:
            raise  # asking again will not help: the start stops and says which token
        except Exception:  # a platform unreachable at takeover: ask again in a second
            log.exception("leadership of %s", self.name)

    async def run(self) -> None:
        """Ask every second until cancelled (the app's stop ends the sending itself)."""
        while True:
            await asyncio.sleep(ASK_EVERY)
            await self.step()
