"""Edited messages: a protest edited is rejected (PRO-5); channel edits are moderated."""

from __future__ import annotations

from aiogram.types import Message, Update

from bot.commands import MessageEdited
from bot.envelope import Actor, Chat, Envelope
from bot.service import Service


async def on_edit(
    message: Message, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Tell the core which message was edited and what it says now."""
    command = MessageEdited(
        message_id=message.message_id, text=message.text or message.caption or ""
    )
    await service.execute(Envelope(actor, chat, command, update_id=event_update.update_id))
