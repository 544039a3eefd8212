"""The Telegram checks: the token, privacy mode, the bot's rights in bound chats, the webhook."""

from __future__ import annotations

from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import (
    TelegramAPIError,
    TelegramForbiddenError,
    TelegramMigrateToChat,
    TelegramNetworkError,
    TelegramUnauthorizedError,
)
from aiogram.types import User

from bot.domain.model import Binding
from bot.runtime.config import TelegramSettings
from bot.runtime.doctor.report import Report, chats_of

# Roles whose chats the bot moderates (MOD-2): it must delete messages and remove people.
MODERATED = ("channel", "match")
# An admin's rights the bot needs there, with their names in Telegram's Russian interface.
RIGHTS = {
    "can_delete_messages": "Удаление сообщений",
    "can_restrict_members": "Блокировка пользователей",
}


async def check_telegram(
    settings: TelegramSettings, chats: list[Binding] | None, report: Report
) -> None:
    """Every Telegram check, against the configured API server."""
    session = AiohttpSession(api=TelegramAPIServer.from_base(settings.api_server))
    bot = Bot(settings.token.get_secret_value(), session=session)
    try:
        me = await _token(bot, settings, report)
        if me is None:
            return  # nothing else can be asked without a working token
        _privacy(me, report)
        await _webhook(bot, settings, report)
        if chats is not None:
            await _chats(bot, me, chats, report)
    finally:
        await session.close()


async def _token(bot: Bot, settings: TelegramSettings, report: Report) -> User | None:
    try:
        me = await bot.get_me()
    except TelegramUnauthorizedError:
        report.fail("doctor-tg-token-rejected")
        return None
    except TelegramNetworkError:
        report.fail("doctor-tg-unreachable", server=settings.api_server)
        return None
    except TelegramAPIError as error:
        report.fail("doctor-tg-error", method="getMe", error=error.message)
        return None
    report.ok("doctor-tg-token-ok", username=me.username or me.first_name)
    return me


def _privacy(me: User, report: Report) -> None:
    if not me.can_join_groups:
        report.fail("doctor-tg-joingroups-off", username=me.username or "")
    if me.can_read_all_group_messages:
        report.ok("doctor-tg-privacy-ok")
    else:
        # Only admins of a group see every message with it on: moderation would miss the rest.
        report.fail("doctor-tg-privacy-on", username=me.username or "")


async def _webhook(bot: Bot, settings: TelegramSettings, report: Report) -> None:
    try:
        info = await bot.get_webhook_info()
    except TelegramAPIError as error:
        report.fail("doctor-tg-error", method="getWebhookInfo", error=error.message)
        return
    pending = info.pending_update_count
    if settings.mode == "polling":
        if info.url:
            report.fail("doctor-tg-webhook-in-polling", url=info.url)
        else:
            report.ok("doctor-tg-polling-ok", pending=pending)
        return
    if not info.url:
        report.ok("doctor-tg-webhook-unset", url=settings.webhook_url)
    elif info.url != settings.webhook_url:
        report.fail("doctor-tg-webhook-other", url=info.url, expected=settings.webhook_url)
    elif info.last_error_message:
        # An old error with nothing waiting was a restart; updates piling up are not.
        when = {"$datetime": info.last_error_date.timestamp()} if info.last_error_date else "—"
        params = {"error": info.last_error_message, "when": when, "pending": pending}
        (report.fail if pending else report.warn)("doctor-tg-webhook-error", **params)
    else:
        report.ok("doctor-tg-webhook-ok", url=info.url, pending=pending)


async def _chats(bot: Bot, me: User, chats: list[Binding], report: Report) -> None:
    mine = chats_of("telegram", chats)
    if not mine:
        report.warn("doctor-no-chats", platform="Telegram")
        return
    for chat_id, (title, chat_roles) in mine.items():
        await _chat(bot, me, chat_id, title, bool(chat_roles & set(MODERATED)), report)


async def _chat(
    bot: Bot, me: User, chat_id: int, title: str, moderated: bool, report: Report
) -> None:
    where = {"title": title, "id": str(chat_id)}
    try:
        member = await bot.get_chat_member(chat_id, me.id)
    except TelegramMigrateToChat as moved:
        report.fail("doctor-tg-chat-migrated", **where, new_id=str(moved.migrate_to_chat_id))
        return
    except (TelegramForbiddenError, TelegramAPIError) as error:
        report.fail("doctor-tg-chat-gone", **where, error=error.message)
        return
    status = member.status
    if status in ("left", "kicked"):
        report.fail("doctor-tg-chat-gone", **where, error=status)
    elif status == "creator" or (status != "administrator" and not moderated):
        report.ok("doctor-tg-chat-ok", **where)
    elif status != "administrator":
        report.fail("doctor-tg-chat-not-admin", **where)
    else:
        missing = [name for right, name in RIGHTS.items() if not getattr(member, right, False)]
        if missing and moderated:
            report.fail("doctor-tg-chat-rights", **where, rights="», «".join(missing))
        else:
            report.ok("doctor-tg-chat-ok", **where)
