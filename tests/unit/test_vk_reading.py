"""What the VK door hands the intake: a payload's command, the «Начать» button, a mention."""

from __future__ import annotations

import pytest

from bot import commands as c
from bot.envelope import Actor, Chat, Platform
from handlers.intake import Origin, message_envelope
from handlers.vk.messages import typed_of

VERA = Actor(Platform.VK, 5, "Вера", None, "ru")
DIALOG = Origin(VERA, Chat(Platform.VK, 5, private=True), update_id="e1", message_id=9)


@pytest.mark.parametrize(
    ("text", "payload", "ref", "command"),
    [
        ("Начать", '{"command":"start"}', "t5", c.Start(payload="t5")),
        ("Начать", '{"command":"start"}', None, c.Start(payload="")),
        ("Подтвердить", '{"c":"/confirm 3 #1"}', "t5", c.Confirm(tournament=1, match=3)),
        ("[club1|@berserk] /start", None, "t5", c.Start(payload="t5")),
        ("/start t7", "not json", "t5", c.Start(payload="t7")),
        ("[public2|бот], /standings", None, None, c.ShowStandings()),
    ],
)
def test_the_door_reads_payloads_links_and_mentions(
    text: str, payload: str | None, ref: str | None, command: c.Command
) -> None:
    typed, start = typed_of(text, payload, ref)
    assert message_envelope(DIALOG, text, typed=typed, start=start).command == command


def test_words_keep_the_mention_the_grammar_skipped() -> None:
    text = "[club1|@berserk] спасибо"
    typed, start = typed_of(text, None, None)
    assert message_envelope(DIALOG, text, typed=typed, start=start).command == c.PlainText(
        text=text, message_id=9
    )
