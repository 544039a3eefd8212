"""The VK checks: the token's rights, the community, the long poll or Callback API, chats."""

from __future__ import annotations

from typing import Any

import aiohttp
from vkbottle import API, VKAPIError

from bot.domain.model import Binding
from bot.runtime.config import VkSettings
from bot.runtime.doctor.report import Report, chats_of
from handlers.vk.unavailable import FailFast, VkUnavailable

API_VERSION = "5.199"  # the events' shape the bot reads
EVENTS = ("message_new", "message_event")  # messages and button presses
# The community token's rights: without these the bot neither writes nor polls.
NEEDED = {"messages": "Сообщения сообщества", "manage": "Управление сообществом"}
# Without these, pictures (brackets, tables) and files (exports) do not go.
MEDIA = {"photos": "Фотографии", "docs": "Документы"}
MODERATED = ("channel", "match")
CHAT_PEER_BASE = 2_000_000_000


class Unanswered(Exception):
    """VK could not be reached, or refused the token: the remaining checks are pointless."""


class Refused(Exception):
    """VK refused one method (no right to it, no such chat…): that check fails, others go on."""

    def __init__(self, method: str, error: VKAPIError) -> None:
        super().__init__(f"{method}: {error.error_msg}")
        self.method, self.code, self.message = method, error.code, error.error_msg


async def check_vk(settings: VkSettings, chats: list[Binding] | None, report: Report) -> None:
    """Every VK check, against the configured API address."""
    api = API(settings.token.get_secret_value(), request_rescheduler=FailFast())
    api.API_URL = settings.api_url
    delivery = _longpoll if settings.mode == "longpoll" else _callback
    try:
        for check in (_token, _community, _bots, delivery):
            try:
                await check(api, settings, report)
            except Refused as refused:
                report.fail("doctor-vk-error", method=refused.method, error=refused.message)
        if chats is not None:
            await _chats(api, settings, chats, report)
    except Unanswered:
        pass
    finally:
        await api.http_client.close()


async def _call(api: API, method: str, params: dict[str, Any], report: Report) -> Any:
    """One method's `response`; a rejected token or no answer ends the VK checks."""
    try:
        answer = await api.request(method, params)
    except VKAPIError as error:
        if error.code in (5, 27, 1117):  # the token is wrong, revoked or expired
            report.fail("doctor-vk-token-rejected", error=error.error_msg)
            raise Unanswered from None
        raise Refused(method, error) from None
    except (aiohttp.ClientError, VkUnavailable, TimeoutError):
        report.fail("doctor-vk-unreachable", server=api.API_URL)
        raise Unanswered from None
    return answer["response"]


async def _token(api: API, settings: VkSettings, report: Report) -> None:
    answer = await _call(api, "groups.getTokenPermissions", {}, report)
    granted = {p.get("name") for p in answer.get("permissions", [])}
    missing = [name for right, name in NEEDED.items() if right not in granted]
    if missing:
        report.fail("doctor-vk-token-rights", rights="», «".join(missing))
    else:
        report.ok("doctor-vk-token-ok")
    media = [name for right, name in MEDIA.items() if right not in granted]
    if media:
        report.warn("doctor-vk-token-media", rights="», «".join(media))


async def _bots(api: API, settings: VkSettings, report: Report) -> None:
    # «Возможности ботов» is read by groups.getSettings alone, which takes a user's token
    # (methods.json: access_token_type ["user"]): with the community's, ask to look.
    report.warn("doctor-vk-bots-manual")


async def _community(api: API, settings: VkSettings, report: Report) -> None:
    # Without group_id VK describes the token's own community: is it the configured one?
    answer = await _call(api, "groups.getById", {}, report)
    groups = answer.get("groups", []) if isinstance(answer, dict) else answer
    own = groups[0] if groups else {}
    if own.get("id") != settings.group_id:
        report.fail(
            "doctor-vk-group-other",
            configured=str(settings.group_id),
            actual=str(own.get("id", "?")),
        )
    else:
        report.ok("doctor-vk-group-ok", name=own.get("name", ""), id=str(settings.group_id))


def _events(settings: dict[str, Any], report: Report, where: str) -> bool:
    """The API version and event types of the long poll or the Callback server."""
    version = str(settings.get("api_version", ""))
    events = settings.get("events", {})
    missing = [name for name in EVENTS if not events.get(name)]
    good = True
    if version != API_VERSION:
        report.fail("doctor-vk-version", where=where, version=version or "—")
        good = False
    if missing:
        report.fail("doctor-vk-events", where=where, events=", ".join(missing))
        good = False
    return good


async def _longpoll(api: API, settings: VkSettings, report: Report) -> None:
    answer = await _call(api, "groups.getLongPollSettings", {"group_id": settings.group_id},
                         report)  # fmt: skip
    if not answer.get("is_enabled"):
        report.fail("doctor-vk-longpoll-off")
    elif _events(answer, report, "Long Poll API"):
        report.ok("doctor-vk-longpoll-ok")


async def _callback(api: API, settings: VkSettings, report: Report) -> None:
    answer = await _call(api, "groups.getCallbackServers", {"group_id": settings.group_id},
                         report)  # fmt: skip
    path = settings.callback_path
    servers = [s for s in answer.get("items", []) if str(s.get("url", "")).endswith(path)]
    if not servers:
        report.fail("doctor-vk-callback-none", path=path)
        return
    server = servers[0]
    if server.get("status") != "ok":
        report.fail("doctor-vk-callback-unconfirmed", url=server["url"], status=server["status"])
        return
    params = {"group_id": settings.group_id, "server_id": server["id"]}
    chosen = await _call(api, "groups.getCallbackSettings", params, report)
    if _events(chosen, report, "Callback API"):
        report.ok("doctor-vk-callback-ok", url=server["url"])


async def _chats(api: API, settings: VkSettings, chats: list[Binding], report: Report) -> None:
    mine = chats_of("vk", chats)
    if not mine:
        report.warn("doctor-no-chats", platform="VK")
        return
    for peer_id, (title, chat_roles) in mine.items():
        where = {"title": title, "id": str(peer_id - CHAT_PEER_BASE)}
        params = {"peer_ids": peer_id, "group_id": settings.group_id}
        try:
            answer = await _call(api, "messages.getConversationsById", params, report)
        except Refused as refused:  # 917: the community is no longer in the conversation
            report.fail("doctor-vk-chat-gone", **where, error=refused.message)
            continue
        items = answer.get("items", [])
        chat = items[0].get("chat_settings", {}) if items else {}
        if not items or chat.get("state", "in") != "in":
            report.fail("doctor-vk-chat-gone", **where, error=chat.get("state", "—"))
        elif -settings.group_id in chat.get("admin_ids", []) or not chat_roles & set(MODERATED):
            report.ok("doctor-vk-chat-ok", **where)
        else:
            report.fail("doctor-vk-chat-not-admin", **where)
