"""Exports for the judges: `/standings csv` and `/export`, the whole tournament as one JSON
document to archive (FMT-7, REG-8, MOD-8, RES-8)."""

from __future__ import annotations

import csv
import io
import json

from harness import Core, Event, Pair

from bot.service import Outcome

SIX = ["Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор"]
PNG = b"\x89PNG\r\n\x1a\n" + bytes(32)


async def judge(core: Core, t: Event, text: str) -> None:
    """A judge's command in the judges' chat, carried out."""
    assert await core.say(core.judge, f"{text} #{t.id}", core.judges_chat) is Outcome.DONE


async def confirmed(core: Core, pair: Pair, score: str) -> None:
    """The first player reports, the second confirms."""
    assert pair.b is not None
    await core.say(pair.a, f"/report {score}")
    await core.press(pair.b, "Подтвердить")


async def eventful_round(core: Core) -> tuple[Event, list[Pair]]:
    """Round 1 of six players with a correction, a protest, a warning, a DQ and a drop."""
    t = await core.tournament(SIX, title="Кубок архива")
    pairs = core.pairs(t, 1)
    first, second, third = pairs
    assert first.b and second.b and third.b
    await confirmed(core, first, "2:1")
    await judge(core, t, f"/result {first.number} 1:2 перепутали игроков")  # RES-8
    await confirmed(core, second, "2:0")
    await core.say(second.b, f"/protest {second.number}")
    await core.press(second.b, "Спор о результате")
    await core.say(second.b, "Вторую партию выиграл я.")
    protest = core.expect(second.b, key="protest-filed").params["id"]
    await judge(core, t, f"/evidence {protest} 10")  # PRO-6
    await core.send_file(second.b, "screenshot.jpg", PNG, media=True)
    core.expect(second.b, key="evidence-received")
    await judge(core, t, f"/decide {protest} reject запись игры подтверждает 2:0")
    await confirmed(core, third, "2:0")
    await judge(core, t, f"/warn {third.b.name} мат в чате")  # MOD-3
    await judge(core, t, f"/dq {second.a.name} подсказки со стороны")  # MOD-6
    await judge(core, t, f"/drop {third.a.name} уехал домой")  # REG-8
    core.sent(core.judge)
    core.posted(core.judges_chat)
    return t, pairs


async def test_standings_csv_has_every_tiebreaker_the_record_and_who_left(core: Core) -> None:
    t, (first, second, third) = await eventful_round(core)
    assert first.b and second.b and third.b
    await judge(core, t, "/standings csv")
    sent = core.expect(core.judges_chat, key="standings-file")
    assert sent.file is not None and sent.file[0] == f"standings-{t.id}.csv"
    assert "таблица после тура 1: 6 игроков" in sent.text
    rows = list(csv.DictReader(io.StringIO(sent.file[1].decode("utf-8-sig"))))
    assert list(rows[0]) == [
        "place", "nickname", "game_id", "status", "points", "record", "wins", "losses",
        "draws", "mw", "gw", "omw", "ogw", "buchholz", "median_buchholz",
    ]  # fmt: skip
    by_nick = {row["nickname"]: row for row in rows}
    assert len(by_nick) == 6
    # REG-8, MOD-8: the dropped and the disqualified keep their lines, marked.
    assert by_nick[third.a.name]["status"] == "dropped"
    assert by_nick[second.a.name]["status"] == "disqualified"
    assert by_nick[first.a.name]["status"] == "registered"
    # FMT-7: the corrected 1:2 stands; its loser took one game of three; OMW floored at 33%.
    loser = by_nick[first.a.name]
    assert (loser["points"], loser["record"], loser["gw"]) == ("0", "0-1-0", "33.33")
    winner = by_nick[third.a.name]
    assert (winner["points"], winner["record"], winner["mw"], winner["omw"]) == (
        "3", "1-0-0", "100.00", "33.33",
    )  # fmt: skip
    assert winner["buchholz"] == "0" and winner["game_id"].startswith("5000")


