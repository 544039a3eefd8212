"""The VK door: vkbottle labelers joined by one function, long poll or Callback API, sender."""

from __future__ import annotations

from vkbottle import API, Bot
from vkbottle.framework.labeler import BotLabeler

from bot.service import Service
from handlers.vk import buttons, messages
from handlers.vk.keyboards import Keyboards
from handlers.vk.neutral import Names, NeutralMiddleware


def build_labelers() -> list[BotLabeler]:
    """Fresh labelers of every handler module."""
    return [messages.build_labeler(), buttons.build_labeler()]


def build_bot(api: API, service: Service, keyboards: Keyboards, **bot_options: object) -> Bot:
    """One vkbottle Bot with every labeler's handlers and the neutral middleware."""
    bot = Bot(api=api, **bot_options)  # type: ignore[arg-type]
    # BotLabeler.load() re-points the loaded labeler at the bot's views, so each bot loads
    # labelers of its own: a second bot in the process (a restart in one test run) shares none.
    for labeler in build_labelers():
        bot.labeler.load(labeler)
    middleware = type(
        "BoundNeutralMiddleware",
        (NeutralMiddleware,),
        {"service": service, "names": Names(api), "keyboards": keyboards},
    )
    bot.labeler.raw_event_view.register_middleware(middleware)
    return bot
