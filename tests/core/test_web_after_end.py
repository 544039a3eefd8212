"""The live page after the end: the chat's final table, off the web and back, in English.

The page is read the way the web door reads it (`load_snapshot`) and rendered by its own
templates; what a visitor reads is compared with what the channel was told (FMT-1, REG-9).
"""

from __future__ import annotations

import re
from pathlib import Path

from harness import Core, Event

from bot.runtime.config import Settings
from handlers.web import Web
from handlers.web.data import load_snapshot
from handlers.web.pages import fragment, visible

ROOT = Path(__file__).resolve().parents[2]
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
FOREST = (ROOT / "tests" / "data" / "decks" / "forest.txt").read_text(encoding="utf-8")
# A line of the chat's final table: "3–4. Ник — 6 очк. (2-1-0) · OMW …" or a bare "5. Ник".
FINAL = re.compile(r"^(\d+(?:–\d+)?)\. (.+?)(?: — (\d+) очк\.|$)", re.M)
RECORD = re.compile(r"\((\d+-\d+-\d+)\)")  # a line's record: wins-losses-draws
TABLE = re.compile(r"<h2>(.*?)</h2>\s*<div class=\"scroll\">\s*<table[^>]*>(.*?)</table>", re.S)
ROW = re.compile(r"<tr[^>]*>(.*?)</tr>", re.S)
CELL = re.compile(r"<td[^>]*>(.*?)</td>", re.S)
TAG = re.compile(r"<[^>]+>")
SIDE = "Сайд:\n3 Чародейка\n3 Дикий вепрь\n3 Монах-отшельник\n1 Лазутчик\n"
PAIR = re.compile(r"^№(\d+)(?: \(.+?\))?: (.+?) — (.+?) \(ждём результат\)$", re.M)


async def page(core: Core, tid: int, name: str, lang: str = "ru") -> str | None:
    """The live part of a page as a visitor gets it; None when the page answers 404."""
    site = Web(Settings(), core.db, core.service, core.texts, core.clock)
    snap = await load_snapshot(site, tid)
    if snap is None or not visible(snap):
        return None
    return fragment(site, snap, name, lang)


def tables(html: str) -> list[tuple[str, list[list[str]]]]:
    """Every table of the page: its heading and its rows' cells as text."""
    found = []
    for title, body in TABLE.findall(html):
        rows = [
            [TAG.sub("", cell).strip() for cell in CELL.findall(row)] for row in ROW.findall(body)
        ]
        found.append((TAG.sub("", title), [r for r in rows if r]))
    return found


async def play_round(core: Core, t: Event) -> None:
    """The judge enters every open match of the round: the lower nickname wins 1:0."""
    await core.say(core.judge, f"/pairings #{t.id}")
    for number, a, b in PAIR.findall(core.expect(core.judge, key="pairings").text):
        score = "1:0" if min(a, b) == a else "0:1"
        await core.say(core.judge, f"/result {number} {score} #{t.id}")
        core.expect(core.judge, f"Матч №{number}:")


