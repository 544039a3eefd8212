"""What who-is-who needs from storage beyond the links: the questions «Это вы?» (issue 26)."""

from __future__ import annotations

from typing import Protocol

from bot.domain.identity import LinkOffer


class LinkOffers(Protocol):
    """Questions to a known account about a newcomer who registered his game id (REG-3)."""

    async def add(
        self,
        tournament_id: int | None,
        known: int,
        new: int,
        nickname: str,
        game_id: str,
        now: float,
    ) -> LinkOffer: ...
    async def get(self, offer_id: int) -> LinkOffer | None: ...
    async def between(self, a: int, b: int) -> list[LinkOffer]: ...
    async def answer(self, offer_id: int, yes: bool, now: float) -> bool: ...
