"""The Bot API 10.1 specification compiled into one check per method, run on every request.

The spec (sandbox/specs/telegram, see its README) names each method's parameters with their
types and a prose description; `types` does the same for every object. A method's check is
compiled on its first call and kept for the process: each parameter gets a function for its
types (`Integer`, `Array of X`, objects checked field by field, unions picked by their `type`
field) plus the rules its prose states (tg_spec_rules). A request is then only a dict walk.

Two kinds of violation: those Telegram refuses (400 with its description, raised here as
`Refusal`), and those it accepts although they are wrong, noted and let through: an unknown
parameter or field (real Telegram ignores what it does not know, so refusing it would make the
sandbox answer differently; it is still a bug: a misspelt parameter does nothing), a deep link
whose start parameter the client will drop.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from sandbox.telegram.tg_spec_rules import Refusal, Scope, field_rules, object_rules

# Check(value, scope, path): returns None or raises Refusal; notes go into scope.notes.
Check = Callable[[Any, Scope, str], None]
SCALARS = {"Integer", "Float", "String", "Boolean", "InputFile"}
_INT = re.compile(r"-?\d+")
_FLOAT = re.compile(r"-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?")
# What Telegram says when a required parameter is missing (its own words where known).
_MISSING = {
    "chat_id": "chat_id is empty",
    "text": "message text is empty",
    "message_id": "message identifier is not specified",
    "callback_query_id": "query_id is empty",
}
_REQUIRED_UNLESS = re.compile(r"(?i)required if (\w+) (?:is not|isn't) specified")
_MARKUP_UNPARSED = "can't parse reply keyboard markup JSON object"


@dataclass
class Verdict:
    """The outcome of checking one request: Telegram's refusal, if any, and accepted faults."""

    refusal: str | None = None
    notes: list[str] = field(default_factory=list)
    parsed: dict[str, tuple[str, list[dict[str, Any]]]] = field(default_factory=dict)


@dataclass
class _Param:
    """One compiled parameter of a method."""

    check: Check
    required: bool
    unless: str | None  # required only when this other parameter is absent
    file: bool  # may arrive as an uploaded part instead of a value
    top: Callable[[Any], Any]  # turns the wire form (a form string) into the JSON value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _scalar(name: str, top: bool) -> Check:
    """The check of a scalar type; `top`: a request parameter, which may come as a string."""

    def integer(value: Any, scope: Scope, path: str) -> None:
        if not (_is_int(value) or (top and isinstance(value, str) and _INT.fullmatch(value))):
            raise Refusal(f"invalid {path} specified" if top else _typed(path, "Integer"))

    def number(value: Any, scope: Scope, path: str) -> None:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return
        if top and isinstance(value, str) and _FLOAT.fullmatch(value):
            return
        raise Refusal(_typed(path, "Float"))

    def string(value: Any, scope: Scope, path: str) -> None:
        # The server turns a JSON body's numbers into the strings a form would carry.
        if not isinstance(value, str) and not (top and _is_int(value)):
            raise Refusal(_typed(path, "String"))

    def boolean(value: Any, scope: Scope, path: str) -> None:
        # A parameter is read as true when it says "true" or "1", any other word is false.
        if not isinstance(value, bool) and not (top and isinstance(value, str | int)):
            raise Refusal(_typed(path, "Boolean"))

    return {
        "Integer": integer,
        "Float": number,
        "String": string,
        "InputFile": string,  # attach://<part> or, as a String, a file_id or URL
        "Boolean": boolean,
    }[name]


def _typed(path: str, kind: str) -> str:
    return f'field "{path}" must be of type {kind}'


def _decode(name: str) -> Callable[[Any], Any]:
    """Read a JSON-serialized parameter: a form carries it as a string, a JSON body as is."""
    unparsed = _MARKUP_UNPARSED if name == "reply_markup" else f"can't parse {name} JSON object"

    def decode(value: Any) -> Any:
        if not isinstance(value, str):
            return value
        try:
            return json.loads(value)
        except ValueError:
            raise Refusal(unparsed) from None

    return decode


def _as_is(value: Any) -> Any:
    return value


