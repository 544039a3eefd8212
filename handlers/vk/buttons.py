"""Callback button presses (message_event): the payload is a command in the shared grammar."""

from __future__ import annotations

from vkbottle.framework.labeler import BotLabeler
from vkbottle_types.events import GroupEventType, GroupTypes

from bot.envelope import Actor, Chat
from bot.service import Outcome, Service
from handlers.intake import Origin, button_envelope
from handlers.vk.keyboards import Keyboards


async def on_button(
    event: GroupTypes.MessageEvent,
    service: Service,
    keyboards: Keyboards,
    actor: Actor,
    chat: Chat,
) -> None:
    """Carry out the button's command, answer the press, and drop the keyboard once done."""
    obj = event.object
    payload = obj.payload if isinstance(obj.payload, dict) else {}
    text = payload.get("c")  # our buttons carry {"c": "<command as typed>"}
    origin = Origin(actor, chat, event.event_id)
    outcome = await service.execute(
        button_envelope(origin, text if isinstance(text, str) else None)
    )
    # VK shows a spinner on the button until the press is answered.
    await event.ctx_api.messages.send_message_event_answer(
        event_id=obj.event_id, user_id=obj.user_id, peer_id=obj.peer_id
    )
    if outcome is Outcome.DONE and obj.conversation_message_id:
        await keyboards.remove(obj.peer_id, obj.conversation_message_id)


def build_labeler() -> BotLabeler:
    """A fresh labeler for button presses (one per bot: loading re-points it at the bot)."""
    labeler = BotLabeler()
    labeler.raw_event(GroupEventType.MESSAGE_EVENT, dataclass=GroupTypes.MessageEvent)(on_button)
    return labeler
