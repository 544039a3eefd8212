"""A local stand-in for the Telegram Bot API that an unmodified aiogram bot can talk to.

The server half answers Bot API calls on 127.0.0.1 with Telegram's limits and error texts;
the Python half plays scripted users (`SandboxUser`) in private chats and groups.
"""

from sandbox.telegram.bot_api import TelegramSandbox
from sandbox.telegram.tg_models import LogEntry, SandboxChat, SandboxUser, SentMessage, Stats
from sandbox.telegram.tg_protocol import ApiError, Limits

__all__ = [
    "ApiError",
    "Limits",
    "LogEntry",
    "SandboxChat",
    "SandboxUser",
    "SentMessage",
    "Stats",
    "TelegramSandbox",
]
