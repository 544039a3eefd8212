"""PRZ-2: a command whose words hold a card or document number comes in without them."""

from __future__ import annotations

from bot import commands as c
from bot.domain.prizes import claim_holds_documents


def screen_documents(command: c.Command | None, message_id: int) -> c.Command | None:
    """A claim whose fields hold a card or document number comes in as such text alone
    does: its message id only, so it is deleted and answered the same way (PRZ-2)."""
    if isinstance(command, c.ClaimPrize) and claim_holds_documents(command.fields):
        return c.PersonalData(message_id=message_id)
    return command
