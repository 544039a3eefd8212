"""Sliding windows shared by the messenger sandboxes to count requests the way platforms do.

Telegram and VK publish their limits as counts in a period ("30 messages per second", "20 a
minute in a group", "20 requests a second"), and a platform refuses the request that would
make more than that many in ANY such period. A token bucket lets a full burst through on top
of its rate (up to twice the count within one period), so the sandbox keeps the time of
every request that counted and refuses the one that would overfill some window.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass
class SlidingWindow:
    """At most `count` requests in any `period` seconds."""

    count: int
    period: float
    stamps: deque[float] = field(default_factory=deque, init=False)

    def __post_init__(self) -> None:
        if self.count < 1 or self.period <= 0:
            raise ValueError("a sliding window needs count >= 1 and period > 0")

    def wait_time(self, now: float) -> float:
        """Return the seconds until one more request fits (0.0 when one fits now)."""
        while self.stamps and self.stamps[0] <= now - self.period:
            self.stamps.popleft()
        if len(self.stamps) < self.count:
            return 0.0
        return self.stamps[-self.count] + self.period - now

    def take(self, now: float) -> None:
        """Count one request; the caller checked `wait_time` first."""
        self.stamps.append(now)


def window_of(rate: float, burst: float) -> tuple[int, float]:
    """A "rate a second, `burst` at once" limit as `burst` requests in any `burst / rate` s.

    30/s → 30 in 1 s; 20/min → 20 in 60 s; 1/s with Telegram's burst of 3 → 3 in 3 s.
    """
    count = max(1, int(burst))
    return count, count / rate


class WindowSet:
    """Named sliding windows created on first use, taken all-or-nothing."""

    def __init__(self) -> None:
        self._windows: dict[object, SlidingWindow] = {}

    def window(self, key: object, rate: float, burst: float) -> SlidingWindow:
        """Return the window for `key`: `burst` requests in any `burst / rate` seconds."""
        found = self._windows.get(key)
        if found is None:
            found = self._windows[key] = SlidingWindow(*window_of(rate, burst))
        return found

    def acquire(self, windows: Iterable[SlidingWindow], now: float) -> int:
        """Count the request in every window, or in none and return whole seconds to wait."""
        chosen = list(windows)
        # A refused request counts nowhere, or one hot chat would eat everybody's allowance
        # (Telegram does not count a request it refused).
        wait = max((w.wait_time(now) for w in chosen), default=0.0)
        if wait > 0:
            return max(1, math.ceil(wait))
        for window in chosen:
            window.take(now)
        return 0

    def reset(self) -> None:
        """Forget every window, so all of them start empty."""
        self._windows.clear()


def most_in_any(times: Iterable[float], period: float) -> int:
    """The largest number of `times` inside any `period` seconds (what a window saw)."""
    ordered = sorted(times)
    most, first = 0, 0
    for last, at in enumerate(ordered):
        while ordered[first] <= at - period:
            first += 1
        most = max(most, last - first + 1)
    return most
