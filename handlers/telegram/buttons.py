"""Inline button presses: the payload is a command in the same grammar as typed text."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import CallbackQuery, InaccessibleMessage, Update

from bot.commands import Invalid
from bot.envelope import Actor, Chat, Envelope
from bot.service import Outcome, Service
from handlers.grammar import parse


async def on_button(
    query: CallbackQuery, service: Service, actor: Actor, chat: Chat, event_update: Update
) -> None:
    """Carry out the button's command; once done, its keyboard goes away."""
    command = parse(query.data or "") or Invalid(key="button-stale")
    outcome = await service.execute(
        Envelope(actor, chat, command, update_id=event_update.update_id)
    )
    await query.answer()
    message = query.message
    # A second tap can arrive while the first is handled, so only a DONE outcome removes
    # the buttons; a refused tap keeps them for a correct retry.
    if (
        outcome is Outcome.DONE
        and message is not None
        and not isinstance(message, InaccessibleMessage)
    ):
        await message.edit_reply_markup(reply_markup=None)


def build_router() -> Router:
    """A fresh router for button presses (one per dispatcher: a router has one parent)."""
    router = Router(name=__name__)
    router.callback_query.register(on_button)
    return router
