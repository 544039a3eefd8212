"""The core harness: the real Service on a real SQLite file, a manual clock, recording senders.

No aiogram, no vkbottle, no HTTP, no sandbox: a test speaks to the core as the doors do and
reads what the couriers deliver, in the recipient's language, exactly as a platform gets it.
Every rule of a use case is tested here first; the end-to-end tests keep the doors honest.

Use it through the `core` fixture of `tests/core/conftest.py` (test modules here import the
types as `from harness import Core`: pytest puts this directory on the path)::

    async def test_report_and_confirm(core: Core) -> None:
        t = await core.tournament(["Анна", "Борис", "Вера", "Глеб"], {"bo": "3"})
        anna = t["Анна"]
        pairing = core.pairing(anna, 1)           # her match of round 1 and her opponent
        await core.say(anna, "/report 2:1")       # private chat unless chat= is given
        request = core.expect(pairing.opponent, "ввёл счёт")   # or key="confirm-request"
        assert request.labels == ["Подтвердить", "Оспорить"]
        await core.press(pairing.opponent, "Подтвердить")
        await core.advance(minutes=10)            # deadlines fire through the real timer

People and chats:

- `core.person(name, platform="telegram", admin=False, locale="ru")`: someone new with an
  Actor of his own (distinct user ids); he is a member of the channel of his platform unless
  `channel=False`. His private chat with the bot is implicit.
- `core.judge`: the head judge of the end-to-end scene (Ирина, a global admin, in the channel
  and the judges' chat); `core.admin`: another global admin who is in no chat.
- `core.channel`, `core.judges_chat`: Telegram groups as in the end-to-end scene (the bot is
  an admin of the channel); `core.group(title, platform=...)` makes more (VK conversations,
  match chats). `core.join(person, room)` / `core.leave(person, room)` change who the
  platform says is in a chat (COM-2); `core.block(person)` makes his private chat refuse
  the bot's messages as a blocked bot does.

Speaking (each returns the `Outcome` of `Service.execute`, then everything is delivered):

- `await core.say(person, text, chat=None, reply_to=None)`: the text goes through the real
  grammar (`handlers.grammar.parse`) as the Telegram door parses it; text that is no command
  becomes PlainText in private and ChatMessage in a group, as in the doors.
- `await core.press(person, label_fragment, chat=None)`: a button of the newest message in
  that chat (his private chat by default) whose label contains the fragment (or whose payload
  is exactly it); the payload goes through the grammar, as both doors
  do; a link button opens the bot with `/start <parameter>`. A press that is DONE removes
  that keyboard, as the doors do, so the same button cannot be pressed twice.
- `await core.execute(person, command, chat=None)`: a ready Command, past the grammar.
- `await core.send_file(person, name, data, caption=None, chat=None, media=False)`: a file
  (`media`: a photo or video, which the doors name `screenshot.jpg` / `video.mp4`) through
  `handlers.grammar.file_use` and `parse_file` as both doors decide what it means.
- `await core.edit(person, text, new_text, chat=None)`: he edits his newest message that
  said `text` (MessageEdited, PRO-5, MOD-2).
- `await core.add_members(person, room, *people)`: he adds people to a group; they join it
  and the core gets the ChatEvent the doors make of it (MOD-2).
- `core.use_word_lists(insults, allowed)`: the organizer's `[moderation]` word lists, as
  the app puts them in Deps (until the next `restart`).
- `await core.advance(minutes=10)`: the clock moves; every deadline falls due at its own
  moment, fires through `Timer.fire_due` and its messages are delivered before the next one.
  `await core.advance()` fires what is due now. Nothing sleeps.
- An error the core logs (a use case that raised, a send that broke, a missing text) fails
  the step with its traceback and the transcript's tail; a test that means to provoke one
  sets `core.strict = False` and looks at the `Outcome.FAILED` instead.

Reading (what the platform delivered; one read cursor per chat):

- `core.sent(person)` / `core.posted(room)`: the messages since the last read of that chat,
  `all=True` for every one; each a `Sent` with `.text`, `.key` and `.params` (the text key
  and its parameters), `.buttons` (rows of `Btn(label, command, deeplink)`), `.labels`,
  `.picture` (PNG bytes or None), `.file` ((name, bytes) or None).
- `core.expect(who, fragment=None, key=None)`: the next unread message containing the
  fragment (and/or with the key), moving the cursor past it as the sandbox's `expect` does;
  a failure lists what did arrive. `core.last(who)`: the newest message, cursor untouched.
- `core.pairing(person, round_no)`: his match of a round from his pairing message;
  `core.pairs(t, round_no)`: every match of the round, each once.
- `core.deleted(room)`: the texts of the people's messages the bot removed (MOD-2).
- `core.transcript()`: everything said and delivered, in order, for a failing test to print.

Set-up and state:

- `await core.tournament(players, settings, begin=True, title=...)`: what the judge does with
  commands (/new, /set, /bind in the channel, /bind judges, /open), every player following
  the announcement's button, /register and accepting the rules, then /begin; returns an
  `Event` with `.id`, `.players` and `event[nickname]`. `await core.register(person, tid)`
  does the player's part alone; `core.nickname(nick)` finds a registered person.
- `await core.restart(crash=False)`: close and reopen the core on the same SQLite file; with
  `crash` what the outbox held is not delivered first. Overdue deadlines fire at once.
- `core.db`: the open database, `async with core.db.transaction() as store:` for assertions
  the bot cannot be asked about; `core.now` is the manual clock's UTC time.

What is imitated rather than run: the doors' few lines around the grammar (text → command,
PlainText/ChatMessage for the rest, keyboard removal, deep links) and the platforms, which
accept everything at once (no rate limits) but refuse a button payload longer than theirs
(64 bytes on Telegram, 255 characters of JSON on VK) as the real ones do. The service's flood
limit (30 commands a minute per non-admin, S4 6.6) still counts real seconds.
"""

