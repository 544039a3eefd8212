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

    async def remove_member(self, chat_id: int, user_id: int) -> bool:
        """Kick: a ban lifted at once, so that the person may be invited again later."""
        try:
            await self.bot.ban_chat_member(chat_id, user_id)
            await self.bot.unban_chat_member(chat_id, user_id, only_if_banned=True)
        except TelegramAPIError:
            return False
        return True

    async def missing_rights(self, chat_id: int) -> str | None:
        """MOD-2 needs every message (an admin, or privacy mode off) and the right to delete."""
        try:
            me = await self.bot.me()
            member = await self.bot.get_chat_member(chat_id, me.id)
        except TelegramAPIError:
            return None
        if member.status == "creator":
            return None
        if member.status != "administrator":
            return "admin" if not me.can_read_all_group_messages else "delete"
        return None if getattr(member, "can_delete_messages", False) else "delete"
