"""Settings from a TOML file, one pydantic model per section, overridable from the environment."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)


class Section(BaseModel):
    """A config section: an unknown key is an error, not silently ignored."""

    model_config = ConfigDict(extra="forbid")


class TelegramSettings(Section):
    """The Telegram door."""

    token: SecretStr = SecretStr("")
    api_server: str = "https://api.telegram.org"
    mode: Literal["polling", "webhook"] = "polling"
    webhook_url: str = ""
    webhook_secret: SecretStr = SecretStr("")

    @field_validator("api_server")
    @classmethod
    def _http_url(cls, value: str) -> str:
        if not value.startswith(("http://", "https://")):
            raise ValueError("ссылка, начинающаяся с http:// или https://")
        return value

    @field_validator("token")
    @classmethod
    def _token_shape(cls, value: SecretStr) -> SecretStr:
        # The shape aiogram demands (a number, a colon, no spaces): refused here, not with
        # tracebacks at start. Whether Telegram accepts it, `doctor` asks.
        return _shaped(value, r"\d+:[A-Za-z0-9_-]+", "токен от @BotFather вида 123456789:AAE…")

    @property
    def enabled(self) -> bool:
        """An empty token switches the door off."""
        return bool(self.token.get_secret_value())


def _shaped(value: SecretStr, pattern: str, expected: str) -> SecretStr:
    """A token of the shape the platform issues, or the refusal naming that shape."""
    token = value.get_secret_value()
    if token and not re.fullmatch(pattern, token):
        raise ValueError(f"{expected}, целиком и без пробелов")
    return value


class VkSettings(Section):
    """The VK door."""

    token: SecretStr = SecretStr("")
    group_id: int = Field(0, ge=0)
    api_url: str = "https://api.vk.ru/method/"
    mode: Literal["longpoll", "callback"] = "longpoll"
    callback_path: str = "/vk/callback"
    confirmation_code: str = ""
    secret: SecretStr = SecretStr("")
    app_id: int = Field(0, ge=0)  # the VK Mini App «Мой матч»: its id and secure key
    app_secret: SecretStr = SecretStr("")

    @field_validator("api_url")
    @classmethod
    def _method_url(cls, value: str) -> str:
        if not value.startswith(("http://", "https://")):
            raise ValueError("ссылка, начинающаяся с http:// или https://")
        return value if value.endswith("/") else value + "/"

    @field_validator("token")
    @classmethod
    def _token_shape(cls, value: SecretStr) -> SecretStr:
        # A community key is Latin letters, digits and . _ - (vk1.a.…, or 85 hex digits of
        # the older keys): a phrase, a space or a Cyrillic letter is refused before `run`.
        return _shaped(value, r"[A-Za-z0-9._-]+", "ключ доступа сообщества вида vk1.a.…")

    @field_validator("callback_path")
    @classmethod
    def _path(cls, value: str) -> str:
        if not value.startswith("/"):
            raise ValueError("путь, начинающийся с /, например /vk/callback")
        return value

    @property
    def enabled(self) -> bool:
        """An empty token switches the door off."""
        return bool(self.token.get_secret_value())


class AdminSettings(Section):
    """Global admins per platform: they may judge any tournament."""

    telegram: list[int] = []
    vk: list[int] = []

    def of(self, platform: str) -> frozenset[int]:
        """Admin user ids on one platform."""
        return frozenset(getattr(self, platform, []))


class StorageSettings(Section):
    """Where the state lives: the SQLite file, or a PostgreSQL server shared by workers."""

    path: Path = Path("tournaments.sqlite3")
    # postgresql://user:password@host:5432/db — set, it replaces `path` (SecretStr: a password)
    url: SecretStr = SecretStr("")

    @field_validator("url")
    @classmethod
    def _postgres_url(cls, value: SecretStr) -> SecretStr:
        url = value.get_secret_value()
        if url and not url.startswith(("postgresql://", "postgres://")):
            raise ValueError("ссылка вида postgresql://user:password@host:5432/db")
        return value

    @property
    def shown(self) -> str:
        """The address as printed: a URL's password hidden."""
        url = self.url.get_secret_value()
        if not url:
            return str(self.path)
        head, at, tail = url.rpartition("@")
        return f"{head.rsplit(':', 1)[0]}:***@{tail}" if at and ":" in head[11:] else url

    @property
    def target(self) -> str:
        """The database's address: the PostgreSQL URL, else the SQLite file's path."""
        return self.url.get_secret_value() or str(self.path)


