"""VkSender.send_batch against the VK sandbox: 25 messages in one execute, each result its own."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from vkbottle import API

from bot.envelope import Platform
from bot.ports.delivery import Limits
from bot.ports.sending import Delivery, Outgoing, RenderedButton, RetryLater, Undeliverable
from handlers.vk.keyboards import Keyboards
from handlers.vk.sender import PARTS, VkSender
from handlers.vk.unavailable import FailFast
from sandbox.vk import Limits as VkLimits
from sandbox.vk import VkSandbox, VkUser


@pytest.fixture
async def vk() -> AsyncIterator[VkSandbox]:
    """A running VK sandbox."""
    async with VkSandbox() as sandbox:
        yield sandbox


@pytest.fixture
async def sender(vk: VkSandbox) -> AsyncIterator[VkSender]:
    """The bot's VK sender on the sandbox, its API built as the door builds it."""
    api = API(vk.token, request_rescheduler=FailFast())
    api.API_URL = vk.api_url
    yield VkSender(api, vk.screen_name, Keyboards(api), Limits(20, 20, 20))
    await api.http_client.close()


async def players(vk: VkSandbox, count: int) -> list[VkUser]:
    """Users who wrote to the community, so it may write to them."""
    users = [vk.user(520000 + i, f"Игрок{i:02d}") for i in range(count)]
    for user in users:
        await user.send("/start")
    return users


def pairing(row: int, user: VkUser, buttons: bool = False) -> Outgoing:
    """A personal pairing message, as the courier renders an outbox row."""
    rows = [[RenderedButton("Подтвердить", "/confirm 1")]] if buttons else []
    text = f"Тур 1, матч №{row}. Соперник: Игрок{row + 1:02d} (#{row})"
    return Outgoing(row, Platform.VK, user.peer_id, text, rows)


async def test_25_different_messages_leave_in_one_request(vk: VkSandbox, sender: VkSender) -> None:
    users = await players(vk, 25)
    before = vk.stats.calls["execute"]
    vk.limits = VkLimits(requests_per_sec=1, requests_burst=1)  # one request, no more
    messages = [pairing(i + 1, u, buttons=i == 0) for i, u in enumerate(users)]
    results = await sender.send_batch(messages)
    assert all(isinstance(r, Delivery) for r in results)
    assert vk.stats.calls["execute"] == before + 1 and sender.batch_size == 25
    for user, message, result in zip(users, messages, results, strict=True):
        (got,) = [m for m in user.inbox]
        assert got.text == message.text and got.random_id == message.id * PARTS
        assert isinstance(result, Delivery) and result.message_id == got.conversation_message_id
    assert users[0].inbox[0].buttons() and not users[1].inbox[0].buttons()


async def test_each_failure_is_the_one_the_single_send_would_raise(
    vk: VkSandbox, sender: VkSender
) -> None:
    olga, boris, vera = await players(vk, 3)
    stranger = vk.user(529999, "Незнакомец")  # never wrote: 901, messages not allowed
    boris.privacy_closed = True  # his privacy settings let no community write: 902
    messages = [
        pairing(1, olga),
        pairing(2, stranger),
        Outgoing(3, Platform.VK, vera.peer_id, "я" * 4097),  # too long: the call fails, 914
        pairing(4, boris),
        pairing(5, vera),
    ]
    with vk.expect_violations("914 Message is too long"):
        first, never, too_long, blocked, last = await sender.send_batch(messages)
    assert isinstance(first, Delivery) and isinstance(last, Delivery)
    assert isinstance(never, Undeliverable) and str(never) == "vk-denied"
    assert isinstance(blocked, Undeliverable) and str(blocked) == "vk-privacy"
    assert isinstance(too_long, Undeliverable) and "914" in str(too_long)
    assert [m.text for m in vera.inbox if m.from_bot] == [messages[4].text]
    # Sent again (a crash before the outbox was marked): VK's random_id makes it harmless.
    again = await sender.send_batch([messages[0], messages[4]])
    assert [r.message_id for r in again] == [first.message_id, last.message_id]  # type: ignore[union-attr]
    assert len([m for m in olga.inbox if m.from_bot]) == 1


async def test_a_failed_request_is_retry_later_for_all(vk: VkSandbox, sender: VkSender) -> None:
    (olga,) = await players(vk, 1)
    vk.faults.add("execute", "5xx", status=502)
    with pytest.raises(RetryLater):
        await sender.send_batch([pairing(1, olga)])
    vk.limits = VkLimits(requests_per_sec=1, requests_burst=1)
    await sender.send_batch([pairing(2, olga)])
    with pytest.raises(RetryLater) as limited:  # error 6 for the whole request
        await sender.send_batch([pairing(3, olga)])
    assert limited.value.throttled and limited.value.everywhere
    assert [m.text for m in olga.inbox if m.from_bot] == [pairing(2, olga).text]


async def test_only_plain_messages_up_to_25_are_batched(vk: VkSandbox, sender: VkSender) -> None:
    (olga,) = await players(vk, 1)
    picture = Outgoing(1, Platform.VK, olga.peer_id, "Таблица", picture=b"\x89PNG")
    with pytest.raises(ValueError, match="plain"):
        await sender.send_batch([picture])
    with pytest.raises(ValueError, match="1 to 25"):
        await sender.send_batch([pairing(i, olga) for i in range(26)])
