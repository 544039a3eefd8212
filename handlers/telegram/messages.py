"""Text messages: commands for the core; plain text in private gets a hint."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.types import Message, Update

from bot.commands import Command, Invalid
from bot.messages import Actor, Chat, Envelope
from bot.service import Service
from handlers.commands import MAX_FILE, parse, parse_file
from handlers.telegram.neutral import actor_of

router = Router(name=__name__)


@router.message(F.text)
async def on_text(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Parse the text and hand the command to the core."""
    me = await bot.me()
    command = parse(message.text or "", me.username)
    if command is None:
        if not chat.private:
            return  # group chatter is not for the bot
        command = Invalid(key="plain-text-hint")
    replied = message.reply_to_message
    reply_to = actor_of(replied.from_user) if replied and replied.from_user else None
    await service.execute(
        Envelope(actor, chat, command, update_id=event_update.update_id, reply_to=reply_to)
    )


@router.message(F.document)
async def on_file(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """A decklist or card file as a document; its caption says what it is for."""
    document = message.document
    assert document is not None
    if (document.file_size or 0) > MAX_FILE:
        command: Command = Invalid(key="file-unreadable", params=(("max", MAX_FILE // 1024),))
    else:
        data = await bot.download(document)
        command = parse_file(message.caption, data.read() if data else b"")
    await service.execute(Envelope(actor, chat, command, update_id=event_update.update_id))


@router.message(F.chat.type == "private")
async def on_other(
    message: Message, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Stickers, photos and the like in private: say what the bot understands."""
    await service.execute(
        Envelope(actor, chat, Invalid(key="plain-text-hint"), update_id=event_update.update_id)
    )
