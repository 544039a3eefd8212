"""Checks of the Bot API calls: chats the bot may use, texts, keyboards, files, flood limits."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from sandbox.telegram.tg_models import SandboxChat, SandboxUser, SentMessage
from sandbox.telegram.tg_protocol import (
    PAID_BROADCAST_REFUSED,
    ApiError,
    Params,
    StoredFile,
    bad_request,
    parse_html,
)
from sandbox.telegram.tg_world import TelegramWorld


class TelegramChecks(TelegramWorld):
    """Validation of parameters the way the Bot API refuses them, with its error texts."""

    def _target_chat(self, p: Params, write: bool = True) -> SandboxUser | SandboxChat:
        """Resolve chat_id, refusing chats the bot cannot write to (or, for reads, see)."""
        ref = p.as_str("chat_id")
        if not ref:
            raise bad_request("chat_id is empty")
        chat: SandboxUser | SandboxChat | None = None
        if ref.startswith("@"):
            chat = next((g for g in self._groups.values() if g.username == ref[1:]), None)
        elif re.fullmatch(r"-?\d+", ref):
            chat = self._users.get(int(ref)) or self._groups.get(int(ref))
        if isinstance(chat, SandboxUser) and not chat.started and not write:
            chat = None  # a bot knows nothing about users who never wrote to it
        if chat is None:
            raise bad_request("chat not found")
        if isinstance(chat, SandboxUser) and write:
            if not chat.started:
                raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
            if chat.blocked:
                raise ApiError(403, "Forbidden: bot was blocked by the user")
        return chat

    def _rich_text(self, p: Params, name: str, limit: int) -> tuple[str, list[dict[str, Any]]]:
        """Parse text or caption with its parse_mode and check its length after parsing."""
        raw = p.as_str(name) or ""
        mode = (p.as_str("parse_mode") or "").lower()
        if name in p.parsed:
            text, entities = p.parsed[name]
        elif mode == "html":
            text, entities = parse_html(raw)
        elif mode in ("", "markdown", "markdownv2"):
            # Markdown passes through unparsed: only HTML markup is checked by the sandbox.
            entities_name = "entities" if name == "text" else "caption_entities"
            text, entities = raw, p.as_json(entities_name) or []
        else:
            raise bad_request("unsupported parse_mode")
        if name == "text" and not text.strip():
            raise bad_request("message text is empty")
        if len(text) > limit:
            raise bad_request(f"message {'is' if name == 'text' else 'caption is'} too long")
        return text, entities

    def _reply_markup(self, p: Params) -> dict[str, Any] | None:
        """The reply_markup of a send or an edit; each button was held to the spec already."""
        markup = p.as_json("reply_markup")
        if markup is None:
            return None
        rows = markup.get("inline_keyboard")
        # Telegram's own cap, which the spec does not state (tg_spec checks the rest).
        if rows is not None and sum(len(row) for row in rows) > 100:
            raise bad_request("reply markup is too long")
        return markup

    def _reply_target(self, p: Params, chat_id: int) -> SentMessage | None:
        """Resolve reply_parameters / reply_to_message_id into the message replied to."""
        params = p.as_json("reply_parameters") or {}
        message_id = params.get("message_id", p.as_int("reply_to_message_id"))
        if message_id is None:
            return None
        target = self._messages.get((chat_id, int(message_id)))  # replies stay in the chat
        if target is not None and not target.deleted:
            return target
        if params.get("allow_sending_without_reply") or p.as_bool("allow_sending_without_reply"):
            return None
        raise bad_request("message to be replied not found")

    def _paid(self, p: Params) -> bool:
        """Whether a send asks for a paid broadcast; refused when the bot cannot pay."""
        if not p.as_bool("allow_paid_broadcast"):
            return False
        if not self.paid_broadcast:
            raise bad_request(PAID_BROADCAST_REFUSED)
        return True

    def _throttle(self, chat_id: int, paid: bool = False, *, edit: bool = False) -> None:
        """Count a send to `chat_id` in Telegram's sliding windows, or answer 429.

        30 messages in any second overall (a paid broadcast: 1,000 in any second instead),
        20 in any minute per group, supergroup or channel, 3 in any 3 s per chat (about one a
        second with Telegram's short burst). An edit (`edit`) counts toward its group's 20 a
        minute only: Telegram's FAQ speaks of messages, and edits in groups are widely reported
        to count there. answerCallbackQuery makes no message and is not counted. `retry_after`
        is the whole seconds until the window lets one through.
        """
        lim = self._limits
        if not lim.enabled:
            return
        windows = self._windows
        chosen = []
        if not edit:
            chosen.append(
                windows.window("paid", lim.paid_per_sec, lim.paid_burst)
                if paid
                else windows.window("global", lim.global_per_sec, lim.global_burst)
            )
            chosen.append(windows.window(("chat", chat_id), lim.chat_per_sec, lim.chat_burst))
        if chat_id < 0:
            rate = lim.group_per_min / 60
            chosen.append(windows.window(("group", chat_id), rate, lim.group_burst))
        wait = windows.acquire(chosen, asyncio.get_running_loop().time())
        if wait:
            raise ApiError(429, f"Too Many Requests: retry after {wait}", retry_after=wait)

    def _stored_message(self, p: Params, missing: str) -> SentMessage:
        """Find the message named by chat_id and message_id, or fail with `missing`."""
        if p.as_str("inline_message_id"):
            raise bad_request(missing)  # inline mode is not simulated
        chat = self._target_chat(p)
        message_id = p.as_int("message_id")
        if message_id is None:
            raise bad_request("message identifier is not specified")
        msg = self._messages.get((chat.id, message_id))
        if msg is None or msg.deleted:
            raise bad_request(missing)
        return msg

    def _input_file(self, p: Params, kind: str) -> StoredFile:
        """Accept the file of a send: an upload (attach:// or a direct part) or a file_id."""
        return self._resolve_file(p.as_str(kind) or "", p.files, kind)

    def _resolve_file(self, value: str, files: dict[str, StoredFile], kind: str) -> StoredFile:
        """Accept an uploaded file (attach:// or a part named `kind`) or a known file_id."""
        upload = files.get(value.removeprefix("attach://") if value else kind)
        if upload is not None:
            return self._store_file(self._checked(upload, kind), kind)
        if value.startswith("attach://"):
            raise bad_request(f'can\'t find attached file "{value.removeprefix("attach://")}"')
        if value in self._files:
            if self._files[value].kind != kind:
                raise bad_request("type of file mismatch")  # a photo's file_id sent as a document
            return self._files[value]
        if re.match(r"(?i)https?://", value):
            raise bad_request("failed to get HTTP URL content")  # the sandbox never fetches URLs
        raise bad_request(
            f"there is no {kind} in the request"
            if not value
            else "wrong file identifier/HTTP URL specified"
        )
