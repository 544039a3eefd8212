"""Decklists checked against the deck rules, kept private, deck bans before a match, and the
match-day reminder (REG-9, DECK-1…DECK-3, COM-2, COM-3)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bot.clock import ManualClock
from sandbox.script import Scene, running_scene

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "tests" / "data" / "decks"
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
BANNED = ROOT / "bot" / "data" / "sample_banned_constructed.txt"
T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)  # 15:00 in Moscow

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
    return (DECKS / f"{name}.txt").read_text(encoding="utf-8")


async def load_cards(scene: Scene) -> None:
    """The organizer sends the pool and the banned list to the bot as files."""
    await scene.judge.send_document(POOL.read_bytes(), "pool.csv", caption="/cards")
    await scene.judge.expect("Пул карт загружен: 66")
    await scene.judge.send_document(BANNED.read_bytes(), "banned.txt", caption="/banned")
    await scene.judge.expect("Бан-лист Констрактеда загружен: 3")


async def test_decklists_are_checked_with_every_problem_named(scene: Scene) -> None:
    await load_cards(scene)
    tid = await scene.create("Кубок колод", "decks=1 format=constructed")
    olga = scene.player("Ольга")
    await scene.register(olga, "Ольга", "101", tid)
    await olga.send("/deck\n" + BAD)
    refused = await olga.expect("Деклист не принят")
    for fragment in (
        "«Горный страж» — стихия «горы», а герой Друид Ольх — «лес»",  # DECK-1: elements
        "«Древень»: 4 копий",  # DECK-1: three copies at most
        "«Чародейка» запрещена в Констрактеде (DECK-3)",
        "В сайдборде 9 карт, а можно 0 или ровно 10",
        "В основной колоде",  # fewer than 40
        "«Лесной охтник» → «Лесной охотник»",  # one typo corrected and said so
    ):
        assert fragment in refused.text, (fragment, refused.text)
    await olga.send("/deck\n" + deck("forest"))
    accepted = await olga.expect("Колода 1 из 1 принята")
    assert "«Лесной натиск», герой Друид Ольх, основная 40, сайдборд 0" in accepted.text
    # A .txt file without a caption is read as a decklist too, and replaces the first one.
    await olga.send_document(deck("mountains").encode("cp1251"), "deck.txt")
    await olga.expect("«Гранит», герой Тан Гранитный")

    # REG-9: judges see the list; another player cannot.
    await scene.judge.send(f"/decklist Ольга #{tid}")
    shown = await scene.judge.expect("Колоды игрока Ольга")
    assert "5 Рудокоп" in shown.text
    peter = scene.player("Пётр")
    await scene.register(peter, "Пётр", "102", tid)
    await peter.send(f"/decklist Ольга #{tid}")
    await peter.expect("только для судей")
    await olga.send("/decks")
    assert "«Гранит»" in (await olga.expect("Ваши колоды")).text

    for i, nick in enumerate(["Ворон", "Сокол"]):
        user = scene.player(nick)
        await scene.register(user, nick, f"20{i}", tid)
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("тур 1.")
    await olga.send("/deck\n" + deck("forest"))
    await olga.expect("деклисты заблокированы")  # REG-9: locked at the start
    await scene.judge.send(f"/setdeck Ольга #{tid}\n" + deck("forest"))
    await scene.judge.expect("Колода 1 из 1 принята")
    await olga.expect("Судья изменил вашу колоду 1")


async def test_three_deck_match_with_bans_and_a_late_player(tmp_path: Path) -> None:
    # COM-3: each bans one of the opponent's decks in private; the silent one gets a random
    # ban at the deadline, 20 minutes before the start, and the judges are told.
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        await load_cards(scene)
        tid = await scene.create("Кубок черка", "decks=3 deck_bans=1 ban_default=random rounds=1")
        nicks = ["Анна", "Борис", "Вера", "Глеб"]
        for i, nick in enumerate(nicks):
            user = scene.player(nick)
            await scene.register(user, nick, f"30{i}", tid)
            for name in ("forest", "mountains", "steppe"):
                await user.send("/deck\n" + deck(name))
                await user.expect("принята")
        await scene.judge.send("/begin", chat=scene.channel)
        anna = scene.players["Анна"]
        request = await anna.expect("вычеркните 1 его колод")
        assert "до 15:10 МСК" in request.text  # start 15:30, bans close 20 minutes before
        opponent = next(n for n in nicks if n in request.text)
        await anna.press(request, "2. Гранит (Тан Гранитный)")
        await anna.expect("Осталось вычеркнуть: 0")
        other = scene.players[opponent]
        await other.expect("вычеркните 1 его колод")  # and stays silent
        clock.advance(10 * 60)  # 15:10: the deadline
        await other.expect("выбрано случайно")
        result = await anna.expect("играет колодами")
        assert "Анна играет колодами" in result.text
        late = await scene.judges_chat.expect("не вычеркнули колоды вовремя")
        assert opponent in late.text and "Анна" not in late.text
        theirs = result.text.split(f"{opponent} — ")[1]
        assert "Гранит" not in theirs  # Анна's ban holds
        await anna.send("/me")
        me = await anna.expect("Ваши колоды на матч")
        assert "Гранит" not in me.text.split("Колоды соперника:")[1]


async def test_reminder_30_minutes_before_lists_an_absent_player(tmp_path: Path) -> None:
    # COM-2: players who are not in the channel are told privately; the judges see the list.
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid = await scene.create("Кубок присутствия", "prep_minutes=40")
        nicks = ["Анна", "Борис", "Вера", "Глеб"]
        for i, nick in enumerate(nicks):
            await scene.register(scene.player(nick), nick, f"40{i}", tid)
        scene.channel.remove_member(scene.players["Глеб"])
        await scene.judge.send("/begin", chat=scene.channel)
        await scene.channel.expect("тур 1.")
        clock.advance(10 * 60)  # 15:10: 30 minutes before the 15:40 start
        await scene.players["Глеб"].expect("вас нет в канале турнира")
        await scene.players["Анна"].expect("Матч №")
        absent = await scene.judges_chat.expect("нет в канале перед началом матчей")
        assert "Глеб" in absent.text and "Анна" not in absent.text
        clock.advance(30 * 60)  # 15:40: the matches start, with the sideboarding rule
        start = await scene.players["Анна"].expect("начался")
        assert "Сайдборд — только после первой партии" in start.text
