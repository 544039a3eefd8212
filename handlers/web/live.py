"""Live pages: Server-Sent Events from the bot's own server, pushed after a committed change.

The service tells the hub which tournaments a committed command touched; the hub waits a
moment for the burst to settle (a round's last result brings standings, a bracket and the
next round's pairings in a few commands), reads the tournament once, renders each page and
language that someone is watching once, encodes it as one Server-Sent Event, and puts the
same bytes into every watcher's queue. So 500 open pages cost one read, a few renders and
500 socket writes per push, not 500 requests. A tournament is pushed at most once a GAP:
a reported round is a hundred changes in a few seconds, and rendering and writing each of
them to every page slowed the players' replies (bench/live_pages.py: 500 pages, 256 players,
replies ×1.3 before); one push a second still shows a result within the promised 2 s.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from bot.usecases.page_snapshot import Snapshot
from handlers.web.data import load_snapshot, reader_for
from handlers.web.pages import (
    LIVE_END,
    LIVE_START,
    PAGES,
    TOURNAMENT_ID,
    page_context,
    visible,
)
from handlers.web.site import Translator, Web, choose_lang, render

log = logging.getLogger(__name__)

SETTLE = 0.15  # seconds a burst of changes may take before the pages are pushed
GAP = 1.0  # seconds at least between two pushes of one tournament (a page shows it within 2 s)
KEEPALIVE = 15.0  # seconds between comments that keep proxies from closing an idle stream
STOP = b""  # what a watcher's queue gets when the server stops
QUEUE = 4  # fragments a slow watcher may lag behind; older ones are dropped (only the last counts)


@dataclass(eq=False)
class Watcher:
    """One open page: which page, in which language, and its queue of fragments."""

    tournament: int
    page: str
    lang: str
    queue: asyncio.Queue[bytes | None] = field(default_factory=lambda: asyncio.Queue(QUEUE))

    def push(self, event: bytes | None) -> None:
        """Queue an encoded event; a full queue drops its oldest, since only the newest matters."""
        if self.queue.full():
            with contextlib.suppress(asyncio.QueueEmpty):
                self.queue.get_nowait()
        self.queue.put_nowait(event)


class LiveHub:
    """Versions of each tournament's state, a cached snapshot, and the open pages."""

    def __init__(self, site: Web) -> None:
        self.site = site
        self.versions: dict[int, int] = defaultdict(int)
        self._cache: dict[int, tuple[int, Snapshot | None]] = {}
        self._reading: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._watchers: dict[int, set[Watcher]] = defaultdict(set)
        self._dirty: set[int] = set()
        self._pushed: dict[int, float] = {}  # loop time of each tournament's last push
        self._reader = reader_for(site)  # the pages' own connection: no wait on the commands
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closed = False

    def changed(self, tournaments: frozenset[int]) -> None:
        """Called by the service after a commit: these tournaments' pages are stale."""
        for tid in tournaments:
            self.versions[tid] += 1
            if self._watchers.get(tid):
                self._mark(tid)

    def _mark(self, tid: int) -> None:
        """Push the tournament's pages soon."""
        self._dirty.add(tid)
        self._wake.set()
        if self._task is None and not self._closed:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="live")

    async def snapshot(self, tid: int) -> Snapshot | None:
        """The tournament as the pages show it, read again only after a change."""
        async with self._reading[tid]:  # many pages opened at once: one read, not one each
            version = self.versions[tid]
            cached = self._cache.get(tid)
            if cached is not None and cached[0] == version:
                return cached[1]
            snap = await load_snapshot(self.site, tid, self._reader)
            self._cache[tid] = (version, snap)
            return snap

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while not self._closed:
            await self._wake.wait()
            await asyncio.sleep(SETTLE)
            if not self._dirty:
                self._wake.clear()
                continue
            now = loop.time()
            turns = {tid: self._pushed.get(tid, -math.inf) + GAP for tid in self._dirty}
            due = {tid for tid, turn in turns.items() if turn <= now}
            if not due:  # each was pushed less than GAP ago: wait for the first one's turn
                await asyncio.sleep(min(turns.values()) - now)
                continue
            self._dirty -= due
            if not self._dirty:
                self._wake.clear()  # a change during the pushes below sets it again
            for tid in due:
                self._pushed[tid] = loop.time()
                try:
                    await self._push(tid)
                except Exception:  # one page that cannot render never stops the others
                    log.exception("live update of tournament %s failed", tid)

    async def _push(self, tid: int) -> None:
        watchers = list(self._watchers.get(tid, ()))
        if not watchers:
            return
        snap = await self.snapshot(tid)
        version = self._cache[tid][0]  # the state the snapshot shows: the events' id
        encoded: dict[tuple[str, str], bytes | None] = {}
        for w in watchers:
            key = (w.page, w.lang)
            if key not in encoded:  # one render and one encoding for all its watchers
                shown = snap is not None and visible(snap)
                live = live_part(self.site, snap, w.page, w.lang) if shown else None
                encoded[key] = None if live is None else sse("page", live, version)
            w.push(encoded[key])

    async def stream(
        self, request: web.Request, tid: int, page: str, lang: str
    ) -> web.StreamResponse:
        """The SSE stream of one open page until the reader or the server goes away."""
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-cache",
                "X-Accel-Buffering": "no",  # nginx: pass events through at once
            }
        )
        watcher = Watcher(tid, page, lang)
        self._watchers[tid].add(watcher)
        try:
            # A tab closed while its stream opens is gone before the headers: aiohttp raises
            # ClientConnectionResetError (a ConnectionResetError) from prepare or any write.
            await response.prepare(request)
            await response.write(b"retry: 1000\n\n")
            seen = request.query.get("v", "")
            if seen != str(self.versions[tid]):  # a change came between the page and the stream
                self._mark(tid)
            while not self._closed:
                try:
                    event = await asyncio.wait_for(watcher.queue.get(), KEEPALIVE)
                except TimeoutError:
                    await response.write(b": keep-alive\n\n")
                    continue
                if event == STOP:  # the server stops: the browser reconnects by itself
                    break
                if event is None:  # the page went off the web: the browser reloads it
                    await response.write(b"event: gone\ndata: \n\n")
                    break
                await response.write(event)
        except (ConnectionResetError, asyncio.CancelledError):
            pass  # the reader went away: normal, nothing to log
        finally:
            self._watchers[tid].discard(watcher)
        return response

    def watching(self, tid: int) -> int:
        """How many pages of the tournament are open."""
        return len(self._watchers.get(tid, ()))

    async def close(self) -> None:
        """End every stream (the server is stopping) and the push task."""
        self._closed = True
        for watchers in self._watchers.values():
            for w in watchers:
                w.push(STOP)
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._reader is not None:
            await self._reader.close()


