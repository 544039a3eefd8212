"""A row as the platform messages it goes out as: its text, PNG pages, file, deletion or edit."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable

from bot.delivery.outgoing import CAPTION, row_attachment
from bot.delivery.texts import Texts
from bot.notices import Deletion, Document, Unbutton
from bot.ports.delivery import OutboxRow
from bot.ports.sending import Outgoing
from bot.ports.store import Database


async def row_messages(
    row: OutboxRow,
    render: Callable[[OutboxRow], list[Outgoing]],
    texts: Texts,
    db: Database,
    *,
    plain: bool,
) -> list[Outgoing]:
    """The row's messages; a picture row becomes its PNG pages, the text as caption.

    `render` is the courier's rendering of the text; `plain`: the row's picture or file
    failed before, so it goes as its text alone.
    """
    attachment = row_attachment(row)
    if isinstance(attachment, Unbutton):  # no text to render: an edit of a keyboard
        return [Outgoing(row.id, row.platform, row.chat_id, "", unbutton=attachment.message_id)]
    messages = render(row)
    if attachment is None or plain:
        return messages
    first = messages[0]
    if isinstance(attachment, Deletion):
        return [Outgoing(row.id, row.platform, row.chat_id, "", delete=attachment.message_id)]
    caption = first.text[:CAPTION]
    if isinstance(attachment, Document):
        doc = (attachment.name, attachment.data)
        made = Outgoing(row.id, row.platform, row.chat_id, caption, document=doc)
        return [dataclasses.replace(made, random_id=row.random_id)]
    from bot.delivery.render.specs import draw  # Pillow and the fonts: with the first picture

    pages = await asyncio.to_thread(
        draw, attachment.spec, lambda value: texts.value(row.locale, value)
    )
    edit_of = None
    if row.ref is not None:
        async with db.transaction() as store:
            edit_of = await store.outbox.last_sent(row.platform, row.chat_id, row.ref)
    return [
        Outgoing(
            row.id, row.platform, row.chat_id, caption if i == 0 else "", [], i, png,
            edit_of if len(pages) == 1 else None, random_id=row.random_id,
        )
        for i, png in enumerate(pages)
    ]  # fmt: skip
