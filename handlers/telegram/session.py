"""aiogram's HTTP session, keeping the parametrised response models it builds alive."""

from __future__ import annotations

from typing import Any, ClassVar

from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.methods import Response, TelegramMethod


class KeptModelsSession(AiohttpSession):
    """An AiohttpSession whose `Response[T]` classes outlive each answer.

    aiogram checks every answer with `Response[method.__returning__]`; pydantic caches such
    classes only weakly, so once garbage-collected each is built again (about 20 ms of CPU):
    under load that was a third of the bot's time. A strong reference keeps the cache warm.
    """

    _kept: ClassVar[dict[Any, type]] = {}

    def check_response(
        self, bot: Bot, method: TelegramMethod[Any], status_code: int, content: str
    ) -> Response[Any]:
        """aiogram's check, with the response model kept for the next answer."""
        returning = method.__returning__
        if returning not in self._kept:
            self._kept[returning] = Response[returning]  # type: ignore[valid-type]
        return super().check_response(bot, method, status_code, content)