class Remembering(Translator):
    """A Translator that renders each text without parameters once: a table repeats its labels
    on every row (256 rows of the standings made most of a push's rendering)."""

    def __init__(self, texts: Any, lang: str) -> None:
        super().__init__(texts, lang)
        self._said: dict[str, str] = {}

    def __call__(self, key: str, **params: Any) -> str:
        """The text of `key`; a parameterless one from memory after its first rendering."""
        if params:
            return super().__call__(key, **params)
        text = self._said.get(key)
        if text is None:
            text = self._said[key] = super().__call__(key)
        return text


def live_part(site: Web, snap: Snapshot, page: str, lang: str) -> str:
    """The live part of a page (between base.html's markers), as `pages.fragment` cuts it."""
    ctx = page_context(site, snap, page, lang) | {"tr": Remembering(site.texts, lang)}
    html = render(f"{page}.html", **ctx)
    return html.split(LIVE_START, 1)[1].split(LIVE_END, 1)[0].strip()


def sse(event: str, data: str, version: int | str) -> bytes:
    """One Server-Sent Event: every line of the data on a `data:` line of its own."""
    lines = [f"event: {event}", f"id: {version}"]
    lines += [f"data: {line}" for line in data.splitlines() or [""]]
    return ("\n".join(lines) + "\n\n").encode()


def register(app: web.Application, site: Web) -> None:
    """The stream of each page: /t/<id>/events?page=standings&lang=ru&v=<version>."""

    async def events(request: web.Request) -> web.StreamResponse:
        tid = int(request.match_info["tid"])
        page = request.query.get("page", "")
        hub = site.live
        if page not in PAGES or not isinstance(hub, LiveHub):
            raise web.HTTPNotFound()
        if not visible(await hub.snapshot(tid)):
            raise web.HTTPNotFound()
        return await hub.stream(request, tid, page, choose_lang(request))

    app.router.add_get(f"/t/{TOURNAMENT_ID}/events", events)
