"""New and edited messages: VK's payloads, mentions, attachments and actions for the intake."""

from __future__ import annotations

import json
import re
from functools import partial

from vkbottle import API
from vkbottle.framework.labeler import BotLabeler
from vkbottle_types.events import GroupEventType, GroupTypes
from vkbottle_types.objects import MessagesMessage

from bot.commands import ChatEvent, Command, LoseChat
from bot.envelope import Actor, Chat, Envelope, Platform
from bot.service import Service, system_envelope
from handlers.intake import (
    IncomingFile,
    Origin,
    edit_envelope,
    message_envelope,
    read_file,
)
from handlers.vk.neutral import Names, actor_of

SYSTEM_ACTOR = system_envelope(LoseChat()).actor  # the bot itself: no account for it
# "[club123|@berserk] /report 2:1": a mention of the community before a command in a chat.
_MENTION = re.compile(r"^\[(?:club|public)\d+\|[^\]]*\]\s*[,:]?\s*")


def typed_of(text: str, payload: str | None, ref: str | None) -> tuple[str, str | None]:
    """What the grammar reads (a button's payload, the «Начать» button, the text without a
    mention of the community) and the deep link a bare `/start` takes (`vk.me/…?ref=t5`)."""
    data = {}
    if payload:
        try:
            data = json.loads(payload)
        except ValueError:
            data = {}
    if isinstance(data, dict) and data.get("command") == "start":  # the «Начать» button
        return "/start", ref
    if isinstance(data, dict) and isinstance(data.get("c"), str):  # one of our text buttons
        return data["c"], None
    return _MENTION.sub("", text), ref


_ACTIONS = {"chat_invite_user": "members", "chat_title_update": "title",
            "chat_photo_update": "photo"}  # fmt: skip


async def _file_command(api: API, message: MessagesMessage, chat: Chat) -> Command | None:
    """The first file or photo of the message, as the intake reads it; None: no file."""
    for attachment in message.attachments or []:
        doc, photo = attachment.doc, attachment.photo
        if doc is not None and doc.url:
            name, size, url = doc.title, doc.size or 0, doc.url
        elif photo is not None and photo.sizes:
            biggest = max(photo.sizes, key=lambda s: (s.width or 0) * (s.height or 0))
            name, size, url = "screenshot.jpg", 0, biggest.url
        else:
            continue
        if not url:
            return None  # nothing to download: the message is read as its text alone
        caption = _MENTION.sub("", message.text or "")
        file = IncomingFile(name, size, caption, media=doc is None)
        return await read_file(file, chat.private, partial(api.http_client.request_content, url))
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
    """Read the message off the event; the intake says what it means."""
    message = event.object.message
    if message is None:
        return
    if _removes_us(message, event.group_id):  # the community's last event from there
        lost = LoseChat(platform=Platform.VK, chat=chat.id, reason="chat_kick_user")
        await service.execute(Envelope(SYSTEM_ACTOR, chat, lost, update_id=event.event_id))
        return
    text = message.text or ""
    typed, start = typed_of(text, message.payload, message.ref)
    file = await _file_command(names.api, message, chat) if message.attachments else None
    replied = message.reply_message
    reply_to = None
    if replied is not None and replied.from_id and replied.from_id > 0:
        reply_to = await actor_of(names, replied.from_id)
    message_id = message.conversation_message_id or message.id or 0
    origin = Origin(actor, chat, event.event_id, message_id, reply_to)
    envelope = message_envelope(
        origin, text, typed=typed, start=start, file=file, event=_chat_event(message, actor)
    )
    await service.execute(envelope)


async def on_edit(
    event: GroupTypes.MessageEdit, service: Service, actor: Actor, chat: Chat
) -> None:
    """An edited message: a protest's (PRO-5) or a conversation's (MOD-2)."""
    message = event.object
    message_id = message.conversation_message_id or message.id or 0
    # VK repeats no event id for edits of the same message: the version tells them apart.
    update = f"{event.event_id}" if event.event_id else None
    await service.execute(
        edit_envelope(Origin(actor, chat, update, message_id), message.text or "")
    )


def build_labeler() -> BotLabeler:
    """A fresh labeler for new and edited messages."""
    labeler = BotLabeler()
    labeler.raw_event(GroupEventType.MESSAGE_NEW, dataclass=GroupTypes.MessageNew)(on_message)
    labeler.raw_event(GroupEventType.MESSAGE_EDIT, dataclass=GroupTypes.MessageEdit)(on_edit)
    return labeler
