"""The VK sandbox driven by a real vkbottle API: photo and document uploads, user files."""

from __future__ import annotations

import io
import re

import aiohttp
import pytest
from vkbottle import API, DocMessagesUploader, PhotoMessageUploader, VKAPIError
from vkbottle.bot import BotLabeler, Message
from vkbottle_helpers import JFIF_HEADER, running

from sandbox.shared import image_size, make_png
from sandbox.vk import Limits, VkSandbox, VkUser


async def test_photo_upload_is_sent_with_a_caption(vk: VkSandbox, api: API, olga: VkUser) -> None:
    await olga.send("покажи таблицу")
    picture = make_png(6, 4)
    uploader = PhotoMessageUploader(api, attachment_name="standings.png")
    attachment = await uploader.upload(picture, peer_id=olga.id)
    assert re.fullmatch(rf"photo-{vk.group_id}_\d+_[0-9a-f]+", attachment)
    await api.messages.send(
        peer_id=olga.id, random_id=0, message="Таблица после тура 1", attachment=attachment
    )
    sent = await olga.expect("Таблица")
    assert (sent.photo, sent.file_name, sent.document) == (picture, "standings.png", None)
    [photo] = sent.attachments
    assert attachment.startswith(photo["ref"]) and photo["object"]["sizes"][-1]["width"] == 6
    async with aiohttp.ClientSession() as http, http.get(photo["url"]) as resp:
        assert (await resp.read(), resp.content_type) == (picture, "image/png")
    entry = vk.transcript[-1]
    assert (entry.who, entry.kind, entry.text) == (
        "bot",
        "photo",
        "[photo standings.png] Таблица после тура 1",
    )
    assert vk.stats.calls["upload.photo"] == 1


async def test_photo_upload_rules(vk: VkSandbox, api: API, olga: VkUser) -> None:
    await olga.send("привет")
    server = await api.photos.get_messages_upload_server(peer_id=olga.id)
    assert (server.album_id, server.group_id) == (-64, vk.group_id)
    uploader = PhotoMessageUploader(api)
    uploaded = await uploader.upload_files(server.upload_url, {"photo": io.BytesIO(make_png())})
    assert set(uploaded) == {"server", "photo", "hash"} and isinstance(uploaded["photo"], str)
    with pytest.raises(VKAPIError[121]):
        await api.photos.save_messages_photo(**(uploaded | {"hash": "0" * 32}))
    [saved] = await api.photos.save_messages_photo(**uploaded)
    assert (saved.owner_id, saved.album_id) == (-vk.group_id, -64)
    with pytest.raises(VKAPIError[121]):  # an upload is saved once
        await api.photos.save_messages_photo(**uploaded)
    fake = io.BytesIO(b"GIF89a, not a PNG")
    refused = await uploader.upload_files(server.upload_url, {"photo": fake})
    jpeg = JFIF_HEADER + b"\xff\xc0\x00\x11\x08\x00\x05\x00\x07\x03" + b"\x01\x22\x00" * 3
    assert image_size(jpeg + b"\xff\xd9") == ("jpeg", 7, 5)
    assert await uploader.upload(jpeg + b"\xff\xd9", peer_id=olga.id)  # a JPEG is fine too
    assert refused["error"].startswith("ERR_UPLOAD_BAD_IMAGE")
    with vk.expect_violations("photo is undefined"), pytest.raises(VKAPIError[100]):
        await uploader.upload(b"%PDF-1.7", peer_id=olga.id)  # vkbottle saves what it got
    vk.limits = Limits(photo_max=100)
    big = io.BytesIO(make_png(60, 60))
    too_big = await uploader.upload_files(server.upload_url, {"photo": big})
    assert too_big["error"].startswith("ERR_UPLOAD_FILE_TOO_BIG")
    send = api.messages.send
    for wrong in (f"photo-{vk.group_id}_1", "video-1_2", f"photo{olga.id}_{saved.id}"):
        with pytest.raises(VKAPIError[100]):
            await send(peer_id=olga.id, random_id=0, message="x", attachment=wrong)
    with pytest.raises(VKAPIError[901]):  # upload servers check the peer too
        await api.photos.get_messages_upload_server(peer_id=vk.user(500002, "Иван").id)
    assert not olga.inbox


