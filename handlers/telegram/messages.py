"""Messages: Telegram's text, files and chat events read off the update for the intake."""

from __future__ import annotations

from aiogram import Bot
from aiogram.types import Message, Update

from bot.commands import ChatEvent, Invalid
from bot.envelope import Actor, Chat
from bot.service import Service
from handlers.intake import IncomingFile, Origin, file_envelope, message_envelope
from handlers.telegram.neutral import actor_of


async def on_text(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """The text goes to the intake with the bot's username (`/cmd@otherbot` is not ours)."""
    me = await bot.me()
    replied = message.reply_to_message
    reply_to = actor_of(replied.from_user) if replied and replied.from_user else None
    origin = Origin(actor, chat, event_update.update_id, message.message_id, reply_to)
    await service.execute(message_envelope(origin, message.text or "", bot_username=me.username))


async def on_file(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """A file, screenshot or video: downloaded only if the intake reads it."""
    document = message.document
    media = message.photo[-1] if message.photo else message.video
    if document is not None:
        name, size = document.file_name, document.file_size or 0
    else:
        assert media is not None
        name = "screenshot.jpg" if message.photo else "video.mp4"
        size = media.file_size or 0

    async def download() -> bytes:
        data = await bot.download(document or media)  # type: ignore[arg-type]
        return data.read() if data else b""

    origin = Origin(actor, chat, event_update.update_id, message.message_id)
    file = IncomingFile(name, size, message.caption, media=document is None)
    await service.execute(await file_envelope(origin, file, download))


async def on_chat_event(
    message: Message, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Members added by someone, a new title or photo: moderation decides (MOD-2)."""
    if message.new_chat_members:
        others = [u for u in message.new_chat_members if u.id != actor.user_id]
        added, names = tuple(u.id for u in others), tuple(u.full_name for u in others)
        command = ChatEvent(event="members", added=added, names=names)
    else:
        command = ChatEvent(event="title" if message.new_chat_title else "photo")
    await service.execute(Origin(actor, chat, event_update.update_id).envelope(command))


async def on_other(
    message: Message, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Stickers and the like in private: say what the bot understands."""
    origin = Origin(actor, chat, event_update.update_id)
    await service.execute(origin.envelope(Invalid(key="plain-text-hint")))
