"""Token buckets: how the courier keeps under the platforms' published limits."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field


@dataclass(slots=True)
class TokenBucket:
    """`rate` tokens a second, at most `burst` saved up."""

    rate: float
    burst: float
    tokens: float = field(init=False)
    stamp: float = field(init=False)

    def __post_init__(self) -> None:
        self.tokens = self.burst
        self.stamp = time.monotonic()

    def _refill(self, now: float) -> None:
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def wait_time(self, now: float | None = None) -> float:
        """Seconds until one token is available (0 when one is)."""
        now = time.monotonic() if now is None else now
        self._refill(now)
        return 0.0 if self.tokens >= 1 else (1 - self.tokens) / self.rate

    def take(self, now: float | None = None) -> None:
        """Spend one token (call after `wait_time` returned 0)."""
        now = time.monotonic() if now is None else now
        self._refill(now)
        self.tokens -= 1


@dataclass(frozen=True, slots=True)
class Limits:
    """A platform's sending limits."""

    per_second: float  # all chats together
    chat_per_second: float
    chat_burst: int
    group_per_minute: float | None = None  # extra limit for group chats
    # Sends awaiting the platform's answer or their mark in the outbox. A crash repeats each
    # of them (the platform took it, the outbox had not marked it), so 1 keeps a crash at
    # one repeat; None: no limit (VK drops a repeat by its random_id).
    in_flight: int | None = None
    # Instead of a fixed number: as many as the measured round trip needs to reach
    # `per_second`, at most this many (so a crash repeats at most this many messages).
    in_flight_most: int | None = None


# A little under each published rate: requests reach the platform with uneven delays (the
# event loop, the network), and a steady 3 % of headroom refills what an early one took.
PACE = 0.97


def _slack(burst: float) -> float:
    # One token less than the platform allows: a request that spent longer on the way than
    # the next one would otherwise reach the platform inside its window and get a 429.
    return max(1.0, burst - 1)


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


def overall_bucket(limits: Limits) -> TokenBucket:
    """The bucket of a platform's overall rate, a little under the published one."""
    return TokenBucket(limits.per_second * PACE, _slack(limits.per_second))


class Limiter:
    """Every bucket of one platform: overall, per chat, per group."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.overall = overall_bucket(limits)
        self.chats: dict[int, TokenBucket] = {}
        self.groups: dict[int, TokenBucket] = {}

    def spent(self) -> None:
        """Start with no burst saved up: a leader taking over from one that died does not know
        what the other spent of the platform's allowance in its last second."""
        self.overall.tokens = 0.0
        self.overall.stamp = time.monotonic()

    def _buckets(self, chat_id: int, group: bool) -> list[TokenBucket]:
        lim = self.limits
        chat = self.chats.get(chat_id)
        if chat is None:
            chat = self.chats[chat_id] = TokenBucket(
                lim.chat_per_second * PACE, _slack(lim.chat_burst)
            )
        buckets = [self.overall, chat]
        if group and lim.group_per_minute:
            per_group = self.groups.get(chat_id)
            if per_group is None:
                per_group = TokenBucket(
                    lim.group_per_minute / 60 * PACE, _slack(lim.group_per_minute)
                )
                self.groups[chat_id] = per_group
            buckets.append(per_group)
        return buckets

    def overall_wait(self, now: float, overall: TokenBucket | None = None) -> float:
        """Seconds until any chat may be sent to (the platform's overall rate)."""
        return (overall or self.overall).wait_time(now)

    def acquire(self, chat_id: int, group: bool, overall: TokenBucket | None = None) -> float:
        """Take a send for this chat now and return 0, or return how long to wait.

        `overall`: another overall bucket (Telegram's paid broadcasts have their own rate);
        the chat's and the group's buckets are shared by every kind of message.
        """
        buckets = self._buckets(chat_id, group)
        if overall is not None:
            buckets[0] = overall
        now = time.monotonic()
        wait = max(b.wait_time(now) for b in buckets)
        if wait == 0:
            for bucket in buckets:
                bucket.take(now)
        return wait
