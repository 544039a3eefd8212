"""Every bad input gets a short Russian answer that shows the right form; state is unchanged."""

from __future__ import annotations

import pytest
from harness import Core, Event, Person, Sent

# (text, expected fragment of the answer)
PLAYER_CASES = [
    ("/frobnicate", "Не знаю команду /frobnicate"),
    ("/report", "Формат: /report <ваши победы>:<победы соперника>"),
    ("/report two:one", "Формат: /report"),
    ("/report 3:0", "больше 2 побед быть не может"),  # RES-1: 3:0 is not a BO3 score
    ("/report 2:2", "не могут оба выиграть"),
    ("/report 1:1:2", "не больше 3 партий"),
    ("/report 0:0", "ничья без сыгранных партий — 0:0:1"),
    ("/confirm 99", "Матч №99 — не ваш"),
    ("/confirm", "пока нечего подтверждать"),
    ("/dispute", "пока нечего оспаривать"),
    ("/drop now", "У команды /drop нет аргументов"),
    ("/begin", "Вы не судите ни одного текущего турнира"),
    ("/next #1", "только для судей турнира"),
    ("/result 1 2:0 #1", "только для судей турнира"),
    ("/set bo=1 #1", "только для судей турнира"),
    ("/new Мой турнир", "только для организаторов"),
    ("/start t999", "Турнира #999 нет"),
    ("/me #999", "Турнира #999 нет"),
    ("/" + "ы" * 4000, "Слишком длинное сообщение"),
    ("ы" * 4000, "Я понимаю команды"),
    ("привет", "Я понимаю команды"),
]

JUDGE_CASES = [
    ("/set bo=7 #1", "Неверное значение «7» для «бо» (bo). Нужно: 1, 3 или 5"),
    ("/set colour=red #1", "Нет настройки «colour»"),
    ("/set bo #1", "Формат: /set имя=значение"),
    ('/set "start=завтра" #1', "ГГГГ-ММ-ДД ЧЧ:ММ"),
    ("/bind #1", "нужно отправить в группе"),
    ("/result 99 2:0 #1", "нет матча №99"),
    ("/result 1 3:0 #1", "больше 2 побед"),
    ("/result x #1", "Формат: /result <номер матча>"),
    ("/refuse Никто", "Формат: /refuse <ник> <причина>"),
    ("/refuse Никто спам #1", "Турнир уже начался"),
    ("/begin #1", "уже начался"),
    ("/finish #1", "Нельзя завершить"),
    ("/next #1", "ещё нет окончательного результата"),
    ("/new", "Формат: /new <название турнира>"),
]


@pytest.fixture
async def running(core: Core) -> Event:
    """A running 4-player tournament #1 whose round 1 waits for results."""
    t = await core.tournament(["Ворон", "Сокол", "Рысь", "Лисица"], title="Кубок Ошибок")
    assert t.id == 1
    core.expect(core.channel, "тур 1.")
    for player in t.players:
        core.expect(player, "тур 1")  # read the pairing, so the next answer is the first unread
        core.sent(player)
    return t


async def pairings_text(core: Core) -> str:
    """The judge's view of round 1 of tournament #1."""
    await core.say(core.judge, "/pairings #1")
    return core.expect(core.judge, "тур 1:").text


def answer_to(core: Core, person: Person) -> Sent:
    """The one message that answered the person's last command."""
    answers = core.sent(person)
    assert len(answers) == 1, answers
    return answers[0]


async def test_player_bad_inputs_are_answered_and_change_nothing(
    core: Core, running: Event
) -> None:
    before = await pairings_text(core)
    player = running["Ворон"]
    for text, expected in PLAYER_CASES:
        await core.say(player, text)
        answer = answer_to(core, player)
        assert expected in answer.text, (text[:40], answer.text)
        assert len(answer.text) < 400, answer.text
    assert await pairings_text(core) == before


async def test_own_report_cannot_be_confirmed_by_its_author(core: Core, running: Event) -> None:
    # RES-2: the other player confirms or disputes, never the author of the score.
    player = running["Ворон"]
    await core.say(player, "/report 2:1")
    core.expect(player, "Ждём подтверждения")
    await core.say(player, "/confirm")
    core.expect(player, "Свой счёт подтверждает соперник")
    await core.say(player, "/dispute")
    core.expect(player, "Свой счёт оспорить нельзя")


async def test_judge_bad_inputs_are_answered_and_change_nothing(
    core: Core, running: Event
) -> None:
    before = await pairings_text(core)
    for text, expected in JUDGE_CASES:
        await core.say(core.judge, text)
        answer = answer_to(core, core.judge)
        assert expected in answer.text, (text, answer.text)
    await core.say(core.judge, "/judge", core.channel)
    core.expect(core.channel, "ответьте командой /judge")
    await core.say(core.judge, "/settings #1")
    settings = core.expect(core.judge, "Настройки турнира")
    assert "BO3" in settings.text
    assert await pairings_text(core) == before


async def test_spectators_and_strangers_are_refused(core: Core, running: Event) -> None:
    spectator = core.person("Зритель")
    await core.say(spectator, "/report 2:1", core.channel)
    core.expect(core.channel, "Вы не играете в турнире «Кубок Ошибок»")
    await core.say(spectator, "/next", core.channel)
    core.expect(core.channel, "только для судей турнира «Кубок Ошибок»")
    await core.say(spectator, "/register <b>Хакер</b>")
    core.expect(spectator, "Ник — от 2 до 32 символов")  # REG-3: each refusal says why
    # Issue 23: during a running Swiss stage his /register is a late application, once.
    await core.say(spectator, "/register Зритель")
    core.expect(spectator, "Регистрация на «Кубок Ошибок» закрыта, но турнир идёт")
    await core.say(spectator, "/register Зритель #1")
    core.expect(spectator, "уже у судей")
