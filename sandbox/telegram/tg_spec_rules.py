"""The limits the Bot API spec states only in prose, read from its descriptions once.

Each field's description may say "1-64 bytes", "0-1024 characters after entities parsing",
"Must be one of "danger", ...", "An HTTPS URL", "Available only in private chats", "At most
100 commands", "only lowercase English letters, digits and underscores"; an object may say
"Exactly one of the fields other than text, ... must be used". `field_rules` and
`object_rules` turn those sentences into checks. The refusals use Telegram's own words where
known (BUTTON_DATA_INVALID, BOT_COMMAND_INVALID, "message is too long"...).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sandbox.telegram.tg_protocol import ApiError, parse_html

Rule = Callable[[Any, "Scope", str], None]


class Refusal(Exception):
    """Telegram refuses the request: 400 with "Bad Request: " and this description."""


@dataclass
class Scope:
    """What a check needs to know of the request beyond the value at hand."""

    private: bool | None  # the chat is a private one (None: unknown, an inline message)
    raw: dict[str, Any]  # the request's parameters (their parse_mode)
    notes: list[str] = field(default_factory=list)  # accepted, yet wrong (see tg_spec)
    parsed: dict[str, tuple[str, list[dict[str, Any]]]] = field(default_factory=dict)


_SIZE = re.compile(r"(\d+)-(\d+) (characters|bytes)( after entit(?:y|ies) parsing)?")
_AT_MOST = re.compile(r"At most (\d+) ")
_ITEMS = re.compile(r"(\d+)-(\d+) (?:identifiers|items|elements)")
_ENUM_LEAD = re.compile(
    r"(?i)(?:must be one of|must be either|can be one of|currently,? (?:it )?(?:can be|one of)|"
    r"(?:^|\. |, )one of) *\""
)
_QUOTED = re.compile(r'"([^"]*)"')
_PRIVATE = re.compile(r"(?i)available (?:only in private chats|in private chats only)")
_ONE_ACTION = re.compile(r"Exactly one of the fields other than (.+?) must be used")
_HTTP_OR_TG = re.compile(r"(?i)(?:https?|tg)://\S")
_DEEP_LINK = re.compile(r"(?i)^(?:https?://)?(?:t\.me|telegram\.me)/\w+/?\?(.*)$")
_LINK_PARAMS = {"start": 64, "startgroup": 64, "startapp": 512}  # core.telegram.org/api/links
_PAYLOAD = re.compile(r"[A-Za-z0-9_-]*")
_CHARSETS = {
    "only lowercase English letters, digits and underscores": re.compile(r"[a-z0-9_]*"),
    "only A-Z, a-z, 0-9, _ and -": re.compile(r"[A-Za-z0-9_-]*"),
}
PARSE_MODES = {"", "html", "markdown", "markdownv2"}  # Telegram reads them in any case
# Telegram's own words for some refusals, by (owner, field); {v} is the value.
_WORDS = {
    ("InlineKeyboardButton", "callback_data"): "BUTTON_DATA_INVALID",
    ("InlineKeyboardButton", "url"): "inline keyboard button URL '{v}' is invalid: Wrong HTTP URL",
    ("InlineKeyboardButton", "web_app"): "BUTTON_TYPE_INVALID",
    ("WebAppInfo", "url"): (
        "inline keyboard button Web App URL '{v}' is invalid: Only HTTPS links are allowed"
    ),
    ("BotCommand", "command"): "BOT_COMMAND_INVALID",
    ("BotCommand", "description"): "command description must be 1-256 characters long",
    ("setmycommands", "commands"): "BOT_COMMANDS_TOO_MUCH",
}


def _words(owner: str, name: str, default: str, value: Any = "") -> str:
    return _WORDS.get((owner, name), default).format(v=value)


def field_rules(owner: str, spec: dict[str, Any], siblings: list[str]) -> list[Rule]:
    """The rules a field's description states; `owner` is a type or a lower-case method,
    `siblings` the names of its fields (where a parse_mode is found)."""
    text, name, types = spec["description"], spec["name"], spec["types"]
    rules: list[Rule] = []
    if types == ["String"]:
        size = _SIZE.search(text)
        if size and not (size[4] and owner[0].isupper()):  # objects parse in object_rules
            lo, hi, unit = int(size[1]), int(size[2]), size[3]
            rules.append(_length(owner, spec, lo, hi, unit, siblings if size[4] else None))
        rules.extend(_string_rules(owner, name, text))
    elif types[0].startswith("Array of "):
        most = _AT_MOST.search(text)
        items = _ITEMS.search(text)
        if most or items:
            lo, hi = (int(items[1]), int(items[2])) if items else (0, int(most[1]))  # type: ignore[index]
            rules.append(_count(owner, name, lo, hi))
    if _PRIVATE.search(text):
        rules.append(_private_only(owner, name))
    return rules


def _string_rules(owner: str, name: str, text: str) -> list[Rule]:
    """Enumerations, URL schemes and character sets of a String field."""
    rules: list[Rule] = []
    if name.endswith("parse_mode"):
        rules.append(_one_of(owner, name, PARSE_MODES, lower=True))
    elif lead := _ENUM_LEAD.search(text):
        sentence = re.split(r"\.(?: [A-Z]|$)", text[lead.end() - 1 :])[0]
        rules.append(_one_of(owner, name, set(_QUOTED.findall(sentence))))
    if text.startswith("An HTTPS URL"):
        rules.append(_https(owner, name))
    if "HTTP or tg:// URL" in text:
        rules.append(_http_or_tg(owner, name))
    for phrase, charset in _CHARSETS.items():
        if phrase in text:
            rules.append(_charset(owner, name, charset))
    return rules


def object_rules(name: str, spec: dict[str, Any]) -> list[Rule]:
    """Rules on a whole object: one action per button, lengths after its own parse_mode."""
    rules: list[Rule] = []
    fields = [f["name"] for f in spec.get("fields", [])]
    for description in spec.get("description", []):
        if found := _ONE_ACTION.search(description):
            exempt = set(re.findall(r"\w+", found[1])) - {"and"}
            rules.append(_one_action([f for f in fields if f not in exempt]))
    for f in spec.get("fields", []):
        size = _SIZE.search(f["description"])
        if f["types"] == ["String"] and size and size[4]:
            length = _length(name, f, int(size[1]), int(size[2]), size[3], fields, in_object=True)
            rules.append(_parsed_field(f["name"], length))
    return rules


def _parsed_field(key: str, length: Rule) -> Rule:
    """An object's rule checking one of its fields parsed with the object's parse_mode."""

    def parsed(value: Any, scope: Scope, path: str) -> None:
        if key in value:
            length(value, scope, f"{path}.{key}")

    return parsed


def _length(
    owner: str,
    spec: dict[str, Any],
    lo: int,
    hi: int,
    unit: str,
    parsed_with: list[str] | None = None,
    *,
    in_object: bool = False,
) -> Rule:
    """A length in UTF-8 bytes, in characters, or in characters after entity parsing.

    `parsed_with`: the field names next to it when its text is parsed first, to find its
    parse_mode. A parsed field of an object gets the object as its value (`in_object`); of a
    request, the request's parameters (`scope.raw`).
    """
    name = spec["name"]
    mode = f"{name}_parse_mode"
    if parsed_with and mode not in parsed_with:
        mode = "parse_mode"
    empty = "message text is empty" if name == "text" else f"{name} must not be empty"
    long = f"message {'caption ' if name == 'caption' else ''}is too long"
    wrong = f"{name} must be {lo}-{hi} {unit} long"

    def sized(value: Any, scope: Scope, path: str) -> None:
        if parsed_with:
            container = value if in_object else scope.raw
            value = _parsed_text(container, name, mode, scope, path)
            if lo and not value.strip():
                raise Refusal(_words(owner, name, empty))
            if len(value) > hi:
                raise Refusal(_words(owner, name, long if name in ("text", "caption") else wrong))
            return
        size = len(value.encode()) if unit == "bytes" else len(str(value))
        if not lo <= size <= hi:
            raise Refusal(_words(owner, name, wrong, value))

    return sized


def _parsed_text(
    container: dict[str, Any], name: str, mode_key: str, scope: Scope, path: str
) -> str:
    """The text a user sees once the markup is parsed (the sandbox parses HTML only)."""
    raw = str(container.get(name, ""))
    if str(container.get(mode_key, "")).lower() != "html":
        return raw  # Markdown passes unparsed: only HTML markup is checked by the sandbox
    try:
        text, entities = parse_html(raw)
    except ApiError as error:  # "can't parse entities: ...", as Telegram words it
        raise Refusal(error.description.removeprefix("Bad Request: ")) from None
    scope.parsed[path] = (text, entities)
    for entity in entities:
        if "url" in entity:
            deep_link_note(entity["url"], scope, path)
    return text


def _count(owner: str, name: str, lo: int, hi: int) -> Rule:
    def counted(value: Any, scope: Scope, path: str) -> None:
        if not lo <= len(value) <= hi:
            raise Refusal(_words(owner, name, f"{path} must hold {lo}-{hi} elements"))

    return counted


def _one_of(owner: str, name: str, allowed: set[str], lower: bool = False) -> Rule:
    def enumerated(value: Any, scope: Scope, path: str) -> None:
        if (str(value).lower() if lower else value) not in allowed:
            raise Refusal(_words(owner, name, f"unsupported {name}", value))

    return enumerated


def _https(owner: str, name: str) -> Rule:
    def secure(value: Any, scope: Scope, path: str) -> None:
        if not str(value).lower().startswith("https://"):
            default = f"{path} URL '{{v}}' is invalid: Only HTTPS links are allowed"
            raise Refusal(_words(owner, name, default, value))

    return secure


def _http_or_tg(owner: str, name: str) -> Rule:
    def linked(value: Any, scope: Scope, path: str) -> None:
        if not _HTTP_OR_TG.match(str(value)):
            raise Refusal(_words(owner, name, f"{path} URL '{{v}}' is invalid", value))
        deep_link_note(str(value), scope, path)

    return linked


def deep_link_note(url: str, scope: Scope, path: str) -> None:
    """Note a t.me deep link whose start parameter Telegram's clients would not pass on.

    The message is accepted; the link only opens the bot without the parameter, so the
    player's /start arrives bare. A note, not a refusal (see tg_spec).
    """
    link = _DEEP_LINK.match(url)
    if link is None:
        return
    for pair in link[1].split("&"):
        key, _, payload = pair.partition("=")
        most = _LINK_PARAMS.get(key)
        if most is not None and not (1 <= len(payload) <= most and _PAYLOAD.fullmatch(payload)):
            scope.notes.append(
                f"{path}: deep link {url!r}: {key} must be 1-{most} of A-Z, a-z, 0-9, _ and -"
            )


def _charset(owner: str, name: str, charset: re.Pattern[str]) -> Rule:
    def spelt(value: Any, scope: Scope, path: str) -> None:
        if not charset.fullmatch(str(value)):
            raise Refusal(_words(owner, name, f"{name} has unallowed characters", value))

    return spelt


def _private_only(owner: str, name: str) -> Rule:
    def private(value: Any, scope: Scope, path: str) -> None:
        if scope.private is False:
            raise Refusal(_words(owner, name, f"{path} is available only in private chats"))

    return private


def _one_action(actions: list[str]) -> Rule:
    """Exactly one of an inline button's action fields (callback_data, url, web_app...)."""

    def one(value: Any, scope: Scope, path: str) -> None:
        used = [key for key in actions if key in value]
        if not used:
            raise Refusal("text buttons are unallowed in the inline keyboard")
        if len(used) > 1:
            raise Refusal(f"can't parse inline keyboard button: only one of {used} may be set")

    return one
