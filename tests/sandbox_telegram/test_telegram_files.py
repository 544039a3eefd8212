"""The Telegram sandbox driven by a real aiogram Bot: documents, photos, media edits."""

from __future__ import annotations

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import BufferedInputFile, InputMediaDocument, InputMediaPhoto, Update
from aiogram_helpers import keyboard, polling

from sandbox.shared import make_png
from sandbox.telegram import Limits, SandboxUser, TelegramSandbox


async def test_document_upload_and_download(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    payload = "Раунд;Игрок\n1;Алиса\n".encode()
    sent = await bot.send_document(
        alice.id, BufferedInputFile(payload, "standings.csv"), caption="Таблица"
    )
    stored = await alice.expect("Таблица")
    assert (stored.document, stored.file_name) == (payload, "standings.csv")
    file = await bot.get_file(sent.document.file_id)
    downloaded = await bot.download_file(file.file_path)
    assert downloaded.read() == payload
    again = await bot.send_document(alice.id, sent.document.file_id)
    assert again.document.file_id == sent.document.file_id
    with pytest.raises(TelegramBadRequest, match="wrong file identifier"):
        await bot.send_photo(alice.id, "no-such-file")


async def test_user_files_download_with_bot_download(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    seen: list[Update] = []
    deck = "3 Гном-разведчик\n2 Лесной страж\n".encode()
    async with polling(sb, bot, seen):
        await alice.send_document(deck, "decklist.txt", caption="Моя колода")
        reply = await alice.expect("Получил decklist.txt")
        await alice.send_photo(make_png(8, 5), "shot.png")
        picture = await alice.expect("Получил фото")
    assert reply.text == f"Получил decklist.txt: {len(deck)} байт, 3 Гном-разведчик"
    assert picture.text == "Получил фото: ('png', 8, 5)"
    message = seen[0].message
    assert message.caption == "Моя колода" and message.document.mime_type == "text/plain"
    assert (message.document.file_name, message.document.file_size) == ("decklist.txt", len(deck))
    assert (seen[1].message.photo[-1].width, seen[1].message.photo[-1].height) == (8, 5)
    assert [(e.who, e.kind, e.text) for e in sb.transcript if e.who == "Алиса"] == [
        ("Алиса", "document", "[document decklist.txt] Моя колода"),
        ("Алиса", "photo", "[photo shot.png]"),
    ]
    sb.limits = Limits(download_max=len(deck) - 1)  # bots download at most 20 MB
    with pytest.raises(TelegramBadRequest, match="file is too big"):
        await bot.get_file(message.document.file_id)
    with pytest.raises(ValueError, match="IMAGE_PROCESS_FAILED"):
        await alice.send_photo(b"not a picture", "fake.png")


async def test_edit_message_media_and_caption(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    first, second = make_png(4, 4, (255, 0, 0)), make_png(4, 4, (0, 0, 255))
    sent = await bot.send_photo(
        alice.id,
        BufferedInputFile(first, "round1.png"),
        caption="Тур 1",
        reply_markup=keyboard(("Обновить", "refresh")),
    )
    with pytest.raises(AssertionError, match=r"\[photo round1.png\] 'Тур 1'"):
        await alice.expect("Тур 2", timeout=0.01)  # a failure report names the media
    stored = await alice.expect("Тур 1")
    assert (stored.photo, stored.file_name) == (first, "round1.png")
    ids = {"chat_id": alice.id, "message_id": sent.message_id}
    upload = BufferedInputFile(second, "round2.png")
    edited = await bot.edit_message_media(InputMediaPhoto(media=upload, caption="Тур 2"), **ids)
    assert (stored.photo, stored.file_name, stored.text) == (second, "round2.png", "Тур 2")
    assert stored.edited and stored.reply_markup is None  # no reply_markup drops the keyboard
    assert edited.photo[-1].file_id == stored.file_id != sent.photo[-1].file_id
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        same = InputMediaPhoto(media=stored.file_id, caption="Тур 2")
        await bot.edit_message_media(same, **ids)
    table = BufferedInputFile(b"place;player\n1;alice\n", "round2.csv")
    await bot.edit_message_media(InputMediaDocument(media=table), **ids)
    assert (stored.photo, stored.file_name, stored.text) == (None, "round2.csv", "")
    assert stored.document == b"place;player\n1;alice\n"
    await bot.edit_message_caption(caption="<b>Итоги</b>", parse_mode="HTML", **ids)
    assert stored.text == "Итоги" and stored.entities[0]["type"] == "bold"
    plain = await bot.send_message(alice.id, "просто текст")
    plain_ids = {"chat_id": alice.id, "message_id": plain.message_id}
    with pytest.raises(TelegramBadRequest, match="there is no media in the message to edit"):
        await bot.edit_message_media(InputMediaPhoto(media=sent.photo[-1].file_id), **plain_ids)
    with pytest.raises(TelegramBadRequest, match="no caption in the message"):
        await bot.edit_message_caption(caption="подпись", **plain_ids)
    with pytest.raises(TelegramBadRequest, match="IMAGE_PROCESS_FAILED"):
        await bot.send_photo(alice.id, BufferedInputFile(b"not an image", "fake.png"))
    with pytest.raises(TelegramBadRequest, match="type of file mismatch"):
        await bot.send_photo(alice.id, stored.file_id)  # a document's file_id
    assert [(e.kind, e.text) for e in sb.transcript[1:4]] == [
        ("photo", "[photo round1.png] Тур 1"),
        ("edit", "[photo round2.png] Тур 2"),
        ("edit", "[document round2.csv]"),
    ]
