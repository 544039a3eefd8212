"""Token buckets shared by the messenger sandboxes to imitate server-side flood limits."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass
class TokenBucket:
    """A bucket refilled at `rate` tokens per second that holds at most `burst` tokens."""

    rate: float
    burst: float
    tokens: float = field(init=False)
    updated: float | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.rate <= 0 or self.burst < 1:
            raise ValueError("a token bucket needs rate > 0 and burst >= 1")
        self.tokens = float(self.burst)

    def _refill(self, now: float) -> None:
        """Add the tokens earned since the last look, capped at the burst size."""
        if self.updated is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.updated) * self.rate)
        self.updated = now

    def wait_time(self, now: float) -> float:
        """Return the seconds until one token is available (0.0 when one is available now)."""
        self._refill(now)
        return 0.0 if self.tokens >= 1 else (1 - self.tokens) / self.rate

    def take(self, now: float) -> None:
        """Spend one token; the caller checked `wait_time` first."""
        self._refill(now)
        self.tokens -= 1


class BucketSet:
    """Named token buckets created on first use, taken all-or-nothing."""

    def __init__(self) -> None:
        self._buckets: dict[object, TokenBucket] = {}

    def bucket(self, key: object, rate: float, burst: float) -> TokenBucket:
        """Return the bucket for `key`, creating it with the given rate and burst."""
        found = self._buckets.get(key)
        if found is None:
            found = self._buckets[key] = TokenBucket(rate, burst)
        return found

    def acquire(self, buckets: Iterable[TokenBucket], now: float) -> int:
        """Take a token from every bucket, or none of them and return whole seconds to wait."""
        chosen = list(buckets)
        # A refused request must not drain the buckets that still had room, or one hot chat
        # would eat the global budget of everybody else.
        wait = max((b.wait_time(now) for b in chosen), default=0.0)
        if wait > 0:
            return max(1, math.ceil(wait))
        for bucket in chosen:
            bucket.take(now)
        return 0

    def reset(self) -> None:
        """Forget every bucket, so all of them start full again."""
        self._buckets.clear()
