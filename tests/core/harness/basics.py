"""The scene's constants, the shared catalogues and the harness's own error."""

from __future__ import annotations

import functools
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from bot.delivery.texts import Texts
from bot.ports.delivery import Limits

T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)  # 15:00 in Moscow, as in tests/e2e/test_time.py
TIMEZONE = "Europe/Moscow"
BOT_USERNAME = "berserk_bot"  # the Telegram door passes the bot's username to the grammar
MAX_TEXT = 4096  # both platforms' limit for one message
VK_CONVERSATIONS = 2_000_000_000  # VK peer ids of community conversations start here
# The platforms' limits do not exist here: every message leaves in the first pass.
NO_LIMITS = Limits(1e9, 1e9, 10**9, None, None)
LOGGERS = ("bot", "storage", "handlers")  # where an error of the core is logged
STEPS = 10_000  # passes of the courier or the timer before a runaway loop is reported


@functools.cache
def shared_texts() -> Texts:
    """The catalogues, parsed once per process: parsing them was most of a harness's start."""
    return Texts(ZoneInfo(TIMEZONE))


class HarnessError(AssertionError):
    """The scene could not do what the test asked (no such button, a set-up step refused)."""
