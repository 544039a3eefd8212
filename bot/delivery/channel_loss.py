"""The courier's side of a chat the platform moved or took away: one command, then its queue."""

from __future__ import annotations

import dataclasses

from bot.commands import Command, LoseChat, MoveChat
from bot.delivery.outbox_queue import OutboxQueue
from bot.ports.delivery import OutboxRow
from bot.ports.sending import ChatGone, ChatMoved
from bot.service import Service, system_envelope


def gone_command(platform: str, chat_id: int, gone: ChatGone) -> Command:
    """What the bot tells itself: the chat moved to a new id, or it is lost."""
    if isinstance(gone, ChatMoved):
        return MoveChat(platform=platform, old_chat=chat_id, new_chat=gone.new_chat_id)
    return LoseChat(platform=platform, chat=chat_id, reason=str(gone))


def follow(
    queue: OutboxQueue,
    parked: dict[int, tuple[OutboxRow, float]],
    chat_id: int,
    gone: ChatGone,
) -> None:
    """The courier's memory of the chat follows the database: moved rows go under the new
    id (at once, not after their backoff), lost ones are forgotten.

    The command's commit already swapped the rows this process wrote or took; what is left
    here is what another worker moved or set aside first.
    """
    rows = []
    while (row := queue.head(chat_id)) is not None:
        queue.remove(row.id, chat_id)
        rows.append(row)
    for row_id, (row, _) in list(parked.items()):
        if row.chat_id == chat_id:
            del parked[row_id]
            rows.append(row)
    if isinstance(gone, ChatMoved):
        for row in rows:
            queue.add(dataclasses.replace(row, chat_id=gone.new_chat_id))


async def chat_gone(
    service: Service,
    platform: str,
    queue: OutboxQueue,
    parked: dict[int, tuple[OutboxRow, float]],
    row: OutboxRow,
    gone: ChatGone,
) -> None:
    """A group became a supergroup, or the bot is out of it (issue 22): the bindings and
    queued rows follow in one transaction (bot/usecases/channels.py), then the courier's memory."""
    command = gone_command(platform, row.chat_id, gone)
    await service.execute(system_envelope(command))
    follow(queue, parked, row.chat_id, gone)
