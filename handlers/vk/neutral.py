"""VK events → the core's neutral Actor and Chat; a middleware puts them into handlers."""

from __future__ import annotations

import logging
from typing import Any, ClassVar

from vkbottle import API, BaseMiddleware

from bot.envelope import Actor, Chat, Platform
from bot.service import Service
from handlers.intake import person
from handlers.vk.keyboards import Keyboards

log = logging.getLogger(__name__)

CONVERSATION_BASE = 2_000_000_000  # peer ids of community conversations start here
ENGLISH_LANG_ID = 3  # VK's client_info.lang_id for English
LANGUAGES = {ENGLISH_LANG_ID: "en"}  # lang_id → language tag; the others all read Russian


class Names:
    """Display names of VK users, asked once with users.get and kept for the process."""

    def __init__(self, api: API) -> None:
        self.api = api
        self._known: dict[int, str] = {}

    async def of(self, user_id: int) -> str:
        """The user's first and last name."""
        if user_id not in self._known:
            try:
                users = await self.api.users.get(user_ids=[user_id])
            except Exception:  # a name is cosmetic: VK trouble must not lose the command
                log.warning("users.get failed for %s", user_id, exc_info=True)
                return f"id{user_id}"
            first = users[0] if users else None
            name = f"{first.first_name} {first.last_name}".strip() if first else ""
            self._known[user_id] = name or f"id{user_id}"
        return self._known[user_id]


def chat_of(peer_id: int) -> Chat:
    """A private dialog with the community, or one of its conversations."""
    return Chat(Platform.VK, peer_id, peer_id < CONVERSATION_BASE)


async def actor_of(names: Names, user_id: int, lang_id: int | None = None) -> Actor:
    """The neutral sender, in the locale his client's language chooses."""
    language = LANGUAGES.get(lang_id) if lang_id is not None else None
    return person(Platform.VK, user_id, await names.of(user_id), None, language)


def _sender(event: dict[str, Any]) -> tuple[int, int, int | None] | None:
    """(user id, peer id, lang id) of a message or a button press."""
    obj = event.get("object") or {}
    if event.get("type") == "message_new":
        message = obj.get("message") or {}
        lang = (obj.get("client_info") or {}).get("lang_id")
        return message.get("from_id", 0), message.get("peer_id", 0), lang
    if event.get("type") == "message_event":
        return obj.get("user_id", 0), obj.get("peer_id", 0), None
    if event.get("type") == "message_edit":  # the object is the message itself
        return obj.get("from_id", 0), obj.get("peer_id", 0), None
    return None


class NeutralMiddleware(BaseMiddleware[dict]):
    """Adds the service, names, keyboards, `actor` and `chat` to every event's handler."""

    service: ClassVar[Service]
    names: ClassVar[Names]
    keyboards: ClassVar[Keyboards]

    async def pre(self) -> None:
        """Turn the raw event's sender into neutral objects; skip events from communities."""
        found = _sender(self.event)
        if found is None:
            return
        user_id, peer_id, lang = found
        if user_id <= 0:  # a community (or this bot) wrote: not a command
            self.stop("not a person")
        if self.event.get("type") == "message_new" and peer_id == user_id:
            # Old clients show no inline keyboards: his dialog gets standard ones. In a
            # conversation every member's client shows the keyboard, so one says nothing.
            info = (self.event.get("object") or {}).get("client_info") or {}
            self.keyboards.client(peer_id, bool(info.get("inline_keyboard", True)))
        self.send(
            {
                "service": self.service,
                "names": self.names,
                "keyboards": self.keyboards,
                "chat": chat_of(peer_id),
                "actor": await actor_of(self.names, user_id, lang),
            }
        )
