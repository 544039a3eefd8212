"""Bot API calls posted as JSON on aiogram's own HTTP session, for the messages without files.

aiogram builds a multipart form for every call and checks every answer against its pydantic
models (a whole `Message` for each `sendMessage`): under load that was the biggest part of
the bot's time (issue 12). The courier only needs the new message's id, so the calls that
carry no file — sendMessage, answerCallbackQuery, editMessageReplyMarkup — are posted here
as one JSON body on the same aiohttp session and server, and their answers read with orjson;
getUpdates too, so that the door validates only the updates it has not seen yet.

What aiogram's path does on the way is kept:
- the request middlewares' rewriting of keyboards: each installed middleware must offer
  `rewrite_markup(markup, chat_id)` on the keyboard as a JSON dict (PageLinks and
  WebAppButtons do, and their aiogram `__call__` runs the same function); a middleware that
  does not makes `usable` False and every call goes through aiogram as before;
- the errors: an answer that is not `ok` is handed to aiogram's own `check_response` with
  the aiogram method the call stands for, so 429 (retry_after), 400, 403, 5xx… raise the same
  exceptions as before; a transport failure raises `TelegramNetworkError` as aiogram does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import orjson
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.exceptions import TelegramNetworkError
from aiogram.methods import TelegramMethod
from aiohttp import ClientError

Markup = dict[str, Any]
JSON_HEADERS = {"Content-Type": "application/json"}


class MarkupRewriter(Protocol):
    """A request middleware that can rewrite a keyboard given as JSON."""

    def rewrite_markup(self, markup: Markup | None, chat_id: int | None) -> Markup | None:
        """The keyboard as it must leave for `chat_id`."""


class JsonApi:
    """The few Bot API calls the courier and the buttons make, as JSON on aiogram's session."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._urls: dict[str, str] = {}

    @property
    def usable(self) -> bool:
        """True while every request middleware can rewrite JSON keyboards (else use aiogram)."""
        session = self.bot.session
        if not isinstance(session, AiohttpSession):
            return False
        default = self.bot.default
        # A default parse mode or protection would be added by aiogram's form: not here.
        if default.parse_mode is not None or default.protect_content is not None:
            return False
        return all(hasattr(m, "rewrite_markup") for m in session.middleware)

    def markup(self, markup: Markup | None, chat_id: int | None) -> Markup | None:
        """The keyboard after every request middleware, in the order aiogram applies them."""
        for middleware in self.bot.session.middleware:
            rewriter: MarkupRewriter = middleware  # type: ignore[assignment]
            markup = rewriter.rewrite_markup(markup, chat_id)
        return markup

    async def call(
        self,
        name: str,
        payload: dict[str, Any],
        method: Callable[[], TelegramMethod[Any]],
        timeout: float | None = None,
    ) -> Any:
        """Post `payload` to `name`; the answer's result, or aiogram's exception for it.

        `method` builds the aiogram method this call stands for; it is built only when an
        error must be raised (aiogram's exceptions carry it).
        """
        session: AiohttpSession = self.bot.session  # type: ignore[assignment]
        http = await session.create_session()
        url = self._urls.get(name)
        if url is None:
            url = self._urls[name] = session.api.api_url(token=self.bot.token, method=name)
        body = {key: value for key, value in payload.items() if value is not None}
        try:
            async with http.post(
                url,
                data=orjson.dumps(body),
                headers=JSON_HEADERS,
                timeout=session.timeout if timeout is None else timeout,  # type: ignore[arg-type]
            ) as resp:
                # The Bot API answers JSON, which is UTF-8 (RFC 8259): no charset sniffing.
                status, raw = resp.status, await resp.read()
        except TimeoutError as exc:
            raise TelegramNetworkError(method=method(), message="Request timeout error") from exc
        except ClientError as exc:
            message = f"{type(exc).__name__}: {exc}"
            raise TelegramNetworkError(method=method(), message=message) from exc
        if status == 200:
            try:
                answer = orjson.loads(raw)
            except orjson.JSONDecodeError:
                answer = None
            if isinstance(answer, dict) and answer.get("ok") is True and "result" in answer:
                return answer["result"]
        # Whatever is wrong, aiogram says what it is, exactly as for its own calls.
        content = raw.decode(errors="replace")
        return session.check_response(self.bot, method(), status, content).result
