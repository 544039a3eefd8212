"""The VK door: vkbottle labelers joined by one function, long poll or Callback API, sender."""

from __future__ import annotations

from vkbottle import API, Bot
from vkbottle.framework.labeler import BotLabeler

from bot.service import Service
from handlers.vk import buttons, messages
from handlers.vk.keyboards import Keyboards
from handlers.vk.neutral import Names, NeutralMiddleware

LABELERS: tuple[BotLabeler, ...] = (messages.labeler, buttons.labeler)


def build_bot(api: API, service: Service, keyboards: Keyboards, **bot_options: object) -> Bot:
    """One vkbottle Bot with every labeler's handlers and the neutral middleware."""
    bot = Bot(api=api, **bot_options)  # type: ignore[arg-type]
    # BotLabeler.load() re-points the loaded labeler at the bot's views, so a second bot in
    # the same process (a restart in one test run) would inherit the first one's handlers:
    # the handlers are copied instead.
    view = bot.labeler.raw_event_view
    for labeler in LABELERS:
        for event, basements in labeler.raw_event_view.handlers.items():
            view.handlers.setdefault(event, []).extend(basements)
    middleware = type(
        "BoundNeutralMiddleware",
        (NeutralMiddleware,),
        {"service": service, "names": Names(api), "keyboards": keyboards},
    )
    view.register_middleware(middleware)
    return bot
