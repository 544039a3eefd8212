"""What a file sent to the bot means, and where: decklists and card files, or chat."""

from __future__ import annotations

import dataclasses
from enum import StrEnum

from bot import commands as c
from handlers.grammar.typed import parse

MAX_FILE = 256 * 1024  # a decklist or a card file; more is not a text for the bot


def decode_file(data: bytes) -> str | None:
    """A text file's contents: UTF-8, or the Windows Cyrillic code page many editors save."""
    if len(data) > MAX_FILE:
        return None
    for encoding in ("utf-8-sig", "cp1251"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return None


def parse_file(caption: str | None, data: bytes) -> c.Command:
    """A file sent to the bot: a decklist by default, or what its caption's command says."""
    text = decode_file(data)
    if text is None:
        return c.Invalid(key="file-unreadable", params=(("max", MAX_FILE // 1024),))
    head = (caption or "").strip()
    command = parse(f"{head or '/deck'}\n{text}")
    if not head and isinstance(command, c.SubmitDeck):
        command = dataclasses.replace(command, bare_file=True)  # no command was typed
    if command is None or not isinstance(
        command, (c.SubmitDeck, c.JudgeDeck, c.SealedPool, c.ImportLibrary, c.Invalid)
    ):
        return c.Invalid(key="file-what-for")
    return command


TEXT_FILES = (".txt", ".csv", ".toml", ".dek", ".deck")


def is_text_file(name: str | None, caption: str | None) -> bool:
    """A file the bot reads as text: by its extension, or when its caption is a command."""
    return bool(caption and caption.strip().startswith("/")) or (
        name is not None and name.lower().endswith(TEXT_FILES)
    )


MAX_DOWNLOAD = 20 * 1024 * 1024  # evidence: the Bot API gives bots files up to 20 MB


class FileUse(StrEnum):
    """What a door does with a file it was sent."""

    READ = "read"  # a text file: download it, then `parse_file(caption, data)`
    EVIDENCE = "evidence"  # a file, screenshot or video in private: a protest's evidence
    CHAT = "chat"  # a file in a group: its caption is a chat message for moderation


def file_use(
    name: str | None, caption: str | None, size: int, *, private: bool, media: bool = False
) -> FileUse | c.Invalid:
    """Decided once for both doors: what a file means where it was sent (PRO-6, DECK-1).

    Decklists and pools are private, so in a group a file is just a message of the chat,
    read by moderation like any other; only a global admin's card file (`/cards` as the
    caption) is read there, and the core refuses it from anyone else.
    """
    if not private:
        command = parse(caption or "")
        if isinstance(command, c.ImportLibrary) and not media and is_text_file(name, None):
            return FileUse.READ if size <= MAX_FILE else _unreadable()
        return FileUse.CHAT
    if not media and is_text_file(name, caption):
        return FileUse.READ if size <= MAX_FILE else _unreadable()
    if size > MAX_DOWNLOAD:
        return c.Invalid(key="file-what-for")
    return FileUse.EVIDENCE


def _unreadable() -> c.Invalid:
    return c.Invalid(key="file-unreadable", params=(("max", MAX_FILE // 1024),))
