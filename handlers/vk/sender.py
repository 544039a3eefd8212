"""Delivers the courier's messages through messages.send and classifies VK's errors."""

from __future__ import annotations

import contextlib
import hashlib
import json
from typing import Any

import aiohttp
from vkbottle import API, VKAPIError

from bot.envelope import Platform
from bot.ports.delivery import PARTS, Limits
from bot.ports.sending import ChatLost, Delivery, Outgoing, RetryLater, Undeliverable
from handlers.vk.keyboards import Keyboard, Keyboards
from handlers.vk.neutral import CONVERSATION_BASE
from handlers.vk.unavailable import VkUnavailable

MAX_TEXT = 4096
BATCH = 25  # API calls one execute may make: 25 messages for one token of the rate limit

_THROTTLED = {6: 1.0, 9: 10.0}  # too many requests per second, flood control
_RETRY = {1, 10}  # unknown and internal errors: VK's trouble, worth another try
# 901: the user has not allowed messages from the community (never wrote, or denied them);
# 902: the user's privacy settings let no community write to her (issue 22).
_UNREACHABLE = {901: "vk-denied", 902: "vk-privacy"}
_CHAT_LOST = {917, 935}  # the community is out of the conversation: no access, not in chat


def _classify(code: int, message: str) -> Exception:
    if code in _THROTTLED:
        return RetryLater(
            _THROTTLED[code], f"vk error {code}", throttled=True, everywhere=code == 6
        )
    if code in _RETRY:
        return RetryLater(None, f"vk error {code}")
    if code in _UNREACHABLE:
        return Undeliverable(_UNREACHABLE[code])
    if code in _CHAT_LOST:
        return ChatLost(f"vk error {code}: {message}")
    return Undeliverable(f"vk error {code}: {message}")


def random_id(message: Outgoing) -> int:
    """The message's VK random_id: its row's (drawn when written) plus the part.

    Rows written before issue 22 keep id × PARTS + part, what their earlier attempts used.
    """
    if message.random_id is None:
        return message.id * PARTS + message.part
    return message.random_id + message.part


def shared_random_id(messages: list[Outgoing]) -> int:
    """One random_id for a peer_ids call: the same for a retry of the same messages only.

    VK keeps a random_id per community, not per recipient: were the first row's value used,
    a later call repeating it with other recipients would be dropped whole.
    """
    if len(messages) == 1:
        return random_id(messages[0])
    ids = ",".join(str(random_id(m)) for m in sorted(messages, key=lambda m: m.id))
    value = int.from_bytes(hashlib.sha256(ids.encode()).digest()[:4], "big", signed=True)
    return value or 1


