"""What Telegram does to a group itself: it moves (supergroup), the bot leaves it, a post comes
from a chat instead of a person (an anonymous admin, a channel)."""

from __future__ import annotations

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import ChatMemberUpdated, Message, Update

from bot.commands import ChatMessage, Invalid, LoseChat, MoveChat
from bot.envelope import Actor, Envelope, Platform
from bot.service import Service, system_envelope
from handlers.intake import is_command
from handlers.telegram.neutral import chat_of

# Telegram shows an anonymous group administrator as this bot, with the group as sender_chat.
ANONYMOUS_ADMIN = Actor(Platform.TELEGRAM, 1087968824, "Group", "GroupAnonymousBot", "ru")
_LINKED: dict[int, int | None] = {}  # group → its linked channel, from getChat
GONE = ("kicked", "left")  # the bot's new status in a group it can no longer write to


async def on_my_member(member: ChatMemberUpdated, service: Service, update: Update) -> None:
    """The bot removed from a group (kicked, left): its bindings there are lost at once,
    before a send fails (a private chat's block is the courier's to find, per message)."""
    if member.chat.type == "private" or member.new_chat_member.status not in GONE:
        return
    command = LoseChat(
        platform=Platform.TELEGRAM, chat=member.chat.id, reason=member.new_chat_member.status
    )
    await service.execute(_system(command, update))


async def on_chat_itself(message: Message, bot: Bot, service: Service, update: Update) -> bool:
    """Handle a message that speaks for the chat rather than a person; False: not one."""
    moved = _moved(message)
    if moved is not None:
        old, new = moved
        command = MoveChat(platform=Platform.TELEGRAM, old_chat=old, new_chat=new)
        await service.execute(_system(command, update))
        return True
    sender = message.sender_chat
    if sender is None:
        return False
    chat = chat_of(message.chat, message)
    text = message.text or message.caption or ""
    if sender.id == message.chat.id:  # an anonymous administrator of this group
        if message.text and is_command(message.text, (await bot.me()).username):
            answer = Invalid(key="channels-anonymous-admin")
            await service.execute(Envelope(ANONYMOUS_ADMIN, chat, answer, update.update_id))
        return True  # an administrator's chatter is not moderated
    if message.is_automatic_forward or sender.id == await _linked(bot, message.chat.id):
        return True  # the group's linked channel: its own posts, not a stranger's
    # Someone posting as his channel: moderated as any other author (MOD-2).
    author = Actor(Platform.TELEGRAM, sender.id, sender.title or str(sender.id), sender.username)
    command = ChatMessage(text=text, message_id=message.message_id)
    await service.execute(Envelope(author, chat, command, update.update_id))
    return True


async def _linked(bot: Bot, chat_id: int) -> int | None:
    """The channel linked to the group (getChat), asked once per group and process."""
    if chat_id not in _LINKED:
        try:
            _LINKED[chat_id] = (await bot.get_chat(chat_id)).linked_chat_id
        except TelegramAPIError:
            return None  # asked again next time
    return _LINKED[chat_id]


def _moved(message: Message) -> tuple[int, int] | None:
    """(old id, new id) from either service message of a group → supergroup migration."""
    if message.migrate_to_chat_id:
        return message.chat.id, message.migrate_to_chat_id
    if message.migrate_from_chat_id:
        return message.migrate_from_chat_id, message.chat.id
    return None


def _system(command: MoveChat | LoseChat, update: Update) -> Envelope:
    """The bot's own command, carried out once even if Telegram repeats the update."""
    env = system_envelope(command)
    return Envelope(env.actor, env.chat, command, update.update_id)
