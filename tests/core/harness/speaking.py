"""Speaking to the core as the doors do: text, buttons, commands, files, edits, chat events."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from bot.commands import (
    Attachment,
    ChatEvent,
    ChatMessage,
    Command,
    Invalid,
    MessageEdited,
)
from bot.envelope import Chat, Envelope, Platform
from bot.service import Outcome
from handlers.grammar import (
    FileUse,
    file_use,
    parse,
    parse_file,
    screen_documents,
    text_command,
)

from .basics import BOT_USERNAME, HarnessError
from .delivering import Delivering
from .people import Person, Room

TELEGRAM = Platform.TELEGRAM


class Speaking(Delivering):
    """What people say, press and send, each through the grammar and then delivered."""

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
        command = screen_documents(parse(text, username), message_id)  # PRZ-2, as the doors
        if command is None:
            command = text_command(text, message_id, where.private)  # as both doors do
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
