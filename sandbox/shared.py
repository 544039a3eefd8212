"""Machinery shared by the messenger sandboxes: wake-ups, faults, inboxes, transcript, files."""

from __future__ import annotations

import asyncio
import contextlib
import json
import mimetypes
import struct
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from ipaddress import ip_address
from typing import Any, Generic, Literal, Protocol, TypeVar
from urllib.parse import urlsplit

from aiohttp import web

# How long a scripted person waits for the bot: generous, since a busy CI machine is slow
# and a waiting test costs nothing while the answer comes quickly.
WAIT = 30.0

FaultKind = Literal["5xx", "timeout", "drop", "error"]
Match = str | Callable[[Any], Any]


class Signal:
    """A broadcast wake-up: every `fire` releases all current waiters at once."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def fire(self) -> None:
        """Wake everybody waiting now; later waiters wait for the next fire."""
        self._event.set()
        self._event = asyncio.Event()

    async def wait(self, timeout: float | None) -> None:
        """Return at the next fire or after `timeout` seconds, whichever comes first."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._event.wait(), timeout)


async def wait_until(signal: Signal, predicate: Callable[[], Any], timeout: float) -> Any:
    """Wait until predicate() is truthy and return it, rechecking whenever `signal` fires."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not (value := predicate()):
        remaining = deadline - asyncio.get_running_loop().time()
        if remaining <= 0:
            raise AssertionError(f"condition {predicate!r} not met within {timeout}s")
        await signal.wait(remaining)
    return value


def image_size(data: bytes) -> tuple[str, int, int] | None:
    """Return (format, width, height) of a PNG, JPEG or GIF image, None for anything else."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR" and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return ("png", width, height) if width and height else None
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return ("gif", width, height) if width and height else None
    if data[:3] != b"\xff\xd8\xff":
        return None
    index = 2  # walk the JPEG segments up to a start-of-frame, which holds the size
    while index + 9 <= len(data):
        if data[index] != 0xFF:
            return None
        marker = data[index + 1]
        if marker == 0xFF:  # fill byte
            index += 1
            continue
        if marker == 0x01 or 0xD0 <= marker <= 0xD8:  # segments without a length
            index += 2
            continue
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", data[index + 5 : index + 9])
            return ("jpeg", width, height) if width and height else None
        index += 2 + int.from_bytes(data[index + 2 : index + 4], "big")
    return None


def fits_photo_limits(width: int, height: int, sides_max: int) -> bool:
    """Tell whether a photo's sides stay within both messengers' rules: a sum cap and 1:20."""
    return width + height <= sides_max and max(width, height) <= 20 * min(width, height)


def mime_type(name: str) -> str:
    """Guess a file's MIME type from its name, octet-stream when unknown."""
    return mimetypes.guess_type(name)[0] or "application/octet-stream"


