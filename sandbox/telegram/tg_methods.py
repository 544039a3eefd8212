"""Bot API methods that send, edit and delete messages and answer button presses."""

from __future__ import annotations

import time
from typing import Any

from sandbox.telegram.tg_models import SandboxChat, SandboxUser, SentMessage
from sandbox.telegram.tg_protocol import Params, bad_request
from sandbox.telegram.tg_validation import TelegramChecks

NOT_MODIFIED = (
    "message is not modified: specified new message content and reply markup are exactly "
    "the same as a current content and reply markup of the message"
)


def _keyboard(markup: dict[str, Any] | None) -> dict[str, Any] | None:
    """The markup as Telegram compares it: an inline keyboard of no buttons is none."""
    if markup is not None and "inline_keyboard" in markup and not any(markup["inline_keyboard"]):
        return None
    return markup


class TelegramMessageMethods(TelegramChecks):
    """sendMessage, sendPhoto, sendDocument, the edits, deleteMessage, answerCallbackQuery."""

    async def _m_send_message(self, p: Params) -> dict[str, Any]:
        """Send a text message."""
        chat = self._target_chat(p)
        text, entities = self._rich_text(p, "text", self._limits.text_max)
        markup, reply_to = self._reply_markup(p), self._reply_target(p, chat.id)
        self._throttle(chat.id, self._paid(p))
        msg = SentMessage(self._next_message_id(chat.id), chat.id, text, None, entities=entities)
        msg.reply_markup, msg.reply_to = markup, reply_to
        self._deliver(chat, msg, "message")
        return self._message_json(msg)

    async def _send_media(self, p: Params, kind: str) -> dict[str, Any]:
        """Send a photo or a document with an optional caption."""
        chat = self._target_chat(p)
        stored = self._input_file(p, kind)
        caption, entities = self._rich_text(p, "caption", self._limits.caption_max)
        markup, reply_to = self._reply_markup(p), self._reply_target(p, chat.id)
        self._throttle(chat.id, self._paid(p))
        msg = SentMessage(
            self._next_message_id(chat.id), chat.id, caption, None, entities=entities
        )
        msg.reply_markup, msg.reply_to = markup, reply_to
        msg.file_id, msg.file_name = stored.file_id, stored.name
        setattr(msg, kind, stored.data)
        self._deliver(chat, msg, kind)
        return self._message_json(msg)

    async def _m_send_photo(self, p: Params) -> dict[str, Any]:
        """Send a photo."""
        return await self._send_media(p, "photo")

    async def _m_send_document(self, p: Params) -> dict[str, Any]:
        """Send a document."""
        return await self._send_media(p, "document")

    async def _m_edit_message_text(self, p: Params) -> dict[str, Any]:
        """Replace a bot message's text (and keyboard: omitting reply_markup removes it)."""
        return self._edit_words(p, "text", self._limits.text_max)

    async def _m_edit_message_caption(self, p: Params) -> dict[str, Any]:
        """Replace a media message's caption (and keyboard: no reply_markup removes it)."""
        return self._edit_words(p, "caption", self._limits.caption_max)

    def _edit_words(self, p: Params, field: str, limit: int) -> dict[str, Any]:
        """The text of a text message or the caption of a media one, with its keyboard."""
        msg = self._editable(p)
        if (msg.file_id is None) != (field == "text"):
            raise bad_request(f"there is no {field} in the message to edit")
        words, entities = self._rich_text(p, field, limit)
        markup = self._reply_markup(p)
        kept = (msg.text, msg.entities, _keyboard(msg.reply_markup))
        if (words, entities, _keyboard(markup)) == kept:
            raise bad_request(NOT_MODIFIED)
        msg.text, msg.entities, msg.reply_markup = words, entities, markup
        return self._mark_edited(msg)

    async def _m_edit_message_media(self, p: Params) -> dict[str, Any]:
        """Replace the photo or document of a media message, its caption and keyboard too."""
        msg = self._editable(p)
        media = p.as_json("media")
        if not isinstance(media, dict) or not isinstance(media.get("media"), str):
            raise bad_request("can't parse input media JSON object")
        kind = media.get("type")
        if kind not in ("photo", "document"):
            raise bad_request(f"the sandbox does not simulate {kind!r} media")  # video, audio...
        if msg.file_id is None:
            raise bad_request("there is no media in the message to edit")
        stored = self._resolve_file(media["media"], p.files, kind)
        caption, entities = self._rich_text(Params(media), "caption", self._limits.caption_max)
        markup = self._reply_markup(p)
        kept = (msg.file_id, msg.text, msg.entities, _keyboard(msg.reply_markup))
        same_kind = (msg.photo is not None) == (kind == "photo")
        if same_kind and kept == (stored.file_id, caption, entities, _keyboard(markup)):
            raise bad_request(NOT_MODIFIED)
        msg.photo = stored.data if kind == "photo" else None
        msg.document = stored.data if kind == "document" else None
        msg.file_id, msg.file_name = stored.file_id, stored.name
        msg.text, msg.entities, msg.reply_markup = caption, entities, markup
        return self._mark_edited(msg)

    async def _m_edit_message_reply_markup(self, p: Params) -> dict[str, Any]:
        """Replace or remove a bot message's inline keyboard."""
        msg = self._editable(p)
        markup = self._reply_markup(p)
        if _keyboard(markup) == _keyboard(msg.reply_markup):
            raise bad_request(NOT_MODIFIED)
        msg.reply_markup = markup
        return self._mark_edited(msg)

    def _editable(self, p: Params) -> SentMessage:
        """Find a bot message the bot may edit."""
        msg = self._stored_message(p, "message to edit not found")
        if msg.sender is not None:
            raise bad_request("message can't be edited")
        self._throttle(msg.chat_id, edit=True)  # before any change: a 429 edits nothing
        return msg

    def _mark_edited(self, msg: SentMessage) -> dict[str, Any]:
        """Flag a bot message as edited, log it and return its new Message object."""
        msg.edited, msg.edit_date = True, int(time.time())
        self._note("bot", msg, "edit")
        return self._message_json(msg)

    async def _m_delete_message(self, p: Params) -> bool:
        """Delete a message; others' messages in groups need admin rights."""
        msg = self._stored_message(p, "message to delete not found")
        group = self._groups.get(msg.chat_id)
        if msg.sender is not None and group is not None and not group.bot_is_admin:
            raise bad_request("message can't be deleted")
        msg.deleted = True
        return True

    async def _m_answer_callback_query(self, p: Params) -> bool:
        """Resolve the scripted press waiting for this callback query."""
        waiter = self._callbacks.get(p.as_str("callback_query_id") or "")
        if waiter is None or waiter.done():
            raise bad_request(
                "query is too old and response timeout expired or query ID is invalid"
            )
        waiter.set_result(p.as_str("text") or "")
        return True

    def _deliver(self, chat: SandboxUser | SandboxChat, msg: SentMessage, kind: str) -> None:
        """Put a bot message into its chat, where scripted users see it."""
        self._messages[(msg.chat_id, msg.message_id)] = msg
        chat._received.append(msg)
        self._note("bot", msg, kind)
