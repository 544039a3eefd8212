"""The Telegram door: one routing function (polling, webhook), polling, and the sender."""

from __future__ import annotations

from aiogram import Dispatcher

from bot.service import Service
from handlers.telegram.routing import install_routes


def build_dispatcher(service: Service) -> Dispatcher:
    """The webhook's Dispatcher: the service in its data, every update to `routing.route`."""
    dp = Dispatcher(service=service)
    install_routes(dp)
    return dp
