"""VK API methods that send, edit and delete messages and answer button presses."""

from __future__ import annotations

import time
from typing import Any

from sandbox.vk.vk_models import VkMessage, sent_kind
from sandbox.vk.vk_protocol import CHAT_PEER_BASE, ERRORS, Params, VkError, bad_param
from sandbox.vk.vk_validation import VkChecks


class VkMessageMethods(VkChecks):
    """messages.send, messages.edit, messages.delete, messages.sendMessageEventAnswer."""

    async def _m_messages_send(self, p: Params) -> Any:
        """Send a message to one peer (answer: its id) or to peer_ids (answer: a list)."""
        random_id = p.as_int("random_id")
        if random_id is None:
            raise bad_param("random_id is a required parameter")
        many = "peer_ids" in p
        if many:
            peers = p.as_ints("peer_ids")
            if not 0 < len(peers) <= self._limits.peer_ids_max:
                raise bad_param(f"peer_ids must hold 1 to {self._limits.peer_ids_max} ids")
        else:
            chat_id = p.as_int("chat_id")
            peer = p.as_int("peer_id") or p.as_int("user_id")
            peer = peer or (CHAT_PEER_BASE + chat_id if chat_id else None)
            if not peer:
                raise bad_param("you should specify peer_id, user_id, domain, chat_id or user_ids")
            peers = [peer]
        text, keyboard = self._text(p), self._keyboard(p)
        attachments = self._attachments(p) or []
        if not text.strip() and keyboard is None and not attachments:
            raise bad_param("message is empty or invalid")
        # VK's dedup: a random_id the community used before, to anyone, delivers nothing and
        # answers the earlier message (per community over its whole history; 0: no dedup).
        earlier = self._random_ids.get(random_id) if random_id else None
        results, delivered = [], {}
        for peer in peers:
            try:
                msg = (
                    earlier.get(peer) or next(iter(earlier.values()))
                    if earlier
                    else self._send_one(
                        peer, text, keyboard, random_id, p.as_str("payload"), attachments
                    )
                )
            except VkError as err:
                if not many:
                    raise
                self.stats.errors[err.code] += 1
                error = {"code": err.code, "description": err.msg}
                results.append({"peer_id": peer, "error": error})
                continue
            delivered[peer] = msg
            ids = {
                "message_id": msg.message_id,
                "conversation_message_id": msg.conversation_message_id,
            }
            results.append({"peer_id": peer} | ids)
        if random_id and delivered and not earlier:
            self._random_ids[random_id] = delivered
        return results if many else results[0]["message_id"]

    def _send_one(
        self,
        peer_id: int,
        text: str,
        keyboard: dict[str, Any] | None,
        random_id: int,
        payload: str | None,
        attachments: list[dict[str, Any]],
    ) -> VkMessage:
        """Deliver one message."""
        target = self._peer(peer_id)
        msg = self._new_message(peer_id, text, None)
        msg.keyboard, msg.random_id, msg.payload = keyboard, random_id, payload
        msg.attachments = list(attachments)
        target._received.append(msg)
        self._note("bot", msg, sent_kind(msg))
        return msg

    async def _m_messages_edit(self, p: Params) -> int:
        """Edit a bot message: no keyboard keeps it, an edit without `attachment` drops those."""
        msg = self._find(p)
        if not msg.from_bot:
            raise VkError(920)
        text = self._text(p) if "message" in p else msg.text
        keyboard = self._keyboard(p) if "keyboard" in p else msg.keyboard
        attachments = self._attachments(p) or []
        if not text.strip() and keyboard is None and not attachments:
            raise bad_param("message is empty or invalid")
        msg.text, msg.keyboard, msg.attachments = text, keyboard, attachments
        msg.edited, msg.update_time = True, int(time.time())
        msg.version = next(self._versions)
        self._note("bot", msg, "edit")
        return 1

    async def _m_messages_delete(self, p: Params) -> list[dict[str, Any]]:
        """Delete messages by cmids (with peer_id) or message_ids; per-message results."""
        peer_id = p.as_int("peer_id")
        cmids = p.as_ints("cmids") or p.as_ints("conversation_message_ids")
        if cmids and peer_id is None:
            raise bad_param("peer_id is required with cmids")
        found = [(self._messages.get((peer_id or 0, c)), None, c) for c in cmids]
        found += [(self._by_id.get(m), m, None) for m in p.as_ints("message_ids")]
        if not found:
            raise bad_param("message_ids or cmids are required")
        results = []
        for msg, message_id, cmid in found:
            item: dict[str, Any] = {"peer_id": msg.peer_id if msg else peer_id}
            item |= {"message_id": message_id, "conversation_message_id": cmid}
            chat = self._chats.get(msg.peer_id) if msg else None
            if msg is None or msg.deleted:
                item["error"] = {"code": 100, "description": "message not found"}
            elif not (msg.from_bot or (chat is not None and chat.bot_is_admin)):
                item["error"] = {"code": 924, "description": ERRORS[924]}
            else:
                msg.deleted, item["response"] = True, True
                item["message_id"] = msg.message_id
                item["conversation_message_id"] = msg.conversation_message_id
            if "error" in item:
                self.stats.errors[item["error"]["code"]] += 1
            results.append(item)
        self._changed.fire()
        return results

    async def _m_messages_send_message_event_answer(self, p: Params) -> int:
        """Resolve the scripted press waiting for this callback event."""
        pending = self._presses.get(p.as_str("event_id") or "")
        if pending is None or pending[2].done():
            raise bad_param("event_id is invalid or expired")
        user_id, peer_id, waiter = pending
        if (p.as_int("user_id"), p.as_int("peer_id")) != (user_id, peer_id):
            raise bad_param("user_id and peer_id do not match the event")
        data = p.as_json("event_data") or {}
        kinds = ("show_snackbar", "open_link", "open_app")
        if data and (not isinstance(data, dict) or data.get("type") not in kinds):
            raise bad_param(f"event_data.type must be one of {kinds}")
        if len(str(data.get("text", ""))) > self._limits.snackbar_max:
            raise bad_param(f"snackbar text is longer than {self._limits.snackbar_max} characters")
        waiter.set_result(data)
        return 1
