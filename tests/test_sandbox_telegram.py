"""The Telegram sandbox driven by a real aiogram Bot and Dispatcher."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import aiohttp
import pytest
from aiogram import Bot, Dispatcher, F, Router
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramConflictError,
    TelegramForbiddenError,
    TelegramNetworkError,
    TelegramNotFound,
    TelegramRetryAfter,
    TelegramServerError,
    TelegramUnauthorizedError,
)
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import (
    BufferedInputFile,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaDocument,
    InputMediaPhoto,
    Message,
    Update,
)
from aiohttp import web

from sandbox.common import image_size, make_png
from sandbox.ratelimit import BucketSet, TokenBucket
from sandbox.telegram import Limits, SandboxUser, TelegramSandbox


def keyboard(*pairs: tuple[str, str]) -> InlineKeyboardMarkup:
    """Build a one-row inline keyboard of callback buttons."""
    row = [InlineKeyboardButton(text=text, callback_data=data) for text, data in pairs]
    return InlineKeyboardMarkup(inline_keyboard=[row])


def make_dispatcher(seen: list[Update]) -> Dispatcher:
    """Build a dispatcher with the handlers the tests talk to."""
    router = Router()

    @router.message(CommandStart())
    async def start(message: Message, command: CommandObject) -> None:
        await message.answer(
            f"Привет, <b>{message.from_user.first_name}</b>! Турнир {command.args}",
            parse_mode="HTML",
            reply_markup=keyboard(("Подтвердить", "confirm:5"), ("Отказаться", "decline:5")),
        )

    @router.message(Command("report"))
    async def report(message: Message) -> None:
        await message.reply(f"Записал: {message.text}")

    @router.message(F.reply_to_message)
    async def noted(message: Message) -> None:
        await message.answer(f"Учтено: ответ на #{message.reply_to_message.message_id}")

    @router.message(F.document | F.photo)
    async def received(message: Message, bot: Bot) -> None:
        if message.document:
            data = (await bot.download(message.document)).read()
            first = data.decode().splitlines()[0]
            await message.answer(
                f"Получил {message.document.file_name}: {len(data)} байт, {first}"
            )
        else:
            data = (await bot.download(message.photo[-1])).read()
            await message.answer(f"Получил фото: {image_size(data)}")

    @router.callback_query(F.data.startswith("confirm:"))
    async def confirm(query: CallbackQuery) -> None:
        await query.answer("Принято")
        await query.message.edit_text("Участие подтверждено")

    dp = Dispatcher()

    @dp.update.outer_middleware()
    async def remember(handler, update, data):  # type: ignore[no-untyped-def]
        seen.append(update)
        return await handler(update, data)

    dp.include_router(router)
    return dp


@pytest.fixture
async def sb() -> AsyncIterator[TelegramSandbox]:
    async with TelegramSandbox() as sandbox:
        yield sandbox


class QuickSession(AiohttpSession):
    """aiogram's session minus the 250 ms grace sleep on close, which plain HTTP does not need."""

    async def close(self) -> None:
        if self._session is not None and not self._session.closed:
            await self._session.close()


@pytest.fixture
async def bot(sb: TelegramSandbox) -> AsyncIterator[Bot]:
    session = QuickSession(api=TelegramAPIServer.from_base(sb.base_url))
    async with Bot(sb.token, session=session) as made:
        yield made


@pytest.fixture
def alice(sb: TelegramSandbox) -> SandboxUser:
    return sb.user(1001, "Алиса", username="alice")


@contextlib.asynccontextmanager
async def polling(sb: TelegramSandbox, bot: Bot, seen: list[Update]) -> AsyncIterator[None]:
    """Run a real dispatcher against the sandbox for the duration of the block."""
    dp = make_dispatcher(seen)
    task = asyncio.create_task(
        dp.start_polling(bot, handle_signals=False, close_bot_session=False)
    )
    await sb.wait(lambda: sb.stats.calls["getMe"] or task.done())
    try:
        yield
    finally:
        if not task.done():
            await dp.stop_polling()
        await task


