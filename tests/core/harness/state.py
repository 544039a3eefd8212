"""The core's state: the scene's people and chats, what was said, what arrived where."""

from __future__ import annotations

import itertools
from datetime import datetime
from pathlib import Path
from typing import Any

from bot.clock import ManualClock
from bot.context import Deps
from bot.envelope import Chat, Platform
from bot.runtime.timer import Timer
from bot.service import Service
from handlers.intake import person as client_person
from storage.db import SqliteDatabase

from .basics import T0, VK_CONVERSATIONS, HarnessError, shared_texts
from .messages import Sent
from .people import Person, Room, Who
from .platforms import ErrorLog, RecordingCourier

TELEGRAM = Platform.TELEGRAM
VK = Platform.VK


class CoreState:
    """The scene and its records; the people and chats in it; the helpers every part uses."""

    # Built by `Core.open` (and again by each restart).
    db: SqliteDatabase
    deps: Deps
    service: Service
    timer: Timer
    couriers: list[RecordingCourier]

    def __init__(self, path: Path, start: datetime = T0, default_locale: str = "ru") -> None:
        self.path = path
        self.target: Path | str = path  # or a PostgreSQL URL: the same core on that engine
        self.clock = ManualClock(start)
        self.texts = shared_texts()
        self.default_locale = default_locale
        self._admins: dict[str, set[int]] = {TELEGRAM: set(), VK: set()}
        self._rooms: dict[tuple[str, int], Room] = {}
        self._people: dict[tuple[str, int], Person] = {}
        self._nicknames: dict[str, Person] = {}  # registered nickname → person
        self._inbox: dict[tuple[str, int], list[Sent]] = {}
        self._cursor: dict[tuple[str, int], int] = {}
        self._said: dict[tuple[str, int, int], str] = {}  # (platform, chat, message id) → text
        self._deleted: dict[tuple[str, int], list[int]] = {}
        self._blocked: set[tuple[str, int]] = set()
        self._rows: dict[int, tuple[str, dict[str, Any]]] = {}  # outbox row id → key, params
        self._message_ids: dict[tuple[str, int], itertools.count[int]] = {}
        self._update_ids = itertools.count(1)
        self._user_ids = {TELEGRAM: itertools.count(1001), VK: itertools.count(500001)}
        self._group_ids = {TELEGRAM: itertools.count(-1001003, -1), VK: itertools.count(3)}
        self._log: list[str] = []
        self._open = False
        # An error the core logs is a bug unless the test says it expects one.
        self.strict = True
        self._errors = ErrorLog()
        self.judge = self.person("Ирина", admin=True, username="judge_irina", user_id=100)
        self.admin = self.person("Админ", admin=True, channel=False, user_id=101)
        self.channel = self.group("Кубок Берсерка", chat_id=-1001001)
        self.judges_chat = self.group("Кубок Берсерка: судьи", chat_id=-1001002)
        self.join(self.judge, self.channel)
        self.join(self.judge, self.judges_chat)

    # People and chats --------------------------------------------------------------------

    def person(
        self,
        name: str,
        platform: str = TELEGRAM,
        admin: bool = False,
        *,
        locale: str = "ru",
        username: str | None = None,
        channel: bool = True,
        user_id: int | None = None,
    ) -> Person:
        """Someone new (no account until he writes); a member of his platform's channel."""
        uid = user_id if user_id is not None else next(self._user_ids[platform])
        if (platform, uid) in self._people:
            raise HarnessError(f"user id {uid} on {platform} is taken")
        # `locale` is his client's language, chosen into a locale as the doors choose it.
        person = Person(name, client_person(platform, uid, name, username, locale))
        self._people[(platform, uid)] = person
        if admin:
            self.make_admin(person)
        if channel:
            room = self._channel_of(platform)
            if room is not None:
                self.join(person, room)
        return person

    def make_admin(self, person: Person) -> None:
        """A global admin from now on, as if listed in the config."""
        self._admins[person.platform].add(person.user_id)
        if self._open:
            self.deps.admins[person.platform] = frozenset(self._admins[person.platform])

    def group(
        self,
        title: str,
        platform: str = TELEGRAM,
        *,
        bot_is_admin: bool = True,
        chat_id: int | None = None,
    ) -> Room:
        """A new group chat (Telegram) or community conversation (VK) the bot is in."""
        if chat_id is None:
            number = next(self._group_ids[platform])
            chat_id = number if platform == TELEGRAM else VK_CONVERSATIONS + number
        room = Room(title, Chat(platform, chat_id, private=False, title=title))
        room.bot_is_admin = bot_is_admin
        self._rooms[(platform, chat_id)] = room
        return room

    def join(self, person: Person, room: Room) -> None:
        """The person is in the chat, as far as the platform tells the bot."""
        room.members.add(person.user_id)

    def leave(self, person: Person, room: Room) -> None:
        """The person left the chat."""
        room.members.discard(person.user_id)

    def block(self, person: Person, blocked: bool = True) -> None:
        """The person blocked the bot: sends to his private chat are refused ("blocked")."""
        key = (person.platform, person.user_id)
        if blocked:
            self._blocked.add(key)
        else:
            self._blocked.discard(key)

    def _channel_of(self, platform: str) -> Room | None:
        if platform == TELEGRAM:
            return getattr(self, "channel", None)
        return None

    def nickname(self, nickname: str) -> Person:
        """The person registered under a nickname through `tournament`/`register`."""
        return self._nicknames[nickname]

    def transcript(self, last: int | None = None) -> str:
        """What was said and delivered, in order (the last `last` lines)."""
        lines = self._log if last is None else self._log[-last:]
        return "\n".join(lines)

    # Helpers -----------------------------------------------------------------------------

    def _where(self, person: Person, chat: Room | None) -> Chat:
        if chat is None:
            return person.chat
        if chat.platform != person.platform:
            raise HarnessError(f"{person.name} is on {person.platform}, {chat.title} is not")
        return chat.chat

    def _key(self, who: Who) -> tuple[str, int]:
        return (who.platform, who.user_id if isinstance(who, Person) else who.id)

    def _label(self, chat: Chat) -> str:
        return self._label_of((chat.platform, chat.id))

    def _label_of(self, key: tuple[str, int]) -> str:
        room = self._rooms.get(key)
        if room is not None:
            return f"[{room.title}]"
        person = self._people.get(key)
        return f"[{person.name}, private]" if person is not None else f"[{key[0]}:{key[1]}]"

    def _next_message_id(self, where: Chat | tuple[str, int]) -> int:
        key = (where.platform, where.id) if isinstance(where, Chat) else where
        return next(self._message_ids.setdefault(key, itertools.count(1)))

    def _require_open(self) -> None:
        if not self._open:
            raise HarnessError("the core is closed: open() it first")
