"""One worker leading Telegram and VK at once on PostgreSQL (found by the season scenario)."""

from __future__ import annotations

import asyncio
import logging

import pytest

from storage.cluster import Cluster


async def test_both_platforms_ask_at_once_and_both_keep_their_lead(
    postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    # Each platform's leadership asks every second on the one control connection; asked at
    # the same moment, asyncpg refused the second ("another operation is in progress"), the
    # connection was dropped and both platforms lost their lead for a round.
    cluster = Cluster(postgres_url)
    try:
        with caplog.at_level(logging.WARNING, logger="storage.cluster"):
            for _ in range(3):
                both = await asyncio.gather(cluster.lead("telegram:t"), cluster.lead("vk:v"))
                assert both == [True, True]
        assert "leadership" not in caplog.text
    finally:
        await cluster.close()