def make_png(width: int = 2, height: int = 2, rgb: tuple[int, int, int] = (200, 30, 30)) -> bytes:
    """Build a valid one-colour PNG, for scripted users and tests that need a real picture."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body)
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    row = b"\x00" + bytes(rgb) * width  # filter type 0, then the pixels
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    body = chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * height))
    return b"\x89PNG\r\n\x1a\n" + body + chunk(b"IEND", b"")


def media_label(items: Iterable[tuple[str, str]]) -> str:
    """Render (kind, file name) pairs for the transcript: "[photo chart.png] [document a.csv]"."""
    return " ".join(f"[{kind} {name}]" for kind, name in items)


def is_loopback(host: str | None) -> bool:
    """Tell whether a webhook host stays on this machine."""
    try:
        return host == "localhost" or ip_address(host or "").is_loopback
    except ValueError:
        return False


def is_loopback_url(url: str) -> bool:
    """Tell whether an http(s) URL stays on this machine, so nothing is posted elsewhere."""
    parts = urlsplit(url)
    return parts.scheme in ("http", "https") and is_loopback(parts.hostname)


async def cancel_task(task: asyncio.Task[Any]) -> None:
    """Cancel a background task and wait until it has finished."""
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task


async def serve(app: web.Application, port: int) -> tuple[web.AppRunner, int]:
    """Serve `app` on 127.0.0.1; return the runner and the port (ephemeral when port=0)."""
    # handler_cancellation: a client that gives up (a bot stopping its polling) must not
    # leave its long poll parked on the server.
    runner = web.AppRunner(app, handler_cancellation=True, shutdown_timeout=0.5, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    return runner, runner.addresses[0][1]


def json_response(body: dict[str, Any], status: int = 200) -> web.Response:
    """Serialise an API answer as UTF-8 JSON, Cyrillic as is."""
    dumps = lambda data: json.dumps(data, ensure_ascii=False)  # noqa: E731
    return web.json_response(body, status=status, dumps=dumps)


@dataclass
class Fault:
    """One injected failure: which method (None = any), what happens, how many calls remain."""

    method: str | None
    kind: FaultKind
    remaining: int
    status: int = 502
    delay: float = 5.0
    code: int = 10  # the API error code of kind "error"


class Faults:
    """Failures consumed by the next matching API calls, for robustness tests."""

    def __init__(self, kinds: Iterable[str] = ("5xx", "timeout", "drop")) -> None:
        self.kinds = frozenset(kinds)  # what this sandbox knows how to inject
        self.pending: list[Fault] = []

    def add(
        self,
        method: str | None,
        kind: FaultKind,
        count: int = 1,
        status: int = 502,
        delay: float = 5.0,
        code: int = 10,
    ) -> None:
        """Make the next `count` calls of `method` (any method if None) fail in the given way."""
        if kind not in self.kinds or count < 1:
            raise ValueError(f"unknown fault kind {kind!r} or count {count}")
        fault = Fault(method.lower() if method else None, kind, count, status, delay, code)
        self.pending.append(fault)

    def take(self, method: str, wildcard: bool = True) -> Fault | None:
        """Consume the first fault for `method`; `wildcard=False` skips faults for any method."""
        for fault in self.pending:
            if fault.method == method.lower() or (wildcard and fault.method is None):
                fault.remaining -= 1
                if fault.remaining <= 0:
                    self.pending.remove(fault)
                return fault
        return None

    def clear(self) -> None:
        """Drop every pending fault."""
        self.pending.clear()


async def inject_transport_fault(request: web.Request, fault: Fault) -> bool:
    """Apply a "timeout" (answer late) or a "drop"; True when the connection was dropped."""
    if fault.kind == "timeout":
        await asyncio.sleep(fault.delay)  # then the call is answered normally, late
        return False
    if fault.kind == "drop":
        if request.transport is not None:
            request.transport.close()
        return True
    return False


class Moments:
    """Numbers the transcript lines of every sandbox in this process in the order they happen."""

    def __init__(self) -> None:
        self.last = 0

    def next(self) -> int:
        """Number the next line."""
        self.last += 1
        return self.last


# One count for both sandboxes: the demo merges their transcripts into one story by it.
MOMENTS = Moments()


@dataclass(frozen=True)
class TranscriptEntry:
    """One line of the conversation log that the demo prints."""

    who: str
    chat: str
    text: str
    kind: str  # message, edit, press, photo, document or added (members)
    buttons: tuple[str, ...] = ()
    moment: int = field(default_factory=MOMENTS.next, compare=False)

    def __str__(self) -> str:
        kind = f" ({self.kind})" if self.kind != "message" else ""
        keys = "".join(f" [{b}]" for b in self.buttons)
        return f"[{self.chat}] {self.who}{kind}: {self.text}{keys}"


class ChatMessage(Protocol):
    """What an inbox and the transcript need of a stored message."""

    text: str

    @property
    def media_label(self) -> str:
        """Render the message's files for the transcript, "" without any."""
        ...

    def buttons(self) -> list[Any]:
        """Return the message's buttons."""
        ...


MessageT = TypeVar("MessageT", bound=ChatMessage)


@dataclass(eq=False)
class Inbox(Generic[MessageT]):
    """Bot messages that arrived in one chat, with a reading cursor for `expect`."""

    # The owning sandbox; it must have a `_changed` Signal fired on every state change.
    _sb: Any = field(repr=False)
    _received: list[MessageT] = field(default_factory=list, init=False, repr=False)
    _cursor: int = field(default=0, init=False, repr=False)

    @property
    def label(self) -> str:
        """Name the chat in the transcript."""
        raise NotImplementedError

    async def expect(self, match: Match, timeout: float = WAIT) -> MessageT:
        """Return the next bot message after the cursor whose text contains `match`."""
        test = (lambda m: match in m.text) if isinstance(match, str) else match
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            # Rescanning from the cursor also catches messages edited into a match.
            for index in range(self._cursor, len(self._received)):
                if test(self._received[index]):
                    self._cursor = index + 1
                    return self._received[index]
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                raise AssertionError(self._expect_failure(match, timeout))
            await self._sb._changed.wait(remaining)

    def _describe(self, message: MessageT) -> str:
        """Render one received message for a failure report."""
        # VK shows communities no message ids in conversations, so its messages go by cmid.
        ref = getattr(message, "conversation_message_id", None)
        ref = f"cmid {ref}" if ref else f"#{getattr(message, 'message_id', '?')}"
        media = getattr(message, "media_label", "")
        return f"{ref}: {media + ' ' if media else ''}{message.text!r} {message.buttons()}"

    def _expect_failure(self, match: Match, timeout: float) -> str:
        """Describe what the chat did receive, so a failing test explains itself."""
        fresh = self._received[self._cursor :]
        got = "".join(f"\n  {self._describe(m)}" for m in fresh)
        return (
            f"{self.label}: no bot message matching {match!r} within {timeout}s; "
            f"{len(self._received)} received in total, after the cursor:{got or ' nothing'}"
        )
