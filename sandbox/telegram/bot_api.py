"""The Bot API server: an aiohttp app on 127.0.0.1 that an unmodified aiogram bot can use."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from contextlib import AbstractContextManager
from http import HTTPStatus
from typing import Any

from aiohttp import web

from sandbox import violations
from sandbox.base_sandbox import Handler, camel_case
from sandbox.shared import Fault, inject_transport_fault, json_response
from sandbox.telegram.tg_actors import TelegramActors
from sandbox.telegram.tg_chat_life import TelegramChatLife
from sandbox.telegram.tg_delivery import TelegramDelivery
from sandbox.telegram.tg_methods import TelegramMessageMethods
from sandbox.telegram.tg_methods_admin import TelegramAdminMethods
from sandbox.telegram.tg_methods_chats import TelegramChatMethods
from sandbox.telegram.tg_models import LogEntry
from sandbox.telegram.tg_protocol import ApiError, Params, StoredFile, bad_request

log = logging.getLogger(__package__)


class TelegramSandbox(
    TelegramAdminMethods,
    TelegramChatLife,
    TelegramChatMethods,
    TelegramMessageMethods,
    TelegramDelivery,
    TelegramActors,
):
    """A fake Bot API server on 127.0.0.1 plus the scripted users that talk to its bot."""

    def _api_name(self, words: list[str]) -> str:
        """Spell a Bot API method name: _m_get_me serves getMe."""
        return camel_case(words)

    def _app(self) -> web.Application:
        """Route Bot API calls and file downloads."""
        app = web.Application(client_max_size=50 * 2**20)  # Telegram's upload cap for bots
        app.router.add_route("*", "/bot{token}/{method}", self._handle_api)
        app.router.add_get("/file/bot{token}/{path:.+}", self._handle_file)
        return app

    @property
    def token(self) -> str:
        """Return a token whose numeric part is bot_id, so aiogram's bot.id matches getMe."""
        return f"{self.bot_id}:SANDBOX-{self.bot_username}"

    # ----- HTTP layer ------------------------------------------------------------------------

    async def _handle_api(self, request: web.Request) -> web.StreamResponse:
        """Answer one Bot API call."""
        self._changed.fire()  # a request arriving is activity that wait() predicates may track
        token, name = request.match_info["token"], request.match_info["method"]
        method, handler = self._method(name)
        params = None
        try:
            if self.bad_token is not None and token == self.bad_token:
                raise ApiError(401, "Unauthorized")
            if not self._spec.knows(name):
                self._violated(name, "no such method in the Bot API", refused=True)
                raise ApiError(404, "Not Found: method not found")
            if handler is None:  # a real method the sandbox does not simulate
                raise ApiError(404, "Not Found: method not found")
            fault = self.faults.take(method)
            if fault is not None and await self._inject(request, fault):
                return web.Response()  # the connection is gone; nothing will be written
            params = await self._read_params(request)
            self._check_spec(method, params)
        except ApiError as err:
            self._record(method, params.raw.get("chat_id") if params else None, err.code)
            return json_response(err.payload(), err.code)
        status, body = await self._call(method, handler, params)
        return json_response(body, status)

    def _check_spec(self, method: str, params: Params) -> None:
        """Hold the call to the Bot API spec: Telegram's refusal raised, every fault recorded."""
        verdict = self._spec.check(method, params.raw, params.files)
        params.parsed = verdict.parsed  # the texts parsed once: the method reuses them
        for note in verdict.notes:
            self._violated(method, note, refused=False)
        if verdict.refusal is not None:
            self._violated(method, verdict.refusal, refused=True)
            raise bad_request(verdict.refusal)

    def _violated(self, method: str, description: str, *, refused: bool) -> None:
        """Record a request the spec forbids (see sandbox.violations), here and for the tests."""
        self.spec_violations.append(
            violations.record("telegram", method, description, refused=refused)
        )

    def expect_violations(self) -> AbstractContextManager[list[violations.Violation]]:
        """Declare that the block sends bad requests on purpose; yields what was recorded."""
        return violations.expecting()

    async def _handle_file(self, request: web.Request) -> web.StreamResponse:
        """Serve a file the bot uploaded, by its file_path."""
        if self.bad_token is not None and request.match_info["token"] == self.bad_token:
            return json_response(ApiError(401, "Unauthorized").payload(), 401)
        path = request.match_info["path"]
        stored = next((f for f in self._files.values() if f.path == path), None)
        if stored is None:
            return json_response(ApiError(404, "Not Found").payload(), 404)
        return web.Response(body=stored.data, content_type="application/octet-stream")

    async def _inject(self, request: web.Request, fault: Fault) -> bool:
        """Apply an injected fault; return True when the connection was dropped."""
        if fault.kind == "5xx":
            raise ApiError(fault.status, HTTPStatus(fault.status).phrase)
        return await inject_transport_fault(request, fault)

    async def _read_params(self, request: web.Request) -> Params:
        """Collect parameters from the query string and a form, multipart or JSON body."""
        raw: dict[str, Any] = dict(request.query)
        files: dict[str, StoredFile] = {}
        try:
            if request.body_exists and request.content_type == "application/json":
                body = await request.json()
                raw |= body if isinstance(body, dict) else {}
            elif request.body_exists:
                for key, value in (await request.post()).items():
                    if isinstance(value, web.FileField):
                        files[key] = StoredFile(value.filename, value.file.read())
                    else:
                        raw[key] = value
        except web.HTTPRequestEntityTooLarge:
            raise ApiError(413, "Request Entity Too Large") from None
        except ValueError:
            raise bad_request("can't parse JSON object") from None
        return Params(raw, files)

    async def _call(
        self, method: str, handler: Handler, params: Params
    ) -> tuple[int, dict[str, Any]]:
        """Run a method handler and turn its outcome into (status, Telegram-shaped body)."""
        try:
            result = await handler(params)
            status, body = 200, {"ok": True, "result": result}
        except ApiError as err:
            status, body = err.code, err.payload()
        except Exception:
            log.exception("sandbox failed on %s", method)
            status, body = 500, ApiError(500, "Internal Server Error: sandbox bug").payload()
        self._record(method, params.raw.get("chat_id"), status)
        return status, body

    def _record(self, method: str, chat_id: Any, status: int) -> None:
        """Log an answered call and count it."""
        with contextlib.suppress(TypeError, ValueError):
            chat_id = int(chat_id)
        now = asyncio.get_running_loop().time()
        self.stats.log.append(LogEntry(now, method, chat_id, status))
        self.stats.calls[method] += 1
        self.stats.statuses[status] += 1
        self.stats.rate_limited += status == 429
        self._changed.fire()
