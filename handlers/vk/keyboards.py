"""VK keyboards: built from neutral buttons within VK's limits, removed once pressed."""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from vkbottle import API, VKAPIError

from bot.ports.sending import RenderedButton
from handlers.grammar import payload_of

log = logging.getLogger(__name__)

INLINE_BUTTONS = 10  # VK's inline keyboard: at most 10 buttons in at most 6 rows
INLINE_ROWS = 6
BUTTONS = 40  # a standard keyboard (under the input field): at most 40 buttons in 10 rows
ROWS = 10
ROW = 5  # buttons in one row, either kind (more: error 911)
LABEL = 40  # characters of a button label
REMEMBERED = 2000  # recent messages with keyboards, to edit the keyboard away


@dataclass(frozen=True, slots=True)
class Keyboard:
    """A keyboard as messages.send wants it, and whether it sits inside the message."""

    json: str
    inline: bool


def _button(button: RenderedButton, community: str, inline: bool) -> dict[str, Any]:
    label = button.text[:LABEL]
    if button.url is not None:  # the live page on the web (issue 14)
        return {"action": {"type": "open_link", "link": button.url, "label": label}}
    if button.deeplink is not None:
        link = f"https://vk.me/{community}?ref={button.deeplink}"
        return {"action": {"type": "open_link", "link": link, "label": label}}
    payload = json.dumps({"c": payload_of(button.command)}, ensure_ascii=False)
    # A standard keyboard gets text buttons: every client with keyboards has them, and
    # one_time hides the keyboard only after a text button. The press arrives as a message
    # whose payload carries the same command (handlers.vk.messages.command_of).
    kind = "callback" if inline else "text"
    return {"action": {"type": kind, "label": label, "payload": payload}}


def _rows(rows: list[list[RenderedButton]], most_rows: int) -> list[list[RenderedButton]]:
    """Rows of at most ROW buttons; more than `most_rows` rows are packed evenly instead."""
    wrapped = [row[i : i + ROW] for row in rows for i in range(0, len(row), ROW)]
    if len(wrapped) <= most_rows:
        return wrapped
    flat = [button for row in rows for button in row]
    per = -(-len(flat) // most_rows)  # ceil; callers keep len(flat) <= most_rows × ROW
    return [flat[i : i + per] for i in range(0, len(flat), per)]


def build_keyboard(
    rows: list[list[RenderedButton]], community: str, *, inline: bool = True
) -> Keyboard | None:
    """A keyboard within VK's limits that keeps every button.

    Inline when allowed and at most 10 buttons (packed into 6 rows if they come in more);
    otherwise a standard one-time keyboard of up to 40 buttons. Nothing the core sends comes
    near 40: past that the rest is cut, loudly, rather than the whole message refused.
    """
    # The Telegram Mini App's button has no VK form: VK players open the community's app.
    rows = [kept for row in rows if (kept := [b for b in row if b.webapp is None])]
    count = sum(len(row) for row in rows)
    if count == 0:
        return None
    inline = inline and count <= INLINE_BUTTONS
    if not inline and count > BUTTONS:
        log.error("a keyboard of %d buttons: VK takes %d, the rest is cut", count, BUTTONS)
        rows = [[button for row in rows for button in row][:BUTTONS]]
    laid = _rows(rows, INLINE_ROWS if inline else ROWS)
    buttons = [[_button(b, community, inline) for b in row] for row in laid]
    body: dict[str, Any] = {"inline": True} if inline else {"one_time": True}
    body["buttons"] = buttons
    return Keyboard(json.dumps(body, ensure_ascii=False), inline)


class Keyboards:
    """Which private dialogs' clients lack inline keyboards, and texts of recently sent
    messages with inline keyboards (VK edits need the text again)."""

    def __init__(self, api: API) -> None:
        self.api = api
        self._texts: OrderedDict[tuple[int, int], str] = OrderedDict()
        # Learnt from client_info of each message_new; kept for the process only (after a
        # restart a user gets inline keyboards again until he writes).
        self._no_inline: set[int] = set()

    def client(self, peer_id: int, inline: bool) -> None:
        """Note whether the client that wrote in private dialog `peer_id` shows inline ones."""
        if inline:
            self._no_inline.discard(peer_id)
        else:
            self._no_inline.add(peer_id)

    def build(
        self, peer_id: int, rows: list[list[RenderedButton]], community: str
    ) -> Keyboard | None:
        """The keyboard for a message to `peer_id`: standard for a client without inline."""
        return build_keyboard(rows, community, inline=peer_id not in self._no_inline)

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
