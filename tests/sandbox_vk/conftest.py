"""Fixtures of the VK sandbox tests: a running sandbox, a vkbottle API on it, a user."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from vkbottle import API, AiohttpClient

from sandbox.vk import VkSandbox, VkUser


@pytest.fixture(autouse=True)
def _scratch_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep vkbottle's polling state files (.vkbottle/) out of the repository."""
    monkeypatch.chdir(tmp_path)


@pytest.fixture
async def vk() -> AsyncIterator[VkSandbox]:
    """A running sandbox."""
    async with VkSandbox() as sandbox:
        yield sandbox


@pytest.fixture
async def api(vk: VkSandbox) -> AsyncIterator[API]:
    """A vkbottle API pointed at the sandbox, with its own HTTP session."""
    client = AiohttpClient()
    made = API(vk.token, http_client=client)
    made.API_URL = vk.api_url
    yield made
    await client.close()


@pytest.fixture
def olga(vk: VkSandbox) -> VkUser:
    """A scripted user."""
    return vk.user(500001, "Ольга", "Петрова")