async def test_the_export_is_the_whole_tournament_in_one_json_document(core: Core) -> None:
    t, (first, second, third) = await eventful_round(core)
    assert first.b and second.b and third.b
    await judge(core, t, "/export")
    sent = core.expect(core.judges_chat, key="export-file")
    assert sent.file is not None and sent.file[0] == f"tournament-{t.id}.json"
    assert "матчей 3" in sent.text and "жалоб 1" in sent.text and "санкций 2" in sent.text
    doc = json.loads(sent.file[1])
    assert doc["format"] == "berserk-tournament-export" and doc["version"] == 1
    assert doc["tournament"]["title"] == "Кубок архива"
    assert doc["tournament"]["settings"]["bo"] == 3
    statuses = {p["nickname"]: p["status"] for p in doc["players"]}
    assert statuses[third.a.name] == "dropped" and statuses[second.a.name] == "disqualified"
    assert [r["round"] for r in doc["rounds"]] == [1]
    matches = {m["number"]: m for m in doc["rounds"][0]["matches"]}
    assert len(matches) == 3
    # RES-8: the corrected result with its history: confirmed 2:1, then the judge's 1:2.
    corrected = matches[first.number]
    assert (corrected["score_a"], corrected["score_b"], corrected["final_source"]) == (
        1, 2, "judge",
    )  # fmt: skip
    results = [h for h in corrected["history"] if h["action"] == "result"]
    assert [h["details"]["score"] for h in results] == ["2:1", "1:2"]
    assert results[1]["details"]["before"] == "2:1"
    assert results[1]["details"]["reason"] == "перепутали игроков"
    assert results[1]["by"] == core.judge.name
    # PRO-8: the protest with its decision; MOD-10: the sanctions with their rules.
    (protest,) = doc["protests"]
    assert (protest["match"], protest["protester"], protest["status"]) == (
        second.number, second.b.name, "rejected",
    )  # fmt: skip
    assert protest["decision"] == "запись игры подтверждает 2:0"
    assert [(f["name"], f["size"]) for f in protest["evidence"]] == [("screenshot.jpg", 40)]
    sanctions = {(s["player"], s["kind"], s["rule"]) for s in doc["sanctions"]}
    assert sanctions == {(third.b.name, "warning", "MOD-3"), (second.a.name, "dq", "MOD-6")}
    assert any(e["action"] == "drop" for e in doc["audit"])
    assert len(doc["standings"]) == 6 and {"omw", "record"} <= set(doc["standings"][0])


async def test_exports_asked_elsewhere_go_to_the_judge_privately(core: Core) -> None:
    # MOD-10: protests and sanctions are the judges'; the channel hears where the file went.
    t, _ = await eventful_round(core)
    await core.say(core.judge, f"/export #{t.id}", core.channel)
    note = core.expect(core.channel, key="export-sent-privately")
    assert note.file is None
    assert core.expect(core.judge, key="export-file").file is not None
    # A player may not export, and /standings stays the plain table for him.
    anna = t["Анна"]
    assert await core.say(anna, f"/export #{t.id}") is Outcome.REFUSED
    core.expect(anna, "только для судей турнира «Кубок архива»")
    assert await core.say(anna, f"/standings csv #{t.id}") is Outcome.REFUSED
    core.expect(anna, "только для судей турнира «Кубок архива»")
    await core.say(anna, "/standings")
    assert core.expect(anna, key="standings").file is None
    await core.say(anna, "/standings все")  # a wrong argument: the right forms are shown
    assert "/standings csv" in core.expect(anna, key="usage-standings").text


async def test_nothing_to_tabulate_before_the_first_round(core: Core) -> None:
    t = await core.tournament(SIX, title="Кубок до старта", begin=False)
    assert await core.say(core.judge, f"/standings csv #{t.id}", core.judges_chat) is (
        Outcome.REFUSED
    )
    core.expect(core.judges_chat, key="no-standings-yet")
    await judge(core, t, "/export")  # the archive of a tournament not begun: its players
    doc = json.loads(core.expect(core.judges_chat, key="export-file").file[1])  # type: ignore[index]
    assert len(doc["players"]) == 6 and doc["rounds"] == [] and doc["standings"] == []
