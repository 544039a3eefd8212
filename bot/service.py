"""The one entry point of the core: a command in, one transaction, messages out."""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import deque
from collections.abc import Awaitable, Callable
from enum import StrEnum
from typing import Protocol, TypeVar

from bot import usecases  # noqa: F401 - registers every use case
from bot.clock import Clock
from bot.commands import ChatMessage, Command, Pick, ShowPage, dump
from bot.context import Context, Deps, NeedChoice
from bot.domain.errors import Refusal
from bot.envelope import Actor, Chat, Envelope, Platform
from bot.notices import Button
from bot.ports.store import Database, Store, StoreReader
from bot.usecases.registry import dispatch, picked
from bot.usecases.sender_answer import answer_sender

log = logging.getLogger(__name__)

SYSTEM = Platform.SYSTEM
FLOOD_COMMANDS = 30  # commands a person may send …
FLOOD_WINDOW = 60  # … within this many seconds (S4 6.6)
RETRIES = 5  # runs of one command when its transaction collides with another worker's
T = TypeVar("T")


class Outcome(StrEnum):
    """How a command ended, for the door (a button's keyboard is removed only when DONE)."""

    DONE = "done"
    REFUSED = "refused"
    CHOICE = "choice"
    DUPLICATE = "duplicate"
    FAILED = "failed"


class Tally(Protocol):
    """The figures the service and the couriers count (the runtime's Metrics keeps them)."""

    def count_update(self, platform: str, outcome: str) -> None:
        """One command handled, by how it ended."""
        ...

    def count_sent(self, platform: str) -> None:
        """One message the platform accepted."""
        ...

    def count_send_error(self, platform: str, kind: str) -> None:
        """One failed send: throttled, retry or undeliverable."""
        ...


class NoTally:
    """Counts nothing: a service without a metrics endpoint (tools, tests)."""

    def count_update(self, platform: str, outcome: str) -> None:
        """Not counted."""

    def count_sent(self, platform: str) -> None:
        """Not counted."""

    def count_send_error(self, platform: str, kind: str) -> None:
        """Not counted."""


def system_envelope(command: Command, deadline_id: int | None = None) -> Envelope:
    """A command the bot gives itself (deadlines, delivery failures)."""
    return Envelope(
        Actor(SYSTEM, 0, "bot"), Chat(SYSTEM, 0, private=True), command, deadline_id=deadline_id
    )


# Who reads for the live pages: the bot itself, on behalf of no one (`Service.read`).
READING = system_envelope(ShowPage())


