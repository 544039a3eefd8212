"""Sliding windows: how the courier keeps under the platforms' published limits.

Telegram and VK count sends in ANY period of their limits ("30 in a second", "20 in a minute
in a group"): a token bucket's burst on top of its rate let ~58 through in one second and
~38 into one group in one minute. A window keeps the time of each send and lets one more go
only when fewer than the limit fall in the last (slightly longer) period.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.ports.delivery import Limits

# A send counts from the moment it is started until a period after its answer came back:
# the platform counted it somewhere in between, so the next send into the same window never
# reaches the platform less than a period after it, however unevenly requests travel (a busy
# event loop held some for 120 ms and VK refused the 21st). A little more on top for clocks.
STRETCH = 1.01
JITTER = 0.02  # seconds
UNKNOWN = 0.05  # seconds to look again when the window is full of sends still in flight


@dataclass(slots=True)
class Window:
    """At most `count` sends in any `period` seconds (the period already stretched).

    `take` counts a send as under way; `done` stamps it with the time its answer came, and
    it leaves the window a period later.
    """

    count: int
    period: float
    stamps: deque[float] = field(default_factory=deque)
    pending: int = 0

    def _expire(self, now: float) -> None:
        while self.stamps and self.stamps[0] <= now - self.period:
            self.stamps.popleft()

    def wait_time(self, now: float | None = None) -> float:
        """Seconds until one more send fits (0 when one does)."""
        now = time.monotonic() if now is None else now
        self._expire(now)
        over = len(self.stamps) + self.pending - self.count  # how many must leave, less one
        if over < 0:
            return 0.0
        if over >= len(self.stamps):
            return UNKNOWN  # only an answer frees a place: the sender looks again then
        return self.stamps[over] + self.period - now

    def take(self, now: float | None = None) -> None:
        """Count one send as under way (call after `wait_time` returned 0)."""
        self.pending += 1

    def done(self, now: float | None = None) -> None:
        """The send under way was answered (or failed): it counts a period from now."""
        self.pending = max(0, self.pending - 1)
        self.stamps.append(time.monotonic() if now is None else now)

    def seed(self, stamps: Iterable[float]) -> None:
        """Count sends made before (by a leader before this one), oldest first."""
        self.stamps = deque(sorted([*self.stamps, *stamps]))


def window(count: float, seconds: float) -> Window:
    """The bot's window for a platform's "`count` in any `seconds`", a little longer."""
    return Window(max(1, int(count)), seconds * STRETCH + JITTER)


class InFlight:
    """How many sends may await the platform at once: fixed, or sized from the round trip.

    One send at a time caps a Bot API server 50–100 ms away at 10–20 messages a second,
    under Telegram's 30; rate × round trip (+1 for the jitter) sends keep the pipe full.
    """

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.round_trip = 0.05  # seconds, a guess until sends are measured

    def observe(self, seconds: float) -> None:
        """One send's round trip: a moving average, so one slow answer moves it a little."""
        self.round_trip = 0.8 * self.round_trip + 0.2 * seconds

    @property
    def limit(self) -> int | None:
        """The sends that may be out now; None: no limit."""
        most = self.limits.in_flight_most
        if most is None:
            return self.limits.in_flight
        needed = math.ceil(self.limits.per_second * self.round_trip) + 1
        return max(1, min(most, needed))


def overall_window(limits: Limits) -> Window:
    """The window of a platform's overall rate: `per_second` in any (stretched) second."""
    return window(limits.per_second, 1.0)


# The sends a new leader reads back to seed its windows: how long ago they count.
LOOKBACK = 60.0 * STRETCH + JITTER


class Limiter:
    """Every window of one platform: overall, per chat (`chat_burst` in any
    `chat_burst / chat_per_second` seconds: 3 in any 3 s), per group (a minute's worth)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.overall = overall_window(limits)
        self.chats: dict[int, Window] = {}
        self.groups: dict[int, Window] = {}
        self.open: dict[int, list[Window]] = {}  # chat → the windows of its send under way

    def _chat(self, chat_id: int) -> Window:
        found = self.chats.get(chat_id)
        if found is None:
            lim = self.limits
            burst = max(1, lim.chat_burst)
            found = self.chats[chat_id] = window(burst, burst / lim.chat_per_second)
        return found

    def _group(self, chat_id: int) -> Window | None:
        per_minute = self.limits.group_per_minute
        if not per_minute:
            return None
        found = self.groups.get(chat_id)
        if found is None:
            found = self.groups[chat_id] = window(per_minute, 60.0)
        return found

    def _windows(self, chat_id: int, group: bool) -> list[Window]:
        windows = [self.overall, self._chat(chat_id)]
        per_group = self._group(chat_id) if group else None
        if per_group is not None:
            windows.append(per_group)
        return windows

    def seed(self, sent: Iterable[tuple[int, bool, float]]) -> None:
        """Count what was sent before this limiter: (chat, is a group, monotonic time) each.

        A leader taking over reads the last minute's sends from the outbox, so it never
        exceeds a window the worker before it started."""
        by_window: dict[int, list[float]] = {}
        windows: dict[int, Window] = {}
        for chat_id, group, at in sent:
            for found in self._windows(chat_id, group):
                windows[id(found)] = found
                by_window.setdefault(id(found), []).append(at)
        for key, stamps in by_window.items():
            windows[key].seed(stamps)

    def seed_under_way(self, chats: list[tuple[int, bool]], at: float) -> None:
        """Sends of a worker before that may have been under way at `at`, unmarked: one per
        chat (a chat has one send under way at most), overall at most as many as were allowed
        in flight (all of a second's when that is unlimited)."""
        for chat_id, group in chats:
            for found in self._windows(chat_id, group)[1:]:
                found.seed([at])
        most = self.limits.in_flight or self.limits.in_flight_most or int(self.limits.per_second)
        self.overall.seed([at] * min(len(chats), most))

    def overall_wait(self, now: float, overall: Window | None = None) -> float:
        """Seconds until any chat may be sent to (the platform's overall rate)."""
        return (overall or self.overall).wait_time(now)

    def group_wait(self, chat_id: int, now: float | None = None) -> float:
        """Seconds until the group's minute lets one more through."""
        per_group = self._group(chat_id)
        return 0.0 if per_group is None else per_group.wait_time(now)

    def acquire(self, chat_id: int, group: bool, overall: Window | None = None) -> float:
        """Count a send for this chat now and return 0, or return how long to wait.

        `overall`: another overall window (Telegram's paid broadcasts have their own rate);
        the chat's and the group's windows are shared by every kind of message.
        """
        windows = self._windows(chat_id, group)
        if overall is not None:
            windows[0] = overall
        now = time.monotonic()
        wait = max(w.wait_time(now) for w in windows)
        if wait == 0:
            self.release(chat_id)  # one send under way per chat: an earlier one is over
            for found in windows:
                found.take(now)
            self.open[chat_id] = windows
        return wait

    def release(self, chat_id: int) -> None:
        """The chat's send under way was answered, or failed: its windows stamp it now."""
        now = time.monotonic()
        for found in self.open.pop(chat_id, []):
            found.done(now)
