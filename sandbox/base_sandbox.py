"""The skeleton both messenger sandboxes are built on: parameters, people, rooms, lifecycle."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, Generic, Self, TypeVar

from aiohttp import web

from sandbox.flood_limits import WindowSet
from sandbox.shared import (
    WAIT,
    Faults,
    Inbox,
    MessageT,
    Signal,
    TranscriptEntry,
    serve,
    wait_until,
)

LimitsT = TypeVar("LimitsT")
AnswerT = TypeVar("AnswerT")

# An API method handler: it takes the call's parameters and returns the answer's result.
Handler = Callable[[Any], Any]
# The environment variable the benchmarks set (in a child process too): milliseconds of
# network round trip every answer is delayed by, as if the API server were far away.
ROUND_TRIP_ENV = "SANDBOX_ROUND_TRIP_MS"


def round_trip_seconds(round_trip_ms: float | None) -> float:
    """The round trip to emulate: the option if given, else the environment's, else none."""
    if round_trip_ms is None:
        round_trip_ms = float(os.environ.get(ROUND_TRIP_ENV) or 0)
    if round_trip_ms < 0:
        raise ValueError("a round trip cannot be negative")
    return round_trip_ms / 1000


def far_away(sandbox: SandboxBase[Any]) -> Any:
    """An aiohttp middleware adding the sandbox's `round_trip` to every answer.

    Half of it before the request is handled (the way there), half after (the way back), so
    what the platform records happens half a round trip after the client sent it.
    """

    @web.middleware
    async def delayed(
        request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        half = sandbox.round_trip / 2
        if half > 0:
            await sandbox.travel(half)
        response = await handler(request)
        if half > 0:
            await sandbox.travel(half)
        return response

    return delayed


def camel_case(words: Iterable[str]) -> str:
    """Join snake_case words the way API method names are spelled: get_me -> getMe."""
    first, *rest = words
    return first + "".join(word.title() for word in rest)


class ApiParams:
    """Typed access to request parameters; subclasses word the errors as their API does."""

    def __init__(self, raw: dict[str, Any]) -> None:
        self.raw = raw

    def __contains__(self, name: str) -> bool:
        return name in self.raw

    def invalid_int(self, name: str) -> Exception:
        """Return the error for a parameter that should be an integer and is not."""
        raise NotImplementedError

    def invalid_json(self, name: str) -> Exception:
        """Return the error for a parameter that should be JSON and is not."""
        raise NotImplementedError

    def as_str(self, name: str) -> str | None:
        """Return the parameter as text, None when absent."""
        value = self.raw.get(name)
        return None if value is None else str(value)

    def as_int(self, name: str) -> int | None:
        """Return the parameter as an integer, None when absent or empty."""
        value = self.raw.get(name)
        if value is None or value == "":
            return None
        try:
            return int(value)
        except (TypeError, ValueError):
            raise self.invalid_int(name) from None

    def as_json(self, name: str) -> Any:
        """Return a complex parameter; requests carry it as a JSON string (None when absent)."""
        value = self.raw.get(name)
        if not isinstance(value, str):
            return value
        try:
            return json.loads(value)
        except ValueError:
            raise self.invalid_json(name) from None


class Backoff:
    """Pauses between delivery retries: doubled after each failure up to a cap."""

    def __init__(self, first: float, cap: float) -> None:
        self.first, self.cap, self.delay = first, cap, first

    def reset(self) -> None:
        """Start over from the first pause, after a success."""
        self.delay = self.first

    async def pause(self) -> None:
        """Sleep the current pause, then double the next one."""
        await asyncio.sleep(self.delay)
        self.delay = min(self.delay * 2, self.cap)


class Person(Inbox[MessageT]):
    """A scripted user whose private chat with the bot is her inbox."""

    # Fields of the concrete dataclasses, declared here for the shared properties.
    id: int
    first_name: str

    @property
    def label(self) -> str:
        """Name the private chat in the transcript."""
        return f"private:{self.first_name}"

    @property
    def inbox(self) -> list[MessageT]:
        """Bot messages in the private chat, oldest first."""
        return self._received


class Room(Inbox[MessageT]):
    """A group chat with the bot in it, named by its title."""

    title: str  # a field of the concrete dataclasses

    @property
    def label(self) -> str:
        """Name the group in the transcript."""
        return self.title

    @property
    def messages(self) -> list[MessageT]:
        """Bot messages in this group, oldest first."""
        return self._received

    def is_member(self, user_id: int) -> bool:
        """Tell whether the user is in the group now."""
        raise NotImplementedError

    def require_member(self, user: Person[Any]) -> None:
        """Fail the script when a user acts in a group she is not in."""
        if not self.is_member(user.id):
            raise AssertionError(f"{user.first_name} is not a member of {self.title!r}")


class SandboxBase(Generic[LimitsT]):
    """Lifecycle, method registry, flood-limit windows, long polls and presses of a sandbox."""

    def __init__(
        self, port: int, limits: LimitsT, faults: Faults, round_trip_ms: float | None = None
    ) -> None:
        self.faults = faults
        # Seconds every HTTP answer is delayed by (0: loopback speed); may change at any time.
        self.round_trip = round_trip_seconds(round_trip_ms)
        self.transcript: list[TranscriptEntry] = []
        self._port = port
        self._limits = limits
        self._windows = WindowSet()
        self._pollers = 0
        self._changed = Signal()  # any state change: wakes expect() and wait()
        self._ready = Signal()  # something to deliver: wakes long polls and the pusher
        self._closing = False
        self._runner: web.AppRunner | None = None
        # Each API method is served by `_m_<snake_case name>`; `_api_name` spells its name.
        self._methods: dict[str, tuple[str, Handler]] = {}
        for attr in dir(self):
            if attr.startswith("_m_"):
                name = self._api_name(attr[3:].split("_"))
                self._methods[name.lower()] = (name, getattr(self, attr))

    async def travel(self, seconds: float) -> None:
        """One way of the emulated network path: a plain sleep (tests may watch it)."""
        await asyncio.sleep(seconds)

    def _api_name(self, words: list[str]) -> str:
        """Spell the API name of the method served by `_m_<words joined by _>`."""
        raise NotImplementedError

    def _method(self, name: str) -> tuple[str, Handler | None]:
        """Find a method by its name in any case: its proper spelling and its handler."""
        found = self._methods.get(name.lower())
        return (found[0], found[1]) if found else (name, None)

    def _app(self) -> web.Application:
        """Build the aiohttp application with the sandbox's routes."""
        raise NotImplementedError

    async def _stop_delivery(self) -> None:
        """Stop pushing updates to the bot's endpoint, if that is running."""

    def _press_waiters(self) -> Iterable[asyncio.Future[Any]]:
        """Return the futures of presses still waiting for the bot's answer."""
        raise NotImplementedError

    # ----- lifecycle -------------------------------------------------------------------------

    async def start(self) -> None:
        """Start serving on 127.0.0.1 (an ephemeral port when port=0)."""
        app = self._app()
        app.middlewares.append(far_away(self))
        self._runner, self._port = await serve(app, self._port)

    async def stop(self) -> None:
        """Release long polls and pending presses, stop pushed delivery and the server."""
        self._closing = True
        self._ready.fire()
        self._changed.fire()
        await self._stop_delivery()
        for waiter in self._press_waiters():
            if not waiter.done():
                waiter.set_exception(AssertionError("the sandbox stopped during a press"))
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        """Return the server's root URL."""
        return f"http://127.0.0.1:{self._port}"

    @property
    def pollers(self) -> int:
        """Return how many long polls are parked waiting for updates right now."""
        return self._pollers

    @property
    def limits(self) -> LimitsT:
        """Return the limits in force."""
        return self._limits

    @limits.setter
    def limits(self, value: LimitsT) -> None:
        self._limits = value
        self._windows.reset()  # old windows were sized for the old limits

    async def wait(self, predicate: Callable[[], Any], timeout: float = WAIT) -> Any:
        """Wait until predicate() is truthy and return it; it is rechecked on sandbox activity."""
        return await wait_until(self._changed, predicate, timeout)

    # ----- shared machinery ------------------------------------------------------------------

    def _chat_label(self, msg: Any) -> str:
        """Name the chat a stored message lives in, for the transcript."""
        raise NotImplementedError

    def _note(self, who: str, msg: Any, kind: str) -> None:
        """Append a transcript line and wake everybody waiting for a change."""
        text = f"{msg.media_label} {msg.text}".strip() if msg.media_label else msg.text
        keys = tuple(button[0] for button in msg.buttons())
        self.transcript.append(TranscriptEntry(who, self._chat_label(msg), text, kind, keys))
        self._changed.fire()

    async def _hold_poll(self, answer: Callable[[bool], AnswerT | None], wait: float) -> AnswerT:
        """Park a long poll until `answer(expired)` has an answer; `wait` seconds at most."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        self._pollers += 1
        try:
            while (result := answer(loop.time() >= deadline)) is None:
                self._changed.fire()  # the bot is idle now, which wait() predicates may check
                await self._ready.wait(deadline - loop.time())
            return result
        finally:
            self._pollers -= 1

    @staticmethod
    async def _press_answer(
        waiter: asyncio.Future[AnswerT], label: str, timeout: float
    ) -> AnswerT:
        """Wait for the bot to answer a scripted press, failing the script when it does not."""
        try:
            return await asyncio.wait_for(waiter, timeout)
        except TimeoutError:
            raise AssertionError(
                f"the bot did not answer the press of {label!r} within {timeout}s"
            ) from None