from __future__ import annotations

import functools
import itertools
import json
import logging
import re
import shlex
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from bot.clock import ManualClock
from bot.commands import (
    Attachment,
    ChatEvent,
    ChatMessage,
    Command,
    Invalid,
    MessageEdited,
    PlainText,
)
from bot.context import Deps, Directory
from bot.courier import Courier
from bot.envelope import (
    TELEGRAM,
    VK,
    Actor,
    Chat,
    Delivery,
    Envelope,
    Outgoing,
    Undeliverable,
)
from bot.metrics import Metrics
from bot.ports import OutboxRow
from bot.ratelimit import Limits
from bot.service import Outcome, Service
from bot.texts import Texts
from bot.timer import Timer
from handlers.grammar import FileUse, file_use, parse, parse_file, payload_of
from handlers.grammar.payloads import TELEGRAM_CALLBACK, VK_PAYLOAD
from storage.db import SqliteDatabase

T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)  # 15:00 in Moscow, as in tests/e2e/test_time.py
TIMEZONE = "Europe/Moscow"
BOT_USERNAME = "berserk_bot"  # the Telegram door passes the bot's username to the grammar
MAX_TEXT = 4096  # both platforms' limit for one message
VK_CONVERSATIONS = 2_000_000_000  # VK peer ids of community conversations start here
# The platforms' limits do not exist here: every message leaves in the first pass.
NO_LIMITS = Limits(1e9, 1e9, 10**9, None, None)
LOGGERS = ("bot", "storage", "handlers")  # where an error of the core is logged
STEPS = 10_000  # passes of the courier or the timer before a runaway loop is reported


@functools.cache
def shared_texts() -> Texts:
    """The catalogues, parsed once per process: parsing them was most of a harness's start."""
    return Texts(ZoneInfo(TIMEZONE))


class HarnessError(AssertionError):
    """The scene could not do what the test asked (no such button, a set-up step refused)."""


@dataclass(frozen=True, slots=True)
class Person:
    """Someone who writes to the bot; his private chat's id is his user id on both platforms."""

    name: str
    actor: Actor

    @property
    def platform(self) -> str:
        """The platform his account lives on."""
        return self.actor.platform

    @property
    def user_id(self) -> int:
        """His id on the platform."""
        return self.actor.user_id

    @property
    def chat(self) -> Chat:
        """His private chat with the bot."""
        return Chat(self.platform, self.user_id, private=True)

    def __repr__(self) -> str:
        return f"<{self.name} {self.platform}:{self.user_id}>"


