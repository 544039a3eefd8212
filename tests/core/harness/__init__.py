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
  Actor of his own (distinct user ids), its locale chosen from `locale` (his client's
  language) by `handlers.intake.person` as the doors choose it; he is a member of the channel
  of his platform unless `channel=False`. His private chat with the bot is implicit.
- `core.judge`: the head judge of the end-to-end scene (Ирина, a global admin, in the channel
  and the judges' chat); `core.admin`: another global admin who is in no chat.
- `core.channel`, `core.judges_chat`: Telegram groups as in the end-to-end scene (the bot is
  an admin of the channel); `core.group(title, platform=...)` makes more (VK conversations,
  match chats). `core.join(person, room)` / `core.leave(person, room)` change who the
  platform says is in a chat (COM-2); `core.block(person)` makes his private chat refuse
  the bot's messages as a blocked bot does.

Speaking (each returns the `Outcome` of `Service.execute`, then everything is delivered):

- `await core.say(person, text, chat=None, reply_to=None)`: the text goes through the doors'
  own intake (`handlers.intake.message_envelope`, the grammar inside), as the Telegram door
  reads it; text that is no command becomes PlainText in private and ChatMessage in a group.
- `await core.press(person, label_fragment, chat=None)`: a button of the newest message in
  that chat (his private chat by default) whose label contains the fragment (or whose payload
  is exactly it); the payload goes through `handlers.intake.button_envelope`, as in both
  doors; a link button opens the bot with `/start <parameter>`. A press that is DONE removes
  that keyboard, as the doors do, so the same button cannot be pressed twice.
- `await core.execute(person, command, chat=None)`: a ready Command, past the grammar.
- `await core.send_file(person, name, data, caption=None, chat=None, media=False)`: a file
  (`media`: a photo or video, which the doors name `screenshot.jpg` / `video.mp4`) through
  `handlers.intake.file_envelope`, as the Telegram door reads one.
- `await core.edit(person, text, new_text, chat=None)`: he edits his newest message that
  said `text` (`handlers.intake.edit_envelope`: MessageEdited, PRO-5, MOD-2).
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

The package's modules: `basics` (constants, `HarnessError`), `people` (people, chats,
events), `messages` (`Sent`, `Btn`, `Pairing`, `rows_of`), `platforms` (the recording
senders and courier), and the `Core` by concern: `state` (the scene, people and chats),
`delivering` (clock and couriers), `reading`, `speaking`, `setting_up` and `core` (life cycle).
"""

from __future__ import annotations

from .basics import (
    BOT_USERNAME,
    LOGGERS,
    MAX_TEXT,
    NO_LIMITS,
    STEPS,
    T0,
    TIMEZONE,
    VK_CONVERSATIONS,
    HarnessError,
    shared_texts,
)
from .core import Core, tap
from .messages import Btn, Pairing, Sent, rows_of
from .people import Event, Pair, Person, Room, Who
from .platforms import ErrorLog, Members, RecordingCourier, RecordingSender

__all__ = [
    "BOT_USERNAME",
    "LOGGERS",
    "MAX_TEXT",
    "NO_LIMITS",
    "STEPS",
    "T0",
    "TIMEZONE",
    "VK_CONVERSATIONS",
    "Btn",
    "Core",
    "ErrorLog",
    "Event",
    "HarnessError",
    "Members",
    "Pair",
    "Pairing",
    "Person",
    "RecordingCourier",
    "RecordingSender",
    "Room",
    "Sent",
    "Who",
    "rows_of",
    "shared_texts",
    "tap",
]
