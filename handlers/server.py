"""The one HTTP server of the process: webhooks of the doors, and a health check."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from aiohttp import web

HEALTH_PATH = "/healthz"
METRICS_PATH = "/metrics"


async def _health(request: web.Request) -> web.Response:
    return web.Response(text="ok")


class WebServer:
    """An aiohttp app the doors add their routes to before it starts."""

    def __init__(self, listen: str, metrics: Callable[[], Awaitable[bytes]] | None = None) -> None:
        host, _, port = listen.rpartition(":")
        self.host = host or "127.0.0.1"
        self.port = int(port)
        self.app = web.Application()
        self.app.router.add_get(HEALTH_PATH, _health)
        if metrics is not None:

            async def expose(request: web.Request) -> web.Response:
                body = await metrics()
                return web.Response(body=body, content_type="text/plain", charset="utf-8")

            self.app.router.add_get(METRICS_PATH, expose)
        self._runner: web.AppRunner | None = None
        # Run before the server stops: open live streams end so the stop does not wait on them.
        self.on_stop: list[Callable[[], Awaitable[None]]] = []

    async def start(self) -> None:
        """Listen on the configured address."""
        self._runner = web.AppRunner(self.app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        if self.port == 0:  # an ephemeral port (tests): learn which one the system gave
            sockets = site._server.sockets if site._server else []  # type: ignore[union-attr]
            self.port = sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Stop listening; requests in flight finish."""
        for hook in self.on_stop:
            await hook()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
