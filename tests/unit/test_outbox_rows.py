"""The outbox keeps what the core hands it as JSON text, in the form earlier versions wrote.

Rows already in a database when the bot is updated must go out as they would have: the
stored JSON of a notice is pinned here, and a row written in that form is read back by the
courier's side (its buttons' commands, its attachment) as before.
"""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.commands import ShowStandings
from bot.delivery.outgoing import render_row, row_attachment
from bot.delivery.texts import Texts
from bot.notices import Button, Deletion, Document, Notice, Picture, Recipient
from sandbox.postgres import on_postgres
from storage.engines import database_for

NOTICE = Notice(
    Recipient("telegram", 5, "ru", account_id=7, thread_id=9),
    "menu-help",
    {"round": 2, 3: "x"},
    (
        (
            Button("menu-help", command=ShowStandings(tournament=4)),
            Button("menu-help", url="https://x/t/4"),
        ),
        (Button("menu-help", webapp="m4", params={"n": 1}),),
    ),
    Document("a.csv", b"hi"),
    tournament_id=4,
    ref="r",
    urgent=True,
)
STORED = (
    '{"round":2,"3":"x"}',
    '[[{"label":"menu-help","command":"{\\"name\\":\\"standings\\",\\"tournament\\":4}"},'
    '{"label":"menu-help","deeplink":"https://x/t/4"}],'
    '[{"label":"menu-help","deeplink":"app_m4","params":{"n":1}}]]',
    '{"kind":"file","name":"a.csv","data":"aGk="}',
)


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where the test's database lives: a new SQLite file, or a new PostgreSQL database."""
    if request.param == "postgresql":
        return request.getfixturevalue("postgres_url")
    return str(tmp_path / "bot.sqlite3")


async def test_a_notice_is_stored_as_earlier_versions_stored_it(target: str) -> None:
    db = database_for(target)
    await db.open()
    async with db.transaction() as store:
        await store.outbox.add(NOTICE.serialized(), 1.0)
        (added,) = store.outbox.added
    await db.close()
    sql = "SELECT params, buttons, attachment, account_id, thread_id, ref FROM outbox"
    if target.startswith("postgresql://"):
        (row,) = on_postgres(target, sql)
    else:
        import sqlite3

        with sqlite3.connect(target) as raw:
            (row,) = raw.execute(sql).fetchall()
    assert tuple(row) == (*STORED, 7, 9, "r")
    assert (added.params_json, added.buttons_json, added.attachment_json) == STORED
    assert added.priority == 0  # the person's own answer leaves first


async def test_a_row_an_earlier_version_wrote_goes_out_the_same(tmp_path: Path) -> None:
    db = database_for(tmp_path / "bot.sqlite3")
    await db.open()
    old_buttons = '[[{"label":"menu-help","command":"/standings"}]]'  # before typed commands
    async with db.transaction() as store:
        for buttons, attachment in (
            (STORED[1], STORED[2]),
            (old_buttons, '{"kind":"standings","rows":[]}'),
            ("[]", '{"kind":"delete","message_id":12}'),
        ):
            await store.conn.execute_insert(
                "INSERT INTO outbox (platform, chat_id, locale, key, params, buttons,"
                " not_before, created_at, attachment) VALUES (?,?,?,?,?,?,?,?,?)",
                ("telegram", 5, "ru", "menu-help", STORED[0], buttons, 1.0, 1.0, attachment),
            )
        rows = await store.outbox.claim("telegram", everything=True)
    await db.close()
    typed, text, deletion = rows
    assert row_attachment(typed) == Document("a.csv", b"hi")
    assert row_attachment(text) == Picture({"kind": "standings", "rows": []})
    assert row_attachment(deletion) == Deletion(12)
    texts = Texts(ZoneInfo("Europe/Moscow"))
    (first,) = render_row(texts, typed, 4096)
    commands = [b.command for line in first.buttons for b in line]
    assert commands == [ShowStandings(tournament=4), None, None]
    assert [b.url for b in first.buttons[0]] == [None, "https://x/t/4"]
    assert first.buttons[1][0].webapp == "m4"
    (old,) = render_row(texts, text, 4096)
    assert old.buttons[0][0].command == "/standings"