class LocaleSettings(Section):
    """Language of shared chats and the time zone people see."""

    default: Literal["ru", "en"] = "ru"
    timezone: str = "Europe/Moscow"

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise ValueError("часовой пояс IANA, например Europe/Moscow") from exc
        return value


class ServerSettings(Section):
    """The HTTP server for webhooks."""

    listen: str = "127.0.0.1:8080"
    metrics: bool = False  # serve /healthz and /metrics even when no webhook needs the server

    @field_validator("listen")
    @classmethod
    def _host_port(cls, value: str) -> str:
        host, sep, port = value.rpartition(":")
        if not sep or not host or not port.isdecimal() or not 0 <= int(port) <= 65535:
            raise ValueError("адрес host:port, например 127.0.0.1:8080")
        return value


class WebSettings(Section):
    """The public live pages of the tournaments, served on `[server] listen`."""

    enabled: bool = False
    public_url: str = ""  # the address people open (behind an HTTPS proxy); "": the listen one

    @field_validator("public_url")
    @classmethod
    def _base_url(cls, value: str) -> str:
        if value and not value.startswith(("http://", "https://")):
            raise ValueError("ссылка, начинающаяся с http:// или https://")
        return value.rstrip("/")


class DeliverySettings(Section):
    """How fast the courier may send: the platforms' published limits by default."""

    # Counted in sliding windows, as Telegram counts them: telegram_per_second in any second,
    # telegram_chat_burst in any burst / chat_per_second seconds per chat (3 in any 3 s),
    # telegram_group_per_minute in any minute per group (edits there too); VK's
    # vk_per_second in any second for every call of the token (bot/delivery/ratelimit.py).
    telegram_per_second: float = Field(30, gt=0)
    telegram_chat_per_second: float = Field(1, gt=0)
    telegram_chat_burst: int = Field(3, ge=1)
    telegram_group_per_minute: float = Field(20, gt=0)
    # Sends awaiting Telegram at once; a crash repeats at most that many messages. "auto",
    # the default, sizes them from the measured round trip to reach telegram_per_second, at
    # most telegram_in_flight_most (one send at a time gives only 10-20 a second at 50-100
    # ms, and pays a mark transaction per send). 1 keeps a crash at one repeat.
    telegram_in_flight: Literal["auto"] | Annotated[int, Field(ge=1)] = "auto"
    telegram_in_flight_most: int = Field(4, ge=1)
    # Fan-out messages with allow_paid_broadcast: up to 1,000 a second, 0.1 Star each above
    # the free 30 (the bot needs 10,000 Stars on its balance). Off: the free 30 a second.
    telegram_paid_broadcast: bool = False
    vk_per_second: float = Field(20, gt=0)
    max_attempts: int = Field(8, ge=1)


