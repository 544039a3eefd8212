"""VK posts a Callback API event again until the server answers "ok": resets, closed ports."""

from __future__ import annotations

from aiohttp import web

from sandbox.shared import serve
from sandbox.vk import VkSandbox, VkUser


class Server:
    """A Callback API server that confirms, then fails its first `resets` event posts."""

    def __init__(self, resets: int = 0) -> None:
        self.resets = resets
        self.received: list[str] = []
        self.accepted: list[str] = []

    async def handle(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        if body["type"] == "confirmation":
            return web.Response(text="c0nf1rm")
        self.received.append(body["event_id"])
        if len(self.received) <= self.resets:  # the worker died after reading the event
            assert request.transport is not None
            request.transport.close()
            return web.Response()
        self.accepted.append(body["event_id"])
        return web.Response(text="ok")


async def listen(server: Server, port: int = 0) -> tuple[web.AppRunner, int]:
    app = web.Application()
    app.router.add_post("/vk", server.handle)
    return await serve(app, port)


async def test_an_event_whose_connection_was_reset_is_posted_again(
    vk: VkSandbox, olga: VkUser
) -> None:
    server = Server(resets=2)
    runner, port = await listen(server)
    try:
        vk.callback_server(f"http://127.0.0.1:{port}/vk", confirmation_code="c0nf1rm")
        sent = await olga.send("привет")
        await vk.wait(lambda: server.accepted)
    finally:
        await vk.use_longpoll()
        await runner.cleanup()
    assert server.received == [sent.event_id] * 3 and server.accepted == [sent.event_id]
    assert vk.stats.callback_failures == 2 and vk.stats.callback_dropped == 0


async def test_events_wait_for_a_server_that_is_down_and_keep_their_order(
    vk: VkSandbox, olga: VkUser
) -> None:
    server = Server()
    runner, port = await listen(server)
    vk.callback_server(f"http://127.0.0.1:{port}/vk", confirmation_code="c0nf1rm")
    try:
        await olga.send("до остановки")
        await vk.wait(lambda: server.accepted)
        await runner.cleanup()  # the only worker is down: every post is refused
        first = await olga.send("раз")
        second = await olga.send("два")
        # More failed posts than the sandbox's old give-up count of 5, and nothing is dropped.
        await vk.wait(lambda: vk.stats.callback_failures >= 6)
        assert len(server.received) == 1
        runner, _ = await listen(server, port)  # back on its port
        await vk.wait(lambda: len(server.accepted) == 3)
    finally:
        await vk.use_longpoll()
        await runner.cleanup()
    assert server.accepted[1:] == [first.event_id, second.event_id]
    assert vk.stats.callback_dropped == 0
