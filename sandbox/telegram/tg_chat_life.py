"""What Telegram does to chats: a group upgraded to a supergroup, forum topics, the bot kicked,
posts by an anonymous administrator or as a channel.

Telegram's behaviour as the Bot API documents it (and as bots meet it): after a migration the
old id answers 400 "group chat was upgraded to a supergroup chat" with
`parameters.migrate_to_chat_id`; a kicked bot gets 403 "bot was kicked from the supergroup
chat" and a `my_chat_member` update; an anonymous administrator's messages come `from`
GroupAnonymousBot with the group as `sender_chat`; a forum's messages carry
`message_thread_id` and `is_topic_message`, and one sent without a thread lands in «General».
"""

from __future__ import annotations

import time
from typing import Any

from sandbox.shared import TranscriptEntry
from sandbox.telegram.tg_actors import TelegramActors
from sandbox.telegram.tg_methods import TelegramMessageMethods
from sandbox.telegram.tg_models import SandboxChat, SandboxUser, SentMessage
from sandbox.telegram.tg_protocol import ApiError, Params, bad_request

ANONYMOUS_ADMIN = {
    "id": 1087968824,
    "is_bot": True,
    "first_name": "Group",
    "username": "GroupAnonymousBot",
}
CHANNEL_BOT = {"id": 136817688, "is_bot": True, "first_name": "Channel", "username": "Channel_Bot"}
GENERAL = 1  # the thread id of a forum's «General» topic; its messages carry no thread
UPGRADED = "group chat was upgraded to a supergroup chat"


class MigratedError(ApiError):
    """The 400 of a migrated group: aiogram reads `migrate_to_chat_id` from its parameters."""

    def __init__(self, new_id: int) -> None:
        super().__init__(400, f"Bad Request: {UPGRADED}")
        self.new_id = new_id

    def payload(self) -> dict[str, Any]:
        """Return the body with `parameters.migrate_to_chat_id`."""
        return super().payload() | {"parameters": {"migrate_to_chat_id": self.new_id}}


