"""The announcement tells the real format and is posted again when it changes (REG-1); /begin
waits for required decklists (REG-9), which are only ever shown privately; COM-2's reminder
and membership check 30 minutes before a start time or a scheduled round."""

from __future__ import annotations

from pathlib import Path

from harness import Core, Sent

from bot.service import Outcome

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "tests" / "data" / "decks"
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
NICKS = ["Анна", "Борис", "Вера", "Глеб"]


def deck(name: str) -> str:
    """A sample decklist's text."""
    return (DECKS / f"{name}.txt").read_text(encoding="utf-8")


async def load_cards(core: Core) -> None:
    """The organizer sends the card pool (DECK-4)."""
    await core.send_file(core.judge, "pool.csv", POOL.read_bytes(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен")


def announcement(core: Core) -> Sent:
    """The newest announcement in the channel."""
    posted = [m for m in core.posted(core.channel, all=True) if m.key.startswith("announcement")]
    assert posted, core.transcript(last=10)
    return posted[-1]


# REG-9: /begin and missing decklists ------------------------------------------------------


async def test_begin_is_refused_while_a_required_decklist_is_missing(core: Core) -> None:
    # REG-9: each player submits his decklist(s) before the first round.
    await load_cards(core)
    t = await core.tournament([*NICKS, "Дмитрий"], "decks=1", begin=False)
    for nick in ("Анна", "Борис", "Вера"):
        await core.say(t[nick], "/deck\n" + deck("forest"))
        core.expect(t[nick], "принята")
    core.posted(core.channel)
    assert await core.say(core.judge, "/begin", core.channel) is Outcome.REFUSED
    refused = core.expect(core.channel, key="begin-missing-decks")
    assert "Глеб (0 из 1)" in refused.text and "Дмитрий (0 из 1)" in refused.text
    assert "Анна" not in refused.text
    for way in ("/deck", "/setdeck", "/refuse"):  # how to go on, named in the refusal
        assert way in refused.text, refused.text
    assert not [m for m in core.posted(core.channel) if m.key == "tournament-started"]
    # The judge enters one list himself and refuses the other player: now it starts.
    await core.say(core.judge, f"/setdeck Глеб #{t.id}\n" + deck("mountains"))
    core.expect(core.judge, "Колода 1 из 1 принята")
    await core.say(core.judge, "/refuse Дмитрий нет деклиста", core.channel)
    assert await core.say(core.judge, "/begin", core.channel) is Outcome.DONE
    core.expect(core.channel, key="tournament-started")


async def test_each_required_deck_counts_and_deck_bans_have_decks_to_ban(core: Core) -> None:
    # REG-9, S4 3.1: several decks each; COM-3 needs them all to offer bans.
    await load_cards(core)
    t = await core.tournament(NICKS, "decks=2 deck_bans=1", begin=False)
    for player in t.players:
        await core.say(player, "/deck\n" + deck("forest"))
        core.expect(player, "принята")
    assert await core.say(core.judge, "/begin", core.channel) is Outcome.REFUSED
    refused = core.expect(core.channel, key="begin-missing-decks")
    assert all(f"{nick} (1 из 2)" in refused.text for nick in NICKS)
    for player in t.players:
        await core.say(player, "/deck\n" + deck("mountains"))
    assert await core.say(core.judge, "/begin", core.channel) is Outcome.DONE
    request = core.expect(t["Анна"], key="ban-request")
    assert len(request.labels) == 2  # the opponent's two decks, both offered


async def test_a_draft_does_not_wait_for_decklists_at_begin(core: Core) -> None:
    # REG-9 with DECK-2: draft decks are built from the picks, after /begin (FMT-10).
    eight = [*NICKS, "Дмитрий", "Елена", "Жанна", "Зоя"]  # a draft table seats 8 (FMT-8)
    await core.tournament(eight, "decks=1 format=draft stages=draft:3", begin=False)
    assert await core.say(core.judge, "/begin", core.channel) is Outcome.DONE


# REG-9: lists are private ------------------------------------------------------------------


async def test_a_decklist_asked_in_the_channel_is_answered_privately(core: Core) -> None:
    # REG-9: decklists are visible to the judges and their owner only.
    await load_cards(core)
    t = await core.tournament(NICKS, "decks=1", begin=False)
    anna = t["Анна"]
    await core.say(anna, "/deck\n" + deck("forest"))
    core.expect(anna, "принята")
    core.posted(core.channel)
    core.sent(core.judge)
    assert await core.say(core.judge, "/decklist Анна", core.channel) is Outcome.DONE
    shown = core.expect(core.judge, key="decklist")
    assert "3 Древень" in shown.text
    posted = core.posted(core.channel)
    assert [m.key for m in posted] == ["sent-privately"], posted
    assert "Древень" not in posted[0].text and "Лесной натиск" not in posted[0].text
    # The owner asking for his own lists in the channel is answered privately too.
    assert await core.say(anna, "/decks", core.channel) is Outcome.DONE
    assert "«Лесной натиск»" in core.expect(anna, key="my-decks").text
    assert [m.key for m in core.posted(core.channel)] == ["sent-privately"]
    # A judge's /setdeck there: the accepted list's name and hero go to him privately.
    await core.say(core.judge, "/setdeck Борис\n" + deck("mountains"), core.channel)
    assert "«Гранит»" in core.expect(core.judge, key="deck-accepted").text
    assert [m.key for m in core.posted(core.channel)] == ["sent-privately"]


async def test_a_decklist_asked_in_private_is_answered_there_alone(core: Core) -> None:
    # REG-9: in private nothing changes and no pointer is posted anywhere.
    await load_cards(core)
    t = await core.tournament(NICKS, "decks=1", begin=False)
    await core.say(t["Анна"], "/deck\n" + deck("forest"))
    core.posted(core.channel)
    await core.say(core.judge, f"/decklist Анна #{t.id}")
    assert [m.key for m in core.sent(core.judge)] == ["decklist"]
    assert core.posted(core.channel) == []


# REG-1: the announcement -------------------------------------------------------------------


async def test_the_announcement_tells_stages_bo_cap_format_decks_and_checkin(core: Core) -> None:
    # REG-1 with FMT-1, FMT-2, REG-5, REG-9, REG-4 (Moscow time).
    settings = {
        "stages": "swiss:5,top:8",
        "bo": "1,3",
        "cap": "16",
        "format": "sealed",
        "decks": "1",
        "start": "2026-12-10 12:00",
        "checkin_from": "2026-12-10 10:00",
        "checkin_to": "2026-12-10 11:30",
    }
    await core.tournament([], settings, begin=False)
    text = announcement(core).text
    for fragment in (
        "Начало: 10.12.2026 12:00 МСК",
        "Игра: Силед",
        "швейцарская система, туров: 5, BO1 → топ-8 на выбывание, BO3",
        "Мест: 16, дальше — лист ожидания (REG-5)",
        "Деклисты: нужны, 1 на игрока, прислать боту (/deck) до 10.12.2026 12:00 МСК",
        "Черк колод: нет",
        "Подтверждение участия: с 10.12.2026 10:00 МСК до 10.12.2026 11:30 МСК",
        "50 мин на тур",
    ):
        assert fragment in text, (fragment, text)


async def test_an_elimination_tournament_is_not_announced_as_swiss(core: Core) -> None:
    # FMT-1: the announcement names the stage that is played, with its BO (FMT-2).
    await core.tournament([], {"stages": "single", "bo": "5"}, begin=False)
    text = announcement(core).text
    assert "швейцарск" not in text
    assert "сетка на выбывание, BO5" in text
    assert "Игра: Констрактед" in text and "Мест: без ограничения" in text
    assert "Деклисты: не нужны" in text and "Подтверждение участия: не нужно" in text


async def test_groups_draft_and_bans_are_announced(core: Core) -> None:
    # FMT-1, FMT-4: sizes the player count decides say so; COM-3: deck bans announced.
    settings = {"stages": "groups:4x4,top", "decks": "3", "deck_bans": "1"}
    await core.tournament([], settings, begin=False)
    text = announcement(core).text
    assert "групповой этап: 4 группы по 4 игрока, BO3 → топ на выбывание" in text
    assert "по числу игроков (FMT-4)" in text
    assert "Черк колод: каждый вычёркивает 1 из колод соперника" in text
    assert "Деклисты: нужны, 3 на игрока" in text


async def test_a_change_after_open_is_announced_again_with_what_changed(core: Core) -> None:
    # REG-1: the channel always has the conditions in force; unannounced settings stay quiet.
    t = await core.tournament([], begin=False)
    core.posted(core.channel)
    await core.say(core.judge, f"/set bo=5 cap=32 #{t.id}")
    core.expect(core.judge, key="settings-changed")
    updated = core.expect(core.channel, key="announcement-updated")
    assert "Изменились условия турнира: этапы и матчи (BO), мест" in updated.text
    assert "швейцарская система, туров: по числу игроков (FMT-4), BO5" in updated.text
    assert "Мест: 32" in updated.text
    assert updated.labels == ["Зарегистрироваться"]  # registration is still open
    await core.say(core.judge, f"/set tiebreakers=gw,omw seed=abc #{t.id}")
    assert core.posted(core.channel) == []  # nothing the announcement shows changed
    # After /close the conditions are announced again, without the register button.
    await core.say(core.judge, "/close", core.channel)
    core.posted(core.channel)
    await core.say(core.judge, f'/set "start=2026-12-20 12:00" #{t.id}')
    closed = core.expect(core.channel, key="announcement-updated")
    assert "начало" in closed.text and "20.12.2026 12:00 МСК" in closed.text
    assert closed.labels == [] and "Регистрация закрыта" in closed.text


async def test_no_announcement_again_after_the_start(core: Core) -> None:
    # REG-1: once the tournament runs, its conditions are no longer announced.
    t = await core.tournament(NICKS)
    core.posted(core.channel)
    await core.say(core.judge, f"/set round_minutes=40 cap=8 #{t.id}")
    core.expect(core.judge, key="settings-changed")
    assert not [m for m in core.posted(core.channel) if m.key.startswith("announcement")]


async def test_no_announcement_before_open(core: Core) -> None:
    # REG-1: the announcement is /open's; a draft's settings are the judges' business.
    await core.say(core.judge, "/new Кубок Берсерка")
    tid = int(core.last(core.judge).params["id"])
    await core.say(core.judge, f"/bind #{tid}", core.channel)
    core.posted(core.channel)
    await core.say(core.judge, f"/set cap=8 #{tid}")
    core.expect(core.judge, key="settings-changed")
    assert core.posted(core.channel) == []


# COM-2: 30 minutes before a start time or a scheduled round -------------------------------


async def test_round_one_begun_early_is_reminded_30_minutes_before_the_start(core: Core) -> None:
    # COM-2: the tournament starts at 16:00 Moscow; the judge pairs at 15:00.
    t = await core.tournament(NICKS, {"start": "2026-12-05 16:00"}, begin=False)
    core.leave(t["Глеб"], core.channel)
    await core.say(core.judge, "/begin", core.channel)
    assert "Конец тура: 16:50 МСК" in core.pairing(t["Анна"], 1).message.text
    await core.advance(minutes=29, seconds=59)
    assert not [m for m in core.sent(t["Анна"]) if m.key == "match-reminder"]
    await core.advance(seconds=1)  # 15:30
    reminder = core.expect(t["Анна"], key="match-reminder")
    assert "начнётся в 16:00 МСК" in reminder.text
    core.expect(t["Глеб"], "вас нет в канале турнира")
    absent = core.expect(core.judges_chat, key="absent-players")
    assert "Глеб" in absent.text and "Анна" not in absent.text
    assert not [m for m in core.sent(t["Анна"]) if m.key == "round-presence"]  # once only
    await core.advance(minutes=30)  # 16:00: the official start
    core.expect(t["Анна"], key="match-start")


async def test_with_a_start_time_players_are_reminded_before_the_pairing(core: Core) -> None:
    # COM-2: at 15:30 nobody has paired yet; the registered players are reminded anyway.
    t = await core.tournament(NICKS, {"start": "2026-12-05 16:00"}, begin=False)
    core.leave(t["Глеб"], core.channel)
    await core.advance(minutes=29)
    assert not [m for m in core.sent(t["Анна"]) if m.key == "round-presence"]
    await core.advance(minutes=1)
    assert "тур 1 начнётся в 16:00 МСК" in core.expect(t["Анна"], key="round-presence").text
    core.expect(t["Глеб"], key="round-absent")
    assert "Глеб" in core.expect(core.judges_chat, key="absent-players").text
    assert "за 30 минут" in core.expect(core.channel, key="round-soon").text
    # Paired at 15:45 the round still starts at 16:00 and the match numbers follow.
    await core.advance(minutes=15)
    await core.say(core.judge, "/begin", core.channel)
    assert "16:00 МСК" in core.expect(t["Анна"], key="match-reminder").text


async def test_each_scheduled_round_is_reminded_30_minutes_before(core: Core) -> None:
    # COM-2 with the schedule: rounds at 16:00 and 17:10 Moscow.
    settings = {"start": "2026-12-05 16:00", "schedule": "16:00,17:10", "rounds": "2"}
    t = await core.tournament(NICKS, settings, begin=False)
    core.leave(t["Вера"], core.channel)
    await core.advance(minutes=30)  # 15:30
    assert "16:00 МСК" in core.expect(t["Анна"], key="round-presence").text
    core.expect(t["Вера"], key="round-absent")
    await core.advance(minutes=30)  # 16:00: the schedule starts the tournament
    core.expect(core.channel, key="tournament-started")
    core.join(t["Вера"], core.channel)
    await core.advance(minutes=39)
    assert not [m for m in core.sent(t["Анна"]) if m.key == "round-presence"]
    await core.advance(minutes=1)  # 16:40: 30 minutes before round 2
    assert "тур 2 начнётся в 17:10 МСК" in core.expect(t["Анна"], key="round-presence").text
    assert not [m for m in core.sent(t["Вера"]) if m.key == "round-absent"]
