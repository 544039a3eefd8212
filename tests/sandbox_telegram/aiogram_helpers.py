"""The aiogram dispatcher, keyboard and polling loop the Telegram sandbox tests talk to."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from aiogram import Bot, Dispatcher, F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import (
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    Update,
)

from sandbox.shared import image_size
from sandbox.telegram import TelegramSandbox


def keyboard(*pairs: tuple[str, str]) -> InlineKeyboardMarkup:
    """Build a one-row inline keyboard of callback buttons."""
    row = [InlineKeyboardButton(text=text, callback_data=data) for text, data in pairs]
    return InlineKeyboardMarkup(inline_keyboard=[row])


def make_dispatcher(seen: list[Update]) -> Dispatcher:
    """Build a dispatcher with the handlers the tests talk to."""
    router = Router()

    @router.message(CommandStart())
    async def start(message: Message, command: CommandObject) -> None:
        await message.answer(
            f"Привет, <b>{message.from_user.first_name}</b>! Турнир {command.args}",
            parse_mode="HTML",
            reply_markup=keyboard(("Подтвердить", "confirm:5"), ("Отказаться", "decline:5")),
        )

    @router.message(Command("report"))
    async def report(message: Message) -> None:
        await message.reply(f"Записал: {message.text}")

    @router.message(F.reply_to_message)
    async def noted(message: Message) -> None:
        await message.answer(f"Учтено: ответ на #{message.reply_to_message.message_id}")

    @router.message(F.document | F.photo)
    async def received(message: Message, bot: Bot) -> None:
        if message.document:
            data = (await bot.download(message.document)).read()
            first = data.decode().splitlines()[0]
            await message.answer(
                f"Получил {message.document.file_name}: {len(data)} байт, {first}"
            )
        else:
            data = (await bot.download(message.photo[-1])).read()
            await message.answer(f"Получил фото: {image_size(data)}")

    @router.callback_query(F.data.startswith("confirm:"))
    async def confirm(query: CallbackQuery) -> None:
        await query.answer("Принято")
        await query.message.edit_text("Участие подтверждено")

    dp = Dispatcher()

    @dp.update.outer_middleware()
    async def remember(handler, update, data):  # type: ignore[no-untyped-def]
        seen.append(update)
        return await handler(update, data)

    dp.include_router(router)
    return dp


@contextlib.asynccontextmanager
async def polling(sb: TelegramSandbox, bot: Bot, seen: list[Update]) -> AsyncIterator[None]:
    """Run a real dispatcher against the sandbox for the duration of the block."""
    dp = make_dispatcher(seen)
    task = asyncio.create_task(
        dp.start_polling(bot, handle_signals=False, close_bot_session=False)
    )
    await sb.wait(lambda: sb.stats.calls["getMe"] or task.done())
    try:
        yield
    finally:
        if not task.done():
            await dp.stop_polling()
        await task