async def test_message_reaches_handler_and_keyboard_reaches_user(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    seen: list[Update] = []
    async with polling(sb, bot, seen):
        sent = await alice.send("/start t5")
        reply = await alice.expect("Турнир t5", timeout=5)
    assert reply.text == "Привет, Алиса! Турнир t5"  # HTML tags are rendered away
    assert reply.entities == [{"type": "bold", "offset": 8, "length": 5}]
    assert reply.buttons() == [("Подтвердить", "confirm:5"), ("Отказаться", "decline:5")]
    assert seen[0].update_id == sent.update_id
    assert seen[0].message.entities[0].type == "bot_command"
    assert [e.kind for e in sb.transcript] == ["message", "message"]


async def test_press_returns_callback_answer_and_edit_is_visible(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    async with polling(sb, bot, []):
        await alice.send("/start t5")
        invite = await alice.expect("Турнир")
        answer = await alice.press(invite, "Подтвердить", timeout=5)
        await sb.wait(lambda: invite.edited)
    assert answer == "Принято"
    assert invite.text == "Участие подтверждено"
    assert invite.reply_markup is None  # editMessageText without markup drops the keyboard
    assert [e.kind for e in sb.transcript][-2:] == ["press", "edit"]


async def test_press_of_missing_button_or_unanswered_query_fails(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    msg = await bot.send_message(alice.id, "x", reply_markup=keyboard(("A", "a")))
    stored = await alice.expect("x")
    assert stored.message_id == msg.message_id
    with pytest.raises(AssertionError, match="no callback button 'B'"):
        await alice.press(stored, "B")
    with pytest.raises(AssertionError, match="did not answer"):
        await alice.press(stored, "a", timeout=0.05)  # nobody polls, so nobody answers


async def test_group_reply_command_entity_and_members(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    grp = sb.group(-100500, "Турнир Берсерк", bot_is_admin=True)
    judge = sb.user(1002, "Судья")
    alice.join(grp)
    grp.add_member(judge, "administrator")
    seen: list[Update] = []
    async with polling(sb, bot, seen):
        report = await alice.send("/report@berserk_test_bot 2:1", chat=grp)
        answer = await grp.expect("Записал")
        follow = await judge.send("Верно", chat=grp, reply_to=answer)
        await grp.expect(f"Учтено: ответ на #{answer.message_id}")
    assert answer.reply_to is report
    assert seen[0].message.entities[0].length == len("/report@berserk_test_bot")
    assert seen[1].message.reply_to_message.from_user.id == sb.bot_id
    assert follow.message_id > answer.message_id > report.message_id
    member = await bot.get_chat_member(grp.id, alice.id)
    stranger = sb.user(1003, "Боб")
    assert member.status == "member"
    assert (await bot.get_chat_member(grp.id, stranger.id)).status == "left"
    assert (await bot.get_chat_member(grp.id, sb.bot_id)).status == "administrator"
    admins = await bot.get_chat_administrators(grp.id)
    assert {a.user.id for a in admins} == {judge.id, sb.bot_id}


async def test_privacy_mode_hides_plain_group_text_from_non_admin_bot(
    sb: TelegramSandbox, alice: SandboxUser
) -> None:
    grp = sb.group(-100600, "Болталка", bot_is_admin=False)
    alice.join(grp)
    chatter = await alice.send("просто текст", chat=grp)
    command = await alice.send("/standings", chat=grp)
    assert chatter.update_id is None
    assert command.update_id is not None


async def test_text_length_limits(sb: TelegramSandbox, bot: Bot, alice: SandboxUser) -> None:
    await alice.send("/start")
    await bot.send_message(alice.id, "я" * 4096)
    with pytest.raises(TelegramBadRequest, match="message is too long"):
        await bot.send_message(alice.id, "я" * 4097)
    with pytest.raises(TelegramBadRequest, match="message text is empty"):
        await bot.send_message(alice.id, "  ")


async def test_callback_data_is_limited_in_bytes(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    await bot.send_message(alice.id, "ok", reply_markup=keyboard(("A", "я" * 32)))  # 64 bytes
    with pytest.raises(TelegramBadRequest, match="BUTTON_DATA_INVALID"):
        await bot.send_message(alice.id, "no", reply_markup=keyboard(("A", "я" * 32 + "x")))
    bad_url = InlineKeyboardMarkup(
        inline_keyboard=[[InlineKeyboardButton(text="site", url="ftp://example.org")]]
    )
    with pytest.raises(TelegramBadRequest, match="Wrong HTTP URL"):
        await bot.send_message(alice.id, "no", reply_markup=bad_url)


async def test_html_markup_is_checked(sb: TelegramSandbox, bot: Bot, alice: SandboxUser) -> None:
    await alice.send("/start")
    sent = await bot.send_message(alice.id, "<i>Ник</i> &lt;3", parse_mode="HTML")
    assert sent.text == "Ник <3"
    with pytest.raises(TelegramBadRequest, match="can't parse entities"):
        await bot.send_message(alice.id, "<b>Игрок <Вася>", parse_mode="HTML")
    with pytest.raises(TelegramBadRequest, match="Can't find end tag"):
        await bot.send_message(alice.id, "<b>жирный", parse_mode="HTML")


async def test_editing_to_same_content_is_not_modified(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    sent = await bot.send_message(alice.id, "Тур 1", reply_markup=keyboard(("A", "a")))
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_text(
            "Тур 1",
            chat_id=alice.id,
            message_id=sent.message_id,
            reply_markup=keyboard(("A", "a")),
        )
    await bot.edit_message_text("Тур 2", chat_id=alice.id, message_id=sent.message_id)
    assert alice.inbox[-1].text == "Тур 2" and alice.inbox[-1].edited


async def test_bot_cannot_write_first_or_to_a_blocker(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    with pytest.raises(TelegramForbiddenError, match="can't initiate conversation"):
        await bot.send_message(alice.id, "Привет")
    with pytest.raises(TelegramBadRequest, match="chat not found"):
        await bot.send_message(424242, "Привет")
    await alice.send("/start")
    alice.block_bot()
    with pytest.raises(TelegramForbiddenError, match="blocked by the user"):
        await bot.send_message(alice.id, "Привет")


async def test_burst_to_one_chat_gets_retry_after(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    for number in range(3):  # chat_burst
        await bot.send_message(alice.id, f"сообщение {number}")
    with pytest.raises(TelegramRetryAfter) as caught:
        await bot.send_message(alice.id, "лишнее")
    assert caught.value.retry_after >= 1
    assert sb.stats.rate_limited == 1
    assert [e.status for e in sb.stats.log if e.method == "sendMessage"] == [200] * 3 + [429]
    sb.limits = Limits(enabled=False)
    await bot.send_message(alice.id, "без лимитов")


async def test_redelivered_update_reaches_handler_twice(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    seen: list[Update] = []
    async with polling(sb, bot, seen):
        sent = await alice.send("/start")
        await alice.expect("Привет")
        sb.redeliver(sent.update_id)
        await alice.expect("Привет")
    assert [u.update_id for u in seen] == [sent.update_id, sent.update_id]


async def test_redeliver_survives_an_offset_that_already_passed_it(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    sent = await alice.send("/start")
    first = await bot.get_updates()
    sb.redeliver(sent.update_id)  # before the bot confirmed it with the next offset
    again = await bot.get_updates(offset=first[-1].update_id + 1)
    assert [u.update_id for u in again] == [sent.update_id]
    assert await bot.get_updates(offset=sent.update_id + 1) == []


async def test_injected_faults(sb: TelegramSandbox, bot: Bot, alice: SandboxUser) -> None:
    await alice.send("/start")
    sb.faults.add("sendMessage", "5xx", count=1, status=502)
    with pytest.raises(TelegramServerError, match="Bad Gateway"):
        await bot.send_message(alice.id, "раз")
    sb.faults.add(None, "drop", count=1)
    with pytest.raises(TelegramNetworkError):
        await bot.send_message(alice.id, "два")
    sb.faults.add("sendMessage", "timeout", delay=5)
    with pytest.raises(TelegramNetworkError, match="timeout"):
        await bot.send_message(alice.id, "три", request_timeout=0.2)
    await bot.send_message(alice.id, "четыре")
    assert [m.text for m in alice.inbox] == ["четыре"]


async def test_unknown_method_and_bad_token(sb: TelegramSandbox, bot: Bot) -> None:
    async with aiohttp.ClientSession() as http:
        async with http.post(f"{sb.base_url}/bot{sb.token}/sendTelepathy") as resp:
            assert resp.status == 404
            assert await resp.json() == {
                "ok": False,
                "error_code": 404,
                "description": "Not Found: method not found",
            }
        async with http.get(f"{sb.base_url}/bot{sb.token}/GETME") as resp:
            assert (await resp.json())["result"]["username"] == "berserk_test_bot"
    sb.bad_token = sb.token
    with pytest.raises(TelegramUnauthorizedError):
        await bot.get_me()


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


async def test_expect_failure_lists_what_arrived(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    await alice.send("/start")
    await bot.send_message(alice.id, "Тур 1")
    with pytest.raises(AssertionError, match="Тур 1"):
        await alice.expect("Тур 2", timeout=0.05)
    assert (await alice.expect("Тур")).text == "Тур 1"  # the failed expect moved no cursor


async def test_long_poll_wakes_on_new_update(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    poll = asyncio.create_task(bot.get_updates(timeout=30))
    await sb.wait(lambda: sb.pollers)  # the poll is parked on the server
    sent = await alice.send("/start")
    updates = await asyncio.wait_for(poll, 2)
    assert [u.update_id for u in updates] == [sent.update_id]


async def test_webhook_delivers_with_secret_and_retries(
    sb: TelegramSandbox, bot: Bot, alice: SandboxUser
) -> None:
    received: list[tuple[str | None, dict]] = []

    async def endpoint(request: web.Request) -> web.Response:
        received.append(
            (request.headers.get("X-Telegram-Bot-Api-Secret-Token"), await request.json())
        )
        return web.json_response({}, status=500 if len(received) == 1 else 200)

    app = web.Application()
    app.router.add_post("/hook", endpoint)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    port = runner.addresses[0][1]
    try:
        await bot.set_webhook(f"http://127.0.0.1:{port}/hook", secret_token="s3cret")
        with pytest.raises(TelegramConflictError):
            await bot.get_updates()
        sent = await alice.send("/start")
        await sb.wait(lambda: len(received) == 2)
        info = await bot.get_webhook_info()
    finally:
        await runner.cleanup()
    assert [secret for secret, _ in received] == ["s3cret", "s3cret"]
    assert [body["update_id"] for _, body in received] == [sent.update_id] * 2
    assert info.pending_update_count == 0 and info.last_error_message
    with pytest.raises(TelegramBadRequest, match="loopback"):
        await bot.set_webhook("https://example.org/hook")


def test_token_bucket_refills_and_refuses_all_or_nothing() -> None:
    bucket = TokenBucket(rate=1.0, burst=3)
    for _ in range(3):
        assert bucket.wait_time(0.0) == 0.0
        bucket.take(0.0)
    assert bucket.wait_time(0.0) == pytest.approx(1.0)
    assert bucket.wait_time(0.5) == pytest.approx(0.5)
    buckets = BucketSet()
    wide = buckets.bucket("global", 1, 30)
    narrow = buckets.bucket("chat", 1, 1)
    assert buckets.acquire([wide, narrow], 0.0) == 0
    assert buckets.acquire([wide, narrow], 0.1) == 1
    assert wide.tokens == pytest.approx(29.1)  # the refused call spent nothing


async def test_missing_methods_stay_unknown(bot: Bot) -> None:
    with pytest.raises(TelegramNotFound):
        await bot.send_poll(1, "q", ["a", "b"])


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