class TelegramSpec:
    """The compiled specification: `check(method, raw, files)` for every request."""

    def __init__(self, spec: dict[str, Any]) -> None:
        self.version = spec["version"]
        self._methods = {name.lower(): m for name, m in spec["methods"].items()}
        self._types: dict[str, Any] = spec["types"]
        self._compiled: dict[str, dict[str, _Param]] = {}
        self._objects: dict[str, Check] = {}

    def knows(self, method: str) -> bool:
        """Whether the Bot API has a method of this name (Telegram ignores the case)."""
        return method.lower() in self._methods

    def check(self, method: str, raw: dict[str, Any], files: dict[str, Any]) -> Verdict:
        """Check one call of a known method: every parameter known, present and well-formed."""
        params = self._compiled.get(method.lower())
        if params is None:
            params = self._compile(method.lower())
        chat = raw.get("chat_id")
        private = None if chat is None or not _INT.fullmatch(str(chat)) else int(chat) > 0
        scope = Scope(private, raw)
        verdict = Verdict(notes=scope.notes, parsed=scope.parsed)
        try:
            for name, value in raw.items():
                param = params.get(name)
                if param is None:
                    scope.notes.append(f"unknown parameter {name}")
                elif not (param.file and name in files):
                    param.check(param.top(value), scope, name)
            for name, param in params.items():
                if name in raw or (param.file and name in files):
                    continue
                if param.required or (param.unless is not None and param.unless not in raw):
                    raise Refusal(_MISSING.get(name, f"{name} is empty"))
        except Refusal as refusal:
            verdict.refusal = str(refusal)
        return verdict

    # ----- compiling -------------------------------------------------------------------------

    def _compile(self, method: str) -> dict[str, _Param]:
        """Build the checks of one method's parameters from the spec."""
        compiled = {}
        fields = self._methods[method].get("fields", [])
        siblings = [f["name"] for f in fields]
        for spec in fields:
            types, name = spec["types"], spec["name"]
            unless = _REQUIRED_UNLESS.search(spec["description"])
            decoded = not any(t in ("String", "InputFile") for t in types) and any(
                t not in SCALARS for t in types
            )
            compiled[name] = _Param(
                check=self._field(method, spec, siblings, top=True),
                required=spec["required"],
                unless=unless.group(1) if unless else None,
                file="InputFile" in types,
                top=_decode(name) if decoded else _as_is,
            )
        self._compiled[method] = compiled
        return compiled

    def _field(
        self, owner: str, spec: dict[str, Any], siblings: list[str], top: bool = False
    ) -> Check:
        """The check of one field: its types, then the rules its description states."""
        alternatives = [self._type(name, top) for name in spec["types"]]
        typed = alternatives[0] if len(alternatives) == 1 else self._union(spec["types"], top)
        rules = field_rules(owner, spec, siblings)
        if not rules:
            return typed

        def checked(value: Any, scope: Scope, path: str) -> None:
            typed(value, scope, path)
            for rule in rules:
                rule(value, scope, path)

        return checked

    def _type(self, name: str, top: bool = False) -> Check:
        """The check of a type named as the spec names them ("Array of Array of X" too)."""
        if name.startswith("Array of "):
            item = self._type(name.removeprefix("Array of "))

            def array(value: Any, scope: Scope, path: str) -> None:
                if not isinstance(value, list):
                    raise Refusal(f"{path} must be an Array")
                for index, element in enumerate(value):
                    item(element, scope, f"{path}[{index}]")

            return array
        if name in SCALARS:
            return _scalar(name, top)
        # Objects are compiled on first use: types refer to each other, some to themselves.
        return lambda value, scope, path: (self._objects.get(name) or self._object(name))(
            value, scope, path
        )

    def _union(self, names: list[str], top: bool) -> Check:
        """One of several types: the first that fits, else the refusal of the likeliest."""
        checks = [(name, self._type(name, top)) for name in names]
        required = {
            name: [f["name"] for f in self._types[name].get("fields", []) if f["required"]]
            for name in names
            if name in self._types
        }

        def union(value: Any, scope: Scope, path: str) -> None:
            refusals: list[tuple[bool, Refusal]] = []
            for name, check in checks:
                try:
                    return check(value, scope, path)
                except Refusal as refusal:
                    fits = isinstance(value, dict) and all(
                        k in value for k in required.get(name, ["-"])
                    )
                    refusals.append((fits, refusal))
            raise max(refusals, key=lambda pair: pair[0])[1]

        return union

    def _object(self, name: str) -> Check:
        """Compile an object type: its fields, or the subtype its `type` field names."""
        spec = self._types[name]
        if "subtypes" in spec:
            check = self._subtypes(name, spec["subtypes"])
        else:
            check = self._fields(name, spec)
        self._objects[name] = check
        return check

    def _fields(self, name: str, spec: dict[str, Any]) -> Check:
        names = [f["name"] for f in spec.get("fields", [])]
        fields = {f["name"]: self._field(name, f, names) for f in spec.get("fields", [])}
        required = [f["name"] for f in spec.get("fields", []) if f["required"]]
        extra = object_rules(name, spec)

        def obj(value: Any, scope: Scope, path: str) -> None:
            if not isinstance(value, dict):
                raise Refusal(f"{path} must be an Object of type {name}")
            for key in required:
                if key not in value:
                    raise Refusal(f'{path}: field "{key}" must be specified')
            for key, item in value.items():
                check = fields.get(key)
                if check is None:
                    scope.notes.append(f"unknown field {key} in {path} ({name})")
                else:
                    check(item, scope, f"{path}.{key}")
            for rule in extra:
                rule(value, scope, path)

        return obj

    def _subtypes(self, name: str, subtypes: list[str]) -> Check:
        """A union type such as BotCommandScope or InputMedia: picked by its `type` value."""
        by_kind: dict[str, str] = {}
        key = "type"
        for sub in subtypes:
            for f in self._types[sub].get("fields", []):
                kind = re.search(r"must be (\w+)$", f["description"])
                if f["name"] in ("type", "source") and kind:
                    key, by_kind[kind.group(1)] = f["name"], sub

        def union(value: Any, scope: Scope, path: str) -> None:
            if not isinstance(value, dict):
                raise Refusal(f"{path} must be an Object of type {name}")
            sub = by_kind.get(value.get(key))
            if sub is None:
                raise Refusal(f"unsupported {path} {key} {value.get(key)!r} of {name}")
            (self._objects.get(sub) or self._object(sub))(value, scope, path)

        return union


@functools.cache
def telegram_spec() -> TelegramSpec:
    """The Bot API spec shipped with the sandbox, read and indexed once per process."""
    source = resources.files("sandbox").joinpath("specs/telegram/api.min.json")
    return TelegramSpec(json.loads(source.read_text(encoding="utf-8")))
