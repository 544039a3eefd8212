"""A platform refusing the bot's token at start: one line saying what to do, no traceback."""

from __future__ import annotations

from bot.delivery.texts import Texts


class TokenRejected(Exception):
    """The platform refused the bot's first call with this token (Telegram 401, VK error 5)."""

    def __init__(self, platform: str, detail: str = "") -> None:
        super().__init__(f"{platform} refused the token")
        self.platform = platform
        self.detail = detail  # the platform's own words, as doctor shows them

    def line(self, texts: Texts, locale: str) -> str:
        """The one line for the organizer: which key, what to do, how to check."""
        text = texts.render(locale, f"run-token-rejected-{self.platform}", {"error": self.detail})
        return " ".join(text.split())  # one line, whatever the catalogue wraps
