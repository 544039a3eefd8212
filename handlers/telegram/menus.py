"""The command menus Telegram shows beside the input field: per kind of chat and language."""

from __future__ import annotations

import asyncio

from aiogram import Bot
from aiogram.types import (
    BotCommand,
    BotCommandScopeAllChatAdministrators,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
    BotCommandScopeDefault,
)
from aiogram.types.bot_command_scope_union import BotCommandScopeUnion

from bot.commands.help_topics import Menu, menu
from bot.delivery.texts import LOCALES, Texts

# The menus are static per kind of chat; their commands come from the help's one list.
PLAYER = menu(Menu.PRIVATE)  # a player writes to the bot privately: what players type most
GROUP = menu(Menu.GROUP)  # everyone in a group: what is fine to ask in front of the others
JUDGE = menu(Menu.ADMINS)  # admins of a group, the judges among them: running the tournament
MENUS: tuple[tuple[BotCommandScopeUnion, tuple[str, ...]], ...] = (
    # The default scope covers what no narrower one does; a menu published there by an
    # older version stays otherwise.
    (BotCommandScopeDefault(), PLAYER),
    (BotCommandScopeAllPrivateChats(), PLAYER),
    (BotCommandScopeAllGroupChats(), GROUP),
    (BotCommandScopeAllChatAdministrators(), JUDGE),
)
COMMANDS = tuple(dict.fromkeys(PLAYER + GROUP + JUDGE))  # every command any menu names


def commands(texts: Texts, locale: str, names: tuple[str, ...]) -> list[BotCommand]:
    """One menu's commands with their descriptions in `locale`."""
    return [BotCommand(command=name, description=texts.render(locale, f"menu-{name}"))
            for name in names]  # fmt: skip


async def publish_menus(bot: Bot, texts: Texts, default_locale: str) -> None:
    """Every menu in every language; a language without its own gets the default locale's."""
    await asyncio.gather(
        *(
            bot.set_my_commands(
                commands(texts, language or default_locale, names),
                scope=scope,
                language_code=language,
            )
            for scope, names in MENUS
            for language in (None, *LOCALES)
        )
    )
