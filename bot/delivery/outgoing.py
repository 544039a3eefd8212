"""An outbox row turned into platform messages: its text in the recipient's language, in parts."""

from __future__ import annotations

import orjson

from bot.delivery.texts import Texts
from bot.notices import Attachment, attachment_of, button_command
from bot.ports.delivery import OutboxRow
from bot.ports.sending import Outgoing, RenderedButton

CAPTION = 1000  # a picture's caption: Telegram takes 1024 characters
MAX_BACKOFF = 300.0  # seconds: the longest wait between two tries of one row


def split_text(text: str, limit: int) -> list[str]:
    """Chunks of at most `limit` characters, cut at line ends where possible."""
    chunks: list[str] = []
    while len(text) > limit:
        cut = text.rfind("\n", 0, limit)
        if cut <= 0:
            cut = limit
        chunks.append(text[:cut])
        text = text[cut:].lstrip("\n")
    chunks.append(text)
    return chunks


def row_attachment(row: OutboxRow) -> Attachment | None:
    """The picture, file or deletion the row carries with or instead of its text."""
    return attachment_of(orjson.loads(row.attachment_json)) if row.attachment_json else None


def render_row(texts: Texts, row: OutboxRow, max_text: int) -> list[Outgoing]:
    """The row as one or more platform messages; the buttons go under the last part."""
    text = texts.render(row.locale, row.key, row.params)
    buttons = [
        [
            RenderedButton(
                texts.render(row.locale, b["label"], b.get("params")),
                button_command(b),
                b.get("deeplink"),
            )
            for b in line
        ]
        for line in row.buttons
    ]
    chunks = split_text(text, max_text)
    last = len(chunks) - 1
    return [
        Outgoing(
            row.id, row.platform, row.chat_id, chunk, buttons if i == last else [], i,
            random_id=row.random_id,
        )
        for i, chunk in enumerate(chunks)
    ]  # fmt: skip
