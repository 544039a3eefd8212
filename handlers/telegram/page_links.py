"""The live page's button on Telegram: a plain URL button, whatever the sender made of it.

The courier hands a link button over as a deep link (`Button.url` is kept where deep links
go); the sender turns every deep link into `t.me/<bot>?start=<link>`. For a web address that
is no start parameter, so this request middleware of aiogram's session gives such a button
its address back on the way out, and the sender stays as it is.
"""

from __future__ import annotations

from typing import Any

from aiogram import Bot

from handlers.telegram.markup_rewriting import MarkupRewriter, Rows

START = "?start="


def page_address(url: str | None) -> str | None:
    """The web address inside `https://t.me/<bot>?start=<address>`, if that is what it is."""
    if not url or not url.startswith("https://t.me/") or START not in url:
        return None
    start = url.split(START, 1)[1]
    return start if start.startswith(("http://", "https://")) else None


class PageLinks(MarkupRewriter):
    """Rewrites the live page's buttons of every outgoing message into URL buttons."""

    def rewrite_rows(self, rows: Rows, chat_id: int | None) -> Rows:
        """Each live page's button given its address back."""
        return [[_fixed(b) for b in row] for row in rows]


def _fixed(button: dict[str, Any]) -> dict[str, Any]:
    address = page_address(button.get("url"))
    return button if address is None else {"text": button["text"], "url": address}


def install_page_links(bot: Bot) -> None:
    """Make every message of `bot` carry the live page's button as a URL button."""
    bot.session.middleware(PageLinks())
