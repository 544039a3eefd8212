"""Telegram's answer to "is this person in the group?" (getChatMember), for COM-2."""

from __future__ import annotations

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError

PRESENT = {"creator", "administrator", "member", "restricted"}


class TelegramMembership:
    """Membership in Telegram groups."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    async def is_member(self, chat_id: int, user_id: int) -> bool | None:
        """True or False from getChatMember; None when Telegram does not answer."""
        try:
            member = await self.bot.get_chat_member(chat_id, user_id)
        except TelegramAPIError:
            return None
        return member.status in PRESENT
