"""Every bad input gets a short Russian answer that shows the right form; state is unchanged."""

from __future__ import annotations

import pytest

from sandbox.script import Scene

# (text, where, expected fragment of the answer)
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
    ("/set bo=7 #1", "Неверное значение bo=7. Нужно: 1, 3 или 5"),
    ("/set colour=red #1", "Нет настройки «colour»"),
    ("/set bo #1", "Формат: /set ключ=значение"),
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
async def running(scene: Scene) -> Scene:
    """A running 4-player tournament #1 whose round 1 waits for results."""
    tid = await scene.create("Кубок Ошибок")
    assert tid == 1
    for i, nick in enumerate(["Ворон", "Сокол", "Рысь", "Лисица"]):
        await scene.register(scene.player(nick), nick, f"800{i}", tid)
    await scene.judge.send("/begin", chat=scene.channel)
    await scene.channel.expect("тур 1.")
    for user in scene.players.values():
        await user.expect("тур 1")  # read the pairing, so the next answer is the first unread
    return scene


async def pairings_text(scene: Scene) -> str:
    await scene.judge.send("/pairings #1")
    return (await scene.judge.expect("тур 1:")).text


async def test_player_bad_inputs_are_answered_and_change_nothing(running: Scene) -> None:
    scene = running
    before = await pairings_text(scene)
    player = scene.players["Ворон"]
    for text, expected in PLAYER_CASES:
        await player.send(text)
        answer = await player.expect(lambda m: True)
        assert expected in answer.text, (text[:40], answer.text)
        assert len(answer.text) < 400, answer.text
    assert await pairings_text(scene) == before


async def test_own_report_cannot_be_confirmed_by_its_author(running: Scene) -> None:
    player = running.players["Ворон"]
    await player.send("/report 2:1")
    await player.expect("Ждём подтверждения")
    await player.send("/confirm")
    await player.expect("Свой счёт подтверждает соперник")
    await player.send("/dispute")
    await player.expect("Свой счёт оспорить нельзя")


async def test_judge_bad_inputs_are_answered_and_change_nothing(running: Scene) -> None:
    scene = running
    before = await pairings_text(scene)
    for text, expected in JUDGE_CASES:
        await scene.judge.send(text)
        answer = await scene.judge.expect(lambda m: True)
        assert expected in answer.text, (text, answer.text)
    await scene.judge.send("/judge", chat=scene.channel)
    await scene.channel.expect("ответьте командой /judge")
    await scene.judge.send("/settings #1")
    settings = await scene.judge.expect("Настройки турнира")
    assert "BO3" in settings.text
    assert await pairings_text(scene) == before


async def test_spectators_and_strangers_are_refused(running: Scene) -> None:
    scene = running
    spectator = scene.player("Зритель")
    await spectator.send("/report 2:1", chat=scene.channel)
    await scene.channel.expect("Вы не играете в турнире «Кубок Ошибок»")
    await spectator.send("/next", chat=scene.channel)
    await scene.channel.expect("только для судей турнира «Кубок Ошибок»")
    await spectator.send("/register <b>Хакер</b>")
    await spectator.expect("Ник — от 2 до 32 символов")
    await spectator.send("/register Зритель")
    await spectator.expect("нет турниров с открытой регистрацией")
    await spectator.send("/register Зритель #1")
    await spectator.expect("Регистрация на «Кубок Ошибок» закрыта")
