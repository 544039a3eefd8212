"""The doors' one intake: text, files, button presses and edits → the envelope the core runs."""

from __future__ import annotations

import pytest

from bot import commands as c
from bot.envelope import Actor, Chat, Platform
from handlers.intake import (
    IncomingFile,
    Origin,
    button_envelope,
    edit_envelope,
    file_envelope,
    is_command,
    locale_of,
    message_envelope,
    person,
    read_file,
)

ANNA = Actor(Platform.TELEGRAM, 7, "Анна", "anna", "ru")
BORIS = Actor(Platform.TELEGRAM, 8, "Борис", None, "ru")
PRIVATE = Chat(Platform.TELEGRAM, 7, private=True)
GROUP = Chat(Platform.TELEGRAM, -100, private=False, title="Турнир")
DECK = "Герой: Друид Ольх\n3 Лесной дух\n".encode()


def origin(chat: Chat = PRIVATE, reply_to: Actor | None = None) -> Origin:
    return Origin(ANNA, chat, update_id=41, message_id=5, reply_to=reply_to)


class Downloads:
    """A door's download, counted: a file the intake does not read is never fetched."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.calls = 0

    async def __call__(self) -> bytes:
        self.calls += 1
        return self.data


@pytest.mark.parametrize(
    ("language", "locale"),
    [("en", "en"), ("en-GB", "en"), ("EN-us", "en"), ("ru", "ru"), ("de", "ru"), (None, "ru")],
)
def test_an_english_client_reads_english_and_everyone_else_russian(
    language: str | None, locale: str
) -> None:
    assert locale_of(language) == locale
    assert person(Platform.VK, 3, "Вера", None, language).locale == locale


def test_a_command_goes_with_its_sender_chat_update_and_reply() -> None:
    envelope = message_envelope(origin(GROUP, reply_to=BORIS), "/report 2:1 #4")
    assert envelope.command == c.Report(tournament=4, mine=2, theirs=1)
    assert (envelope.actor, envelope.chat, envelope.update_id) == (ANNA, GROUP, 41)
    assert envelope.reply_to == BORIS


def test_a_command_for_another_bot_is_chat_in_a_group() -> None:
    envelope = message_envelope(origin(GROUP), "/report@other_bot 2:1", bot_username="our_bot")
    assert envelope.command == c.ChatMessage(text="/report@other_bot 2:1", message_id=5)


def test_private_words_are_plain_text() -> None:
    command = message_envelope(origin(), "у меня вопрос").command
    assert command == c.PlainText(text="у меня вопрос", message_id=5)


def test_a_claim_holding_a_card_number_comes_in_without_its_words() -> None:
    # PRZ-2: the grammar's claim is screened, so the card number is never stored.
    text = "/claim Иван Иванов; 12345; 4276 1234 5678 9012"
    assert message_envelope(origin(), text).command == c.PersonalData(message_id=5)


def test_a_keyboard_payload_is_read_in_place_of_the_label() -> None:
    envelope = message_envelope(origin(), "Подтвердить", typed="/confirm 3 #1")
    assert envelope.command == c.Confirm(tournament=1, match=3)


@pytest.mark.parametrize(
    ("text", "start", "payload"),
    [("/start", "t5", "t5"), ("/start t7", "t5", "t7"), ("/start", None, "")],
)
def test_a_bare_start_takes_the_link_that_opened_the_dialog(
    text: str, start: str | None, payload: str
) -> None:
    assert message_envelope(origin(), text, start=start).command == c.Start(payload=payload)


def test_a_file_outweighs_the_text_and_an_event_only_fills_in() -> None:
    file = c.Attachment(file_name="screenshot.jpg", data=b"png")
    event = c.ChatEvent(event="title")
    assert message_envelope(origin(), "/standings", file=file).command == file
    assert message_envelope(origin(GROUP), "/standings", event=event).command == c.ShowStandings()
    assert message_envelope(origin(GROUP), "", event=event).command == event


async def test_a_private_text_file_is_read_as_a_decklist() -> None:
    download = Downloads(DECK)
    command = await read_file(IncomingFile("deck.txt", len(DECK)), True, download)
    assert isinstance(command, c.SubmitDeck) and command.bare_file
    assert download.calls == 1


async def test_a_file_in_a_group_is_not_downloaded_and_its_caption_is_chat() -> None:
    # MOD-2: moderation reads the caption; a command in it is not carried out.
    download = Downloads(b"png")
    file = IncomingFile("screenshot.jpg", 3, "/standings", media=True)
    envelope = await file_envelope(origin(GROUP), file, download)
    assert envelope.command == c.ChatMessage(text="/standings", message_id=5)
    assert await read_file(file, False, download) is None
    assert download.calls == 0


async def test_evidence_is_an_attachment_and_too_big_is_refused_unread() -> None:
    download = Downloads(b"mp4")
    video = IncomingFile("video.mp4", 3, None, media=True)
    envelope = await file_envelope(origin(), video, download)
    assert envelope.command == c.Attachment(file_name="video.mp4", data=b"mp4")
    huge = IncomingFile(None, 10**9, None, media=True)
    assert await read_file(huge, True, download) == c.Invalid(key="file-what-for")
    assert download.calls == 1


@pytest.mark.parametrize(
    ("payload", "command"),
    [
        ("/confirm 3 #1", c.Confirm(tournament=1, match=3)),
        ("привет", c.Invalid(key="button-stale")),
        (None, c.Invalid(key="button-stale")),
    ],
)
def test_a_button_carries_its_command_or_is_stale(payload: str | None, command: c.Command) -> None:
    envelope = button_envelope(origin(), payload)
    assert envelope.command == command
    assert envelope.update_id == 41


def test_an_edit_names_its_message() -> None:
    envelope = edit_envelope(origin(GROUP), "новый текст")
    assert envelope.command == c.MessageEdited(message_id=5, text="новый текст")


def test_a_command_for_this_bot_is_told_from_chat() -> None:
    # An anonymous administrator's command is answered; his chatter is not (Telegram's door).
    assert is_command("/standings@our_bot", "our_bot")
    assert is_command("таблица", "our_bot")
    assert not is_command("/standings@other_bot", "our_bot")
    assert not is_command("всем привет", "our_bot")
