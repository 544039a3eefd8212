"""A small HTTP reverse proxy in front of several bot workers, for the webhook chaos tests.

It behaves like nginx with `proxy_next_upstream error timeout non_idempotent`: requests go
round-robin; a worker that refuses the connection, drops it before answering or does not
answer in time is skipped for `skip_seconds` and the request goes to the next one; 502 when
every worker failed. Retrying a POST is safe here because the bot applies an update once.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import Counter

import aiohttp
from aiohttp import web
from multidict import CIMultiDict

from sandbox.shared import serve

# RFC 9110 7.6.1 hop-by-hop headers, and the ones aiohttp computes itself.
_HOP_BY_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-authenticate",
        "proxy-authorization",
        "proxy-connection",
        "te",
        "trailer",
        "transfer-encoding",
        "upgrade",
        "content-length",
        "host",
    }
)


class Balancer:
    """Round-robin proxy over `backends` (base URLs such as http://127.0.0.1:8081)."""

    def __init__(
        self,
        backends: list[str],
        *,
        skip_seconds: float = 3.0,
        timeout: float = 60.0,
        port: int = 0,
    ) -> None:
        self.skip_seconds = skip_seconds
        self.timeout = aiohttp.ClientTimeout(total=timeout, connect=min(timeout, 5.0))
        self.port = port
        self.url = ""
        self.served: Counter[str] = Counter()  # answers relayed, per backend
        self.failures: Counter[str] = Counter()  # refused, dropped or timed-out tries
        self.unavailable = 0  # requests answered 502: every backend failed
        self._backends: list[str] = []
        self._down_until: dict[str, float] = {}
        self._next = 0
        self._runner: web.AppRunner | None = None
        self._http: aiohttp.ClientSession | None = None
        self.set_backends(backends)

    @property
    def backends(self) -> list[str]:
        """The backends in rotation order."""
        return list(self._backends)

    def set_backends(self, backends: list[str]) -> None:
        """Replace the backends (a worker restarted on a new port); past failures are forgotten."""
        self._backends = [b.rstrip("/") for b in backends]
        self._down_until = {}
        self._next = 0

    async def start(self) -> str:
        """Listen on 127.0.0.1 and return the proxy's base URL."""
        # A new connection per request, as nginx does by default: a pooled connection to a
        # killed worker would fail the next request for no reason of its own.
        connector = aiohttp.TCPConnector(force_close=True)
        self._http = aiohttp.ClientSession(
            connector=connector, timeout=self.timeout, auto_decompress=False, trust_env=False
        )
        app = web.Application(client_max_size=64 * 1024**2)
        app.router.add_route("*", "/{tail:.*}", self._proxy)
        self._runner, port = await serve(app, self.port)
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    async def stop(self) -> None:
        """Stop listening and close the connections to the backends."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._http is not None:
            await self._http.close()
            self._http = None

    async def __aenter__(self) -> Balancer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def _order(self) -> list[str]:
        """This request's tries: the backends from the next in turn, skipped ones last."""
        if not self._backends:
            return []
        start = self._next % len(self._backends)
        self._next += 1
        ring = self._backends[start:] + self._backends[:start]
        now = time.monotonic()
        live = [b for b in ring if self._down_until.get(b, 0.0) <= now]
        # When every backend is skipped they are all tried anyway, so one that came back is
        # found at once instead of after its pause.
        return live + [b for b in ring if b not in live]

    async def _proxy(self, request: web.Request) -> web.StreamResponse:
        """Pass the request to the backends in turn until one answers."""
        assert self._http is not None
        body = await request.read()
        headers = CIMultiDict(
            (k, v) for k, v in request.headers.items() if k.lower() not in _HOP_BY_HOP
        )
        peer = request.remote or ""
        forwarded = request.headers.get("X-Forwarded-For")
        headers["X-Forwarded-For"] = f"{forwarded}, {peer}" if forwarded else peer
        for backend in self._order():
            try:
                async with self._http.request(
                    request.method,
                    backend + request.path_qs,
                    headers=headers,
                    data=body,
                    allow_redirects=False,
                ) as resp:
                    payload = await resp.read()
                    answer_headers = CIMultiDict(
                        (k, v) for k, v in resp.headers.items() if k.lower() not in _HOP_BY_HOP
                    )
                    self.served[backend] += 1
                    return web.Response(status=resp.status, headers=answer_headers, body=payload)
            except (aiohttp.ClientConnectionError, aiohttp.ClientPayloadError, TimeoutError):
                # Refused, reset, closed before the answer, or too slow: skip it for a while.
                self.failures[backend] += 1
                self._down_until[backend] = time.monotonic() + self.skip_seconds
        self.unavailable += 1
        return web.Response(status=502, text="502 Bad Gateway: no backend answered")


async def healthy(port: int, seconds: float) -> bool:
    """Wait until the worker on `port` answers its /healthz with 200; False after `seconds`."""
    deadline = time.monotonic() + seconds
    async with aiohttp.ClientSession() as http:
        while time.monotonic() < deadline:
            with contextlib.suppress(aiohttp.ClientError):
                async with http.get(f"http://127.0.0.1:{port}/healthz") as resp:
                    if resp.status == 200:
                        return True
            await asyncio.sleep(0.05)
    return False
