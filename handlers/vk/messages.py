"""New messages: commands for the core; plain text in a private dialog gets a hint."""

from __future__ import annotations

import json
import re

from vkbottle import API
from vkbottle.framework.labeler import BotLabeler
from vkbottle_types.events import GroupEventType, GroupTypes
from vkbottle_types.objects import MessagesMessage

from bot.commands import (
    Attachment,
    ChatEvent,
    Command,
    Invalid,
    LoseChat,
    MessageEdited,
    Start,
)
from bot.envelope import Actor, Chat, Envelope, Platform
from bot.service import Service, system_envelope
from handlers.grammar import (
    FileUse,
    file_use,
    parse,
    parse_file,
    screen_documents,
    text_command,
)
from handlers.vk.neutral import Names, actor_of

SYSTEM_ACTOR = system_envelope(LoseChat()).actor  # the bot itself: no account for it
# "[club123|@berserk] /report 2:1": a mention of the community before a command in a chat.
_MENTION = re.compile(r"^\[(?:club|public)\d+\|[^\]]*\]\s*[,:]?\s*")


def command_of(text: str, payload: str | None, ref: str | None) -> Command | None:
    """The command a message carries: a button payload, a deep link, or its text."""
    data = {}
    if payload:
        try:
            data = json.loads(payload)
        except ValueError:
            data = {}
    if isinstance(data, dict) and data.get("command") == "start":  # the «Начать» button
        return Start(payload=ref or "")
    if isinstance(data, dict) and isinstance(data.get("c"), str):  # one of our text buttons
        return parse(data["c"])
    command = parse(_MENTION.sub("", text))
    if isinstance(command, Start) and ref and not command.payload:
        return Start(payload=ref)  # vk.me/<community>?ref=t5 opened the dialog
    return command


_ACTIONS = {"chat_invite_user": "members", "chat_title_update": "title",
            "chat_photo_update": "photo"}  # fmt: skip


async def _file_command(api: API, message: MessagesMessage, chat: Chat) -> Command | None:
    """A file or photo in the message: what it means there is the grammar's to say."""
    caption = _MENTION.sub("", message.text or "")
    for attachment in message.attachments or []:
        doc, photo = attachment.doc, attachment.photo
        if doc is not None and doc.url:
            name, size, url = doc.title, doc.size or 0, doc.url
        elif photo is not None and photo.sizes:
            biggest = max(photo.sizes, key=lambda s: (s.width or 0) * (s.height or 0))
            name, size, url = "screenshot.jpg", 0, biggest.url
        else:
            continue
        use = file_use(name, caption, size, private=chat.private, media=doc is None)
        if isinstance(use, Invalid):
            return use
        if use is FileUse.CHAT or not url:
            return None  # the message's text goes to moderation like any other (MOD-2)
        data = await api.http_client.request_content(url)
        if use is FileUse.READ:
            return parse_file(caption, data)
        return Attachment(file_name=name or "file", data=data)
    return None


def _chat_event(message: MessagesMessage, actor: Actor) -> ChatEvent | None:
    action = message.action
    if action is None or action.type is None:
        return None
    event = _ACTIONS.get(str(getattr(action.type, "value", action.type)))
    if event is None:
        return None
    added = (action.member_id,) if event == "members" and action.member_id else ()
    added = tuple(m for m in added if m is not None and m > 0 and m != actor.user_id)
    return ChatEvent(event=event, added=added)


def _removes_us(message: MessagesMessage, group_id: int | None) -> bool:
    """Whether the message is the community's own removal from the conversation."""
    action = message.action
    if action is None or action.type is None or not group_id:
        return False
    kind = str(getattr(action.type, "value", action.type))
    return kind == "chat_kick_user" and action.member_id == -group_id


async def on_message(
    event: GroupTypes.MessageNew, service: Service, names: Names, actor: Actor, chat: Chat
) -> None:
    """Parse the message and hand the command to the core."""
    message = event.object.message
    if message is None:
        return
    if _removes_us(message, event.group_id):  # the community's last event from there
        lost = LoseChat(platform=Platform.VK, chat=chat.id, reason="chat_kick_user")
        await service.execute(Envelope(SYSTEM_ACTOR, chat, lost, update_id=event.event_id))
        return
    message_id = message.conversation_message_id or message.id or 0
    command = command_of(message.text or "", message.payload, message.ref)
    command = screen_documents(command, message_id)  # PRZ-2: a card inside «приз: …»
    if message.attachments:
        command = await _file_command(names.api, message, chat) or command
    if command is None:
        command = _chat_event(message, actor)
    if command is None:
        # Private text may be a protest's words; conversation text is what moderation reads.
        # PRZ-2: private text that looks like documents comes in without its words.
        command = text_command(message.text or "", message_id, chat.private)
    replied = message.reply_message
    reply_to = None
    if replied is not None and replied.from_id and replied.from_id > 0:
        reply_to = await actor_of(names, replied.from_id)
    await service.execute(
        Envelope(actor, chat, command, update_id=event.event_id, reply_to=reply_to)
    )


async def on_edit(
    event: GroupTypes.MessageEdit, service: Service, actor: Actor, chat: Chat
) -> None:
    """An edited message: a protest's (PRO-5) or a conversation's (MOD-2)."""
    message = event.object
    message_id = message.conversation_message_id or message.id or 0
    command = MessageEdited(message_id=message_id, text=message.text or "")
    # VK repeats no event id for edits of the same message: the version tells them apart.
    update = f"{event.event_id}" if event.event_id else None
    await service.execute(Envelope(actor, chat, command, update_id=update))


def build_labeler() -> BotLabeler:
    """A fresh labeler for new and edited messages."""
    labeler = BotLabeler()
    labeler.raw_event(GroupEventType.MESSAGE_NEW, dataclass=GroupTypes.MessageNew)(on_message)
    labeler.raw_event(GroupEventType.MESSAGE_EDIT, dataclass=GroupTypes.MessageEdit)(on_edit)
    return labeler
