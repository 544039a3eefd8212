"""Log records with the bot's tokens and secrets blanked out, whatever printed them."""

from __future__ import annotations

import logging
from collections.abc import Iterable

MASK = "***"


class SecretFilter(logging.Filter):
    """Replaces every known secret in a record's final text."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self.secrets = sorted({s for s in secrets if len(s) >= 6}, key=len, reverse=True)

    def filter(self, record: logging.LogRecord) -> bool:
        """Render the message, blank the secrets, keep the record."""
        text = record.getMessage()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        for secret in self.secrets:
            text = text.replace(secret, MASK)
            if record.exc_text:
                record.exc_text = record.exc_text.replace(secret, MASK)
        record.msg, record.args = text, ()
        return True


def protect(secrets: Iterable[str]) -> None:
    """Install the filter on every handler of the root logger."""
    guard = SecretFilter(secrets)
    for handler in logging.getLogger().handlers:
        handler.addFilter(guard)
