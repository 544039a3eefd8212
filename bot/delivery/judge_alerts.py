"""The judges' alerts about players the courier cannot reach."""

from __future__ import annotations

from bot.commands import Undelivered
from bot.ports.delivery import OutboxRow
from bot.ports.sending import UNREACHABLE
from bot.service import Service, system_envelope


def give_up_reason(error: str) -> str:
    """The alert's reason for a row given up: the platform's known refusal, else "other"."""
    return error if error in UNREACHABLE else "other"


async def tell_judges(service: Service, row: OutboxRow, reason: str) -> None:
    """The judges hear about players they cannot reach; never about their own alerts."""
    if row.account_id is None or row.tournament_id is None or row.key.startswith("undeliverable"):
        return
    await service.execute(
        system_envelope(
            Undelivered(account_id=row.account_id, reason=reason, tournament=row.tournament_id)
        )
    )
