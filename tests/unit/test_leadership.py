"""One sender per platform token: a worker begins sending when it leads, ends when it no longer
does, and tries again after a failed start (bot/runtime/leadership.py, with a scripted elector)."""

from __future__ import annotations

import pytest

from bot.runtime.leadership import Leadership, token_name


class Elector:
    """Answers `lead` from a script: True while this worker holds the lock."""

    def __init__(self, answers: list[bool]) -> None:
        self.answers = answers

    async def lead(self, name: str) -> bool:
        return self.answers.pop(0)


async def test_sending_begins_with_the_lock_and_ends_when_it_is_lost() -> None:
    calls: list[str] = []

    async def begin() -> None:
        calls.append("begin")

    async def end() -> None:
        calls.append("end")

    lead = Leadership(Elector([False, True, True, False, True]), "telegram:x", begin, end)
    for _ in range(5):
        await lead.step()
    # Followed, took over, kept it (no second courier), lost it, took it again.
    assert calls == ["begin", "end", "begin"]
    assert lead.leading


async def test_a_start_that_fails_is_tried_again_while_the_lock_is_held() -> None:
    tries: list[int] = []
    ended: list[int] = []

    async def begin() -> None:
        tries.append(1)
        if len(tries) == 1:
            raise OSError("the platform is unreachable at takeover")

    async def end() -> None:
        ended.append(1)

    lead = Leadership(Elector([True, True, True]), "vk:y", begin, end)
    await lead.step()
    assert not lead.leading  # the first start failed: not sending yet
    await lead.step()
    assert lead.leading and len(tries) == 2
    await lead.step()
    assert len(tries) == 2  # leading already: nothing started twice
    assert ended == []  # it never lost the lock


@pytest.mark.parametrize("token", ["123:ABC", "vk1.a.secret"])
def test_the_lock_is_named_without_the_token(token: str) -> None:
    name = token_name("telegram", token)
    assert token not in name and name.startswith("telegram:")
    assert name == token_name("telegram", token) != token_name("vk", token)