@dataclass(eq=False)
class Room:
    """A group chat (a Telegram group, a VK conversation) and who is in it."""

    title: str
    chat: Chat
    members: set[int] = field(default_factory=set)
    bot_is_admin: bool = True

    @property
    def platform(self) -> str:
        """The platform of the chat."""
        return self.chat.platform

    @property
    def id(self) -> int:
        """The chat's id on its platform."""
        return self.chat.id

    def __repr__(self) -> str:
        return f"<{self.title} {self.platform}:{self.id}>"


Who = Person | Room


@dataclass(frozen=True, slots=True)
class Btn:
    """A button as the platform shows it: its label and what pressing it sends."""

    label: str
    command: str | None = None
    deeplink: str | None = None

    @property
    def payload(self) -> str:
        """The command text, or the start parameter of a link button."""
        return self.command if self.command is not None else f"/start {self.deeplink}"


@dataclass(slots=True, repr=False)
class Sent:
    """One message a platform delivered, as its recipient sees it."""

    text: str
    key: str  # the text key in bot/locales, and its parameters: for assertions beyond wording
    params: dict[str, Any]
    buttons: list[list[Btn]]
    message_id: int
    part: int = 0  # a long text arrives in parts
    picture: bytes | None = None  # a PNG with the text as its caption
    file: tuple[str, bytes] | None = None  # (file name, bytes) with the text as its caption
    edit_of: int | None = None  # a picture that replaced an earlier one in place
    keyboard: bool = True  # False once a press on it was DONE: the doors remove the keyboard

    @property
    def labels(self) -> list[str]:
        """Every button's label, row by row."""
        return [b.label for row in self.buttons for b in row]

    def button(self, fragment: str) -> Btn | None:
        """The first button whose label contains `fragment`, or whose payload is `fragment`."""
        for row in self.buttons:
            for b in row:
                if fragment in b.label or fragment == b.payload:
                    return b
        return None

    def __str__(self) -> str:
        extra = " [picture]" if self.picture else f" [file {self.file[0]}]" if self.file else ""
        buttons = f" {self.labels}" if self.buttons else ""
        return f"#{self.message_id} ({self.key}){extra} {self.text!r}{buttons}"

    __repr__ = __str__  # a failing assertion shows the message as a chat would


@dataclass(frozen=True, slots=True)
class Pairing:
    """A player's match of a round as his pairing message tells it; no opponent for a bye."""

    round: int
    number: int
    opponent: Person | None
    message: Sent


@dataclass(frozen=True, slots=True)
class Pair:
    """One match of a round: its number and both players (`b` is None for a bye)."""

    number: int
    a: Person
    b: Person | None


@dataclass(frozen=True, slots=True)
class Event:
    """A tournament the harness set up, and its players in the order they registered."""

    id: int
    title: str
    players: list[Person]

    def __getitem__(self, nickname: str) -> Person:
        for person in self.players:
            if person.name == nickname:
                return person
        raise KeyError(nickname)


class ErrorLog(logging.Handler):
    """Errors the core logs: a use case that raised, a send that broke, a missing text."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the record for the harness to report."""
        self.records.append(record)

    def take(self) -> list[str]:
        """The errors logged since the last look, with their tracebacks."""
        formatter = logging.Formatter("%(name)s: %(message)s")
        taken, self.records = self.records, []
        return [formatter.format(record) for record in taken]