class TelegramChatLife(TelegramMessageMethods, TelegramActors):
    """Migrations, topics, the bot's removal and posts on behalf of a chat."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._moved: dict[int, int] = {}  # old group id → its supergroup's id
        self._gone: dict[int, str] = {}  # group → the bot's status there: kicked or left

    # ----- scripted world --------------------------------------------------------------------

    def basic_group(self, chat_id: int, title: str, bot_is_admin: bool = False) -> SandboxChat:
        """Create a basic group (not a supergroup) that already contains the bot."""
        made = self.group(chat_id, title, bot_is_admin)
        made.kind = "group"
        return made

    def migrate_group(self, chat: SandboxChat, *, service_messages: bool = True) -> SandboxChat:
        """Upgrade a basic group to a supergroup with a new id, as Telegram does when an admin
        changes history visibility or the group grows; `service_messages=False` models the
        bot missing both service messages (it learns from the 400 only)."""
        if chat.kind != "group" or chat.id in self._moved:
            raise ValueError(f"{chat.title!r} is not a basic group")
        new = self.group(-(10**12) - abs(chat.id), chat.title, chat.bot_is_admin, chat.username)
        new.members = dict(chat.members)
        self._moved[chat.id] = new.id
        by = next((self._users[u] for u, s in chat.members.items() if s == "creator"), None)
        pairs = ((chat, "migrate_to_chat_id", new), (new, "migrate_from_chat_id", chat))
        for room, field, other in pairs:
            msg = SentMessage(self._next_message_id(room.id), room.id, "", by)
            msg.extra = {field: other.id}
            self._messages[(room.id, msg.message_id)] = msg
            if service_messages:
                msg.update_id = self._enqueue("message", self._message_json(msg))
        self.transcript.append(TranscriptEntry("Telegram", chat.label, str(new.id), "migrated"))
        self._changed.fire()
        return new

    def create_topic(self, chat: SandboxChat, name: str) -> int:
        """Make the supergroup a forum (if it is not) with a new topic; returns its thread id."""
        if chat.kind != "supergroup":
            raise ValueError("only supergroups have topics")
        thread = self._next_message_id(chat.id)  # a topic's id is its creation message's id
        if thread == GENERAL:  # … and never «General»'s own
            thread = self._next_message_id(chat.id)
        chat.topics[thread] = name
        return thread

    async def post(
        self,
        user: SandboxUser,
        chat: SandboxChat,
        text: str,
        *,
        topic: int | None = None,
        anonymous: bool = False,
        as_channel: tuple[int, str] | None = None,
    ) -> SentMessage:
        """A member writes in a group: in a forum topic, as the group's anonymous
        administrator, or as his own channel (id, title)."""
        if topic is not None and topic not in chat.topics:
            raise ValueError(f"no topic {topic} in {chat.title!r}")
        extra: dict[str, Any] = {}
        if anonymous:
            if chat.status_of(user.id) not in ("creator", "administrator"):
                raise AssertionError(f"{user.first_name} is no administrator of {chat.title!r}")
            extra = {"from": ANONYMOUS_ADMIN, "sender_chat": chat.as_json()}
        elif as_channel is not None:
            channel = {"id": as_channel[0], "type": "channel", "title": as_channel[1]}
            extra = {"from": CHANNEL_BOT, "sender_chat": channel}
        return self._user_message(user, text, chat, None, thread=topic, extra=extra)

    def kick_bot(
        self, chat: SandboxChat, by: SandboxUser, status: str = "kicked", *, notify: bool = True
    ) -> None:
        """Remove the bot from a group (`left`: removed without a ban); it gets a
        my_chat_member update (unless `notify` is False: an update the bot missed), and every
        call for the group answers 403 from now on."""
        if status not in ("kicked", "left"):
            raise ValueError("the bot is kicked or has left")
        self._gone[chat.id] = status
        if not notify:
            return
        self._bot_member_changes(
            chat, by, "administrator" if chat.bot_is_admin else "member", status
        )

    def add_bot_back(self, chat: SandboxChat, by: SandboxUser) -> None:
        """Add the removed bot to the group again (with the rights it had)."""
        status = self._gone.pop(chat.id)
        self._bot_member_changes(
            chat, by, status, "administrator" if chat.bot_is_admin else "member"
        )

    def _bot_member_changes(self, chat: SandboxChat, by: SandboxUser, old: str, new: str) -> None:
        update = {"chat": chat.as_json(), "from": by.as_json(), "date": int(time.time())}
        update["old_chat_member"] = self._member_json(self.bot_json(), old)
        update["new_chat_member"] = self._member_json(self.bot_json(), new)
        self.transcript.append(TranscriptEntry(by.first_name, chat.label, new, "bot-status"))
        self._enqueue("my_chat_member", update)

    # ----- what the Bot API shows and refuses ------------------------------------------------

    def _message_json(self, msg: SentMessage, nested: bool = True) -> dict[str, Any]:
        """The Message object with its topic and the fields a chat's own post has."""
        data = super()._message_json(msg, nested)
        if msg.thread_id is not None:
            data |= {"message_thread_id": msg.thread_id, "is_topic_message": True}
        return data | msg.extra

    def _target_chat(self, p: Params, write: bool = True) -> SandboxUser | SandboxChat:
        """Refuse a migrated group (400 with the new id) and a group the bot is out of (403)."""
        ref = p.as_str("chat_id") or ""
        number = int(ref) if ref.lstrip("-").isdigit() else None
        if number in self._moved:
            raise MigratedError(self._moved[number])
        if number in self._gone:
            kind = self._groups[number].kind
            if self._gone[number] == "kicked":
                raise ApiError(403, f"Forbidden: bot was kicked from the {kind} chat")
            raise ApiError(403, f"Forbidden: bot is not a member of the {kind} chat")
        return super()._target_chat(p, write)

    def _thread(self, p: Params) -> int | None:
        """The topic a send names: it must exist in the forum (none: «General»)."""
        thread = p.as_int("message_thread_id")
        if thread is None:
            return None
        chat = self._target_chat(p)
        if not isinstance(chat, SandboxChat) or thread not in chat.topics:
            raise bad_request("message thread not found")
        return thread

    def _into_topic(self, p: Params, thread: int | None, sent: dict[str, Any]) -> dict[str, Any]:
        """Put a message just sent into its topic, where the forum's members see it."""
        if thread is None:
            return sent
        msg = self._messages[(int(sent["chat"]["id"]), int(sent["message_id"]))]
        msg.thread_id = thread
        return self._message_json(msg)

    async def _m_send_message(self, p: Params) -> dict[str, Any]:
        """Send a text message, into a forum topic when message_thread_id names one."""
        thread = self._thread(p)
        return self._into_topic(p, thread, await super()._m_send_message(p))

    async def _m_send_photo(self, p: Params) -> dict[str, Any]:
        """Send a photo, into a forum topic when message_thread_id names one."""
        thread = self._thread(p)
        return self._into_topic(p, thread, await super()._m_send_photo(p))

    async def _m_send_document(self, p: Params) -> dict[str, Any]:
        """Send a document, into a forum topic when message_thread_id names one."""
        thread = self._thread(p)
        return self._into_topic(p, thread, await super()._m_send_document(p))
