"""Speaking to the core through the doors' own intake: text, buttons, files, edits, chat events."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from bot.commands import ChatEvent, Command
from bot.envelope import Actor, Chat, Envelope, Platform
from bot.service import Outcome
from handlers.intake import (
    IncomingFile,
    Origin,
    button_envelope,
    edit_envelope,
    file_envelope,
    message_envelope,
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
        """A message from the person, read by the doors' own intake."""
        where = self._where(person, chat)
        message_id = self._next_message_id(where)
        self._said[(where.platform, where.id, message_id)] = text
        self._log.append(f"{person.name} → {self._label(where)} {text}")
        username = BOT_USERNAME if person.platform == TELEGRAM else None
        replied = reply_to.actor if reply_to is not None else None
        origin = self._origin(person, where, message_id, replied)
        return await self._carry(message_envelope(origin, text, bot_username=username))

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
        outcome = await self._carry(button_envelope(self._origin(person, where), button.command))
        if outcome is Outcome.DONE:
            message.keyboard = False
        return outcome

    async def execute(self, person: Person, command: Command, chat: Room | None = None) -> Outcome:
        """A ready command from the person, past the grammar."""
        where = self._where(person, chat)
        self._log.append(f"{person.name} → {self._label(where)} {command!r}")
        return await self._carry(self._origin(person, where).envelope(command))

    def _origin(
        self, person: Person, where: Chat, message_id: int = 0, reply_to: Actor | None = None
    ) -> Origin:
        """The person's update in the chat, under the next update id, as a door reads it."""
        self._require_open()
        return Origin(person.actor, where, next(self._update_ids), message_id, reply_to)

    async def _carry(self, envelope: Envelope) -> Outcome:
        """The envelope carried out by the core, then everything delivered."""
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

        async def download() -> bytes:
            return data

        file = IncomingFile(name, len(data), caption, media=media)
        origin = self._origin(person, where, message_id)
        return await self._carry(await file_envelope(origin, file, download))

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
        origin = self._origin(person, where, said[-1])
        return await self._carry(edit_envelope(origin, new_text))

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
        return await self._carry(self._origin(person, self._where(person, room)).envelope(event))

    def use_word_lists(self, insults: Iterable[str] = (), allowed: Iterable[str] = ()) -> None:
        """The organizer's word lists for the chat filter, as the app passes them (MOD-2)."""
        self._require_open()
        self.deps = replace(self.deps, insults=tuple(insults), allowed=tuple(allowed))
        self.service.deps = self.deps
