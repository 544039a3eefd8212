"""VK API 5.199 as its official schema states it: every call the sandbox answers is checked here.

The vendored schema (`sandbox/specs/vk/`, VKCOM/vk-api-schema) gives each method's parameters
with their types, formats, limits and enums, and the error messages; the limits VK states only
in prose (text 4096 characters, keyboard sizes, labels, payloads, `random_id`) are added here.
A call VK would refuse raises the `VkError` VK answers; a parameter VK would silently ignore is
returned as a note, so the sandbox answers as VK does and the test still fails.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from sandbox.vk.vk_protocol import VkError

SPEC_DIR = Path(__file__).resolve().parent.parent / "specs" / "vk"
SECTIONS = ("messages", "groups", "users", "utils", "photos", "docs", "execute")
# Parameters every method takes (dev.vk.com/api/api-requests), absent from the method lists.
GLOBAL = frozenset({"access_token", "v", "lang", "test_mode", "captcha_sid", "captcha_key"})
# Documented on dev.vk.com but missing from the schema: execute's `code`, and messages.edit's
# `conversation_message_id` (the schema's `cmid`; vkbottle's MessageEvent.edit_message uses it).
_EXTRA = {
    "execute": [{"name": "code", "type": "string", "required": True}],
    "messages.edit": [{"name": "conversation_message_id", "type": "integer", "minimum": 0}],
}
INT32 = (-(2**31), 2**31 - 1)
INT64 = (-(2**63), 2**63 - 1)
_TRUE_FALSE = frozenset({"0", "1", "true", "false"})

# Prose limits (dev.vk.com/api/bots/development/keyboard, messages.send).
TEXT_MAX = 4096
LABEL_MAX = 40
PAYLOAD_MAX = 255
ROW_MAX = 5
INLINE = (6, 10)  # rows, buttons
STANDARD = (10, 40)
# The schema's enum still says "default"; the documentation names "secondary": both are taken.
COLORS = frozenset({"default", "secondary", "positive", "negative", "primary"})


@dataclass(frozen=True)
class Param:
    """One parameter of a method as the schema gives it."""

    name: str
    types: tuple[str, ...]
    format: str | None = None
    required: bool = False
    minimum: float | None = None
    maximum: float | None = None
    max_length: int | None = None
    min_length: int | None = None
    enum: tuple[str, ...] | None = None
    items: str | None = None  # an array's item type
    max_items: int | None = None
    ref: str | None = None  # a JSON object the string carries (e.g. the keyboard)

    @classmethod
    def of(cls, raw: dict[str, Any]) -> Param:
        """Compile a schema entry."""
        kinds = raw["type"] if isinstance(raw["type"], list) else [raw["type"]]
        items = raw.get("items", {}).get("type")
        enum = raw.get("enum")
        return cls(
            raw["name"],
            tuple(kinds),
            raw.get("format"),
            bool(raw.get("required")),
            raw.get("minimum"),
            raw.get("maximum"),
            raw.get("maxLength"),
            raw.get("minLength"),
            tuple(str(e) for e in enum) if enum else None,
            items if isinstance(items, str) else None,
            raw.get("maxItems"),
            raw.get("$ref"),
        )


@dataclass(frozen=True)
class Method:
    """A method of the schema: its name, who may call it, its parameters."""

    name: str
    tokens: frozenset[str]
    params: dict[str, Param]


class VkSpec:
    """The schema compiled once: methods by lower-case name and the error messages."""

    def __init__(self, root: Path = SPEC_DIR) -> None:
        errors = json.loads((root / "errors.json").read_text())["errors"]
        self.errors = {e["code"]: e["description"] for e in errors.values()}
        self.methods: dict[str, Method] = {}
        for section in SECTIONS:
            for raw in json.loads((root / section / "methods.json").read_text())["methods"]:
                entries = raw.get("parameters", []) + _EXTRA.get(raw["name"], [])
                params = {p["name"]: Param.of(p) for p in entries}
                tokens = frozenset(raw.get("access_token_type", []))
                self.methods[raw["name"].lower()] = Method(raw["name"], tokens, params)

    def check(self, method: str, raw: dict[str, str]) -> list[str]:
        """Refuse the call as VK would (VkError); return what VK would silently ignore."""
        spec = self.methods.get(method.lower())
        if spec is None:
            raise VkError(3)
        if "group" not in spec.tokens:
            raise VkError(27, "method is unavailable with group auth")
        unknown = [name for name in raw if name not in spec.params and name not in GLOBAL]
        ignored = [f"unknown parameter {name!r}" for name in unknown]
        for param in spec.params.values():
            value = raw.get(param.name)
            if value is None or value == "":
                if param.required:
                    raise VkError(100, f"{param.name} is undefined")
                continue
            _check_value(param, value)
        if spec.name == "messages.send":
            _check_send(raw)
        if spec.name in ("messages.send", "messages.edit") and raw.get("keyboard"):
            check_keyboard(raw["keyboard"])
        return ignored


def _check_value(param: Param, value: str) -> None:
    """Check one present parameter against its type, format, range, length and enum."""
    name = param.name
    if "string" in param.types:
        if param.max_length is not None and len(value) > param.max_length:
            raise VkError(100, f"{name} is longer than {param.max_length} characters")
        if param.min_length is not None and len(value) < param.min_length:
            raise VkError(100, f"{name} is shorter than {param.min_length} characters")
        if param.enum is not None and value not in param.enum:
            raise VkError(100, f"{name} should be one of {', '.join(param.enum)}")
        if param.format == "json" or (param.ref is not None and "keyboard" not in param.ref):
            _json(name, value)
        return
    if param.types == ("integer",):
        _integer(param, name, value)
    elif param.types == ("number",):
        try:
            float(value)
        except ValueError:
            raise VkError(100, f"{name} not number") from None
    elif param.types == ("boolean",):
        if value.lower() not in _TRUE_FALSE:
            raise VkError(100, f"{name} should be 0 or 1")
    elif param.types == ("array",):
        items = [item.strip() for item in value.split(",")]
        if param.max_items is not None and len(items) > param.max_items:
            raise VkError(100, f"{name} should hold at most {param.max_items} items")
        if param.items == "integer":
            for item in items:
                _integer(Param(name, ("integer",), format="int64"), name, item)


def _integer(param: Param, name: str, value: str) -> None:
    """An integer within its format's width (int64 where the schema says so, else int32)."""
    try:
        number = int(value)
    except ValueError:
        raise VkError(100, f"{name} not integer") from None
    low, high = INT64 if param.format == "int64" else INT32
    if not low <= number <= high:
        raise VkError(100, f"{name} is out of range")
    if param.minimum is not None and number < param.minimum:
        raise VkError(100, f"{name} should be not less than {param.minimum:g}")
    if param.maximum is not None and number > param.maximum:
        raise VkError(100, f"{name} should be not more than {param.maximum:g}")
    if param.enum is not None and value not in param.enum:
        raise VkError(100, f"{name} should be one of {', '.join(param.enum)}")