async def test_the_page_after_a_top_shows_the_chats_final_table(core: Core) -> None:
    # FMT-1: Swiss 3 rounds, then a top-4; the final places come from the bracket and the
    # points from the Swiss, in the channel and on the page alike.
    nicks = [f"Игрок{n}" for n in range(1, 7)]
    t = await core.tournament(nicks, 'stages="swiss:3,top:4" bo=1', begin=False)
    await core.say(core.judge, "/begin", core.channel)
    for round_no in range(1, 6):  # 3 Swiss rounds, the semifinals, the final
        await play_round(core, t)
        if round_no < 5:
            await core.say(core.judge, "/next", core.channel)
        if round_no == 4:  # the semifinals played: the chat's table is the Swiss stage's
            await core.say(t["Игрок5"], "/standings")
            during = core.expect(t["Игрок5"], key="standings-stage")
            assert "после тура 3" in during.text and "швейцарка" in during.text
            assert all(sum(map(int, r.split("-"))) == 3 for r in RECORD.findall(during.text))
            await core.say(t["Игрок5"], "/me")
            mine = core.expect(t["Игрок5"], key="me")
            assert sum(map(int, RECORD.findall(mine.text)[0].split("-"))) == 3
    await core.say(core.judge, "/finish", core.channel)
    chat = core.expect(core.channel, "итоговая таблица")
    expected = [(place, nick, points) for place, nick, points in FINAL.findall(chat.text)]
    assert len(expected) == 6 and expected[2][0] == "3–4", chat.text

    html = await page(core, t.id, "standings")
    assert html is not None
    (final_title, final), (swiss_title, swiss) = tables(html)
    assert final_title == "Итоговая таблица"
    assert [(row[0], row[1], row[2]) for row in final] == expected
    # The Swiss stage's own table: 3 rounds, Swiss points only, places by its tiebreakers.
    assert "после тура 3" in swiss_title and "швейцарка" in swiss_title
    assert [row[0] for row in swiss] == [str(n) for n in range(1, 7)]
    assert all(sum(map(int, row[3].split("-"))) == 3 for row in swiss)
    points = {nick: points for _, nick, points in expected}
    assert all(row[2] == points[row[1]] for row in swiss)
    # A player's /standings after the end is the same final table, not a sixth "round".
    await core.say(t["Игрок5"], "/standings")
    asked = core.expect(t["Игрок5"], "итоговая таблица")
    assert [(p, n, pts) for p, n, pts in FINAL.findall(asked.text)] == expected
    await core.say(t["Игрок5"], "/me")  # his place is the final one, the bracket's if he had one
    place = next(p for p, n, _ in expected if n == "Игрок5")
    assert f"место: {place}" in core.expect(t["Игрок5"], key="me").text


async def test_a_finished_tournament_goes_off_the_web_and_back(core: Core) -> None:
    t = await core.tournament(["Анна", "Борис", "Вера", "Глеб"], "rounds=1 bo=1")
    await play_round(core, t)
    await core.say(core.judge, "/finish", core.channel)
    core.expect(core.channel, "итоговая таблица")
    assert await page(core, t.id, "standings") is not None
    # In the review window (RES-8) the organizer takes the page off the web and back.
    await core.say(core.judge, f"/set public_page=off #{t.id}")
    core.expect(core.judge, key="settings-changed")
    assert await page(core, t.id, "standings") is None
    await core.say(core.judge, f"/set bo=5 #{t.id}")  # the tournament's terms stay as played
    refused = core.expect(core.judge, "уже завершён")
    assert "public_page" in refused.text
    await core.say(core.judge, f"/set public_page=on #{t.id}")
    core.expect(core.judge, key="settings-changed")
    assert await page(core, t.id, "standings") is not None
    await core.advance(hours=24 * 14)  # the review window closes: the tournament is archived
    core.expect(core.judges_chat, key="review-closed-alert")
    await core.say(core.judge, f"/set public_page=off bo=5 #{t.id}")  # all or nothing
    core.expect(core.judge, "уже завершён")
    assert await page(core, t.id, "standings") is not None
    await core.say(core.judge, f"/set public_page=off #{t.id}")
    core.expect(core.judge, key="settings-changed")
    assert await page(core, t.id, "standings") is None


async def test_a_published_decklist_reads_in_the_pages_language(core: Core) -> None:
    # REG-9: the lists /publish_decks posted; `?lang=en` shows them in English throughout.
    await core.send_file(core.judge, "pool.csv", POOL.read_bytes(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен")
    t = await core.tournament(
        ["Анна", "Борис", "Вера", "Глеб"], "decks=1 rounds=1 bo=1", begin=False
    )
    for player in t.players:
        await core.say(player, "/deck\n" + FOREST + SIDE)
        core.expect(player, "принята")
    await core.say(core.judge, "/begin", core.channel)
    await play_round(core, t)
    await core.say(core.judge, "/finish", core.channel)
    await core.say(core.judge, f"/publish_decks 1 #{t.id}")
    core.expect(core.judge, "Опубликовано деклистов: 1")
    english = await page(core, t.id, "decks", "en")
    assert english is not None and "Лесной натиск" in english and "3 Чародейка" in english
    assert "Hero: Друид Ольх" in english and "Sideboard" in english
    for russian in ("Колода", "колода", "Герой", "Сайд", "место"):
        assert russian not in english, russian
    russian_page = await page(core, t.id, "decks")
    assert russian_page is not None and "Герой: Друид Ольх" in russian_page
