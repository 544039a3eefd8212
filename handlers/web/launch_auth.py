"""Who opened a Mini App: Telegram's `initData` and VK's launch parameters, signatures checked.

Telegram (Bot API, «Validating data received via the Mini App»): the data-check-string is every
received field but `hash`, sorted by key, as `key=value` lines joined by "\\n"; the secret key
is HMAC-SHA256 of the bot token with the key "WebAppData"; the hash is the hex HMAC-SHA256 of
the data-check-string with that secret key. VK («Параметры запуска», `sign`): the `vk_*`
parameters sorted by key, joined as a query string, HMAC-SHA256 with the app's secret key,
base64url without padding. Standard library only: `hmac.compare_digest` compares in constant
time, and neither platform's SDK is needed on the web door.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from dataclasses import dataclass
from urllib.parse import parse_qsl, urlencode

from bot.envelope import Platform

MAX_AGE = 24 * 60 * 60  # launch data older than a day is refused (the rule)
MAX_LENGTH = 8192  # longer launch data is no platform's: refused before any parsing


class LaunchRefused(Exception):
    """The launch data is missing, forged or stale: the request gets 403."""


@dataclass(frozen=True, slots=True)
class LaunchUser:
    """The person a platform vouches for, as its signed launch data names him."""

    platform: str
    user_id: int
    name: str | None  # VK's launch parameters carry no name
    username: str | None
    locale: str | None
    start_param: str | None  # what the link opened the app with (`startapp`, VK's hash)


def _fields(raw: str) -> dict[str, str]:
    """A query string as a dict; a key given twice or a malformed pair is refused."""
    if not raw or len(raw) > MAX_LENGTH:
        raise LaunchRefused("empty or oversized")
    try:
        pairs = parse_qsl(raw.removeprefix("?"), keep_blank_values=True, strict_parsing=True)
    except ValueError as exc:
        raise LaunchRefused("malformed") from exc
    fields = dict(pairs)
    if len(fields) != len(pairs):
        raise LaunchRefused("a key given twice")
    return fields


def _fresh(stamp: str | None, now: float, max_age: float) -> None:
    if stamp is None or not stamp.isdecimal():
        raise LaunchRefused("no date")
    if not -60 <= now - int(stamp) <= max_age:  # a minute of clock skew into the future
        raise LaunchRefused("stale")


def _telegram_hash(fields: dict[str, str], token: str) -> str:
    check = "\n".join(f"{key}={value}" for key, value in sorted(fields.items()))
    secret = hmac.new(b"WebAppData", token.encode(), hashlib.sha256).digest()
    return hmac.new(secret, check.encode(), hashlib.sha256).hexdigest()


def telegram_user(init_data: str, token: str, now: float, max_age: float = MAX_AGE) -> LaunchUser:
    """The Telegram user of a Mini App's `initData`; LaunchRefused when forged or stale."""
    fields = _fields(init_data)
    given = fields.pop("hash", "")
    if not token or not given:
        raise LaunchRefused("no hash")
    if not hmac.compare_digest(_telegram_hash(fields, token), given.lower()):
        raise LaunchRefused("forged")
    _fresh(fields.get("auth_date"), now, max_age)
    try:
        user = json.loads(fields["user"])
        user_id = int(user["id"])
    except (KeyError, ValueError, TypeError) as exc:
        raise LaunchRefused("no user") from exc
    name = " ".join(str(user[part]) for part in ("first_name", "last_name") if user.get(part))
    code = str(user.get("language_code") or "").lower()
    return LaunchUser(
        Platform.TELEGRAM,
        user_id,
        name or str(user_id),
        user.get("username"),
        "en" if code.startswith("en") else "ru",  # as the Telegram door decides (actor_of)
        fields.get("start_param"),
    )


def sign_telegram(fields: dict[str, str], token: str) -> str:
    """`initData` as Telegram signs it: the fields and their hash (for tests and the demo)."""
    return urlencode({**fields, "hash": _telegram_hash(fields, token)})


def _vk_sign(fields: dict[str, str], secret: str) -> str:
    ordered = urlencode(sorted((k, v) for k, v in fields.items() if k.startswith("vk_")))
    digest = hmac.new(secret.encode(), ordered.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def vk_user(
    query: str, secret: str, app_id: int, now: float, max_age: float = MAX_AGE
) -> LaunchUser:
    """The VK user of a Mini App's launch parameters; LaunchRefused when forged or stale."""
    fields = _fields(query)
    given = fields.get("sign", "")
    if not secret or not given:
        raise LaunchRefused("no sign")
    if not hmac.compare_digest(_vk_sign(fields, secret), given):
        raise LaunchRefused("forged")
    if app_id and fields.get("vk_app_id") != str(app_id):
        raise LaunchRefused("another app")  # signed, but for another app of the same owner
    if "vk_ts" in fields:  # VK signs the launch moment: the same day limit as Telegram's
        _fresh(fields["vk_ts"], now, max_age)
    user_id = fields.get("vk_user_id", "")
    if not user_id.isdecimal():
        raise LaunchRefused("no user")
    language = fields.get("vk_language", "")
    return LaunchUser(
        Platform.VK,
        int(user_id),
        None,
        None,
        "en" if language.startswith("en") else "ru",
        None,  # VK gives the link's part after # to the page itself, not to the signed query
    )


def sign_vk(fields: dict[str, str], secret: str) -> str:
    """Launch parameters as VK signs them (for tests and the demo)."""
    return urlencode({**fields, "sign": _vk_sign(fields, secret)})
