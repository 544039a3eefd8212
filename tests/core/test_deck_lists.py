"""Decklists checked against the deck rules, kept private, deck bans before a match, and the
match-day reminder (REG-9, DECK-1…DECK-3, COM-2, COM-3)."""

from __future__ import annotations

from pathlib import Path

from harness import Core

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "tests" / "data" / "decks"
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
BANNED = ROOT / "bot" / "data" / "sample_banned_constructed.txt"
NICKS = ["Анна", "Борис", "Вера", "Глеб"]

BAD = """Герой: Друид Ольх
3 Горный страж
4 Древень
1 Чародейка
3 Лесной охтник
Сайд:
3 Ёж-колючник
3 Лесной дух
3 Корни земли
"""


def deck(name: str) -> str:
    """A sample decklist's text."""
    return (DECKS / f"{name}.txt").read_text(encoding="utf-8")


async def load_cards(core: Core) -> None:
    """The organizer sends the pool and the banned list to the bot as files (DECK-1, DECK-3)."""
    await core.send_file(core.judge, "pool.csv", POOL.read_bytes(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен: 66")
    await core.send_file(core.judge, "banned.txt", BANNED.read_bytes(), caption="/banned")
    core.expect(core.judge, "Бан-лист Констрактеда загружен: 3")


async def test_decklists_are_checked_with_every_problem_named(core: Core) -> None:
    await load_cards(core)
    t = await core.tournament([], "decks=1 format=constructed", title="Кубок колод", begin=False)
    olga = core.person("Ольга")
    await core.register(olga, t.id, "Ольга", "101")
    await core.say(olga, "/deck\n" + BAD)
    refused = core.expect(olga, "Деклист не принят")
    for fragment in (
        "«Горный страж» — стихия «горы», а герой Друид Ольх — «лес»",  # DECK-1: elements
        "«Древень»: 4 копий",  # DECK-1: three copies at most
        "«Чародейка» запрещена в Констрактеде (DECK-3)",
        "В сайдборде 9 карт, а можно 0 или ровно 10",
        "В основной колоде",  # fewer than 40
        "«Лесной охтник» → «Лесной охотник»",  # one typo corrected and said so
    ):
        assert fragment in refused.text, (fragment, refused.text)
    await core.say(olga, "/deck\n" + deck("forest"))
    accepted = core.expect(olga, "Колода 1 из 1 принята")
    assert "«Лесной натиск», герой Друид Ольх, основная 40, сайдборд 0" in accepted.text
    # A .txt file without a caption is read as a decklist too, and replaces the first one.
    await core.send_file(olga, "deck.txt", deck("mountains").encode("cp1251"))
    core.expect(olga, "«Гранит», герой Тан Гранитный")

    # REG-9: judges see the list; another player cannot.
    await core.say(core.judge, f"/decklist Ольга #{t.id}")
    shown = core.expect(core.judge, "Колоды игрока Ольга")
    assert "5 Рудокоп" in shown.text
    peter = core.person("Пётр")
    await core.register(peter, t.id, "Пётр", "102")
    await core.say(peter, f"/decklist Ольга #{t.id}")
    core.expect(peter, "только для судей")
    await core.say(olga, "/decks")
    assert "«Гранит»" in core.expect(olga, "Ваши колоды").text

    for i, nick in enumerate(["Ворон", "Сокол"]):
        await core.register(core.person(nick), t.id, nick, f"20{i}")
    for nick in ("Пётр", "Ворон", "Сокол"):  # REG-9: /begin waits for every required list
        await core.say(core.nickname(nick), "/deck\n" + deck("steppe"))
    await core.say(core.judge, "/begin", core.channel)
    core.expect(core.channel, "тур 1.")
    await core.say(olga, "/deck\n" + deck("forest"))
    core.expect(olga, "деклисты заблокированы")  # REG-9: locked at the start
    await core.say(core.judge, f"/setdeck Ольга #{t.id}\n" + deck("forest"))
    core.expect(core.judge, "Колода 1 из 1 принята")
    core.expect(olga, "Судья изменил вашу колоду 1")


async def test_three_deck_match_with_bans_and_a_late_player(core: Core) -> None:
    # COM-3: each bans one of the opponent's decks in private; the silent one gets a random
    # ban at the deadline, 20 minutes before the start, and the judges are told.
    await load_cards(core)
    t = await core.tournament(
        NICKS,
        "decks=3 deck_bans=1 ban_default=random rounds=1",
        title="Кубок черка",
        begin=False,
    )
    for player in t.players:
        for name in ("forest", "mountains", "steppe"):
            await core.say(player, "/deck\n" + deck(name))
            core.expect(player, "принята")
    await core.say(core.judge, "/begin", core.channel)
    anna = t["Анна"]
    request = core.expect(anna, "вычеркните 1 его колод")
    assert "до 15:10 МСК" in request.text  # start 15:30, bans close 20 minutes before
    opponent = next(n for n in NICKS if n in request.text)
    await core.press(anna, "2. Гранит (Тан Гранитный)")
    core.expect(anna, "Осталось вычеркнуть: 0")
    other = t[opponent]
    core.expect(other, "вычеркните 1 его колод")  # and stays silent
    await core.advance(minutes=10)  # 15:10: the deadline
    core.expect(other, "выбрано случайно")
    result = core.expect(anna, "играет колодами")
    assert "Анна играет колодами" in result.text
    late = core.expect(core.judges_chat, "не вычеркнули колоды вовремя")
    assert opponent in late.text and "Анна" not in late.text
    theirs = result.text.split(f"{opponent} — ")[1]
    assert "Гранит" not in theirs  # Анна's ban holds
    await core.say(anna, "/me")
    me = core.expect(anna, "Ваши колоды на матч")
    assert "Гранит" not in me.text.split("Колоды соперника:")[1]


async def test_reminder_30_minutes_before_lists_an_absent_player(core: Core) -> None:
    # COM-2: players who are not in the channel are told privately; the judges see the list.
    t = await core.tournament(NICKS, "prep_minutes=40", title="Кубок присутствия", begin=False)
    core.leave(t["Глеб"], core.channel)
    await core.say(core.judge, "/begin", core.channel)
    core.expect(core.channel, "тур 1.")
    await core.advance(minutes=10)  # 15:10: 30 minutes before the 15:40 start
    core.expect(t["Глеб"], "вас нет в канале турнира")
    core.expect(t["Анна"], "Матч №")
    absent = core.expect(core.judges_chat, "нет в канале перед началом матчей")
    assert "Глеб" in absent.text and "Анна" not in absent.text
    await core.advance(minutes=30)  # 15:40: the matches start, with the sideboarding rule
    start = core.expect(t["Анна"], "начался")
    assert "Сайдборд — только после первой партии" in start.text
