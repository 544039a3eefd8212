"""What a file sent to the bot means, and where (REG-9, DECK-1, DECK-4, PRO-6, MOD-2)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot import commands as c
from handlers.grammar import MAX_DOWNLOAD, MAX_FILE, FileUse, decode_file, file_use, parse_file

KB = 1024
UNREADABLE = c.Invalid(key="file-unreadable", params=(("max", MAX_FILE // KB),))
WHAT_FOR = c.Invalid(key="file-what-for")
DECK = "Герой: Друид Ольх\n3 Лесной дух\n"


@pytest.mark.parametrize(
    ("name", "caption", "media"),
    [
        ("deck.txt", None, False),
        ("Колода.TXT", "моя колода на турнир", False),
        ("deck.txt", "/deck", False),  # decklists are private (REG-9)
        ("pool.csv", "/pool", False),
        ("regulation.pdf", None, False),
        ("screenshot.jpg", None, True),
        ("screenshot.jpg", "/cards", True),
        ("video.mp4", "смотрите что было", True),
        (None, None, False),
    ],
)
def test_in_a_group_a_file_is_a_chat_message(
    name: str | None, caption: str | None, media: bool
) -> None:
    # MOD-2: moderation reads its caption like any other message; the bot does not answer.
    assert file_use(name, caption, 10 * KB, private=False, media=media) is FileUse.CHAT


@pytest.mark.parametrize("caption", ["/cards", "/banned", " /cards ", "/cards@berserk_bot"])
def test_in_a_group_a_card_file_is_read(caption: str) -> None:
    # DECK-4: a global admin loads the card pool or the banned list where he is.
    assert file_use("pool.txt", caption, 10 * KB, private=False) is FileUse.READ


def test_in_a_group_a_card_file_over_the_limit_is_unreadable() -> None:
    assert file_use("pool.txt", "/cards", MAX_FILE + 1, private=False) == UNREADABLE


@pytest.mark.parametrize(
    ("name", "caption"),
    [
        ("deck.txt", None),
        ("DECK.TXT", None),
        ("deck.dek", None),
        ("pool.csv", None),
        ("library.toml", None),
        ("колода.deck", ""),
        ("deck.txt", "/deck 2"),
        ("notes", "/deck"),  # a caption command makes any file text
        ("scan.pdf", "/pool"),
    ],
)
def test_in_private_a_text_file_is_read(name: str, caption: str | None) -> None:
    assert file_use(name, caption, 10 * KB, private=True) is FileUse.READ


@pytest.mark.parametrize(("size", "use"), [(MAX_FILE, FileUse.READ), (MAX_FILE + 1, UNREADABLE)])
def test_in_private_a_text_file_must_fit_the_limit(size: int, use: FileUse | c.Invalid) -> None:
    assert file_use("deck.txt", None, size, private=True) == use


@pytest.mark.parametrize(
    ("name", "caption", "media"),
    [
        ("evidence.pdf", None, False),
        ("replay.mp4", "вот запись", False),
        ("screenshot.jpg", None, True),
        ("screenshot.jpg", "/deck", True),  # a photo is never a decklist
        ("video.mp4", None, True),
        (None, None, False),
    ],
)
def test_in_private_other_files_and_photos_are_evidence(
    name: str | None, caption: str | None, media: bool
) -> None:
    # PRO-6: the player sends screenshots or video to the bot for his protest.
    assert file_use(name, caption, 2 * KB * KB, private=True, media=media) is FileUse.EVIDENCE


@pytest.mark.parametrize(
    ("size", "use"), [(MAX_DOWNLOAD, FileUse.EVIDENCE), (MAX_DOWNLOAD + 1, WHAT_FOR)]
)
@pytest.mark.parametrize("media", [False, True])
def test_in_private_evidence_must_fit_what_a_bot_may_download(
    size: int, use: FileUse | c.Invalid, media: bool
) -> None:
    assert file_use("evidence.pdf", None, size, private=True, media=media) == use


@given(
    name=st.none() | st.text(max_size=20),
    caption=st.none() | st.text(max_size=40),
    size=st.integers(0, 2 * MAX_DOWNLOAD),
    media=st.booleans(),
)
def test_a_group_file_is_never_evidence_and_is_read_only_as_a_card_file(
    name: str | None, caption: str | None, size: int, media: bool
) -> None:
    use = file_use(name, caption, size, private=False, media=media)
    assert use is not FileUse.EVIDENCE
    if use is FileUse.READ:
        assert isinstance(parse_file(caption, b"x"), c.ImportLibrary)


# Reading a text file -----------------------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1251"])
def test_a_decklist_file_is_read_in_the_encodings_editors_save(encoding: str) -> None:
    # Sent without a caption: no command was typed (a prompt then names none).
    assert parse_file(None, DECK.encode(encoding)) == c.SubmitDeck(
        text=DECK.strip(), bare_file=True
    )


def test_a_caption_names_the_deck_slot_and_the_tournament() -> None:
    assert parse_file("/deck 2 #5", DECK.encode()) == c.SubmitDeck(
        slot=2, text=DECK.strip(), tournament=5
    )


def test_a_card_file_caption_imports_the_library() -> None:
    command = parse_file("/cards", "Лесной дух;лес\n".encode())
    assert command == c.ImportLibrary(kind="cards", text="Лесной дух;лес")


@pytest.mark.parametrize("caption", ["/register Ольга", "/new Кубок", "/start"])
def test_a_caption_that_is_not_a_file_command_asks_what_the_file_is_for(caption: str) -> None:
    assert parse_file(caption, DECK.encode()) == WHAT_FOR


def test_a_file_over_the_limit_is_not_read() -> None:
    assert decode_file(b"a" * (MAX_FILE + 1)) is None
    assert parse_file(None, b"a" * (MAX_FILE + 1)) == UNREADABLE