async def test_document_is_sent_then_replaced_by_an_edit(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    await olga.send("пришли итоги")
    table = "Место;Игрок\n1;Ольга\n".encode()
    doc = await DocMessagesUploader(api).upload(table, peer_id=olga.id, title="standings.csv")
    assert re.fullmatch(rf"doc-{vk.group_id}_\d+_[0-9a-f]+", doc)
    message_id = await api.messages.send(peer_id=olga.id, random_id=0, attachment=doc)
    sent = olga.inbox[-1]
    assert (sent.text, sent.document, sent.file_name, sent.photo) == (
        "",
        table,
        "standings.csv",
        None,
    )
    assert sent.attachments[0]["object"]["ext"] == "csv"
    picture = make_png(3, 3)
    photo = await PhotoMessageUploader(api).upload(picture, peer_id=olga.id)
    await api.messages.edit(
        peer_id=olga.id, message_id=message_id, message="Итоги картинкой", attachment=photo
    )
    assert (sent.edited, sent.photo, sent.document, sent.text) == (
        True,
        picture,
        None,
        "Итоги картинкой",
    )
    await api.messages.edit(peer_id=olga.id, message_id=message_id, message="Итоги текстом")
    assert sent.attachments == []  # VK drops the attachments an edit does not repeat
    with pytest.raises(VKAPIError[100], match="file is invalid"):
        await api.docs.save(file="no-such-upload")
    with vk.expect_violations("file is undefined"), pytest.raises(VKAPIError[100]):
        await DocMessagesUploader(api).upload(b"ID3", peer_id=olga.id, title="song.mp3")
    assert [(e.kind, e.text) for e in vk.transcript[1:]] == [
        ("document", "[document standings.csv]"),
        ("edit", "[photo picture.jpg] Итоги картинкой"),
        ("edit", "Итоги текстом"),
    ]


async def test_user_files_reach_a_vkbottle_handler_and_download(
    vk: VkSandbox, api: API, olga: VkUser
) -> None:
    seen: list[Message] = []
    labeler = BotLabeler()

    @labeler.message()
    async def on_file(message: Message) -> None:
        seen.append(message)
        attached = message.attachments[0]
        item = attached.doc or attached.photo
        url = attached.doc.url if attached.doc else attached.photo.sizes[-1].url
        data = await api.http_client.request_content(url)
        kind = attached.type.value
        ref = f"{kind}{item.owner_id}_{item.id}_{item.access_key}"
        await message.answer(f"Получено {kind}: {len(data)} байт", attachment=ref)

    deck = "3 Гном-разведчик\n2 Лесной страж\n".encode()
    shot = make_png(8, 5)
    async with running(vk, api, labeler):
        await olga.send("моя колода", attachments=[("doc", "decklist.txt", deck)])
        echo = await olga.expect("Получено doc")
        await olga.send("", attachments=[("photo", "shot.png", shot)])
        pic = await olga.expect("Получено photo")
    assert echo.text == f"Получено doc: {len(deck)} байт" and echo.document == deck
    assert pic.text == f"Получено photo: {len(shot)} байт" and pic.photo == shot
    doc = seen[0].attachments[0].doc
    assert (doc.title, doc.ext, doc.size, doc.owner_id) == (
        "decklist.txt",
        "txt",
        len(deck),
        olga.id,
    )
    sizes = seen[1].attachments[0].photo.sizes
    assert (sizes[-1].width, sizes[-1].height) == (8, 5)
    with pytest.raises(VKAPIError[100], match="access_key"):  # others' files need their key
        await api.messages.send(peer_id=olga.id, random_id=0, attachment=f"doc{olga.id}_{doc.id}")
    with pytest.raises(ValueError, match="not a JPEG or PNG"):
        await olga.send("", attachments=[("photo", "fake.png", b"not a picture")])
    assert [(e.who, e.kind, e.text) for e in vk.transcript if e.who == "Ольга"] == [
        ("Ольга", "document", "[document decklist.txt] моя колода"),
        ("Ольга", "photo", "[photo shot.png]"),
    ]
