"""VK's `execute`: up to 25 API calls written in VKScript, answered as one request.

Only the subset a bot sends is understood: `return <value>;` where the value is a call
`API.section.method({...})`, a JSON literal, or an array of those. Arguments are JSON objects
(VKScript's object literals with quoted keys). As on VK, the whole request takes one token of
the 20-a-second limit; a call that fails leaves `false` in its place and an entry in
`execute_errors`, and the other calls go through.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from sandbox.vk.vk_protocol import Params, VkError
from sandbox.vk.vk_validation import VkChecks

MAX_CALLS = 25  # API calls one execute may make (dev.vk.com/method/execute)
_CALL = re.compile(r"API\.([A-Za-z]+)\.([A-Za-z]+)\s*\(")
_DECODER = json.JSONDecoder()


@dataclass
class Executed:
    """An execute answer: the script's value and the errors of the calls that failed."""

    response: Any
    errors: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class _Call:
    """One `API.x.y({...})` found in the script, answered after parsing."""

    method: str
    params: dict[str, Any]


class _Script:
    """A recursive-descent reader of the VKScript subset above."""

    def __init__(self, code: str) -> None:
        self.code, self.at = code, 0
        self.calls: list[_Call] = []

    def fail(self, detail: str) -> VkError:
        return VkError(12, detail)

    def skip(self) -> None:
        while self.at < len(self.code) and self.code[self.at].isspace():
            self.at += 1

    def expect(self, token: str) -> None:
        self.skip()
        if not self.code.startswith(token, self.at):
            raise self.fail(f"'{token}' expected at {self.at}")
        self.at += len(token)

    def program(self) -> Any:
        self.expect("return")
        value = self.value()
        self.skip()
        if self.code.startswith(";", self.at):
            self.at += 1
        self.skip()
        if self.at != len(self.code):
            raise self.fail(f"unexpected text at {self.at}")
        return value

    def value(self) -> Any:
        self.skip()
        if self.code.startswith("[", self.at):
            self.at += 1
            items: list[Any] = []
            self.skip()
            if self.code.startswith("]", self.at):
                self.at += 1
                return items
            while True:
                items.append(self.value())
                self.skip()
                if self.code.startswith("]", self.at):
                    self.at += 1
                    return items
                self.expect(",")
        found = _CALL.match(self.code, self.at)
        if found is not None:
            self.at = found.end()
            self.skip()
            params: Any = {}
            if not self.code.startswith(")", self.at):
                params = self.literal()
                if not isinstance(params, dict):
                    raise self.fail("a method's parameters must be an object")
            self.expect(")")
            call = _Call(f"{found[1]}.{found[2]}", params)
            self.calls.append(call)
            return call
        return self.literal()

    def literal(self) -> Any:
        try:
            value, self.at = _DECODER.raw_decode(self.code, self.at)
        except ValueError:
            raise self.fail(f"value expected at {self.at}") from None
        return value


def _as_param(value: Any) -> str:
    """A VKScript value as the string an HTTP parameter would carry."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, list):
        return ",".join(_as_param(item) for item in value)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


class VkExecute(VkChecks):
    """The execute method."""

    async def _m_execute(self, p: Params) -> Executed:
        """Run the calls of a script in order; failed ones answer false."""
        script = _Script(p.as_str("code") or "")
        shape = script.program()
        if len(script.calls) > MAX_CALLS:
            raise VkError(13, "Too many API calls")
        executed = Executed(None)
        answers: dict[int, Any] = {}
        for call in script.calls:
            answers[id(call)] = await self._inner(call, executed)
        executed.response = _filled(shape, answers)
        return executed

    async def _inner(self, call: _Call, executed: Executed) -> Any:
        """One call of the script: its answer, or False and an entry in execute_errors."""
        method, handler = self._method(call.method)
        raw = {key: _as_param(value) for key, value in call.params.items()}
        peer = raw.get("peer_id") or raw.get("user_id") or raw.get("peer_ids", "").split(",")[0]
        try:
            if method == "execute":
                raise VkError(3)
            self._check_spec(method, raw)
            if handler is None:
                self._violation(f"{method}: a method VK has that the sandbox does not simulate")
                raise VkError(3)
            answer = await handler(Params(raw))
            code = 0
        except VkError as err:
            code, answer = err.code, False
            error = {"method": method, "error_code": err.code, "error_msg": err.msg}
            executed.errors.append(error)
        # Logged as the call it is, marked inner: it used no token of its own.
        self._record(method, int(peer) if peer.lstrip("-").isdigit() else None, code, inner=True)
        return answer


def _filled(shape: Any, answers: dict[int, Any]) -> Any:
    """The script's value with every call replaced by its answer."""
    if isinstance(shape, _Call):
        return answers[id(shape)]
    if isinstance(shape, list):
        return [_filled(item, answers) for item in shape]
    return shape
