"""The `Core` itself: its life cycle on the SQLite file, and the quick second tap."""

from __future__ import annotations

import logging

from bot.context import Deps, Directory
from bot.envelope import Platform
from bot.runtime.metrics import Metrics
from bot.runtime.timer import Timer
from bot.service import Outcome, Service
from handlers.intake import button_envelope
from storage.engines import database_for

from .basics import LOGGERS, HarnessError
from .messages import Sent
from .people import Person
from .platforms import Members, RecordingCourier, RecordingSender
from .setting_up import SettingUp

TELEGRAM = Platform.TELEGRAM
VK = Platform.VK


class Core(SettingUp):
    """The real core on a SQLite file, driven and read the way the doors and platforms do."""

    async def open(self) -> Core:
        """Open the database (migrations included) and build the service, timer, couriers."""
        self.db = database_for(self.target)
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
        # As the bot's wiring does: each commit reaches the timer's wake-up and the couriers.
        self.db.on_commit(self.service.deadlines_committed)
        for courier in self.couriers:
            self.db.on_commit(courier.committed)
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
    return await core._carry(button_envelope(core._origin(person, where), button.command))