class Service:
    """Carries out commands from every door and the clock, one transaction each."""

    def __init__(
        self, db: Database, clock: Clock, deps: Deps, metrics: Tally | None = None
    ) -> None:
        self.db = db
        self.clock = clock
        self.deps = deps
        self.metrics: Tally = metrics or NoTally()
        self.inflight = 0  # commands being carried out: a graceful stop waits for them
        self.idle = asyncio.Event()
        self.idle.set()
        # The timer sleeps on this; a commit with a sooner deadline wakes it (the wiring
        # hands each commit to `deadlines_committed`, as to the couriers: `Database.on_commit`).
        self.deadlines_changed = asyncio.Event()
        # The moment the timer sleeps towards: a commit wakes it only with a sooner deadline
        # (re-reading the deadlines after every command was a tenth of the bot's queries).
        self.next_deadline = float("inf")  # not sleeping: any new deadline wakes it
        self._seeds = random.SystemRandom()
        # Told after each committed command which tournaments it touched (the live pages).
        self._change_listeners: list[Callable[[frozenset[int]], None]] = []
        self._recent: dict[tuple[str, int], deque[float]] = {}

    def deadlines_committed(self, store: Store) -> None:
        """A transaction committed: wake the timer if it made a deadline due sooner."""
        earliest = store.deadlines.earliest
        if earliest is not None and earliest < self.next_deadline:
            self.deadlines_changed.set()

    def on_change(self, listener: Callable[[frozenset[int]], None]) -> None:
        """Call `listener` with the touched tournaments after every committed command."""
        self._change_listeners.append(listener)

    def _changed(self, ctx: Context) -> None:
        touched = set(ctx.touched)
        if ctx.tournament is not None:
            touched.add(ctx.tournament.id)
        for listener in self._change_listeners if touched else ():
            try:
                listener(frozenset(touched))
            except Exception:  # a page that cannot update never fails the committed command
                log.exception("change listener failed")

    def _flooding(self, env: Envelope) -> bool | None:
        """S4 6.6: a person sending commands faster than a person types is slowed down.

        None: within the limit; False: over it for the first time (answered once); True:
        still over it (ignored, so a flood cannot make the bot flood the chat in return).
        """
        if env.actor.platform == SYSTEM or isinstance(env.command, ChatMessage):
            return None  # moderation counts chat messages itself (MOD-2)
        if env.actor.user_id in self.deps.admins.get(env.actor.platform, frozenset()):
            return None  # the organizers run the tournament: no limit on them
        key = (env.actor.platform, env.actor.user_id)
        moments = self._recent.setdefault(key, deque())
        now = time.monotonic()
        while moments and moments[0] < now - FLOOD_WINDOW:
            moments.popleft()
        moments.append(now)
        if len(moments) <= FLOOD_COMMANDS:
            return None
        return len(moments) > FLOOD_COMMANDS + 1

    async def execute(self, env: Envelope) -> Outcome:
        """Carry out one command; every refusal and failure is answered, never half-applied."""
        self.inflight += 1
        self.idle.clear()
        try:
            outcome = await self._execute(env)
        finally:
            self.inflight -= 1
            if self.inflight == 0:
                self.idle.set()
        self.metrics.count_update(env.actor.platform, outcome)
        return outcome

    async def _execute(self, env: Envelope) -> Outcome:
        now = self.clock.now()
        flooding = self._flooding(env)
        if flooding is not None:
            if not flooding:
                await self._answer(env, now, "slow-down", {"seconds": FLOOD_WINDOW})
            return Outcome.REFUSED
        try:
            return await self._apply(env, now)
        except Refusal as refusal:
            await self._answer(env, now, refusal.key, refusal.params)
            return Outcome.REFUSED
        except NeedChoice as choice:
            try:
                await self._offer_choice(env, now, choice)
            except Exception:
                log.exception("could not offer a choice")
                await self._answer(env, now, "internal-error", {})
                return Outcome.FAILED
            return Outcome.CHOICE
        except Exception:
            log.exception("command %s failed", type(env.command).__name__)
            await self._answer(env, now, "internal-error", {})
            return Outcome.FAILED

    async def _apply(self, env: Envelope, now: float) -> Outcome:
        for attempt in range(RETRIES):
            try:
                async with self.db.transaction() as store:
                    if await self._seen(store, env, now):
                        return Outcome.DUPLICATE
                    ctx = await self._context(store, env, now)
                    await self._dispatch(ctx, env.command)
                self._changed(ctx)  # committed: the live pages may show it
                return Outcome.DONE
            except Exception as error:
                # Two workers on PostgreSQL locked the same rows in a different order: one
                # of them rolled back and runs the command again on what the other wrote.
                if attempt + 1 < RETRIES and self.db.retryable(error):
                    log.info("transaction collided (%s), running it again", type(error).__name__)
                    continue
                raise
        raise AssertionError("unreachable")

    async def read(
        self, query: Callable[[Context], Awaitable[T]], reader: StoreReader | None = None
    ) -> T:
        """Answer a read-only query of the use cases (the live pages') on one committed state:
        on `reader`, the pages' own connection, else in a transaction of the commands'."""
        opened = reader.reading() if reader is not None else self.db.transaction()
        async with opened as store:
            ctx = Context(store, READING, None, self.clock.now(), self.deps, random.Random(0))
            return await query(ctx)

    async def _seen(self, store: Store, env: Envelope, now: float) -> bool:
        if env.deadline_id is not None and not await store.deadlines.fired(env.deadline_id, now):
            return True  # another worker ran it, or it was cancelled since it fell due
        if env.update_id is None:
            return False
        return await store.updates.seen(env.actor.platform, env.update_id, now)

    async def _context(self, store: Store, env: Envelope, now: float) -> Context:
        actor = env.actor
        account = None
        if actor.platform != SYSTEM:
            account = await store.accounts.upsert(
                actor.platform, actor.user_id, actor.name, actor.username, actor.locale, now
            )
        rng = random.Random(self._seeds.getrandbits(64))
        return Context(store, env, account, now, self.deps, rng)

    async def _dispatch(self, ctx: Context, command: Command) -> None:
        if isinstance(command, Pick):
            command = await picked(ctx, command)
        await dispatch(ctx, command)
        await answer_sender(ctx, command)  # a judge hears what his command did elsewhere

    async def _answer(self, env: Envelope, now: float, key: str, params: dict) -> None:
        """Answer a refusal in a transaction of its own: the failed one rolled back."""
        try:
            async with self.db.transaction() as store:
                await self._seen(store, env, now)
                if env.actor.platform == SYSTEM:
                    log.info("deadline command %s refused: %s", env.command.name, key)
                    return
                ctx = await self._context(store, env, now)
                await ctx.reply(key, **params)
        except Exception:
            log.exception("could not answer %s", key)

    async def _offer_choice(self, env: Envelope, now: float, choice: NeedChoice) -> None:
        async with self.db.transaction() as store:
            await self._seen(store, env, now)
            ctx = await self._context(store, env, now)
            saved = await store.updates.add_choice(
                ctx.me.id, dump(env.command), env.chat.platform, env.chat.id, now
            )
            buttons = [
                [
                    Button(
                        "btn-tournament",
                        Pick(choice=saved, tournament=t.id),
                        params={"title": t.title, "id": t.id},
                    )
                ]
                for t in choice.options[:8]
            ]
            await ctx.reply("choose-tournament", buttons)
