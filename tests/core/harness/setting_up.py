"""Set-up steps: a tournament made, bound, opened and begun as the judge does it by hand."""

from __future__ import annotations

import shlex
from collections.abc import Iterable, Mapping

from bot.service import Outcome

from .basics import HarnessError
from .people import Event, Person, Room, Who
from .reading import Reading
from .speaking import Speaking


class SettingUp(Speaking, Reading):
    """The judge's and the players' set-up commands, each required to be carried out."""

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