class ModerationSettings(Section):
    """The organizer's own word lists for the chat filter (MOD-2); empty means the shipped ones."""

    insults_file: Path | None = None
    allowed_file: Path | None = None

    @field_validator("insults_file", "allowed_file", mode="before")
    @classmethod
    def _empty_is_none(cls, value: Any) -> Any:
        return None if value == "" else value

    @field_validator("insults_file", "allowed_file")
    @classmethod
    def _exists(cls, value: Path | None) -> Path | None:
        if value is not None and not value.is_file():
            raise ValueError(f"файл со словами не найден: {value}")
        return value

    def words(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The organizer's insults and allowed words: one per line, `#` starts a comment."""
        return _word_lines(self.insults_file), _word_lines(self.allowed_file)


def _word_lines(path: Path | None) -> tuple[str, ...]:
    if path is None:
        return ()
    lines = (raw.strip() for raw in path.read_text(encoding="utf-8").splitlines())
    return tuple(line for line in lines if line and not line.startswith("#"))


class PrizeSettings(Section):
    """Prizes (PRZ-2): where winners send their documents; a tournament may name another."""

    documents_contact: str = Field("", max_length=200)


class Settings(BaseSettings):
    """The whole configuration."""

    model_config = SettingsConfigDict(
        env_prefix="BOT_", env_nested_delimiter="__", extra="forbid", toml_file=None
    )

    telegram: TelegramSettings = TelegramSettings()
    vk: VkSettings = VkSettings()
    admins: AdminSettings = AdminSettings()
    storage: StorageSettings = StorageSettings()
    locale: LocaleSettings = LocaleSettings()
    server: ServerSettings = ServerSettings()
    web: WebSettings = WebSettings()
    delivery: DeliverySettings = DeliverySettings()
    moderation: ModerationSettings = ModerationSettings()
    prizes: PrizeSettings = PrizeSettings()

    @model_validator(mode="after")
    def _doors_complete(self) -> Settings:
        tg = self.telegram
        url = tg.webhook_url
        # Telegram posts only to https; plain http is allowed to this machine (a local proxy).
        local = url.startswith(("http://127.0.0.1", "http://localhost"))
        if tg.enabled and tg.mode == "webhook" and not (url.startswith("https://") or local):
            raise ValueError(
                "telegram.webhook_url: в режиме webhook нужна ссылка https://, куда Telegram "
                "будет присылать обновления"
            )
        vk = self.vk
        if vk.enabled and vk.group_id == 0:
            raise ValueError("vk.group_id: номер сообщества ВКонтакте (положительное число)")
        if vk.enabled and vk.mode == "callback" and not (vk.confirmation_code and vk.secret):
            raise ValueError(
                "vk.confirmation_code: для Callback API нужны confirmation_code и secret из "
                "настроек сообщества"
            )
        return self

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # The environment wins over the file so that a token can stay out of it.
        return init_settings, env_settings, TomlConfigSettingsSource(settings_cls)

    @classmethod
    def reading(cls, path: Path | None) -> type[Settings]:
        """These settings with `path` as their TOML file (none: the environment alone)."""

        # The file is a class setting in pydantic-settings: a subclass per load names it, so
        # no module state carries a path from one load to the next.
        class FileSettings(cls):  # type: ignore[valid-type,misc]
            model_config = SettingsConfigDict(toml_file=path)

        return FileSettings


class ConfigError(Exception):
    """The configuration cannot be used; `problems` lists `(key, what is expected)`."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        super().__init__("; ".join(f"{key}: {msg}" for key, msg in problems))
        self.problems = problems


def load_settings(path: Path | None, **overrides: Any) -> Settings:
    """Read the TOML file (if given) and the environment into Settings."""
    if path is not None and not path.is_file():
        raise ConfigError([("--config", f"файл не найден: {path}")])
    try:
        return Settings.reading(path)(**overrides)
    except ValidationError as exc:
        raise ConfigError([_describe(err) for err in exc.errors()]) from None
    except ValueError as exc:  # broken TOML syntax
        raise ConfigError([(str(path), f"это не TOML: {exc}")]) from None


_RUSSIAN = {
    "missing": "обязательный ключ",
    "extra_forbidden": "неизвестный ключ",
    "literal_error": "ожидается одно из: {expected}",
    "int_parsing": "ожидается целое число",
    "int_type": "ожидается целое число",
    "int_from_float": "ожидается целое число",
    "float_parsing": "ожидается число",
    "float_type": "ожидается число",
    "greater_than": "должно быть больше {gt}",
    "greater_than_equal": "должно быть не меньше {ge}",
    "less_than_equal": "должно быть не больше {le}",
    "list_type": "ожидается список, например [123456789]",
    "string_type": "ожидается строка в кавычках",
    "dict_type": "ожидается раздел [имя]",
}


def _describe(err: Any) -> tuple[str, str]:
    """One problem as (key, what is expected) in Russian, never echoing secrets."""
    key = ".".join(str(part) for part in err["loc"])
    kind = err["type"]
    across_keys = not key  # a check of the whole config: its input is everything, tokens too
    if kind == "value_error":
        msg = str(err["msg"]).removeprefix("Value error, ")
        if across_keys and ": " in msg:  # such a check names its key itself
            key, msg = msg.split(": ", 1)
    else:
        ctx = {k: str(v).replace(" or ", ", ") for k, v in err.get("ctx", {}).items()}
        msg = _RUSSIAN.get(kind, str(err["msg"])).format(**ctx)
    secret = any(word in key for word in ("token", "secret"))
    if kind in ("missing", "extra_forbidden") or secret or across_keys:
        return key, msg
    return key, f"{msg} (сейчас: {err.get('input')!r})"
