"""The command grammar shared by every platform: text, a button payload or a file → a command,
and a command → a button's payload."""

from handlers.grammar.files import (
    MAX_DOWNLOAD,
    MAX_FILE,
    FileUse,
    decode_file,
    file_use,
    is_text_file,
    parse_file,
)
from handlers.grammar.payloads import format_command, formattable, payload_of
from handlers.grammar.prize_words import text_command
from handlers.grammar.screening import screen_documents
from handlers.grammar.typed import ALIASES, parse
from handlers.grammar.words import MAX_LENGTH, MAX_MULTILINE, PARSERS

__all__ = [
    "ALIASES",
    "MAX_DOWNLOAD",
    "MAX_FILE",
    "MAX_LENGTH",
    "MAX_MULTILINE",
    "PARSERS",
    "FileUse",
    "decode_file",
    "file_use",
    "format_command",
    "formattable",
    "is_text_file",
    "parse",
    "parse_file",
    "payload_of",
    "screen_documents",
    "text_command",
]
