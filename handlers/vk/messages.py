"""New messages: commands for the core; plain text in a private dialog gets a hint."""

from __future__ import annotations

import json
import re

from vkbottle import API
from vkbottle.framework.labeler import BotLabeler
from vkbottle_types.events import GroupEventType, GroupTypes
from vkbottle_types.objects import DocsDoc as MessagesDoc
from vkbottle_types.objects import MessagesMessage

from bot.commands import Command, Invalid, Start
from bot.messages import Actor, Chat, Envelope
from bot.service import Service
from handlers.commands import MAX_FILE, parse, parse_file
from handlers.vk.neutral import Names, actor_of

labeler = BotLabeler()

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


def _document(message: MessagesMessage) -> MessagesDoc | None:
    for attachment in message.attachments or []:
        if attachment.doc is not None:
            return attachment.doc
    return None


async def _file_command(api: API, doc: MessagesDoc, caption: str | None) -> Command:
    """A decklist or card file attached to the message; its text says what it is for."""
    if (doc.size or 0) > MAX_FILE or not doc.url:
        return Invalid(key="file-unreadable", params=(("max", MAX_FILE // 1024),))
    data = await api.http_client.request_content(doc.url)
    return parse_file(_MENTION.sub("", caption or ""), data)


@labeler.raw_event(GroupEventType.MESSAGE_NEW, dataclass=GroupTypes.MessageNew)
async def on_message(
    event: GroupTypes.MessageNew, service: Service, names: Names, actor: Actor, chat: Chat
) -> None:
    """Parse the message and hand the command to the core."""
    message = event.object.message
    if message is None:
        return
    command = command_of(message.text or "", message.payload, message.ref)
    document = _document(message)
    if document is not None:
        command = await _file_command(names.api, document, message.text)
    if command is None:
        if not chat.private:
            return  # conversation chatter is not for the bot
        command = Invalid(key="plain-text-hint")
    replied = message.reply_message
    reply_to = None
    if replied is not None and replied.from_id and replied.from_id > 0:
        reply_to = await actor_of(names, replied.from_id)
    await service.execute(
        Envelope(actor, chat, command, update_id=event.event_id, reply_to=reply_to)
    )
