"""What people type is bounded before it is read: huge numbers, other bots' commands,
apostrophes in nicknames, the auto-confirmation's minutes (issue 23)."""

from __future__ import annotations

import pytest
from harness import Core

HUGE = "1" * 5000  # over the 4,300 digits Python's int() refuses


async def test_a_five_thousand_digit_deck_number_is_answered(core: Core) -> None:
    t = await core.tournament(["Ворон", "Сокол", "Рысь", "Лисица"], "decks=2", begin=False)
    raven = t["Ворон"]
    await core.say(raven, f"/deck {HUGE}\nГерой: Друид Ольх")
    assert "Номер колоды — число от 1 до 5" in core.expect(raven, "Формат: /deck").text
    await core.say(raven, f"/deck {HUGE}", core.channel)
    core.expect(core.channel, "Номер колоды — число от 1 до 5")
    await core.say(core.judge, f"/setdeck Ворон {'7' * 4400}\nГерой: Друид Ольх")
    core.expect(core.judge, "Номер колоды — число от 1 до 5")
    await core.say(raven, "/decks")
    core.expect(raven, "ещё не прислали колоды")  # nothing was stored


# Every numeric argument; 960 digits keep a command under its 1,000 characters, where
# int() works but no row id or count is ever that large (SQLite refused such an id).
BIG = "9" * 960
HALF = BIG[:480]
NUMBERS = [
    (f"/accept {BIG}", "Номер — число от 1 до"),
    (f"/pick {BIG}", "Номер — число от 0 до"),
    (f"/reopen {BIG}", "Номер — число от 1 до"),
    (f"/docsent {BIG}", "Номер — число от 1 до"),
    (f"/ban {BIG} Сокол спам", "Срок бана в днях — число от 1 до"),
    ("/ban 0 Сокол спам", "Срок бана в днях — число от 1 до"),
    (f"/set points={BIG}/1/0 #1", "каждое от 0 до 100"),
    (f"/set decks={BIG} #1", "от 0 до 5"),
    (f"/confirm {BIG}", "Формат"),
    (f"/result {BIG} 2:0 #1", "Формат: /result"),
    (f"/paid {BIG}", "Формат"),
    (f"/evidence {HALF} {HALF}", "Формат"),
    (f"/extend {HALF} {HALF}", "Формат"),
    (f"/life {HALF}:{HALF}", "Формат"),
    (f"/publish_decks {BIG}", "Формат"),
    (f"/standings #{BIG}", "Формат"),
]


async def test_huge_numbers_in_any_command_are_answered(core: Core) -> None:
    await core.tournament(["Ворон", "Сокол", "Рысь", "Лисица"], begin=False)
    core.sent(core.judge)
    for text, answer in NUMBERS:
        await core.say(core.judge, text)
        answers = core.sent(core.judge)
        assert len(answers) == 1 and answer in answers[0].text, (text[:20], answers)


async def test_a_card_pool_with_a_huge_number_is_refused(core: Core) -> None:
    pool = f'[[card]]\nname = "Ёж"\nelement = "лес"\nhero = false\nhorde = false\nset = {HUGE}\n'
    await core.send_file(core.judge, "pool.toml", pool.encode(), caption="/cards")
    core.expect(core.judge, "Пул карт, строка")


async def test_a_long_command_to_another_bot_gets_no_answer(core: Core) -> None:
    t = await core.tournament(["Ворон", "Сокол", "Рысь", "Лисица"])
    raven = t["Ворон"]
    core.posted(core.channel)
    for text in (f"/confirm@other_bot {'да ' * 500}", f"/deck@other_bot\n{'3 Ёж ' * 5000}"):
        await core.say(raven, text, core.channel)
        assert core.posted(core.channel) == [], text[:20]  # not «Слишком длинное сообщение»
    await core.say(raven, f"/confirm@berserk_bot {'да ' * 500}", core.channel)
    core.expect(core.channel, "Слишком длинное сообщение")  # to this bot it is still too long


@pytest.mark.parametrize(("minutes", "said"), [("3", "3 минуты"), ("25", "25 минут")])
async def test_the_automatic_result_names_the_tournaments_minutes(
    core: Core, minutes: str, said: str
) -> None:
    # RES-3: the judge's confirm_minutes, not a fixed ten, in the text the players read.
    t = await core.tournament(settings={"confirm_minutes": minutes})
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/report 2:1")
    await core.advance(minutes=int(minutes))
    final = core.expect(pair.b, "окончательный (RES-3)", key="result-auto")
    assert f"Подтверждения не было {said} —" in final.text


async def test_nicknames_with_an_apostrophe_register_and_are_found(core: Core) -> None:
    # REG-3 allows «'» in a nickname; a phone's «’» is the same letter.
    t = await core.tournament(["Ворон", "Сокол"], begin=False)
    gascon = core.person("Гасконец")
    await core.register(gascon, t.id, "Д'Артаньян")
    irish = core.person("Ирландка", platform="vk")
    await core.say(irish, f"/start t{t.id}")
    core.expect(irish, key="start-open")
    await core.say(irish, "регистрация O'Hara")  # VK: the Russian word without a slash
    core.expect(irish, key="rules-to-accept")
    maid = core.person("Жанна")
    await core.say(maid, f"/start t{t.id}")
    await core.say(maid, '/register "Жанна д’Арк"')
    core.expect(maid, key="rules-to-accept")
    await core.say(core.judge, "/players #1")
    listed = core.last(core.judge).text
    assert "Д'Артаньян" in listed, listed
    await core.say(core.judge, "/refuse O’Hara не прошёл проверку #1")
    core.expect(irish, "не прошёл проверку")
    for text, fragment in (
        ("/history Д’Артаньян", "У Д'Артаньян нет санкций"),
        ("/setdeck Д’Артаньян\nГерой: Друид Ольх", "деклисты не нужны"),  # past the nickname
        ("/dq Д’Артаньян подсказки #1", "Д'Артаньян"),
    ):
        await core.say(core.judge, text)
        answer = core.last(core.judge).text
        assert fragment in answer and "Формат" not in answer, (text, answer)
