"""The VK API's rules on the wire: limits, error codes and answers, request parameters."""

from __future__ import annotations

import json
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

from aiohttp import web

from sandbox.base_sandbox import ApiParams
from sandbox.shared import Fault, inject_transport_fault

API_VERSION = "5.199"
CHAT_PEER_BASE = 2_000_000_000  # a conversation's peer_id is this plus its local id
ERRORS = {
    1: "Unknown error occurred",
    3: "Unknown method passed",
    5: "User authorization failed: invalid access_token",
    6: "Too many requests per second",
    7: "Permission to perform this action is denied",
    8: "Invalid request",
    9: "Flood control",
    10: "Internal server error",
    12: "Unable to compile code",
    13: "Runtime error occurred during code invocation",
    15: "Access denied",
    27: "Group authorization failed",
    100: "One of the parameters specified was missing or invalid",
    113: "Invalid user id",
    121: "Invalid hash",
    901: "Can't send messages for users without permission",
    902: "Can't send messages to this user due to their privacy settings",
    911: "Keyboard format is invalid",
    914: "Message is too long",
    917: "You don't have access to this chat",
    920: "Can't edit this kind of message",
    924: "Can't delete this message for everybody",
    925: "You are not admin of this chat",
    935: "User not found in chat",
}


@dataclass(frozen=True)
class Limits:
    """VK's limits; `enabled=False` switches the request-rate limit off, not the format checks."""

    enabled: bool = True
    # A sliding window per token over all methods: `requests_burst` in any burst/rate seconds.
    requests_per_sec: float = 20.0
    requests_burst: int = 20
    text_max: int = 4096
    label_max: int = 40
    payload_max: int = 255
    inline_buttons_max: int = 10
    inline_rows_max: int = 6
    buttons_max: int = 40
    rows_max: int = 10
    row_buttons_max: int = 5
    snackbar_max: int = 90
    peer_ids_max: int = 100
    attachments_max: int = 10
    photo_max: int = 50 * 2**20  # bytes of a message photo
    photo_sides_max: int = 14_000  # width plus height
    doc_max: int = 200 * 2**20  # bytes of a document


class VkError(Exception):
    """A VK API error answer: code plus VK's message (and an optional detail after a colon)."""

    def __init__(self, code: int, detail: str | None = None) -> None:
        base = ERRORS.get(code, f"Error {code}")
        self.code, self.msg = code, f"{base}: {detail}" if detail else base
        super().__init__(self.msg)


def bad_param(detail: str) -> VkError:
    """Build error 100 with a detail, as VK words its parameter errors."""
    return VkError(100, detail)


class UploadError(Exception):
    """A file an upload server refuses; the text is the "error" of its JSON answer."""


def compact_json(value: Any) -> str:
    """Serialise like VK stores payloads: no spaces, Cyrillic as is."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class Params(ApiParams):
    """Request parameters, which all arrive as strings."""

    def invalid_int(self, name: str) -> Exception:
        """Word a bad integer the way VK does."""
        return bad_param(f"{name} not integer")

    def invalid_json(self, name: str) -> Exception:
        """Word bad JSON the way VK does."""
        return bad_param(f"{name} is not valid JSON")

    def as_ints(self, name: str) -> list[int]:
        """Return a comma-separated list of integers (vkbottle joins lists with commas)."""
        value = self.raw.get(name) or ""
        try:
            return [int(part) for part in value.split(",") if part.strip()]
        except ValueError:
            raise bad_param(f"{name} should be a list of integers") from None


async def read_params(request: web.Request) -> dict[str, str]:
    """Collect the string parameters of the query string and of a form body."""
    raw = dict(request.query)
    if request.body_exists:
        raw |= {k: v for k, v in (await request.post()).items() if isinstance(v, str)}
    return raw


def error_json(err: VkError, method: str, raw: dict[str, str]) -> dict[str, Any]:
    """Return VK's error object; request_params echo the call without the token."""
    params = [{"key": "method", "value": method}, {"key": "oauth", "value": "1"}]
    params += [{"key": k, "value": v} for k, v in raw.items() if k != "access_token"]
    return {"error_code": err.code, "error_msg": err.msg, "request_params": params}


async def fault_answer(request: web.Request, fault: Fault) -> web.StreamResponse | None:
    """Answer a 5xx page or drop the connection; None lets the call go on (maybe late)."""
    if fault.kind == "5xx":  # VK's front ends answer an HTML page then
        phrase = f"{fault.status} {HTTPStatus(fault.status).phrase}"
        html = f"<html><head><title>{phrase}</title></head><body>{phrase}</body></html>"
        return web.Response(status=fault.status, text=html, content_type="text/html")
    if await inject_transport_fault(request, fault):
        return web.Response()  # the connection is gone; nothing will be written
    return None
