"""Edited messages: a protest edited is rejected (PRO-5); channel edits are moderated."""

from __future__ import annotations

from aiogram.types import Message, Update

from bot.envelope import Actor, Chat
from bot.service import Service
from handlers.intake import Origin, edit_envelope


async def on_edit(
    message: Message, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Tell the core which message was edited and what it says now."""
    origin = Origin(actor, chat, event_update.update_id, message.message_id)
    await service.execute(edit_envelope(origin, message.text or message.caption or ""))
