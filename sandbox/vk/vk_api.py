"""The VK API server: an aiohttp app on 127.0.0.1 that an unmodified vkbottle bot can use."""

from __future__ import annotations

import logging
from typing import Any

from aiohttp import web

from sandbox.base_sandbox import camel_case
from sandbox.shared import json_response
from sandbox.vk.vk_actors import VkActors
from sandbox.vk.vk_chat_life import VkChatLife
from sandbox.vk.vk_delivery import VkDelivery
from sandbox.vk.vk_execute import Executed, VkExecute
from sandbox.vk.vk_methods import VkMessageMethods
from sandbox.vk.vk_methods_admin import VkAdminMethods
from sandbox.vk.vk_methods_chats import VkChatMethods
from sandbox.vk.vk_protocol import Params, VkError, error_json, read_params
from sandbox.vk.vk_uploads import VkUploads

log = logging.getLogger(__package__)


class VkSandbox(
    VkAdminMethods,
    VkChatLife,
    VkExecute,
    VkChatMethods,
    VkMessageMethods,
    VkUploads,
    VkDelivery,
    VkActors,
):
    """A fake VK API on 127.0.0.1 plus the scripted users that talk to its community."""

    def _api_name(self, words: list[str]) -> str:
        """Spell a VK method name: _m_users_get serves users.get, _m_execute execute."""
        section, *rest = words
        return f"{section}.{camel_case(rest)}" if rest else section

    def _app(self) -> web.Application:
        """Route API calls, the long poll, uploads and downloads."""
        app = web.Application()
        app.router.add_route("*", "/method/{method}", self._handle_api)
        app.router.add_route("*", "/lp", self._handle_lp)
        app.router.add_post("/upload/{kind}/{token}", self._handle_upload)
        app.router.add_get("/files/{token}", self._handle_download)
        return app

    async def __aexit__(self, *exc_info: object) -> None:
        """Stop; on a clean exit fail if the bot broke VK's specification unexpectedly."""
        await self.stop()
        if exc_info[0] is None:
            self.check_clean()

    @property
    def api_url(self) -> str:
        """Return the value for vkbottle's `API.API_URL`."""
        return f"{self.base_url}/method/"

    # ----- HTTP layer ------------------------------------------------------------------------

    async def _handle_api(self, request: web.Request) -> web.StreamResponse:
        """Answer one API call, always with HTTP 200 unless a fault says otherwise."""
        self._changed.fire()  # a request arriving is activity that wait() predicates may track
        method, handler = self._method(request.match_info["method"])
        fault = self.faults.take(method)
        if fault is not None and (broken := await self._broken(request, method, fault)):
            return broken
        raw = await read_params(request)
        p = Params(raw)
        try:
            if fault is not None:
                raise VkError(fault.code)
            if handler is None:
                self._check_spec(method, raw)  # error 3 when VK has no such method either
                self._violation(f"{method}: a method VK has that the sandbox does not simulate")
                raise VkError(3)
            if p.as_str("access_token") != self.token:
                raise VkError(5)
            if not p.as_str("v"):
                raise VkError(8, "v (version) is required")
            self._throttle()
            self._check_spec(method, raw)
            answer = await handler(p)
            body: dict[str, Any] = {"response": answer}
            if isinstance(answer, Executed):  # execute: its calls' errors beside the value
                body = {"response": answer.response}
                if answer.errors:
                    body["execute_errors"] = answer.errors
            code = 0
        except VkError as err:
            code, body = err.code, {"error": error_json(err, method, raw)}
        except Exception:
            log.exception("sandbox failed on %s", method)
            code, body = 10, {"error": error_json(VkError(10), method, raw)}
        peer = raw.get("peer_id") or raw.get("user_id") or raw.get("peer_ids", "").split(",")[0]
        self._record(method, int(peer) if peer.lstrip("-").isdigit() else None, code)
        return json_response(body)