class RecordingSender:
    """The courier's sender port for one platform: it hands each message to the harness."""

    def __init__(self, platform: str, core: Core) -> None:
        self.platform = platform
        self.limits = NO_LIMITS
        self.max_text = MAX_TEXT
        self._core = core
        if platform == VK:
            # VK's sender batches one text to many private chats (peer_ids); having the method
            # keeps the courier's batching path in the test as in production.
            self.send_many = self._send_many

    def is_group(self, chat_id: int) -> bool:
        """Telegram groups have negative ids; VK conversations ids from 2·10⁹."""
        return chat_id < 0 if self.platform == TELEGRAM else chat_id >= VK_CONVERSATIONS

    async def send(self, message: Outgoing) -> Delivery:
        """Record the message where its chat can read it, or refuse it as a blocked chat."""
        for row in message.buttons:
            for button in row:
                self._check_payload(payload_of(button.command))
        return Delivery(self._core._delivered(self.platform, message))

    def _check_payload(self, payload: str | None) -> None:
        """The platforms refuse a button whose payload is too long: so does the harness."""
        if payload is None:
            return
        if self.platform == TELEGRAM:
            size, most = len(payload.encode()), TELEGRAM_CALLBACK
        else:  # VK's keyboard carries it as JSON (handlers.vk.keyboards)
            size, most = len(json.dumps({"c": payload}, ensure_ascii=False)), VK_PAYLOAD
        if size > most:
            raise ValueError(f"{self.platform} refuses a button payload of {size}: {payload!r}")

    async def _send_many(self, messages: list[Outgoing]) -> list[Delivery | BaseException]:
        results: list[Delivery | BaseException] = []
        for message in messages:
            try:
                results.append(await self.send(message))
            except Undeliverable as refused:
                results.append(refused)
        return results


class Members:
    """The platform's answer to "is this person in the chat?" from the harness's rooms."""

    def __init__(self, core: Core, platform: str) -> None:
        self._core = core
        self._platform = platform

    def _room(self, chat_id: int) -> Room | None:
        return self._core._rooms.get((self._platform, chat_id))

    async def is_member(self, chat_id: int, user_id: int) -> bool | None:
        """True or False for a room of the harness; None (cannot tell) for any other chat."""
        room = self._room(chat_id)
        return None if room is None else user_id in room.members

    async def missing_rights(self, chat_id: int) -> str | None:
        """Nothing missing where the bot is an admin; "admin" where it is a plain member."""
        room = self._room(chat_id)
        return None if room is None or room.bot_is_admin else "admin"

    async def remove_member(self, chat_id: int, user_id: int) -> bool:
        """Take the person out of the room (MOD-2); False where the bot is no admin."""
        room = self._room(chat_id)
        if room is None or not room.bot_is_admin:
            return False
        room.members.discard(user_id)
        return True


class RecordingCourier(Courier):
    """The real courier, observed: it notes each row's text key and can run one pass."""

    def __init__(self, sender: RecordingSender, core: Core) -> None:
        super().__init__(sender, core.db, core.texts, core.service)
        self._core = core

    def render(self, row: OutboxRow) -> list[Outgoing]:
        """The courier's own rendering; the row's key and parameters are kept for `Sent`."""
        self._core._rows[row.id] = (row.key, row.params)
        return super().render(row)


