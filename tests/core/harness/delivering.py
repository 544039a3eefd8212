"""Time and delivery: the clock, the timer's deadlines, the couriers, what a platform shows."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.ports.sending import Outgoing, Undeliverable
from handlers.grammar import payload_of

from .basics import STEPS, HarnessError
from .messages import Btn, Sent
from .state import CoreState


class Delivering(CoreState):
    """Moving the clock and delivering what the core sends, as the timer and couriers do."""

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
