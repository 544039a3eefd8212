"""Requests a platform's specification forbids, as the sandboxes saw them, for tests to fail on.

Each sandbox checks every request against its platform's own specification and answers a
violation as the platform would; it also records it here, so that a test whose bot broke a
rule fails even when the bot shrugged the error off (the courier drops a refused message and
carries on). `tests/conftest.py` fails every test that caused a violation it did not expect;
a test that sends bad requests on purpose says so with `expecting()` or the
`spec_violations` marker. Stdlib only: the core tests import this without aiohttp.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Violation:
    """One request that broke the specification, and whether the platform refused it."""

    platform: str
    method: str
    description: str
    refused: bool  # False: the platform accepts it as it is (an unknown parameter is ignored)
    expected: bool = False  # sent on purpose by a test that checks the sandbox's answer

    def __str__(self) -> str:
        answer = "refused" if self.refused else "accepted, but wrong"
        return f"{self.platform} {self.method}: {self.description} ({answer})"


# Every violation of this process, in order; tests look at what a test added (see `since`).
RECORDED: list[Violation] = []
_expecting = 0


def record(platform: str, method: str, description: str, *, refused: bool) -> Violation:
    """Remember a violation (and log it: the demo and the benchmarks show it too)."""
    found = Violation(platform, method, description, refused, expected=_expecting > 0)
    RECORDED.append(found)
    if not found.expected:
        log.warning("the bot broke the %s specification: %s", platform, found)
    return found


@contextmanager
def expecting() -> Iterator[list[Violation]]:
    """Mark the violations recorded inside the block as sent on purpose; yields them."""
    global _expecting
    start = len(RECORDED)
    seen: list[Violation] = []
    _expecting += 1
    try:
        yield seen
    finally:
        _expecting -= 1
        seen.extend(RECORDED[start:])


def since(mark: int) -> list[Violation]:
    """The violations nobody expected recorded after `len(RECORDED)` was `mark`."""
    return [found for found in RECORDED[mark:] if not found.expected]