class Core:
    """The real core on a SQLite file, driven and read the way the doors and platforms do."""

    def __init__(self, path: Path, start: datetime = T0, default_locale: str = "ru") -> None:
        self.path = path
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

    # Life cycle --------------------------------------------------------------------------

    async def open(self) -> Core:
        """Open the database (migrations included) and build the service, timer, couriers."""
        self.db = SqliteDatabase(self.path)
        await self.db.open()
        directory = Directory()
        for platform in (TELEGRAM, VK):
            directory.platforms[platform] = Members(self, platform)
        # The admins' sets are looked up at every command: a person made admin later counts.
        self.deps = Deps(
            admins={p: frozenset(ids) for p, ids in self._admins.items()},
            default_locale=self.default_locale,
            tz=self.texts.tz,
            directory=directory,
        )
        self.service = Service(self.db, self.clock, self.deps, Metrics())
        self.timer = Timer(self.db, self.clock, self.service)
        self.couriers = [RecordingCourier(RecordingSender(p, self), self) for p in (TELEGRAM, VK)]
        for name in LOGGERS:
            logging.getLogger(name).addHandler(self._errors)
        self._open = True
        # As the timer task does at start: what fell due while the bot was down fires now.
        await self.advance()
        return self

    async def close(self, *, flush: bool = True) -> None:
        """Deliver what is pending (unless told not to) and close the database."""
        if not self._open:
            return
        if flush:
            await self.deliver()
        for courier in self.couriers:
            await courier.stop()
        await self.db.close()
        for name in LOGGERS:
            logging.getLogger(name).removeHandler(self._errors)
        self._open = False

    async def restart(self, *, crash: bool = False) -> None:
        """A new service on the same file; `crash` leaves the outbox undelivered until then."""
        self._log.append(f"-- restart{' after a crash' if crash else ''} --")
        await self.close(flush=not crash)
        await self.open()

    async def __aenter__(self) -> Core:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

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
        person = Person(name, Actor(platform, uid, name, username, locale))
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

    # Speaking ----------------------------------------------------------------------------

    async def say(
        self,
        person: Person,
        text: str,
        chat: Room | None = None,
        *,
        reply_to: Person | None = None,
    ) -> Outcome:
        """A message from the person, parsed by the shared grammar as the doors parse it."""
        where = self._where(person, chat)
        message_id = self._next_message_id(where)
        self._said[(where.platform, where.id, message_id)] = text
        self._log.append(f"{person.name} → {self._label(where)} {text}")
        username = BOT_USERNAME if person.platform == TELEGRAM else None
        command = parse(text, username)
        if command is None:
            kind = PlainText if where.private else ChatMessage
            command = kind(text=text, message_id=message_id)
        return await self._execute(person, where, command, reply_to=reply_to)

    async def press(self, person: Person, label: str, chat: Room | None = None) -> Outcome:
        """Press a button of the newest message in the chat that has one with this label."""
        where = self._where(person, chat)
        if chat is not None and person.user_id not in chat.members:
            raise HarnessError(f"{person.name} is not in {chat.title} and sees no buttons there")
        key = (where.platform, where.id)
        for message in reversed(self._inbox.get(key, [])):
            button = message.button(label) if message.keyboard else None
            if button is not None:
                break
        else:
            offered = [str(m) for m in self._inbox.get(key, []) if m.buttons and m.keyboard]
            raise HarnessError(
                f"no button {label!r} in {self._label(where)}; buttons on screen: {offered}"
            )
        self._log.append(f"{person.name} presses «{button.label}» in {self._label(where)}")
        if button.deeplink is not None:
            # A link into the bot opens the private chat and sends /start with its parameter.
            return await self.say(person, f"/start {button.deeplink}")
        command = parse(button.command or "") or Invalid(key="button-stale")
        outcome = await self._execute(person, where, command)
        if outcome is Outcome.DONE:
            message.keyboard = False
        return outcome

    async def execute(self, person: Person, command: Command, chat: Room | None = None) -> Outcome:
        """A ready command from the person, past the grammar."""
        where = self._where(person, chat)
        self._log.append(f"{person.name} → {self._label(where)} {command!r}")
        return await self._execute(person, where, command)

    async def _execute(
        self,
        person: Person,
        where: Chat,
        command: Command,
        *,
        reply_to: Person | None = None,
    ) -> Outcome:
        self._require_open()
        envelope = Envelope(
            person.actor,
            where,
            command,
            update_id=next(self._update_ids),
            reply_to=reply_to.actor if reply_to is not None else None,
        )
        outcome = await self.service.execute(envelope)
        await self._run_clock(self.clock.now())
        self._check_errors()
        return outcome

    # Files, edits, chat events, word lists ------------------------------------------------

    async def send_file(
        self,
        person: Person,
        name: str,
        data: bytes,
        caption: str | None = None,
        chat: Room | None = None,
        *,
        media: bool = False,
    ) -> Outcome:
        """A file (`media`: a photo or video) from the person, read as the doors read one."""
        where = self._where(person, chat)
        message_id = self._next_message_id(where)
        self._said[(where.platform, where.id, message_id)] = caption or ""
        self._log.append(
            f"{person.name} → {self._label(where)} [file {name}, {len(data)} B] {caption or ''}"
        )
        use = file_use(name, caption, len(data), private=where.private, media=media)
        command: Command
        if isinstance(use, Invalid):
            command = use
        elif use is FileUse.CHAT:  # in a group a file is one more message of the chat
            command = ChatMessage(text=caption or "", message_id=message_id)
        elif use is FileUse.READ:
            command = parse_file(caption, data)
        else:
            command = Attachment(file_name=name, data=data)
        return await self._execute(person, where, command)

    async def edit(
        self, person: Person, text: str, new_text: str, chat: Room | None = None
    ) -> Outcome:
        """The person edits his newest message in the chat that said `text`."""
        where = self._where(person, chat)
        said = [
            message_id
            for (platform, chat_id, message_id), was in self._said.items()
            if (platform, chat_id) == (where.platform, where.id) and was == text
        ]
        if not said:
            raise HarnessError(f"{person.name} said no {text!r} in {self._label(where)}")
        self._said[(where.platform, where.id, said[-1])] = new_text
        self._log.append(f"{person.name} edits #{said[-1]} in {self._label(where)}: {new_text}")
        edited = MessageEdited(message_id=said[-1], text=new_text)
        return await self._execute(person, where, edited)

    async def add_members(self, person: Person, room: Room, *people: Person) -> Outcome:
        """The person adds others to the group: they are in it, the core hears of it."""
        for added in people:
            self.join(added, room)
        self._log.append(f"{person.name} adds {[p.name for p in people]} to [{room.title}]")
        event = ChatEvent(
            event="members",
            added=tuple(p.user_id for p in people),
            names=tuple(p.name for p in people),
        )
        return await self._execute(person, self._where(person, room), event)

    def use_word_lists(self, insults: Iterable[str] = (), allowed: Iterable[str] = ()) -> None:
        """The organizer's word lists for the chat filter, as the app passes them (MOD-2)."""
        self._require_open()
        self.deps = replace(self.deps, insults=tuple(insults), allowed=tuple(allowed))
        self.service.deps = self.deps

    # Time and delivery -------------------------------------------------------------------

    async def advance(self, *, minutes: float = 0, seconds: float = 0, hours: float = 0) -> int:
        """Move the clock; each deadline fires at its own moment. Returns how many fired."""
        self._require_open()
        fired = await self._run_clock(self.clock.now() + hours * 3600 + minutes * 60 + seconds)
        self._check_errors()
        return fired

    async def _run_clock(self, target: float) -> int:
        """Deliver, and fire each deadline up to `target` at its moment, delivering after each."""
        fired = 0
        for _ in range(STEPS):
            await self.deliver()
            async with self.db.transaction() as store:
                due = await store.deadlines.next_due()
            if due is None or due > target:
                break
            if due > self.clock.now():
                self.clock.advance(due - self.clock.now())
            fired += await self.timer.fire_due()
        else:
            raise HarnessError(f"deadlines keep falling due: {STEPS} passes")
        if target > self.clock.now():
            self.clock.advance(target - self.clock.now())
        if fired:
            self._log.append(f"-- {fired} deadline(s) fired, now {self.now:%d.%m %H:%M} UTC --")
        return fired

    def _check_errors(self) -> None:
        errors = self._errors.take()
        if errors and self.strict:
            raise HarnessError(
                "the core logged an error (set core.strict = False to expect one):\n"
                + "\n".join(errors)
                + f"\n--- transcript ---\n{self.transcript(last=15)}"
            )

    async def deliver(self) -> None:
        """Run the couriers until no send is left that may go now."""
        for _ in range(STEPS):
            progressed = [await courier.pass_once() for courier in self.couriers]
            if not any(progressed):
                return
        raise HarnessError(f"the outbox does not empty: {STEPS} passes")

    @property
    def now(self) -> datetime:
        """The manual clock's time."""
        return datetime.fromtimestamp(self.clock.now(), UTC)

    def _delivered(self, platform: str, message: Outgoing) -> int:
        """What a platform does with a message: show it in the chat, under a new id."""
        key = (platform, message.chat_id)
        if key in self._blocked:
            raise Undeliverable("blocked")
        if message.delete is not None:
            self._deleted.setdefault(key, []).append(message.delete)
            self._log.append(f"{self._label_of(key)}: message #{message.delete} deleted")
            return message.delete
        text_key, params = self._rows.get(message.id, ("", {}))
        record = Sent(
            text=message.text,
            key=text_key,
            params=params,
            # The platform carries a button's command as the text the door formats it into.
            buttons=[
                [Btn(b.text, payload_of(b.command), b.deeplink) for b in row]
                for row in message.buttons
            ],
            message_id=message.edit_of or self._next_message_id(key),
            part=message.part,
            picture=message.picture,
            file=message.document,
            edit_of=message.edit_of,
        )
        self._inbox.setdefault(key, []).append(record)
        self._log.append(f"{self._label_of(key)} ← {record}")
        return record.message_id

    # Reading -----------------------------------------------------------------------------

    def sent(self, person: Person, *, all: bool = False) -> list[Sent]:
        """Messages the person got privately since the last read (`all`: every one)."""
        return self._read((person.platform, person.user_id), all)

    def posted(self, room: Room, *, all: bool = False) -> list[Sent]:
        """Messages posted to the group chat since the last read (`all`: every one)."""
        return self._read((room.platform, room.id), all)

    def last(self, who: Who) -> Sent:
        """The newest message in the chat; the read cursor stays where it is."""
        messages = self._inbox.get(self._key(who), [])
        if not messages:
            raise HarnessError(f"{self._label_of(self._key(who))}: nothing received")
        return messages[-1]

    def expect(self, who: Who, fragment: str | None = None, *, key: str | None = None) -> Sent:
        """The next unread message containing `fragment` (with `key`); the cursor moves past."""
        if fragment is None and key is None:
            raise HarnessError("expect needs a fragment or a key")
        chat = self._key(who)
        messages = self._inbox.get(chat, [])
        for index in range(self._cursor.get(chat, 0), len(messages)):
            message = messages[index]
            if (fragment is None or fragment in message.text) and (
                key is None or message.key == key
            ):
                self._cursor[chat] = index + 1
                return message
        unread = messages[self._cursor.get(chat, 0) :]
        got = "".join(f"\n  {m}" for m in unread) or " nothing"
        wanted = " ".join(x for x in (repr(fragment) if fragment else "", key or "") if x)
        raise HarnessError(
            f"{self._label_of(chat)}: no message {wanted}; {len(messages)} in total, unread:{got}"
        )

    def deleted(self, room: Room) -> list[str]:
        """The texts of the messages the bot removed from the chat (MOD-2), oldest first."""
        ids = self._deleted.get((room.platform, room.id), [])
        return [self._said.get((room.platform, room.id, i), f"#{i}") for i in ids]

    def pairing(self, person: Person, round_no: int) -> Pairing:
        """The person's match of a round, from the pairing (or bye) message he got."""
        for message in reversed(self._inbox.get((person.platform, person.user_id), [])):
            if message.params.get("round") != round_no:
                continue
            # "-again": the round's pairing changed (/repair, /swap) and this one replaces it.
            if message.key in ("your-bye", "your-bye-again"):
                return Pairing(round_no, message.params["number"], None, message)
            if message.key in ("your-pairing", "your-pairing-again"):
                opponent = self._nicknames.get(message.params["opponent"])
                return Pairing(round_no, message.params["number"], opponent, message)
        raise HarnessError(f"{person.name} got no pairing for round {round_no}")

    def pairs(self, event: Event, round_no: int) -> list[Pair]:
        """Every match of a round, each once, in match-number order."""
        found: dict[int, Pair] = {}
        for person in event.players:
            try:
                p = self.pairing(person, round_no)
            except HarnessError:
                continue  # dropped or not paired this round
            found.setdefault(p.number, Pair(p.number, person, p.opponent))
        return [found[n] for n in sorted(found)]

    def transcript(self, last: int | None = None) -> str:
        """What was said and delivered, in order (the last `last` lines)."""
        lines = self._log if last is None else self._log[-last:]
        return "\n".join(lines)

    def _read(self, chat: tuple[str, int], every: bool) -> list[Sent]:
        messages = self._inbox.get(chat, [])
        start = 0 if every else self._cursor.get(chat, 0)
        self._cursor[chat] = len(messages)
        return messages[start:]

    # Set-up ------------------------------------------------------------------------------

    async def tournament(
        self,
        players: Iterable[str | Person] = ("Анна", "Борис", "Вера", "Глеб"),
        settings: Mapping[str, str] | str | None = None,
        *,
        title: str = "Кубок Берсерка",
        begin: bool = True,
    ) -> Event:
        """The judge creates, sets up, binds and opens a tournament; players register."""
        judge = self.judge
        await self._step(judge, f"/new {title}", None, judge, "tournament-created")
        tid = int(self.last(judge).params["id"])
        if settings:
            if isinstance(settings, str):
                tokens = settings
            else:
                tokens = " ".join(f"{k}={shlex.quote(str(v))}" for k, v in settings.items())
            await self._step(judge, f"/set {tokens} #{tid}", None, judge, "settings-changed")
        await self._step(judge, f"/bind #{tid}", self.channel, self.channel, "bound-channel")
        await self._step(
            judge, f"/bind judges #{tid}", self.judges_chat, self.judges_chat, "bound-judges"
        )
        await self._step(judge, "/open", self.channel, self.channel, "announcement")
        people = []
        for i, entry in enumerate(players):
            person = entry if isinstance(entry, Person) else self.person(entry)
            await self.register(person, tid, person.name, f"5000{i}")
            people.append(person)
        event = Event(tid, title, people)
        if begin:
            await self._step(judge, "/begin", self.channel, self.channel, "tournament-started")
        return event

    async def register(
        self,
        person: Person,
        tournament: int,
        nickname: str | None = None,
        game_id: str | None = None,
    ) -> None:
        """The person follows the announcement's button, applies and accepts the rules."""
        nickname = nickname or person.name
        channel = self._channel_of(person.platform)
        link = f"/start t{tournament}"  # the payload of the announcement's button
        announced = channel is not None and any(
            m.button(link) for m in self._inbox.get((channel.platform, channel.id), [])
        )
        if channel is not None and announced:
            self.join(person, channel)
            await self.press(person, link, channel)
        else:  # no announcement where he is: he opens the link he was given
            await self.say(person, f"/start t{tournament}")
        self.expect(person, key="start-open")
        text = f"/register {nickname} {game_id}" if game_id else f"/register {nickname}"
        await self._step(person, text, None, person, "rules-to-accept")
        await self.press(person, self.texts.render(person.actor.locale or "ru", "btn-accept"))
        self.expect(person, key="registered")
        self._nicknames[nickname] = person

    async def _step(
        self, person: Person, text: str, chat: Room | None, reader: Who, key: str
    ) -> None:
        """A set-up command that must be carried out and answered with `key`."""
        outcome = await self.say(person, text, chat)
        if outcome is not Outcome.DONE:
            raise HarnessError(f"{text!r}: {outcome}\n{self.transcript(last=10)}")
        self.expect(reader, key=key)

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


def rows_of(text: str) -> list[tuple[int, str, int]]:
    """(place, nickname, points) of each row of a standings table as the bot writes it."""
    found = re.findall(r"^(\d+)\. (.+?) — (\d+) очк\.", text, re.M)
    return [(int(place), nick, int(points)) for place, nick, points in found]


__all__ = [
    "T0",
    "Btn",
    "Core",
    "Event",
    "HarnessError",
    "Pair",
    "Pairing",
    "Person",
    "Room",
    "Sent",
    "rows_of",
]


async def tap(core: Core, person: Person, message: Sent, label: str) -> Outcome:
    """A press on a button of a given message even after its keyboard went away.

    The second of two quick taps: it left the phone before the first was answered, so the
    door passes it on although the keyboard is gone by the time it arrives.
    """
    button = message.button(label)
    if button is None:
        raise HarnessError(f"no button {label!r} on {message}")
    where = core._where(person, None)
    core._log.append(f"{person.name} taps «{button.label}» again in {core._label(where)}")
    command = parse(button.command or "") or Invalid(key="button-stale")
    return await core._execute(person, where, command)
