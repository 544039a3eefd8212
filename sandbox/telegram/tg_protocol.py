"""The Bot API's rules on the wire: limits, error answers, request parameters, HTML entities."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Any

from sandbox.base_sandbox import ApiParams

_HTML_TAGS = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "span": "spoiler",
    "a": "text_link",
    "code": "code",
    "pre": "pre",
    "blockquote": "blockquote",
    "tg-emoji": "custom_emoji",
}
_HTML_TOKEN = re.compile(r"<[^>]*>|<|&(?:#\d+|#[xX][0-9a-fA-F]+|lt|gt|amp|quot);")
COMMAND = re.compile(r"/[A-Za-z0-9_]{1,32}(?:@(\w+))?")


@dataclass(frozen=True)
class Limits:
    """Size limits and flood limits of the Bot API; `enabled=False` switches flood limits off.

    Each flood limit is a sliding window: `*_burst` sends in any `*_burst / rate` seconds
    (30 in any 1 s overall, 3 in any 3 s per chat, 20 in any 60 s per group).
    """

    enabled: bool = True
    global_per_sec: float = 30.0
    global_burst: int = 30
    chat_per_sec: float = 1.0
    chat_burst: int = 3
    group_per_min: float = 20.0
    group_burst: int = 20
    # Messages sent with allow_paid_broadcast (when the bot may pay): their own overall limit.
    paid_per_sec: float = 1000.0
    paid_burst: int = 1000
    text_max: int = 4096
    caption_max: int = 1024
    callback_data_max: int = 64
    photo_sides_max: int = 10_000  # width plus height of a photo
    download_max: int = 20 * 2**20  # the biggest file getFile lets a bot download


class ApiError(Exception):
    """An error answer of the Bot API: HTTP status, description and optional retry_after."""

    def __init__(self, code: int, description: str, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.code, self.description, self.retry_after = code, description, retry_after

    def payload(self) -> dict[str, Any]:
        """Return the JSON body Telegram sends for this error."""
        body = {"ok": False, "error_code": self.code, "description": self.description}
        if self.retry_after is not None:
            body["parameters"] = {"retry_after": self.retry_after}
        return body


# The answer to allow_paid_broadcast from a bot that cannot pay for it (Telegram asks for a
# balance of 10,000 Stars; the Bot API does not document the wording: this is MTProto's).
PAID_BROADCAST_REFUSED = "BALANCE_TOO_LOW"


def bad_request(description: str) -> ApiError:
    """Build a 400 error with Telegram's 'Bad Request: ' prefix."""
    return ApiError(400, f"Bad Request: {description}")


def utf16_len(text: str) -> int:
    """Return the length in UTF-16 code units, the unit of Telegram entity offsets."""
    return len(text.encode("utf-16-le")) // 2


def compact(data: dict[str, Any]) -> dict[str, Any]:
    """Drop None values, as the Bot API omits absent optional fields."""
    return {key: value for key, value in data.items() if value is not None}


def _html_entity(tag: str, offset: int, length: int, attrs: str) -> dict[str, Any]:
    """Turn a closed HTML tag into a MessageEntity dict."""
    entity: dict[str, Any] = {"type": _HTML_TAGS[tag], "offset": offset, "length": length}
    if tag == "a":
        href = re.search(r"href\s*=\s*[\"']?([^\"'\s>]*)", attrs)
        entity["url"] = html.unescape(href.group(1)) if href else ""
    elif tag == "tg-emoji":
        emoji = re.search(r"emoji-id\s*=\s*[\"']?(\d+)", attrs)
        entity["custom_emoji_id"] = emoji.group(1) if emoji else ""
    return entity


def _where(source: str, match: re.Match[str]) -> str:
    """Where a bad tag starts, as Telegram says it: in bytes (worked out only for an error)."""
    return f"at byte offset {len(source[: match.start()].encode())}"


def parse_html(source: str) -> tuple[str, list[dict[str, Any]]]:
    """Strip Telegram HTML into plain text plus entities, failing like the Bot API on bad tags."""
    plain: list[str] = []
    stack: list[tuple[str, int, str]] = []
    entities: list[dict[str, Any]] = []
    length = last = 0
    for match in _HTML_TOKEN.finditer(source):
        plain.append(source[last : match.start()])
        length += utf16_len(plain[-1])
        last, token = match.end(), match.group()
        if token.startswith("&"):
            plain.append(html.unescape(token))
            length += utf16_len(plain[-1])
        elif token == "<":
            raise bad_request(f"can't parse entities: Unclosed start tag {_where(source, match)}")
        elif token.startswith("</"):
            name = token[2:-1].strip().lower()
            if not stack:
                raise bad_request(
                    f"can't parse entities: Unexpected end tag {_where(source, match)}"
                )
            tag, start, attrs = stack.pop()
            if name != tag:
                raise bad_request(
                    "can't parse entities: Unmatched end tag "
                    f'{_where(source, match)}, expected "</{tag}>", '
                    f'found "</{name}>"'
                )
            if length > start:
                entities.append(_html_entity(tag, start, length - start, attrs))
        else:
            name, _, attrs = token[1:-1].replace("\n", " ").partition(" ")
            if name.lower() not in _HTML_TAGS:
                where = _where(source, match)
                raise bad_request(f'can\'t parse entities: Unsupported start tag "{name}" {where}')
            stack.append((name.lower(), length, attrs))
    plain.append(source[last:])
    if stack:
        missing = f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"'
        raise bad_request(f"can't parse entities: {missing}")
    entities.sort(key=lambda e: (e["offset"], -e["length"]))
    return "".join(plain), entities


def command_entities(text: str) -> list[dict[str, Any]]:
    """Mark a leading /command (or /command@bot) the way Telegram clients do."""
    found = COMMAND.match(text)
    if found is None:
        return []
    return [{"type": "bot_command", "offset": 0, "length": utf16_len(found.group())}]


@dataclass
class StoredFile:
    """A file the bot uploaded (or an uploaded part before storing), found by file_id or path."""

    name: str
    data: bytes
    file_id: str = ""
    unique_id: str = ""
    path: str = ""
    kind: str = ""  # photo or document, once stored

    def as_json(self) -> dict[str, Any]:
        """Return the File object for getFile."""
        data = {"file_id": self.file_id, "file_unique_id": self.unique_id}
        return data | {"file_size": len(self.data), "file_path": self.path}


class Params(ApiParams):
    """Request parameters, which arrive as strings or as JSON values, plus uploaded parts."""

    def __init__(self, raw: dict[str, Any], files: dict[str, StoredFile] | None = None) -> None:
        super().__init__(raw)
        self.files = files or {}
        # Texts parsed with their parse_mode by the spec check, by parameter name.
        self.parsed: dict[str, tuple[str, list[dict[str, Any]]]] = {}

    def invalid_int(self, name: str) -> Exception:
        """Word a bad integer the way Telegram does."""
        return bad_request(f"invalid {name} specified")

    def invalid_json(self, name: str) -> Exception:
        """Word bad JSON the way Telegram does."""
        return bad_request(f"can't parse {name} JSON object")

    def as_bool(self, name: str) -> bool:
        """Return the parameter as a flag (aiogram sends JSON 'true'/'false')."""
        value = self.raw.get(name)
        return value is True or str(value).lower() in ("true", "1")
