"""The floor of the process benchmark: a bare aiogram 3 echo bot, long polling a Bot API server.

Run: python bench/echo_floor.py --api http://127.0.0.1:PORT --token 123:ABC
One Dispatcher, one handler answering every message with its own text; SIGTERM or SIGINT
stops the polling and the process. Nothing of the project is imported: this is what aiogram
alone costs per update (`bench/process_load.py` starts it as its own process).
"""

from __future__ import annotations

import argparse
import asyncio
import logging

from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.types import Message


def dispatcher() -> Dispatcher:
    """A Dispatcher whose only handler echoes a message's text back to its chat."""
    dp = Dispatcher()

    @dp.message()
    async def echo(message: Message) -> None:
        await message.answer(message.text or "…")

    return dp


async def run(api: str, token: str) -> None:
    """Poll until a signal stops it (aiogram's own signal handling)."""
    session = AiohttpSession(api=TelegramAPIServer.from_base(api))
    bot = Bot(token, session=session)
    try:
        await dispatcher().start_polling(bot, handle_signals=True, close_bot_session=True)
    finally:
        await session.close()


def main() -> None:
    """Parse the arguments and run the echo bot."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--api", required=True, help="base URL of the Bot API server")
    parser.add_argument("--token", required=True, help="the bot's token on that server")
    args = parser.parse_args()
    # as `python -m bot run` does: aiogram logs every handled update at INFO
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    asyncio.run(run(args.api, args.token))


if __name__ == "__main__":
    main()
