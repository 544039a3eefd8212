"""Messages: commands for the core; other private text, files and chat events as well."""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.types import Message, Update

from bot.commands import Attachment, ChatEvent, ChatMessage, Command, Invalid, PlainText
from bot.envelope import Actor, Chat, Envelope
from bot.service import Service
from handlers.grammar import MAX_FILE, is_text_file, parse, parse_file
from handlers.telegram.neutral import actor_of

MAX_DOWNLOAD = 20 * 1024 * 1024  # the Bot API gives bots files up to 20 MB


async def on_text(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Parse the text and hand the command to the core; other text goes as it is."""
    me = await bot.me()
    text = message.text or ""
    command = parse(text, me.username)
    if command is None:
        # Private text may be a protest's words; group text is what moderation reads.
        kind = PlainText if chat.private else ChatMessage
        command = kind(text=text, message_id=message.message_id)
    replied = message.reply_to_message
    reply_to = actor_of(replied.from_user) if replied and replied.from_user else None
    await service.execute(
        Envelope(actor, chat, command, update_id=event_update.update_id, reply_to=reply_to)
    )


async def on_file(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """A decklist or card file (its caption says what for), or evidence for a protest."""
    document = message.document
    assert document is not None
    size = document.file_size or 0
    command: Command
    if is_text_file(document.file_name, message.caption):
        if size > MAX_FILE:
            command = Invalid(key="file-unreadable", params=(("max", MAX_FILE // 1024),))
        else:
            data = await bot.download(document)
            command = parse_file(message.caption, data.read() if data else b"")
    elif size > MAX_DOWNLOAD or not chat.private:
        command = Invalid(key="file-what-for")
    else:
        data = await bot.download(document)
        name = document.file_name or "file"
        command = Attachment(file_name=name, data=data.read() if data else b"")
    await service.execute(Envelope(actor, chat, command, update_id=event_update.update_id))


async def on_media(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """A screenshot or a video sent privately: evidence for a protest (PRO-6)."""
    media = message.photo[-1] if message.photo else message.video
    assert media is not None
    if (media.file_size or 0) > MAX_DOWNLOAD:
        command: Command = Invalid(key="file-what-for")
    else:
        data = await bot.download(media)
        name = "screenshot.jpg" if message.photo else "video.mp4"
        command = Attachment(file_name=name, data=data.read() if data else b"")
    await service.execute(Envelope(actor, chat, command, update_id=event_update.update_id))


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
    await service.execute(Envelope(actor, chat, command, update_id=event_update.update_id))


async def on_other(
    message: Message, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Stickers and the like in private: say what the bot understands."""
    await service.execute(
        Envelope(actor, chat, Invalid(key="plain-text-hint"), update_id=event_update.update_id)
    )


def build_router() -> Router:
    """A fresh router for messages; the first filter that matches decides, so order counts."""
    router = Router(name=__name__)
    router.message.register(on_text, F.text)
    router.message.register(on_file, F.document)
    router.message.register(on_media, F.photo | F.video, F.chat.type == "private")
    chat_events = F.new_chat_members | F.new_chat_title | F.new_chat_photo
    router.message.register(on_chat_event, chat_events)
    router.message.register(on_other, F.chat.type == "private")
    return router