class VkSender:
    """The courier's VK side.

    `send` delivers one message of any kind; `send_many` the same text to up to 100 private
    chats (peer_ids); `send_batch` up to `batch_size` plain messages with different texts to
    different chats in one `execute` request, which VK counts as one request of its 20 a
    second.
    """

    platform = Platform.VK
    max_text = MAX_TEXT
    batch_size = BATCH
    broadcast_limits = None  # no paid broadcasts: a fan-out counts against `limits`

    def __init__(self, api: API, community: str, keyboards: Keyboards, limits: Limits) -> None:
        self.api = api
        self.community = community
        self.keyboards = keyboards
        self.limits = limits

    @property
    def batches(self) -> VkSender:
        """It sends to many chats in one request: `send_many` and `send_batch`."""
        return self

    def is_group(self, chat_id: int) -> bool:
        """Community conversations have peer ids from 2000000000."""
        return chat_id >= CONVERSATION_BASE

    async def _photo(self, peer_id: int, png: bytes) -> str:
        """Upload a picture for a message; the attachment string VK wants."""
        server = await self.api.request("photos.getMessagesUploadServer", {"peer_id": peer_id})
        form = aiohttp.FormData()
        form.add_field("photo", png, filename="picture.png", content_type="image/png")
        uploaded = await self.api.http_client.request_json(
            server["response"]["upload_url"], method="POST", data=form
        )
        saved = await self.api.request("photos.saveMessagesPhoto", uploaded)
        photo = saved["response"][0]
        key = f"_{photo['access_key']}" if photo.get("access_key") else ""
        return f"photo{photo['owner_id']}_{photo['id']}{key}"

    async def send(self, message: Outgoing) -> Delivery:
        """Send one message; VK's dedup by random_id makes a retry after a lost answer safe."""
        try:
            return await self._send(message)
        except VKAPIError as exc:
            raise _classify(exc.code, str(exc.error_msg)) from exc
        except (TimeoutError, aiohttp.ClientError, VkUnavailable) as exc:
            raise RetryLater(None, type(exc).__name__) from exc

    async def _document(self, peer_id: int, name: str, data: bytes) -> str:
        """Upload a file for a message; the attachment string VK wants."""
        server = await self.api.request(
            "docs.getMessagesUploadServer", {"peer_id": peer_id, "type": "doc"}
        )
        form = aiohttp.FormData()
        form.add_field("file", data, filename=name)
        uploaded = await self.api.http_client.request_json(
            server["response"]["upload_url"], method="POST", data=form
        )
        saved = await self.api.request("docs.save", {"file": uploaded["file"], "title": name})
        doc = saved["response"]["doc"]
        return f"doc{doc['owner_id']}_{doc['id']}"

    async def _delete(self, message: Outgoing) -> Delivery:
        # No right to delete, or already gone: the judges have the quote anyway.
        with contextlib.suppress(VKAPIError):
            await self.api.request(
                "messages.delete",
                {"peer_id": message.chat_id, "cmids": str(message.delete), "delete_for_all": 1},
            )
        return Delivery(message.delete)

    async def _send(self, message: Outgoing) -> Delivery:
        if message.delete is not None:
            return await self._delete(message)
        keyboard = self.keyboards.build(message.chat_id, message.buttons, self.community)
        attachment = None
        if message.document is not None:
            attachment = await self._document(message.chat_id, *message.document)
        if message.picture is not None:
            attachment = await self._photo(message.chat_id, message.picture)
            if message.edit_of is not None:
                await self.api.request(
                    "messages.edit",
                    {
                        "peer_id": message.chat_id,
                        "conversation_message_id": message.edit_of,
                        "message": message.text,
                        "attachment": attachment,
                    },
                )
                return Delivery(message.edit_of)
        params = {
            "peer_ids": str(message.chat_id),
            "message": message.text,
            "random_id": random_id(message),
            "dont_parse_links": 1,
            "disable_mentions": 1,
        }
        if keyboard is not None:
            params["keyboard"] = keyboard.json
        if attachment is not None:
            params["attachment"] = attachment
        answer = await self.api.request("messages.send", params)
        result = answer["response"][0] if isinstance(answer["response"], list) else {}
        if "error" in result:
            error = result["error"]
            raise _classify(int(error.get("code", 0)), str(error.get("description", "")))
        cmid = result.get("conversation_message_id")
        if keyboard is not None and keyboard.inline and cmid:
            self.keyboards.sent(message.chat_id, cmid, message.text)
        # Conversations know messages only by conversation_message_id: keep that one.
        return Delivery(cmid or result.get("message_id"))

    async def send_many(self, messages: list[Outgoing]) -> list[Delivery | Exception]:
        """The same text to up to 100 private chats in one request (VK's peer_ids).

        Recipients whose clients lack inline keyboards get the standard one in a request
        of their own.
        """
        first = messages[0]
        keyboards = [
            self.keyboards.build(m.chat_id, first.buttons, self.community) for m in messages
        ]
        groups: dict[str | None, list[int]] = {}
        for index, keyboard in enumerate(keyboards):
            groups.setdefault(keyboard.json if keyboard else None, []).append(index)
        results: dict[int, Delivery | Exception] = {}
        for indices in groups.values():
            sent = await self._send_many([messages[i] for i in indices], keyboards[indices[0]])
            results |= dict(zip(indices, sent, strict=True))
        return [results[i] for i in range(len(messages))]

    async def _send_many(
        self, messages: list[Outgoing], keyboard: Keyboard | None
    ) -> list[Delivery | Exception]:
        first = messages[0]
        params = {
            "peer_ids": ",".join(str(m.chat_id) for m in messages),
            "message": first.text,
            "random_id": shared_random_id(messages),
            "dont_parse_links": 1,
            "disable_mentions": 1,
        }
        if keyboard is not None:
            params["keyboard"] = keyboard.json
        try:
            answer = await self.api.request("messages.send", params)
        except VKAPIError as exc:
            return [_classify(exc.code, str(exc.error_msg))] * len(messages)
        except (TimeoutError, aiohttp.ClientError, VkUnavailable) as exc:
            return [RetryLater(None, type(exc).__name__)] * len(messages)
        by_peer = {item.get("peer_id"): item for item in answer["response"]}
        results: list[Delivery | Exception] = []
        for message in messages:
            item = by_peer.get(message.chat_id, {})
            if "error" in item or not item:
                error = item.get("error", {})
                results.append(
                    _classify(int(error.get("code", 0)), str(error.get("description", "")))
                )
                continue
            cmid = item.get("conversation_message_id")
            if keyboard is not None and keyboard.inline and cmid:
                self.keyboards.sent(message.chat_id, cmid, message.text)
            results.append(Delivery(cmid or item.get("message_id")))
        return results

    async def send_batch(self, messages: list[Outgoing]) -> list[Delivery | BaseException]:
        """Up to 25 plain messages (text and buttons) in one `execute`: one result each.

        Each result is the Delivery, or the RetryLater / Undeliverable the single `send`
        would raise for that message's error; a failure of the whole request (VK error 6,
        the network, an answer that cannot be read) raises RetryLater for all of them. Each
        call keeps the random_id `send` would use, so a repeat, batched or single, is
        harmless. Pictures, documents, edits and deletions go through `send`.
        """
        if not 0 < len(messages) <= self.batch_size:
            raise ValueError(f"a batch holds 1 to {self.batch_size} messages")
        if any(m.picture or m.document or m.delete is not None for m in messages):
            raise ValueError("only plain messages are batched")
        keyboards = [self.keyboards.build(m.chat_id, m.buttons, self.community) for m in messages]
        calls = []
        for message, keyboard in zip(messages, keyboards, strict=True):
            params: dict[str, str | int] = {
                "peer_ids": str(message.chat_id),  # peer_ids: the answer names the cmid
                "message": message.text,
                "random_id": random_id(message),
                "dont_parse_links": 1,
                "disable_mentions": 1,
            }
            if keyboard is not None:
                params["keyboard"] = keyboard.json
            calls.append(f"API.messages.send({json.dumps(params, ensure_ascii=False)})")
        try:
            answer = await self.api.request("execute", {"code": f"return [{','.join(calls)}];"})
        except VKAPIError as exc:
            whole = _classify(exc.code, str(exc.error_msg))
            if isinstance(whole, RetryLater):
                raise whole from exc
            raise RetryLater(None, f"vk execute error {exc.code}") from exc  # each alone next
        except (TimeoutError, aiohttp.ClientError, VkUnavailable) as exc:
            raise RetryLater(None, type(exc).__name__) from exc
        slots = answer.get("response")
        if not isinstance(slots, list) or len(slots) != len(messages):
            raise RetryLater(None, "vk execute: unexpected answer")
        # execute_errors name the failed calls in order (VK may add one for execute itself).
        errors = [e for e in answer.get("execute_errors") or [] if e.get("method") != "execute"]
        results: list[Delivery | BaseException] = []
        for message, keyboard, slot in zip(messages, keyboards, slots, strict=True):
            if slot is False:
                error = errors.pop(0) if errors else {}
                code = int(error.get("error_code", 0))
                results.append(
                    _classify(code, str(error.get("error_msg", "")))
                    if code
                    else RetryLater(None, "vk execute: a call failed")
                )
                continue
            item: dict[str, Any] = {}
            if isinstance(slot, list) and slot and isinstance(slot[0], dict):
                item = slot[0]
            elif isinstance(slot, int) and not isinstance(slot, bool):
                item = {"message_id": slot}  # a peer_id call answers the message id alone
            if not item:
                results.append(RetryLater(None, "vk execute: unexpected answer"))
                continue
            if "error" in item:
                error = item["error"]
                code = int(error.get("code", 0))
                results.append(_classify(code, str(error.get("description", ""))))
                continue
            cmid = item.get("conversation_message_id")
            if keyboard is not None and keyboard.inline and cmid:
                self.keyboards.sent(message.chat_id, cmid, message.text)
            results.append(Delivery(cmid or item.get("message_id")))
        return results