def _json(name: str, value: str) -> Any:
    """A string parameter that carries JSON, parsed."""
    try:
        return json.loads(value)
    except ValueError:
        raise VkError(100, f"{name} is not valid JSON") from None


def _check_send(raw: dict[str, str]) -> None:
    """messages.send's prose rules: a random_id, a recipient, text of at most 4096."""
    if raw.get("random_id", "") == "":  # 0 is allowed: no deduplication then
        raise VkError(100, "random_id is undefined")
    if not any(raw.get(k) for k in ("peer_id", "peer_ids", "user_id", "domain", "chat_id")):
        raise VkError(100, "peer_id is undefined")
    if len(raw.get("message") or "") > TEXT_MAX:
        raise VkError(914)


def check_keyboard(text: str) -> None:
    """A keyboard per messages/objects.json and the documented limits (else error 911)."""
    try:
        keyboard = json.loads(text)
    except ValueError:
        raise VkError(911, "keyboard is not valid JSON") from None
    if not isinstance(keyboard, dict):
        raise VkError(911, "keyboard must be an object")
    unknown = set(keyboard) - {"one_time", "inline", "buttons", "author_id"}
    if unknown:
        raise VkError(911, f"unknown keyboard fields {sorted(unknown)}")
    for flag in ("one_time", "inline"):
        if flag in keyboard and not isinstance(keyboard[flag], bool):
            raise VkError(911, f"{flag} must be a boolean")
    rows = keyboard.get("buttons")
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise VkError(911, "buttons must be an array of rows")
    inline = bool(keyboard.get("inline"))
    if inline and keyboard.get("one_time"):
        raise VkError(911, "one_time is for standard keyboards only")
    most_rows, most = INLINE if inline else STANDARD
    count = sum(len(row) for row in rows)
    if count > most or len(rows) > most_rows:
        raise VkError(911, f"at most {most} buttons in {most_rows} rows, got {count}")
    if any(len(row) > ROW_MAX for row in rows):
        raise VkError(911, f"at most {ROW_MAX} buttons in a row")
    for button in itertools.chain.from_iterable(rows):
        _check_button(button)


