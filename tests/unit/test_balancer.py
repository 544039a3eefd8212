"""The webhook balancer in front of real aiohttp workers: round robin, failover, 502."""

from __future__ import annotations

from collections.abc import AsyncIterator

import aiohttp
import pytest
from aiohttp import web

from sandbox.balancer import Balancer
from sandbox.shared import serve


class Worker:
    """A backend that says its name and echoes what it got; it can drop or be shut."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.seen: list[dict] = []
        self.drop_next = 0  # close the connection without answering this many times
        self.runner: web.AppRunner | None = None
        self.url = ""

    async def start(self, port: int = 0) -> None:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self.handle)
        self.runner, port = await serve(app, port)
        self.url = f"http://127.0.0.1:{port}"

    async def stop(self) -> None:
        assert self.runner is not None
        await self.runner.cleanup()  # its port is closed: connections are refused

    async def handle(self, request: web.Request) -> web.StreamResponse:
        body = await request.read()
        if self.drop_next:
            self.drop_next -= 1
            assert request.transport is not None
            request.transport.close()  # the process died mid-request
            return web.Response()
        self.seen.append(
            {
                "method": request.method,
                "path_qs": request.path_qs,
                "secret": request.headers.get("X-Telegram-Bot-Api-Secret-Token"),
                "body": body,
            }
        )
        return web.Response(status=200, text=self.name, headers={"X-Worker": self.name})


@pytest.fixture
async def workers() -> AsyncIterator[list[Worker]]:
    made = [Worker(name) for name in ("a", "b", "c")]
    for worker in made:
        await worker.start()
    yield made
    for worker in made:
        if worker.runner is not None:
            await worker.runner.cleanup()


async def post(url: str, body: bytes = b"{}") -> tuple[int, str]:
    async with aiohttp.ClientSession() as http, http.post(url + "/tg/hook", data=body) as resp:
        return resp.status, await resp.text()


async def test_round_robin_passes_everything_through(workers: list[Worker]) -> None:
    async with Balancer([w.url for w in workers]) as lb, aiohttp.ClientSession() as http:
        names = []
        for n in range(6):
            async with http.post(
                lb.url + f"/tg/hook?n={n}",
                data=f'{{"update_id": {n}}}'.encode(),
                headers={"X-Telegram-Bot-Api-Secret-Token": "s3cret"},
            ) as resp:
                assert resp.status == 200 and resp.headers["X-Worker"] == await resp.text()
                names.append(await resp.text())
    assert names == ["a", "b", "c", "a", "b", "c"]
    first = workers[0].seen[0]
    assert first == {
        "method": "POST",
        "path_qs": "/tg/hook?n=0",
        "secret": "s3cret",
        "body": b'{"update_id": 0}',
    }


async def test_a_worker_with_its_port_closed_is_skipped(workers: list[Worker]) -> None:
    await workers[1].stop()
    async with Balancer([w.url for w in workers], skip_seconds=60) as lb:
        answers = [await post(lb.url, f"{n}".encode()) for n in range(6)]
    assert all(status == 200 for status, _ in answers)
    assert {text for _, text in answers} == {"a", "c"}
    # One refused try, then the worker stays out of the rotation for its pause.
    assert lb.failures == {workers[1].url: 1}
    delivered = sorted(int(s["body"]) for w in (workers[0], workers[2]) for s in w.seen)
    assert delivered == list(range(6))


async def test_a_connection_dropped_mid_request_is_retried_on_the_next(
    workers: list[Worker],
) -> None:
    workers[0].drop_next = 1
    async with Balancer([w.url for w in workers]) as lb:
        status, text = await post(lb.url, b'{"update_id": 7}')
    assert (status, text) == (200, "b")
    assert workers[1].seen[0]["body"] == b'{"update_id": 7}'
    assert lb.failures == {workers[0].url: 1}


async def test_all_workers_down_is_502_and_a_restarted_one_is_found(
    workers: list[Worker],
) -> None:
    for worker in workers:
        await worker.stop()
    async with Balancer([w.url for w in workers], skip_seconds=60) as lb:
        assert (await post(lb.url))[0] == 502
        assert lb.unavailable == 1
        port = int(workers[2].url.rsplit(":", 1)[1])
        await workers[2].start(port)  # back on the same port while every one is skipped
        assert await post(lb.url) == (200, "c")


async def test_backends_can_be_replaced_at_runtime(workers: list[Worker]) -> None:
    async with Balancer([workers[0].url]) as lb:
        assert await post(lb.url) == (200, "a")
        lb.set_backends([workers[1].url, workers[2].url])
        assert [(await post(lb.url))[1] for _ in range(2)] == ["b", "c"]
        lb.set_backends([])
        assert (await post(lb.url))[0] == 502
