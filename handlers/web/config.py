"""What the web door reads of the bot's settings; the runtime's `Settings` has all of it."""

from __future__ import annotations

from typing import Protocol

from pydantic import SecretStr


class _Web(Protocol):
    @property
    def public_url(self) -> str: ...


class _Server(Protocol):
    @property
    def listen(self) -> str: ...


class _Telegram(Protocol):
    @property
    def token(self) -> SecretStr: ...


class _Vk(Protocol):
    @property
    def app_id(self) -> int: ...
    @property
    def app_secret(self) -> SecretStr: ...


class WebConfig(Protocol):
    """The page addresses (`[web]`, `[server]`) and the Mini Apps' keys (`[telegram]`, `[vk]`)."""

    @property
    def web(self) -> _Web: ...
    @property
    def server(self) -> _Server: ...
    @property
    def telegram(self) -> _Telegram: ...
    @property
    def vk(self) -> _Vk: ...