# Each action type's fields, required ones first (messages/objects.json).
_ACTIONS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "text": (frozenset({"label"}), frozenset({"payload"})),
    "callback": (frozenset({"label"}), frozenset({"payload"})),
    "open_link": (frozenset({"label", "link"}), frozenset({"payload"})),
    "location": (frozenset(), frozenset({"payload"})),
    "vkpay": (frozenset({"hash"}), frozenset({"payload"})),
    "open_app": (frozenset({"label", "app_id", "owner_id"}), frozenset({"payload", "hash"})),
    "open_photo": (frozenset(), frozenset()),
}


def _check_button(button: Any) -> None:
    """One button: its action by type with the fields it needs, label, link, payload, color."""
    if not isinstance(button, dict) or set(button) - {"action", "color"}:
        raise VkError(911, "a button holds action and color only")
    action = button.get("action")
    kind = action.get("type") if isinstance(action, dict) else None
    if not isinstance(action, dict) or kind not in _ACTIONS:
        raise VkError(911, f"unknown action type {kind!r}")
    needed, optional = _ACTIONS[kind]
    if missing := needed - set(action):
        raise VkError(911, f"{kind} button needs {', '.join(sorted(missing))}")
    if extra := set(action) - needed - optional - {"type"}:
        raise VkError(911, f"{kind} button has no field {', '.join(sorted(extra))}")
    label = action.get("label")
    if "label" in action and (not isinstance(label, str) or not label.strip()):
        raise VkError(911, "a label must be a non-empty string")
    if isinstance(label, str) and len(label) > LABEL_MAX:
        raise VkError(911, f"label is longer than {LABEL_MAX} characters")
    if kind == "open_link" and not str(action["link"]).startswith(("http://", "https://")):
        raise VkError(911, "open_link button needs an http(s) link")
    payload = action.get("payload")
    if payload is not None:
        # The schema says a string of JSON; VK takes the JSON itself too (vkbottle sends that).
        if not isinstance(payload, str):
            payload = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
        if len(payload) > PAYLOAD_MAX:
            raise VkError(911, f"payload is longer than {PAYLOAD_MAX} characters")
        try:
            json.loads(payload)
        except ValueError:
            raise VkError(911, "payload is not valid JSON") from None
    if button.get("color") is not None and button["color"] not in COLORS:
        raise VkError(911, f"unknown color {button['color']!r}")


@cache
def vk_spec() -> VkSpec:
    """The schema, read once per process."""
    return VkSpec()


class SpecRecord:
    """What a sandbox keeps of the calls the platform's specification refuses or ignores."""

    spec_violations: list[str]

    def _violation(self, note: str) -> None:
        """Record one violation; a test fails on it unless it expected it."""
        self.spec_violations.append(note)

    @contextmanager
    def expect_violations(self, *fragments: str) -> Iterator[list[str]]:
        """Within the block violations are expected: at least one, each fragment in one.

        They are taken off `spec_violations` and handed to the caller in the yielded list.
        """
        start = len(self.spec_violations)
        seen: list[str] = []
        yield seen
        seen += self.spec_violations[start:]
        del self.spec_violations[start:]
        missing = [f for f in fragments if not any(f in note for note in seen)]
        if not seen or missing:
            raise AssertionError(f"expected violations {missing or fragments}, got {seen}")

    def check_clean(self) -> None:
        """Fail when the bot made a call the platform's specification refuses or ignores."""
        if self.spec_violations:
            found = "\n  ".join(self.spec_violations)
            raise AssertionError(f"calls against the platform's specification:\n  {found}")
