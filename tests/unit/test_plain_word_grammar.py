"""Plain words in a private chat → a command or a yes/no; in a group they stay chat (issue 24)."""

from __future__ import annotations

import pytest

from bot import commands as c
from handlers.grammar import parse, text_command


def _private(text: str) -> c.Command:
    return parse(text, "berserk_bot") or text_command(text, 7, private=True)


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("Подтверждаю", c.Said(intent="yes", text="Подтверждаю", message_id=7)),
        ("подтверждаем", c.Said(intent="yes", text="подтверждаем", message_id=7)),
        ("не подтверждаю", c.Said(intent="no", text="не подтверждаю", message_id=7)),
        ("подтверждаю участие", c.CheckIn()),
        ("я на месте", c.CheckIn()),
        ("я сдаюсь", c.Concede()),
        ("сдаю партию", c.Concede(game=True)),
        ("выхожу из турнира", c.Drop()),
        ("начать турнир", c.Begin()),
        ("Начать", c.Start()),  # the «Начать» button of a VK dialog
        ("следующий тур", c.NextRound()),
        ("закрыть регистрацию", c.CloseRegistration()),
        ("мой соперник", c.Me()),
        ("хочу участвовать", c.Invalid(key="usage-register")),
    ],
)
def test_private_words_read_as_commands(text: str, command: c.Command) -> None:
    assert _private(text) == command


@pytest.mark.parametrize("text", ["подтверждаю", "да", "начать турнир", "я на месте"])
def test_group_words_stay_chat(text: str) -> None:
    assert parse(text, "berserk_bot") is None
    assert isinstance(text_command(text, 7, private=False), c.ChatMessage)


@pytest.mark.parametrize("text", ["да, я согласен с тем, что ты сказал вчера вечером", "2:1 да"])
def test_sentences_and_numbers_are_plain_text(text: str) -> None:
    assert isinstance(_private(text), c.PlainText)
