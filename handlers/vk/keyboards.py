"""VK keyboards: built from neutral buttons within VK's limits, removed once pressed."""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from typing import Any

from vkbottle import API, VKAPIError

from bot.messages import RenderedButton

log = logging.getLogger(__name__)

INLINE_BUTTONS = 10  # VK's inline keyboard: at most 10 buttons in at most 6 rows
INLINE_ROWS = 6
LABEL = 40  # characters of a button label
REMEMBERED = 2000  # recent messages with keyboards, to edit the keyboard away


def _button(button: RenderedButton, community: str) -> dict[str, Any]:
    label = button.text[:LABEL]
    if button.deeplink is not None:
        link = f"https://vk.me/{community}?ref={button.deeplink}"
        return {"action": {"type": "open_link", "link": link, "label": label}}
    payload = json.dumps({"c": button.command}, ensure_ascii=False)
    return {"action": {"type": "callback", "label": label, "payload": payload}}


def inline_keyboard(rows: list[list[RenderedButton]], community: str) -> str | None:
    """An inline keyboard of callback and link buttons, cut to VK's limits."""
    built: list[list[dict[str, Any]]] = []
    count = 0
    for row in rows[:INLINE_ROWS]:
        line = []
        for button in row:
            if count == INLINE_BUTTONS:
                break
            line.append(_button(button, community))
            count += 1
        if line:
            built.append(line)
    if not built:
        return None
    return json.dumps({"inline": True, "buttons": built}, ensure_ascii=False)


class Keyboards:
    """Texts of recently sent messages with keyboards: VK edits need the text again."""

    def __init__(self, api: API) -> None:
        self.api = api
        self._texts: OrderedDict[tuple[int, int], str] = OrderedDict()

    def sent(self, peer_id: int, conversation_message_id: int, text: str) -> None:
        """Remember a message that carries a keyboard."""
        self._texts[(peer_id, conversation_message_id)] = text
        while len(self._texts) > REMEMBERED:
            self._texts.popitem(last=False)

    async def remove(self, peer_id: int, conversation_message_id: int) -> None:
        """Edit the keyboard away; an unknown message (older than a restart) keeps it."""
        text = self._texts.pop((peer_id, conversation_message_id), None)
        if text is None:
            return
        try:
            await self.api.messages.edit(
                peer_id=peer_id,
                conversation_message_id=conversation_message_id,
                message=text,
                keyboard=json.dumps({"buttons": []}),
                dont_parse_links=True,
            )
        except VKAPIError as exc:  # the press was handled; a stale keyboard only looks odd
            log.info("could not remove a keyboard in %s: %s", peer_id, exc)
