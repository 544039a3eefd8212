"""Messages: commands for the core; other private text, files and chat events as well."""

from __future__ import annotations

from aiogram import Bot
from aiogram.types import Message, Update

from bot.commands import Attachment, ChatEvent, ChatMessage, Command, Invalid
from bot.envelope import Actor, Chat, Envelope
from bot.service import Service
from handlers.grammar import (
    FileUse,
    file_use,
    parse,
    parse_file,
    screen_documents,
    text_command,
)
from handlers.telegram.neutral import actor_of


async def on_text(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Parse the text and hand the command to the core; other text goes as it is."""
    me = await bot.me()
    text = message.text or ""
    command = screen_documents(parse(text, me.username), message.message_id)  # PRZ-2
    if command is None:
        # Private text may be a protest's words; group text is what moderation reads.
        # PRZ-2: private text that looks like documents comes in without its words.
        command = text_command(text, message.message_id, chat.private)
    replied = message.reply_to_message
    reply_to = actor_of(replied.from_user) if replied and replied.from_user else None
    await service.execute(
        Envelope(actor, chat, command, update_id=event_update.update_id, reply_to=reply_to)
    )


async def on_file(
    message: Message, bot: Bot, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """A file, screenshot or video: what it means there is the grammar's to say."""
    document = message.document
    media = message.photo[-1] if message.photo else message.video
    if document is not None:
        name, size = document.file_name, document.file_size or 0
    else:
        assert media is not None
        name = "screenshot.jpg" if message.photo else "video.mp4"
        size = media.file_size or 0
    use = file_use(name, message.caption, size, private=chat.private, media=document is None)
    command: Command
    if isinstance(use, Invalid):
        command = use
    elif use is FileUse.CHAT:  # in a group a file is one more message of the chat (MOD-2)
        command = ChatMessage(text=message.caption or "", message_id=message.message_id)
    else:
        data = await bot.download(document or media)  # type: ignore[arg-type]
        content = data.read() if data else b""
        if use is FileUse.READ:
            command = parse_file(message.caption, content)
        else:
            command = Attachment(file_name=name or "file", data=content)
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
